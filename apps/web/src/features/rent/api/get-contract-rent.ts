import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { RentContractMonth } from '@vitrina/domain/rent/rent.schema';
import { apiDownload, apiRequest } from '../../../lib/api-client';
import { rentKeys } from './query-keys';

const path = (id: string) => `/fo/rent/contracts/${encodeURIComponent(id)}`;

/** GET /fo/rent/contracts/{id}?mes: a contract's month to date, projection and last 12 months. */
const getContractRent = (id: string, mes?: string) => apiRequest<RentContractMonth>(path(id), { query: mes ? { mes } : undefined });

export const useContractRent = (id: string | undefined, mes?: string) =>
  useQuery({
    queryKey: rentKeys.contracts.detail(id ?? '', { mes }),
    queryFn: () => getContractRent(id!, mes),
    enabled: Boolean(id),
    placeholderData: keepPreviousData,
  });

/** GET /fo/rent/contracts/{id}/xlsx: the same as a workbook. */
export const downloadContractRent = (id: string, mes?: string) =>
  apiDownload(`${path(id)}/xlsx`, 'renta-variable.xlsx', { query: mes ? { mes } : undefined });
