#!/usr/bin/env node
// FAQ search bench (run: npm run bench:faq). Starts its own server on a fresh embedded database,
// adds FAQs through the support API up to 1,000 published questions, then measures
// GET /api/fo/faqs/search/{text} as a tenant: one client at a time, BENCH_QUERIES queries of one
// to three words (accented and not, some with no match). Target: p99 under 30 ms.
import { ensureDependencies, startBenchServer } from '../scripts/lib.mjs';
import { bearerOf } from './measure.mjs';

const PORT = Number(process.env.BENCH_PORT ?? 3216);
const BASE = `http://127.0.0.1:${PORT}`;
const TOTAL = 1000;
const QUERIES = Number(process.env.BENCH_QUERIES ?? 1000);
const TARGET_P99_MS = 30;

ensureDependencies();
await startBenchServer({ port: PORT, name: 'faq' });

const support = await bearerOf(BASE, 'soporte@vitrina.test');
const tenant = await bearerOf(BASE, 'empresa.chl@vitrina.test');

// a deterministic vocabulary of the portal's words (accents included)
const WORDS = [
  'contraseña',
  'ventas',
  'declaración',
  'local',
  'factura',
  'gastos',
  'comunes',
  'usuario',
  'marca',
  'contrato',
  'climatización',
  'mantención',
  'seguridad',
  'informe',
  'período',
  'corrección',
  'auditoría',
  'descuento',
  'catálogo',
  'notificación',
  'publicación',
  'perfil',
  'teléfono',
  'correo',
  'empresa',
  'centro',
  'comercial',
  'plataforma',
  'archivo',
  'excel',
  'plantilla',
  'boleta',
  'mensual',
  'diaria',
  'cierre',
  'pago',
  'deuda',
  'nota',
  'cargo',
  'vitrina',
];
let seed = 42;
const rnd = (n) => {
  seed = (seed * 1103515245 + 12345) % 2 ** 31;
  return seed % n;
};
const phrase = (n) => Array.from({ length: n }, () => WORDS[rnd(WORDS.length)]).join(' ');

const existing = (await (await fetch(`${BASE}/api/fo/faqs/getAll`, { headers: tenant })).json()).data.length;
const t0 = performance.now();
for (let i = existing; i < TOTAL; i++) {
  const res = await fetch(`${BASE}/api/fo/faqs/manage`, {
    method: 'POST',
    headers: { ...support, 'content-type': 'application/json' },
    body: JSON.stringify({
      category_id: String((i % 3) + 1),
      title: `¿Cómo ${phrase(3)} ${i}?`,
      content: `<p>${phrase(25)}</p><p>${phrase(25)}</p>`,
    }),
  });
  if (res.status !== 201) throw new Error(`create FAQ: ${res.status} ${await res.text()}`);
}
const count = (await (await fetch(`${BASE}/api/fo/faqs/getAll`, { headers: tenant })).json()).data.length;
console.log(`${count} published questions (${count - existing} added in ${((performance.now() - t0) / 1000).toFixed(1)} s)`);

const strip = (s) =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toUpperCase();
const queries = Array.from({ length: QUERIES }, (_, i) => {
  const q = phrase(1 + (i % 3));
  return i % 10 === 9 ? `zzz${i}` : i % 2 ? strip(q) : q;
});
// warm-up (the index is built on the first search)
for (const q of queries.slice(0, 20)) await fetch(`${BASE}/api/fo/faqs/search/${encodeURIComponent(q)}`, { headers: tenant });

const times = [];
let hits = 0;
for (const q of queries) {
  const start = performance.now();
  const res = await fetch(`${BASE}/api/fo/faqs/search/${encodeURIComponent(q)}`, { headers: tenant });
  const body = await res.json();
  times.push(performance.now() - start);
  if (res.status !== 200) throw new Error(`search: ${res.status}`);
  if (body.data.length) hits++;
}
times.sort((a, b) => a - b);
const pct = (p) => times[Math.min(times.length - 1, Math.floor((p / 100) * times.length))];
const p99 = pct(99);
console.log(
  `search over ${count} questions, ${QUERIES} queries (${hits} with results): p50 ${pct(50).toFixed(1)} ms, p95 ${pct(95).toFixed(1)} ms, p99 ${p99.toFixed(1)} ms, max ${times.at(-1).toFixed(1)} ms (target p99 < ${TARGET_P99_MS} ms)`,
);
process.exitCode = p99 < TARGET_P99_MS ? 0 : 1;
process.exit();
