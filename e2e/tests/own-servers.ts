/**
 * The servers of their own that some specs start (fixtures.ts startOwnServer), and the seeded
 * templates they start from. No @playwright/test here: the global setup (global-setup.ts) uses it
 * to prepare the templates while the first tests run.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { closeSync, cpSync, existsSync, mkdirSync, mkdtempSync, openSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const ROOT = resolve(import.meta.dirname, '../..');
// E2E_START_TIMEOUT_MS: how long a spec's own server may take to answer (a loaded machine needs longer)
export const START_TIMEOUT_MS = Number(process.env.E2E_START_TIMEOUT_MS ?? 120_000);

/** What every test server runs with (the shared one of playwright.config.ts and the servers of their own). */
export const TEST_SERVER_ENV = {
  NODE_ENV: 'test',
  LOG_LEVEL: 'warn',
  // the invisible proof-of-work runs for real, cheaply; many sign-ins come from one address
  CAPTCHA_COST: '100',
  CAPTCHA_COST_V2: '200',
  CAPTCHA_FAILURES_BEFORE_V2: '50',
  RATE_LIMIT_AUTH_MAX: '500',
};

/**
 * Where a test server's output goes: nowhere, or with E2E_SERVER_LOG_DIR set (to look into a
 * failure), appended to `<dir>/<port>.log` at level info (every request).
 */
function serverOutput(port: number): 'ignore' | ['ignore', number, number] {
  const dir = process.env.E2E_SERVER_LOG_DIR;
  if (!dir) return 'ignore';
  mkdirSync(dir, { recursive: true });
  const fd = openSync(join(dir, `${port}.log`), 'a');
  return ['ignore', fd, fd];
}

/** Starts the server (same code as `npm start`) on `port` over the data folder `dataDir`. */
export function spawnServer(port: number, dataDir: string, env: Record<string, string>): ChildProcess {
  const output = serverOutput(port);
  // the production build of the server (npm run build), as npm start runs it
  const server = spawn(process.execPath, [resolve(ROOT, 'apps/server/dist/server.mjs')], {
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      PUBLIC_URL: `http://localhost:${port}`,
      ...TEST_SERVER_ENV,
      // a kept log has every request in it
      ...(output === 'ignore' ? {} : { LOG_LEVEL: 'info' }),
      ...env,
    },
    stdio: output,
  });
  // the server holds its own copy of the log file
  if (output !== 'ignore') closeSync(output[1]);
  return server;
}

/** Waits until the server answers its health check; throws when it exits first or takes too long. */
export async function untilHealthy(server: ChildProcess, port: number, timeoutMs = START_TIMEOUT_MS) {
  for (let i = 0; i < Math.ceil(timeoutMs / 500); i++) {
    // a server that exited (its port taken by a leftover one) must not let the test talk to another
    if (server.exitCode !== null) throw new Error(`the e2e server on port ${port} exited (${server.exitCode}): is the port taken?`);
    try {
      if ((await fetch(`http://localhost:${port}/api/health`)).ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`the e2e server on port ${port} did not start`);
}

/** A port nobody listens on now. */
function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const probe = createServer();
    probe.once('error', fail);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => done(port));
    });
  });
}

const templatesRoot = () => (process.env.E2E_DATA_DIR ? `${process.env.E2E_DATA_DIR}.templates` : undefined);
const keyOf = (clockStart: string | undefined) => (clockStart ?? 'now').replace(/[^0-9A-Za-z]/g, '');

/**
 * Builds the seeded template of `clockStart` unless it is ready or another process builds it: a
 * server booted on a folder of the run's templates (E2E_DATA_DIR.templates), which migrates and
 * seeds it, stopped cleanly. Answers false when someone else holds the build.
 */
