import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import type { Plugin } from 'vite';

/** What this plugin reads of a built chunk (Rollup's and Rolldown's OutputChunk). */
interface ChunkFacts {
  type: 'chunk';
  fileName: string;
  name: string;
  isEntry: boolean;
  facadeModuleId: string | null;
  imports: string[];
}
interface AssetFacts {
  type: 'asset';
  fileName: string;
  source: string | Uint8Array;
}
type Bundle = Record<string, ChunkFacts | AssetFacts | { type: string }>;

/** The file the server sends for an address of the signed-in area (beside dist/index.html). */
const SIGNED_IN_HTML = 'signed-in.html';
/** The route table's pages and the page each one gets (read by the server at start). */
const PAGES_JSON = 'signed-in-pages.json';

/** A route of the signed-in area and the HTML file of its address (both relative, as the build writes them). */
interface SignedInPage {
  /** below /{country}/shopping, as the route table writes it ('espacio/:espacioId/encargados') */
  path: string;
  file: string;
}

/** A chunk's file and every chunk it imports statically, transitively. */
function closure(bundle: Bundle, first: string): string[] {
  const seen: string[] = [];
  const queue = [first];
  while (queue.length) {
    const file = queue.shift()!;
    const chunk = bundle[file];
    if (seen.includes(file) || chunk?.type !== 'chunk') continue;
    seen.push(file);
    queue.push(...(chunk as ChunkFacts).imports);
  }
  return seen;
}

const chunksOf = (bundle: Bundle) => Object.values(bundle).filter((c): c is ChunkFacts => c.type === 'chunk');

/**
 * The route table's pages (signed-in-routes.tsx): each route's path and the module of its page, read
 * from the table's two shapes, `const Page = preloadableLazy(() => import('…'))` and
 * `{ path: '…', element: <Page … /> }`. A route whose page is not such a constant fails the build.
 */
function routeModules(source: string, routesFile: string): { path: string; module: string }[] {
  const modules = new Map<string, string>();
  for (const m of source.matchAll(/const (\w+) = (?:preloadableLazy|lazyPage)\(\(\) => import\('([^']+)'\)/g)) {
    modules.set(m[1]!, resolve(dirname(routesFile), m[2]!));
  }
  return [...source.matchAll(/\{ path: '([^']*)', element: <(\w+)/g)].map((m) => {
    const module = modules.get(m[2]!);
    if (!module) throw new Error(`signed-in-html: the route '${m[1]}' renders ${m[2]}, not a lazy page of the table`);
    return { path: m[1]!, module };
  });
}

/** index.html with `<link rel="modulepreload">` for these files. */
function withPreloads(html: string, files: string[], base: string): string {
  const links = files.map((f) => `<link rel="modulepreload" crossorigin href="${base}${f}">`).join('');
  return html.replace('</head>', `${links}</head>`);
}

/**
 * The signed-in area's pages: signed-in.html (index.html plus the preloads of the named chunks and
 * what they import, less what the entry loads already), and one page per route of the table that
 * preloads that route's page chunks too (identical lists share a file).
 */
function signedInPages(bundle: Bundle, chunkNames: string[], routes: { path: string; module: string }[], base = '/') {
  const html = bundle['index.html'] as AssetFacts | undefined;
  if (html?.type !== 'asset') throw new Error('signed-in-html: the build has no index.html');
  const source = typeof html.source === 'string' ? html.source : new TextDecoder().decode(html.source);
  const chunks = chunksOf(bundle);
  const entry = chunks.find((c) => c.isEntry);
  if (!entry) throw new Error('signed-in-html: the build has no entry chunk');
  const loaded = new Set(closure(bundle, entry.fileName));
  const shell: string[] = [];
  for (const name of chunkNames) {
    const chunk = chunks.find((c) => c.name === name && !c.isEntry);
    if (!chunk) throw new Error(`signed-in-html: no chunk named '${name}'`);
    for (const file of closure(bundle, chunk.fileName)) if (!loaded.has(file) && !shell.includes(file)) shell.push(file);
  }
  shell.forEach((f) => loaded.add(f));
  const files = new Map<string, string>([[SIGNED_IN_HTML, withPreloads(source, shell, base)]]);
  const byList = new Map<string, string>();
  const pages: SignedInPage[] = [];
  for (const route of routes) {
    const chunk = chunks.find((c) => c.facadeModuleId?.replace(/\.[jt]sx?$/, '') === route.module);
    const extra = chunk ? closure(bundle, chunk.fileName).filter((f) => !loaded.has(f)) : [];
    if (!extra.length) continue;
    const key = extra.join(' ');
    let file = byList.get(key);
    if (!file) {
      file = `signed-in/${byList.size + 1}.html`;
      byList.set(key, file);
      files.set(file, withPreloads(source, [...shell, ...extra], base));
    }
    pages.push({ path: route.path, file });
  }
  files.set(PAGES_JSON, JSON.stringify(pages));
  return files;
}

/**
 * Writes the pages of the signed-in area's addresses (/{country}/shopping/…, a reload or a link
 * opened with a stored session): signed-in.html asks at once for the chunks every signed-in page
 * renders with (the data layer, the route table with its shell and the home), and signed-in/N.html
 * for those and the code of one page of the route table (signed-in-pages.json says which), beside
 * the entry, instead of once the entry and then the route table have been fetched and run. The
 * server sends them (apps/server/src/plugins/web.ts); the login page's index.html asks for none.
 */
export function signedInHtml(chunkNames: string[], routesFile: string): Plugin {
  let base = '/';
  let routesPath = '';
  return {
    name: 'vitrina:signed-in-html',
    apply: 'build',
    // after Vite's own HTML plugin has put index.html in the bundle
    enforce: 'post',
    configResolved(config) {
      base = config.base;
      routesPath = resolve(config.root, routesFile);
    },
    generateBundle(_options, bundle) {
      const routes = routeModules(readFileSync(routesPath, 'utf8'), routesPath);
      for (const [fileName, source] of signedInPages(bundle as Bundle, chunkNames, routes, base)) {
        this.emitFile({ type: 'asset', fileName, source });
      }
    },
  };
}
