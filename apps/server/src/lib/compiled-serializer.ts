import fastJson from 'fast-json-stringify';
import { z } from 'zod';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';

type Def = { type: string; [k: string]: unknown };
const defOf = (s: unknown): Def | undefined => (s as { _zod?: { def?: Def } } | undefined)?._zod?.def;

/**
 * Whether a response schema is plain data that fast-json-stringify writes exactly as zod's
 * encode + JSON.stringify would: objects (unknown keys dropped), arrays, strings, numbers,
 * booleans, enums, literals, null, optional, nullable, records with string keys and free values. Anything that changes a value on the way
 * out (transforms, pipes, codecs, defaults, dates, unions) is not. Checks of a value (int, max,
 * format) do not change what is written for a valid answer; the writer does not repeat them.
 */
export function isPlainData(schema: unknown): boolean {
  // (no cycles: a recursive schema needs z.lazy, which is not plain)
  const def = defOf(schema);
  if (!def) return false;
  switch (def.type) {
    case 'string':
    case 'number':
    case 'boolean':
    case 'null':
    case 'enum':
    case 'literal':
      return true;
    case 'optional':
    case 'nullable':
      return isPlainData(def.innerType);
    case 'array':
      return isPlainData(def.element);
    // free values (a record of unknown: the sales' detalles): written by JSON.stringify, as zod passes them
    case 'unknown':
    case 'any':
      return true;
    case 'record':
      return defOf(def.keyType)?.type === 'string' && isPlainData(def.valueType);
    case 'object':
      return def.catchall === undefined && Object.values(def.shape as Record<string, unknown>).every((v) => isPlainData(v));
    default:
      return false;
  }
}

/**
 * The serializer of a hot route's responses: a compiled writer (fast-json-stringify, from
 * the zod schema's JSON Schema) when the schema is plain data, otherwise the usual zod check and
 * JSON.stringify. For routes whose service builds the answer from typed rows: the writer does not
 * check the values again (zod's parse did), which is what made these answers slow (5,000 debt rows).
 */
export const compiledSerializerCompiler = (route: { schema: unknown; method: string; url: string; httpStatus?: string }) => {
  const schema = route.schema;
  if (!isPlainData(schema)) return zodSerializerCompiler(route as never) as (data: unknown) => string;
  const { $schema: _ignored, ...json } = z.toJSONSchema(schema as z.ZodType, { io: 'output' }) as Record<string, unknown>;
  return fastJson(json as never) as (data: unknown) => string;
};
