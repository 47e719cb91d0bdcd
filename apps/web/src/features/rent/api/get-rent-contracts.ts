import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { rentContractsSchema } from '@vitrina/domain/rent/rent.schema';
import { apiRequest } from '../../../lib/api-client';
import { rentKeys } from './query-keys';

export type RentContracts = z.output<typeof rentContractsSchema>;

/** GET /fo/rent/contracts: the caller's contracts whose rent it may read. */
const getRentContracts = () => apiRequest<RentContracts>('/fo/rent/contracts');

export const useRentContracts = () => useQuery({ queryKey: rentKeys.contracts.lists(), queryFn: getRentContracts });
