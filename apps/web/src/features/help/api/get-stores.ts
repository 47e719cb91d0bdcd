import { useQuery } from '@tanstack/react-query';
import type { TicketBuilding } from '@vitrina/domain/help/help.schema';
import { apiRequest } from '../../../lib/api-client';
import { ticketKeys } from './query-keys';

/** GET /fo/tickets/locales: the caller's shopping centres and stores. */
export const useStores = () =>
  useQuery({ queryKey: ticketKeys.list({ stores: true }), queryFn: () => apiRequest<TicketBuilding[]>('/fo/tickets/locales') });
