import { and, asc, between, eq, getTableColumns, inArray, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import * as t from '../../db/schema/index';
import type { DailySaleRow } from '../../db/schema/sales';
import type { ContractInfo } from '../../lib/contracts.repo';
import { createContractsRepo } from '../../lib/contracts.repo';

export type { ContractInfo } from '../../lib/contracts.repo';

export type SaleInsert = typeof t.dailySales.$inferInsert;

/** What a day's row of the period shows of its record (daily-sales.common.ts toRow). */
const periodSaleColumns = {
  id: t.dailySales.id,
  fecha_registro: t.dailySales.fecha_registro,
  monto_total_bruto: t.dailySales.monto_total_bruto,
  monto_total_neto: t.dailySales.monto_total_neto,
  total_tickets: t.dailySales.total_tickets,
  comentarios: t.dailySales.comentarios,
  detalles: t.dailySales.detalles,
  justification_id: t.dailySales.justification_id,
  justification_comment: t.dailySales.justification_comment,
  auditada: t.dailySales.auditada,
  metodo_ingreso: t.dailySales.metodo_ingreso,
  created_at: t.dailySales.created_at,
};
export type PeriodSale = { [K in keyof typeof periodSaleColumns]: DailySaleRow[K] };

/** The values of a declared day (`declareDay`): all of them, each a placeholder of its statement. */
const DECLARED_COLUMNS = [
  'contract_id',
  'space_id',
  'client_id',
  'country_id',
  'fecha_registro',
  'monto_total_bruto',
  'monto_total_neto',
  'total_tickets',
  'detalles',
  'comentarios',
  'justification_id',
  'justification_comment',
  'tipo_registro',
  'metodo_ingreso',
  'created_by',
  'updated_by',
  'created_at',
  'updated_at',
] as const;
export type DeclaredDay = { [K in (typeof DECLARED_COLUMNS)[number]]-?: SaleInsert[K] };

/** A JSON column as node-postgres gives it: parsed (json), or text. */
const parsed = <T>(v: T | string): T => (typeof v === 'string' ? (JSON.parse(v) as T) : v);

/** Inserts records, or updates the day's record of the contract unless it is audited. */
function upsertSalesQuery(tx: Db, rows: SaleInsert[], set: 'declaration' | 'justification') {
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
    });
}

