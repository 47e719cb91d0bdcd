import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * A secret from the environment, or one generated once and kept in DATA_DIR so that sessions
 * survive restarts. In memory only when there is no data folder (tests).
 */
export function resolveSecret(name: string, fromEnv: string | undefined, dataDir: string | undefined) {
  if (fromEnv) return fromEnv;
  if (!dataDir) return randomBytes(32).toString('base64url');
  const file = join(dataDir, `.${name}`);
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
