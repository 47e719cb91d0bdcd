import { WORK_REQUEST_MSG as M } from '@vitrina/domain/work-requests/work-requests.messages';
import { REQUIRED_STEPS, dailyHours, noticeProblem, slotsFor } from '@vitrina/domain/work-requests/work-requests.rules';
import { requestWorkersClassProblem } from '@vitrina/domain/workers/worker-classes';
import type { WorkRequestInput } from '@vitrina/domain/work-requests/work-requests.schema';
import type { Scope } from '../access/scope';
import { notFound } from '../access/errors';
import { memberClientIds } from '../access/membership';
import { requireWorkRequestEditor, requireWorkRequestWriter, workRequestStores } from '../access/require-work-requests';
import type { RequestSave } from './work-requests.repo';
import { type Caller, WORK_DOCUMENT_KIND, conflict, bad, newNews, type News, type WorkRequestsCommon } from './work-requests.common';

/** A tenant's saves: a draft or a request sent for approval, and the rewrite of a draft. */
export function createWorkRequestsWrites(common: WorkRequestsCommon) {
  const { repo, clock, feature, scopeOf, countryOf, toDto, load, sent, tell } = common;
  /**
   * Checks what a save names: the store among the caller's (404), the documents uploaded by the
   * store's client as work documents and in no other request (404), the workers of that client (404),
   * each of the class the request's type asks (cutting and welding: corte_y_soldadura; 400),
   * and for a request being sent the notice rule in the mall's time zone (400).
   */
  async function check(scope: Scope, input: WorkRequestInput, existingId?: number) {
    requireWorkRequestWriter(scope);
    const stores = workRequestStores(scope, await repo.stores(memberClientIds(scope)));
    const store = stores.find((s) => s.contract_id === input.contract_id && (!input.space_id || s.space_id === input.space_id));
    if (!store) throw notFound(M.storeNotFound);
    const files = input.files ?? [];
    const ids = [...new Set(files.map((f) => f.uuid))];
    if (ids.length !== files.length) throw bad(M.fileNotFound);
    const found = await repo.files(ids);
    if (
      found.length !== ids.length ||
      found.some(
        (f) => f.client_id !== store.client_id || f.kind !== WORK_DOCUMENT_KIND || (f.in_request !== null && f.in_request !== existingId),
      )
    )
      throw notFound(M.fileNotFound);
    const allowed = new Set<string>(slotsFor(input.type_id).map((s) => s.doc_type));
    if (files.some((f) => !allowed.has(f.doc_type))) throw bad(M.docTypeNotAllowed);
    const workers = [...new Set(input.workers ?? [])];
    const w = await repo.workers(workers);
    if (w.length !== workers.length || w.some((x) => x.client_id !== store.client_id)) throw notFound(M.workerNotFound);
    const classProblem = requestWorkersClassProblem(
      input.type_id,
      w.map((x) => ({ full_name: `${x.names} ${x.parental_surname}`, classes: x.classes })),
    );
    if (classProblem) throw bad(classProblem);
    const country = countryOf(store.country_id);
    await feature.require(country);
    if (input.status === 'pending') {
      const p = noticeProblem(clock.now(), country, input.start_date, input.start_time);
      if (p) throw bad(M[p]);
    }
    return { store, country, workers };
  }

  const valuesOf = (input: WorkRequestInput) => ({
    type_id: input.type_id,
    status: input.status,
    clase: input.clase ?? null,
    place: input.place ?? '',
    description: input.description ?? '',
    start_date: input.start_date ?? null,
    end_date: input.end_date ?? null,
    start_time: input.start_time ?? null,
    end_time: input.end_time ?? null,
    hours: input.start_time && input.end_time ? dailyHours(input.start_time, input.end_time) : null,
    contact_name: input.contact_name ?? '',
    contact_phone: input.contact_phone ?? '',
    accept_conditions: input.accept_conditions ?? false,
  });

  /** A save's values and what it writes with them (documents, workers, steps, audit row, the sending's notices into `news`). */
  function saveOf(caller: Caller, input: WorkRequestInput, checked: Awaited<ReturnType<typeof check>>, news: News) {
    const { store, country, workers } = checked;
    const now = clock.now();
    const values = {
      ...valuesOf(input),
      client_id: store.client_id,
      country_id: country,
      contract_id: store.contract_id,
      submitted_at: input.status === 'pending' ? now : null,
      updated_at: now,
    };
    const save: RequestSave = {
      files: input.files ?? [],
      workers,
      steps: REQUIRED_STEPS[input.type_id],
      audit: {
        at: now,
        actor_user_id: caller.userId,
        action: input.status === 'pending' ? 'work_request.submit' : 'work_request.draft',
        entity: 'work_request',
        client_id: store.client_id,
        details: { type: input.type_id },
      },
      also: sent(input.status, news),
    };
    return { now, values, save };
  }

  /** After a save: the notices go out; the answer is the request as saved. */
  async function saved(news: News, input: WorkRequestInput, id: number) {
    await tell(news);
    return { message: input.status === 'pending' ? M.sent : M.draftSaved, data: toDto((await repo.byId(id))!) };
  }

  return {
    /** POST /: a draft, or a request sent for approval (pending, with its steps pending). */
    async create(caller: Caller, input: WorkRequestInput) {
      const scope = await scopeOf(caller);
      const news = newNews();
      const { now, values, save } = saveOf(caller, input, await check(scope, input), news);
      const id = await repo.insert({ ...values, created_by: caller.userId, created_at: now }, save);
      return saved(news, input, id);
    },

    /** PUT /{id}: rewrites a draft; with status pending it is sent. Only drafts (409 otherwise). */
    async update(caller: Caller, id: number, input: WorkRequestInput) {
      const scope = await scopeOf(caller);
      const { w: before } = await load(scope, id);
      requireWorkRequestEditor(scope, before);
      if (before.status !== 'draft') throw conflict(M.onlyDraft);
      const news = newNews();
      const { values, save } = saveOf(caller, input, await check(scope, input, id), news);
      const ok = await repo.updateDraft(id, values, save);
      if (!ok) throw conflict(M.onlyDraft);
      return saved(news, input, id);
    },
  };
}
