import type { ColumnType } from 'kysely';

/** Kysely column types shared by the tables' types (`schema.ts`, `identity.tables.ts`). */

/** A timestamptz column. */
export type Timestamp = ColumnType<Date, Date | string, Date | string>;
/** A timestamptz column with a default (created_at, updated_at). */
export type DefaultTimestamp = ColumnType<Date, Date | string | undefined, Date | string>;
/** A jsonb column: written as JSON text. */
export type Json<T> = ColumnType<T, string, string>;
/** A jsonb column with a default. */
export type DefaultJson<T> = ColumnType<T, string | undefined, string>;
