import { resolve } from 'node:path';
import type { Plugin } from 'vite';

/**
 * Which modules go into the signed-in area's two chunks ('data-layer' and 'signed-in', see
 * vite.config.ts): each group is the static closure of its roots, computed once the module graph
 * is known. A package's barrel (an index that only re-exports, such as '@mui/material',
 * 'date-fns' or 'zod') is crossed by name: a module that imports `{ Box, Link }` from
 * '@mui/material' brings Box's and Link's modules, not the hundred other components the barrel
 * re-exports. Followed whole, the barrel put every MUI component, date-fns function and zod
 * schema any page uses into the chunk the home loads.
 */
export function signedInGroups(roots: Record<string, string[]>, base: string) {
  const groupOfModule = new Map<string, string>();
  const plugin: Plugin = {
    name: 'vitrina:signed-in-groups',
    apply: 'build',
    async buildEnd() {
      groupOfModule.clear();
      const info = (id: string) => this.getModuleInfo(id);
      const resolveFrom = async (spec: string, importer: string) => (await this.resolve(spec, importer))?.id;
      const graph = moduleGraph(info, resolveFrom);
      for (const [group, files] of Object.entries(roots)) {
        for (const id of await graph.closure(files.map((r) => resolve(base, r)))) {
          if (!groupOfModule.has(id)) groupOfModule.set(id, group);
        }
      }
    },
  };
  return { plugin, groupOf: (id: string) => groupOfModule.get(id) };
}

interface ModuleFacts {
  code: string | null;
  importedIds: readonly string[];
  exports: readonly string[];
}

/** What a module imports: from which specifier, and which names ('*': all, or unknown). */
interface ImportOf {
  spec: string;
  names: string[] | '*';
}

const IMPORT_FROM = /\bimport\s*(?:([\w$]+)\s*,?\s*)?(\{[^}]*\}|\*\s*as\s+[\w$]+)?\s*from\s*["']([^"']+)["']/g;
const EXPORT_FROM = /\bexport\s*(\{[^}]*\}|\*(?:\s*as\s+[\w$]+)?)\s*from\s*["']([^"']+)["']/g;
const BARE_IMPORT = /\bimport\s*["']([^"']+)["']/g;

/** `{ a, b as c, default as d }` → ['a', 'b', 'default']: the names taken from the other module. */
const namesIn = (braces: string) =>
  braces
    .replace(/[{}]/g, '')
    .split(',')
    .map((n) =>
      n
        .trim()
        .split(/\s+as\s+/)[0]!
        .replace(/^type\s+/, ''),
    )
    .filter(Boolean);

function importsOf(code: string): ImportOf[] {
  const out: ImportOf[] = [];
  for (const m of code.matchAll(IMPORT_FROM)) {
    const names: string[] = m[1] ? ['default'] : [];
    if (m[2]?.startsWith('*')) out.push({ spec: m[3]!, names: '*' });
    else out.push({ spec: m[3]!, names: [...names, ...(m[2] ? namesIn(m[2]) : [])] });
  }
  for (const m of code.matchAll(EXPORT_FROM)) out.push({ spec: m[2]!, names: m[1]!.startsWith('*') ? '*' : namesIn(m[1]!) });
  for (const m of code.matchAll(BARE_IMPORT)) out.push({ spec: m[1]!, names: '*' });
  return out;
}

/** A package's module whose every statement imports or re-exports (an index of other modules). */
function isBarrel(id: string, code: string | null): boolean {
  if (!code || !id.includes('/node_modules/')) return false;
  const statements = code
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/^\s*\/\/.*$/gm, '')
    .split(/;|\n/)
    .map((s) => s.trim())
    .filter(Boolean);
  return statements.length > 0 && statements.every((s) => /^(?:export|import)\b/.test(s) || /^["']use strict["']$/.test(s));
}

function moduleGraph(
  info: (id: string) => ModuleFacts | null,
  resolveFrom: (spec: string, importer: string) => Promise<string | undefined>,
) {
  const imports = new Map<string, Promise<{ id: string; names: string[] | '*' }[]>>();
  /** A module's imports with their resolved ids (those the parse missed: whole). */
  const resolvedImports = (id: string) => {
    let p = imports.get(id);
    if (!p) {
      p = (async () => {
        const facts = info(id);
        const found = await Promise.all(
          importsOf(facts?.code ?? '').map(async (i) => ({ id: (await resolveFrom(i.spec, id)) ?? '', names: i.names })),
        );
        const known = found.filter((f) => f.id && facts?.importedIds.includes(f.id));
        const missed = (facts?.importedIds ?? [])
          .filter((d) => !known.some((k) => k.id === d))
          .map((d) => ({ id: d, names: '*' as const }));
        return [...known, ...missed];
      })();
      imports.set(id, p);
    }
    return p;
  };

  /** The modules that give `name` through the barrel `id` (null: not found, take the barrel whole). */
  async function through(id: string, name: string, seen = new Set<string>()): Promise<string[] | null> {
    if (seen.has(id)) return [];
    seen.add(id);
    const facts = info(id);
    if (!isBarrel(id, facts?.code ?? null)) return facts?.exports.includes(name) ? [id] : null;
    const code = facts!.code!;
    // `export { name } from`, `export { default as name } from`
    for (const m of code.matchAll(EXPORT_FROM)) {
      if (m[1]!.startsWith('*')) continue;
      for (const part of m[1]!.replace(/[{}]/g, '').split(',')) {
        const [from, as = from] = part
          .trim()
          .split(/\s+as\s+/)
          .map((s) => s!.trim());
        if (as !== name) continue;
        const target = await resolveFrom(m[2]!, id);
        return target ? ((await through(target, from!, seen)) ?? [target]) : null;
      }
    }
    // `export * from` (never a default): the first re-exported module that has it
    for (const m of code.matchAll(EXPORT_FROM)) {
      if (m[1] !== '*' || name === 'default') continue;
      const target = await resolveFrom(m[2]!, id);
      if (!target) continue;
      const found = await through(target, name, seen);
      if (found && found.length) return found;
    }
    return null;
  }

  /** The static closure of `roots`, crossing barrels by name. */
  async function closure(roots: string[]): Promise<Set<string>> {
    const out = new Set<string>();
    const queue = [...roots];
    const take = async (dep: string, names: string[] | '*') => {
      if (names !== '*' && isBarrel(dep, info(dep)?.code ?? null)) {
        for (const name of names) {
          // a name it does not give as far as this reading goes: the barrel whole, as before
          queue.push(...((await through(dep, name)) ?? [dep]));
        }
      } else queue.push(dep);
    };
    while (queue.length) {
      const id = queue.pop()!;
      if (out.has(id)) continue;
      const facts = info(id);
      if (!facts) throw new Error(`signed-in chunk root not found: ${id}`);
      out.add(id);
      if (isBarrel(id, facts.code)) {
        // reached whole (a namespace import, or a name it does not give): everything it re-exports
        queue.push(...facts.importedIds);
        continue;
      }
      for (const dep of await resolvedImports(id)) await take(dep.id, dep.names);
    }
    return out;
  }

  return { closure };
}
