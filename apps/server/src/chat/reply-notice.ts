import { sql, type Kysely } from 'kysely';
import type { Logger } from 'pino';
import type { DB } from '../db/schema.js';
import { pickMailLocale, type MailLocale } from '../identity/mail/mail-texts.js';
import type { JobQueue } from '../jobs/job-queue.js';
import { SCHEDULES } from '../jobs/queues.js';
import type { MailQueue } from '../mail/mail-queue.js';
import { composeMail } from '../mail/compose.js';

/** An author without an open socket this long is away: a reply waiting for them is mailed. */
export const AWAY_MS = 10 * 60_000;

const texts: Record<MailLocale, { subject: string; body: string; button: string }> = {
  en: {
    subject: 'A reply is waiting for you',
    body: 'Our team has replied to you in the support chat.',
    button: 'Open the chat',
  },
  fr: {
    subject: 'Une réponse vous attend',
    body: 'Notre équipe vous a répondu dans le chat d’assistance.',
    button: 'Ouvrir le chat',
  },
  es: {
    subject: 'Tiene una respuesta esperando',
    body: 'Nuestro equipo le ha respondido en el chat de asistencia.',
    button: 'Abrir el chat',
  },
  hu: {
    subject: 'Válasz vár önre',
    body: 'Csapatunk válaszolt önnek az ügyfélszolgálati csevegőben.',
    button: 'Csevegő megnyitása',
  },
  pt: {
    subject: 'Tem uma resposta à sua espera',
    body: 'A nossa equipa respondeu-lhe no chat de apoio.',
    button: 'Abrir o chat',
  },
  pl: {
    subject: 'Czeka na Ciebie odpowiedź',
    body: 'Nasz zespół odpowiedział Ci na czacie pomocy.',
    button: 'Otwórz czat',
  },
  cs: {
    subject: 'Čeká na vás odpověď',
    body: 'Náš tým vám odpověděl v chatu podpory.',
    button: 'Otevřít chat',
  },
  sk: {
    subject: 'Čaká na vás odpoveď',
    body: 'Náš tím vám odpovedal v chate podpory.',
    button: 'Otvoriť chat',
  },
};

/**
 * Mails the author that a reply is waiting, when support messages have not reached any of their
 * devices and they have had no socket open for AWAY_MS at `now`. One mail per stretch of
 * undelivered replies, never one per message: the key names the author's delivery marker, which
 * moves only once a device of theirs has received the replies. True when a mail was queued.
 */
export async function mailWaitingReply(
  db: Kysely<DB>,
  mailQueue: MailQueue,
  options: { authorId: string; now: Date; siteUrl: string },
): Promise<boolean> {
  const author = await db
    .selectFrom('authors as a')
    .leftJoin('chat_conversations as c', 'c.author_id', 'a.id')
    .select([
      'a.email',
      'c.author_delivered_at',
      sql<unknown>`(select u.user_metadata->>'locale' from identity_users u
        where u.id = a.id or lower(u.email) = lower(a.email) order by (u.id = a.id) desc limit 1)`.as('locale'),
      sql<Date | null>`(select max(p.last_seen_at) from realtime_presence p join identity_users u on u.id = p.user_id
        where u.id = a.id or lower(u.email) = lower(a.email))`.as('last_seen_at'),
      sql<boolean>`exists (select 1 from author_activities m where m.author_id = a.id
        and m.activity_type = 'chat_support'
        and m.created_at > coalesce(c.author_delivered_at, '-infinity'::timestamptz))`.as('reply_waiting'),
    ])
    .where('a.id', '=', options.authorId)
    .executeTakeFirst();
  if (!author?.reply_waiting) return false;
  if (author.last_seen_at && new Date(author.last_seen_at).getTime() > options.now.getTime() - AWAY_MS) return false;

  const locale = pickMailLocale(author.locale, undefined);
  const text = texts[locale];
  const link = `${options.siteUrl}/dashboard`;
  const delivered = author.author_delivered_at ? new Date(author.author_delivered_at).toISOString() : 'never';
  await mailQueue.enqueue(db, {
    kind: 'chat.reply-waiting',
    key: `chat-reply:${options.authorId}:${delivered}`,
    ...composeMail({
      to: author.email,
      subject: text.subject,
      locale,
      parts: [{ lines: [text.body] }, { button: { label: text.button, href: link } }],
    }),
  });
  return true;
}

/** Replies older than a day are not looked at again: their mail went (or they were read) long ago. */
const LOOK_BACK_MS = 24 * 3_600_000;

/** The authors with a support reply from the last day that has reached none of their devices. */
export async function authorsWithWaitingReplies(db: Kysely<DB>, now: Date): Promise<string[]> {
  const rows = await db
    .selectFrom('author_activities as m')
    .leftJoin('chat_conversations as c', 'c.author_id', 'm.author_id')
    .select('m.author_id')
    .distinct()
    .where('m.activity_type', '=', 'chat_support')
    .where('m.created_at', '>', new Date(now.getTime() - LOOK_BACK_MS))
    .where(sql<boolean>`m.created_at > coalesce(c.author_delivered_at, '-infinity'::timestamptz)`)
    .execute();
  return rows.map((row) => row.author_id);
}

/** Mails every author who is away with a reply waiting (once per stretch); returns how many. */
export async function mailWaitingReplies(
  db: Kysely<DB>,
  mailQueue: MailQueue,
  options: { now: Date; siteUrl: string },
): Promise<number> {
  let mailed = 0;
  for (const authorId of await authorsWithWaitingReplies(db, options.now)) {
    if (await mailWaitingReply(db, mailQueue, { ...options, authorId })) mailed += 1;
  }
  return mailed;
}

/**
 * The reply notices follow the data, not the replies: a sweep each minute (pg-boss's cron keeps
 * one schedule for every instance) rather than jobs stored with each reply, which kept a job
 * insert in every reply's transaction, between the send and its delivery to the sockets.
 */
export async function startReplyNotices(
  db: Kysely<DB>,
  jobs: JobQueue,
  mailQueue: MailQueue,
  options: { siteUrl: string; logger: Logger },
): Promise<void> {
  // Authors away AWAY_MS are mailed within a minute: the sweep runs every minute, on one instance.
  await jobs.every(SCHEDULES.chatReplyNotices, async () => {
    const mailed = await mailWaitingReplies(db, mailQueue, { now: new Date(), siteUrl: options.siteUrl });
    if (mailed > 0) options.logger.info({ mailed }, 'chat replies waiting: authors mailed');
  });
}
