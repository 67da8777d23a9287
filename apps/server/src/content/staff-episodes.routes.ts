import { staffEpisodeCreateSchema, staffEpisodeSchema, staffEpisodeUpdateSchema } from '@app/contracts/staff-api';
import type { Selectable, Transaction } from 'kysely';
import { z } from 'zod';
import { recordAudit, type Actor } from '../audit/audit-log.js';
import type { Database } from '../db/connect.js';
import type { DB, PodcastEpisodesTable } from '../db/schema.js';
import type { App } from '../http/types.js';
import { adminOnly, currentActor } from '../staff/access.js';
import { invalidField, isUniqueViolation } from '../staff/errors.js';
import { lockRow } from '../staff/lock-row.js';

const episodeParams = z.object({ episodeId: z.string().max(80) });

const toEpisode = ({ created_at: _created, ...row }: Selectable<PodcastEpisodesTable>) => row;

/** The show_notes column holds JSON text (undefined leaves it as it is). */
const withNotesJson = <T extends { show_notes?: string[] }>(fields: T) => ({
  ...fields,
  show_notes: fields.show_notes === undefined ? undefined : JSON.stringify(fields.show_notes),
});

const audit = (trx: Transaction<DB>, actor: Actor, action: string, before: object | null, after: object | null) =>
  recordAudit(trx, actor, {
    action,
    entityType: 'episode',
    entityId: ((after ?? before) as { id: string }).id,
    before,
    after,
  });

/** Both the id and the episode number are unique: say which one is taken. */
async function uniqueProblem(db: Database['db'], id: string | undefined, number: number | undefined, self?: string) {
  if (id && (await db.selectFrom('podcast_episodes').select('id').where('id', '=', id).executeTakeFirst())) {
    return invalidField('id', 'Another episode already uses this id');
  }
  const taken =
    number === undefined
      ? undefined
      : await db.selectFrom('podcast_episodes').select('id').where('number', '=', number).executeTakeFirst();
  if (taken && taken.id !== self) return invalidField('number', 'Another episode has this number');
  return null;
}

/** Podcast episodes: list, create, edit, delete. */
export function registerStaffEpisodeRoutes(app: App, { database }: { database: Database }): void {
  const { db } = database;

  app.get(
    '/api/staff/episodes',
    { schema: { response: { 200: z.object({ episodes: z.array(staffEpisodeSchema) }) } } },
    async () => ({
      episodes: (await db.selectFrom('podcast_episodes').selectAll().orderBy('number', 'desc').execute()).map(
        toEpisode,
      ),
    }),
  );

  app.post(
    '/api/staff/episodes',
    { onRequest: adminOnly, schema: { body: staffEpisodeCreateSchema, response: { 201: staffEpisodeSchema } } },
    async (request, reply) => {
      const actor = await currentActor(request);
      try {
        const episode = await db.transaction().execute(async (trx) => {
          const row = await trx
            .insertInto('podcast_episodes')
            .values(withNotesJson(request.body))
            .returningAll()
            .executeTakeFirstOrThrow();
          await audit(trx, actor, 'episode.create', null, row);
          return row;
        });
        return reply.status(201).send(toEpisode(episode));
      } catch (error) {
        if (isUniqueViolation(error)) throw (await uniqueProblem(db, request.body.id, request.body.number)) ?? error;
        throw error;
      }
    },
  );

  app.patch(
    '/api/staff/episodes/:episodeId',
    {
      onRequest: adminOnly,
      schema: { params: episodeParams, body: staffEpisodeUpdateSchema, response: { 200: staffEpisodeSchema } },
    },
    async (request) => {
      const actor = await currentActor(request);
      const { episodeId } = request.params;
      try {
        const episode = await db.transaction().execute(async (trx) => {
          const before = await lockRow(trx, 'podcast_episodes', episodeId, 'Episode');
          const after = await trx
            .updateTable('podcast_episodes')
            .set(withNotesJson(request.body))
            .where('id', '=', before.id)
            .returningAll()
            .executeTakeFirstOrThrow();
          await audit(trx, actor, 'episode.update', before, after);
          return after;
        });
        return toEpisode(episode);
      } catch (error) {
        if (isUniqueViolation(error)) {
          throw (await uniqueProblem(db, undefined, request.body.number, episodeId)) ?? error;
        }
        throw error;
      }
    },
  );

  app.delete(
    '/api/staff/episodes/:episodeId',
    { onRequest: adminOnly, schema: { params: episodeParams } },
    async (request, reply) => {
      const actor = await currentActor(request);
      await db.transaction().execute(async (trx) => {
        const before = await lockRow(trx, 'podcast_episodes', request.params.episodeId, 'Episode');
        await trx.deleteFrom('podcast_episodes').where('id', '=', before.id).execute();
        await audit(trx, actor, 'episode.delete', before, null);
      });
      return reply.status(204).send();
    },
  );
}
