import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { expect } from 'vitest';

/**
 * A real server process for the tests of its start and stop (`node --import tsx
 * apps/server/src/server.ts`, as `npm start` runs it), and a stream of requests to send it.
 */
const ROOT = fileURLToPath(new URL('../../../..', import.meta.url));

export interface ServerProcess {
  child: ChildProcess;
  base: string;
  /** everything it wrote to stdout and stderr so far */
  output(): string;
  exited: Promise<number | null>;
  /** waits until /api/health answers (throws when the process ends first) */
  up(): Promise<void>;
}

export function startServer(port: number, env: Record<string, string>): ServerProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/server.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      SEED_DEMO: 'false',
      CAPTCHA_PROVIDER: 'none',
      RATE_LIMIT_AUTH_MAX: '100000',
      REMINDERS: 'off',
      LOG_LEVEL: 'info',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (d) => (output += d));
  child.stderr!.on('data', (d) => (output += d));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const base = `http://127.0.0.1:${port}`;
  return {
    child,
    base,
    output: () => output,
    exited,
    async up() {
      for (;;) {
        if (child.exitCode !== null) throw new Error(`the server ended at start:\n${output}`);
        const ok = await fetch(`${base}/api/health`).then(
          (r) => r.ok,
          () => false,
        );
        if (ok) return;
        await new Promise((r) => setTimeout(r, 200));
      }
    },
  };
}

interface Sent {
  kind: 'login' | 'ready';
  at: number;
  status?: number;
  body?: string;
  error?: string;
  answeredAt?: number;
}

/**
 * Six clients sending requests one after another (a refused sign-in, which writes its failure, and
 * the readiness check, which asks the database) until `signal` is called and they are refused.
 * `check` then asserts that every request sent before the signal got its whole answer.
 */
export function requestStream(base: string) {
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
  const loops = [0, 1, 2, 3, 4, 5].map(loop);
  return {
    /** waits until the stream runs (`n` answers), then marks the signal's moment */
    async signal(n: number, send: () => void) {
      while (sent.filter((s) => s.status).length < n) await new Promise((r) => setTimeout(r, 20));
      signalAt = performance.now();
      send();
      return signalAt;
    },
    async check(label: string) {
      going = false;
      await Promise.all(loops);
      const before = sent.filter((s) => s.at < signalAt);
      const lost = before.filter((s) => s.error || s.status === undefined);
      console.log(
        `${label}: ${before.length} requests sent before the signal, ${lost.length} lost; ${sent.length - before.length} sent after it`,
      );
      expect(before.length).toBeGreaterThanOrEqual(30);
      expect(lost.map((s) => `${s.kind}: ${s.error}`)).toEqual([]);
      // some of them still in flight when it came
      expect(before.some((s) => s.answeredAt! > signalAt)).toBe(true);
      // each with its whole answer: the sign-in refused as usual, readiness ok, or 503 once draining
      for (const s of before) {
        if (s.kind === 'login') expect([s.status, JSON.parse(s.body!).code]).toEqual([401, expect.any(String)]);
        else expect(s.status === 200 || (s.status === 503 && JSON.parse(s.body!).reason === 'draining')).toBe(true);
      }
    },
  };
}
