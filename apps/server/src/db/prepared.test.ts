import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HOT_AFTER, PER_CONNECTION, PreparingClient, statementName } from './prepared';

describe('statementName', () => {
  it('names a text once it has been seen HOT_AFTER times, always with the same name', () => {
    const text = `select $1::int /* ${randomUUID()} */`;
    const names = Array.from({ length: HOT_AFTER + 2 }, () => statementName(text));
    expect(names.slice(0, HOT_AFTER - 1)).toEqual(Array(HOT_AFTER - 1).fill(undefined));
    expect(names[HOT_AFTER - 1]).toMatch(/^v_[0-9a-f]{24}$/);
    expect(new Set(names.slice(HOT_AFTER - 1)).size).toBe(1);
    const other = `select $1::text /* ${randomUUID()} */`;
    for (let i = 1; i < HOT_AFTER; i++) statementName(other);
    expect(statementName(other)).not.toBe(names[HOT_AFTER - 1]);
  });
});

// PostgreSQL only (the API tests run on it in CI: TEST_DATABASE_URL); PGlite has no pool
describe.runIf(process.env.TEST_DATABASE_URL)('PreparingClient on PostgreSQL', () => {
  let client: PreparingClient;
  const prepared = async () =>
    (await client.query('select name, statement from pg_prepared_statements')).rows as { name: string; statement: string }[];

  beforeAll(async () => {
    client = new PreparingClient({ connectionString: process.env.TEST_DATABASE_URL });
    await client.connect();
  });
  afterAll(async () => {
    await client?.end();
  });

  it('runs a hot query with parameters as a named statement, with the same answers', async () => {
    const text = `select $1::int + 1 as n, $2::text as s /* ${randomUUID()} */`;
    const answers = [];
    for (let i = 0; i < HOT_AFTER + 2; i++) answers.push((await client.query(text, [i, `x${i}`])).rows[0]);
    expect(answers).toEqual(Array.from({ length: HOT_AFTER + 2 }, (_, i) => ({ n: i + 1, s: `x${i}` })));
    expect((await prepared()).filter((p) => p.statement === text)).toEqual([{ name: statementName(text), statement: text }]);
    // a config object (as Drizzle sends it) is named too, and is not changed
    const config = { text, values: [41, 'y'], rowMode: 'array' as const };
    expect((await client.query(config)).rows).toEqual([[42, 'y']]);
    expect(config).not.toHaveProperty('name');
  });

  it('leaves queries without parameters and already named ones as they are', async () => {
    const script = `select 1 /* ${randomUUID()} */; select 2`;
    for (let i = 0; i < HOT_AFTER + 1; i++) await client.query(script);
    const named = `select $1::int as n /* ${randomUUID()} */`;
    for (let i = 0; i < HOT_AFTER + 1; i++) await client.query({ name: `mine_${i % 2}_${named.length}`, text: named, values: [i] });
    const statements = await prepared();
    expect(statements.some((p) => p.statement === script)).toBe(false);
    expect(
      statements
        .filter((p) => p.statement === named)
        .map((p) => p.name)
        .sort(),
    ).toEqual([`mine_0_${named.length}`, `mine_1_${named.length}`]);
  });

  it(`keeps at most ${PER_CONNECTION} statements of its own per connection; the rest run unnamed`, async () => {
    const texts = Array.from({ length: PER_CONNECTION + 5 }, (_, i) => `select $1::int * ${i} as n /* ${randomUUID()} */`);
    for (const text of texts) for (let i = 0; i < HOT_AFTER; i++) await client.query(text, [2]);
    const own = (await prepared()).filter((p) => p.name.startsWith('v_'));
    expect(own.length).toBe(PER_CONNECTION);
    // the ones past the cap still answer
    expect((await client.query(texts.at(-1)!, [3])).rows).toEqual([{ n: 3 * PER_CONNECTION + 12 }]);
  });
});
