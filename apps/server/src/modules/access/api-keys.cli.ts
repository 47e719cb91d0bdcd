/**
 * The operator's API keys (the finance import API, the rent-terms import and the brand-categories
 * import, docs/areas/api-keys.md); a tenant's point-of-sale keys are made by its company
 * administrators in 'Mi empresa'. One mechanism for both (api-keys.ts):
 *
 *   npm run api-keys -w apps/server -- create "ERP SAP Chile"   → prints the key once (scope finance:import)
 *   npm run api-keys -w apps/server -- create "ERP rentas" rent:import
 *   npm run api-keys -w apps/server -- create "ERP rubros" brands:import
 *   npm run api-keys -w apps/server -- revoke <prefix>
 *   npm run api-keys -w apps/server -- list                      (the operator's keys)
 *
 * Uses the same DATABASE_URL / DATA_DIR as the server (migrates first).
 */
import { systemClock } from '@vitrina/domain/common/clock';
import { loadConfig } from '../../config';
import { openDatabase } from '../../db/client';
import { IMPORT_SCOPE, OPERATOR_SCOPES } from '../../lib/api-keys';
import { createApiKeys } from './api-keys';

async function main() {
  const [cmd, arg, scopeArg] = process.argv.slice(2);
  const scope = OPERATOR_SCOPES.find((s) => s === (scopeArg ?? IMPORT_SCOPE));
  const config = loadConfig();
  const database = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir });
  await database.migrate();
  const keys = createApiKeys(database.db, systemClock);
  try {
    if (cmd === 'create' && arg?.trim() && scope) {
      const k = await keys.create({ name: arg.trim().slice(0, 100), scope });
      console.log(`Clave creada (scope ${scope}, prefijo ${k.row.prefix}). Guárdala ahora: no se vuelve a mostrar.\n${k.key}`);
    } else if (cmd === 'revoke' && arg) {
      console.log((await keys.revoke({ prefix: arg })) ? `Clave ${arg} revocada` : `No hay una clave vigente con prefijo ${arg}`);
    } else if (cmd === 'list') {
      for (const { key: k } of await keys.list(null))
        console.log(
          `${k.prefix}  ${k.scope}  ${k.name}  creada ${k.created_at.toISOString()}  ${k.revoked_at ? `revocada ${k.revoked_at.toISOString()}` : 'vigente'}`,
        );
    } else {
      console.error(`Uso: api-keys create <nombre> [${OPERATOR_SCOPES.join(' | ')}] | revoke <prefijo> | list`);
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
