import { AppError } from '@vitrina/domain/common/errors';
import type { Clock } from '@vitrina/domain/common/clock';
import { clientId as makeClientId, isCountryId, type CountryId } from '@vitrina/domain/countries/countries';
import { NATION_IDS } from '@vitrina/domain/countries/nations';
import { communeIds } from '@vitrina/domain/countries/divisions';
import { parseClientKey } from '@vitrina/domain/finance/finance.schema';
import { todayIn } from '@vitrina/domain/finance/aging';
import { WORKER_MSG as M } from '@vitrina/domain/workers/workers.messages';
import {
  STAFFING_TYPES,
  WORKER_LIMITS,
  birthDateProblem,
  documentationBadge,
  labelOf,
  workerFilesProblem,
  workerStatus,
} from '@vitrina/domain/workers/workers.rules';
import { WORKER_CLASSES, workerClassLabel } from '@vitrina/domain/workers/worker-classes';
import type { NewWorker, Worker, WorkerFileRef, WorkerListQuery, WorkerPatch } from '@vitrina/domain/workers/workers.schema';
import type { FeatureSwitch } from '../../lib/country-features';
import type { Access, Scope } from '../access/scope';
import { notFound } from '../access/errors';
import { firstWorkersClient, requireWorkersClient } from '../access/require-workers';
import type { WorkerRecord, WorkersRepo } from './workers.repo';

export interface Caller {
  userId: string;
  ip?: string;
}

/** What the module needs of the file service (wired in app.ts). */
export interface WorkerFiles {
  remove(caller: { userId: string }, id: string): Promise<unknown>;
}

const bad = (message: string) => new AppError('validation_error', 400, message);
const conflict = (code: string, message: string) => new AppError(code, 409, message);
const noWorker = () => notFound(M.notFound);

export const toWorkerDto = (w: WorkerRecord): Worker => {
  const present = w.files.map((f) => f.doc_type);
  const badge = documentationBadge(present);
  return {
    uuid: w.id,
    client_id: w.client_id,
    names: w.names,
    parental_surname: w.parental_surname,
    maternal_surname: w.maternal_surname,
    document_type: w.document_type,
    document_number: w.document_number,
    gender: w.gender,
    mutual: w.mutual,
    date_of_birth: w.date_of_birth,
    nationality: w.nationality,
    address_division_id: w.address_division_id,
    address: w.address,
    disability: w.disability,
    skills: w.skills.map((s) => ({ id: s, name: workerClassLabel(s) })),
    staffing_types: w.staffing_types.map((s) => ({ id: s, name: labelOf(STAFFING_TYPES, s) })),
    files: w.files,
    status: { status: workerStatus(present) },
    badge: { label: badge.label, missing: badge.missing, tooltip: badge.tooltip },
    created_at: w.created_at.toISOString(),
  };
};

/**
 * The worker registry: a client's workers, each with its documents
 * (uploaded first through the file service), one per RUT per client. Tenants act with
 * manage:Workers in the client; where the country's switch is off every call answers 404.
 */
