// The production build of the server (apps/server/dist/server.mjs, as npm start runs it) started
// by startBenchServer (scripts/lib.mjs), as it starts the sources: same port, environment and
// answer ({ base, stop, server }), a fresh data folder, the captcha off and no sign-in limit. For a loaded
// machine, where tsx compiling the sources at start outlasts startBenchServer's wait; `waitS`
// (default 600) is how long it waits for /api/health. Build it first (npm run build).
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT, startBenchServer } from '../scripts/lib.mjs';

const POLL_MS = 500;

export async function startBuiltServer({ port, name, env = {}, waitS = 600 }) {
  const bundle = join(ROOT, 'apps', 'server', 'dist', 'server.mjs');
  if (!existsSync(bundle)) throw new Error(`${bundle} is missing: npm run build`);
  const { base, stop, server } = await startBenchServer({
    port,
    name,
    env,
    command: [process.execPath, '--enable-source-maps', bundle],
    tries: (waitS * 1000) / POLL_MS,
    pollMs: POLL_MS,
  });
  return { base, stop, server };
}
