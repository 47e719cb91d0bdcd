import { AppError } from '@vitrina/domain/common/errors';
import { API_KEY_MSG } from '@vitrina/domain/api-keys/api-keys.messages';
import type { FeedResponse, FeedRow } from '@vitrina/domain/sales/feed.schema';
import type { Idempotency } from '../../lib/idempotency';
import type { KeyPrincipal } from '../access/api-keys';
import type { DailySalesCommon, Meta } from './daily-sales.common';
import type { createDailySalesWrites } from './daily-sales.writes';

/**
 * The point-of-sale feed: a tenant's API key declares days of its client's spaces.
 * Each row is one declaration through the form's own write (declareAs: the same contract,
 * cut-off, month-blocking and amount rules), recorded with metodo_ingreso 'api'; a refused row
 * does not stop the others. The whole answer is kept under the request's Idempotency-Key.
 */
export function createDailySalesFeed(
  common: DailySalesCommon,
  writes: ReturnType<typeof createDailySalesWrites>,
  idempotency: Idempotency,
) {
  const { d } = common;

  async function declareRows(key: KeyPrincipal, rows: FeedRow[], meta: Meta): Promise<FeedResponse> {
    const scope = d.access.keyScope(key, ['create:DailySales', 'read:DailySales']);
    const seen = new Map<string, number>();
    const resultados: FeedResponse['resultados'] = [];
    for (const [i, row] of rows.entries()) {
      const fila = i + 1;
      const base = { fila, space_int_code: row.space_int_code, fecha_registro: row.fecha_registro };
      const k = `${row.space_int_code}|${row.contract_int_code ?? ''}|${row.fecha_registro}`;
      if (seen.has(k)) {
        resultados.push({ ...base, estado: 'rechazada', codigo: 'duplicate_row', mensaje: API_KEY_MSG.feedRepeated(seen.get(k)!) });
        continue;
      }
      seen.set(k, fila);
      try {
        const r = await writes.declareAs(scope, null, { ...row, tipo_registro: 'diaria', metodo_ingreso: 'api' }, meta);
        resultados.push({
          ...base,
          estado: r.created ? 'creada' : 'actualizada',
          codigo: null,
          mensaje: r.created ? API_KEY_MSG.feedCreated : API_KEY_MSG.feedUpdated,
        });
      } catch (err) {
        if (!(err instanceof AppError) || err.status >= 500) throw err;
        resultados.push({ ...base, estado: 'rechazada', codigo: err.code, mensaje: err.message });
      }
    }
    const aceptadas = resultados.filter((r) => r.estado !== 'rechazada').length;
    return { recibidas: rows.length, aceptadas, rechazadas: rows.length - aceptadas, resultados };
  }

  /** POST .../feed/daily: the rows under the request's Idempotency-Key (a retry answers the same, writes nothing). */
  async function feedDailySales(key: KeyPrincipal, idempotencyKey: string, body: { ventas: FeedRow[] }, meta: Meta) {
    return idempotency.run(key.id, idempotencyKey, body, () => declareRows(key, body.ventas, meta));
  }

  return { feedDailySales };
}
