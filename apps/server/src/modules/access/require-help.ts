import type { ContractRef } from './reach';
import type { Scope } from './scope';
import { forbidden, notFound } from './errors';
import { isMember, memberClientIds } from './membership';
import { clientsWith, holds, seesContract, staffCovers } from './require';

/*
 * The help centre's tickets: support staff (manage:Ticket, every country) see them all; a tenant
 * sees its own tickets and, as its company's administrator, its company's.
 */

type TicketRef = { user_id: string; client_id: string; country_id: string };

/**
 * Who sees a help-centre ticket: support staff (manage:Ticket, every country)
 * act as 'support'; its requester and the client's company administrators (manage:Client)
 * as 'tenant'; anyone else gets 'none' (answered 404, nothing revealed).
 */
export function ticketAccess(scope: Scope, t: TicketRef): 'support' | 'tenant' | 'none' {
  if (staffCovers(scope, 'manage:Ticket', t.country_id)) return 'support';
  if (!isMember(scope, t.client_id)) return 'none';
  if (t.user_id === scope.userId || holds(scope, t.client_id, 'manage:Client')) return 'tenant';
  return 'none';
}

/** Throws 404 unless the caller sees the ticket (ticketAccess); answers how they act on it. */
export function requireTicket(scope: Scope, t: TicketRef, notFoundMessage?: string) {
  const a = ticketAccess(scope, t);
  if (a === 'none') throw notFound(notFoundMessage);
  return a;
}

/** How the caller acts on a ticket it sees (requireTicket): 403 with `message` unless as support. */
export function requireTicketSupport(as: 'support' | 'tenant', message?: string) {
  if (as !== 'support') throw forbidden(message);
}

/** The stores a tenant raises tickets for: the contracts they see (seesContract) among their clients. */
export const ticketStores = <C extends ContractRef>(scope: Scope, contracts: readonly C[]) =>
  contracts.filter((c) => isMember(scope, c.client_id) && seesContract(scope, c));

/** A help request is raised for the caller's first client: 403 with `message` for a caller of none. */
export function requireHelpRequestClient(scope: Scope, message: string) {
  const clientId = memberClientIds(scope)[0];
  if (!clientId) throw forbidden(message);
  return clientId;
}

/** The clients whose tickets the caller reads as their company administrator (manage:Client). */
export const ticketAdminClients = (scope: Scope) => clientsWith(scope, 'manage:Client');

/** GET /ticket/findByEmail/{email}: one's own e-mail, or any as support staff; 403 otherwise. */
export function requireTicketEmail(scope: Scope, email: string, message?: string) {
  if (email.toLowerCase() === scope.email.toLowerCase()) return 'own' as const;
  if (staffCovers(scope, 'manage:Ticket')) return 'support' as const;
  throw forbidden(message);
}
