import { AppError } from '@vitrina/domain/common/errors';
import {
  HELP_MSG as M,
  canMoveTicket,
  statusAfterSupportAnswer,
  statusAfterTenantReply,
  ticketAreaText,
  ticketStatusLabel,
  type TicketStatus,
} from '@vitrina/domain/help/help.rules';
import type { TicketQueuePage, TicketQueueQuery, TicketReplyInput } from '@vitrina/domain/help/help.schema';
import type { TicketRow } from '../../db/schema/index';
import { requireStaff, staffCountries } from '../access/require';
import { requireTicketSupport } from '../access/require-help';
import { type Caller, type TicketUpload, escape, nameOf, type HelpCommon } from './help.common';

/** Answering tickets: replies (support or tenant, the requester told), the support queue, status and assignment, files. */
export function createHelpSupport(common: HelpCommon) {
  const { d, repo, access, clock, files, withUploads, summary, detail, seen } = common;
  const answerPath = (t: TicketRow) => `centro-de-ayuda?ticket=${t.id}`;

  /** The bell notice of an answer (the e-mail went with the answer's transaction). */
  async function tellRequester(by: string, t: TicketRow) {
    await d.notify(
      t.user_id,
      {
        title: M.notifTitle,
        importance: 'media',
        body: `<p>La mesa de ayuda respondió tu solicitud #${t.id} (${escape(ticketAreaText(t))}).</p>`,
        action: { url: answerPath(t), label: 'Ver solicitud' },
      },
      by,
    );
  }

  /** The e-mail telling the requester of an answer, with the ticket's status after it. */
  function answerMail(t: TicketRow) {
    const link = `${d.publicUrl}/${t.country_id.toLowerCase()}/shopping/${answerPath(t)}`;
    const text = [
      `Hola ${t.requester_name},`,
      '',
      `La mesa de ayuda respondió tu solicitud #${t.id} (${ticketAreaText(t)}).`,
      `Estado: ${ticketStatusLabel(t.status)}.`,
      'Revisa la respuesta en el portal:',
      link,
    ].join('\n');
    const html = `<p>Hola ${escape(t.requester_name)},</p>
<p>La mesa de ayuda respondió tu solicitud #${t.id} (${escape(ticketAreaText(t))}).</p>
<p>Estado: ${escape(ticketStatusLabel(t.status))}.</p>
<p><a href="${escape(link)}">Ver solicitud</a></p>`;
    return { to: t.requester_email, subject: M.mailSubject(t.id), text, html };
  }

  return {
    /** Checks a reply before any file is read: the caller sees the ticket and it is not closed. */
    async acceptReply(caller: Caller, id: number) {
      const { row, as } = await seen(caller, id);
      if (row.ticket.status === 'closed') throw new AppError('ticket_closed', 409, M.closed);
      return { ticket: row.ticket, as };
    },
    /** A reply with files: support answers (new → open, the requester told) or the tenant replies (solved → open). */
    reply: (caller: Caller, accepted: { ticket: TicketRow; as: 'support' | 'tenant' }, input: TicketReplyInput, uploads: TicketUpload[]) =>
      withUploads(uploads, async () => {
        if (!input.body && !uploads.length) throw new AppError('validation_error', 400, M.emptyReply);
        const fresh = (await repo.ticket(accepted.ticket.id))!.ticket;
        const support = accepted.as === 'support';
        const next = support
          ? statusAfterSupportAnswer(fresh.status as TicketStatus)
          : statusAfterTenantReply(fresh.status as TicketStatus);
        if (next === null) throw new AppError('ticket_closed', 409, M.closed);
        const now = clock.now();
        const mail = await repo.transaction(async (w, tx) => {
          const m = await w.insertMessage({
            ticket_id: fresh.id,
            author_id: caller.userId,
            from_support: support,
            body: input.body,
            created_at: now,
          });
          await w.insertFiles(fresh.id, m.id, uploads);
          await w.setTicket(fresh.id, { status: next, updated_at: now });
          return support ? d.mailer.enqueue(answerMail({ ...fresh, status: next }), { tx }) : null;
        });
        if (mail) d.mailer.deliverSoon(mail);
        if (support) await tellRequester(caller.userId, fresh);
        return { message: M.answered, data: await detail(fresh.id) };
      }),

    /** The support queue: every client's tickets (support sees all), filtered by country, area, status and age, oldest first. */
    async queue(caller: Caller, q: TicketQueueQuery): Promise<TicketQueuePage> {
      const scope = await access.loadScope(caller);
      requireStaff(scope, 'manage:Ticket', { message: M.supportOnly });
      const countries = staffCountries(scope, 'manage:Ticket').filter((c) => !q.country || c === q.country);
      const createdBefore = q.min_days ? new Date(clock.now().getTime() - q.min_days * 86_400_000) : undefined;
      const { rows, total } = countries.length
        ? await repo.queue({ countries, area: q.area, status: q.status, createdBefore, limit: q.size, offset: (q.page - 1) * q.size })
        : { rows: [], total: 0 };
      return {
        content: rows.map((r) => ({
          ...summary(r.ticket),
          country: r.ticket.country_id,
          client_name: r.client_name,
          name: r.ticket.requester_name,
          assigned_name: r.assigned_nombres === null ? null : nameOf({ nombres: r.assigned_nombres, apellidos: r.assigned_apellidos }),
        })),
        total_elements: total,
        page: q.page,
        size: q.size,
      };
    },
    /** A status change along the flow (support only); anything else 409. */
    async setStatus(caller: Caller, id: number, to: TicketStatus) {
      const { row, as } = await seen(caller, id);
      requireTicketSupport(as, M.supportOnly);
      const from = row.ticket.status as TicketStatus;
      if (!canMoveTicket(from, to)) throw new AppError('bad_transition', 409, M.badTransition(from, to));
      await repo.setTicket(id, { status: to, updated_at: clock.now() });
      return detail(id);
    },
    /** Assigns the ticket to the calling support agent. */
    async assign(caller: Caller, id: number) {
      const { row, as } = await seen(caller, id);
      requireTicketSupport(as, M.supportOnly);
      if (row.ticket.status === 'closed') throw new AppError('ticket_closed', 409, M.closed);
      await repo.setTicket(id, { assigned_to: caller.userId, updated_at: clock.now() });
      return detail(id);
    },
    /** A ticket's file, for those who see the ticket. */
    async file(caller: Caller, id: number, fileId: number) {
      await seen(caller, id);
      const f = await repo.file(id, fileId);
      if (!f) throw new AppError('not_found', 404, M.ticketNotFound);
      return { file: f, body: await files.storage.get(f.bucket, f.path) };
    },
  };
}
