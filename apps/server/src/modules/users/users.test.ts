import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, count, eq } from 'drizzle-orm';
import { USERS_MSG } from '@vitrina/domain/users/users.messages';
import { SALES_MSG } from '@vitrina/domain/sales/messages';
import { createTestApp, DEMO, type TestContext } from '../../test/harness';
import { buildLoggedApp } from '../../test/logged-app';
import * as t from '../../db/schema/index';
import { userByEmail } from '../../lib/members.repo';

let ctx: TestContext;
let empresa: string;
let marca: string;
let local: string;
let per: string;
let ANDES = '';
let PACIFICO = '';
let PER_CLIENT = '';
const ids: Record<string, string> = {};

/** Signs the demo accounts in again (after the clock moved past the idle limit). */
const signIn = async () => {
  [empresa, marca, local, per] = await Promise.all([
    ctx.login(DEMO.empresaChl),
    ctx.login(DEMO.marcaChl),
    ctx.login(DEMO.localChl),
    ctx.login(DEMO.empresaPer),
  ]);
};

beforeAll(async () => {
  ctx = await createTestApp();
  await signIn();
  const me = (await get('/api/fo/auth/me', empresa)).json().user;
  [ANDES, PACIFICO] = me.clients.map((c: { id: string }) => c.id);
  PER_CLIENT = (await get('/api/fo/auth/me', per)).json().user.clients[0].id;
  for (const u of await ctx.database.db.select({ id: t.users.id, email: t.users.email }).from(t.users)) ids[u.email] = u.id;
});
afterAll(async () => {
  await ctx?.close();
});

const h = (token?: string) => (token ? ctx.auth(token) : {});
const get = (url: string, token?: string) => ctx.app.inject({ method: 'GET', url, headers: h(token) });
const send = (method: 'POST' | 'PUT' | 'DELETE', url: string, token?: string, payload?: object) =>
  ctx.app.inject({ method, url, headers: h(token), ...(payload ? { payload } : {}) });
const base = (c: string) => `/api/fo/auth/clients/${c}`;
const auditCount = async () => (await ctx.database.db.select({ n: count() }).from(t.auditLog))[0]!.n;
const userCount = async () => (await ctx.database.db.select({ n: count() }).from(t.users))[0]!.n;
const lastAudit = async () => (await ctx.database.db.select().from(t.auditLog).orderBy(t.auditLog.id)).at(-1)!;
const mails = () => ctx.app.mailer.outbox;
const tokenOf = (text: string) => /configurar_password\/([\w-]+)/.exec(text)![1]!;
/** the contracts a user is the enabled store chief (EXT_LOCAL) of */
const chiefOf = async (userId: string) =>
  (
    await ctx.database.db
      .select({ c: t.userRoles.contract_id })
      .from(t.userRoles)
      .where(and(eq(t.userRoles.user_id, userId), eq(t.userRoles.role_id, 'EXT_LOCAL'), eq(t.userRoles.enabled, true)))
  )
    .map((r) => r.c)
    .sort();
/** takes the mail server away (an SMTP outage) while fn runs */
async function mailDown<T>(fn: () => Promise<T>) {
  const transport = ctx.app.mailer.transport;
  ctx.app.mailer.transport = {
    send: async () => {
      throw new Error('SMTP no disponible');
    },
  };
  try {
    return await fn();
  } finally {
    ctx.app.mailer.transport = transport;
  }
}
/** the outbox rows of the messages to `to` */
const queued = (to: string) => ctx.database.db.select().from(t.mailOutbox).where(eq(t.mailOutbox.to, to)).orderBy(t.mailOutbox.created_at);
/** the mail server is back: the retries fall due and are sent */
async function mailBack() {
  ctx.clock.advance(ctx.config.mail.retry.backoffMs);
  await ctx.app.mailer.deliverDue();
}

const newUser = (over: object = {}) => ({
  country_id: 'chl',
  email: 'nueva.jefa@tienda.test',
  first_name: 'Daniela',
  last_name: 'Soto Vera',
  phone: '9 1234 5678',
  position: 'Jefa de local',
  assignments: [
    { type: 'Space', space_id: 'c1001' },
    { type: 'Space', space_id: 'c1002' },
  ],
  permissions: [8, 9],
  ...over,
});

describe('GET /clients/{id}/users', () => {
  it("lists the client's users with permissions and spaces; search by name, state filter", async () => {
    const res = await get(`${base(ANDES)}/users`, empresa);
    expect(res.statusCode).toBe(200);
    const users = res.json();
    const emails = users.map((u: { email: string }) => u.email);
    expect(emails).toEqual(expect.arrayContaining([DEMO.empresaChl, DEMO.marcaChl, DEMO.localChl]));
    expect(emails).not.toContain(DEMO.empresaPer);
    const localUser = users.find((u: { email: string }) => u.email === DEMO.localChl);
    expect(localUser).toMatchObject({
      status: 'Ok',
      first_name: 'Javiera',
      position: 'Jefa de Local',
      permissions: [8, 9],
      country_id: 'CHL',
    });
    expect(localUser.assignments).toEqual([
      { type: 'Space', space_id: 'c1001' },
      { type: 'Space', space_id: 'c1002' },
    ]);
    const marcaUser = users.find((u: { email: string }) => u.email === DEMO.marcaChl);
    expect(marcaUser.assignments.filter((a: { type: string }) => a.type === 'Brand')).toHaveLength(2);
    // accent-insensitive name search
    expect((await get(`${base(ANDES)}/users?q=gonzalez`, empresa)).json().map((u: { email: string }) => u.email)).toEqual([DEMO.localChl]);
    expect((await get(`${base(ANDES)}/users?q=${encodeURIComponent('Javiera González')}`, empresa)).json()).toHaveLength(1);
    expect((await get(`${base(ANDES)}/users?status=Pendiente`, empresa)).json()).toEqual([]);
    expect((await get(`${base(ANDES)}/users?status=Activo`, empresa)).json().length).toBe(users.length);
  });
  it('refuses bad input (400), no session (401), another client (404), no permission (403)', async () => {
    expect((await get(`${base(ANDES)}/users?status=Borrado`, empresa)).statusCode).toBe(400);
    expect((await get(`${base(ANDES)}/users`)).statusCode).toBe(401);
    expect((await get(`${base(ANDES)}/users`, per)).statusCode).toBe(404);
    expect((await get(`${base(PER_CLIENT)}/users`, empresa)).statusCode).toBe(404);
    expect((await get(`${base('CHL-nada')}/users`, empresa)).statusCode).toBe(404);
    const forbidden = await get(`${base(ANDES)}/users`, local);
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json().message).toBe('No tienes permiso para realizar esta acción');
  });
});

