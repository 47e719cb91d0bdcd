#!/usr/bin/env node
// npm start: install what is missing, build the web app, migrate, seed the demo data into the
// embedded database (or DATABASE_URL) and serve the portal at http://localhost:3000.
import { spawn } from 'node:child_process';
import { ensureDependencies, buildWeb, ROOT } from './lib.mjs';

ensureDependencies();
buildWeb();
// the server as a child that gets this process's SIGTERM and SIGINT (a deploy's stop, ^C): it answers
// what it has received and exits, and this process exits with its code. Node with tsx's loader, not
// the tsx command: that one kills its child (SIGKILL) when the child does not confirm a signal
// within 30 ms, which a busy server may not
const server = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/server.ts'], {
  cwd: ROOT,
  stdio: 'inherit',
  env: { ...process.env, NODE_ENV: process.env.NODE_ENV ?? 'production' },
});
for (const signal of ['SIGTERM', 'SIGINT']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
