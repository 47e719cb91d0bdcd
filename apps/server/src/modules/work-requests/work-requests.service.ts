import { AppError } from '@vitrina/domain/common/errors';
import type { Clock } from '@vitrina/domain/common/clock';
import { COUNTRIES, isCountryId, type CountryId } from '@vitrina/domain/countries/countries';
import { WORK_REQUEST_MSG as M } from '@vitrina/domain/work-requests/work-requests.messages';
import {
  APPROVER_ROLES,
  APPROVER_ROLE_NAMES,
  DOC_SLOTS,
  REQUIRED_STEPS,
  STEP_LABELS,
  WORKER_DOCS,
  WORK_REQUEST_TYPES,
  WORK_REQUEST_TYPE_NAMES,
  dailyHours,
  isApproverRole,
  noticeProblem,
  slotsFor,
  statusFromSteps,
  statusLabel,
  type ApproverRole,
  type StepAction,
  type StepStatus,
} from '@vitrina/domain/work-requests/work-requests.rules';
import type {
  StepActionInput,
  WorkRequest,
  WorkRequestInput,
  WorkRequestListQuery,
} from '@vitrina/domain/work-requests/work-requests.schema';
import type { Mailer } from '../../lib/mailer';
import type { FeatureSwitch } from '../../lib/country-features';
import type { Access, Scope } from '../access/scope';
import { forbidden, notFound } from '../access/errors';
import { approverRolesOf, holds, requireWorkRequestWriter, workRequestAccess, workRequestStores } from '../access/require';
import type { Also, WorkRequestRow, WorkRequestsRepo } from './work-requests.repo';
import type { Db } from '../../db/client';
import type { MailMessage } from '../../lib/mail-outbox';

/** What a change tells people: e-mails written in its transaction (their ids), bell notices rung after it. */
interface News {
  mails: MailMessage[];
  ids: string[];
  bells: (() => Promise<unknown>)[];
}
const newNews = (): News => ({ mails: [], ids: [], bells: [] });

export interface Caller {
  userId: string;
}

/** A notification to users' bells (wired in app.ts to the notifications' store and live push). */
export type Notify = (userIds: string[], n: { title: string; body: string; action_url?: string; action_label?: string }) => Promise<void>;

/** What the module needs of the file service (wired in app.ts): signed links of files the caller may read. */
export interface RequestFileLinks {
  signedUrls(caller: Caller, ids: string[]): Promise<Map<string, string>>;
}

export const WORK_DOCUMENT_KIND = 'work-document';

const conflict = (message: string = M.statusConflict) => new AppError('status_conflict', 409, message);
const bad = (message: string) => new AppError('validation_error', 400, message);
const noRequest = () => notFound(M.notFound);
const escapeHtml = (s: string) => s.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!);

/**
 * Work requests (spec 3 §2.5, §4, §7 'Work requests'): drafts, sending, the approval steps of the
 * internal approver roles and the requester's notifications. Every rule is the domain's; every
 * access decision is the access module's (workRequestAccess, workRequestStores).
 */
