#!/usr/bin/env node
// What the login page's JavaScript is made of (run: npm run bench:login-js). Builds the web app in
// memory (nothing is written to apps/web/dist) and follows the entry chunk's static imports: those
// are the files index.html loads (its script and modulepreload links) before any lazy route runs.
// Prints each file's gzip size and the modules inside them, grouped by package or source folder,
// biggest first. The browser's figure, with whatever the page imports at run time, is `npm run bench`'s.
import { createRequire } from 'node:module';
import { join, relative } from 'node:path';
import { gzipSync } from 'node:zlib';
import { ROOT } from '../scripts/lib.mjs';

const WEB = join(ROOT, 'apps', 'web');
const require = createRequire(join(WEB, 'package.json'));
const { build } = await import(require.resolve('vite'));

const BUDGET_KB = 150;
const TOP = Number(process.env.LOGIN_JS_TOP ?? 40);

const result = await build({
  root: WEB,
  configFile: join(WEB, 'vite.config.ts'),
  logLevel: 'warn',
  // a hidden source map tells which module each minified byte came from
  build: { write: false, emptyOutDir: false, sourcemap: 'hidden' },
});
const outputs = (Array.isArray(result) ? result : [result]).flatMap((r) => r.output);
const chunks = new Map(outputs.filter((o) => o.type === 'chunk').map((c) => [c.fileName, c]));
const entry = [...chunks.values()].find((c) => c.isEntry);

// the entry and every chunk it imports statically (what the browser loads for any page)
const initial = [];
const queue = [entry.fileName];
while (queue.length) {
  const name = queue.shift();
  if (initial.includes(name)) continue;
  initial.push(name);
  queue.push(...chunks.get(name).imports);
}

const kb = (n) => +(n / 1024).toFixed(1);
const gz = (text) => gzipSync(text).length; // as npm run bench counts

const files = initial.map((name) => {
  const c = chunks.get(name);
  return { file: name, rawKB: kb(c.code.length), gzipKB: kb(gz(c.code)), modules: Object.keys(c.modules).length };
});
files.sort((a, b) => b.gzipKB - a.gzipKB);
console.table(files);
const total = initial.reduce((n, name) => n + gz(chunks.get(name).code), 0);

/** node_modules/<package> (scoped: @scope/name[/first folder]) or the source folder of a module. */
function groupOf(id) {
  const path = id.replace(/^\0/, '').split('?')[0];
  const nm = path.lastIndexOf('node_modules/');
  if (nm >= 0) {
    const parts = path.slice(nm + 'node_modules/'.length).split('/');
    return parts[0].startsWith('@') ? parts.slice(0, parts[0] === '@mui' ? 3 : 2).join('/') : parts[0];
  }
  const rel = relative(ROOT, path);
  return rel.startsWith('..')
    ? path
    : rel
        .split('/')
        .slice(0, rel.startsWith('apps/web/src/features') ? 5 : 4)
        .join('/');
}

const B64 = Object.fromEntries([...'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/'].map((c, i) => [c, i]));

/** Source-map VLQ segment: [column, source?, ...] with relative values. */
function decodeSegment(text) {
  const values = [];
  let value = 0;
  let shift = 0;
  for (const ch of text) {
    const digit = B64[ch];
    value += (digit & 31) << shift;
    if (digit & 32) shift += 5;
    else {
      values.push(value & 1 ? -(value >>> 1) : value >>> 1);
      value = 0;
      shift = 0;
    }
  }
  return values;
}

/** Minified bytes of a chunk per source file, from its source map (unmapped bytes: '(glue)'). */
function bytesPerSource(chunk) {
  const out = new Map();
  const add = (key, n) => out.set(key, (out.get(key) ?? 0) + n);
  if (!chunk.map) return (add('(glue)', chunk.code.length), out);
  const lines = chunk.code.split('\n');
  const mapLines = chunk.map.mappings.split(';');
  let source = 0;
  lines.forEach((line, i) => {
    const segments = (mapLines[i] ?? '').split(',').filter(Boolean);
    let column = 0;
    let prev = { column: 0, source: '(glue)' };
    for (const seg of segments) {
      const [dc, ds] = decodeSegment(seg);
      column += dc;
      add(prev.source, Buffer.byteLength(line.slice(prev.column, column)));
      if (ds !== undefined) source += ds;
      prev = { column, source: ds !== undefined ? chunk.map.sources[source] : '(glue)' };
    }
    add(prev.source, Buffer.byteLength(line.slice(prev.column)) + 1);
  });
  return out;
}

const groups = new Map();
for (const name of initial) {
  const chunk = chunks.get(name);
  // a group's gzip share: its minified bytes at its chunk's compression ratio
  const ratio = gz(chunk.code) / chunk.code.length;
  for (const [source, bytes] of bytesPerSource(chunk)) {
    const key = source === '(glue)' ? '(glue)' : groupOf(join(WEB, 'dist', 'assets', source));
    const g = groups.get(key) ?? { group: key, minKB: 0, gzipKB: 0, files: new Set() };
    g.minKB += bytes;
    g.gzipKB += bytes * ratio;
    g.files.add(name.replace(/^assets\//, '').replace(/-[\w-]{8}\.js$/, ''));
    groups.set(key, g);
  }
}
const sources = new Map();
for (const name of initial)
  for (const [source, bytes] of bytesPerSource(chunks.get(name))) {
    const key = source === '(glue)' ? '(glue)' : relative(ROOT, join(WEB, 'dist', 'assets', source));
    sources.set(key, (sources.get(key) ?? 0) + bytes);
  }
const rows = [...groups.values()]
  .map((g) => ({ group: g.group, minKB: kb(g.minKB), gzipKB: kb(g.gzipKB), in: [...g.files].join(' ') }))
  .sort((a, b) => b.minKB - a.minKB);
console.table(rows.slice(0, TOP));
// LOGIN_JS_MODULES=1: every source file with its minified bytes
if (process.env.LOGIN_JS_MODULES)
  for (const [source, bytes] of [...sources].sort((a, b) => b[1] - a[1])) console.log(`${bytes}\t${source}`);
console.log(
  JSON.stringify(
    {
      files: initial.length,
      gzipKB: kb(total),
      rawKB: kb(initial.reduce((n, f) => n + chunks.get(f).code.length, 0)),
      targetKB: BUDGET_KB,
    },
    null,
    2,
  ),
);