describe('internal staff linked to a client', () => {
  it('are neither listed nor readable, editable or deletable by the tenant administrator (404)', async () => {
    const emails = (await get(`${base(ANDES)}/users`, empresa)).json().map((u: { email: string }) => u.email);
    expect(emails).not.toContain('finanzas@vitrina.test');
    expect(emails).not.toContain('auditor@vitrina.test');
    const finance = ids['finanzas@vitrina.test']!;
    expect(finance).toBeTruthy();
    // staff are no client's members (seed, migration 0007); a link left by an older database must still not expose them
    expect(await ctx.database.db.select().from(t.userClients).where(eq(t.userClients.user_id, finance))).toEqual([]);
    await ctx.database.db.insert(t.userClients).values({ user_id: finance, client_id: ANDES, position: 0, permission_ids: [8] });
    const links = await ctx.database.db.select().from(t.userClients).where(eq(t.userClients.user_id, finance));
    expect(links.map((l) => l.client_id)).toContain(ANDES);
    expect((await get(`${base(ANDES)}/users/${finance}`, empresa)).statusCode).toBe(404);
    const before = await auditCount();
    expect((await send('DELETE', `${base(ANDES)}/users/${finance}`, empresa)).statusCode).toBe(404);
    expect(await auditCount()).toBe(before);
    expect((await ctx.database.db.select().from(t.userClients).where(eq(t.userClients.user_id, finance))).length).toBe(links.length);
    await ctx.database.db.delete(t.userClients).where(eq(t.userClients.user_id, finance));
  });
});

describe('GET /clients/{id}/users/{userId}', () => {
  it("answers one user of the client; another client's user is 404", async () => {
    const res = await get(`${base(ANDES)}/users/${ids[DEMO.localChl]}`, empresa);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ email: DEMO.localChl, last_name: 'González Pérez', phone: '+56 9 6543 2109' });
    expect((await get(`${base(ANDES)}/users/${ids[DEMO.empresaPer]}`, empresa)).statusCode).toBe(404);
    expect((await get(`${base(ANDES)}/users/no-es-uuid`, empresa)).statusCode).toBe(400);
    expect((await get(`${base(ANDES)}/users/${ids[DEMO.localChl]}`)).statusCode).toBe(401);
    expect((await get(`${base(ANDES)}/users/${ids[DEMO.localChl]}`, per)).statusCode).toBe(404);
    expect((await get(`${base(ANDES)}/users/${ids[DEMO.localChl]}`, local)).statusCode).toBe(403);
  });
});

describe('GET /clients/{id}/spaces', () => {
  it('lists the spaces the caller sees, with building and contracts', async () => {
    const all = (await get(`${base(ANDES)}/spaces`, empresa)).json();
    expect(all).toHaveLength(6);
    expect(all.find((s: { space_id: string }) => s.space_id === 'c1001')).toMatchObject({
      space_num: 'L-101',
      building_name: expect.any(String),
      contracts: [{ contract_num: expect.any(String), brand_name: 'Café Montaña', contract_status: 0 }],
    });
    // the brand administrator sees the spaces of his two brands only
    const brandSpaces = (await get(`${base(ANDES)}/spaces`, marca)).json();
    expect(brandSpaces.length).toBe(4);
    expect(brandSpaces.flatMap((s: { contracts: { brand_name: string }[] }) => s.contracts.map((c) => c.brand_name)).sort()).toEqual([
      'Café Montaña',
      'Café Montaña',
      'Zapatería Ruta Sur',
      'Zapatería Ruta Sur',
    ]);
  });
  it('refuses no session (401), another client (404), no permission (403)', async () => {
    expect((await get(`${base(ANDES)}/spaces`)).statusCode).toBe(401);
    expect((await get(`${base(ANDES)}/spaces`, per)).statusCode).toBe(404);
    expect((await get(`${base(ANDES)}/spaces`, local)).statusCode).toBe(403);
  });
});

