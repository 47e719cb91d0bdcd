import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, count, eq, sql } from 'drizzle-orm';
import { DISCOUNT_MSG as M } from '@vitrina/domain/discounts/discounts.messages';
import { MSG } from '@vitrina/domain/common/messages';
import { createTestApp, DEMO, type TestContext } from '../../test/harness';
import { COUPON_RATE } from './discounts.routes.reads';
import { pdfBytes, pngBytes } from '../../test/multipart';
import { requestsAs } from '../../test/requests';
import * as t from '../../db/schema/index';

let ctx: TestContext;
const tok: Record<string, string> = {};
const BASE = '/api/fo/discounts';
const MARKETING = 'marketing@vitrina.test';
const PERSONAL = 'personal_centro@vitrina.test';
/** a tenant of another Chilean client holding the discount permissions (made below) */
const OTHER = 'otro.cliente@vitrina.test';
let clientA = '';
let brandA = '';
let buildingsA: string[] = [];

beforeAll(async () => {
  ctx = await createTestApp();
  const db = ctx.database.db;
  const [owner] = await db.select().from(t.users).where(eq(t.users.email, DEMO.empresaChl));
  const clients = await db.select().from(t.userClients).where(eq(t.userClients.user_id, owner!.id)).orderBy(t.userClients.position);
  clientA = clients[0]!.client_id;
  const [other] = await db
    .insert(t.users)
    .values({ email: OTHER, password_hash: owner!.password_hash, nombres: 'Otro', apellidos: 'Cliente', country_id: 'CHL', status: 'Ok' })
    .returning();
  await db
    .insert(t.userClients)
    .values({ user_id: other!.id, client_id: clients[1]!.client_id, position: 0, permission_ids: [15, 16, 17] });
  await db.insert(t.userRoles).values({ user_id: other!.id, role_id: 'EXT_EMPRESA', client_id: clients[1]!.client_id });
  for (const u of [DEMO.empresaChl, DEMO.marcaChl, DEMO.empresaPer, DEMO.finanzas, MARKETING, PERSONAL, OTHER]) tok[u] = await ctx.login(u);
  const brands = await req('GET', `${BASE}/brands`, DEMO.empresaChl);
  expect(brands.statusCode).toBe(200);
  const b = brands.json().brands.find((x: { buildings: unknown[] }) => x.buildings.length);
  brandA = b.id;
  buildingsA = b.buildings.map((x: { id: string }) => x.id);
}, 120_000);
afterAll(async () => {
  await ctx?.close();
});

/** Moves the clock and signs everybody in again (a jump ends idle sessions). */
async function at(iso: string) {
  ctx.clock.set(iso);
  for (const u of Object.keys(tok)) tok[u] = await ctx.login(u);
}

const req = requestsAs(() => ctx, tok);

