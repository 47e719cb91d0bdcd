import { AppError } from '@vitrina/domain/common/errors';
import type { Clock } from '@vitrina/domain/common/clock';
import { todayIn } from '@vitrina/domain/finance/aging';
import { COMPLIANCE_MSG as C, STAFFING_MSG as S } from '@vitrina/domain/workers/workers.messages';
import {
  COMPLIANCE_KINDS,
  STAFFING_ASSIGNABLE_STATUSES,
  STAFFING_TYPES,
  complianceState,
  documentationBadge,
  isStaffingAssignable,
  labelOf,
  staffingWorkersProblem,
} from '@vitrina/domain/workers/workers.rules';
import {
  STAFFING_STATUSES,
  type ComplianceUploadInput,
  type Staffing,
  type StaffingListQuery,
} from '@vitrina/domain/workers/staffing.schema';
import type { CountryId } from '@vitrina/domain/countries/countries';
import type { FeatureSwitch } from '../../lib/country-features';
import { notFound } from '../access/errors';
import { requireWorkersClient } from '../access/require-workers';
import type { Caller, WorkersService } from './workers.service';
import type { StaffingRecord, StaffingRepo } from './staffing.repo';

const bad = (message: string) => new AppError('validation_error', 400, message);

const fullName = (w: { names: string; parental_surname: string; maternal_surname: string | null }) =>
  [w.names, w.parental_surname, w.maternal_surname].filter(Boolean).join(' ');

const toDto = (s: StaffingRecord): Staffing => ({
  id: s.id,
  number: s.number,
  type: s.type,
  type_label: labelOf(STAFFING_TYPES, s.type),
  building_id: s.building_id,
  building_name: s.building_name,
  description: s.description,
  headcount: s.headcount,
  start_date: s.start_date,
  end_date: s.end_date,
  status: s.status,
  status_label: labelOf(STAFFING_STATUSES, s.status),
  workers_count: s.workers_count,
});

/**
 * Staffing received by a client ('Dotaciones recibidas') and its F30/F31 compliance
 * documents. The same access as the worker registry: manage:Workers in the client,
 * 404 for another client's record or where the country's switch is off; staff are no client's
 * members and never act here.
 */
