import {
  activityOfSender,
  NO_RECEIPTS,
  senderOfActivity,
  statusFromReceipts,
  type ChatHistory,
  type ChatMessage,
  type ChatReceipts,
  type ChatSender,
  type StaffConversation,
} from '@app/contracts/chat';
import { sql, type Kysely, type Selectable } from 'kysely';
import type { DB } from '../db/schema.js';
import '../files/files.tables.js';
import { AppError, notFound } from '../http/errors.js';
import './chat.tables.js';
import { isStaffAuthor } from '../authors/staff-accounts.js';
import type { ChatConversationsTable } from './chat.tables.js';

/** Files uploaded to a conversation carry this purpose. */
export const CHAT_ATTACHMENT_PURPOSE = 'chat_attachment';

const iso = (value: Date | null) => (value ? value.toISOString() : null);

type ReceiptColumns = Pick<
  Selectable<ChatConversationsTable>,
  'author_delivered_at' | 'author_read_at' | 'support_delivered_at' | 'support_read_at'
>;

function toReceipts(row: ReceiptColumns | undefined): ChatReceipts {
  if (!row) return NO_RECEIPTS;
  return {
    authorDeliveredAt: iso(row.author_delivered_at),
    authorReadAt: iso(row.author_read_at),
    supportDeliveredAt: iso(row.support_delivered_at),
    supportReadAt: iso(row.support_read_at),
  };
}

/** A message (`m`) and its attachment (`f`), as every read of messages selects them. */
const messageColumns = [
  'm.id',
  'm.client_id',
  'm.author_id',
  'm.activity_type',
  'm.description',
  'm.created_at',
  'f.id as file_id',
  'f.file_name',
  'f.content_type',
  'f.size_bytes',
] as const;
/** Its conversation's receipts (`c`), from which its status follows. */
const receiptColumns = [
  'c.author_delivered_at',
  'c.author_read_at',
  'c.support_delivered_at',
  'c.support_read_at',
] as const;

/** Messages with their attachment (a message whose file was deleted keeps its text). */
function selectMessages(db: Kysely<DB>) {
  return db
    .selectFrom('author_activities as m')
    .leftJoin('files as f', 'f.id', 'm.attachment_file_id')
    .select(messageColumns)
    .where('m.activity_type', 'in', ['chat_user', 'chat_support']);
}

/**
 * One message with its conversation's receipts, in one round trip: what a send answers and what
 * every instance reads before the message reaches its sockets.
 */
function selectMessageWithReceipts(db: Kysely<DB>) {
  return selectMessages(db).leftJoin('chat_conversations as c', 'c.author_id', 'm.author_id').select(receiptColumns);
}

type MessageRow = Awaited<ReturnType<ReturnType<typeof selectMessages>['executeTakeFirstOrThrow']>>;

function toMessage(row: MessageRow, receipts: ChatReceipts): ChatMessage {
  const sender = senderOfActivity(row.activity_type);
  const createdAt = row.created_at.toISOString();
  return {
    id: row.id,
    clientId: row.client_id,
    authorId: row.author_id,
    content: row.description,
    sender,
    createdAt,
    status: statusFromReceipts({ sender, createdAt }, receipts),
    attachment:
      row.file_id && row.file_name && row.content_type && row.size_bytes !== null
        ? { id: row.file_id, fileName: row.file_name, contentType: row.content_type, sizeBytes: row.size_bytes }
        : null,
  };
}

export async function loadReceipts(db: Kysely<DB>, authorId: string): Promise<ChatReceipts> {
  const row = await db
    .selectFrom('chat_conversations')
    .selectAll()
    .where('author_id', '=', authorId)
    .executeTakeFirst();
  return toReceipts(row);
}

/** The newest `limit` messages of a conversation, oldest first. */
export async function loadHistory(db: Kysely<DB>, authorId: string, limit: number): Promise<ChatHistory> {
  const [rows, receipts] = await Promise.all([
    selectMessages(db)
      .where('m.author_id', '=', authorId)
      .orderBy('m.created_at', 'desc')
      .orderBy('m.id', 'desc')
      .limit(limit)
      .execute(),
    loadReceipts(db, authorId),
  ]);
  return { authorId, receipts, messages: rows.reverse().map((row) => toMessage(row, receipts)) };
}

export async function loadMessage(db: Kysely<DB>, id: string): Promise<ChatMessage | undefined> {
  const row = await selectMessageWithReceipts(db).where('m.id', '=', id).executeTakeFirst();
  return row && toMessage(row, toReceipts(row));
}

export interface NewChatMessage {
  authorId: string;
  sender: ChatSender;
  clientId: string;
  text: string;
  attachmentId?: string | undefined;
}

/**
 * Stores a message once per client id, under `id` when it is new: a retry of the same send
 * returns the stored message (`created: false`). A client id already used for another
 * conversation or side is a conflict. A new message costs one statement: the insert answers with
 * the message as it is read everywhere else.
 */
