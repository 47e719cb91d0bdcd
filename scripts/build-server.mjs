#!/usr/bin/env node
// The server's production build: apps/server/src/server.ts and the domain package it imports,
// compiled by esbuild into one ES module, apps/server/dist/server.mjs (with its source map), run by
// plain `node` (npm start and every instance). Packages from node_modules stay outside the bundle
// (they are loaded as installed); only the workspace's own TypeScript is compiled. tsx stays for
// development and the tests.
import { build } from 'esbuild';
import { join } from 'node:path';
import { ROOT } from './lib.mjs';

export const SERVER_BUNDLE = join(ROOT, 'apps/server/dist/server.mjs');

/** Bare imports are node_modules packages, left out; the workspace's own (@vitrina/*) are compiled in. */
const externalPackages = {
  name: 'external-packages',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) => (args.path.startsWith('@vitrina/') ? undefined : { path: args.path, external: true }));
  },
};

export async function buildServer() {
  const started = Date.now();
  await build({
    entryPoints: [join(ROOT, 'apps/server/src/server.ts')],
    outfile: SERVER_BUNDLE,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    sourcemap: true,
    legalComments: 'none',
    logLevel: 'warning',
    plugins: [externalPackages],
  });
  return Date.now() - started;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const ms = await buildServer();
  console.log(`» Servidor compilado en ${SERVER_BUNDLE} (${ms} ms)`);
}
