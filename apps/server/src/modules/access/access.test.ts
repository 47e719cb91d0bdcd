import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { INTERNAL_ROLES, staffDemoEmail } from '@vitrina/domain/auth/roles';
import { createTestApp, DEMO, type TestContext } from '../../test/harness';
import { multipartBody, pdfBytes } from '../../test/multipart';
import * as t from '../../db/schema/index';
import { reaches, reachesSql } from './reach';
import { liveFileCount } from '../../test/db-counts';

describe('the access layer', () => {
  let ctx: TestContext;
  const tokens: Record<string, string> = {};
  beforeAll(async () => {
    ctx = await createTestApp();
    for (const u of [DEMO.empresaCol, DEMO.empresaChl, DEMO.finanzas, DEMO.auditor]) tokens[u] = await ctx.login(u);
  });
  afterAll(async () => {
    await ctx?.close();
  });

  describe('the assignment rule: reaches (TS) and reachesSql (SQL) agree', () => {
    it('on every demo assignment and on edge cases, for every contract', async () => {
      const { db } = ctx.database;
      const [someone] = await db.select({ id: t.users.id }).from(t.users).where(eq(t.users.email, DEMO.empresaCol));
      const contracts = await db.select().from(t.contracts);
      const c1 = contracts[0]!;
      const other = contracts.find((c) => c.client_id !== c1.client_id)!;
      // edge cases on one user: a space assignment without contract, a brand assignment that also
      // names a space, a contract assignment whose client is not the contract's
      const [edge] = await db
        .insert(t.users)
        .values({ email: 'reach.edge@vitrina.test', nombres: 'E', apellidos: 'E', country_id: 'CHL', status: 'Ok' })
        .returning({ id: t.users.id });
      await db.insert(t.assignments).values([
        { user_id: edge!.id, type: 'Space', client_id: c1.client_id, space_id: c1.space_id },
        { user_id: edge!.id, type: 'Brand', client_id: other.client_id, brand_id: other.brand_id, space_id: c1.space_id },
        { user_id: edge!.id, type: 'Contract', client_id: other.client_id, contract_id: c1.id, space_id: c1.space_id },
      ]);
      const all = await db.select().from(t.assignments);
      const users = [...new Set(all.map((a) => a.user_id))];
      expect(users).toContain(edge!.id);
      expect(users).toContain(someone!.id);
      for (const userId of users) {
        const mine = all.filter((a) => a.user_id === userId);
        const ts = contracts
          .filter((c) =>
            mine.some((a) => reaches(a, { contract_id: c.id, client_id: c.client_id, brand_id: c.brand_id, space_id: c.space_id })),
          )
          .map((c) => c.id)
          .sort();
        const res = await db.execute(
          sql`select c.id from contracts c where ${reachesSql(userId, { id: sql`c.id`, client_id: sql`c.client_id`, brand_id: sql`c.brand_id`, space_id: sql`c.space_id` })} order by c.id`,
        );
        const fromSql = (res.rows as { id: string }[]).map((r) => r.id).sort();
        expect(fromSql, userId).toEqual(ts);
      }
    });
  });

  describe('internal staff', () => {
    it('every internal role has a demo account (staffDemoEmail), corporate, of Chile, member of no client', async () => {
      const { db } = ctx.database;
      for (const role of INTERNAL_ROLES) {
        const [u] = await db
          .select()
          .from(t.users)
          .where(eq(t.users.email, staffDemoEmail(role)));
        expect(u, role).toMatchObject({ corporativo: true, country_id: 'CHL' });
        const roles = await db.select().from(t.userRoles).where(eq(t.userRoles.user_id, u!.id));
        expect(roles.map((r) => r.role_id)).toEqual([role]);
        expect(await db.select().from(t.userClients).where(eq(t.userClients.user_id, u!.id))).toEqual([]);
        const [row] = await db.select().from(t.roles).where(eq(t.roles.id, role));
        expect(row?.internal, role).toBe(true);
      }
      expect(
        (
          await ctx.app.inject({
            method: 'POST',
            url: '/api/fo/auth/login',
            payload: { username: staffDemoEmail('MARKETING'), password: DEMO.password },
          })
        ).statusCode,
      ).toBe(200);
    });

    const liveFiles = () => liveFileCount(ctx.database.db);
    const upload = (who: string, url: string) => {
      const body = multipartBody([{ name: 'intruso.pdf', content: pdfBytes(2000) }]);
      return ctx.app.inject({ method: 'POST', url, payload: body.payload, headers: { ...body.headers, ...ctx.auth(tokens[who]!) } });
    };

    it('FINANZAS and AUDITOR cannot upload into a tenant (POST /files?company_id=…): 403, nothing written', async () => {
      const [client] = await ctx.database.db.select().from(t.clients).where(eq(t.clients.country_id, 'CHL'));
      const before = await liveFiles();
      for (const who of [DEMO.finanzas, DEMO.auditor]) {
        for (const url of [`/api/fo/files?kind=pdf&company_id=${client!.id}`, '/api/fo/files?kind=pdf']) {
          const res = await upload(who, url);
          expect([403, 404], `${who} ${url}`).toContain(res.statusCode);
        }
      }
      expect(await liveFiles()).toBe(before);
    });

    it("FINANZAS and AUDITOR cannot delete a tenant's file (DELETE /files/{id}): 404, the file stays", async () => {
      const res = await upload(DEMO.empresaCol, '/api/fo/files?kind=pdf');
      expect(res.statusCode).toBe(200);
      const id = res.json().data.data[0].token as string;
      const logos = (
        await ctx.database.db
          .select()
          .from(t.files)
          .where(and(eq(t.files.kind, 'image'), isNull(t.files.deleted_at)))
      ).map((f) => f.id);
      for (const who of [DEMO.finanzas, DEMO.auditor]) {
        for (const target of [id, ...logos.slice(0, 2)]) {
          const del = await ctx.app.inject({ method: 'DELETE', url: `/api/fo/files/${target}`, headers: ctx.auth(tokens[who]!) });
          expect([403, 404], `${who} ${target}`).toContain(del.statusCode);
        }
      }
      const still = await ctx.database.db
        .select()
        .from(t.files)
        .where(inArray(t.files.id, [id, ...logos.slice(0, 2)]));
      expect(still.every((f) => f.deleted_at === null)).toBe(true);
      // the tenant itself still deletes it
      expect(
        (await ctx.app.inject({ method: 'DELETE', url: `/api/fo/files/${id}`, headers: ctx.auth(tokens[DEMO.empresaCol]!) })).statusCode,
      ).toBe(200);
    });

    it("staff read a tenant's file only when their abilities cover its purpose (sales evidence yes, other documents no)", async () => {
      const pdf = await upload(DEMO.empresaCol, '/api/fo/files?kind=pdf');
      const evidence = await upload(DEMO.empresaCol, '/api/fo/files?kind=evidence-col');
      expect([pdf.statusCode, evidence.statusCode]).toEqual([200, 200]);
      const meta = (who: string, id: string) =>
        ctx.app.inject({ method: 'GET', url: `/api/fo/files/metadata/${id}`, headers: ctx.auth(tokens[who]!) });
      expect((await meta(DEMO.finanzas, evidence.json().data.data[0].token)).statusCode).toBe(200);
      expect((await meta(DEMO.auditor, evidence.json().data.data[0].token)).statusCode).toBe(200);
      expect((await meta(DEMO.finanzas, pdf.json().data.data[0].token)).statusCode).toBe(404);
      // another tenant reads neither
      expect((await meta(DEMO.empresaChl, evidence.json().data.data[0].token)).statusCode).toBe(404);
    });
  });
});
