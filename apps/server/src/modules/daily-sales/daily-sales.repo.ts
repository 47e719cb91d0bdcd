import { and, asc, between, desc, eq, getTableColumns, inArray, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import * as t from '../../db/schema/index';

export type SaleInsert = typeof t.dailySales.$inferInsert;

/** A contract with its space, brand, building and client: the space page's general data. */
const contractColumns = {
  contract_id: t.contracts.id,
  contract_code: t.contracts.code,
  client_id: t.contracts.client_id,
  brand_id: t.contracts.brand_id,
  space_id: t.contracts.space_id,
  start_date: t.contracts.start_date,
  end_date: t.contracts.end_date,
  status: t.contracts.status,
  space_code: t.spaces.code,
  municipal_number: t.spaces.municipal_number,
  area_m2: t.spaces.area_m2,
  building_name: t.buildings.name,
  brand_name: t.brands.name,
  brand_logo: t.brands.logo,
  client_name: t.clients.name,
  tax_id: t.clients.tax_id,
  country_id: t.clients.country_id,
  /** the country's daily cut-off parameter, read in the same query */
  cutoff_value: sql<
    string | null
  >`(select p.value from params p where p.id = 'venta_diaria_dia_corte_mes_anterior_' || lower(${t.clients.country_id}))`,
};
export type ContractInfo = {
  contract_id: string;
  contract_code: string;
  client_id: string;
  brand_id: string;
  space_id: string;
  start_date: string;
  end_date: string;
  status: number;
  space_code: string;
  municipal_number: string | null;
  area_m2: number;
  building_name: string;
  brand_name: string;
  brand_logo: string | null;
  client_name: string;
  tax_id: string;
  country_id: string;
  cutoff_value: string | null;
};

/** Queries of the daily-sales module. No rules here. */
export function createDailySalesRepo(db: Db) {
  const contractsQuery = (d: Db = db) =>
    d
      .select(contractColumns)
      .from(t.contracts)
      .innerJoin(t.spaces, eq(t.spaces.id, t.contracts.space_id))
      .innerJoin(t.buildings, eq(t.buildings.id, t.spaces.building_id))
      .innerJoin(t.brands, eq(t.brands.id, t.contracts.brand_id))
      .innerJoin(t.clients, eq(t.clients.id, t.contracts.client_id));

  return {
    transaction: <T>(fn: (tx: Db) => Promise<T>) => db.transaction((tx) => fn(tx as unknown as Db)),

    justifications: () => db.select().from(t.justifications).where(eq(t.justifications.activo, true)).orderBy(asc(t.justifications.id)),
    justification: async (id: number) => (await db.select().from(t.justifications).where(eq(t.justifications.id, id)).limit(1))[0],

    param: async (id: string) => (await db.select().from(t.params).where(eq(t.params.id, id)).limit(1))[0],

    /** The caller's clients (permission ids), assignments and enabled roles, in one round trip. */
    userScope: async (userId: string) => {
      const res = await db.execute(sql`
        select u.id, u.email,
          coalesce((select json_agg(json_build_object('client_id', uc.client_id, 'permission_ids', uc.permission_ids))
            from user_clients uc where uc.user_id = u.id), '[]'::json) as clients,
          coalesce((select json_agg(json_build_object('type', a.type, 'client_id', a.client_id, 'contract_id', a.contract_id,
            'brand_id', a.brand_id, 'space_id', a.space_id)) from assignments a where a.user_id = u.id), '[]'::json) as assignments,
          coalesce((select json_agg(r.role_id) from user_roles r where r.user_id = u.id and r.enabled), '[]'::json) as roles
        from users u where u.id = ${userId}`);
      const row = res.rows[0] as
        | undefined
        | {
            id: string;
            email: string;
            clients: { client_id: string; permission_ids: number[] }[];
            assignments: {
              type: string;
              client_id: string;
              contract_id: string | null;
              brand_id: string | null;
              space_id: string | null;
            }[];
            roles: string[];
          };
      const parse = <T>(v: T | string): T => (typeof v === 'string' ? (JSON.parse(v) as T) : v);
      return row && { ...row, clients: parse(row.clients), assignments: parse(row.assignments), roles: parse(row.roles) };
    },

    contractsOfSpace: (spaceId: string) =>
      contractsQuery().where(eq(t.contracts.space_id, spaceId)).orderBy(asc(t.contracts.status), desc(t.contracts.start_date)) as Promise<
        ContractInfo[]
      >,
    contractsOfClient: (clientId: string) =>
      contractsQuery().where(eq(t.contracts.client_id, clientId)).orderBy(asc(t.contracts.space_id), asc(t.contracts.status)) as Promise<
        ContractInfo[]
      >,
    contractsByIds: (ids: string[]) =>
      ids.length
        ? (contractsQuery().where(inArray(t.contracts.id, ids)).orderBy(asc(t.contracts.space_id)) as Promise<ContractInfo[]>)
        : Promise.resolve([] as ContractInfo[]),
    currentContracts: (clientIds?: string[]) =>
      contractsQuery()
        .where(clientIds ? and(eq(t.contracts.status, 0), inArray(t.contracts.client_id, clientIds)) : eq(t.contracts.status, 0))
        .orderBy(asc(t.contracts.space_id)) as Promise<ContractInfo[]>,
    clientsByTaxId: (taxId: string) => db.select().from(t.clients).where(eq(t.clients.tax_id, taxId)),

    /** Records of one contract in a date range, with the justification's name. */
    salesOfContract: (contractId: string, start: string, end: string) =>
      db
        .select({ sale: t.dailySales, justificacion_nombre: t.justifications.nombre })
        .from(t.dailySales)
        .leftJoin(t.justifications, eq(t.justifications.id, t.dailySales.justification_id))
        .where(and(eq(t.dailySales.contract_id, contractId), between(t.dailySales.fecha_registro, start, end)))
        .orderBy(asc(t.dailySales.fecha_registro)),

    /** Records of a contract in a range, plus the dates with a record in a second range, in one query. */
    salesOfContractAnd: (contractId: string, start: string, end: string, start2: string, end2: string) =>
      db
        .select({ sale: t.dailySales, justificacion_nombre: t.justifications.nombre })
        .from(t.dailySales)
        .leftJoin(t.justifications, eq(t.justifications.id, t.dailySales.justification_id))
        .where(
          and(
            eq(t.dailySales.contract_id, contractId),
            or(between(t.dailySales.fecha_registro, start, end), between(t.dailySales.fecha_registro, start2, end2)),
          ),
        )
        .orderBy(asc(t.dailySales.fecha_registro)),

    /** The dates with a record, per contract, in a range (overview counts). */
    saleFacts: (contractIds: string[], start: string, end: string) =>
      contractIds.length
        ? db
            .select({
              contract_id: t.dailySales.contract_id,
              fecha_registro: t.dailySales.fecha_registro,
              auditada: t.dailySales.auditada,
              justification_id: t.dailySales.justification_id,
            })
            .from(t.dailySales)
            .where(and(inArray(t.dailySales.contract_id, contractIds), between(t.dailySales.fecha_registro, start, end)))
        : Promise.resolve([]),

    /** Locks and reads the records of a contract in a range (inside a transaction). */
    lockSales: (tx: Db, contractId: string, start: string, end: string) =>
      tx
        .select()
        .from(t.dailySales)
        .where(and(eq(t.dailySales.contract_id, contractId), between(t.dailySales.fecha_registro, start, end)))
        .for('update'),

    lockSalesOf: (tx: Db, keys: { contract_id: string; fecha_registro: string }[]) =>
      keys.length
        ? tx
            .select({ contract_id: t.dailySales.contract_id, fecha_registro: t.dailySales.fecha_registro, auditada: t.dailySales.auditada })
            .from(t.dailySales)
            .where(
              sql`(${t.dailySales.contract_id}, ${t.dailySales.fecha_registro}) in (${sql.join(
                keys.map((k) => sql`(${k.contract_id}, ${k.fecha_registro}::date)`),
                sql`, `,
              )})`,
            )
            .for('update')
        : Promise.resolve([]),

    /**
     * Insert or update the record of each contract+day (one row per contract and day, whatever
     * the retries). Audited records are never touched: they are absent from the returned rows.
     */
    upsertSales: (tx: Db, rows: SaleInsert[], set: 'declaration' | 'justification') => {
      const excluded = (c: string) => sql.raw(`excluded."${c}"`);
      const cols =
        set === 'declaration'
          ? [
              'monto_total_bruto',
              'monto_total_neto',
              'total_tickets',
              'comentarios',
              'detalles',
              'justification_id',
              'justification_comment',
              'tipo_registro',
              'metodo_ingreso',
              'updated_by',
              'updated_at',
            ]
          : [
              'monto_total_bruto',
              'monto_total_neto',
              'total_tickets',
              'detalles',
              'justification_id',
              'justification_comment',
              'comentarios',
              'updated_by',
              'updated_at',
            ];
      return tx
        .insert(t.dailySales)
        .values(rows)
        .onConflictDoUpdate({
          target: [t.dailySales.contract_id, t.dailySales.fecha_registro],
          set: Object.fromEntries(cols.map((c) => [c, excluded(c)])),
          setWhere: eq(t.dailySales.auditada, false),
        })
        .returning({ ...getTableColumns(t.dailySales), inserted: sql<boolean>`(xmax = 0)` });
    },

    setAudited: (tx: Db, contractIds: string[], start: string, end: string, audited: boolean, by: string, at: Date) =>
      tx
        .update(t.dailySales)
        .set({ auditada: audited, audited_by: audited ? by : null, audited_at: audited ? at : null, updated_at: at })
        .where(
          and(
            inArray(t.dailySales.contract_id, contractIds),
            between(t.dailySales.fecha_registro, start, end),
            ne(t.dailySales.auditada, audited),
          ),
        )
        .returning({ fecha_registro: t.dailySales.fecha_registro }),

    // local managers
    /** EXT_LOCAL roles on any contract of a space: the limit of two is per space (spec 2 §5, §6). */
    managersOfSpace: (spaceId: string, d: Db = db) =>
      d
        .select({
          role_id: t.userRoles.id,
          enabled: t.userRoles.enabled,
          contract_id: t.userRoles.contract_id,
          user_id: t.users.id,
          nombres: t.users.nombres,
          apellidos: t.users.apellidos,
          email: t.users.email,
          phone: t.users.phone,
          status: t.users.status,
          country_id: t.users.country_id,
        })
        .from(t.userRoles)
        .innerJoin(t.users, eq(t.users.id, t.userRoles.user_id))
        .innerJoin(t.contracts, eq(t.contracts.id, t.userRoles.contract_id))
        .where(and(eq(t.userRoles.role_id, 'EXT_LOCAL'), eq(t.contracts.space_id, spaceId)))
        .orderBy(asc(t.users.apellidos), asc(t.userRoles.contract_id)),
    contactsOfClient: (clientId: string) =>
      db
        .select({
          user_id: t.users.id,
          nombres: t.users.nombres,
          apellidos: t.users.apellidos,
          email: t.users.email,
          phone: t.users.phone,
          status: t.users.status,
          country_id: t.users.country_id,
          corporativo: t.users.corporativo,
          permission_ids: t.userClients.permission_ids,
        })
        .from(t.userClients)
        .innerJoin(t.users, eq(t.users.id, t.userClients.user_id))
        .where(eq(t.userClients.client_id, clientId))
        .orderBy(asc(t.users.apellidos)),
    /** Serialises manager changes of one space (inside a transaction). */
    lockSpace: (tx: Db, spaceId: string) => tx.select({ id: t.spaces.id }).from(t.spaces).where(eq(t.spaces.id, spaceId)).for('update'),
    insertManagerRole: (tx: Db, row: typeof t.userRoles.$inferInsert) => tx.insert(t.userRoles).values(row),
    enableManagerRole: (tx: Db, roleId: string, enabled: boolean) =>
      tx.update(t.userRoles).set({ enabled }).where(eq(t.userRoles.id, roleId)),
    deleteManagerRole: (tx: Db, roleId: string) => tx.delete(t.userRoles).where(eq(t.userRoles.id, roleId)),
    userClient: async (tx: Db, userId: string, clientId: string) =>
      (
        await tx
          .select()
          .from(t.userClients)
          .where(and(eq(t.userClients.user_id, userId), eq(t.userClients.client_id, clientId)))
          .limit(1)
      )[0],
    setUserClientPermissions: (tx: Db, userId: string, clientId: string, ids: number[]) =>
      tx
        .update(t.userClients)
        .set({ permission_ids: ids })
        .where(and(eq(t.userClients.user_id, userId), eq(t.userClients.client_id, clientId))),
    spaceAssignment: async (tx: Db, userId: string, contractId: string) =>
      (
        await tx
          .select()
          .from(t.assignments)
          .where(and(eq(t.assignments.user_id, userId), eq(t.assignments.contract_id, contractId)))
          .limit(1)
      )[0],
    insertAssignment: (tx: Db, row: typeof t.assignments.$inferInsert) => tx.insert(t.assignments).values(row),
    deleteAssignment: (tx: Db, userId: string, contractId: string) =>
      tx
        .delete(t.assignments)
        .where(and(eq(t.assignments.user_id, userId), eq(t.assignments.contract_id, contractId), eq(t.assignments.type, 'Space'))),
    otherRolesInClient: (tx: Db, userId: string, clientId: string) =>
      tx
        .select({ role_id: t.userRoles.role_id, brand_id: t.userRoles.brand_id, contract_id: t.userRoles.contract_id })
        .from(t.userRoles)
        .where(and(eq(t.userRoles.user_id, userId), eq(t.userRoles.client_id, clientId))),

    audit: (row: typeof t.auditLog.$inferInsert, d: Db = db) => d.insert(t.auditLog).values(row),
    auditMany: (rows: (typeof t.auditLog.$inferInsert)[], d: Db = db) =>
      rows.length ? d.insert(t.auditLog).values(rows) : Promise.resolve(),
  };
}

export type DailySalesRepo = ReturnType<typeof createDailySalesRepo>;
