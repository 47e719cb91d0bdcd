import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

/** Text formats worth compressing; images, video and fonts are compressed already. */
const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|txt|xml|webmanifest|map|ico)$/i;
/** Below this a compressed copy saves less than its extra headers cost. */
const MIN_BYTES = 512;

async function* files(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* files(path);
    else if (entry.isFile()) yield path;
  }
}

/**
 * Writes `<file>.br` and `<file>.gz` next to every text file of the build (best compression, once,
 * at build time), kept only when smaller than the file: the server sends them as they are to a
 * browser that accepts br or gzip (@fastify/static's `preCompressed`).
 */
export function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'vitrina:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const jobs: Promise<void>[] = [];
      for await (const path of files(outDir)) {
        if (!COMPRESSIBLE.test(path) || (await stat(path)).size < MIN_BYTES) continue;
        jobs.push(
          (async () => {
            const raw = await readFile(path);
            const [br, gzipped] = await Promise.all([
              brotli(raw, {
                params: {
                  [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
                  [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
                  [constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
                },
              }),
              gz(raw, { level: constants.Z_BEST_COMPRESSION }),
            ]);
            if (br.length < raw.length) await writeFile(`${path}.br`, br);
            if (gzipped.length < raw.length) await writeFile(`${path}.gz`, gzipped);
          })(),
        );
      }
      await Promise.all(jobs);
    },
  };
}
