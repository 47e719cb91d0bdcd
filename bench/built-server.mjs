// The production build of the server (apps/server/dist/server.mjs, as npm start runs it) started
// the way startBenchServer (scripts/lib.mjs) starts the sources: same port, environment and
// answer ({ base, stop }), a fresh data folder, the captcha off and no sign-in limit. For a loaded
// machine, where tsx compiling the sources at start outlasts startBenchServer's wait; `waitS`
// (default 600) is how long it waits for /api/health. Build it first (npm run build).
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ROOT } from '../scripts/lib.mjs';

export async function startBuiltServer({ port, name, env = {}, waitS = 600 }) {
  const bundle = join(ROOT, 'apps', 'server', 'dist', 'server.mjs');
  if (!existsSync(bundle)) throw new Error(`${bundle} is missing: npm run build`);
  const dataDir = mkdtempSync(join(tmpdir(), `vitrina-bench-${name}-`));
  const base = `http://127.0.0.1:${port}`;
  const server = spawn(process.execPath, ['--enable-source-maps', bundle], {
    cwd: ROOT,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      PUBLIC_URL: base,
      CAPTCHA_PROVIDER: 'none',
      RATE_LIMIT_AUTH_MAX: '100000',
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
      ...env,
    },
  });
  const stop = () => {
    server.kill('SIGTERM');
    rmSync(dataDir, { recursive: true, force: true });
  };
  process.on('exit', stop);
  const until = Date.now() + waitS * 1000;
  for (;;) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) break;
    } catch {
      /* starting */
    }
    if (server.exitCode !== null || Date.now() > until) {
      stop();
      throw new Error('server did not start');
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  return { base, stop, server };
}