describe('GET /clients/{id}/users/search?email=', () => {
  const search = (client: string, email: string, token?: string) =>
    get(`${base(client)}/users/search?email=${encodeURIComponent(email)}`, token);

  it("prefills the profile of a user already in one of the caller's companies (where the caller administers users)", async () => {
    const res = await search(PACIFICO, ' Marca.CHL@vitrina.test ', empresa);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      data: {
        invitable: true,
        user: { first_name: 'Felipe', last_name: 'Rojas Contreras', phone: '+56 9 7654 3210', position: 'Jefe de Marca' },
      },
    });
    expect((await search(ANDES, DEMO.localChl, empresa)).json()).toEqual({
      data: { invitable: false, reason: USERS_MSG.alreadyMember },
    });
  });

  it("tells another company's administrator only whether the address can be invited: no profile, no existence", async () => {
    // an administrator of Comercial Pacífico only (the same country, no company shared with the demo users)
    const [hash] = await ctx.database.db.select({ h: t.users.password_hash }).from(t.users).where(eq(t.users.email, DEMO.empresaChl));
    const [admin] = await ctx.database.db
      .insert(t.users)
      .values({
        email: 'admin.pacifico@vitrina.test',
        password_hash: hash!.h,
        nombres: 'Ada',
        apellidos: 'Pacífico',
        country_id: 'CHL',
        status: 'Ok',
      })
      .returning();
    await ctx.database.db.insert(t.userClients).values({ user_id: admin!.id, client_id: PACIFICO, permission_ids: [13, 14] });
    const other = await ctx.login('admin.pacifico@vitrina.test');
    for (const email of [DEMO.marcaChl, DEMO.localChl]) {
      const res = await search(PACIFICO, email, other);
      expect(res.statusCode, email).toBe(200);
      // the same answer as for an address nobody has
      expect(res.json(), email).toEqual({ data: { invitable: true } });
    }
    expect((await search(PACIFICO, 'nadie@vitrina.test', other)).json()).toEqual({ data: { invitable: true } });
    expect(JSON.stringify((await search(PACIFICO, DEMO.marcaChl, other)).json())).not.toMatch(/Felipe|7654|Jefe de Marca/);
    await ctx.database.db.delete(t.users).where(eq(t.users.id, admin!.id));
  });

  it('not invitable: staff and another country (the reason saving would give); 400 bad e-mail, 401, 403, 404 other client', async () => {
    expect((await search(ANDES, 'nadie@vitrina.test', empresa)).json()).toEqual({ data: { invitable: true } });
    expect((await search(ANDES, DEMO.finanzas, empresa)).json()).toEqual({ data: { invitable: false, reason: USERS_MSG.internalUser } });
    const other = await search(ANDES, DEMO.empresaPer, empresa);
    expect(other.statusCode).toBe(200);
    expect(other.json()).toEqual({ data: { invitable: false, reason: USERS_MSG.otherCountry } });
    expect((await search(ANDES, 'nada', empresa)).statusCode).toBe(400);
    expect((await search(ANDES, DEMO.localChl)).statusCode).toBe(401);
    expect((await search(ANDES, DEMO.localChl, local)).statusCode).toBe(403);
    expect((await search(ANDES, DEMO.localChl, per)).statusCode).toBe(404);
  });
});

