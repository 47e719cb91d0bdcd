import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { freshDatabase } from '../test/harness';
import { SCOPE_TABLES } from '../modules/access/scope-cache';
import { WriteWatchers, transactionControl, writeTargets } from './write-watch';

describe('writeTargets: the tables a statement writes', () => {
  it.each([
    ['insert into "user_clients" ("user_id", "client_id") values ($1, $2)', ['user_clients']],
    ['UPDATE users SET email = $1 WHERE id = $2', ['users']],
    ['delete from "public"."assignments" where "assignments"."user_id" = $1', ['assignments']],
    ['TRUNCATE TABLE staff_buildings, x', ['staff_buildings']],
    ['merge into user_roles r using x on true when matched then delete', ['user_roles']],
    // a declaration: the upsert and its audit record in one statement
    [
      'with "up" as (insert into "daily_sales" (...) values ($1) on conflict ("contract_id", "fecha_registro") do update set "x" = excluded."x" where "daily_sales"."auditada" = false returning *), "recorded" as (insert into "audit_log" select 1) select * from "up"',
      ['daily_sales', 'audit_log'],
    ],
    ['select * from "users" where "id" = $1 for update', []],
    ['select * from users for no key update skip locked', []],
    ['select "updated_at", "deleted" from "users" where "email" = $1', []],
  ])('%s', (text, tables) => {
    expect(writeTargets(text).sort()).toEqual([...tables].sort());
  });
});

describe('the watchers of a statement', () => {
  const watchers = new WriteWatchers();
  const users = {
    tables: new Set(['users', 'user_clients']),
    columns: new Map([['users', ['email', 'corporativo']]]),
    begin() {},
    end() {},
  };
  watchers.add(users);
  it.each([
    [
      'update "users" set "login_count" = "users"."login_count" + 1, "last_login_at" = $1 where "users"."id" = $2 returning "login_count"',
      false,
    ],
    ['update "users" set "email" = $1 where "users"."id" = $2', true],
    ['update "users" set "phone" = $1 where "users"."id" = $2 returning "id", "email", "phone"', true],
    ['update users set (corporativo, phone) = (true, $1)', true],
    ['delete from "users" where "id" = $1', true],
    ['update "user_clients" set "permission_ids" = $1', true],
    ['update "sessions" set "email" = $1', false],
  ])('%s: %s', (text, hit) => {
    expect(watchers.of(text)).toEqual(hit ? [users] : []);
  });
});

describe('transactionControl', () => {
  it.each([
    ['begin', 'begin'],
    ['BEGIN ISOLATION LEVEL SERIALIZABLE', 'begin'],
    ['start transaction', 'begin'],
    ['commit', 'end'],
    ['rollback', 'end'],
    ['ROLLBACK;', 'end'],
    ['rollback to savepoint sp1', undefined],
    ['savepoint sp1', undefined],
    ['release savepoint sp1', undefined],
    ['select 1', undefined],
  ])('%s', (text, control) => {
    expect(transactionControl(text)).toBe(control);
  });
});

it("the scope's tables are the scope query's and those whose deletes cascade into them, not the hot writes'", () => {
  expect([...SCOPE_TABLES].sort()).toEqual(['assignments', 'staff_buildings', 'user_clients', 'user_roles', 'users']);
  for (const hot of ['daily_sales', 'audit_log', 'sessions', 'notifications']) expect(SCOPE_TABLES.has(hot)).toBe(false);
});

describe.skipIf(!process.env.TEST_DATABASE_URL)('the PostgreSQL pool tells its write watchers (PostgreSQL)', () => {
  it('a write starts before it leaves and is visible after its statement, or after its transaction ends', async () => {
    const { database, drop } = await freshDatabase();
    try {
      await database.db.execute(sql`create table watched (id int primary key, v int)`);
      await database.db.execute(sql`create table other (id int primary key)`);
      const events: string[] = [];
      const stop = database.watchWrites!({
        tables: new Set(['watched']),
        begin: () => events.push('begin'),
        end: () => events.push('end'),
      });
      const note = (what: string) => () => events.push(what);

      await database.db.execute(sql`insert into watched values (1, 1)`).then(note('answered'));
      expect(events.splice(0)).toEqual(['begin', 'end', 'answered']);

      await database.db.execute(sql`select * from watched`);
      await database.db.execute(sql`insert into other values (1)`);
      await database.db.execute(sql`insert into other values (2) on conflict (id) do update set id = excluded.id`);
      expect(events.splice(0)).toEqual([]);

      await database.db.transaction(async (tx) => {
        await tx.execute(sql`update watched set v = 2 where id = 1`);
        events.push('written');
        await tx.execute(sql`select 1`);
        events.push('still open');
      });
      events.push('committed');
      expect(events.splice(0)).toEqual(['begin', 'written', 'still open', 'end', 'committed']);

      await expect(
        database.db.transaction(async (tx) => {
          await tx.execute(sql`delete from watched`);
          throw new Error('undone');
        }),
      ).rejects.toThrow('undone');
      expect(events.splice(0)).toEqual(['begin', 'end']);

      // a failed write is over too
      await expect(database.db.execute(sql`insert into watched values (1, 1)`)).rejects.toThrow();
      expect(events.splice(0)).toEqual(['begin', 'end']);

      stop();
      await database.db.execute(sql`insert into watched values (3, 3)`);
      expect(events).toEqual([]);
    } finally {
      await database.close();
      await drop();
    }
  });
});