export async function insertMessage(
  db: Kysely<DB>,
  id: string,
  message: NewChatMessage,
): Promise<{ message: ChatMessage; created: boolean }> {
  const activityType = activityOfSender(message.sender);
  if (message.attachmentId) await requireAttachment(db, message.authorId, message.attachmentId);
  const inserted = await db
    .with('m', (insert) =>
      insert
        .insertInto('author_activities')
        .values({
          id,
          author_id: message.authorId,
          activity_type: activityType,
          description: message.text,
          client_id: message.clientId,
          attachment_file_id: message.attachmentId ?? null,
        })
        .onConflict((oc) => oc.column('client_id').doNothing())
        .returningAll(),
    )
    .selectFrom('m')
    .leftJoin('files as f', 'f.id', 'm.attachment_file_id')
    .leftJoin('chat_conversations as c', 'c.author_id', 'm.author_id')
    .select([...messageColumns, ...receiptColumns])
    .executeTakeFirst()
    .catch((error: unknown) => {
      // The conversation's author does not exist: the database refuses the row (no lookup first).
      const { constraint } = error as { constraint?: string };
      throw constraint === 'author_activities_author_id_fkey' ? notFound('Conversation') : error;
    });
  if (inserted) return { message: toMessage(inserted, toReceipts(inserted)), created: true };

  // The client id was taken: by this same send, retried, or by another message.
  const stored = await selectMessageWithReceipts(db).where('m.client_id', '=', message.clientId).executeTakeFirst();
  if (!stored || stored.author_id !== message.authorId || stored.activity_type !== activityType) {
    const text = 'This message id was already used for another message';
    throw new AppError(409, 'conflict', text, { client_id: [text] });
  }
  return { message: toMessage(stored, toReceipts(stored)), created: false };
}

async function requireAttachment(db: Kysely<DB>, authorId: string, fileId: string): Promise<void> {
  const file = await db
    .selectFrom('files')
    .select('id')
    .where('id', '=', fileId)
    .where('owner_author_id', '=', authorId)
    .where('purpose', '=', CHAT_ATTACHMENT_PURPOSE)
    .executeTakeFirst();
  if (!file) {
    const text = 'The attachment was not found in this conversation';
    throw new AppError(400, 'validation_failed', text, { attachment_id: [text] });
  }
}

/** The markers a side moves: the author's markers record what the author received and read. */
const markerColumns = {
  user: { delivered: 'author_delivered_at', read: 'author_read_at' },
  support: { delivered: 'support_delivered_at', read: 'support_read_at' },
} as const;

/**
 * Records that `side` has received (`delivered`) or seen (`read`, which implies received) the
 * other side's messages up to `upTo`. Returns the new receipts, or null when nothing moved.
 */
export async function advanceReceipts(
  db: Kysely<DB>,
  authorId: string,
  side: ChatSender,
  kind: 'delivered' | 'read',
  upTo: string,
): Promise<ChatReceipts | null> {
  const otherSide = activityOfSender(side === 'user' ? 'support' : 'user');
  const message = await db
    .selectFrom('author_activities')
    .select('id')
    .where('id', '=', upTo)
    .where('author_id', '=', authorId)
    .where('activity_type', '=', otherSide)
    .executeTakeFirst();
  if (!message) throw notFound('Message');
  const columns = markerColumns[side];
  const moved = kind === 'read' ? [columns.read, columns.delivered] : [columns.delivered];
  // The message's time is read inside the statement: PostgreSQL keeps microseconds, which a
  // JavaScript Date would cut to milliseconds, leaving the message itself unread forever.
  const at = sql<Date>`(select created_at from author_activities where id = ${message.id})`;
  const updated = await db
    .updateTable('chat_conversations')
    .set(Object.fromEntries(moved.map((column) => [column, sql`greatest(${sql.ref(column)}, ${at})`])))
    .where('author_id', '=', authorId)
    .where((eb) => eb.or(moved.map((column) => eb.or([eb(column, 'is', null), eb(column, '<', at)]))))
    .returningAll()
    .executeTakeFirst();
  return updated ? toReceipts(updated) : null;
}

/** Every conversation, latest message first, with the author and what the team has not read. */
export async function listConversations(db: Kysely<DB>, limit: number): Promise<StaffConversation[]> {
  const rows = await db
    .selectFrom('chat_conversations as c')
    .innerJoin('authors as a', 'a.id', 'c.author_id')
    .innerJoinLateral(
      (eb) =>
        eb
          .selectFrom('author_activities as m')
          .select(['m.description', 'm.activity_type', 'm.created_at'])
          .whereRef('m.author_id', '=', 'c.author_id')
          .orderBy('m.created_at', 'desc')
          .limit(1)
          .as('last'),
      (join) => join.onTrue(),
    )
    .select((eb) => [
      'c.author_id',
      'a.full_name',
      'a.email',
      'last.description',
      'last.activity_type',
      'last.created_at',
      eb
        .selectFrom('author_activities as u')
        .select(eb.fn.countAll<number>().as('count'))
        .whereRef('u.author_id', '=', 'c.author_id')
        .where('u.activity_type', '=', 'chat_user')
        .where((w) => w.or([w('c.support_read_at', 'is', null), w('u.created_at', '>', w.ref('c.support_read_at'))]))
        .as('unread_count'),
    ])
    .where(sql<boolean>`not ${isStaffAuthor('a')}`)
    .orderBy('c.last_message_at', 'desc')
    .orderBy('c.author_id')
    .limit(limit)
    .execute();
  return rows.map((row) => ({
    authorId: row.author_id,
    authorName: row.full_name,
    authorEmail: row.email,
    lastMessage: {
      content: row.description,
      sender: senderOfActivity(row.activity_type),
      createdAt: row.created_at.toISOString(),
    },
    unreadCount: Number(row.unread_count ?? 0),
  }));
}

export async function findAuthorContact(db: Kysely<DB>, authorId: string) {
  const author = await db
    .selectFrom('authors')
    .select(['id', 'full_name', 'email'])
    .where('id', '=', authorId)
    .executeTakeFirst();
  if (!author) throw notFound('Conversation');
  return author;
}

/** A chat attachment of the conversation, with its bytes. */
export async function findAttachment(db: Kysely<DB>, authorId: string, fileId: string) {
  return db
    .selectFrom('files')
    .select(['id', 'file_name', 'content_type', 'sha256', 'data'])
    .where('id', '=', fileId)
    .where('owner_author_id', '=', authorId)
    .where('purpose', '=', CHAT_ATTACHMENT_PURPOSE)
    .executeTakeFirst();
}
