/**
 * Service API keys of the finance import API (README 'Finance import API'):
 *
 *   npm run api-keys -w apps/server -- create "ERP SAP Chile"   → prints the key once
 *   npm run api-keys -w apps/server -- revoke <prefix>
 *   npm run api-keys -w apps/server -- list
 *
 * Uses the same DATABASE_URL / DATA_DIR as the server (migrates first).
 */
import { loadConfig } from '../../config';
import { openDatabase } from '../../db/client';
import { createFinanceRepo } from './finance.repo';
import { IMPORT_SCOPE, newApiKey } from './api-keys';

async function main() {
  const [cmd, arg] = process.argv.slice(2);
  const config = loadConfig();
  const database = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir });
  await database.migrate();
  const repo = createFinanceRepo(database.db);
  try {
    if (cmd === 'create' && arg?.trim()) {
      const k = newApiKey();
      await repo.createApiKey({
        name: arg.trim().slice(0, 100),
        prefix: k.prefix,
        key_hash: k.hash,
        scope: IMPORT_SCOPE,
        created_at: new Date(),
      });
      console.log(`Clave creada (scope ${IMPORT_SCOPE}, prefijo ${k.prefix}). Guárdala ahora: no se vuelve a mostrar.\n${k.key}`);
    } else if (cmd === 'revoke' && arg) {
      console.log((await repo.revokeApiKey(arg, new Date())) ? `Clave ${arg} revocada` : `No hay una clave vigente con prefijo ${arg}`);
      process.exitCode = 0;
    } else if (cmd === 'list') {
      for (const k of await repo.listApiKeys())
        console.log(
          `${k.prefix}  ${k.scope}  ${k.name}  creada ${k.created_at.toISOString()}  ${k.revoked_at ? `revocada ${k.revoked_at.toISOString()}` : 'vigente'}`,
        );
    } else {
      console.error('Uso: api-keys create <nombre> | revoke <prefijo> | list');
      process.exitCode = 2;
    }
  } finally {
    await database.close();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
