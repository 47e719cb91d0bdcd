#!/usr/bin/env node
// npm start: install what is missing, build the web app, migrate, seed the demo data into the
// embedded database (or DATABASE_URL) and serve the portal at http://localhost:3000.
import { ensureDependencies, buildWeb, bin, runOrExit } from './lib.mjs';

ensureDependencies();
buildWeb();
runOrExit(bin('tsx'), ['apps/server/src/server.ts'], { env: { NODE_ENV: process.env.NODE_ENV ?? 'production' } });
