#!/usr/bin/env node
// The Drizzle schema (apps/server/src/db/schema) and the checked-in migrations (apps/server/drizzle)
// agree: drizzle-kit generate, run into a temporary copy of the migrations folder, finds nothing to
// write. Exit 1 (with the migration it would write) when they differ. Leaves no files behind.
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { ROOT, bin } from './lib.mjs';

const SERVER = join(ROOT, 'apps', 'server');
const MIGRATIONS = join(SERVER, 'drizzle');

const files = (dir) => readdirSync(dir, { recursive: true }).map(String).sort();

const tmp = mkdtempSync(join(tmpdir(), 'vitrina-schema-'));
let code = 1;
try {
  cpSync(MIGRATIONS, tmp, { recursive: true });
  const before = new Set(files(tmp));
  // drizzle-kit prefixes --out with './': it must be relative to the working directory
  const res = spawnSync(
    bin('drizzle-kit'),
    ['generate', '--dialect', 'postgresql', '--schema', './src/db/schema/*.ts', '--out', relative(SERVER, tmp)],
    // no terminal: a question (e.g. 'is this column renamed?') cannot wait for an answer
    { cwd: SERVER, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'], timeout: 120_000 },
  );
  const output = `${res.stdout ?? ''}${res.stderr ?? ''}`;
  const added = files(tmp).filter((f) => !before.has(f) && f.endsWith('.sql'));
  if (added.length) {
    console.error('✖ El esquema de Drizzle y las migraciones no coinciden: drizzle-kit generate escribiría una migración nueva:\n');
    for (const f of added) console.error(`--- ${f}\n${readFileSync(join(tmp, f), 'utf8')}`);
    console.error('Genera la migración: npm run db:generate -w apps/server -- --name <nombre>');
  } else if (res.status !== 0 || res.error || !/No schema changes/.test(output)) {
    console.error(
      `✖ No se pudo comparar el esquema con las migraciones (drizzle-kit generate):\n${output}${res.error ? `\n${res.error.message}` : ''}`,
    );
  } else {
    console.log('✓ El esquema de Drizzle y las migraciones coinciden');
    code = 0;
  }
} finally {
  rmSync(tmp, { recursive: true, force: true });
}
process.exit(code);
