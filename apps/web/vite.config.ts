import { execSync } from 'node:child_process';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { precompress } from './precompress';
import { signedInGroups } from './signed-in-groups';
import { signedInHtml } from './signed-in-html';

const UNKNOWN = 'desconocido';
/** Where '/api' is proxied in dev and preview (the server's default port unless told). */
const API_TARGET = process.env.VITRINA_API_URL ?? 'http://localhost:3000';

/** One git fact, or 'desconocido' when git (or the fact) is not available. */
function git(args: string): string {
  try {
    const out = execSync(`git ${args}`, { stdio: ['ignore', 'pipe', 'ignore'] })
      .toString()
      .trim();
    return out || UNKNOWN;
  } catch {
    return UNKNOWN;
  }
}

/** Front-end version shown on the about page, fixed at build time. */
const appVersion = {
  branch: git('rev-parse --abbrev-ref HEAD'),
  commit: git('rev-parse --short HEAD'),
  date: git('log -1 --format=%cI'),
  tag: git('describe --tags --abbrev=0'),
};

/**
 * The modules the first screen after sign-in runs, as two chunks instead of some 80: the
 * browser fetched those one by one over HTTP/1.1's six connections, the sign-in call and the
 * home's queries waiting in the same queue (about 1 s from 'Ingresar' to the home on this
 * machine). Each group is the static closure of its roots (signed-in-groups.ts: a package's index
 * is crossed by the names imported from it); the login page's own modules stay in the entry (the
 * 'index' group comes first).
 */
const groups = signedInGroups(
  {
    // the data cache (TanStack Query): every page but the login, including the public ones
    'data-layer': ['src/app/data-layer.tsx'],
    // the signed-in route table, its shell, the home and their first queries
    'signed-in': [
      'src/app/signed-in-routes.tsx',
      'src/app/layout/app-layout.tsx',
      'src/features/home/routes/home-page.tsx',
      'src/app/signed-in-data.ts',
    ],
  },
  import.meta.dirname,
);

export default defineConfig({
  // signedInHtml: dist/signed-in.html, the signed-in area's page, which asks for its first chunks at once;
  // precompress: dist/**/*.{js,html,...}.br and .gz for the server to send as they are
  plugins: [react(), groups.plugin, signedInHtml(['data-layer', 'signed-in'], 'src/app/signed-in-routes.tsx'), precompress()],
  define: {
    __APP_VERSION__: JSON.stringify(appVersion),
  },
  server: {
    port: 5173,
    proxy: {
      '/api': { target: API_TARGET, changeOrigin: true },
    },
  },
  preview: {
    proxy: {
      '/api': { target: API_TARGET, changeOrigin: true },
    },
  },
  build: {
    outDir: 'dist',
    sourcemap: false,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // everything the entry imports statically (what the login page loads) in one file: not
          // a score of small shared MUI chunks, each with its own import list and compression
          groups: [
            { name: 'index', tags: ['$initial'] },
            { debugName: 'signed-in', name: (id) => groups.groupOf(id) ?? null, test: (id) => groups.groupOf(id) !== undefined },
          ],
        },
      },
    },
  },
});
