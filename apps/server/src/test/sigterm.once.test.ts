import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from './private-postgres';

/**
 * A deploy's SIGTERM on a real server process (`node --import tsx apps/server/src/server.ts`, as
 * `npm start` runs it, on the embedded database in a temporary DATA_DIR) in the middle of a stream of requests:
 * every request sent before the signal gets its whole answer, and the process exits 0. A spawned
 * process of its own: it runs once, on the server tests' first pass (vitest.config.ts).
 */
const ROOT = fileURLToPath(new URL('../../../..', import.meta.url));
const dataDir = mkdtempSync(join(tmpdir(), 'vitrina-sigterm-'));
let server: ChildProcess | undefined;
let base = '';
let output = '';

beforeAll(async () => {
  const port = await freePort(3201, 3249);
  base = `http://127.0.0.1:${port}`;
  server = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/server.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SEED_DEMO: 'false',
      CAPTCHA_PROVIDER: 'none',
      RATE_LIMIT_AUTH_MAX: '100000',
      REMINDERS: 'off',
      LOG_LEVEL: 'info',
      SHUTDOWN_TIMEOUT_MS: '10000',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  server.stdout!.on('data', (d) => (output += d));
  server.stderr!.on('data', (d) => (output += d));
  for (;;) {
    if (server.exitCode !== null) throw new Error(`the server ended at start:\n${output}`);
    const up = await fetch(`${base}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) break;
    await new Promise((r) => setTimeout(r, 200));
  }
}, 120_000);

afterAll(() => {
  if (server && server.exitCode === null) server.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
});

interface Sent {
  kind: 'login' | 'ready';
  at: number;
  status?: number;
  body?: string;
  error?: string;
  answeredAt?: number;
}

describe('SIGTERM in the middle of a stream of requests', () => {
  it('answers every request sent before the signal in full, refuses new connections, and exits 0', async () => {
    const sent: Sent[] = [];
    let signalAt = Infinity;
    let going = true;
    const loop = async (i: number) => {
      for (let n = 0; going; n++) {
        const kind = (i + n) % 2 ? 'login' : 'ready';
        const s: Sent = { kind, at: performance.now() };
        sent.push(s);
        try {
          const res =
            kind === 'login'
              ? await fetch(`${base}/api/fo/auth/login`, {
                  method: 'POST',
                  headers: { 'content-type': 'application/json' },
                  body: JSON.stringify({ username: `nadie${i}@vitrina.test`, password: 'no-es-esta' }),
                })
              : await fetch(`${base}/api/health/ready`);
          s.body = await res.text();
          s.status = res.status;
          s.answeredAt = performance.now();
        } catch (err) {
          s.error = String((err as Error).cause ?? err);
          // after the signal nobody listens any more: this client stops
          if (s.at > signalAt) return;
        }
      }
    };
    const exited = new Promise<number | null>((resolve) => server!.once('exit', (code) => resolve(code)));
    const loops = [0, 1, 2, 3, 4, 5].map(loop);
    // the signal once the stream runs: every client has had a few answers
    while (sent.filter((s) => s.status).length < 30) await new Promise((r) => setTimeout(r, 20));
    signalAt = performance.now();
    server!.kill('SIGTERM');
    const code = await exited;
    const stoppedMs = performance.now() - signalAt;
    going = false;
    await Promise.all(loops);

    const before = sent.filter((s) => s.at < signalAt);
    const lost = before.filter((s) => s.error || s.status === undefined);
    console.log(
      `SIGTERM: ${before.length} requests sent before it, ${lost.length} lost; ${sent.length - before.length} sent after it; exit ${code} after ${Math.round(stoppedMs)} ms`,
    );
    expect(code).toBe(0);
    expect(before.length).toBeGreaterThanOrEqual(30);
    // some of them still in flight when it came
    expect(before.some((s) => s.status !== undefined && s.answeredAt! > signalAt)).toBe(true);
    expect(lost.map((s) => `${s.kind}: ${s.error}`)).toEqual([]);
    // each with its whole answer: the sign-in refused as usual, readiness ok, or 503 once draining
    for (const s of before) {
      if (s.kind === 'login') expect([s.status, JSON.parse(s.body!).code]).toEqual([401, expect.any(String)]);
      else expect(s.status === 200 || (s.status === 503 && JSON.parse(s.body!).reason === 'draining')).toBe(true);
    }
    // and after it nothing is taken: connections are refused
    await expect(fetch(`${base}/api/health`)).rejects.toThrow();
    expect(output).toContain('stopping: answering the requests already received');
  }, 60_000);
});
