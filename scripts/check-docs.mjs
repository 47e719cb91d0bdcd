#!/usr/bin/env node
// The docs gate (npm run check:docs, and in npm test through scripts/gates.mjs): the map in
// docs/ARCHITECTURE.md cannot drift from the tree, and the repository stands alone.
//  1. every file or folder path named in docs/ARCHITECTURE.md exists;
//  2. every server module (apps/server/src/modules/*) and every web feature (apps/web/src/features/*)
//     has its row in the module map;
//  3. nothing refers to what a reader of the repository cannot open: the shared folder beside it,
//     issue numbers (a hash and a number, or 'issue' and a number), or numbered sections of an
//     outside specification (the word 'spec', its number, a section sign and a number).
// Prints one line per problem and exits 1 when there is any.
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ROOT } from './lib.mjs';

const ARCHITECTURE = 'docs/ARCHITECTURE.md';

/** Where a path named in the page may be relative to: the root, each package's source, its modules and features. */
const BASES = [
  '',
  'docs',
  'apps/server',
  'apps/server/src',
  'apps/server/src/modules',
  'apps/web',
  'apps/web/src',
  'apps/web/src/app',
  'apps/web/src/features',
  'packages/domain',
  'packages/domain/src',
  'e2e',
];

const tracked = () => execFileSync('git', ['ls-files'], { cwd: ROOT, encoding: 'utf8' }).split('\n').filter(Boolean);

/** The code spans of a markdown text. */
const codeSpans = (text) => [...text.matchAll(/`([^`\n]+)`/g)].map((m) => m[1].trim());

/** A code span that names a file or folder of the repository (not a URL path, a template or a glob). */
function isPathName(span) {
  if (/[\s<>{}*…:'"(),=]|^[/@]|^https?:|^\.\.?$|^-/.test(span)) return false;
  if (/\.(ts|tsx|mjs|js|json|md|sql|html|txt|ttf)$/.test(span)) return true;
  return span.includes('/') && /^[\w.@-]+(\/[\w.@-]+)*\/?$/.test(span);
}

/** The paths named in the page that exist nowhere it may mean. */
export function missingPaths(text, files = tracked()) {
  const names = new Set(files.map((f) => basename(f)));
  const dirs = new Set(
    files.flatMap((f) =>
      f
        .split('/')
        .slice(0, -1)
        .map((_, i, parts) => parts.slice(0, i + 1).join('/')),
    ),
  );
  const exists = (p) => {
    const clean = p.replace(/\/$/, '');
    if (!clean.includes('/')) return names.has(clean) || [...dirs].some((d) => d.endsWith(`/${clean}`) || d === clean);
    return BASES.some((b) => {
      const full = b ? `${b}/${clean}` : clean;
      return dirs.has(full) || existsSync(join(ROOT, full));
    });
  };
  const uiRoutes = moduleMap(text).ui;
  return [...new Set(codeSpans(text).filter(isPathName))].filter((p) => !uiRoutes.has(p) && !exists(p));
}

/** The module map's rows, as the code spans of its UI-route, web-feature and server-module columns. */
export function moduleMap(text) {
  const start = text.indexOf('\n## Module map');
  if (start === -1) return { ui: new Set(), web: new Set(), server: new Set() };
  const end = text.indexOf('\n## ', start + 1);
  const rows = text
    .slice(start, end === -1 ? undefined : end)
    .split('\n')
    .filter((l) => l.startsWith('|') && !/^\|\s*-/.test(l))
    .slice(1) // the header
    .map((l) => l.split('|').slice(1, -1));
  const first = (cell) => new Set(codeSpans(cell ?? '').map((s) => s.split(/[/(]/)[0].trim()));
  const ui = new Set(rows.flatMap((r) => codeSpans(r[1] ?? '')));
  const web = new Set(rows.flatMap((r) => [...first(r[2])]));
  const server = new Set(rows.flatMap((r) => [...first(r[3])]));
  return { ui, web, server };
}

const subfolders = (dir) =>
  readdirSync(join(ROOT, dir), { withFileTypes: true })
    .filter((e) => e.isDirectory())
    .map((e) => e.name);

/** Server modules and web features without their row in the module map. */
export function missingRows(text) {
  const { web, server } = moduleMap(text);
  return [
    ...subfolders('apps/server/src/modules')
      .filter((m) => !server.has(m))
      .map((m) => `apps/server/src/modules/${m}`),
    ...subfolders('apps/web/src/features')
      .filter((f) => !web.has(f))
      .map((f) => `apps/web/src/features/${f}`),
  ];
}

// Built from pieces so that this file does not match itself.
const SECTION = '\u00a7';
export const OUTSIDE_REFERENCE = new RegExp(
  [
    '\\.\\.' + '/shared',
    '[^&#\\w]#[0-9]{1,3}\\b', // an issue number, not an HTML entity nor a number format
    '^#[0-9]',
    '\\b[Ss]pec [0-9]+\\b',
    `${SECTION} ?[0-9]`,
    '\\b[Ii]ssues? #?[0-9]',
  ].join('|'),
);
/** Lines that look like a reference and are not one. */
const NOT_A_REFERENCE = [/Pasaje Los Olmos #12/];

/** The tracked text files' lines that refer to something outside the repository. */
export function outsideReferences(files = tracked()) {
  const found = [];
  for (const f of files) {
    if (/\.(png|jpe?g|gif|webp|ico|ttf|woff2?|pdf|mp4|webm|xlsx|tar|gz|br)$/i.test(f) || f === 'package-lock.json') continue;
    let text;
    try {
      text = readFileSync(join(ROOT, f), 'utf8');
    } catch {
      continue; // deleted in the working tree
    }
    text.split('\n').forEach((line, i) => {
      if (OUTSIDE_REFERENCE.test(line) && !NOT_A_REFERENCE.some((r) => r.test(line))) found.push(`${f}:${i + 1}: ${line.trim()}`);
    });
  }
  return found;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const text = readFileSync(join(ROOT, ARCHITECTURE), 'utf8');
  const problems = [
    ...missingPaths(text).map((p) => `${ARCHITECTURE} names ${p}, which does not exist`),
    ...missingRows(text).map((p) => `${p} has no row in the module map of ${ARCHITECTURE}`),
    ...outsideReferences().map((l) => `refers outside the repository: ${l}`),
  ];
  for (const p of problems) console.log(p);
  if (problems.length) process.exit(1);
  console.log('docs: the map matches the tree; no reference outside the repository');
}
