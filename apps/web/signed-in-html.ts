import type { Plugin } from 'vite';

/** What this plugin reads of a built chunk (Rollup's and Rolldown's OutputChunk). */
interface ChunkFacts {
  type: 'chunk';
  fileName: string;
  name: string;
  isEntry: boolean;
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

/**
 * index.html with `<link rel="modulepreload">` for the named chunks (and what they import) that the
 * entry does not load already: the HTML of the signed-in area's addresses.
 */
export function signedInPage(bundle: Bundle, chunkNames: string[], base = '/'): string {
  const html = bundle['index.html'] as AssetFacts | undefined;
  if (html?.type !== 'asset') throw new Error('signed-in-html: the build has no index.html');
  const chunks = Object.values(bundle).filter((c): c is ChunkFacts => c.type === 'chunk');
  const entry = chunks.find((c) => c.isEntry);
  if (!entry) throw new Error('signed-in-html: the build has no entry chunk');
  const initial = new Set(closure(bundle, entry.fileName));
  const files: string[] = [];
  for (const name of chunkNames) {
    const chunk = chunks.find((c) => c.name === name && !c.isEntry);
    if (!chunk) throw new Error(`signed-in-html: no chunk named '${name}'`);
    for (const file of closure(bundle, chunk.fileName)) if (!initial.has(file) && !files.includes(file)) files.push(file);
  }
  const links = files.map((f) => `<link rel="modulepreload" crossorigin href="${base}${f}">`).join('');
  const source = typeof html.source === 'string' ? html.source : new TextDecoder().decode(html.source);
  return source.replace('</head>', `${links}</head>`);
}

/**
 * Writes dist/signed-in.html: the page of an address of the signed-in area (/{country}/shopping/…,
 * a reload or a link opened with a stored session), which asks at once for the chunks every
 * signed-in page renders with (the data layer, the route table with its shell and the home),
 * beside the entry, instead of once the entry has been fetched and run. The login page's
 * index.html asks for none of them.
 */
export function signedInHtml(chunkNames: string[]): Plugin {
  let base = '/';
  return {
    name: 'vitrina:signed-in-html',
    apply: 'build',
    // after Vite's own HTML plugin has put index.html in the bundle
    enforce: 'post',
    configResolved(config) {
      base = config.base;
    },
    generateBundle(_options, bundle) {
      this.emitFile({ type: 'asset', fileName: SIGNED_IN_HTML, source: signedInPage(bundle as Bundle, chunkNames, base) });
    },
  };
}
