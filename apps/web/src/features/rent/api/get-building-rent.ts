import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { RentBuildingMonth, rentBuildingsSchema } from '@vitrina/domain/rent/rent.schema';
import { apiDownload, apiRequest } from '../../../lib/api-client';
import { rentKeys } from './query-keys';

const path = (id: string) => `/fo/rent/buildings/${encodeURIComponent(id)}`;

/** GET /fo/rent/buildings: the staff caller's country's centres. */
const getRentBuildings = () => apiRequest<z.output<typeof rentBuildingsSchema>>('/fo/rent/buildings');
export const useRentBuildings = () => useQuery({ queryKey: rentKeys.buildings.lists(), queryFn: getRentBuildings, staleTime: 5 * 60_000 });

/** GET /fo/rent/buildings/{id}?mes: a centre's month. */
const getBuildingRent = (id: string, mes: string) => apiRequest<RentBuildingMonth>(path(id), { query: { mes } });
export const useBuildingRent = (id: string, mes: string) =>
  useQuery({
    queryKey: rentKeys.buildings.detail(id, { mes }),
    queryFn: () => getBuildingRent(id, mes),
    enabled: Boolean(id && mes),
    placeholderData: keepPreviousData,
  });

/** GET /fo/rent/buildings/{id}/xlsx: the same as a workbook. */
export const downloadBuildingRent = (id: string, mes: string) => apiDownload(`${path(id)}/xlsx`, 'renta-variable.xlsx', { query: { mes } });
