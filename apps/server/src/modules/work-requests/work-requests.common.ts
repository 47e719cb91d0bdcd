import { AppError } from '@vitrina/domain/common/errors';
import type { Clock } from '@vitrina/domain/common/clock';
import { COUNTRIES, isCountryId, type CountryId } from '@vitrina/domain/countries/countries';
import { WORK_REQUEST_MSG as M } from '@vitrina/domain/work-requests/work-requests.messages';
import {
  APPROVER_ROLE_NAMES,
  WORK_REQUEST_TYPE_NAMES,
  isApproverRole,
  type ApproverRole,
  type StepStatus,
} from '@vitrina/domain/work-requests/work-requests.rules';
import type { WorkRequest } from '@vitrina/domain/work-requests/work-requests.schema';
import type { Mailer } from '../../lib/mailer';
import type { FeatureSwitch } from '../../lib/country-features';
import type { Access, Scope } from '../access/scope';
import { notFound } from '../access/errors';
import { requireWorkRequest } from '../access/require-work-requests';
import type { Also, WorkRequestRow, WorkRequestsRepo } from './work-requests.repo';
import type { Db } from '../../db/client';
import type { MailMessage } from '../../lib/mail-outbox';

/** What a change tells people: e-mails written in its transaction (their ids), bell notices rung after it. */
export interface News {
  mails: MailMessage[];
  ids: string[];
  bells: (() => Promise<unknown>)[];
}
export const newNews = (): News => ({ mails: [], ids: [], bells: [] });

export interface Caller {
  userId: string;
}

/** A notification to users' bells (wired in app.ts to the notifications' store and live push). */
import type { Notify } from '../../lib/notify';
export type { Notify };

/** What the module needs of the file service (wired in app.ts): signed links of files the caller may read. */
export interface RequestFileLinks {
  signedUrls(caller: Caller, ids: string[]): Promise<Map<string, string>>;
}

export const WORK_DOCUMENT_KIND = 'work-document';

export const conflict = (message: string = M.statusConflict) => new AppError('status_conflict', 409, message);
export const bad = (message: string) => new AppError('validation_error', 400, message);
export const noRequest = () => notFound(M.notFound);
export const escapeHtml = (s: string) => s.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!);

export interface WorkRequestsDeps {
  repo: WorkRequestsRepo;
  access: Access;
  clock: Clock;
  files: RequestFileLinks;
  mailer: Mailer;
  notify: Notify;
  publicUrl: string;
  /** the per-country switch of work requests (params solicitudes_trabajo_<country>): off, every call answers 404 */
  feature: FeatureSwitch;
}

/** What the work requests' use cases share: the dependencies, the DTO, a request the caller sees, the requester's and the approvers' notices. */
export function createWorkRequestsCommon(deps: WorkRequestsDeps) {
  const { repo, access, clock, feature } = deps;
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
    const how = requireWorkRequest(scope, w);
    await feature.require(w.country_id);
    return { w, how };
  }

  const requestPath = (w: { country_id: string }) => `/${COUNTRIES[countryOf(w.country_id)].routeCode}/shopping/mis-solicitudes`;

  /** Tells the requester (bell and e-mail) what happened to the request: written into `news`. */
  function tellRequester(news: News, w: WorkRequestRow, title: string, body: string) {
    const path = requestPath(w);
    const html = `<p>${escapeHtml(body)}</p>`;
    news.bells.push(() => deps.notify([w.created_by], { title, body: html, action: { url: path, label: 'Ver mis solicitudes' } }));
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
      news.bells.push(() => deps.notify([u.id], { title, body: html, action: { url: path, label } }));
      news.mails.push({
        to: u.email,
        subject: title,
        text: `${body}\n\n${deps.publicUrl}${path}`,
        html: `${html}<p><a href="${deps.publicUrl}${path}">${label}</a></p>`,
      });
    }
  }

  /** The e-mails of a change, written in its transaction. */
  async function writeMails(news: News, tx: Db) {
    for (const m of news.mails) news.ids.push(await deps.mailer.enqueue(m, { tx }));
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

  /** After the commit: the e-mails go out and the bells ring (a bell that fails does not fail the change). */
  async function tell(news: News) {
    for (const id of news.ids) deps.mailer.deliverSoon(id);
    for (const bell of news.bells) await bell().catch(() => {});
  }

  return {
    deps,
    repo,
    access,
    clock,
    feature,
    scopeOf,
    countryOf,
    toDto,
    load,
    requestPath,
    tellRequester,
    waitingRoles,
    tellApprovers,
    writeMails,
    sent,
    tell,
  };
}

export type WorkRequestsCommon = ReturnType<typeof createWorkRequestsCommon>;