/** A multipart body with the JSON part 'descuento' and optionally a logo 'file'. */
function multipart(json: unknown, file?: { name: string; content: Buffer }) {
  const boundary = `----vitrina${randomBytes(8).toString('hex')}`;
  const out: Buffer[] = [
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="descuento"\r\nContent-Type: application/json\r\n\r\n${JSON.stringify(json)}\r\n`,
    ),
  ];
  if (file)
    out.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
      ),
      file.content,
      Buffer.from('\r\n'),
    );
  out.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(out), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}
const input = (over: object = {}) => ({
  name: 'Cyber descuento',
  discount_type: '%',
  value: 25,
  brand_id: brandA,
  description: 'Un 25% en toda la tienda',
  conditions: 'No acumulable',
  buildings_ids: buildingsA,
  start: '2026-11-22',
  end: '2026-12-31',
  week_days: '1234567',
  ...over,
});
const send = (
  method: 'POST' | 'PUT',
  url: string,
  who: string | undefined,
  json: unknown,
  file: { name: string; content: Buffer } | null = { name: 'logo.png', content: pngBytes() },
) => {
  const b = multipart(json, file ?? undefined);
  return ctx.app.inject({ method, url, payload: b.payload, headers: { ...b.headers, ...(who ? ctx.auth(tok[who]!) : {}) } });
};
const discountCount = async () => (await ctx.database.db.select({ n: count() }).from(t.discounts))[0]!.n;

/** Creates a campaign and takes it to `status` through the API. */
async function campaign(status: 'draft' | 'pending' | 'approved', over: object = {}) {
  const res = await send('POST', BASE, DEMO.empresaChl, input(over));
  expect(res.statusCode, res.body).toBe(201);
  const id = res.json().id as number;
  if (status !== 'draft')
    expect((await req('POST', `${BASE}/${id}/publish`, DEMO.empresaChl, { email: 'mkt@marca.cl', channels: ['On tour'] })).statusCode).toBe(
      200,
    );
  // published without a stock, a campaign waits at 0 until the review gives one
  const stock = 'stock' in over ? undefined : { stock: 1000 };
  if (status === 'approved') expect((await req('POST', `${BASE}/${id}/approve`, MARKETING, stock)).statusCode).toBe(200);
  return id;
}

describe('create and edit (multipart)', () => {
  it('creates a draft with its logo; the list shows it with its counters and a logo link that serves the image', async () => {
    const res = await send('POST', BASE, DEMO.empresaChl, input());
    expect(res.statusCode, res.body).toBe(201);
    const d = res.json();
    expect(d).toMatchObject({
      status: 'draft',
      name: 'Cyber descuento',
      discount_type: '%',
      value: 25,
      brand_id: brandA,
      redeem_type: 'unique',
      discount_users_count: 0,
    });
    expect(d.buildings_ids.sort()).toEqual([...buildingsA].sort());
    const list = await req('GET', `${BASE}?client=${clientA}&page=1&size=5&q=cyber`, DEMO.empresaChl);
    expect(list.statusCode).toBe(200);
    expect(list.json().content.map((x: { id: number }) => x.id)).toContain(d.id);
    expect(list.json().total_elements).toBeGreaterThanOrEqual(1);
    const logo = await ctx.app.inject({ method: 'GET', url: d.image_url });
    expect(logo.statusCode).toBe(200);
    expect(logo.headers['content-type']).toBe('image/png');
    expect((await ctx.app.inject({ method: 'GET', url: `${BASE}/logos/${d.id}?expires=1&signature=x` })).statusCode).toBe(403);
  });

  it('filters by status, ids, buildings and dates, paging 5 at a time', async () => {
    const all = await req('GET', `${BASE}?client=${clientA}&statuses=approved,pending`, DEMO.empresaChl);
    expect(all.statusCode).toBe(200);
    for (const d of all.json().content) expect(['approved', 'pending']).toContain(d.status);
    const page = await req('GET', `${BASE}?client=${clientA}&size=1&page=1`, DEMO.empresaChl);
    expect(page.json().content).toHaveLength(1);
    const none = await req('GET', `${BASE}?client=${clientA}&from=2099-01-01`, DEMO.empresaChl);
    expect(none.json()).toEqual({ content: [], total_elements: 0 });
    const b = await req('GET', `${BASE}?client=${clientA}&buildings=NOPE`, DEMO.empresaChl);
    expect(b.json().total_elements).toBe(0);
    expect((await req('GET', `${BASE}?statuses=nope`, DEMO.empresaChl)).statusCode).toBe(400);
  });

  it('refuses bad input with Spanish messages and writes nothing', async () => {
    const before = await discountCount();
    const cases: [object, string][] = [
      [{ value: 101 }, M.percentMax],
      [{ discount_type: '$', value: 1.555 }, M.amountFormat],
      [{ description: 'x'.repeat(101) }, M.descriptionMax],
      [{ conditions: 'x'.repeat(111) }, M.conditionsMax],
      [{ start: '2026-11-21' }, M.startBeforeToday],
      [{ end: '2026-11-01' }, M.endBeforeStart],
      [{ week_days: '' }, M.weekDays],
      [{ buildings_ids: ['CHL-B99'] }, M.buildingNotOfBrand],
      [{ status: 'pending' }, M.email],
    ];
    for (const [over, message] of cases) {
      const res = await send('POST', BASE, DEMO.empresaChl, input(over));
      expect(res.statusCode, JSON.stringify(over)).toBe(400);
      expect(res.json().message).toBe(message);
    }
    const webp = await send('POST', BASE, DEMO.empresaChl, input(), { name: 'logo.pdf', content: pdfBytes() });
    expect(webp.statusCode).toBe(415);
    expect(webp.json().message).toBe(M.logoType);
    const fake = await send('POST', BASE, DEMO.empresaChl, input(), { name: 'logo.png', content: pdfBytes() });
    expect([415, 422]).toContain(fake.statusCode);
    const big = await send('POST', BASE, DEMO.empresaChl, input(), { name: 'logo.png', content: pngBytes(5_242_881) });
    expect(big.statusCode).toBe(413);
    expect(big.json().message).toBe(M.logoSize);
    const noLogo = await send('POST', BASE, DEMO.empresaChl, input(), null);
    expect(noLogo.statusCode).toBe(400);
    expect(await discountCount()).toBe(before);
    expect(
      (
        await ctx.database.db
          .select({ n: count() })
          .from(t.files)
          .where(sql`${t.files.deleted_at} is null and ${t.files.kind} = 'image' and ${t.files.original_name} = 'logo.png'`)
      )[0]!.n,
    ).toBe(
      (
        await ctx.database.db
          .select({ n: count() })
          .from(t.discounts)
          .where(sql`${t.discounts.image_id} is not null`)
      )[0]!.n,
    );
  });

  it('refuses without session (401), without permission (403), another client (404) and staff (403/404)', async () => {
    const before = await discountCount();
    expect((await send('POST', BASE, undefined, input())).statusCode).toBe(401);
    expect((await send('POST', BASE, DEMO.marcaChl, input())).statusCode).toBe(403);
    expect((await send('POST', BASE, OTHER, input())).statusCode).toBe(404);
    expect((await send('POST', BASE, MARKETING, input())).statusCode).toBe(403);
    expect((await send('POST', BASE, PERSONAL, input())).statusCode).toBe(403);
    expect(await discountCount()).toBe(before);
    expect((await req('GET', BASE)).statusCode).toBe(401);
    expect((await req('GET', BASE, DEMO.marcaChl)).statusCode).toBe(403);
    expect((await req('GET', `${BASE}?client=${clientA}`, OTHER)).statusCode).toBe(404);
    expect((await req('GET', BASE, DEMO.finanzas)).statusCode).toBe(403);
    expect((await req('GET', `${BASE}/brands`, DEMO.empresaPer)).statusCode).toBe(403);
  });

  it('edits only drafts (409 otherwise) and keeps the logo when none is sent', async () => {
    const id = await campaign('draft');
    const res = await send('PUT', `${BASE}/${id}`, DEMO.empresaChl, input({ name: 'Renombrado', discount_type: '$', value: 4990.5 }), null);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ name: 'Renombrado', discount_type: '$', value: 4990.5 });
    expect(res.json().image_id).not.toBeNull();
    expect((await send('PUT', `${BASE}/${id}`, OTHER, input())).statusCode).toBe(404);
    expect((await send('PUT', `${BASE}/${id}`, DEMO.marcaChl, input())).statusCode).toBe(403);
    expect((await send('PUT', `${BASE}/${id}`, undefined, input())).statusCode).toBe(401);
    const bad = await send('PUT', `${BASE}/${id}`, DEMO.empresaChl, input({ value: 500 }), null);
    expect(bad.statusCode).toBe(400);
    const pending = await campaign('pending');
    const conflict = await send('PUT', `${BASE}/${pending}`, DEMO.empresaChl, input(), null);
    expect(conflict.statusCode).toBe(409);
    expect(conflict.json().message).toBe(M.editOnlyDraft);
  });
});

describe('publish, review and delete', () => {
  it('publishes a draft to review with the confirmation texts; publishing again is 409', async () => {
    const id = await campaign('draft');
    expect((await req('POST', `${BASE}/${id}/publish`, DEMO.empresaChl, { email: 'no' })).statusCode).toBe(400);
    expect((await req('POST', `${BASE}/${id}/publish`, undefined, { email: 'a@b.cl' })).statusCode).toBe(401);
    expect((await req('POST', `${BASE}/${id}/publish`, OTHER, { email: 'a@b.cl' })).statusCode).toBe(404);
    expect((await req('POST', `${BASE}/${id}/publish`, DEMO.marcaChl, { email: 'a@b.cl' })).statusCode).toBe(403);
    const res = await req('POST', `${BASE}/${id}/publish`, DEMO.empresaChl, { email: 'mkt@marca.cl', channels: ['On tour', 'Office Hub'] });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      message: 'Descuento creado',
      detail: M.createdDetail,
      data: { status: 'pending', channels: ['On tour', 'Office Hub'] },
    });
    expect((await req('POST', `${BASE}/${id}/publish`, DEMO.empresaChl, { email: 'mkt@marca.cl' })).statusCode).toBe(409);
  });

  it('publishing without a stock stores 0: approving needs a stock (400, nothing changed), then coupons are available', async () => {
    const id = await campaign('pending', { name: 'Sin stock' });
    const pending = await req('GET', `${BASE}/${id}`, MARKETING);
    expect(pending.json()).toMatchObject({ status: 'pending', stock: 0 });
    const refused = await req('POST', `${BASE}/${id}/approve`, MARKETING);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(M.stock);
    expect((await req('POST', `${BASE}/${id}/approve`, MARKETING, { stock: 0 })).statusCode).toBe(400);
    expect((await req('GET', `${BASE}/${id}`, MARKETING)).json()).toMatchObject({ status: 'pending', stock: 0 });
    const ok = await req('POST', `${BASE}/${id}/approve`, MARKETING, { stock: 3 });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data).toMatchObject({ status: 'approved', stock: 3 });
    const catalogue = await req('GET', `${BASE}/catalogue`, DEMO.marcaChl);
    expect(catalogue.json().content.find((d: { id: number }) => d.id === id)).toMatchObject({ available: true });
  });

  it("marketing sees its country's queue, approves, and rejects with a comment the tenant receives (bell + e-mail)", async () => {
    const a = await campaign('pending');
    const b = await campaign('pending', { name: 'Para rechazar' });
    const queue = await req('GET', `${BASE}/review`, MARKETING);
    expect(queue.statusCode).toBe(200);
    expect(queue.json().content.map((d: { id: number }) => d.id)).toEqual(expect.arrayContaining([a, b]));
    expect((await req('GET', `${BASE}/review`, DEMO.empresaChl)).statusCode).toBe(403);
    expect((await req('GET', `${BASE}/review`, PERSONAL)).statusCode).toBe(403);
    expect((await req('GET', `${BASE}/review`)).statusCode).toBe(401);
    expect((await req('GET', `${BASE}/${a}`, MARKETING)).statusCode).toBe(200);

    expect((await req('POST', `${BASE}/${a}/approve`, DEMO.empresaChl)).statusCode).toBe(403);
    expect((await req('POST', `${BASE}/${a}/approve`, PERSONAL)).statusCode).toBe(403);
    expect((await req('POST', `${BASE}/${a}/approve`)).statusCode).toBe(401);
    const ok = await req('POST', `${BASE}/${a}/approve`, MARKETING, { stock: 50 });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data.status).toBe('approved');
    expect((await req('POST', `${BASE}/${a}/approve`, MARKETING)).statusCode).toBe(409);

    const outboxBefore = ctx.app.mailer.outbox.length;
    expect((await req('POST', `${BASE}/${b}/reject`, MARKETING, { comment: '' })).statusCode).toBe(400);
    const rej = await req('POST', `${BASE}/${b}/reject`, MARKETING, { comment: 'Falta el logo en alta resolución' });
    expect(rej.statusCode).toBe(200);
    expect(rej.json().data).toMatchObject({ status: 'rejected', review_comment: 'Falta el logo en alta resolución' });
    const seen = await req('GET', `${BASE}/${b}`, DEMO.empresaChl);
    expect(seen.json().review_comment).toBe('Falta el logo en alta resolución');
    const [owner] = await ctx.database.db.select().from(t.users).where(eq(t.users.email, DEMO.empresaChl));
    const bell = await ctx.database.db
      .select()
      .from(t.notifications)
      .where(and(eq(t.notifications.user_id, owner!.id), eq(t.notifications.title, 'Tu descuento fue rechazado')));
    expect(bell).toHaveLength(1);
    expect(bell[0]!.body).toContain('Falta el logo en alta resolución');
    const mails = ctx.app.mailer.outbox.slice(outboxBefore);
    expect(mails.some((m) => m.to === 'mkt@marca.cl' && m.subject === 'Tu descuento fue rechazado')).toBe(true);
    expect((await req('POST', `${BASE}/${b}/reject`, MARKETING, { comment: 'otra vez' })).statusCode).toBe(409);
  });

  it('deletes draft, pending and approved with a reason; deleted again is 409', async () => {
    const d = await campaign('draft');
    const p = await campaign('pending');
    const a = await campaign('approved');
    expect((await req('POST', `${BASE}/${d}/delete`, DEMO.empresaChl, { reason: '' })).statusCode).toBe(400);
    expect((await req('POST', `${BASE}/${d}/delete`, undefined, { reason: 'x' })).statusCode).toBe(401);
    expect((await req('POST', `${BASE}/${d}/delete`, OTHER, { reason: 'x' })).statusCode).toBe(404);
    expect((await req('POST', `${BASE}/${d}/delete`, DEMO.marcaChl, { reason: 'x' })).statusCode).toBe(403);
    expect((await req('POST', `${BASE}/${d}/delete`, MARKETING, { reason: 'x' })).statusCode).toBe(403);
    for (const id of [d, p, a]) {
      const res = await req('POST', `${BASE}/${id}/delete`, DEMO.empresaChl, { reason: 'Campaña cancelada' });
      expect(res.statusCode).toBe(200);
      expect(res.json().message).toBe('Descuento eliminado');
    }
    expect((await req('POST', `${BASE}/${d}/delete`, DEMO.empresaChl, { reason: 'x' })).statusCode).toBe(409);
    const list = await req('GET', `${BASE}?client=${clientA}&ids=${d},${p},${a}`, DEMO.empresaChl);
    expect(list.json().total_elements).toBe(0);
  });

  it('marketing staff of another country neither see nor review a Chilean campaign (404)', async () => {
    const id = await campaign('pending', { name: 'Solo Chile' });
    await ctx.database.db.update(t.users).set({ country_id: 'PER' }).where(eq(t.users.email, MARKETING));
    try {
      expect((await req('GET', `${BASE}/review`, MARKETING)).json().content.map((d: { id: number }) => d.id)).not.toContain(id);
      expect((await req('POST', `${BASE}/${id}/approve`, MARKETING)).statusCode).toBe(404);
      expect((await req('GET', `${BASE}/${id}`, MARKETING)).statusCode).toBe(404);
    } finally {
      await ctx.database.db.update(t.users).set({ country_id: 'CHL' }).where(eq(t.users.email, MARKETING));
    }
    expect((await req('POST', `${BASE}/${id}/reject`, MARKETING, { comment: 'No' })).statusCode).toBe(200);
    // a rejected campaign is neither edited, published, approved nor deleted
    expect((await send('PUT', `${BASE}/${id}`, DEMO.empresaChl, input(), null)).statusCode).toBe(409);
    expect((await req('POST', `${BASE}/${id}/publish`, DEMO.empresaChl, { email: 'a@b.cl' })).statusCode).toBe(409);
    expect((await req('POST', `${BASE}/${id}/approve`, MARKETING)).statusCode).toBe(409);
    expect((await req('POST', `${BASE}/${id}/delete`, DEMO.empresaChl, { reason: 'x' })).statusCode).toBe(409);
  });

  it('lists every discounts operation in the OpenAPI document', async () => {
    const doc = (await ctx.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as { paths: Record<string, object> };
    for (const path of [
      '/api/fo/discounts/',
      '/api/fo/discounts/catalogue',
      '/api/fo/discounts/review',
      '/api/fo/discounts/{id}/obtain',
      '/api/fo/discounts/coupons/{code}/redeem',
    ])
      expect(Object.keys(doc.paths)).toContain(path);
  });

  it('answers 404 for an unknown campaign and 400 for a bad id', async () => {
    expect((await req('GET', `${BASE}/999999`, DEMO.empresaChl)).statusCode).toBe(404);
    expect((await req('GET', `${BASE}/abc`, DEMO.empresaChl)).statusCode).toBe(400);
  });
});

describe('catalogue and coupons', () => {
  it('lists approved, unexpired campaigns of the user and client countries with their classification; hides drafts and other countries', async () => {
    const res = await req('GET', `${BASE}/catalogue`, DEMO.marcaChl);
    expect(res.statusCode).toBe(200);
    const items = res.json().content as { status: string; country_id: string; classification: string; name: string }[];
    expect(items.length).toBeGreaterThan(0);
    for (const i of items) {
      expect(i.status).toBe('approved');
      expect(i.country_id).toBe('CHL');
    }
    expect(items.find((i) => i.name === 'Liquidación de temporada')?.classification).toBe('por_expirar');
    expect(items.find((i) => i.name === 'Semana del café')?.classification).toBe('nuevo');
    const per = (await req('GET', `${BASE}/catalogue`, DEMO.empresaPer)).json().content as { country_id: string }[];
    expect(per.every((i) => i.country_id === 'PER')).toBe(true);
    expect((await req('GET', `${BASE}/catalogue`)).statusCode).toBe(401);
    // expired ones are hidden
    await at('2026-11-26T15:00:00Z');
    const later = (await req('GET', `${BASE}/catalogue`, DEMO.marcaChl)).json().content as { name: string }[];
    expect(later.find((i) => i.name === 'Liquidación de temporada')).toBeUndefined();
    await at('2026-11-22T15:00:00Z');
  });

  it('obtains one 6-character code per user; needs the conditions accepted; refuses a pending campaign and another country', async () => {
    const id = await campaign('approved');
    expect((await req('POST', `${BASE}/${id}/obtain`, DEMO.marcaChl, {})).statusCode).toBe(400);
    expect((await req('POST', `${BASE}/${id}/obtain`, undefined, { accept_conditions: true })).statusCode).toBe(401);
    const res = await req('POST', `${BASE}/${id}/obtain`, DEMO.marcaChl, { accept_conditions: true });
    expect(res.statusCode).toBe(201);
    expect(res.json().code).toMatch(/^[A-HJKMNP-Z2-9]{6}$/);
    const again = await req('POST', `${BASE}/${id}/obtain`, DEMO.marcaChl, { accept_conditions: true });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(M.alreadyObtained);
    const mine = (await req('GET', `${BASE}/catalogue`, DEMO.marcaChl)).json().content.find((d: { id: number }) => d.id === id);
    expect(mine.my_code).toBe(res.json().code);
    expect((await req('POST', `${BASE}/${id}/obtain`, DEMO.empresaPer, { accept_conditions: true })).statusCode).toBe(404);
    const pending = await campaign('pending');
    expect((await req('POST', `${BASE}/${pending}/obtain`, DEMO.marcaChl, { accept_conditions: true })).statusCode).toBe(409);
    const counters = (await req('GET', `${BASE}/${id}`, DEMO.empresaChl)).json();
    expect(counters.discount_users_count).toBe(1);
  });

  it('never gives more coupons than the stock: 50 concurrent obtains against a stock of 10 give exactly 10', async () => {
    const id = await campaign('approved', { stock: 10, name: 'Stock diez' });
    const db = ctx.database.db;
    const [owner] = await db.select().from(t.users).where(eq(t.users.email, DEMO.empresaChl));
    const users = await db
      .insert(t.users)
      .values(
        Array.from({ length: 50 }, (_, i) => ({
          email: `comprador${i}@vitrina.test`,
          password_hash: owner!.password_hash,
          nombres: 'C',
          apellidos: String(i),
          country_id: 'CHL',
          status: 'Ok',
        })),
      )
      .returning();
    const tokens = [];
    for (const u of users) tokens.push(await ctx.login(u.email));
    const answers = await Promise.all(
      tokens.map((tk) =>
        ctx.app.inject({ method: 'POST', url: `${BASE}/${id}/obtain`, headers: ctx.auth(tk), payload: { accept_conditions: true } }),
      ),
    );
    const codes = answers.filter((a) => a.statusCode === 201).map((a) => a.json().code);
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    expect(answers.filter((a) => a.statusCode === 409).every((a) => a.json().message === M.outOfStock)).toBe(true);
    expect(answers.filter((a) => a.statusCode === 409)).toHaveLength(40);
    expect((await db.select({ n: count() }).from(t.coupons).where(eq(t.coupons.discount_id, id)))[0]!.n).toBe(10);
    const cat = (await req('GET', `${BASE}/catalogue`, DEMO.marcaChl)).json().content.find((d: { id: number }) => d.id === id);
    expect(cat.available).toBe(false);
  }, 120_000);
});

describe('validator (lookup and redeem by code)', () => {
  it('looks up a coupon for mall staff and the campaign brand users; refuses others', async () => {
    const res = await req('GET', `${BASE}/coupons/cafe23`, PERSONAL);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      code: 'CAFE23',
      redeemed_at: null,
      user: { email: DEMO.marcaChl },
      discount: { week_days: '12345' },
    });
    // the seed's café week runs Monday to Friday: 2026-11-22 is a Sunday (7)
    expect(res.json().redeemable_today).toBe(false);
    expect((await req('GET', `${BASE}/coupons/CAFE23`, DEMO.empresaChl)).statusCode).toBe(200);
    expect((await req('GET', `${BASE}/coupons/CAFE23`, MARKETING)).statusCode).toBe(403);
    expect((await req('GET', `${BASE}/coupons/CAFE23`, DEMO.marcaChl)).statusCode).toBe(403);
    // a code the caller may not validate answers like an unknown one
    const foreign = await req('GET', `${BASE}/coupons/CAFE23`, OTHER);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual((await req('GET', `${BASE}/coupons/ZZZZZZ`, OTHER)).json());
    expect((await req('GET', `${BASE}/coupons/CAFE23`)).statusCode).toBe(401);
    expect((await req('GET', `${BASE}/coupons/CAFE2`, PERSONAL)).statusCode).toBe(400);
    const missing = await req('GET', `${BASE}/coupons/ZZZZZZ`, PERSONAL);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe(M.couponNotFound);
    const redeemed = await req('GET', `${BASE}/coupons/CAFE45`, PERSONAL);
    expect(redeemed.json().redeemed_at).not.toBeNull();
  });

  it('mall staff validate only the campaigns of their buildings: another building 404 (as an unknown code), the assigned one 200', async () => {
    const db = ctx.database.db;
    const [coupon] = await db.select().from(t.coupons).where(eq(t.coupons.code, 'CAFE23'));
    const campaign = (await db.select().from(t.discountBuildings).where(eq(t.discountBuildings.discount_id, coupon!.discount_id))).map(
      (r) => r.building_id,
    );
    expect(campaign.length).toBeGreaterThan(0);
    // a front-desk member of a Chilean shopping centre without the campaign
    await db.insert(t.buildings).values({ id: 'CHL-T1', country_id: 'CHL', id_sap: 'CHT1', name: 'Mall de Prueba', city: 'Talca' });
    const [personal] = await db.select().from(t.users).where(eq(t.users.email, PERSONAL));
    const [desk] = await db
      .insert(t.users)
      .values({
        email: 'meson.talca@vitrina.test',
        password_hash: personal!.password_hash,
        nombres: 'Mesón',
        apellidos: 'Talca',
        country_id: 'CHL',
        status: 'Ok',
        corporativo: true,
      })
      .returning();
    await db.insert(t.userRoles).values({ user_id: desk!.id, role_id: 'PERSONAL_CENTRO' });
    const ADMIN = 'admin@vitrina.test';
    for (const u of [desk!.email, ADMIN]) tok[u] = await ctx.login(u);
    const setBuildings = (buildings: string[]) =>
      req('PUT', `/api/fo/console/staff/${desk!.id}/buildings`, ADMIN, { buildings }).then((r) => expect(r.statusCode).toBe(200));
    // no building yet, then another building: refused
    for (const buildings of [[], ['CHL-T1']]) {
      await setBuildings(buildings);
      const res = await req('GET', `${BASE}/coupons/CAFE23`, desk!.email);
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe(M.couponNotFound);
      expect((await req('POST', `${BASE}/coupons/CAFE23/redeem`, desk!.email)).statusCode).toBe(404);
    }
    // one of the campaign's buildings: allowed
    await setBuildings(['CHL-T1', campaign[0]!]);
    const res = await req('GET', `${BASE}/coupons/CAFE23`, desk!.email);
    expect(res.statusCode).toBe(200);
    expect(res.json().code).toBe('CAFE23');
    // the demo front desk keeps the Chilean demo buildings (seed)
    const seeded = await db.select().from(t.staffBuildings).where(eq(t.staffBuildings.user_id, personal!.id));
    expect(seeded.map((r) => r.building_id).sort()).toEqual(['CHL-B1', 'CHL-B2', 'CHL-B3']);
    // nothing redeemed by the refused calls
    expect((await req('GET', `${BASE}/coupons/CAFE23`, PERSONAL)).json().redeemed_at).toBeNull();
  });

  it("refuses a redemption on a day the campaign does not allow, in the country's time zone (Sunday = 7)", async () => {
    // Monday 01:00 UTC is still Sunday in Santiago
    await at('2026-11-23T01:00:00Z');
    const res = await req('POST', `${BASE}/coupons/CAFE23/redeem`, PERSONAL);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(M.notToday);
    await at('2026-11-22T15:00:00Z');
  });

  it('redeems exactly once: two at once give one success and one "ya fue validado"', async () => {
    await at('2026-11-23T15:00:00Z');
    expect((await req('POST', `${BASE}/coupons/CAFE23/redeem`, MARKETING)).statusCode).toBe(403);
    expect((await req('POST', `${BASE}/coupons/CAFE23/redeem`)).statusCode).toBe(401);
    const [a, b] = await Promise.all([
      req('POST', `${BASE}/coupons/CAFE23/redeem`, PERSONAL),
      req('POST', `${BASE}/coupons/CAFE23/redeem`, DEMO.empresaChl),
    ]);
    const codes = [a!.statusCode, b!.statusCode].sort();
    expect(codes).toEqual([200, 409]);
    const ok = [a!, b!].find((x) => x.statusCode === 200)!;
    expect(ok.json().message).toBe(M.validated);
    expect([a!, b!].find((x) => x.statusCode === 409)!.json().message).toBe(M.alreadyRedeemed);
    const after = await req('GET', `${BASE}/coupons/CAFE23`, PERSONAL);
    expect(after.json().redeemed_at).not.toBeNull();
    expect(after.json().redeemed_by).not.toBeNull();
    await at('2026-11-22T15:00:00Z');
  });

  it('limits look-ups per user: past the limit 429 with the Spanish text; another user is not held back', async () => {
    const answers: number[] = [];
    for (let i = 0; i <= COUPON_RATE.max; i++)
      answers.push((await req('GET', `${BASE}/coupons/ZZZ${String(i).padStart(3, '0')}`, OTHER)).statusCode);
    // 404s (every code unknown) until the limit, then 429 (the first test's look-ups count in the same window)
    expect(answers.at(-1)).toBe(429);
    expect(answers.join(',')).toMatch(/^(404,)+(429,)*429$/);
    const over = await req('GET', `${BASE}/coupons/CAFE23`, OTHER);
    expect(over.statusCode).toBe(429);
    expect(over.json()).toMatchObject({ code: 'too_many_requests', message: MSG.tooManyAttempts });
    expect((await req('GET', `${BASE}/coupons/CAFE23`, PERSONAL)).statusCode).toBe(200);
  });
});
