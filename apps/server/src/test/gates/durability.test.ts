import { afterAll, describe, expect, it } from 'vitest';
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import pg from 'pg';
import { DEMO } from '../harness';
import { cashDayDetails } from '../sales-fixtures';

/**
 * Durability: a real server process is killed with SIGKILL in the middle of a
 * stream of declarations; once it is started again on the same data (a PGlite folder, or a
 * temporary PostgreSQL database when TEST_DATABASE_URL is set), every declaration that was
 * acknowledged (200) is there with the values it was acknowledged with.
 */
const ROOT = resolve(__dirname, '../../../../..');
const PORT = 5560 + (process.pid % 31);
const BASE = `http://127.0.0.1:${PORT}`;
const SPACES = ['c1001', 'c1002', 'c1003', 'c1004'];

const report = (date: string, space: string, tickets: number) => ({
  country_id: 'CHL',
  space_int_code: space,
  fecha_registro: date,
  comentarios: '',
  detalles: cashDayDetails(tickets, 1000 * tickets),
  tipo_registro: 'diaria',
  metodo_ingreso: 'form',
});

async function waitHealthy(child: ChildProcess, ms = 280_000) {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${BASE}/api/health`, { signal: AbortSignal.timeout(2_000) })).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error('server did not start');
}

async function login() {
  const res = await fetch(`${BASE}/api/fo/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: DEMO.empresaChl, password: DEMO.password }),
  });
  if (res.status !== 200) throw new Error(`login: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { jwt: string }).jwt;
}

describe('durability: SIGKILL during a stream of declarations', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'vitrina-durability-'));
  const adminUrl = process.env.TEST_DATABASE_URL;
  const dbName = `vitrina_durability_${randomBytes(5).toString('hex')}`;
  let databaseUrl: string | undefined;
  let child: ChildProcess | undefined;

  const start = () => {
    // node itself with tsx's loader (not the tsx CLI, whose child would outlive a SIGKILL)
    child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/server.ts'], {
      cwd: ROOT,
      stdio: ['ignore', 'ignore', 'pipe'],
      env: {
        ...process.env,
        PORT: String(PORT),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
        CAPTCHA_PROVIDER: 'none',
        RATE_LIMIT_AUTH_MAX: '1000',
        LOG_LEVEL: 'silent',
        // November open: the days declared are all within the declaration window
        CLOCK_START: '2026-11-22T15:00:00Z',
      },
    });
    child.stderr?.on('data', (d: Buffer) => process.stderr.write(`[durability server] ${d}`));
    return child;
  };

  afterAll(async () => {
    child?.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
    if (databaseUrl && adminUrl) {
      const c = new pg.Client({ connectionString: adminUrl });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
      await c.end();
    }
  });

  it('keeps every acknowledged declaration', { timeout: 600_000 }, async () => {
    if (adminUrl) {
      const c = new pg.Client({ connectionString: adminUrl });
      await c.connect();
      await c.query(`CREATE DATABASE ${dbName}`);
      await c.end();
      const u = new URL(adminUrl);
      u.pathname = `/${dbName}`;
      databaseUrl = u.toString();
    }
    const first = start();
    await waitHealthy(first);
    const token = await login();

    // the stream: four writers over distinct (space, day) pairs, each with its own ticket count
    const jobs = SPACES.flatMap((space, s) =>
      Array.from({ length: 21 }, (_, d) => ({ space, date: `2026-11-${String(d + 1).padStart(2, '0')}`, tickets: 100 * (s + 1) + d + 1 })),
    );
    const acked = new Map<string, number>();
    let sent = 0;
    let killed = false;
    const writer = async () => {
      while (jobs.length && !killed) {
        const job = jobs.shift()!;
        sent++;
        try {
          const res = await fetch(`${BASE}/api/fo/sales/report/daily_sales/chl/${DEMO.empresaChl}`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
            body: JSON.stringify(report(job.date, job.space, job.tickets)),
            // a request caught by the kill is not acknowledged; it must not keep the stream waiting
            signal: AbortSignal.timeout(15_000),
          });
          if (res.status === 200 || res.status === 201) acked.set(`${job.space}|${job.date}`, job.tickets);
          else await res.arrayBuffer();
        } catch {
          // the server is gone: not acknowledged
        }
      }
    };
    const writers = Promise.all([writer(), writer(), writer(), writer()]);
    // kill it once some declarations are in and others are on their way
    while (acked.size < 25 && jobs.length) await new Promise((r) => setTimeout(r, 20));
    const exited = new Promise((r) => (first.exitCode !== null || first.signalCode !== null ? r(null) : first.once('exit', r)));
    first.kill('SIGKILL');
    killed = true;
    await writers;
    await exited;
    expect(acked.size).toBeGreaterThanOrEqual(25);
    expect(sent).toBeGreaterThan(acked.size);

    const second = start();
    await waitHealthy(second);
    const again = await login();
    const stored = new Map<string, number | null>();
    for (const space of SPACES) {
      const res = await fetch(`${BASE}/api/fo/sales/daily/space/${space}/period?start_date=2026-11-01&end_date=2026-11-21`, {
        headers: { authorization: `Bearer ${again}` },
      });
      expect(res.status).toBe(200);
      const body = (await res.json()) as { data: { data: { fecha_registro: string; total_tickets: number | null }[] } };
      for (const row of body.data.data) stored.set(`${space}|${row.fecha_registro}`, row.total_tickets);
    }
    const lost = [...acked].filter(([key, tickets]) => stored.get(key) !== tickets);
    expect(lost).toEqual([]);
  });
});
