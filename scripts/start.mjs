#!/usr/bin/env node
// npm start, its first half: install what is missing, build the web app and the server (one ES
// module, apps/server/dist/server.mjs, see build-server.mjs). The second half, in package.json,
// is `exec node apps/server/dist/server.mjs`: the shell gives its place to the server, which
// migrates, seeds the demo data into the embedded database (or DATABASE_URL) and serves
// http://localhost:3000, with no wrapper process beside it (a deploy's SIGTERM reaches it directly).
import { ensureDependencies, buildWeb } from './lib.mjs';

ensureDependencies();
buildWeb();
// after the install: esbuild is one of the dependencies it brings
const { buildServer, SERVER_BUNDLE } = await import('./build-server.mjs');
console.log('» Compilando el servidor...');
const ms = await buildServer();
console.log(`» Servidor compilado en ${SERVER_BUNDLE} (${ms} ms)`);
