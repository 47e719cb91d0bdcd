import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { and, count, eq, sql } from 'drizzle-orm';
import { isValidTaxId } from '@vitrina/domain/countries/tax-id';
import type { CountryId } from '@vitrina/domain/countries/countries';
import { PERMISSIONS } from '@vitrina/domain/auth/permissions';
import { createTestApp, freshDatabase, type TestContext } from '../../test/harness';
import { memoryStorage, type FileStorage } from '../../lib/storage';
import * as t from '../schema';
import * as all from '../schema/index';
import { isEmpty, seed } from './seed';

/**
 * The demo data `npm start` seeds into an empty database, as the README promises it:
 * the four countries, at least 3 shopping centres and 2 companies per country, at least 40
 * contracts with some expired, and the demo accounts (password Vitrina.2026) with their roles.
 */
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => {
  await ctx?.close();
});

const COUNTRIES: CountryId[] = ['CHL', 'PER', 'ARG', 'COL'];

describe('demo seed', () => {
  it('has the four countries', async () => {
    const rows = await ctx.database.db.select().from(t.countries);
    expect(rows.map((r) => r.id).sort()).toEqual([...COUNTRIES].sort());
  });

  it.each(COUNTRIES)('%s: at least 3 shopping centres and 2 companies with valid tax ids, brands and spaces', async (country) => {
    const { db } = ctx.database;
    const buildings = await db.select().from(t.buildings).where(eq(t.buildings.country_id, country));
    expect(buildings.length).toBeGreaterThanOrEqual(3);
    const clients = await db.select().from(t.clients).where(eq(t.clients.country_id, country));
    expect(clients.length).toBeGreaterThanOrEqual(2);
    for (const c of clients) {
      expect(isValidTaxId(country, c.tax_id), `${c.name} ${c.tax_id}`).toBe(true);
      expect(c.id).toBe(`${country}${c.tax_id}`);
      const [brands] = await db.select({ n: count() }).from(t.brands).where(eq(t.brands.client_id, c.id));
      expect(brands!.n, c.name).toBeGreaterThan(0);
      const [contracts] = await db.select({ n: count() }).from(t.contracts).where(eq(t.contracts.client_id, c.id));
      expect(contracts!.n, c.name).toBeGreaterThan(0);
    }
  });

  it('has at least 40 contracts, a few of them expired', async () => {
    const contracts = await ctx.database.db.select().from(t.contracts);
    expect(contracts.length).toBeGreaterThanOrEqual(40);
    const today = ctx.clock.now().toISOString().slice(0, 10);
    const expired = contracts.filter((c) => c.end_date < today);
    expect(expired.length).toBeGreaterThan(0);
    expect(expired.length).toBeLessThan(contracts.length / 2);
    // an expired contract is not 'vigente' (status 0)
    for (const c of expired) expect(c.status, c.code).not.toBe(0);
    for (const c of contracts.filter((x) => x.end_date >= today)) expect(c.status, c.code).toBe(0);
  });

  describe('the demo accounts sign in with Vitrina.2026', () => {
    const login = async (email: string) => {
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/fo/auth/login',
        payload: { username: email, password: 'Vitrina.2026' },
      });
      expect(res.statusCode, res.body).toBe(200);
      return res.json() as {
        login_count: number;
        user: {
          countryId: string;
          clients: { countryId: string }[];
          permissionsIds: number[];
          roles: { nombre: string }[];
          assignations: { type: string }[];
        };
      };
    };

    // first: the other cases sign local.chl in
    it('local.chl has two stores and had never signed in (the tour starts)', async () => {
      const [row] = await ctx.database.db.select().from(t.users).where(eq(t.users.email, 'local.chl@vitrina.test'));
      expect(row!.login_count).toBe(0);
      const { user, login_count } = await login('local.chl@vitrina.test');
      expect(login_count).toBe(1);
      expect(user.assignations.filter((a) => a.type === 'Contract')).toHaveLength(2);
    });

    it.each([
      ['empresa.chl@vitrina.test', 'EXT_EMPRESA', 'CHL'],
      ['marca.chl@vitrina.test', 'EXT_MARCA', 'CHL'],
      ['local.chl@vitrina.test', 'EXT_LOCAL', 'CHL'],
      ['empresa.per@vitrina.test', 'EXT_EMPRESA', 'PER'],
      ['empresa.arg@vitrina.test', 'EXT_EMPRESA', 'ARG'],
      ['empresa.col@vitrina.test', 'EXT_EMPRESA', 'COL'],
    ])('%s: %s in %s', async (email, role, country) => {
      const { user } = await login(email);
      expect(user.countryId).toBe(country);
      expect(new Set(user.roles.map((r) => r.nombre))).toEqual(new Set([role]));
      expect(user.clients.length).toBeGreaterThan(0);
      for (const c of user.clients) expect(c.countryId).toBe(country);
    });

    it('empresa.chl belongs to two companies and holds every tenant permission of Chile', async () => {
      const { user } = await login('empresa.chl@vitrina.test');
      expect(user.clients).toHaveLength(2);
      const chile = PERMISSIONS.filter((p) => p.countries_ids.includes('CHL'))
        .map((p) => p.id)
        .sort((a, b) => a - b);
      expect(user.permissionsIds).toEqual(chile);
    });

    it('marca.chl administers two brands', async () => {
      const { user } = await login('marca.chl@vitrina.test');
      expect(user.assignations.filter((a) => a.type === 'Brand')).toHaveLength(2);
    });
  });

  it('the charge-note notice only reaches the users the demo charge notes are addressed to', async () => {
    const { db } = ctx.database;
    const noticed = await db
      .selectDistinct({ email: t.users.email })
      .from(all.notifications)
      .innerJoin(t.users, eq(t.users.id, all.notifications.user_id))
      .where(eq(all.notifications.title, 'Nueva nota de cargo disponible'));
    const addressed = await db
      .selectDistinct({ email: t.users.email })
      .from(all.debitNoteRecipients)
      .innerJoin(t.users, eq(t.users.id, all.debitNoteRecipients.user_id));
    expect(noticed.map((r) => r.email).sort()).toEqual(addressed.map((r) => r.email).sort());
    expect(noticed.map((r) => r.email).sort()).toEqual(['empresa.chl@vitrina.test', 'notas.chl@vitrina.test']);
    // everyone else still has the other demo notifications
    const [others] = await db
      .select({ n: count() })
      .from(all.notifications)
      .innerJoin(t.users, eq(t.users.id, all.notifications.user_id))
      .where(eq(t.users.email, 'empresa.per@vitrina.test'));
    expect(others!.n).toBe(6);
  });

  describe('the announcement files and the file storage', () => {
    type Key = [bucket: string, path: string];
    /** A storage that records the keys written to and removed from `inner`. */
    const recording = (inner: FileStorage, failAfter = Infinity) => {
      const puts: Key[] = [];
      const removes: Key[] = [];
      const storage: FileStorage = {
        name: inner.name,
        async put(bucket, path, body) {
          if (puts.length >= failAfter) throw new Error('disco lleno');
          puts.push([bucket, path]);
          await inner.put(bucket, path, body);
        },
        get: (bucket, path) => inner.get(bucket, path),
        async remove(bucket, path) {
          removes.push([bucket, path]);
          await inner.remove(bucket, path);
        },
      };
      return { storage, puts, removes };
    };
    const counts = (db: TestContext['database']['db']) =>
      Promise.all(
        [
          all.users,
          all.contracts,
          all.dailySales,
          all.notifications,
          all.announcements,
          all.announcementFiles,
          all.debitNotes,
          all.permissions,
        ].map(async (table) => Number((await db.select({ n: count() }).from(table))[0]!.n)),
      );

    it('seeding an already-seeded database again writes nothing twice: no row, no stored file', async () => {
      const { db } = ctx.database;
      const before = await counts(db);
      expect(before.every((n) => n > 0)).toBe(true);
      const rec = recording(ctx.storage);
      expect(await seed(db, { demo: true, now: ctx.clock.now(), storage: rec.storage })).toBe(false);
      expect(await counts(db)).toEqual(before);
      expect([rec.puts, rec.removes]).toEqual([[], []]);
    });

    it('a demo seed that fails writes no demo row and leaves none of the files it stored', async () => {
      const fresh = await freshDatabase();
      try {
        await fresh.database.migrate();
        const inner = memoryStorage();
        const rec = recording(inner, 5);
        await expect(seed(fresh.database.db, { demo: true, now: ctx.clock.now(), storage: rec.storage })).rejects.toThrow('disco lleno');
        expect(rec.puts).toHaveLength(5);
        for (const [bucket, path] of rec.puts) await expect(inner.get(bucket, path), path).rejects.toThrow();
        expect(await isEmpty(fresh.database.db)).toBe(true);
        expect((await counts(fresh.database.db)).slice(0, -1)).toEqual([0, 0, 0, 0, 0, 0, 0]);
      } finally {
        await fresh.database.close();
        await fresh.drop();
      }
    });
  });
});