describe('POST /clients/{id}/users', () => {
  it('refuses bad input with a Spanish message and writes nothing', async () => {
    const [users0, audit0, mail0] = [await userCount(), await auditCount(), mails().length];
    const cases: [object, string][] = [
      [{ phone: '+51 987 654 321' }, 'Ingresa un teléfono válido de Chile (+56 y 9 dígitos)'],
      [{ assignments: [] }, USERS_MSG.spaceRequired],
      [{ permissions: [] }, USERS_MSG.permissionsRequired],
      [{ first_name: ' ' }, USERS_MSG.firstNameRequired],
      [{ position: '' }, USERS_MSG.positionRequired],
      [{ email: 'no-es-correo' }, 'Ingresa un correo válido'],
      [{ assignments: [{ type: 'Space', space_id: 'p1001' }] }, USERS_MSG.spaceNotOfClient],
      [{ assignments: [{ type: 'Space', space_id: 'c1007' }] }, USERS_MSG.spaceNotOfClient],
      [{ country_id: 'per', phone: '987654321' }, USERS_MSG.countryMismatch],
      [{ permissions: [8, 99] }, USERS_MSG.permissionNotValid],
    ];
    for (const [patch, message] of cases) {
      const res = await send('POST', `${base(ANDES)}/users`, empresa, newUser(patch));
      expect(res.statusCode, JSON.stringify(patch)).toBe(400);
      expect(res.json().message).toBe(message);
    }
    expect([await userCount(), await auditCount(), mails().length]).toEqual([users0, audit0, mail0]);
  });

  it('refuses no session (401), another client (404), no permission (403), permissions the caller lacks (403)', async () => {
    const users0 = await userCount();
    expect((await send('POST', `${base(ANDES)}/users`, undefined, newUser())).statusCode).toBe(401);
    expect((await send('POST', `${base(ANDES)}/users`, per, newUser())).statusCode).toBe(404);
    expect((await send('POST', `${base(ANDES)}/users`, local, newUser())).statusCode).toBe(403);
    const escalate = await send('POST', `${base(ANDES)}/users`, marca, newUser({ permissions: [1, 8] }));
    expect(escalate.statusCode).toBe(403);
    expect(escalate.json().message).toBe(USERS_MSG.permissionNotGrantable);
    // a brand administrator cannot give a space of another brand (c1003 is Librería Austral)
    expect(
      (await send('POST', `${base(ANDES)}/users`, marca, newUser({ assignments: [{ type: 'Space', space_id: 'c1003' }] }))).statusCode,
    ).toBe(400);
    expect(await userCount()).toBe(users0);
  });

  it('creates a store chief with two spaces, sends the welcome link, audits; the link sets the password', async () => {
    const mail0 = mails().length;
    const res = await send('POST', `${base(ANDES)}/users`, empresa, newUser());
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.message).toBe('Usuario creado exitosamente');
    expect(body.user).toMatchObject({
      email: 'nueva.jefa@tienda.test',
      status: 'Pendiente',
      first_name: 'Daniela',
      phone: '+56 9 1234 5678',
      permissions: [8, 9],
      assignments: [
        { type: 'Space', space_id: 'c1001' },
        { type: 'Space', space_id: 'c1002' },
      ],
    });
    ids.nueva = body.user.id;
    const audit = (await ctx.database.db.select().from(t.auditLog).where(eq(t.auditLog.action, 'user_created')))[0]!;
    expect(audit).toMatchObject({ actor_user_id: ids[DEMO.empresaChl], entity_id: ids.nueva, client_id: ANDES });
    expect(mails()).toHaveLength(mail0 + 1);
    const mail = mails().at(-1)!;
    expect(mail.to).toBe('nueva.jefa@tienda.test');
    expect(mail.text).toContain('Inversiones Andes Retail SpA');
    expect(mail.text).toContain('72 horas');
    // given spaces in 'Usuarios', she is the store chief (Jefe de Local) of their current contracts
    expect(await chiefOf(ids.nueva)).toEqual(['CHL-C101', 'CHL-C102']);
    // listed as Pendiente
    const pending = (await get(`${base(ANDES)}/users?status=Pendiente`, empresa)).json();
    expect(pending.map((u: { email: string }) => u.email)).toEqual(['nueva.jefa@tienda.test']);
    // the link is a set-password link valid past the 60 minutes of a reset link
    ctx.clock.advance(2 * 3_600_000);
    await signIn();
    const token = tokenOf(mail.text);
    expect((await send('POST', '/api/fo/auth/reset-pass/validate', undefined, { token })).statusCode).toBe(200);
    expect((await send('POST', '/api/fo/auth/pass', undefined, { token, password: 'Tienda.2026!' })).statusCode).toBe(200);
    const jwt = await ctx.login('nueva.jefa@tienda.test', 'Tienda.2026!');
    const me = (await get('/api/fo/auth/me', jwt)).json().user;
    expect(me.assignations.map((a: { spaceId: string }) => a.spaceId)).toEqual(['c1001', 'c1002']);
    expect(me.permissionsIds).toEqual([8, 9]);
    expect((await get(`${base(ANDES)}/users/${ids.nueva}`, empresa)).json().status).toBe('Ok');
  });

  it('a store has at most two Jefes de Local: a third one (c1001: local.chl and the new chief) is refused with 409, writing nothing', async () => {
    const [users0, audit0, mail0] = [await userCount(), await auditCount(), mails().length];
    const res = await send(
      'POST',
      `${base(ANDES)}/users`,
      empresa,
      newUser({ email: 'tercera@tienda.test', assignments: [{ type: 'Space', space_id: 'c1001' }] }),
    );
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'managers_max', message: SALES_MSG.storeChiefsMax });
    expect([await userCount(), await auditCount(), mails().length]).toEqual([users0, audit0, mail0]);
    // an administrator of the store's brand is not made its chief, so the limit does not apply
    expect(await chiefOf(ids[DEMO.marcaChl]!)).toEqual([]);
  });

  it('refuses operator staff: internal roles and corporate users are not found by the prefill and not added (409)', async () => {
    const [corp] = await ctx.database.db
      .insert(t.users)
      .values({
        email: 'corporativo@vitrina.test',
        nombres: 'Cora',
        apellidos: 'Porativa',
        country_id: 'CHL',
        status: 'Ok',
        corporativo: true,
      })
      .returning();
    ids.corp = corp!.id;
    const users0 = await userCount();
    for (const email of [DEMO.finanzas, 'corporativo@vitrina.test']) {
      const found = await get(`${base(ANDES)}/users/search?email=${email}`, empresa);
      expect(found.statusCode, email).toBe(200);
      expect(found.json(), email).toEqual({ data: { invitable: false, reason: USERS_MSG.internalUser } });
      const res = await send(
        'POST',
        `${base(ANDES)}/users`,
        empresa,
        newUser({ email, assignments: [{ type: 'Space', space_id: 'c1004' }] }),
      );
      expect(res.statusCode, email).toBe(409);
      expect(res.json()).toMatchObject({ code: 'internal_user', message: USERS_MSG.internalUser });
    }
    expect(await userCount()).toBe(users0);
    expect(await ctx.database.db.select().from(t.userClients).where(eq(t.userClients.user_id, ids.corp))).toEqual([]);
  });

  it('refuses an existing member (409) and a user of another country (409)', async () => {
    const dup = await send('POST', `${base(ANDES)}/users`, empresa, newUser({ email: DEMO.localChl }));
    expect(dup.statusCode).toBe(409);
    expect(dup.json().message).toBe(USERS_MSG.alreadyMember);
    expect((await send('POST', `${base(ANDES)}/users`, empresa, newUser({ email: DEMO.empresaPer }))).statusCode).toBe(409);
  });

  it('adds an existing user of the same country to another client without touching their profile or mailing a link', async () => {
    const mail0 = mails().length;
    const res = await send(
      'POST',
      `${base(PACIFICO)}/users`,
      empresa,
      newUser({
        email: DEMO.marcaChl,
        first_name: 'Otro',
        assignments: [{ type: 'Space', space_id: 'c1007' }],
        permissions: [8],
      }),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({
      first_name: 'Felipe',
      status: 'Ok',
      permissions: [8],
      assignments: [{ type: 'Space', space_id: 'c1007' }],
    });
    expect(mails()).toHaveLength(mail0);
    expect((await lastAudit()).action).toBe('user_added_to_client');
    // his Andes membership is unchanged
    expect((await get(`${base(ANDES)}/users/${ids[DEMO.marcaChl]}`, empresa)).json().permissions).toEqual([2, 3, 8, 9, 10, 11, 12, 13, 14]);
  });
});

