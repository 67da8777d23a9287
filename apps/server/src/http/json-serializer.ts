import { z } from 'zod';

type Write = (value: unknown) => string;

/**
 * A schema compiled two ways: `write` writes any value the schema allows (or throws), `canonical`
 * tells whether a value is already what zod would make of it (plain objects with only the schema's
 * keys, in its order; values of the right types), so that JSON.stringify writes it unchanged.
 */
interface Compiled {
  write: Write;
  canonical: (value: unknown) => boolean;
}

/** A value the response schema does not allow: the answer is a 500, as zod's serializer makes it. */
export class ResponseShapeError extends Error {
  constructor(what: string) {
    super(`The response does not match its schema: ${what}`);
    this.name = 'ResponseShapeError';
  }
}

const fail = (what: string): never => {
  throw new ResponseShapeError(what);
};

const leaf = (canonical: (value: unknown) => boolean, expected: string, write: Write): Compiled => ({
  canonical,
  write: (value) => (canonical(value) ? write(value) : fail(expected)),
});
const stringLeaf = leaf(
  (value) => typeof value === 'string',
  'a string expected',
  (value) => JSON.stringify(value),
);
const booleanLeaf = leaf((value) => typeof value === 'boolean', 'a boolean expected', String);
// A finite number prints in JSON as String() prints it (-0 as 0 in both).
const numberLeaf = leaf((value) => Number.isFinite(value), 'a finite number expected', String);
const integerLeaf = leaf((value) => Number.isSafeInteger(value), 'a safe integer expected', String);

function compileNumber(schema: z.ZodNumber): Compiled {
  const checks = schema.def.checks ?? [];
  const onlyInteger = checks.every((check) => {
    const def = check._zod.def as { check: string; format?: string };
    return def.check === 'number_format' && def.format === 'safeint';
  });
  if (!onlyInteger) throw new Error('compileJsonSerializer: number checks other than .int() are not supported');
  return checks.length > 0 ? integerLeaf : numberLeaf;
}

/** An object JSON.stringify writes by its own keys alone (no toJSON of a class, no getters of one). */
const isPlainObject = (value: unknown): value is Record<string, unknown> => {
  if (typeof value !== 'object' || value === null) return false;
  const prototype = Object.getPrototypeOf(value) as unknown;
  return prototype === Object.prototype || prototype === null;
};

function compileObject(schema: z.ZodObject): Compiled {
  // Extra keys are dropped, as zod's default (strip) object drops them; strict or loose objects
  // would answer differently.
  if (schema.def.catchall !== undefined)
    throw new Error('compileJsonSerializer: strict or loose objects are not supported');
  const fields = Object.entries(schema.shape).map(([key, field]) => {
    const optional = field.def.type === 'optional';
    return { key, name: `${JSON.stringify(key)}:`, optional, ...compile(optional ? field.def.innerType : field) };
  });
  return {
    canonical(value) {
      if (!isPlainObject(value)) return false;
      let next = 0;
      for (const key in value) {
        // The schema's next key, optional ones left out; any other key means a copy is needed.
        while (next < fields.length && fields[next]!.key !== key && fields[next]!.optional) next++;
        const field = fields[next++];
        if (field?.key !== key) return false;
        const fieldValue = value[key];
        if (fieldValue === undefined ? !field.optional : !field.canonical(fieldValue)) return false;
      }
      for (; next < fields.length; next++) if (!fields[next]!.optional) return false;
      return true;
    },
    write(value) {
      if (typeof value !== 'object' || value === null || Array.isArray(value)) return fail('an object expected');
      const object = value as Record<string, unknown>;
      let json = '{';
      for (const field of fields) {
        const fieldValue = object[field.key];
        if (fieldValue === undefined) {
          if (field.optional) continue;
          fail(`"${field.key}" is missing`);
        }
        json += `${json.length === 1 ? '' : ','}${field.name}${field.write(fieldValue)}`;
      }
      return `${json}}`;
    },
  };
}

function compileArray(schema: z.ZodArray): Compiled {
  if ((schema.def.checks ?? []).length > 0) throw new Error('compileJsonSerializer: array checks are not supported');
  const element = compile(schema.element as z.ZodType);
  return {
    canonical(value) {
      if (!Array.isArray(value) || Object.getPrototypeOf(value) !== Array.prototype) return false;
      for (let index = 0; index < value.length; index++) if (!element.canonical(value[index])) return false;
      return true;
    },
    write(value) {
      if (!Array.isArray(value)) return fail('an array expected');
      let json = '[';
      for (let index = 0; index < value.length; index++)
        json += `${index === 0 ? '' : ','}${element.write(value[index])}`;
      return `${json}]`;
    },
  };
}

function compile(schema: z.ZodType): Compiled {
  const def = schema.def as { type: string; checks?: unknown[]; innerType?: z.ZodType };
  switch (def.type) {
    case 'object':
      return compileObject(schema as z.ZodObject);
    case 'array':
      return compileArray(schema as z.ZodArray);
    case 'nullable': {
      const inner = compile(def.innerType!);
      return {
        canonical: (value) => value === null || inner.canonical(value),
        write: (value) => (value === null ? 'null' : inner.write(value)),
      };
    }
    case 'number':
      return compileNumber(schema as z.ZodNumber);
    case 'string':
    case 'boolean':
      if ((def.checks ?? []).length > 0) throw new Error(`compileJsonSerializer: ${def.type} checks are not supported`);
      return def.type === 'string' ? stringLeaf : booleanLeaf;
    default:
      throw new Error(`compileJsonSerializer: a ${def.type} schema is not supported`);
  }
}

/**
 * The JSON of a value the way zod's serializer writes it (`JSON.stringify(schema.parse(value))`:
 * the schema's keys in its order, others dropped, absent optional keys left out, a wrong type
 * refused), with no parsed copy of the value: a value already in that form (as the routes build
 * their answers) is checked, then written by JSON.stringify; any other is written field by field.
 * For the plain schemas of large, frequent answers (objects, arrays, strings, numbers, booleans,
 * nullable and optional); any other schema is refused when the route is built, so the schema stays
 * the answer's contract.
 */
export function compileJsonSerializer<Schema extends z.ZodType>(schema: Schema): (value: z.input<Schema>) => string {
  const compiled = compile(schema);
  return (value) => (compiled.canonical(value) ? JSON.stringify(value) : compiled.write(value));
}

/** Fastify's `serializerCompiler` route option, for a route whose response schemas are zod's. */
export function jsonSerializerCompiler({ schema }: { schema: unknown }): (value: unknown) => string {
  if (!(schema instanceof z.ZodType)) throw new Error('jsonSerializerCompiler: a zod response schema is expected');
  return compileJsonSerializer(schema);
}
