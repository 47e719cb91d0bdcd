import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray, like } from 'drizzle-orm';
import { createTestApp, DEMO, type TestContext } from '../../test/harness';
import * as t from '../../db/schema/index';

// Seeded at 2026-11-22: November has no records after the 22nd, so every declaring user has
// pending days of November when December's reminders come (cut-off 12, 3 days before, 09:00).
const TITLE_BEFORE = 'Quedan días por declarar: el plazo vence el 12/12/2026';
const TITLE_CUTOFF = 'Hoy vence el plazo para declarar tus ventas del mes anterior';

describe('cut-off reminders with a pinned clock across the cut-off in each country', () => {
  let ctx: TestContext;
  const userId = async (email: string) => (await ctx.database.db.select().from(t.users).where(eq(t.users.email, email)))[0]!.id;
  const sends = (country?: string) =>
    ctx.database.db
      .select()
      .from(t.reminderSends)
      .where(country ? eq(t.reminderSends.country_id, country) : undefined);
  const bell = async (email: string) =>
    ctx.database.db
      .select()
      .from(t.notifications)
      .where(and(eq(t.notifications.user_id, await userId(email)), like(t.notifications.title, '%plazo%')));
  const run = async (iso: string) => {
    ctx.clock.set(iso);
    return ctx.app.reminders.runOnce();
  };

  beforeAll(async () => {
    ctx = await createTestApp();
  }, 600_000);
  afterAll(async () => {
    await ctx?.close();
  });

  it('nothing before 09:00 local nor on a day that is not a reminder day', async () => {
    expect(await run('2026-12-09T11:59:00Z')).toEqual({ sent: 0 });
    expect(await run('2026-12-08T20:00:00Z')).toEqual({ sent: 0 });
    expect(await run('2026-11-22T15:00:00Z')).toEqual({ sent: 0 });
    expect(await sends()).toHaveLength(0);
  });

  it('3 days before, at 09:00 in Santiago and Buenos Aires (12:00Z): Chile and Argentina only, one message per user', async () => {
    const r = await run('2026-12-09T12:00:00Z');
    expect(r.sent).toBeGreaterThan(0);
    const rows = await sends();
    expect(new Set(rows.map((x) => x.country_id))).toEqual(new Set(['CHL', 'ARG']));
    expect(rows.every((x) => x.local_date === '2026-12-09' && x.kind === 'antes')).toBe(true);
    expect(new Set(rows.map((x) => `${x.user_id}|${x.country_id}`)).size).toBe(rows.length);
    // the store chief of c1001: in the bell and by e-mail, listing the space and November's days
    const [n] = await bell(DEMO.localChl);
    // delivered through the notifications' one path: the portal's own (no sender), high importance, with its action
    expect(n).toMatchObject({
      title: TITLE_BEFORE,
      importance: 'alta',
      action_url: 'espacio/locales',
      action_label: 'Declarar ventas',
      created_by: null,
    });
    expect(n!.body).toMatch(/^<p>.*<\/p><ul><li>/);
    expect(n!.body).toContain('Local ');
    expect(n!.body).toMatch(/\/11\/2026/);
    await ctx.app.mailer.idle();
    const mails = ctx.app.mailer.outbox.filter((m) => m.to === DEMO.localChl && m.subject === TITLE_BEFORE);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain('30/11/2026');
    // Peru and Colombia are at 07:00
    expect(await bell(DEMO.empresaPer)).toHaveLength(0);
  });

  it('never twice on the same day: later runs that day send nothing more', async () => {
    const before = (await sends()).length;
    expect(await run('2026-12-09T12:05:00Z')).toEqual({ sent: 0 });
    // 08:59 in Lima and Bogotá: still nothing there
    expect(await run('2026-12-09T13:59:00Z')).toEqual({ sent: 0 });
    expect(await sends()).toHaveLength(before);
    expect(await bell(DEMO.localChl)).toHaveLength(1);
  });

  it('Peru and Colombia at 09:00 in Lima and Bogotá (14:00Z)', async () => {
    const r = await run('2026-12-09T14:00:00Z');
    expect(r.sent).toBeGreaterThan(0);
    expect((await sends('PER')).length).toBeGreaterThan(0);
    expect((await sends('COL')).length).toBeGreaterThan(0);
    expect(await bell(DEMO.empresaPer)).toHaveLength(1);
    // later that local day (21:30 in Lima, already the 10th in Santiago): nothing more anywhere
    expect(await run('2026-12-10T02:30:00Z')).toEqual({ sent: 0 });
  });

  it('on the cut-off day again, except for a user who opted out in the profile (API)', async () => {
    const jwt = await ctx.login(DEMO.localChl);
    const off = await ctx.app.inject({
      method: 'PATCH',
      url: '/api/fo/auth/users-ext/preferences',
      headers: ctx.auth(jwt),
      payload: { recordatorios_corte: false },
    });
    expect(off.statusCode).toBe(200);
    expect(off.json()).toEqual({ recordatorios_corte: false, comprobantes_por_correo: false });
    const r = await run('2026-12-12T12:00:00Z');
    expect(r.sent).toBeGreaterThan(0);
    expect((await bell(DEMO.localChl)).map((n) => n.title)).toEqual([TITLE_BEFORE]);
    expect((await bell(DEMO.empresaChl)).map((n) => n.title)).toContain(TITLE_CUTOFF);
    const cut = await ctx.database.db.select().from(t.reminderSends).where(eq(t.reminderSends.local_date, '2026-12-12'));
    expect(cut.every((x) => x.kind === 'corte')).toBe(true);
  });

  it('after the cut-off nothing is pending: no reminders', async () => {
    expect(await run('2026-12-13T12:00:00Z')).toEqual({ sent: 0 });
    expect(await run('2027-01-05T12:00:00Z')).toEqual({ sent: 0 });
  });

  it('a user whose spaces have no pending day gets none', async () => {
    // declare every November day of the ARG company's contracts, then the cut-off run for Argentina
    const [arg] = await ctx.database.db.select().from(t.users).where(eq(t.users.email, DEMO.empresaArg));
    const before = (await bell(DEMO.empresaArg)).length;
    const sales = await ctx.database.db.select().from(t.dailySales).where(eq(t.dailySales.country_id, 'ARG')).limit(1);
    const contracts = await ctx.database.db
      .select()
      .from(t.contracts)
      .where(inArray(t.contracts.client_id, [sales[0]!.client_id]));
    for (const c of contracts)
      for (let day = 1; day <= 30; day++)
        await ctx.database.db
          .insert(t.dailySales)
          .values({
            contract_id: c.id,
            space_id: c.space_id,
            client_id: c.client_id,
            country_id: 'ARG',
            fecha_registro: `2026-11-${String(day).padStart(2, '0')}`,
            created_by: arg!.email,
          })
          .onConflictDoNothing();
    await ctx.database.db.delete(t.reminderSends).where(eq(t.reminderSends.local_date, '2026-12-12'));
    await run('2026-12-12T13:00:00Z');
    expect(await bell(DEMO.empresaArg)).toHaveLength(before);
  });
});

