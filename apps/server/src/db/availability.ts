/**
 * When the database is away or stuck: the pool's limits, how to tell an error that means "the
 * database cannot answer now" from any other, and the wait for it at start.
 */

/** The PostgreSQL pool's limits (env DB_POOL_MAX, DB_STATEMENT_TIMEOUT_MS, DB_POOL_ACQUIRE_TIMEOUT_MS). */
export interface PoolOptions {
  /** connections of this process's pool */
  max: number;
  /** the most one statement may run; PostgreSQL cancels it then (0: no limit) */
  statementTimeoutMs: number;
  /** the most a query waits for a connection of the pool, or for a new connection to open */
  acquireTimeoutMs: number;
}

export const POOL_DEFAULTS: PoolOptions = { max: 10, statementTimeoutMs: 15_000, acquireTimeoutMs: 5_000 };

/**
 * SQLSTATEs of a database that is going away, starting, unreachable or full, or of a statement
 * cancelled by statement_timeout: class 08 (connection exception), 57P01–57P05 (shut down by an
 * administrator, a crash, starting up, …), 53300 (too many connections), 57014 (cancelled).
 */
const CODES = /^(?:08\w{3}|57P0[1-5]|53300|57014)$/;
/** node-postgres' and Node's errors of a connection that could not be had or was lost */
const NODE_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH', 'ENETUNREACH', 'EAI_AGAIN', 'ENOTFOUND']);
const MESSAGES =
  /^(?:Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Connection ended)/i;

/**
 * The database cannot answer now (away, restarting, the pool full, the statement over its time):
 * the request may be tried again. Looks through Drizzle's wrapper (`cause`); a network error
 * (ECONNREFUSED, …) counts only under a query's wrapper, so that one of the file storage or the
 * mailer is not taken for the database's (`connecting`: the error of a connection to the database
 * itself, where any counts).
 */
export function isDatabaseUnavailable(err: unknown, connecting = false): boolean {
  let query = connecting;
  for (let e = err, depth = 0; e && typeof e === 'object' && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    const { code, message } = e as { code?: unknown; message?: unknown };
    if (typeof code === 'string' && (CODES.test(code) || (query && NODE_CODES.has(code)))) return true;
    if (typeof message === 'string' && MESSAGES.test(message)) return true;
    query ||= typeof (e as { query?: unknown }).query === 'string';
  }
  return false;
}

/** The delay before attempt `n` (0-based) of a reconnection: 250 ms doubling, at most `maxMs`. */
export const backoff = (n: number, maxMs = 2_000) => Math.min(maxMs, 250 * 2 ** Math.min(n, 10));

/**
 * Waits until `ping` answers, trying again with backoff (at most 5 s between attempts) while the
 * database cannot be reached, with one log line per attempt: a server started before its
 * database, or during its restart, waits for it instead of exiting (and being restarted in a loop).
 * Any other error (a wrong password, a database that does not exist) is thrown at once.
 */
export async function waitForDatabase(
  ping: () => Promise<unknown>,
  log: { warn(obj: object, msg: string): void; info(msg: string): void },
  opts: { maxDelayMs?: number; signal?: AbortSignal } = {},
): Promise<void> {
  for (let attempt = 0; ; attempt++) {
    try {
      await ping();
      if (attempt) log.info('database reachable again: starting');
      return;
    } catch (err) {
      if (!isDatabaseUnavailable(err, true) || opts.signal?.aborted) throw err;
      const delay = backoff(attempt, opts.maxDelayMs ?? 5_000);
      const { code, message } = err as { code?: string; message?: string };
      log.warn(
        { code, attempt: attempt + 1, retryInMs: delay },
        `database not reachable (${code ?? message}): trying again in ${delay} ms`,
      );
      await new Promise((r) => setTimeout(r, delay));
    }
  }
}
