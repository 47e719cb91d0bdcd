import { fileURLToPath } from 'node:url';

/**
 * apps/server, found from this file: one folder below it in the sources (src/paths.ts) as in the
 * production build (dist/server.mjs, one bundle). Files the server reads at run time (migrations,
 * fonts) are found from here, so that both find them.
 */
export const SERVER_DIR = new URL('..', import.meta.url);

/** A path under apps/server. */
export const serverPath = (relative: string) => fileURLToPath(new URL(relative, SERVER_DIR));