describe('migration 0006 (the bulk-upload permission)', () => {
  it('gives create:DailySalesBatch (18) to existing company administrators only, once', async () => {
    const { db } = ctx.database;
    const [admin] = await db
      .select()
      .from(t.userClients)
      .where(sql`1 = ANY(${t.userClients.permission_ids})`)
      .limit(1);
    const [reader] = await db
      .select()
      .from(t.userClients)
      .where(sql`NOT (1 = ANY(${t.userClients.permission_ids}))`)
      .limit(1);
    const key = (r: typeof admin) => and(eq(t.userClients.user_id, r!.user_id), eq(t.userClients.client_id, r!.client_id));
    const before = [admin!.permission_ids, reader!.permission_ids];
    try {
      // as a database seeded before permission 18 existed
      await db
        .update(t.userClients)
        .set({ permission_ids: admin!.permission_ids.filter((p) => p !== 18) })
        .where(key(admin));
      await db
        .update(t.userClients)
        .set({ permission_ids: [8, 9] })
        .where(key(reader));
      const migration = readFileSync(new URL('../../../drizzle/0006_bulk_upload_permission.sql', import.meta.url), 'utf8');
      for (let i = 0; i < 2; i++) await db.execute(sql.raw(migration));
      const after = async (r: typeof admin) => (await db.select().from(t.userClients).where(key(r)))[0]!.permission_ids;
      expect((await after(admin)).filter((p) => p === 18)).toEqual([18]);
      expect(await after(reader)).toEqual([8, 9]);
    } finally {
      await db.update(t.userClients).set({ permission_ids: before[0]! }).where(key(admin));
      await db.update(t.userClients).set({ permission_ids: before[1]! }).where(key(reader));
    }
  });
});
