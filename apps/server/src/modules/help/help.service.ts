import { createHelpCommon, type HelpDeps } from './help.common';
import { createHelpFaqs } from './help.faqs';
import { createHelpSupport } from './help.support';
import { createHelpTickets } from './help.tickets';

export type { TicketFileStore, TicketMailer, TicketUpload } from './help.common';

/**
 * The help centre, one file per use case: FAQs (read by everyone signed in, managed with
 * manage:Faq: help.faqs.ts) and tickets (raised by tenants for their stores: help.tickets.ts;
 * answered by support staff with manage:Ticket in the portal, each answer told in the bell and by
 * e-mail: help.support.ts), over what they share (help.common.ts).
 */
export function createHelpService(d: HelpDeps) {
  const common = createHelpCommon(d);
  return {
    ...createHelpFaqs(common),
    ...createHelpTickets(common),
    ...createHelpSupport(common),
  };
}

export type HelpService = ReturnType<typeof createHelpService>;
