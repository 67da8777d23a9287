import { z } from './zod.js';

/** Every error the data API returns has this body; `code` is stable, `message` is for people. */
export const apiErrorCodes = [
  'bad_request',
  'validation_failed',
  'unauthorized',
  'forbidden',
  'not_found',
  'conflict',
  'payload_too_large',
  'unsupported_media_type',
  'rate_limited',
  'service_unavailable',
  'internal_error',
] as const;
export type ApiErrorCode = (typeof apiErrorCodes)[number];

export const apiErrorBodySchema = z.object({
  error: z.object({
    code: z.enum(apiErrorCodes),
    message: z.string(),
    /** Field name → messages, for validation failures. */
    fields: z.record(z.string(), z.array(z.string())).optional(),
  }),
});
export type ApiErrorBody = z.infer<typeof apiErrorBodySchema>;