export function createWorkRequestsService(deps: {
  repo: WorkRequestsRepo;
  access: Access;
  clock: Clock;
  files: RequestFileLinks;
  mailer: Mailer;
  notify: Notify;
  publicUrl: string;
  /** the per-country switch of work requests (params solicitudes_trabajo_<country>): off, every call answers 404 */
  feature: FeatureSwitch;
}) {
  const { repo, access, clock, feature } = deps;
  /** the countries of the caller: its own and its clients' */
  const countriesOf = (scope: Scope) => [scope.countryId, ...[...scope.clients.keys()].map((c) => c.slice(0, 3))];
  const scopeOf = (caller: Caller) => access.loadScope(caller.userId);
  const countryOf = (id: string): CountryId => (isCountryId(id) ? id : 'CHL');

  const toDto = (w: WorkRequestRow): WorkRequest => ({
    id: w.id,
    uuid: w.uuid,
    number: w.id,
    created_at: w.created_at.toISOString(),
    submitted_at: w.submitted_at?.toISOString() ?? null,
    created_by_user: { first_name: w.first_name, last_name: w.last_name },
    client_id: w.client_id,
    country_id: w.country_id,
    building_id: w.building_id,
    building_name: w.building_name,
    space_id: w.space_id,
    space_num: w.space_num,
    brand_name: w.brand_name,
    contract_id: w.contract_id,
    type_id: w.type_id,
    type_name: WORK_REQUEST_TYPE_NAMES[w.type_id],
    status: w.status,
    clase: w.clase,
    place: w.place,
    description: w.description,
    start_date: w.start_date,
    end_date: w.end_date,
    start_time: w.start_time,
    end_time: w.end_time,
    hours: w.hours,
    contact_name: w.contact_name,
    contact_phone: w.contact_phone,
    workers: w.workers,
    files: w.files.map((f) => ({ uuid: f.uuid, doc_type: f.doc_type, filename: f.filename })),
    approvals: w.approvals
      .filter((a) => isApproverRole(a.role_id))
      .map((a) => ({
        role_id: a.role_id as ApproverRole,
        role_name: APPROVER_ROLE_NAMES[a.role_id as ApproverRole],
        status: a.status as StepStatus,
        approval_at: a.approval_at ? new Date(a.approval_at).toISOString() : null,
        comment: a.comment,
        by: a.by,
      })),
  });

  /** A request the caller sees (404 otherwise), and how they see it. */
  async function load(scope: Scope, id: number) {
    const w = await repo.byId(id);
    if (!w) throw noRequest();
    const how = workRequestAccess(scope, w);
    if (how === 'none') throw noRequest();
    await feature.require(w.country_id);
    return { w, how };
  }

  /**
   * Checks what a save names: the store among the caller's (404), the documents uploaded by the
   * store's client as work documents and in no other request (404), the workers of that client (404),
   * and for a request being sent the notice rule in the mall's time zone (400).
   */
  async function check(scope: Scope, input: WorkRequestInput, existingId?: number) {
    requireWorkRequestWriter(scope);
    const stores = workRequestStores(scope, await repo.stores([...scope.clients.keys()]));
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

  const requestPath = (w: { country_id: string }) => `/${COUNTRIES[countryOf(w.country_id)].routeCode}/shopping/mis-solicitudes`;

  /** Tells the requester (bell and e-mail) what happened to the request. */
  function tellRequester(news: News, w: WorkRequestRow, title: string, body: string) {
    const path = requestPath(w);
    const html = `<p>${escapeHtml(body)}</p>`;
    news.bells.push(() => deps.notify([w.created_by], { title, body: html, action_url: path, action_label: 'Ver mis solicitudes' }));
    news.mails.push({
      to: w.creator_email,
      subject: title,
      text: `${body}\n\n${deps.publicUrl}${path}`,
      html: `${html}<p><a href="${deps.publicUrl}${path}">Ver mis solicitudes</a></p>`,
    });
  }

  /** The approver roles whose step of a sent request is pending: the queues it stands in. */
  const waitingRoles = (w: WorkRequestRow) =>
    w.status === 'pending' ? w.approvals.filter((a) => a.status === 'pending' && isApproverRole(a.role_id)).map((a) => a.role_id) : [];

  /**
   * Tells the approvers (bell and e-mail) that a request reached their queue: the users of the
   * request's country holding the role of a step that was not waiting before (`before`) and is now.
   */
  async function tellApprovers(news: News, tx: Db, w: WorkRequestRow, before: readonly string[] = []) {
    const roles = waitingRoles(w).filter((r) => !before.includes(r));
    if (!roles.length) return;
    const users = await repo.usersWithRoles(roles, w.country_id, tx);
    const path = `/${COUNTRIES[countryOf(w.country_id)].routeCode}/shopping/consola/solicitudes-trabajo`;
    const label = 'Ver solicitudes por aprobar';
    for (const u of users) {
      const areas = u.roles.map((r) => APPROVER_ROLE_NAMES[r as ApproverRole]).join(', ');
      const title = `Solicitud N° ${w.id} por revisar`;
      const body = `La solicitud de trabajo N° ${w.id} (${WORK_REQUEST_TYPE_NAMES[w.type_id]}, ${w.building_name}, local ${w.space_num}) espera la revisión de ${areas}.`;
      const html = `<p>${escapeHtml(body)}</p>`;
      news.bells.push(() => deps.notify([u.id], { title, body: html, action_url: path, action_label: label }));
      news.mails.push({
        to: u.email,
        subject: title,
        text: `${body}\n\n${deps.publicUrl}${path}`,
        html: `${html}<p><a href="${deps.publicUrl}${path}">${label}</a></p>`,
      });
    }
  }

  /** A request sent for approval tells its requester and its first approvers, in the sending's transaction. */
  const sent =
    (status: string | undefined, news: News): Also =>
    async (tx, id) => {
      if (status !== 'pending') return;
      const w = (await repo.byId(id, tx))!;
      tellRequester(
        news,
        w,
        `Solicitud N° ${w.id} enviada`,
        `Tu solicitud de trabajo N° ${w.id} (${WORK_REQUEST_TYPE_NAMES[w.type_id]}, ${w.building_name}) fue enviada y está en revisión.`,
      );
      await tellApprovers(news, tx, w);
      await writeMails(news, tx);
    };

  /** The e-mails of a change, written in its transaction. */
  async function writeMails(news: News, tx: Db) {
    for (const m of news.mails) news.ids.push(await deps.mailer.enqueue(m, { tx }));
  }
  /** After the commit: the e-mails go out and the bells ring (a bell that fails does not fail the change). */
  async function tell(news: News) {
    for (const id of news.ids) deps.mailer.deliverSoon(id);
    for (const bell of news.bells) await bell().catch(() => {});
  }

  return {
    /** GET /types: the request types with the documents each worker needs and the document slots. */
    types: async (caller: Caller) => {
      await feature.require(countriesOf(await scopeOf(caller)));
      return WORK_REQUEST_TYPES.map((id) => ({
        id,
        type_name: WORK_REQUEST_TYPE_NAMES[id],
        worker_docs: WORKER_DOCS[id].map((d) => ({ id: d })),
        doc_slots: slotsFor(id).map((s) => ({ key: s.key, doc_type: s.doc_type, label: s.label })),
        approver_roles: REQUIRED_STEPS[id],
      }));
    },

    /** GET /buildings: the caller's shopping centres with the stores it raises requests for (spec 3 §3 "User's buildings"). */
    async buildings(caller: Caller) {
      const scope = await scopeOf(caller);
      requireWorkRequestWriter(scope);
      await feature.require(countriesOf(scope));
      const on = new Map<string, boolean>();
      for (const c of new Set(countriesOf(scope))) on.set(c, await feature.isOn([c]));
      const stores = workRequestStores(scope, await repo.stores([...scope.clients.keys()])).filter((s) => on.get(s.country_id));
      const byBuilding = new Map<string, { id: string; name: string; country_id: string; spaces: object[] }>();
      for (const s of stores) {
        const b = byBuilding.get(s.building_id) ?? { id: s.building_id, name: s.building_name, country_id: s.country_id, spaces: [] };
        b.spaces.push({
          space_id: s.space_id,
          space_num: s.space_num,
          brand_name: s.brand_name,
          contract_id: s.contract_id,
          client_tax_id: s.tax_id,
          client_id: s.client_id,
        });
        byBuilding.set(s.building_id, b);
      }
      return [...byBuilding.values()] as {
        id: string;
        name: string;
        country_id: string;
        spaces: {
          space_id: string;
          space_num: string;
          brand_name: string;
          contract_id: string;
          client_tax_id: string;
          client_id: string;
        }[];
      }[];
    },

    async list(caller: Caller, q: WorkRequestListQuery) {
      const scope = await scopeOf(caller);
      const mine = [...scope.clients.keys()];
      if (!mine.length) throw forbidden();
      let clientIds = mine;
      if (q.clients) {
        const asked = q.clients
          .split(',')
          .map((c) => c.trim())
          .filter(Boolean)
          .slice(0, 20);
        clientIds = asked.filter((c) => scope.clients.has(c));
        if (!clientIds.length) throw noRequest();
      }
      await feature.require(clientIds.map((c) => c.slice(0, 3)));
      const filter = {
        clientIds,
        wholeClients: clientIds.filter((c) => holds(scope, c, 'manage:Client')),
        userId: scope.userId,
        number: q.number,
        type: q.type,
        status: q.status,
        from: q.date_from,
        to: q.date_to,
      };
      const [rows, total] = await Promise.all([repo.page(filter, q.size, (q.page - 1) * q.size), repo.count(filter)]);
      return { content: rows.map(toDto), total_elements: total };
    },

    async get(caller: Caller, id: number) {
      return toDto((await load(await scopeOf(caller), id)).w);
    },

    /** POST /: a draft, or a request sent for approval (pending, with its steps pending). */
    async create(caller: Caller, input: WorkRequestInput) {
      const scope = await scopeOf(caller);
      const { store, country, workers } = await check(scope, input);
      const now = clock.now();
      const news = newNews();
      const id = await repo.insert(
        {
          ...valuesOf(input),
          client_id: store.client_id,
          country_id: country,
          contract_id: store.contract_id,
          created_by: caller.userId,
          created_at: now,
          submitted_at: input.status === 'pending' ? now : null,
          updated_at: now,
        },
        input.files ?? [],
        workers,
        REQUIRED_STEPS[input.type_id],
        {
          at: now,
          actor_user_id: caller.userId,
          action: input.status === 'pending' ? 'work_request.submit' : 'work_request.draft',
          entity: 'work_request',
          client_id: store.client_id,
          details: { type: input.type_id },
        },
        sent(input.status, news),
      );
      await tell(news);
      return { message: input.status === 'pending' ? M.sent : M.draftSaved, data: toDto((await repo.byId(id))!) };
    },

    /** PUT /{id}: rewrites a draft; with status pending it is sent. Only drafts (409 otherwise). */
    async update(caller: Caller, id: number, input: WorkRequestInput) {
      const scope = await scopeOf(caller);
      const { w: before, how } = await load(scope, id);
      if (how !== 'tenant') throw forbidden();
      if (before.status !== 'draft') throw conflict(M.onlyDraft);
      const { store, country, workers } = await check(scope, input, id);
      const now = clock.now();
      const news = newNews();
      const ok = await repo.updateDraft(
        id,
        {
          ...valuesOf(input),
          client_id: store.client_id,
          country_id: country,
          contract_id: store.contract_id,
          submitted_at: input.status === 'pending' ? now : null,
          updated_at: now,
        },
        input.files ?? [],
        workers,
        REQUIRED_STEPS[input.type_id],
        {
          at: now,
          actor_user_id: caller.userId,
          action: input.status === 'pending' ? 'work_request.submit' : 'work_request.draft',
          entity: 'work_request',
          entity_id: String(id),
          client_id: store.client_id,
          details: { type: input.type_id },
        },
        sent(input.status, news),
      );
      if (!ok) throw conflict(M.onlyDraft);
      await tell(news);
      return { message: input.status === 'pending' ? M.sent : M.draftSaved, data: toDto((await repo.byId(id))!) };
    },

    /** GET /{uuid}/files: the request's documents with signed, expiring links (requester's side and approvers). */
    async files(caller: Caller, uuid: string) {
      const scope = await scopeOf(caller);
      const found = await repo.byUuid(uuid);
      if (!found) throw noRequest();
      const { w } = await load(scope, found.id);
      const links = await deps.files.signedUrls(
        caller,
        w.files.map((f) => f.uuid),
      );
      const names = new Map<string, string>(DOC_SLOTS.map((s) => [s.doc_type, s.label]));
      return w.files
        .filter((f) => links.has(f.uuid))
        .map((f) => ({
          id: f.uuid,
          filename: f.filename,
          url: links.get(f.uuid)!,
          mimetype: f.mime,
          doc_type: f.doc_type,
          doc_type_name: names.get(f.doc_type) ?? f.doc_type,
        }));
    },

    /** GET /approvals: the requests waiting for the caller's approver roles in its country. */
    async queue(caller: Caller) {
      const scope = await scopeOf(caller);
      const roles = approverRolesOf(scope, APPROVER_ROLES);
      if (!roles.length) throw forbidden();
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
     * POST /{id}/approve | reject | refer: an approver acts on its own role's step (spec 3 §4). A
     * contractor gets 403; a role with no step in the request 403; a step or request no longer
     * pending 409. Reject and refer need a comment; refer names the area it goes to.
     */
    async act(caller: Caller, id: number, action: StepAction, body: StepActionInput) {
      const scope = await scopeOf(caller);
      if (!scope.staff.has('approve:WorkRequest')) throw forbidden();
      const w = await repo.byId(id);
      if (!w || workRequestAccess(scope, w) !== 'approver') throw noRequest();
      await feature.require(w.country_id);
      const mine = approverRolesOf(scope, APPROVER_ROLES, w.country_id);
      const steps = w.approvals.filter((a) => mine.includes(a.role_id));
      if (!steps.length) throw forbidden(M.notYourStep);
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

export type WorkRequestsService = ReturnType<typeof createWorkRequestsService>;
