import { WORK_REQUEST_MSG as M } from '@vitrina/domain/work-requests/work-requests.messages';
import {
  APPROVER_ROLES,
  APPROVER_ROLE_NAMES,
  STEP_LABELS,
  statusFromSteps,
  statusLabel,
  type ApproverRole,
  type StepAction,
  type StepStatus,
} from '@vitrina/domain/work-requests/work-requests.rules';
import type { StepActionInput, WorkRequest } from '@vitrina/domain/work-requests/work-requests.schema';
import { requireApprover, requireApproverRoles, requireApproverSees, requireOwnSteps } from '../access/require-work-requests';
import { type Caller, conflict, bad, noRequest, newNews, type WorkRequestsCommon } from './work-requests.common';

/** The approvers' side: the queue of their roles and a step's approval or rejection. */
export function createWorkRequestsApprovals(common: WorkRequestsCommon) {
  const { repo, clock, feature, scopeOf, toDto, tellRequester, waitingRoles, tellApprovers, writeMails, tell } = common;
  return {
    /** GET /approvals: the requests waiting for the caller's approver roles in its country. */
    async queue(caller: Caller) {
      const scope = await scopeOf(caller);
      const roles = requireApproverRoles(scope, APPROVER_ROLES);
      await feature.require(scope.countryId);
      const seen = new Set<number>();
      const content: WorkRequest[] = [];
      for (const role of roles)
        for (const w of await repo.queue(role, scope.countryId))
          if (!seen.has(w.id)) {
            seen.add(w.id);
            content.push(toDto(w));
          }
      return { roles: roles.map((r) => ({ id: r, name: APPROVER_ROLE_NAMES[r as ApproverRole] })), content };
    },

    /**
     * POST /{id}/approve | reject | refer: an approver acts on its own role's step. A
     * contractor gets 403; a role with no step in the request 403; a step or request no longer
     * pending 409. Reject and refer need a comment; refer names the area it goes to.
     */
    async act(caller: Caller, id: number, action: StepAction, body: StepActionInput) {
      const scope = await scopeOf(caller);
      requireApprover(scope);
      const w = await repo.byId(id);
      if (!w) throw noRequest();
      requireApproverSees(scope, w);
      await feature.require(w.country_id);
      const steps = requireOwnSteps(scope, w, APPROVER_ROLES);
      const step = steps.find((s) => s.status === 'pending');
      if (w.status !== 'pending' || !step) throw conflict(w.status !== 'pending' ? M.statusConflict : M.stepNotPending);
      if (action !== 'approve' && !body.comment) throw bad(M.commentRequired);
      if (action === 'refer') {
        if (!body.to_role) throw bad(M.referTo);
        if (body.to_role === step.role_id) throw bad(M.referSelf);
        const target = w.approvals.find((a) => a.role_id === body.to_role);
        if (target && target.status !== 'pending' && target.status !== 'initial') throw conflict();
      }
      const now = clock.now();
      const status = action === 'approve' ? 'approved' : action === 'reject' ? 'rejected' : 'referred';
      const news = newNews();
      const ok = await repo.act(
        id,
        step.role_id,
        { status, comment: body.comment || null, acted_by: caller.userId, approval_at: now },
        action === 'refer' ? body.to_role : undefined,
        (s) => statusFromSteps(s as { status: StepStatus }[]),
        {
          at: now,
          actor_user_id: caller.userId,
          action: `work_request.${action}`,
          entity: 'work_request',
          entity_id: String(id),
          client_id: w.client_id,
          details: { role: step.role_id, comment: body.comment || null, to_role: body.to_role ?? null },
        },
        async (tx) => {
          const after = (await repo.byId(id, tx))!;
          const area = APPROVER_ROLE_NAMES[step.role_id as ApproverRole];
          const what =
            action === 'refer'
              ? `${area} derivó tu solicitud de trabajo N° ${id} a ${APPROVER_ROLE_NAMES[body.to_role!]}`
              : `${area} ${action === 'approve' ? 'aprobó' : 'rechazó'} tu solicitud de trabajo N° ${id}`;
          const final = after.status !== 'pending' ? ` La solicitud quedó ${statusLabel(after.status).toLowerCase()}.` : '';
          tellRequester(
            news,
            after,
            `Solicitud N° ${id}: ${area} ${STEP_LABELS[status]}`,
            `${what}.${body.comment ? ` Comentario: ${body.comment}` : ''}${final}`,
          );
          await tellApprovers(news, tx, after, waitingRoles(w));
          await writeMails(news, tx);
        },
      );
      if (!ok) throw conflict(M.stepNotPending);
      await tell(news);
      const after = (await repo.byId(id))!;
      const message = action === 'approve' ? M.approved : action === 'reject' ? M.rejected : M.referred;
      return { message, data: toDto(after) };
    },
  };
}
