import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { staffListResponseSchema } from '@vitrina/domain/console/console.schema';
import { apiRequest } from '../../../lib/api-client';
import { consoleKeys } from './query-keys';

export type StaffList = z.output<typeof staffListResponseSchema>;

/** GET /fo/console/staff. */
export const useStaff = () => useQuery({ queryKey: consoleKeys.staff.lists(), queryFn: () => apiRequest<StaffList>('/fo/console/staff') });
