import { spawnSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');

export function run(cmd, args, opts = {}) {
  const res = spawnSync(cmd, args, { cwd: ROOT, stdio: 'inherit', ...opts, env: { ...process.env, ...opts.env } });
  return res.status ?? 1;
}

export function runOrExit(cmd, args, opts) {
  const code = run(cmd, args, opts);
  if (code !== 0) process.exit(code);
}

/** Installs the dependencies when node_modules is missing or older than the lock file. */
export function ensureDependencies() {
  const marker = join(ROOT, 'node_modules', '.package-lock.json');
  const lock = join(ROOT, 'package-lock.json');
  const stale = !existsSync(marker) || (existsSync(lock) && statSync(lock).mtimeMs > statSync(marker).mtimeMs);
  if (!stale) return;
  console.log('» Instalando dependencias (npm ci)...');
  runOrExit('npm', [existsSync(lock) ? 'ci' : 'install', '--no-audit', '--no-fund']);
}

export function buildWeb() {
  console.log('» Construyendo la aplicación web...');
  runOrExit('npm', ['run', 'build', '-w', 'apps/web', '--silent']);
}

export const bin = (name) => join(ROOT, 'node_modules', '.bin', name);

/**
 * Starts the server (tsx, from the sources) on `port` with a fresh embedded database in a
 * temporary folder (or on DATABASE_URL when set), the captcha off and no sign-in limit, as the
 * benches need it; resolves once /api/health answers. `stop()` ends it and removes the folder.
 * Options: `env` over those settings (an undefined value leaves the variable unset); `dataDir`, a
 * prepared folder to use instead (kept by stop()); `command`, another way to run it ([program,
 * ...args], e.g. with profiling flags or the production bundle) and `cwd` to run it in (another
 * checkout); `tries`, the waits of `pollMs`
 * (half a second) for /api/health before giving up (at once when the server has ended). Resolves to { base, stop, server } (server: the process).
 */
export async function startBenchServer({ port, name, env = {}, dataDir, command, cwd = ROOT, tries = 240, pollMs = 500 }) {
  const { spawn } = await import('node:child_process');
  const { mkdtempSync, rmSync } = await import('node:fs');
  const { tmpdir } = await import('node:os');
  const dir = dataDir ?? mkdtempSync(join(tmpdir(), `vitrina-bench-${name}-`));
  const base = `http://127.0.0.1:${port}`;
  const settings = {
    ...process.env,
    PORT: String(port),
    DATA_DIR: dir,
    PUBLIC_URL: base,
    CAPTCHA_PROVIDER: 'none',
    RATE_LIMIT_AUTH_MAX: '100000',
    LOG_LEVEL: 'warn',
    NODE_ENV: 'production',
    ...env,
  };
  const [program, ...args] = command ?? [bin('tsx'), 'apps/server/src/server.ts'];
  const server = spawn(program, args, {
    cwd,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: Object.fromEntries(Object.entries(settings).filter(([, v]) => v !== undefined)),
  });
  let stopped = false;
  const stop = () => {
    if (stopped) return;
    stopped = true;
    server.kill('SIGTERM');
    if (!dataDir) rmSync(dir, { recursive: true, force: true });
  };
  process.on('exit', stop);
  for (let i = 0; ; i++) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) break;
    } catch {
      /* starting */
    }
    if (server.exitCode !== null || i > tries) {
      stop();
      throw new Error('server did not start');
    }
    await new Promise((r) => setTimeout(r, pollMs));
  }
  return { base, stop, server };
}
