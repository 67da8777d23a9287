import { normalisedEmailAddress } from '@app/contracts/email-address';
import { inputProblem } from '@app/contracts/storable-text';
import { z } from 'zod';
import { badRequest, unprocessable } from './errors.js';
import type { IDENTITY_MESSAGE_PREFIXES } from './messages.js';
import { passwordProblem } from './passwords.js';

/** Metadata travels in every access token and the nf_jwt cookie: it must stay small. */
export const MAX_METADATA_BYTES = 8_192;

/** JSON objects of user data: `data`, `user_metadata`, `app_metadata`. */
export const metadataSchema = z
  .record(z.string(), z.unknown())
  .refine((value) => inputProblem(value) === null, {
    message: 'must be JSON nested at most a few levels, without NUL or unpaired surrogate characters',
    abort: true,
  })
  .refine((value) => Buffer.byteLength(JSON.stringify(value)) <= MAX_METADATA_BYTES, {
    message: `must be at most ${MAX_METADATA_BYTES} bytes of JSON`,
  });

/**
 * Reads a request body with a zod schema; a body of the wrong shape gets GoTrue's 400
 * `Could not read <Params> params: …` (or the admin API's wording).
 */
export function readBody<S extends z.ZodType>(
  schema: S,
  body: unknown,
  what: (typeof IDENTITY_MESSAGE_PREFIXES)[number],
): z.infer<S> {
  const parsed = schema.safeParse(body ?? {});
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  const where = issue?.path.length ? `${issue.path.join('.')}: ` : '';
  throw badRequest(`${what}: ${where}${issue?.message ?? 'invalid body'}`);
}

/**
 * GoTrue's email checks with its messages, by the site's one address rule; returns the address as
 * stored (trimmed, domain in lower case).
 */
export function validEmail(email: string | undefined): string {
  if (!email?.trim()) throw unprocessable('An email address is required');
  const address = normalisedEmailAddress(email);
  if (address === null) throw unprocessable('Unable to validate email address: invalid format');
  return address;
}

/** Refuses a new password that is too short, too long or too common (422 with the reason). */
export function checkNewPassword(password: string, minLength: number): void {
  const problem = passwordProblem(password, minLength);
  if (problem) throw unprocessable(problem);
}
