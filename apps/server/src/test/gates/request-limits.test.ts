import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { loadConfig } from '../../config';
import { openDatabase, type Database } from '../../db/client';
import { buildApp } from '../../app';

/**
 * Every string and array a client sends has a limit. The request schemas of every
 * route (body, query, path; the domain's and the inline ones) are walked as the API documents
 * them (OpenAPI from the zod schemas): a string without maxLength (other than an enum, a
 * constant or a fixed-shape format) or an array without maxItems fails, so a new unlimited
 * field fails CI.
 */
type Json = Record<string, unknown>;
const FIXED_FORMATS = new Set(['uuid', 'date', 'time', 'date-time']);

function unlimited(schema: unknown, path: string, out: string[], seen = new Set<unknown>()) {
  if (!schema || typeof schema !== 'object' || seen.has(schema)) return;
  seen.add(schema);
  const s = schema as Json;
  const types = [s.type].flat();
  if (types.includes('string') && s.maxLength === undefined && s.enum === undefined && s.const === undefined) {
    if (!FIXED_FORMATS.has(s.format as string)) out.push(`${path}: string without maxLength`);
  }
  if (types.includes('array') && s.maxItems === undefined && s.prefixItems === undefined) out.push(`${path}: array without maxItems`);
  for (const [k, v] of Object.entries(s.properties ?? {})) unlimited(v, `${path}.${k}`, out, seen);
  if (s.items) unlimited(s.items, `${path}[]`, out, seen);
  if (s.additionalProperties && typeof s.additionalProperties === 'object') unlimited(s.additionalProperties, `${path}{}`, out, seen);
  for (const k of ['anyOf', 'oneOf', 'allOf'] as const)
    (s[k] as unknown[] | undefined)?.forEach((v, i) => unlimited(v, `${path}|${k}${i}`, out, seen));
  if (Array.isArray(s.prefixItems)) s.prefixItems.forEach((v, i) => unlimited(v, `${path}[${i}]`, out, seen));
}

describe('request schemas: every string and array has a limit', () => {
  let app: FastifyInstance;
  let database: Database;
  beforeAll(async () => {
    database = await openDatabase({ dataDir: 'memory://' });
    app = await buildApp({
      config: loadConfig({ LOG_LEVEL: 'silent', CAPTCHA_PROVIDER: 'none' }),
      database,
      ephemeral: true,
      logger: false,
    });
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  it('finds the request schemas to check (the walk is not empty)', () => {
    const doc = app.swagger() as unknown as { paths: Record<string, Json> };
    expect(Object.keys(doc.paths).length).toBeGreaterThan(50);
  });

  it('has no string without maxLength and no array without maxItems in any body, query or path parameter', () => {
    const doc = app.swagger() as unknown as { paths: Record<string, Record<string, Json>> };
    const out: string[] = [];
    for (const [url, ops] of Object.entries(doc.paths)) {
      for (const [method, op] of Object.entries(ops)) {
        const where = `${method.toUpperCase()} ${url}`;
        for (const p of (op.parameters as Json[] | undefined) ?? []) unlimited(p.schema, `${where} ${p.in} ${p.name}`, out);
        const content = (op.requestBody as { content?: Record<string, { schema?: unknown }> } | undefined)?.content ?? {};
        for (const [type, c] of Object.entries(content)) if (type === 'application/json') unlimited(c.schema, `${where} body`, out);
      }
    }
    expect(out).toEqual([]);
  });
});
