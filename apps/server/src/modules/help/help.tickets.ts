import { AppError } from '@vitrina/domain/common/errors';
import { HELP_MSG as M } from '@vitrina/domain/help/help.rules';
import type { HelpRequestInput, TicketBuilding, TicketInput, TicketSummary } from '@vitrina/domain/help/help.schema';
import { memberClientIds } from '../access/membership';
import { staffCountries } from '../access/require';
import { requireHelpRequestClient, requireTicketEmail, ticketAdminClients, ticketStores } from '../access/require-help';
import { type Caller, type TicketStore, type TicketUpload, nameOf, type HelpCommon } from './help.common';
import type { TicketInsert } from './help.repo';

/** What a new ticket says: whose and where it is, and what it asks; the rest is the requester's. */
type NewTicket = Omit<
  TicketInsert,
  'user_id' | 'status' | 'requester_name' | 'requester_email' | 'requester_phone' | 'created_at' | 'updated_at'
>;

/** A tenant's tickets: the stores to raise them for, a new ticket or help request with its files, one's own tickets. */
export function createHelpTickets(common: HelpCommon) {
  const { repo, access, clock, discardUploads, withUploads, budget, storeOne, summary, detail, seen } = common;

  /**
   * A new ticket of the caller with its files, in one transaction: its requester is the caller's
   * user, with `phone` (saved to the user when it is another) or else the user's own.
   */
  const openTicket = (caller: Caller, uploads: TicketUpload[], ticket: NewTicket, phone: string | null = null) =>
    withUploads(uploads, async () => {
      const user = (await repo.user(caller.userId))!;
      const now = clock.now();
      const row = await repo.transaction(async (w) => {
        const t = await w.insertTicket({
          ...ticket,
          user_id: caller.userId,
          status: 'new',
          requester_name: nameOf(user),
          requester_email: user.email,
          requester_phone: phone ?? user.phone,
          created_at: now,
          updated_at: now,
        });
        await w.insertFiles(t.id, null, uploads);
        if (phone && phone !== user.phone) await w.setPhone(caller.userId, phone, now);
        return t;
      });
      return { message: M.created, data: summary(row) };
    });

  return {
    discardUploads,
    budget,

    // tickets
    /** The caller's buildings with the stores they raise tickets for. */
    async stores(caller: Caller): Promise<TicketBuilding[]> {
      const scope = await access.loadScope(caller);
      const rows = ticketStores(scope, await repo.clientStores(memberClientIds(scope)));
      const out = new Map<string, TicketBuilding>();
      for (const r of rows) {
        const b = out.get(r.building_id) ?? { id: r.building_id, name: r.building_name, sap_id: r.building_sap, spaces: [] };
        if (!b.spaces.some((s) => s.space_id === r.space_id))
          b.spaces.push({ space_id: r.space_id, space_num: r.space_code, brand_name: r.brand_name, client_id: r.client_id });
        out.set(r.building_id, b);
      }
      return [...out.values()];
    },

    /** Checks a new ticket's store before any file is read: the caller's contract on that space, or 404. */
    async acceptTicket(caller: Caller, input: TicketInput) {
      const scope = await access.loadScope(caller);
      const [store] = ticketStores(scope, await repo.spaceContracts(input.local_id, memberClientIds(scope)));
      if (!store || (input.edificio && input.edificio !== store.building_id)) throw new AppError('not_found', 404, M.spaceNotFound);
      return store;
    },
    /** Checks a help request before any file is read: the caller's first client. */
    async acceptHelpRequest(caller: Caller) {
      const scope = await access.loadScope(caller);
      const clientId = requireHelpRequestClient(scope, 'Solo los usuarios de una empresa pueden crear solicitudes');
      return { client_id: clientId, country_id: (await repo.clientCountry(clientId))! };
    },
    storeUpload: storeOne,

    /** POST /ticket: the ticket and its files in one transaction; the phone saved to the user when given. */
    createTicket: (caller: Caller, input: TicketInput, store: TicketStore, uploads: TicketUpload[]) =>
      openTicket(
        caller,
        uploads,
        {
          client_id: store.client_id,
          country_id: store.country_id,
          building_id: store.building_id,
          space_id: store.space_id,
          brand_name: store.brand_name,
          area: input.area,
          request: input.request,
          subtype: input.subtype ?? null,
          impide: input.impide,
          description: input.description,
        },
        input.phone?.trim() || null,
      ),

    /** POST /api/fo/faqs/contacto: the help-request form as a ticket of the caller's first client. */
    createHelpRequest: (
      caller: Caller,
      input: HelpRequestInput,
      target: { client_id: string; country_id: string },
      uploads: TicketUpload[],
    ) =>
      openTicket(caller, uploads, {
        client_id: target.client_id,
        country_id: target.country_id,
        area: input.area,
        request: input.tipo,
        impide: 'no_impide_atender_clientes',
        description: input.descripcion,
      }),

    /** GET /ticket/findByEmail/{email}: one's own tickets (with a company administrator's clients'), or support's read by e-mail. */
    async findByEmail(caller: Caller, email: string): Promise<TicketSummary[]> {
      const scope = await access.loadScope(caller);
      const how = requireTicketEmail(scope, email, M.otherEmail);
      if (how === 'own') return (await repo.ticketsOf(caller.userId, scope.email, ticketAdminClients(scope))).map((r) => summary(r.ticket));
      return (await repo.ticketsByEmail(email.toLowerCase(), staffCountries(scope, 'manage:Ticket'))).map((r) => summary(r.ticket));
    },
    async detail(caller: Caller, id: number) {
      await seen(caller, id);
      return detail(id);
    },
  };
}
