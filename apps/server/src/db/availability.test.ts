import { describe, expect, it } from 'vitest';
import { DrizzleQueryError } from 'drizzle-orm/errors';
import { isDatabaseUnavailable, waitForDatabase } from './availability';

const pgError = (code: string, message = 'x') => Object.assign(new Error(message), { code });
const netError = (code: string) => Object.assign(new Error(`connect ${code} 127.0.0.1:5432`), { code });
const wrapped = (cause: Error) => new DrizzleQueryError('select 1', [], cause);

describe('isDatabaseUnavailable: which errors answer 503 (the request may be tried again)', () => {
  it.each([
    ['a restart ends the connection (57P01)', wrapped(pgError('57P01'))],
    ['the database is starting (57P03)', wrapped(pgError('57P03'))],
    ['a statement past statement_timeout (57014)', wrapped(pgError('57014'))],
    ['too many connections (53300)', wrapped(pgError('53300'))],
    ['a connection exception (08006)', wrapped(pgError('08006'))],
    ['the pool full past its acquire timeout', wrapped(new Error('timeout exceeded when trying to connect'))],
    ['a connection lost under a query', wrapped(new Error('Connection terminated unexpectedly'))],
    ['the database refusing connections, under a query', wrapped(netError('ECONNREFUSED'))],
  ])('%s → yes', (_what, err) => {
    expect(isDatabaseUnavailable(err)).toBe(true);
  });

  it.each([
    ['a unique violation (23505)', wrapped(pgError('23505'))],
    ['a syntax error (42601)', wrapped(pgError('42601'))],
    ['a wrong password (28P01)', pgError('28P01')],
    ['a network error of something else (the file storage, the mailer)', netError('ECONNREFUSED')],
    ['any other error', new Error('boom')],
    ['not an error', undefined],
  ])('%s → no', (_what, err) => {
    expect(isDatabaseUnavailable(err)).toBe(false);
  });

  it("a network error of a connection to the database itself counts when it says so (the start's wait)", () => {
    expect(isDatabaseUnavailable(netError('ECONNREFUSED'), true)).toBe(true);
  });
});

describe('waitForDatabase', () => {
  const log = () => {
    const lines: string[] = [];
    return { lines, warn: (_o: object, m: string) => void lines.push(m), info: (m: string) => void lines.push(m) };
  };

  it('tries again with a log line per attempt while the database cannot be reached, then answers', async () => {
    let calls = 0;
    const l = log();
    await waitForDatabase(
      async () => {
        if (++calls < 3) throw netError('ECONNREFUSED');
      },
      l,
      { maxDelayMs: 10 },
    );
    expect(calls).toBe(3);
    expect(l.lines).toEqual([
      'database not reachable (ECONNREFUSED): trying again in 10 ms',
      'database not reachable (ECONNREFUSED): trying again in 10 ms',
      'database reachable again: starting',
    ]);
  });

  it('throws at once an error that waiting does not cure (a wrong password)', async () => {
    let calls = 0;
    const l = log();
    await expect(
      waitForDatabase(async () => {
        calls++;
        throw pgError('28P01', 'password authentication failed');
      }, l),
    ).rejects.toThrow('password authentication failed');
    expect(calls).toBe(1);
    expect(l.lines).toEqual([]);
  });
});
