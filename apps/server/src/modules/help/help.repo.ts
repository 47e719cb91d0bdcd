import { aliasedTable, and, asc, count, eq, inArray, lte, max, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { joinContractPlace } from '../../db/contract-place';
import * as t from '../../db/schema/index';

export type TicketInsert = typeof t.tickets.$inferInsert;
export type TicketFileInsert = Omit<typeof t.ticketFiles.$inferInsert, 'ticket_id' | 'message_id'>;
export interface QueueFilter {
  countries: string[];
  area?: string;
  status?: string;
  createdBefore?: Date;
  limit: number;
  offset: number;
}

const assignee = aliasedTable(t.users, 'assignee');

/** Queries of the help centre: FAQs, tickets, their conversation and files. */
export function createHelpRepo(db: Db) {
  const ticketBase = () =>
    db
      .select({
        ticket: t.tickets,
        client_name: t.clients.name,
        building_name: t.buildings.name,
        space_code: t.spaces.code,
        assigned_nombres: assignee.nombres,
        assigned_apellidos: assignee.apellidos,
      })
      .from(t.tickets)
      .innerJoin(t.clients, eq(t.clients.id, t.tickets.client_id))
      .leftJoin(t.buildings, eq(t.buildings.id, t.tickets.building_id))
      .leftJoin(t.spaces, eq(t.spaces.id, t.tickets.space_id))
      .leftJoin(assignee, eq(assignee.id, t.tickets.assigned_to));

  const writes = (w: Db) => ({
    insertTicket: async (row: TicketInsert) => (await w.insert(t.tickets).values(row).returning())[0]!,
    insertMessage: async (row: typeof t.ticketMessages.$inferInsert) => (await w.insert(t.ticketMessages).values(row).returning())[0]!,
    insertFiles: async (ticketId: number, messageId: number | null, files: TicketFileInsert[]) => {
      if (files.length) await w.insert(t.ticketFiles).values(files.map((f) => ({ ...f, ticket_id: ticketId, message_id: messageId })));
    },
    setTicket: (id: number, set: Partial<TicketInsert>) => w.update(t.tickets).set(set).where(eq(t.tickets.id, id)),
    setPhone: (userId: string, phone: string, at: Date) => w.update(t.users).set({ phone, updated_at: at }).where(eq(t.users.id, userId)),
  });

  return {
    ...writes(db),
    /** `fn` gets the writes and the transaction itself (for an e-mail written with them) */
    transaction: <T>(fn: (w: ReturnType<typeof writes>, tx: Db) => Promise<T>) =>
      db.transaction(async (tx) => fn(writes(tx as unknown as Db), tx as unknown as Db)),

    // FAQs
    faqs: (publishedOnly: boolean) =>
      db
        .select()
        .from(t.faqs)
        .where(publishedOnly ? eq(t.faqs.published, true) : undefined)
        .orderBy(asc(t.faqs.category_id), asc(t.faqs.position), asc(t.faqs.id)),
    /** Changes whenever a question is added, edited, unpublished or moved (any instance's change). */
    faqsVersion: async () => {
      const [v] = await db
        .select({ n: count(), at: max(t.faqs.updated_at), order: sql<string>`coalesce(sum(${t.faqs.position}), 0)::text` })
        .from(t.faqs)
        .where(eq(t.faqs.published, true));
      return `${v?.n ?? 0}|${v?.at?.toISOString() ?? ''}|${v?.order ?? ''}`;
    },
    faqById: async (id: number) => (await db.select().from(t.faqs).where(eq(t.faqs.id, id)))[0],
    lastFaqPosition: async (category: string) =>
      Number(
        (
          await db
            .select({ n: max(t.faqs.position) })
            .from(t.faqs)
            .where(eq(t.faqs.category_id, category))
        )[0]?.n ?? 0,
      ),
    insertFaq: async (row: typeof t.faqs.$inferInsert) => (await db.insert(t.faqs).values(row).returning())[0]!,
    updateFaq: async (id: number, set: Partial<typeof t.faqs.$inferInsert>) =>
      (await db.update(t.faqs).set(set).where(eq(t.faqs.id, id)).returning())[0],
    faqsOfCategory: (category: string) => db.select({ id: t.faqs.id }).from(t.faqs).where(eq(t.faqs.category_id, category)),
    reorderFaqs: (ids: number[], at: Date) =>
      db.transaction(async (tx) => {
        for (const [i, id] of ids.entries())
          await tx
            .update(t.faqs)
            .set({ position: i + 1, updated_at: at })
            .where(eq(t.faqs.id, id));
      }),

    // users and stores
    user: async (id: string) => (await db.select().from(t.users).where(eq(t.users.id, id)))[0],
    /** The contracts of a space among some clients, with their building and brand. */
    spaceContracts: (spaceId: string, clientIds: string[]) =>
      clientIds.length
        ? db
            .select({
              contract_id: t.contracts.id,
              client_id: t.contracts.client_id,
              brand_id: t.contracts.brand_id,
              space_id: t.contracts.space_id,
              building_id: t.spaces.building_id,
              brand_name: t.brands.name,
              country_id: t.clients.country_id,
            })
            .from(t.contracts)
            .innerJoin(t.spaces, eq(t.spaces.id, t.contracts.space_id))
            .innerJoin(t.brands, eq(t.brands.id, t.contracts.brand_id))
            .innerJoin(t.clients, eq(t.clients.id, t.contracts.client_id))
            .where(and(eq(t.contracts.space_id, spaceId), inArray(t.contracts.client_id, clientIds)))
        : Promise.resolve([]),
    /** Every contract of some clients with its space, building and brand (the ticket form's stores). */
    clientStores: (clientIds: string[]) =>
      clientIds.length
        ? joinContractPlace(
            db
              .select({
                contract_id: t.contracts.id,
                client_id: t.contracts.client_id,
                brand_id: t.contracts.brand_id,
                space_id: t.contracts.space_id,
                space_code: t.spaces.code,
                building_id: t.buildings.id,
                building_name: t.buildings.name,
                building_sap: t.buildings.id_sap,
                brand_name: t.brands.name,
              })
              .from(t.contracts)
              .$dynamic(),
          )
            .where(inArray(t.contracts.client_id, clientIds))
            .orderBy(asc(t.buildings.name), asc(t.spaces.code))
        : Promise.resolve([]),
    clientCountry: async (clientId: string) =>
      (await db.select({ country: t.clients.country_id }).from(t.clients).where(eq(t.clients.id, clientId)))[0]?.country,

    // tickets
    ticket: async (id: number) => (await ticketBase().where(eq(t.tickets.id, id)))[0],
    /** Tickets raised by a user, or of clients given (their administrators see them all); newest first. */
    ticketsOf: (userId: string, email: string, clientIds: string[]) =>
      ticketBase()
        .where(
          or(
            and(eq(t.tickets.user_id, userId), eq(t.tickets.requester_email, email)),
            clientIds.length ? inArray(t.tickets.client_id, clientIds) : sql`false`,
          ),
        )
        .orderBy(sql`${t.tickets.created_at} desc`, sql`${t.tickets.id} desc`),
    /** Tickets of a requester e-mail in some countries (support reading by e-mail). */
    ticketsByEmail: (email: string, countries: string[]) =>
      ticketBase()
        .where(and(eq(t.tickets.requester_email, email), inArray(t.tickets.country_id, countries)))
        .orderBy(sql`${t.tickets.created_at} desc`),
    queue: async (f: QueueFilter) => {
      const parts: SQL[] = [inArray(t.tickets.country_id, f.countries)];
      if (f.area) parts.push(eq(t.tickets.area, f.area));
      if (f.status) parts.push(eq(t.tickets.status, f.status));
      if (f.createdBefore) parts.push(lte(t.tickets.created_at, f.createdBefore));
      const where = and(...parts);
      const [rows, total] = await Promise.all([
        ticketBase().where(where).orderBy(asc(t.tickets.created_at), asc(t.tickets.id)).limit(f.limit).offset(f.offset),
        db.select({ n: count() }).from(t.tickets).where(where),
      ]);
      return { rows, total: Number(total[0]?.n ?? 0) };
    },
    messages: (ticketId: number) =>
      db
        .select({ message: t.ticketMessages, nombres: t.users.nombres, apellidos: t.users.apellidos })
        .from(t.ticketMessages)
        .innerJoin(t.users, eq(t.users.id, t.ticketMessages.author_id))
        .where(eq(t.ticketMessages.ticket_id, ticketId))
        .orderBy(asc(t.ticketMessages.created_at), asc(t.ticketMessages.id)),
    files: (ticketId: number) =>
      db.select().from(t.ticketFiles).where(eq(t.ticketFiles.ticket_id, ticketId)).orderBy(asc(t.ticketFiles.id)),
    /** The file service's rows of uploads a refused request leaves behind. */
    dropFileRows: async (ids: string[]) => {
      if (ids.length) await db.delete(t.files).where(inArray(t.files.id, ids));
    },
    file: async (ticketId: number, fileId: number) =>
      (
        await db
          .select()
          .from(t.ticketFiles)
          .where(and(eq(t.ticketFiles.ticket_id, ticketId), eq(t.ticketFiles.id, fileId)))
      )[0],
  };
}
export type HelpRepo = ReturnType<typeof createHelpRepo>;
