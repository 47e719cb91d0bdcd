#!/usr/bin/env node
// The gates `npm test` runs before the tests, also alone as `npm run check`: lint (ESLint), format
// (Prettier check), typecheck (the four packages), schema (the Drizzle schema and the checked-in
// migrations agree), docs (scripts/check-docs.mjs), duplication (jscpd), dead code and test-only
// code (knip). Two at a time (the machine has two cores); each one's output is printed when it
// ends, and a failing gate prints one '✖ <gate> ...' line saying how to see or fix it.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { ROOT, bin } from './lib.mjs';

export const GATES = [
  { name: 'lint', cmd: bin('eslint'), args: ['.'], fix: 'npm run lint' },
  { name: 'typecheck', cmd: 'npm', args: ['run', 'typecheck', '--silent'], fix: 'npm run typecheck' },
  {
    name: 'format',
    cmd: bin('prettier'),
    args: ['--check', '.', '--log-level', 'warn'],
    fix: 'npm run format (revisa: npm run format:check)',
  },
  {
    name: 'schema',
    cmd: process.execPath,
    args: ['scripts/check-schema.mjs'],
    fix: 'npm run db:generate -w apps/server -- --name <nombre>',
  },
  // the map in docs/ARCHITECTURE.md matches the tree; nothing refers outside the repository
  {
    name: 'docs',
    cmd: process.execPath,
    args: ['scripts/check-docs.mjs'],
    fix: 'npm run check:docs (corrige la página o el comentario que nombra)',
  },
  // copied code over the share in .jscpd.json (tests and seed data aside)
  { name: 'duplication', cmd: bin('jscpd'), args: [], fix: 'npx jscpd -r console (las copias; el umbral está en .jscpd.json)' },
  // unused files and exports (knip.json); types and dependencies are reported, not failed
  { name: 'dead-code', cmd: bin('knip'), args: ['--no-progress'], fix: 'npx knip (borra lo que no se usa)' },
  // exports only tests use: a rule the code re-implements, or a test seam to tag @internal
  {
    name: 'test-only-code',
    cmd: bin('knip'),
    args: ['--no-progress', '--production', '--include', 'exports'],
    fix: 'npx knip --production --include exports (usa la regla o márcala @internal)',
  },
];

/** Runs every gate; resolves to [{ name, ok, ms, fix }] in GATES order. */
export async function runGates({ parallel = 2 } = {}) {
  const results = new Array(GATES.length);
  let next = 0;
  const worker = async () => {
    while (next < GATES.length) {
      const i = next++;
      results[i] = await runGate(GATES[i]);
    }
  };
  await Promise.all(Array.from({ length: parallel }, worker));
  return results;
}

function runGate(gate) {
  const started = Date.now();
  return new Promise((done) => {
    const chunks = [];
    const child = spawn(gate.cmd, gate.args, { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'] });
    child.stdout.on('data', (c) => chunks.push(c));
    child.stderr.on('data', (c) => chunks.push(c));
    const finish = (code, error) => {
      const ms = Date.now() - started;
      const ok = code === 0 && !error;
      const output = Buffer.concat(chunks).toString().trim();
      console.log(`\n» ${gate.name} (${seconds(ms)})${ok ? ': ok' : ''}`);
      if (output) console.log(output); // a passing lint may still print warnings
      if (error) console.log(error.message);
      if (!ok) console.log(`✖ ${gate.name} falló: ${gate.fix}`);
      done({ name: gate.name, ok, ms, fix: gate.fix });
    };
    child.on('error', (e) => finish(1, e));
    child.on('close', (code) => finish(code));
  });
}

export const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;

// npm run check: the gates alone
if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const results = await runGates();
  console.log('\nComprobaciones');
  for (const r of results) console.log(`  ${r.name}: ${r.ok ? 'ok' : 'FALLÓ'} (${seconds(r.ms)})`);
  process.exit(results.every((r) => r.ok) ? 0 : 1);
}
