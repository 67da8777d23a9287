import type { z } from 'zod';
import { ApiError } from './api-client';

export type FieldErrors = Record<string, string>;

/** The first message per field of a failed parse, keyed by the top-level field name. */
export function fieldErrorsOf(error: z.ZodError): FieldErrors {
  const fields: FieldErrors = {};
  for (const issue of error.issues) {
    const key = String(issue.path[0] ?? 'form');
    fields[key] ??= issue.message;
  }
  return fields;
}

/** Field messages sent back by the server (400 validation_failed), first message per field. */
export function fieldErrorsFromApi(error: unknown): FieldErrors {
  if (!(error instanceof ApiError) || !error.fields) return {};
  const fields: FieldErrors = {};
  for (const [path, messages] of Object.entries(error.fields)) {
    const key = path.split('.')[0] ?? path;
    if (messages[0]) fields[key] ??= messages[0];
  }
  return fields;
}

/** A sentence for the person when a form could not be sent. */
export function submitFailureMessage(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.status === 429) return 'Too many attempts. Please wait a minute and try again.';
    if (error.status === 400) return 'Please correct the highlighted fields.';
  }
  return 'We could not send this right now. Please try again, or call or email us.';
}
