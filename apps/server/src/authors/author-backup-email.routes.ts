import { siteConfig } from '@app/contracts/site-config';
import { authorProfileSchema, backupEmailRequestSchema, backupEmailVerifySchema } from '@app/contracts/dashboard-api';
import { createHash, randomBytes } from 'node:crypto';
import type { Config } from '../config/env.js';
import type { Database } from '../db/connect.js';
import '../files/files.tables.js';
import { AppError } from '../http/errors.js';
import type { App } from '../http/types.js';
import { composeMail } from '../mail/compose.js';
import type { MailQueue } from '../mail/mail-queue.js';
import { findOrCreateAuthor } from './author-sync.js';
import { toProfile } from './profile.js';

/** How long a backup-email verification link works. */
const LINK_TTL_MS = 24 * 60 * 60 * 1000;

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

interface Deps {
  database: Database;
  mailQueue: MailQueue;
  config: Pick<Config, 'siteUrl'>;
}

/** A second address for account recovery: saved unverified, confirmed by a mailed link. */
export function registerBackupEmailRoutes(app: App, { database, mailQueue, config }: Deps): void {
  const { db } = database;

  app.put(
    '/api/me/backup-email',
    { schema: { body: backupEmailRequestSchema, response: { 200: authorProfileSchema } } },
    async (request) => {
      const author = await findOrCreateAuthor(db, await request.requireUser());
      const { email } = request.body;
      if (email === author.email.toLowerCase()) {
        const message = 'Use an address other than your sign-in email';
        throw new AppError(400, 'validation_failed', message, { email: [message] });
      }
      const token = randomBytes(32).toString('base64url');
      const updated = await db.transaction().execute(async (trx) => {
        await trx
          .insertInto('backup_email_verifications')
          .values({
            author_id: author.id,
            email,
            token_hash: hashToken(token),
            expires_at: new Date(Date.now() + LINK_TTL_MS),
          })
          .onConflict((oc) =>
            oc.column('author_id').doUpdateSet((eb) => ({
              email: eb.ref('excluded.email'),
              token_hash: eb.ref('excluded.token_hash'),
              expires_at: eb.ref('excluded.expires_at'),
              created_at: new Date(),
            })),
          )
          .execute();
        const saved = await trx
          .updateTable('authors')
          .set({ backup_email: email, backup_email_verified_at: null, updated_at: new Date() })
          .where('id', '=', author.id)
          .returningAll()
          .executeTakeFirstOrThrow();
        const link = `${config.siteUrl}/dashboard/security?backup_email_token=${token}`;
        await mailQueue.enqueue(trx, {
          kind: 'backup-email',
          ...composeMail({
            to: email,
            subject: `Confirm your backup email for ${siteConfig.name}`,
            locale: 'en',
            parts: [
              {
                lines: [
                  `Hello${author.full_name ? ` ${author.full_name}` : ''},`,
                  '',
                  `${author.email} asked to use this address as the backup email of their ${siteConfig.name} account. The link works for 24 hours.`,
                ],
              },
              { button: { label: 'Confirm this backup email', href: link } },
              { note: 'If you did not ask for this, ignore this message: nothing changes until the link is opened.' },
            ],
          }),
        });
        return saved;
      });
      return toProfile(updated);
    },
  );

  app.post(
    '/api/me/backup-email/verify',
    { schema: { body: backupEmailVerifySchema, response: { 200: authorProfileSchema } } },
    async (request) => {
      const author = await findOrCreateAuthor(db, await request.requireUser());
      const pending = await db
        .selectFrom('backup_email_verifications')
        .selectAll()
        .where('author_id', '=', author.id)
        .where('token_hash', '=', hashToken(request.body.token))
        .where('expires_at', '>', new Date())
        .executeTakeFirst();
      if (!pending || pending.email !== author.backup_email) {
        const message = 'This verification link is not valid or has expired';
        throw new AppError(400, 'validation_failed', message, { token: [message] });
      }
      const updated = await db.transaction().execute(async (trx) => {
        await trx.deleteFrom('backup_email_verifications').where('author_id', '=', author.id).execute();
        return trx
          .updateTable('authors')
          .set({ backup_email_verified_at: new Date(), updated_at: new Date() })
          .where('id', '=', author.id)
          .returningAll()
          .executeTakeFirstOrThrow();
      });
      return toProfile(updated);
    },
  );
}
