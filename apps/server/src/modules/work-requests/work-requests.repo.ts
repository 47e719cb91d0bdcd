import type { Db } from '../../db/client';
import { createWorkRequestsQueries } from './work-requests.repo.common';
import { createWorkRequestsReadRepo } from './work-requests.repo.reads';
import { createWorkRequestsWriteRepo } from './work-requests.repo.writes';

export type { Also, Audit, ListFilter, RequestValues, WorkRequestRow } from './work-requests.repo.common';
export type { RequestSave } from './work-requests.repo.writes';

/** The work requests' queries: reads (work-requests.repo.reads.ts) and writes (work-requests.repo.writes.ts). */
export function createWorkRequestsRepo(db: Db) {
  const q = createWorkRequestsQueries(db);
  return { ...createWorkRequestsReadRepo(q), ...createWorkRequestsWriteRepo(q) };
}

export type WorkRequestsRepo = ReturnType<typeof createWorkRequestsRepo>;
