import { execSync } from 'node:child_process';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { precompress } from './precompress';

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

/** Front-end version shown on the about page (spec 1 §2.16), fixed at build time. */
const appVersion = {
  branch: git('rev-parse --abbrev-ref HEAD'),
  commit: git('rev-parse --short HEAD'),
  date: git('log -1 --format=%cI'),
  tag: git('describe --tags --abbrev=0'),
};

export default defineConfig({
  // precompress: dist/**/*.{js,html,...}.br and .gz for the server to send as they are
  plugins: [react(), precompress()],
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
          // a score of small shared MUI chunks, each with its own import list and compression (#20)
          groups: [{ name: 'index', tags: ['$initial'] }],
        },
      },
    },
  },
});
