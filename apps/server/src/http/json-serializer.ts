import fastJson from 'fast-json-stringify';
import { z } from 'zod';

/**
 * Fastify's `serializerCompiler` route option for a zod response schema, for large and frequent
 * answers: fast-json-stringify (Fastify's own serializer) compiled from the schema's JSON Schema
 * writes the answer in one pass, where zod's serializer first copies every row to validate it.
 * The zod schema stays the contract; the compiled writer keeps its keys and drops others, and
 * writes required keys before optional ones, so schemas served this way list optional keys last.
 */
export function jsonSerializerCompiler({ schema }: { schema: unknown }): (value: unknown) => string {
  if (!(schema instanceof z.ZodType)) throw new Error('jsonSerializerCompiler: a zod response schema is expected');
  return fastJson(z.toJSONSchema(schema, { io: 'output' }) as Parameters<typeof fastJson>[0]);
}
