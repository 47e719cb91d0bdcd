import { spawnSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');

export function run(cmd, args, opts = {}) {
  const res = spawnSync(cmd, args, { cwd: ROOT, stdio: 'inherit', ...opts, env: { ...process.env, ...opts.env } });
  return res.status ?? 1;
}

export function runOrExit(cmd, args, opts) {
  const code = run(cmd, args, opts);
  if (code !== 0) process.exit(code);
}

/** Installs the dependencies when node_modules is missing or older than the lock file. */
export function ensureDependencies() {
  const marker = join(ROOT, 'node_modules', '.package-lock.json');
  const lock = join(ROOT, 'package-lock.json');
  const stale = !existsSync(marker) || (existsSync(lock) && statSync(lock).mtimeMs > statSync(marker).mtimeMs);
  if (!stale) return;
  console.log('» Instalando dependencias (npm ci)...');
  runOrExit('npm', [existsSync(lock) ? 'ci' : 'install', '--no-audit', '--no-fund']);
}

export function buildWeb() {
  console.log('» Construyendo la aplicación web...');
  runOrExit('npm', ['run', 'build', '-w', 'apps/web', '--silent']);
}

export const bin = (name) => join(ROOT, 'node_modules', '.bin', name);