export function createWorkersService(deps: {
  repo: WorkersRepo;
  access: Access;
  clock: Clock;
  feature: FeatureSwitch;
  files: WorkerFiles;
}) {
  const { repo, access, clock, feature } = deps;
  const scopeOf = (caller: Caller) => access.loadScope(caller.userId);
  const countryOf = (id: string | undefined): CountryId => (id && isCountryId(id) ? id : 'CHL');

  /** The client of a call (its COUNTRY-taxId key, or the caller's first with manage:Workers), checked and switched on. */
  async function clientOf(scope: Scope, key?: string) {
    let id: string;
    if (key) {
      const k = parseClientKey(key);
      if (!k) throw notFound(M.clientNotFound);
      id = makeClientId(k.country, k.taxId);
    } else id = firstWorkersClient(scope);
    requireWorkersClient(scope, id, M.clientNotFound);
    const country = countryOf(await repo.clientCountry(id));
    await feature.require(country);
    return { id, country };
  }

  /** A worker the caller may manage (404 another client's, or the feature off). */
  async function loadOwned(scope: Scope, id: string) {
    const w = await repo.byId(id);
    if (!w) throw noWorker();
    requireWorkersClient(scope, w.client_id, M.notFound);
    await feature.require(w.country_id);
    return w;
  }

  /** The documents: live files of the client, of the work-document kind, not used by another worker or an F30/F31. */
  async function checkFiles(clientId: string, files: WorkerFileRef[], workerId?: string) {
    const problem = workerFilesProblem(files);
    if (problem) throw bad(problem);
    const ids = [...new Set(files.map((f) => f.uuid))];
    if (ids.length !== files.length) throw bad(M.idCard);
    const rows = await repo.filesByIds(ids);
    for (const id of ids) {
      const f = rows.find((r) => r.id === id);
      if (!f || f.client_id !== clientId || f.deleted_at || f.kind !== 'work-document') throw bad(M.fileNotFound);
      if (f.used_by_compliance) throw conflict('file_in_use', M.fileInUse);
    }
    if (workerId) {
      const own = new Set((await repo.byId(workerId))?.files.map((f) => f.uuid) ?? []);
      if (rows.some((r) => r.used_by_worker && !own.has(r.id))) throw conflict('file_in_use', M.fileInUse);
    } else if (rows.some((r) => r.used_by_worker)) throw conflict('file_in_use', M.fileInUse);
  }

  /** Nationality among GET /nations, commune among the country's division tree (when it has one). */
  function checkPlaces(country: string, p: { nationality?: string; address_division_id?: string }) {
    if (p.nationality !== undefined && !NATION_IDS.has(p.nationality)) throw bad(M.nationality);
    const communes = communeIds(country);
    if (p.address_division_id !== undefined && communes.size && !communes.has(p.address_division_id)) throw bad(M.commune);
  }

  async function create(caller: Caller, input: NewWorker) {
    const scope = await scopeOf(caller);
    const client = await clientOf(scope, `${input.client_country_id}-${input.client_tax_id}`);
    const today = todayIn(clock.now(), client.country);
    const age = birthDateProblem(input.date_of_birth, today);
    if (age) throw bad(age);
    checkPlaces(client.country, input);
    await checkFiles(client.id, input.files);
    if (await repo.byDocument(client.id, input.document_number)) throw conflict('duplicate_worker', M.duplicate);
    const now = clock.now();
    let id: string;
    try {
      id = await repo.insert(
        {
          client_id: client.id,
          country_id: client.country,
          document_type: 'rut',
          document_number: input.document_number,
          names: input.names,
          parental_surname: input.parental_surname,
          maternal_surname: input.maternal_surname,
          date_of_birth: input.date_of_birth,
          nationality: input.nationality,
          gender: input.gender,
          mutual: input.mutual,
          address_division_id: input.address_division_id,
          address: input.address,
          skills: input.skills,
          staffing_types: input.staffing_types,
          disability: input.disability,
          created_by: caller.userId,
          created_at: now,
          updated_at: now,
        },
        input.files,
        { actor_user_id: caller.userId, action: 'worker.create', entity: 'worker', client_id: client.id, ip: caller.ip ?? null, at: now },
      );
    } catch (err) {
      // two requests for the same RUT at once: the unique index decides
      if ((err as { code?: string }).code === '23505' || /workers_client_document/.test(String(err)))
        throw conflict('duplicate_worker', M.duplicate);
      throw err;
    }
    return { message: M.created, data: toWorkerDto((await repo.byId(id))!) };
  }

  async function list(caller: Caller, q: WorkerListQuery) {
    const scope = await scopeOf(caller);
    const client = await clientOf(scope, q.client);
    const { rows, total } = await repo.page(client.id, {
      rut: q.rut,
      status: q.status,
      skill: q.skill,
      staffingType: q.staffing_type,
      limit: q.size,
      offset: (q.page - 1) * q.size,
    });
    return { content: rows.map(toWorkerDto), total_elements: total };
  }

  /** The worker classes (skills), for any caller with the feature on in one of their clients. */
  async function skills(caller: Caller, key?: string) {
    const scope = await scopeOf(caller);
    await clientOf(scope, key);
    return WORKER_CLASSES.map((s) => ({ id: s.value, name: s.label }));
  }

  /** The staffing types ('Dotaciones' of the worker form), for the same callers. */
  async function staffingTypes(caller: Caller, key?: string) {
    const scope = await scopeOf(caller);
    await clientOf(scope, key);
    return STAFFING_TYPES.map((s) => ({ id: s.value, name: s.label }));
  }

  async function get(caller: Caller, id: string) {
    const scope = await scopeOf(caller);
    return { data: toWorkerDto(await loadOwned(scope, id)) };
  }

  async function update(caller: Caller, id: string, patch: WorkerPatch) {
    const scope = await scopeOf(caller);
    const w = await loadOwned(scope, id);
    if (patch.date_of_birth !== undefined) {
      const age = birthDateProblem(patch.date_of_birth, todayIn(clock.now(), countryOf(w.country_id)));
      if (age) throw bad(age);
    }
    checkPlaces(w.country_id, patch);
    if (patch.files) await checkFiles(w.client_id, patch.files, w.id);
    if (patch.document_number && (await repo.byDocument(w.client_id, patch.document_number, w.id)))
      throw conflict('duplicate_worker', M.duplicate);
    const { files, ...fields } = patch;
    const now = clock.now();
    let dropped: string[];
    try {
      dropped = await repo.update(w.id, { ...fields, updated_at: now }, files, {
        actor_user_id: caller.userId,
        action: 'worker.update',
        entity: 'worker',
        entity_id: w.id,
        client_id: w.client_id,
        ip: caller.ip ?? null,
        at: now,
      });
    } catch (err) {
      if ((err as { code?: string }).code === '23505' || /workers_client_document/.test(String(err)))
        throw conflict('duplicate_worker', M.duplicate);
      throw err;
    }
    for (const f of dropped) await deps.files.remove(caller, f).catch(() => {});
    return { message: M.updated, data: toWorkerDto((await repo.byId(w.id))!) };
  }

  async function remove(caller: Caller, id: string) {
    const scope = await scopeOf(caller);
    const w = await loadOwned(scope, id);
    if (await repo.linkedToOpenRequest(w.id)) throw conflict('worker_in_open_request', M.linkedToOpenRequest);
    const now = clock.now();
    const files = await repo.remove(w.id, {
      actor_user_id: caller.userId,
      action: 'worker.delete',
      entity: 'worker',
      entity_id: w.id,
      client_id: w.client_id,
      ip: caller.ip ?? null,
      details: { document_number: w.document_number },
      at: now,
    });
    for (const f of files) await deps.files.remove(caller, f).catch(() => {});
    return { message: M.deleted, data: { uuid: w.id } };
  }

  return { create, list, skills, staffingTypes, get, update, remove, clientOf, scopeOf, limits: WORKER_LIMITS };
}
export type WorkersService = ReturnType<typeof createWorkersService>;