describe('PUT /clients/{id}/users', () => {
  const edit = (over: object = {}) => newUser({ id: ids.nueva, position: 'Jefa de tienda', ...over });

  it('refuses bad input (400) and writes nothing', async () => {
    const audit0 = await auditCount();
    for (const [patch, message] of [
      [{ email: 'otro@tienda.test' }, USERS_MSG.emailNotEditable],
      [{ phone: '12' }, 'Ingresa un teléfono válido de Chile (+56 y 9 dígitos)'],
      [{ assignments: [] }, USERS_MSG.spaceRequired],
      [{ assignments: [{ type: 'Space', space_id: 'p1001' }] }, USERS_MSG.spaceNotOfClient],
    ] as [object, string][]) {
      const res = await send('PUT', `${base(ANDES)}/users`, empresa, edit(patch));
      expect(res.statusCode, JSON.stringify(patch)).toBe(400);
      expect(res.json().message).toBe(message);
    }
    expect((await send('PUT', `${base(ANDES)}/users`, empresa, newUser({ email: 'x@y.cl' }))).statusCode).toBe(400);
    expect(await auditCount()).toBe(audit0);
    expect((await get(`${base(ANDES)}/users/${ids.nueva}`, empresa)).json().position).toBe('Jefa de local');
  });

  it('refuses no session (401), another client (404), no permission (403), a more privileged user (403)', async () => {
    expect((await send('PUT', `${base(ANDES)}/users`, undefined, edit())).statusCode).toBe(401);
    expect((await send('PUT', `${base(ANDES)}/users`, per, edit())).statusCode).toBe(404);
    expect((await send('PUT', `${base(PER_CLIENT)}/users`, empresa, edit())).statusCode).toBe(404);
    expect((await send('PUT', `${base(ANDES)}/users`, local, edit())).statusCode).toBe(403);
    const admin = await send(
      'PUT',
      `${base(ANDES)}/users`,
      marca,
      newUser({ id: ids[DEMO.empresaChl], email: DEMO.empresaChl, permissions: [8] }),
    );
    expect(admin.statusCode).toBe(403);
    expect(admin.json().message).toBe(USERS_MSG.morePrivileged);
    // a user of the client who is not in the payload's client: 404
    expect(
      (await send('PUT', `${base(ANDES)}/users`, empresa, newUser({ id: ids[DEMO.empresaPer], email: DEMO.empresaPer }))).statusCode,
    ).toBe(404);
  });

  it('updates profile, permissions and spaces, and audits before/after', async () => {
    const res = await send(
      'PUT',
      `${base(ANDES)}/users`,
      empresa,
      edit({
        assignments: [
          { type: 'Space', space_id: 'c1002' },
          { type: 'Space', space_id: 'c1003' },
        ],
        permissions: [8, 9, 10],
      }),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Usuario actualizado exitosamente');
    expect(res.json().user).toMatchObject({
      position: 'Jefa de tienda',
      permissions: [8, 9, 10],
      assignments: [
        { type: 'Space', space_id: 'c1002' },
        { type: 'Space', space_id: 'c1003' },
      ],
    });
    const audit = await lastAudit();
    expect(audit).toMatchObject({ action: 'user_updated', actor_user_id: ids[DEMO.empresaChl], entity_id: ids.nueva });
    expect(audit.details).toMatchObject({
      spaces_added: ['c1003'],
      spaces_removed: ['c1001'],
      before: { position: 'Jefa de local' },
      after: { position: 'Jefa de tienda' },
    });
    // the store-chief roles follow the spaces
    expect(await chiefOf(ids.nueva)).toEqual(['CHL-C102', 'CHL-C103']);
  });

  it('a brand administrator only replaces the spaces he sees', async () => {
    // he sees c1001, c1002 (his brands), not c1003 (Librería Austral): c1002 goes, c1003 stays
    const res = await send(
      'PUT',
      `${base(ANDES)}/users`,
      marca,
      edit({ assignments: [{ type: 'Space', space_id: 'c1001' }], permissions: [8, 9] }),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().user.assignments).toEqual([
      { type: 'Space', space_id: 'c1001' },
      { type: 'Space', space_id: 'c1003' },
    ]);
    expect(await chiefOf(ids.nueva)).toEqual(['CHL-C101', 'CHL-C103']);
  });

  it('adding a space whose store already has two Jefes de Local is refused (409), changing nothing', async () => {
    const created = await send(
      'POST',
      `${base(ANDES)}/users`,
      empresa,
      newUser({ email: 'cuarta@tienda.test', assignments: [{ type: 'Space', space_id: 'c1004' }] }),
    );
    expect(created.statusCode).toBe(200);
    const id = created.json().user.id as string;
    const audit0 = await auditCount();
    const res = await send(
      'PUT',
      `${base(ANDES)}/users`,
      empresa,
      newUser({
        id,
        email: 'cuarta@tienda.test',
        position: 'Otra',
        assignments: [
          { type: 'Space', space_id: 'c1004' },
          { type: 'Space', space_id: 'c1001' },
        ],
      }),
    );
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('managers_max');
    expect(await auditCount()).toBe(audit0);
    expect((await get(`${base(ANDES)}/users/${id}`, empresa)).json()).toMatchObject({
      position: 'Jefa de local',
      assignments: [{ type: 'Space', space_id: 'c1004' }],
    });
    expect(await chiefOf(id)).toEqual(['CHL-C104']);
  });
});

describe('PUT /clients/{id}/users: a permission that requires a contract requires a space, among the spaces the user ends up with', () => {
  // c1003 is Librería Austral's: out of the brand administrator's sight; c1005 is Zapatería Ruta Sur's, his
  const email = 'oculta@tienda.test';
  let id = '';
  const edit = (over: object) => newUser({ id, email, position: 'Vendedora', assignments: [], ...over });
  const stored = async () => (await get(`${base(ANDES)}/users/${id}`, empresa)).json();

  beforeAll(async () => {
    const created = await send(
      'POST',
      `${base(ANDES)}/users`,
      empresa,
      newUser({ email, assignments: [{ type: 'Space', space_id: 'c1003' }], permissions: [8, 9] }),
    );
    expect(created.statusCode).toBe(200);
    id = created.json().user.id;
  });
  // later tests count the store chiefs of c1003 and c1005
  afterAll(async () => {
    expect((await send('DELETE', `${base(ANDES)}/users/${id}`, empresa)).statusCode).toBe(200);
  });

  it('a brand administrator edits a user whose only space he cannot see, keeping a space-requiring permission: 200, the space kept', async () => {
    // the dialog sends none of her spaces (it shows none) and keeps 'Ver ventas diarias'
    const res = await send('PUT', `${base(ANDES)}/users`, marca, edit({ permissions: [8] }));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().user).toMatchObject({ position: 'Vendedora', permissions: [8], assignments: [{ type: 'Space', space_id: 'c1003' }] });
    expect(await chiefOf(id)).toEqual(['CHL-C103']);
    // the same request dropping the space-requiring permission: the space stays all the same
    const dropped = await send('PUT', `${base(ANDES)}/users`, marca, edit({ permissions: [12] }));
    expect(dropped.statusCode, dropped.body).toBe(200);
    expect(dropped.json().user).toMatchObject({ permissions: [12], assignments: [{ type: 'Space', space_id: 'c1003' }] });
    expect(await chiefOf(id)).toEqual(['CHL-C103']);
  });

  it('refuses (400) a space-requiring permission when the resulting spaces are really none, writing nothing', async () => {
    // the company administrator sees c1003: sending none removes it, and 'Ver ventas diarias' would be left without a space
    const audit0 = await auditCount();
    const removing = await send('PUT', `${base(ANDES)}/users`, empresa, edit({ position: 'Otra', permissions: [8] }));
    expect(removing.statusCode).toBe(400);
    expect(removing.json().message).toBe(USERS_MSG.spaceRequired);
    expect(await auditCount()).toBe(audit0);
    expect(await stored()).toMatchObject({ position: 'Vendedora', permissions: [12], assignments: [{ type: 'Space', space_id: 'c1003' }] });
    expect(await chiefOf(id)).toEqual(['CHL-C103']);

    // without such a permission she may hold no space
    const none = await send('PUT', `${base(ANDES)}/users`, empresa, edit({ permissions: [12] }));
    expect(none.statusCode, none.body).toBe(200);
    expect(none.json().user.assignments).toEqual([]);
    expect(await chiefOf(id)).toEqual([]);

    // the brand administrator gives her one of his spaces, then tries to take it away keeping the permission
    const given = await send(
      'PUT',
      `${base(ANDES)}/users`,
      marca,
      edit({ assignments: [{ type: 'Space', space_id: 'c1005' }], permissions: [8] }),
    );
    expect(given.statusCode, given.body).toBe(200);
    const audit1 = await auditCount();
    const taken = await send('PUT', `${base(ANDES)}/users`, marca, edit({ position: 'Otra', permissions: [8] }));
    expect(taken.statusCode).toBe(400);
    expect(taken.json().message).toBe(USERS_MSG.spaceRequired);
    expect(await auditCount()).toBe(audit1);
    expect(await stored()).toMatchObject({ position: 'Vendedora', permissions: [8], assignments: [{ type: 'Space', space_id: 'c1005' }] });
    expect(await chiefOf(id)).toEqual(['CHL-C105']);
  });
});

