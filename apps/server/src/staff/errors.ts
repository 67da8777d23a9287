import { AppError } from '../http/errors.js';

/** A request that is well formed but refused by a rule of the records (e.g. cancelling a paid invoice). */
export const conflict = (message: string) => new AppError(409, 'conflict', message);

/** One field refused by a rule the schema cannot see (it needs the stored rows). */
export const invalidField = (field: string, message: string) =>
  new AppError(400, 'validation_failed', message, { [field]: [message] });

/** PostgreSQL's unique_violation: the row would repeat a unique key. */
export const isUniqueViolation = (error: unknown): boolean => (error as { code?: string } | null)?.code === '23505';
