import { afterAll, describe, expect, it } from 'vitest';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { freePort, startPrivatePostgres, type PrivatePostgres } from './private-postgres';
import { requestStream, startServer, type ServerProcess } from './server-process';

/**
 * A deploy's SIGTERM on real server processes in the middle of a stream of requests: every request
 * sent before the signal gets its whole answer, and the process exits 0. One process on the
 * embedded database; a cluster master with two workers on a PostgreSQL of its own that is down
 * when the master starts. Spawned processes of their own: this file runs once, on the server
 * tests' first pass (vitest.config.ts).
 */
const dataDir = mkdtempSync(join(tmpdir(), 'vitrina-sigterm-'));
const servers: ServerProcess[] = [];
let postgres: PrivatePostgres | undefined;

afterAll(async () => {
  for (const s of servers) if (s.child.exitCode === null) s.child.kill('SIGKILL');
  await postgres?.destroy();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('SIGTERM in the middle of a stream of requests', () => {
  it('one process: answers every request sent before the signal in full, refuses new connections, and exits 0', async () => {
    const server = startServer(await freePort(3201, 3249), { DATA_DIR: join(dataDir, 'one'), SHUTDOWN_TIMEOUT_MS: '10000' });
    servers.push(server);
    await server.up();
    const stream = requestStream(server.base);
    const at = await stream.signal(30, () => server.child.kill('SIGTERM'));
    const code = await server.exited;
    console.log(`one process: exit ${code} ${Math.round(performance.now() - at)} ms after SIGTERM`);
    expect(code).toBe(0);
    await stream.check('one process');
    // and after it nothing is taken: connections are refused
    await expect(fetch(`${server.base}/api/health`)).rejects.toThrow();
    expect(server.output()).toContain('stopping: answering the requests already received');
  }, 300_000);

  it('a cluster master (WEB_CONCURRENCY=2) started while PostgreSQL is down waits for it, then on SIGTERM its workers drain, none is started again, and it exits 0', async () => {
    postgres = await startPrivatePostgres();
    const admin = new pg.Client({ connectionString: postgres.url });
    await admin.connect();
    await admin.query('CREATE DATABASE vitrina');
    await admin.end();
    await postgres.stop();
    const server = startServer(await freePort(3201, 3249), {
      DATA_DIR: join(dataDir, 'cluster'),
      DATABASE_URL: postgres.url.replace(/\/postgres$/, '/vitrina'),
      WEB_CONCURRENCY: '2',
    });
    servers.push(server);
    // the database cannot be had: the master says so and tries again, it does not exit (the wait
    // covers the process's start on a loaded machine; a quiet one prints it within seconds)
    await expect.poll(() => server.output(), { timeout: 120_000 }).toContain('database not reachable');
    await new Promise((r) => setTimeout(r, 1_000));
    expect(server.child.exitCode).toBe(null);
    await postgres.start();
    await server.up();
    const stream = requestStream(server.base);
    const at = await stream.signal(30, () => server.child.kill('SIGTERM'));
    const code = await server.exited;
    console.log(`cluster of two workers: exit ${code} ${Math.round(performance.now() - at)} ms after SIGTERM`);
    expect(code).toBe(0);
    await stream.check('cluster of two workers');
    expect(server.output()).toContain('stopping: 2 workers answer the requests already received');
    expect(server.output()).not.toContain('starting another');
  }, 300_000);
});