export async function buildTemplate(clockStart: string | undefined, timeoutMs = START_TIMEOUT_MS): Promise<boolean> {
  const root = templatesRoot();
  if (!root) return false;
  mkdirSync(root, { recursive: true });
  const key = keyOf(clockStart);
  if (existsSync(join(root, key))) return false;
  try {
    mkdirSync(join(root, `${key}.lock`)); // one process builds it; the others wait for it
  } catch {
    return false; // another one is building it
  }
  const building = join(root, `${key}.building`);
  try {
    const port = await freePort();
    const server = spawnServer(port, building, clockStart ? { CLOCK_START: clockStart } : {});
    templateServers.add(server);
    try {
      await untilHealthy(server, port, timeoutMs);
    } finally {
      // a clean stop writes the database out; a copy of a half-stopped one is not trusted
      if (server.exitCode === null && server.signalCode === null) {
        const exited = new Promise((r) => server.once('exit', r));
        server.kill('SIGTERM');
        await Promise.race([exited, new Promise((r) => setTimeout(r, 30_000))]);
      }
      templateServers.delete(server);
    }
    if (server.exitCode === null && server.signalCode !== 'SIGTERM') throw new Error('the template server did not stop');
    renameSync(building, join(root, key));
    return true;
  } catch (err) {
    writeFileSync(join(root, `${key}.failed`), String(err));
    throw err;
  }
}

/**
 * A data folder migrated and seeded with the demo data at `clockStart` (the real time when none),
 * for a server of its own: the run seeds each clock once (buildTemplate, here or ahead of time in
 * the global setup) and every server gets a copy of it, so only the first pays the migrations and
 * the seed. E2E_OWN_TEMPLATES=off seeds every server itself.
 */
export async function seededDataDir(clockStart: string | undefined): Promise<string> {
  const dataDir = mkdtempSync(join(tmpdir(), 'vitrina-e2e-own-'));
  const root = templatesRoot();
  if (process.env.E2E_OWN_TEMPLATES === 'off' || !root) return dataDir;
  const key = keyOf(clockStart);
  const ready = join(root, key);
  if (!(await buildTemplate(clockStart))) {
    const deadline = Date.now() + 2 * START_TIMEOUT_MS; // it may wait behind the global setup's queue
    while (!existsSync(ready)) {
      const failed = join(root, `${key}.failed`);
      if (existsSync(failed)) throw new Error(`the seeded template ${key} failed: ${readFileSync(failed, 'utf8')}`);
      if (Date.now() > deadline) throw new Error(`the seeded template ${key} was not ready in time`);
      await new Promise((r) => setTimeout(r, 250));
    }
  }
  cpSync(ready, dataDir, { recursive: true });
  return dataDir;
}

/** The servers seeding a template now, and whether the run is ending (no new build starts). */
const templateServers = new Set<ChildProcess>();
let ending = false;

/**
 * The end of a run: the template builds still going (a short run ends before the global setup's
 * queue does) are stopped, so that nothing writes into the templates' folder, then it is removed.
 */
export async function endTemplates() {
  ending = true;
  await Promise.all(
    [...templateServers].map(
      (server) =>
        new Promise((done) => {
          if (server.exitCode !== null || server.signalCode !== null) return done(undefined);
          server.once('exit', done);
          // SIGTERM: the server answers what it received and exits
          server.kill('SIGTERM');
          setTimeout(done, 15_000);
        }),
    ),
  );
  const root = templatesRoot();
  if (root) rmSync(root, { recursive: true, force: true, maxRetries: 5 });
}

/**
 * Builds the templates of `clocks` (undefined: the real time), `parallel` at a time, skipping those
 * a spec already builds. Never rejects: a failed template is recorded for the specs that need it.
 */
export async function prepareTemplates(clocks: (string | undefined)[], parallel = 2) {
  let next = 0;
  const worker = async () => {
    while (!ending && next < clocks.length) {
      const clock = clocks[next++];
      await buildTemplate(clock, 4 * START_TIMEOUT_MS).catch(() => undefined);
    }
  };
  await Promise.all(Array.from({ length: parallel }, worker));
}
