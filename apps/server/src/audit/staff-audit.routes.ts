import { auditListSchema, staffAuditQuerySchema } from '@app/contracts/staff-api';
import type { Database } from '../db/connect.js';
import type { App } from '../http/types.js';
import './audit.tables.js';

/** GET /api/staff/audit: the trail, newest first, by author or kind of record, page by page. */
export function registerAuditRoutes(app: App, { database }: { database: Database }): void {
  app.get(
    '/api/staff/audit',
    { schema: { querystring: staffAuditQuerySchema, response: { 200: auditListSchema } } },
    async (request) => {
      const { author_id: authorId, entity_type: entityType, before, limit } = request.query;
      let query = database.db.selectFrom('staff_audit_log').selectAll();
      if (authorId) query = query.where('author_id', '=', authorId);
      if (entityType) query = query.where('entity_type', '=', entityType);
      if (before) query = query.where('created_at', '<', new Date(before));
      const rows = await query.orderBy('created_at', 'desc').orderBy('id', 'desc').limit(limit).execute();
      return { entries: rows.map((row) => ({ ...row, created_at: new Date(row.created_at).toISOString() })) };
    },
  );
}
