import { sql, type AliasableExpression, type AliasedExpression, type Expression } from 'kysely';
import type { z } from 'zod';

/** For each key of a wire shape, the SQL expression that yields its value, typed as the wire's. */
export type WireExpressions<T> = { [K in keyof T]-?: AliasableExpression<T[K]> };

type WireSelection<T> = { [K in keyof T]-?: AliasedExpression<T[K], K & string> }[keyof T][];

/**
 * A select list whose rows are already in a response schema's shape: its keys and no others, in
 * its order, each typed as the schema types it. Such rows go out as they come: JSON.stringify
 * writes an object's keys in their order, so the answer is what the schema's own writer would make
 * of them, without a mapping pass over every row first.
 */
export function inSchemaOrder<Schema extends z.ZodObject>(
  schema: Schema,
  expressions: WireExpressions<z.output<Schema>>,
): WireSelection<z.output<Schema>> {
  const byKey = expressions as Record<string, AliasableExpression<unknown>>;
  return Object.keys(schema.shape).map((key) => byKey[key]!.as(key)) as WireSelection<z.output<Schema>>;
}

/**
 * A numeric amount as the wire's number: numeric to float8 rounds the exact decimal correctly, so
 * it is the number `toAmount` (contracts/money.ts) makes of the decimal text, and NaN is null there
 * as here. The driver parses it as the number it is, instead of the server parsing text.
 */
export const moneyNumber = (amount: Expression<unknown>) => sql<number | null>`nullif(${amount}, 'NaN')::float8`;
