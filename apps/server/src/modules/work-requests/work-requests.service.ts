import { createWorkRequestsApprovals } from './work-requests.approvals';
import { createWorkRequestsCommon, type WorkRequestsDeps } from './work-requests.common';
import { createWorkRequestsReads } from './work-requests.reads';
import { createWorkRequestsWrites } from './work-requests.writes';

export type { Caller, Notify, RequestFileLinks } from './work-requests.common';

/**
 * Work requests: drafts, sending, the approval steps of the internal approver roles and the
 * requester's notifications, one file per use case: reads (work-requests.reads.ts), a tenant's
 * saves (work-requests.writes.ts), the approvers' side (work-requests.approvals.ts), over what
 * they share (work-requests.common.ts). Every rule is the domain's; every access decision is the
 * access module's.
 */
export function createWorkRequestsService(deps: WorkRequestsDeps) {
  const common = createWorkRequestsCommon(deps);
  return {
    ...createWorkRequestsReads(common),
    ...createWorkRequestsWrites(common),
    ...createWorkRequestsApprovals(common),
  };
}

export type WorkRequestsService = ReturnType<typeof createWorkRequestsService>;