describe('POST /users-ext/{id}/welcome', () => {
  it('resends a fresh link to a Pendiente user; the earlier link stops working', async () => {
    const created = await send(
      'POST',
      `${base(ANDES)}/users`,
      empresa,
      newUser({ email: 'pendiente@tienda.test', assignments: [{ type: 'Space', space_id: 'c1005' }] }),
    );
    const id = created.json().user.id as string;
    const first = tokenOf(mails().at(-1)!.text);
    const res = await send('POST', `/api/fo/auth/users-ext/${id}/welcome`, empresa);
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Correo reenviado exitosamente');
    const second = tokenOf(mails().at(-1)!.text);
    expect(second).not.toBe(first);
    expect((await send('POST', '/api/fo/auth/reset-pass/validate', undefined, { token: first })).statusCode).toBe(410);
    expect((await send('POST', '/api/fo/auth/reset-pass/validate', undefined, { token: second })).statusCode).toBe(200);
    expect((await lastAudit()).action).toBe('user_welcome_sent');
  });
  it("the user's own reset request replaces the welcome link; a resend then replaces the reset link", async () => {
    const created = await send(
      'POST',
      `${base(ANDES)}/users`,
      empresa,
      newUser({ email: 'reemplazo@tienda.test', assignments: [{ type: 'Space', space_id: 'c1005' }] }),
    );
    expect(created.statusCode).toBe(200);
    const id = created.json().user.id as string;
    const validate = async (token: string) => (await send('POST', '/api/fo/auth/reset-pass/validate', undefined, { token })).statusCode;
    const welcome = tokenOf(mails().at(-1)!.text);
    expect((await send('POST', '/api/fo/auth/reset-pass', undefined, { username: 'reemplazo@tienda.test' })).statusCode).toBe(200);
    const reset = tokenOf(mails().at(-1)!.text);
    expect(reset).not.toBe(welcome);
    expect(await validate(welcome)).toBe(410);
    expect(await validate(reset)).toBe(200);
    expect((await send('POST', `/api/fo/auth/users-ext/${id}/welcome`, empresa)).statusCode).toBe(200);
    const resent = tokenOf(mails().at(-1)!.text);
    expect(await validate(reset)).toBe(410);
    expect(await validate(resent)).toBe(200);
    // leaves the space's store chiefs as they were for the tests below
    expect((await send('DELETE', `${base(ANDES)}/users/${id}`, empresa)).statusCode).toBe(200);
  });
  it('409 for an active user; 400, 401, 404 other client, 403 no permission; nothing sent', async () => {
    const mail0 = mails().length;
    const active = await send('POST', `/api/fo/auth/users-ext/${ids[DEMO.localChl]}/welcome`, empresa);
    expect(active.statusCode).toBe(409);
    expect(active.json().message).toBe(USERS_MSG.notPending);
    expect((await send('POST', '/api/fo/auth/users-ext/nada/welcome', empresa)).statusCode).toBe(400);
    expect((await send('POST', `/api/fo/auth/users-ext/${ids[DEMO.localChl]}/welcome`)).statusCode).toBe(401);
    expect((await send('POST', `/api/fo/auth/users-ext/${ids[DEMO.localChl]}/welcome`, per)).statusCode).toBe(404);
    expect((await send('POST', `/api/fo/auth/users-ext/${ids[DEMO.marcaChl]}/welcome`, local)).statusCode).toBe(403);
    expect(mails()).toHaveLength(mail0);
  });
});

