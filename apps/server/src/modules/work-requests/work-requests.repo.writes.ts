import { and, eq, sql } from 'drizzle-orm';
import * as t from '../../db/schema/index';

import type { Db } from '../../db/client';
import { type RequestValues, type Audit, type Also, type WorkRequestsQueries } from './work-requests.repo.common';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** What a save writes besides the request's row: its documents, workers, approval steps, audit row (its id is the request's) and more. */
export interface RequestSave {
  files: { doc_type: string; uuid: string }[];
  workers: string[];
  steps: readonly string[];
  audit: Omit<Audit, 'entity_id'>;
  also?: Also;
}

/** The work requests' writes: insert, rewrite a draft, a step's approval or rejection (each with its audit row). */
export function createWorkRequestsWriteRepo(q: WorkRequestsQueries) {
  const { db, replaceLinks } = q;
  /** The rest of a save, in its transaction: documents and workers, approval steps (pending when sent), audit row, what else it writes. */
  async function writeSave(tx: Tx, id: number, status: string | undefined, save: RequestSave) {
    await replaceLinks(tx, id, save.files, save.workers);
    if (save.steps.length)
      await tx.insert(t.workRequestApprovals).values(
        save.steps.map((role_id, i) => ({
          work_request_id: id,
          role_id,
          position: i + 1,
          status: status === 'pending' ? 'pending' : 'initial',
        })),
      );
    await tx.insert(t.auditLog).values({ ...save.audit, entity_id: String(id) });
    await save.also?.(tx as unknown as Db, id);
  }
  return {
    insert: (v: RequestValues, save: RequestSave) =>
      db.transaction(async (tx) => {
        const [row] = await tx.insert(t.workRequests).values(v).returning({ id: t.workRequests.id });
        const id = row!.id;
        await writeSave(tx, id, v.status, save);
        return id;
      }),
    /** rewrites a draft (and sends it when v.status is pending); false when it is no longer a draft */
    updateDraft: (id: number, v: Partial<RequestValues>, save: RequestSave) =>
      db.transaction(async (tx) => {
        const done = await tx
          .update(t.workRequests)
          .set(v)
          .where(and(eq(t.workRequests.id, id), eq(t.workRequests.status, 'draft')))
          .returning({ id: t.workRequests.id });
        if (!done.length) return false;
        await tx.delete(t.workRequestApprovals).where(eq(t.workRequestApprovals.work_request_id, id));
        await writeSave(tx, id, v.status, save);
        return true;
      }),
    /**
     * One approver's decision in one transaction: the step moves only while it and the request are
     * pending; a referral opens (or adds) the target role's step; then the request takes the status
     * its steps give (`outcome`). Answers false when the step moved meanwhile.
     */
    act: (
      id: number,
      role: string,
      step: { status: string; comment: string | null; acted_by: string; approval_at: Date },
      referTo: string | undefined,
      outcome: (steps: { status: string }[]) => string,
      audit: Audit,
      also?: Also,
    ) =>
      db.transaction(async (tx) => {
        const moved = await tx
          .update(t.workRequestApprovals)
          .set(step)
          .where(
            and(
              eq(t.workRequestApprovals.work_request_id, id),
              eq(t.workRequestApprovals.role_id, role),
              eq(t.workRequestApprovals.status, 'pending'),
              sql`exists (select 1 from work_requests w where w.id = ${id} and w.status = 'pending')`,
            ),
          )
          .returning({ id: t.workRequestApprovals.id });
        if (!moved.length) return false;
        if (referTo) {
          const steps = await tx.select().from(t.workRequestApprovals).where(eq(t.workRequestApprovals.work_request_id, id));
          const target = steps.find((s) => s.role_id === referTo);
          if (target)
            await tx
              .update(t.workRequestApprovals)
              .set({ status: 'pending', comment: null, acted_by: null, approval_at: null })
              .where(eq(t.workRequestApprovals.id, target.id));
          else
            await tx.insert(t.workRequestApprovals).values({
              work_request_id: id,
              role_id: referTo,
              position: Math.max(...steps.map((s) => s.position)) + 1,
              status: 'pending',
            });
        }
        const steps = await tx
          .select({ status: t.workRequestApprovals.status })
          .from(t.workRequestApprovals)
          .where(eq(t.workRequestApprovals.work_request_id, id));
        const status = outcome(steps);
        await tx.update(t.workRequests).set({ status, updated_at: step.approval_at }).where(eq(t.workRequests.id, id));
        await tx.insert(t.auditLog).values(audit);
        await also?.(tx as unknown as Db, id);
        return true;
      }),
  };
}
