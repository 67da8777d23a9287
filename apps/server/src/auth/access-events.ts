import { z } from 'zod';

/**
 * Announced by database triggers (migration 0010) when a session ends or an account's access
 * changes, to every server instance at commit: `signed_out` for an ended session (`sessionId`) or
 * a deleted or banned account (no `sessionId`), `access_changed` when its roles change.
 */
export const ACCESS_CHANNEL = 'identity_access';

export const accessEventSchema = z.object({
  kind: z.enum(['signed_out', 'access_changed']),
  userId: z.string(),
  sessionId: z.string().optional(),
});
export type AccessEvent = z.infer<typeof accessEventSchema>;