describe('GET /users-ext/{userId}/buildings', () => {
  it("answers the buildings of one's own spaces and of a user one administers", async () => {
    const own = await get(`/api/fo/auth/users-ext/${ids[DEMO.localChl]}/buildings`, local);
    expect(own.statusCode).toBe(200);
    expect(own.json().length).toBeGreaterThan(0);
    expect(own.json()[0]).toMatchObject({ id: expect.stringMatching(/^CHL-B/), name: expect.any(String), country_id: 'CHL' });
    const admin = await get(`/api/fo/auth/users-ext/${ids[DEMO.localChl]}/buildings`, empresa);
    expect(admin.json()).toEqual(own.json());
  });
  it('refuses 401, 404 other client, 403 no permission, 400 bad id', async () => {
    expect((await get(`/api/fo/auth/users-ext/${ids[DEMO.localChl]}/buildings`)).statusCode).toBe(401);
    expect((await get(`/api/fo/auth/users-ext/${ids[DEMO.localChl]}/buildings`, per)).statusCode).toBe(404);
    expect((await get(`/api/fo/auth/users-ext/${ids[DEMO.marcaChl]}/buildings`, local)).statusCode).toBe(403);
    expect((await get('/api/fo/auth/users-ext/x/buildings', empresa)).statusCode).toBe(400);
  });
});

describe('DELETE /clients/{id}/users/{userId}', () => {
  it('refuses self-delete (409), bad id (400), 401, other client (404), no permission (403), more privileged (403); nothing written', async () => {
    const audit0 = await auditCount();
    const self = await send('DELETE', `${base(ANDES)}/users/${ids[DEMO.empresaChl]}`, empresa);
    expect(self.statusCode).toBe(409);
    expect(self.json().message).toBe(USERS_MSG.selfDelete);
    expect((await send('DELETE', `${base(ANDES)}/users/nada`, empresa)).statusCode).toBe(400);
    expect((await send('DELETE', `${base(ANDES)}/users/${ids.nueva}`)).statusCode).toBe(401);
    expect((await send('DELETE', `${base(ANDES)}/users/${ids.nueva}`, per)).statusCode).toBe(404);
    expect((await send('DELETE', `${base(ANDES)}/users/${ids[DEMO.empresaPer]}`, empresa)).statusCode).toBe(404);
    expect((await send('DELETE', `${base(ANDES)}/users/${ids.nueva}`, local)).statusCode).toBe(403);
    expect((await send('DELETE', `${base(ANDES)}/users/${ids[DEMO.empresaChl]}`, marca)).statusCode).toBe(403);
    expect(await auditCount()).toBe(audit0);
  });

  it('removes a user from that client only; a user left with no company is disabled and signed out', async () => {
    // marca.chl belongs to Andes and (since the create test) Pacífico
    const fromPacifico = await send('DELETE', `${base(PACIFICO)}/users/${ids[DEMO.marcaChl]}`, empresa);
    expect(fromPacifico.statusCode).toBe(200);
    expect(fromPacifico.json().message).toBe('Usuario eliminado exitosamente');
    expect((await get(`${base(ANDES)}/users/${ids[DEMO.marcaChl]}`, empresa)).statusCode).toBe(200);
    expect((await get(`${base(ANDES)}/users`, marca)).statusCode).toBe(200);

    const jwt = await ctx.login('nueva.jefa@tienda.test', 'Tienda.2026!');
    const res = await send('DELETE', `${base(ANDES)}/users/${ids.nueva}`, empresa);
    expect(res.statusCode).toBe(200);
    expect(await lastAudit()).toMatchObject({
      action: 'user_removed_from_client',
      entity_id: ids.nueva,
      client_id: ANDES,
      actor_user_id: ids[DEMO.empresaChl],
    });
    expect((await get(`${base(ANDES)}/users`, empresa)).json().map((u: { email: string }) => u.email)).not.toContain(
      'nueva.jefa@tienda.test',
    );
    expect((await get(`${base(ANDES)}/users/${ids.nueva}`, empresa)).statusCode).toBe(404);
    expect((await get('/api/fo/auth/me', jwt)).statusCode).toBe(401);
    await expect(ctx.login('nueva.jefa@tienda.test', 'Tienda.2026!')).rejects.toThrow(/401/);
    expect(await ctx.database.db.select().from(t.assignments).where(eq(t.assignments.user_id, ids.nueva))).toEqual([]);
  });
});

