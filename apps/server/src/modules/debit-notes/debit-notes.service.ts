import type { z } from 'zod';
import { AppError } from '@vitrina/domain/common/errors';
import type { Clock } from '@vitrina/domain/common/clock';
import { NOTIF_MSG } from '@vitrina/domain/notifications/messages';
import type { DebitNoteDto, debitNoteListQuerySchema } from '@vitrina/domain/notifications/notifications.schema';
import type { DebitNoteRow, DebitNotesRepo } from './debit-notes.repo';
import { debitNotesAccess, requireDebitNoteRecipient, requireDebitNotesClient } from '../access/require-finance';

type Caller = { userId: string };
const notFound = () => new AppError('not_found', 404, NOTIF_MSG.debitNoteNotFound);

export function createDebitNotesService(deps: { repo: DebitNotesRepo; clock: Clock }) {
  const { repo, clock } = deps;

  const toDtos = async (rows: DebitNoteRow[]): Promise<DebitNoteDto[]> => {
    const ids = rows.map((r) => r.note.id);
    const [items, recipients] = await Promise.all([repo.items(ids), repo.recipients(ids)]);
    return rows.map((r) => ({
      id: r.note.id,
      created_at: r.note.created_at.toISOString(),
      reason: r.note.reason,
      description: r.note.description,
      currency: r.note.currency,
      value: r.note.value,
      status: r.note.accepted_at ? 'accepted' : 'pending',
      accepted_at: r.note.accepted_at?.toISOString() ?? null,
      accepted_by: r.accepted_email ? { email: r.accepted_email, name: `${r.accepted_nombres} ${r.accepted_apellidos}` } : null,
      items: items
        .filter((i) => i.debit_note_id === r.note.id)
        .map((i) => ({ id: i.id, description: i.description, item_date: i.item_date, currency: i.currency, value: i.value })),
      contract: {
        code: r.contract_code,
        space: { code: r.space_code, building: { id_sap: r.building_id_sap, name: r.building_name } },
        brand: { name: r.brand_name, client: { name: r.client_name, tax_id: r.client_tax_id } },
      },
      recipients: recipients
        .filter((x) => x.debit_note_id === r.note.id)
        .map((x) => ({ accepted_at: x.accepted_at?.toISOString() ?? null, user: { email: x.email } })),
    }));
  };

  const requireClient = async (caller: Caller, clientId: string) =>
    requireDebitNotesClient(await repo.userClients(caller.userId), clientId);

  return {
    /**
     * Notes waiting for the caller's acceptance (the sign-in dialog): only those the caller may
     * accept, by the same rule as the accept (a recipient without read:DebitNotes sees none).
     */
    async pending(caller: Caller) {
      const [clients, rows] = await Promise.all([repo.userClients(caller.userId), repo.pendingFor(caller.userId)]);
      return toDtos(rows.filter((r) => debitNotesAccess(clients, r.note.client_id) === 'ok'));
    },
    async detail(caller: Caller, id: number) {
      const row = await repo.byId(id);
      if (!row) throw notFound();
      await requireClient(caller, row.note.client_id);
      return (await toDtos([row]))[0]!;
    },
    async listOfClient(caller: Caller, clientId: string, q: z.infer<typeof debitNoteListQuerySchema>) {
      await requireClient(caller, clientId);
      const f = {
        q: q.q,
        status: q.status,
        from: q.accepted_from ? new Date(q.accepted_from) : undefined,
        to: q.accepted_to ? new Date(q.accepted_to) : undefined,
      };
      const [rows, total] = await Promise.all([repo.page(clientId, f, q.size, q.page * q.size), repo.count(clientId, f)]);
      return { content: await toDtos(rows), number: q.page, size: q.size, total_elements: total };
    },
    /** Only a recipient of the client accepts, once; who and when are recorded. */
    async accept(caller: Caller, id: number) {
      const row = await repo.byId(id);
      if (!row) throw notFound();
      await requireClient(caller, row.note.client_id);
      const recipients = await repo.recipients([id]);
      requireDebitNoteRecipient(recipients, caller.userId);
      if (row.note.accepted_at || !(await repo.accept(id, caller.userId, clock.now()))) {
        throw new AppError('already_accepted', 409, NOTIF_MSG.debitNoteAlreadyAccepted);
      }
      return (await toDtos([(await repo.byId(id))!]))[0]!;
    },
  };
}
export type DebitNotesService = ReturnType<typeof createDebitNotesService>;
