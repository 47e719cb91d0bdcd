import { and, asc, count, desc, eq, gte, ilike, inArray, isNotNull, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { joinContractPlace } from '../../db/contract-place';
import * as t from '../../db/schema/index';

export interface DebitNoteFilter {
  q?: string;
  status?: 'pending' | 'accepted';
  from?: Date;
  to?: Date;
}

/** Queries of the charge-notes module. */
export function createDebitNotesRepo(db: Db) {
  const base = () =>
    joinContractPlace(
      db
        .select({
          note: t.debitNotes,
          contract_code: t.contracts.code,
          space_code: t.spaces.code,
          building_id_sap: t.buildings.id_sap,
          building_name: t.buildings.name,
          brand_name: t.brands.name,
          client_name: t.clients.name,
          client_tax_id: t.clients.tax_id,
          accepted_email: t.users.email,
          accepted_nombres: t.users.nombres,
          accepted_apellidos: t.users.apellidos,
        })
        .from(t.debitNotes)
        .innerJoin(t.contracts, eq(t.contracts.id, t.debitNotes.contract_id))
        .$dynamic(),
    )
      .innerJoin(t.clients, eq(t.clients.id, t.debitNotes.client_id))
      .leftJoin(t.users, eq(t.users.id, t.debitNotes.accepted_by));

  const where = (clientId: string, f: DebitNoteFilter) => {
    const parts: SQL[] = [eq(t.debitNotes.client_id, clientId)];
    if (f.status === 'pending') parts.push(isNull(t.debitNotes.accepted_at));
    if (f.status === 'accepted') parts.push(isNotNull(t.debitNotes.accepted_at));
    if (f.from) parts.push(gte(t.debitNotes.accepted_at, f.from));
    if (f.to) parts.push(lte(t.debitNotes.accepted_at, f.to));
    if (f.q?.trim()) {
      const like = `%${f.q.trim().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      parts.push(
        or(
          ilike(t.debitNotes.reason, like),
          ilike(t.spaces.code, like),
          ilike(t.brands.name, like),
          ilike(t.users.email, like),
          sql`cast(${t.debitNotes.id} as text) like ${like}`,
        )!,
      );
    }
    return and(...parts);
  };

  return {
    /** The caller's clients with their permission ids. */
    userClients: (userId: string) => db.select().from(t.userClients).where(eq(t.userClients.user_id, userId)),
    pendingFor: (userId: string) =>
      base()
        .innerJoin(
          t.debitNoteRecipients,
          and(eq(t.debitNoteRecipients.debit_note_id, t.debitNotes.id), eq(t.debitNoteRecipients.user_id, userId)),
        )
        .where(isNull(t.debitNotes.accepted_at))
        .orderBy(asc(t.debitNotes.created_at)),
    byId: async (id: number) => (await base().where(eq(t.debitNotes.id, id)))[0],
    page: (clientId: string, f: DebitNoteFilter, limit: number, offset: number) =>
      base().where(where(clientId, f)).orderBy(desc(t.debitNotes.created_at), desc(t.debitNotes.id)).limit(limit).offset(offset),
    count: async (clientId: string, f: DebitNoteFilter) => {
      const [row] = await db
        .select({ n: count() })
        .from(t.debitNotes)
        .innerJoin(t.contracts, eq(t.contracts.id, t.debitNotes.contract_id))
        .innerJoin(t.spaces, eq(t.spaces.id, t.contracts.space_id))
        .innerJoin(t.brands, eq(t.brands.id, t.contracts.brand_id))
        .leftJoin(t.users, eq(t.users.id, t.debitNotes.accepted_by))
        .where(where(clientId, f));
      return row?.n ?? 0;
    },
    items: (ids: number[]) =>
      ids.length
        ? db.select().from(t.debitNoteItems).where(inArray(t.debitNoteItems.debit_note_id, ids)).orderBy(asc(t.debitNoteItems.id))
        : Promise.resolve([]),
    recipients: (ids: number[]) =>
      ids.length
        ? db
            .select({
              debit_note_id: t.debitNoteRecipients.debit_note_id,
              user_id: t.debitNoteRecipients.user_id,
              accepted_at: t.debitNoteRecipients.accepted_at,
              email: t.users.email,
            })
            .from(t.debitNoteRecipients)
            .innerJoin(t.users, eq(t.users.id, t.debitNoteRecipients.user_id))
            .where(inArray(t.debitNoteRecipients.debit_note_id, ids))
            .orderBy(asc(t.users.email))
        : Promise.resolve([]),
    /** Accepts a pending note once: false when it was already accepted (nothing changed). */
    accept: (id: number, userId: string, at: Date) =>
      db.transaction(async (tx) => {
        const updated = await tx
          .update(t.debitNotes)
          .set({ accepted_at: at, accepted_by: userId })
          .where(and(eq(t.debitNotes.id, id), isNull(t.debitNotes.accepted_at)))
          .returning({ id: t.debitNotes.id });
        if (!updated.length) return false;
        await tx
          .update(t.debitNoteRecipients)
          .set({ accepted_at: at })
          .where(and(eq(t.debitNoteRecipients.debit_note_id, id), eq(t.debitNoteRecipients.user_id, userId)));
        await tx.insert(t.auditLog).values({ at, actor_user_id: userId, action: 'accept', entity: 'debit_note', entity_id: String(id) });
        return true;
      }),
  };
}
export type DebitNotesRepo = ReturnType<typeof createDebitNotesRepo>;
export type DebitNoteRow = NonNullable<Awaited<ReturnType<DebitNotesRepo['byId']>>>;
