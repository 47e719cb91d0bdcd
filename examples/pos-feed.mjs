#!/usr/bin/env node
// Sends yesterday's sales of your stores to Vitrina (docs/areas/api-keys.md). Node 18+, no dependencies.
//   VITRINA_URL=https://portal.example VITRINA_API_KEY=vk_... VITRINA_SPACES=c1001,c1002 node examples/pos-feed.mjs
// VITRINA_TZ: the stores' time zone (default America/Santiago); VITRINA_DAY: another day (yyyy-MM-dd).
import { randomUUID } from 'node:crypto';

const { VITRINA_URL = 'http://localhost:3000', VITRINA_API_KEY, VITRINA_SPACES = '', VITRINA_TZ = 'America/Santiago' } = process.env;
if (!VITRINA_API_KEY || !VITRINA_SPACES) throw new Error('Faltan VITRINA_API_KEY y VITRINA_SPACES');
const yesterday = new Date(Date.now() - 86_400_000).toLocaleDateString('en-CA', { timeZone: VITRINA_TZ }); // yyyy-MM-dd
const day = process.env.VITRINA_DAY ?? yesterday;

// Replace with a query to your point of sale: the day's totals of one store (here, Chile's fields).
const salesOf = (space, date) => ({
  space_int_code: space,
  fecha_registro: date,
  detalles: {
    total_tickets_boletas: 120,
    total_monto_efectivo_boletas: 450000,
    total_monto_tarjeta_boletas: 1250000,
    total_tickets_facturas: 4,
    total_monto_efectivo_facturas: 0,
    total_monto_tarjeta_facturas: 300000,
  },
});

const body = JSON.stringify({ ventas: VITRINA_SPACES.split(',').map((s) => salesOf(s.trim(), day)) });
const idempotencyKey = `ventas-${day}-${randomUUID()}`; // the same for every retry of this run
for (let attempt = 1; ; attempt++) {
  const res = await fetch(`${VITRINA_URL}/api/fo/sales/feed/daily`, {
    method: 'POST',
    body,
    headers: { 'content-type': 'application/json', 'x-api-key': VITRINA_API_KEY, 'idempotency-key': idempotencyKey },
  }).catch((err) => ({ status: 0, err }));
  const retry = res.status === 0 || res.status === 409 || res.status === 429 || res.status >= 500;
  if (retry && attempt < 5) {
    await new Promise((r) => setTimeout(r, 2000 * attempt));
    continue;
  }
  const answer = res.status ? await res.json() : { message: String(res.err) };
  for (const r of answer.resultados ?? []) console.log(`${r.fecha_registro} ${r.space_int_code}: ${r.estado} ${r.mensaje}`);
  if (res.status !== 200 || answer.rechazadas) {
    console.error(res.status, answer.message ?? '');
    process.exit(1);
  }
  break;
}