describe('the welcome e-mail cannot be sent yet (SMTP down)', () => {
  it('create: the user is saved as Pendiente, the answer is a plain success and the e-mail waits in the outbox until the mail server is back', async () => {
    const res = await mailDown(() =>
      send(
        'POST',
        `${base(ANDES)}/users`,
        empresa,
        newUser({ email: 'sin.correo@tienda.test', assignments: [{ type: 'Space', space_id: 'c1005' }] }),
      ),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ message: USERS_MSG.created, user: { email: 'sin.correo@tienda.test', status: 'Pendiente' } });
    expect(res.json().warning).toBeUndefined();
    const id = res.json().user.id as string;
    expect(await lastAudit()).toMatchObject({ action: 'user_welcome_sent', entity_id: id });
    expect(mails().filter((m) => m.to === 'sin.correo@tienda.test')).toEqual([]);
    expect(await queued('sin.correo@tienda.test')).toMatchObject([{ status: 'pending', attempts: 1, last_error: 'SMTP no disponible' }]);
    await mailBack();
    expect(mails().filter((m) => m.to === 'sin.correo@tienda.test')).toHaveLength(1);
    expect(await queued('sin.correo@tienda.test')).toMatchObject([{ status: 'sent' }]);
  });

  it('resend: 200, the new link waits in the outbox and works once its e-mail went out', async () => {
    const id = (await ctx.database.db.select().from(t.users).where(eq(t.users.email, 'sin.correo@tienda.test')))[0]!.id;
    const audit0 = await auditCount();
    const res = await mailDown(() => send('POST', `/api/fo/auth/users-ext/${id}/welcome`, empresa));
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(USERS_MSG.resent);
    expect(await auditCount()).toBe(audit0 + 1);
    expect((await queued('sin.correo@tienda.test')).map((m) => m.status)).toEqual(['sent', 'pending']);
    await mailBack();
    const link = tokenOf(
      mails()
        .filter((m) => m.to === 'sin.correo@tienda.test')
        .at(-1)!.text,
    );
    expect(mails().filter((m) => m.to === 'sin.correo@tienda.test')).toHaveLength(2);
    expect((await send('POST', '/api/fo/auth/reset-pass/validate', undefined, { token: link })).statusCode).toBe(200);
  });
});

describe('e-mail normalisation', () => {
  it('the look-up shared by Usuarios and the wizard matches however the address is typed; writes store it normalised', async () => {
    expect((await userByEmail(ctx.database.db, '  LOCAL.Chl@Vitrina.TEST '))?.id).toBe(ids[DEMO.localChl]);
    const wizard = await send('POST', '/api/fo/companies/usuarios', empresa, {
      email: ' Mixta.Caja@Tienda.TEST ',
      nombres: 'Mixta',
      apellidos: 'Caja',
      roles: [{ id: 'EXT_LOCAL', empresaId: ANDES, contratoId: 'CHL-C104' }],
    });
    expect(wizard.statusCode, wizard.body).toBe(200);
    expect((await ctx.database.db.select().from(t.users).where(eq(t.users.id, wizard.json().id)))[0]!.email).toBe('mixta.caja@tienda.test');
    const dup = await send(
      'POST',
      `${base(ANDES)}/users`,
      empresa,
      newUser({ email: 'MIXTA.caja@tienda.test', assignments: [{ type: 'Space', space_id: 'c1005' }] }),
    );
    expect(dup.statusCode).toBe(409);
    expect(dup.json().message).toBe(USERS_MSG.alreadyMember);
  });
});

describe('an administrator holding create:User without manage:User', () => {
  it("lists, edits and deletes the company's users (the manage:User or create:User ability)", async () => {
    const marcaId = ids[DEMO.marcaChl]!;
    const where = and(eq(t.userClients.user_id, marcaId), eq(t.userClients.client_id, ANDES));
    const [before] = await ctx.database.db.select().from(t.userClients).where(where);
    await ctx.database.db
      .update(t.userClients)
      .set({ permission_ids: [3, 8, 9, 14] })
      .where(where);
    try {
      const list = await get(`${base(ANDES)}/users`, marca);
      expect(list.statusCode).toBe(200);
      const target = list.json().find((u: { email: string }) => u.email === 'cuarta@tienda.test');
      const res = await send(
        'PUT',
        `${base(ANDES)}/users`,
        marca,
        newUser({
          id: target.id,
          email: 'cuarta@tienda.test',
          position: 'Cajera',
          assignments: [{ type: 'Space', space_id: 'c1004' }],
        }),
      );
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().user.position).toBe('Cajera');
      expect((await send('DELETE', `${base(ANDES)}/users/${target.id}`, marca)).statusCode).toBe(200);
    } finally {
      await ctx.database.db.update(t.userClients).set({ permission_ids: before!.permission_ids }).where(where);
    }
  });
});

describe('logs of a POST /clients/{id}/users', () => {
  it("the welcome mail's log line carries the request id", async () => {
    const lines: Record<string, unknown>[] = [];
    const app = await buildLoggedApp(ctx, { CAPTCHA_PROVIDER: 'none', RATE_LIMIT_AUTH_MAX: '1000', LOG_LEVEL: 'info' }, (line) => {
      lines.push(JSON.parse(line));
    });
    await app.ready();
    try {
      const login = await app.inject({
        method: 'POST',
        url: '/api/fo/auth/login',
        payload: { username: DEMO.empresaChl, password: 'Vitrina.2026' },
      });
      const jwt = login.json().jwt as string;
      lines.length = 0;
      const res = await app.inject({
        method: 'POST',
        url: `${base(ANDES)}/users`,
        payload: newUser({ email: 'registro.log@tienda.test', assignments: [], permissions: [12] }),
        headers: { authorization: `Bearer ${jwt}`, 'x-request-id': 'prueba-alta-456' },
      });
      expect(res.statusCode, res.body).toBe(200);
      await app.mailer.idle();
      const mail = lines.find((l) => l.msg === 'mail written to the local outbox');
      expect(mail, JSON.stringify(lines)).toMatchObject({ to: 'registro.log@tienda.test', reqId: 'prueba-alta-456' });
    } finally {
      await app.close();
    }
  });
});