/** Queries of the daily-sales module. No rules here. */
export function createDailySalesRepo(db: Db) {
  const ph = sql.placeholder;
  const contracts = createContractsRepo(db);
  /*
   * The period of a space in one round trip: its contracts and, with each, the records of
   * the range (what a row shows, as JSON arrays in `PERIOD_SALE_FIELDS` order) and the dates with a
   * record in the second range. The caller picks its contract among them (the access rules).
   */
  const preparePeriodOfSpace = () =>
    contracts
      .contractsOfSpaceWith({
        sales: sql<unknown[][] | string>`(select coalesce(json_agg(json_build_array(s.id, s.fecha_registro, s.monto_total_bruto::float8,
            s.monto_total_neto::float8, s.total_tickets, s.comentarios, s.detalles, s.justification_id, s.justification_comment,
            s.auditada, s.metodo_ingreso, s.created_at, j.nombre) order by s.fecha_registro), '[]'::json)
          from daily_sales s left join justifications j on j.id = s.justification_id
          where s.contract_id = ${t.contracts.id} and s.fecha_registro between ${ph('start')} and ${ph('end')})`,
        dates: sql<string[] | string>`(select coalesce(json_agg(s.fecha_registro), '[]'::json) from daily_sales s
          where s.contract_id = ${t.contracts.id} and s.fecha_registro between ${ph('start2')} and ${ph('end2')})`,
      })
      .prepare('daily_sales_space_period');
  let periodOfSpace: ReturnType<typeof preparePeriodOfSpace> | undefined;
  // a declaration: every value a placeholder, so the statement is built once and runs named
  const prepareDeclare = () => {
    const values = Object.fromEntries(DECLARED_COLUMNS.map((c) => [c, ph(c)])) as unknown as SaleInsert;
    const up = db.$with('up').as(
      upsertSalesQuery(db, [values], 'declaration').returning({
        ...periodSaleColumns,
        inserted: sql<boolean>`(xmax = 0)`.as('inserted'),
      }),
    );
    const recorded = db.$with('recorded').as(
      db.insert(t.auditLog).select(
        sql`select nextval(pg_get_serial_sequence('audit_log', 'id')), ${ph('audit_at')}::timestamptz, ${ph('audit_actor')}::uuid,
          case when up.inserted then 'daily_sale_declared' else 'daily_sale_updated' end, 'daily_sale', up.id::text,
          ${ph('client_id')}::text, ${ph('audit_ip')}::text, ${ph('audit_details')}::jsonb from up`,
      ),
    );
    return db.with(up, recorded).select().from(up).prepare('declare_day');
  };
  let declareStatement: ReturnType<typeof prepareDeclare> | undefined;

  return {
    ...contracts,
    transaction: <T>(fn: (tx: Db) => Promise<T>) => db.transaction((tx) => fn(tx as unknown as Db)),

    justifications: () => db.select().from(t.justifications).where(eq(t.justifications.activo, true)).orderBy(asc(t.justifications.id)),
    justification: async (id: number) => (await db.select().from(t.justifications).where(eq(t.justifications.id, id)).limit(1))[0],

    param: async (id: string) => (await db.select().from(t.params).where(eq(t.params.id, id)).limit(1))[0],

    clientsByTaxId: (taxId: string) => db.select().from(t.clients).where(eq(t.clients.tax_id, taxId)),

    /** Records of one contract in a date range, with the justification's name. */
    salesOfContract: (contractId: string, start: string, end: string) =>
      db
        .select({ sale: t.dailySales, justificacion_nombre: t.justifications.nombre })
        .from(t.dailySales)
        .leftJoin(t.justifications, eq(t.justifications.id, t.dailySales.justification_id))
        .where(and(eq(t.dailySales.contract_id, contractId), between(t.dailySales.fecha_registro, start, end)))
        .orderBy(asc(t.dailySales.fecha_registro)),

    /**
     * The contracts of a space (as `contractsOfSpace`), each with its records in [start, end] and
     * the dates with a record in [start2, end2], in one query built once and run named.
     */
    periodOfSpace: async (spaceId: string, start: string, end: string, start2: string, end2: string) => {
      const rows = await (periodOfSpace ??= preparePeriodOfSpace()).execute({ space: spaceId, start, end, start2, end2 });
      return rows.map(({ sales, dates, ...contract }) => ({
        contract: contract as ContractInfo,
        sales: parsed(sales).map((v) => ({
          sale: {
            id: v[0],
            fecha_registro: v[1],
            monto_total_bruto: v[2],
            monto_total_neto: v[3],
            total_tickets: v[4],
            comentarios: v[5],
            detalles: v[6],
            justification_id: v[7],
            justification_comment: v[8],
            auditada: v[9],
            metodo_ingreso: v[10],
            created_at: new Date(v[11] as string),
          } as PeriodSale,
          justificacion_nombre: v[12] as string | null,
        })),
        dates: parsed(dates),
      }));
    },
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
    upsertSales: (tx: Db, rows: SaleInsert[], set: 'declaration' | 'justification') =>
      upsertSalesQuery(tx, rows, set).returning({ ...getTableColumns(t.dailySales), inserted: sql<boolean>`(xmax = 0)` }),

    /**
     * Declares one day in one statement (one round trip instead of four): the upsert of
     * `upsertSales` ('declaration') and, for the row it wrote, its audit record ('…_declared' for a
     * new record, '…_updated' otherwise), as data-modifying parts of one query, so both are written
     * or neither. No row back means the day's record is audited (nothing written).
     */
    declareDay: async (
      row: DeclaredDay,
      audit: { at: Date; actor_user_id: string | null; ip: string | null; details: Record<string, unknown> },
    ) =>
      (
        await (declareStatement ??= prepareDeclare()).execute({
          ...row,
          audit_at: audit.at,
          audit_actor: audit.actor_user_id,
          audit_ip: audit.ip,
          audit_details: JSON.stringify(audit.details),
        })
      )[0],

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

    /** Records an accepted bulk load (inside its transaction); answers its id. */
    insertBulkLoad: async (tx: Db, row: typeof t.dailySalesBulkLoads.$inferInsert) =>
      (await tx.insert(t.dailySalesBulkLoads).values(row).returning({ id: t.dailySalesBulkLoads.id }))[0]!.id,

    audit: (row: typeof t.auditLog.$inferInsert, d: Db = db) => d.insert(t.auditLog).values(row),
    auditMany: (rows: (typeof t.auditLog.$inferInsert)[], d: Db = db) =>
      rows.length ? d.insert(t.auditLog).values(rows) : Promise.resolve(),
  };
}

export type DailySalesRepo = ReturnType<typeof createDailySalesRepo>;