export function createStaffingService(deps: {
  repo: StaffingRepo;
  workers: Pick<WorkersService, 'clientOf' | 'scopeOf'>;
  clock: Clock;
  feature: FeatureSwitch;
  files: { signedUrls(caller: { userId: string }, ids: string[]): Promise<Map<string, string>> };
}) {
  const { repo, workers, clock, feature } = deps;

  /** An assignment the caller may manage (404 another client's, unknown, or the feature off). */
  async function loadOwned(caller: Caller, id: number) {
    const scope = await workers.scopeOf(caller);
    const s = await repo.byId(id);
    if (!s) throw notFound(S.notFound);
    requireWorkersClient(scope, s.client_id, S.notFound);
    await feature.require(s.country_id);
    return s;
  }

  async function list(caller: Caller, q: StaffingListQuery) {
    const client = await workers.clientOf(await workers.scopeOf(caller), q.client);
    const { rows, total } = await repo.page(client.id, {
      number: q.number || undefined,
      type: q.type,
      limit: q.size,
      offset: (q.page - 1) * q.size,
    });
    return { content: rows.map(toDto), total_elements: total };
  }

  /** The details: the assignment with its workers and their documentation badge. */
  async function detailOf(s: StaffingRecord) {
    const ws = await repo.workersOf(s.id);
    return {
      ...toDto(s),
      workers: ws.map((w) => ({
        uuid: w.uuid,
        full_name: fullName(w),
        document_number: w.document_number,
        badge: documentationBadge(w.docs).label,
      })),
    };
  }

  async function get(caller: Caller, id: number) {
    return { data: await detailOf(await loadOwned(caller, id)) };
  }

  /**
   * 'Asignar trabajadores': replaces a received or active assignment's workers (any other status
   * → 409) with workers of its client (another client's or unknown → 400), at most its headcount,
   * each with its type among their staffing types (→ 400); nothing is written on a refusal.
   */
  async function assignWorkers(caller: Caller & { ip?: string }, id: number, workerIds: string[]) {
    const s = await loadOwned(caller, id);
    if (!isStaffingAssignable(s.status)) throw new AppError('staffing_status', 409, S.statusConflict);
    const found = await repo.workersByIds(workerIds);
    if (found.length !== workerIds.length || found.some((w) => w.client_id !== s.client_id)) throw bad(S.workerUnknown);
    const problem = staffingWorkersProblem(
      s,
      found.map((w) => ({ full_name: fullName(w), staffing_types: w.staffing_types })),
    );
    if (problem) throw bad(problem);
    const ids = found.map((w) => w.id);
    let done: boolean;
    try {
      done = await repo.setWorkers(s.id, STAFFING_ASSIGNABLE_STATUSES, ids, {
        actor_user_id: caller.userId,
        action: 'staffing.assign_workers',
        entity: 'staffing_assignment',
        entity_id: String(s.id),
        client_id: s.client_id,
        ip: caller.ip ?? null,
        details: { workers: ids },
        at: clock.now(),
      });
    } catch (err) {
      // a worker deleted meanwhile: the foreign key refuses it
      const e = err as { code?: string; cause?: { code?: string } };
      if ((e.code ?? e.cause?.code) === '23503') throw bad(S.workerUnknown);
      throw err;
    }
    if (!done) throw new AppError('staffing_status', 409, S.statusConflict);
    return { message: S.workersAssigned, data: await detailOf((await repo.byId(s.id))!) };
  }

  /** 'Confirmar recepción': a received assignment becomes active; any other status → 409. */
  async function confirm(caller: Caller & { ip?: string }, id: number) {
    const s = await loadOwned(caller, id);
    if (s.status !== 'recibida') throw new AppError('staffing_status', 409, S.statusConflict);
    const moved = await repo.setStatus(s.id, 'recibida', 'activa', {
      actor_user_id: caller.userId,
      action: 'staffing.confirm',
      entity: 'staffing_assignment',
      entity_id: String(s.id),
      client_id: s.client_id,
      ip: caller.ip ?? null,
      at: clock.now(),
    });
    if (!moved) throw new AppError('staffing_status', 409, S.statusConflict);
    return { message: S.confirmed, data: toDto((await repo.byId(s.id))!) };
  }

  // ------------------------------------------------------------ F30 / F31

  /** The cards (state of each kind on the client's today) and one page of the history with signed links. */
  async function compliance(caller: Caller, q: { client?: string; page: number; size: number }) {
    const client = await workers.clientOf(await workers.scopeOf(caller), q.client);
    const today = todayIn(clock.now(), client.country as CountryId);
    const periods = await repo.periods(client.id);
    const cards = COMPLIANCE_KINDS.map(({ value: kind }) => {
      const docs = periods.filter((p) => p.kind === kind);
      const covering = docs.filter((d) => d.start_date <= today && d.end_date >= today).sort((a, b) => (a.end_date < b.end_date ? 1 : -1));
      const shown = covering[0] ?? [...docs].sort((a, b) => (a.end_date < b.end_date ? 1 : -1))[0];
      return { kind, state: complianceState(docs, today), start_date: shown?.start_date ?? null, end_date: shown?.end_date ?? null };
    });
    const { rows, total } = await repo.history(client.id, q.size, (q.page - 1) * q.size);
    const urls = await deps.files.signedUrls(
      caller,
      rows.map((r) => r.file_id),
    );
    return {
      cards,
      content: rows.map((r) => ({
        id: r.id,
        kind: r.kind,
        start_date: r.start_date,
        end_date: r.end_date,
        state: complianceState([r], today),
        filename: r.filename,
        url: urls.get(r.file_id) ?? null,
        uploaded_by: r.uploaded_by,
        created_at: r.created_at.toISOString(),
      })),
      total_elements: total,
    };
  }

  /** Stores an F30/F31 for a period: the file must be a live work document of the client that nothing else uses. */
  async function upload(caller: Caller & { ip?: string }, input: Omit<ComplianceUploadInput, 'declaration'>) {
    const client = await workers.clientOf(await workers.scopeOf(caller), input.client);
    const f = await repo.fileById(input.file_id);
    if (!f || f.client_id !== client.id || f.deleted_at || f.kind !== 'work-document')
      throw new AppError('validation_error', 400, C.fileRequired);
    if (f.used_by_worker || f.used_by_compliance) throw new AppError('file_in_use', 409, C.fileInUse);
    const now = clock.now();
    const id = await repo.insertDocument(
      {
        client_id: client.id,
        kind: input.kind,
        start_date: input.start_date,
        end_date: input.end_date,
        file_id: f.id,
        uploaded_by: caller.userId,
        created_at: now,
      },
      {
        actor_user_id: caller.userId,
        action: 'compliance.upload',
        entity: 'compliance_document',
        client_id: client.id,
        ip: caller.ip ?? null,
        details: { kind: input.kind, start_date: input.start_date, end_date: input.end_date },
        at: now,
      },
    );
    return { message: C.uploaded, data: { id } };
  }

  return { list, get, confirm, assignWorkers, compliance, upload };
}
export type StaffingService = ReturnType<typeof createStaffingService>;