describe('GET/PATCH /api/fo/auth/users-ext/preferences', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  }, 600_000);
  afterAll(async () => {
    await ctx?.close();
  });
  const call = (method: 'GET' | 'PATCH', jwt?: string, payload?: object) =>
    ctx.app.inject({
      method,
      url: '/api/fo/auth/users-ext/preferences',
      headers: jwt ? ctx.auth(jwt) : {},
      ...(payload ? { payload } : {}),
    });

  it('reads and changes only the caller’s own settings; 400 for bad input (nothing written); 401 without session', async () => {
    const jwt = await ctx.login(DEMO.empresaChl);
    expect((await call('GET', jwt)).json()).toEqual({ recordatorios_corte: true, comprobantes_por_correo: false });
    expect((await call('PATCH', jwt, { comprobantes_por_correo: true })).json()).toEqual({
      recordatorios_corte: true,
      comprobantes_por_correo: true,
    });
    expect((await call('PATCH', jwt, { recordatorios_corte: 'no' })).statusCode).toBe(400);
    expect((await call('PATCH', jwt, { otra: true })).statusCode).toBe(400);
    expect((await call('GET', jwt)).json()).toEqual({ recordatorios_corte: true, comprobantes_por_correo: true });
    const other = await ctx.login(DEMO.localChl);
    expect((await call('GET', other)).json()).toEqual({ recordatorios_corte: true, comprobantes_por_correo: false });
    expect((await call('GET')).statusCode).toBe(401);
    expect((await call('PATCH', undefined, { recordatorios_corte: false })).statusCode).toBe(401);
  });
});
