// What the benches share to measure: waiting, random picks, latency quantiles, a JSON call through
// an undici agent, a tenant's daily declaration, the CPU time of the server and of PostgreSQL, and
// the browser.
import { readFileSync, readdirSync } from 'node:fs';
import { loadavg } from 'node:os';
import { request } from 'undici';
import { CHROMIUM_ARGS, DEBIAN_CHROMIUM } from '../e2e/chromium.mjs';

/** The seeded benches' settings: the pinned clock (BENCH_NOW), the PostgreSQL server (BENCH_PG_URL), the days of sales history (BENCH_DAYS) and the demo tenant administrator. */
export const NOW = process.env.BENCH_NOW ?? '2026-11-22T15:00:00Z';
export const PG_URL = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
export const DAYS = Number(process.env.BENCH_DAYS ?? 730);
export const EMAIL = 'empresa.chl@vitrina.test';

/**
 * A bench's run into `results`: an error is recorded there (and printed) instead of thrown; then
 * the load average after it and `cleanup`, whatever happened. Answers whether it failed.
 */
export async function recordRun(results, run, cleanup) {
  try {
    await run();
    return false;
  } catch (e) {
    results.error = String(e?.stack ?? e);
    console.error(results.error);
    return true;
  } finally {
    results.loadAfter = loadavg().map((x) => +x.toFixed(1));
    await cleanup();
  }
}

/**
 * A bench's numbers, each from its variable BENCH_<NAME> (BENCH_PORT for PORT) or else its
 * default here.
 * @template {Record<string, number>} T
 * @param {T} defaults
 * @returns {T}
 */
export const benchNumbers = (defaults) =>
  /** @type {T} */ (Object.fromEntries(Object.entries(defaults).map(([k, v]) => [k, Number(process.env[`BENCH_${k}`] ?? v)])));

/** The authorization header of a demo user (password Vitrina.2026) signed in on the server at `base`. */
export async function bearerOf(base, username) {
  const res = await fetch(`${base}/api/fo/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password: 'Vitrina.2026' }),
  });
  return { authorization: `Bearer ${(await res.json()).jwt}` };
}

export const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/** A whole number from 1 to n. */
export const pick = (n) => 1 + Math.floor(Math.random() * n);

/** The `p` quantile (0 to 1) of latencies already sorted, in ms to one decimal. */
export const quantile = (sorted, p) => +sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))].toFixed(1);

/** p50, p99 and max of latencies in ms (sorts them). */
export const quantiles = (lat) => {
  lat.sort((a, b) => a - b);
  return { p50ms: quantile(lat, 0.5), p99ms: quantile(lat, 0.99), maxms: quantile(lat, 1) };
};

/** A request through `agent` (a body is sent as JSON): its status and text. */
export async function callJson(agent, base, path, { method = 'GET', headers = {}, body } = {}) {
  const res = await request(`${base}${path}`, {
    method,
    dispatcher: agent,
    headers: body ? { ...headers, 'content-type': 'application/json' } : headers,
    body: body && JSON.stringify(body),
  });
  const text = await res.body.text();
  return { status: res.statusCode, text };
}

/** A Chilean store's daily declaration of `tickets` tickets (cash and card) for a space and a day. */
export function chileDay(spaceCode, date, tickets) {
  return {
    country_id: 'CHL',
    space_int_code: spaceCode,
    fecha_registro: date,
    comentarios: '',
    detalles: {
      total_tickets_boletas: tickets,
      total_monto_efectivo_boletas: tickets * 1000,
      total_monto_tarjeta_boletas: tickets * 2500,
    },
    tipo_registro: 'diaria',
    metodo_ingreso: 'form',
  };
}

/** A Chilean store's daily declaration (1–51 tickets) for a bench space and a day of November 2026. */
export const declaration = (spaces, lastDay) =>
  chileDay(`cb${pick(spaces)}`, `2026-11-${String(pick(lastDay)).padStart(2, '0')}`, 1 + pick(50));

// CPU time (ms) of a process and its children (tsx runs the server in a child), and of every
// PostgreSQL process, from /proc (Linux; 0 elsewhere): the CPU each request costs, which the
// machine's other work does not change the way it changes requests per second
const TICK_MS = 10;
export const cpuOf = (pid) => {
  try {
    const r = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    let ms = (Number(r[11]) + Number(r[12])) * TICK_MS;
    for (const t of readdirSync(`/proc/${pid}/task`))
      for (const c of readFileSync(`/proc/${pid}/task/${t}/children`, 'utf8').split(' ').filter(Boolean)) ms += cpuOf(Number(c));
    return ms;
  } catch {
    return 0;
  }
};
export const postgresCpu = () => {
  let ms = 0;
  try {
    for (const p of readdirSync('/proc')) {
      if (!/^\d+$/.test(p)) continue;
      try {
        const s = readFileSync(`/proc/${p}/stat`, 'utf8');
        if (!s.includes('(postgres)')) continue;
        const r = s.split(') ')[1].split(' ');
        // with the children it has reaped (cutime, cstime): a backend that ends during the window
        // (a pool's idle connection closing) moves its CPU to the postmaster's instead of losing it
        ms += (Number(r[11]) + Number(r[12]) + Number(r[13]) + Number(r[14])) * TICK_MS;
      } catch {
        /* gone */
      }
    }
  } catch {
    /* no /proc */
  }
  return ms;
};

/** Chromium (CHROMIUM_PATH, or Debian's) without what would add requests or work of its own to a measure. */
export const launchChromium = (chromium) =>
  chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? DEBIAN_CHROMIUM,
    args: CHROMIUM_ARGS,
  });
