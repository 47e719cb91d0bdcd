import type { Clock } from '@vitrina/domain/common/clock';
import { COUNTRIES, type CountryId } from '@vitrina/domain/countries/countries';
import { addDays } from '@vitrina/domain/sales/calendar';
import {
  PUNCTUAL_WITHIN_DAYS,
  averageTicket,
  defaultReportPeriod,
  punctuality,
  salesPerM2,
  type Period,
} from '@vitrina/domain/sales/report.rules';
import {
  MAX_OPEN_REPORT_JOBS,
  REPORT_MSG,
  type AdminReportQuery,
  type AdminReportResponse,
  type ReportFormat,
  type ReportGroup,
  type ReportJob,
  type ReportJobRequest,
  type ReportMeasure,
  type ReportQuery,
} from '@vitrina/domain/sales/report.schema';
import { AppError } from '@vitrina/domain/common/errors';
import type { Access, Scope } from '../access/scope';
import { requireOwnReportJob, requireSalesReportBuilding, salesReportClients, salesReportStaffCountry } from '../access/require-sales';
import { requireReportService } from '../access/require-reports';
import { noteSalesRead } from '../access/require';
import type { Notify } from '../../lib/notify';
import type { SalesReportRepo } from './sales-report.repo';
import { salesReportXlsx } from './sales-report.xlsx';
import { XLSX_MIME } from '../../lib/http';
import { buildSalesReport, reportToday } from './sales-report.build';
import { salesReportContractsSql } from './sales-report.sql';
import { PDF_MIME, salesReportPdf } from './sales-report.pdf';

const iso = (d: Date | null) => (d ? d.toISOString() : null);
/** The bell's link to 'Reportes'. */
/** The on-demand report service of 'Reportes' (a company's report_services). */
const REPORT_SERVICE = 'informe-de-ventas';
const ONDEMAND_ACTION = { url: 'onDemand', label: 'Ver reportes' };

/**
 * 'Informe de ventas': the tenant's report over the spaces it may
 * see, the staff's building ranking ('informeVentasAdmin'), and the on-demand file ('onDemand').
 * Who sees what is decided by the access module; the figures are summed in PostgreSQL.
 */
export function createSalesReportService(d: {
  repo: SalesReportRepo;
  access: Access;
  clock: Clock;
  notify: Notify;
  /** hands a job to the job engine (reportQueue runs it) */
  enqueue(jobId: string): Promise<unknown>;
}) {
  const { repo, clock } = d;

  const toJob = (j: {
    id: string;
    params: Record<string, string | undefined>;
    status: string;
    progress: number;
    file_name: string | null;
    error: string | null;
    created_at: Date;
    finished_at: Date | null;
  }): ReportJob => ({
    id: j.id,
    status: j.status as ReportJob['status'],
    progress: j.progress,
    from: j.params.from ?? '',
    to: j.params.to ?? '',
    group: (j.params.group ?? 'space') as ReportGroup,
    measure: (j.params.measure ?? 'bruto') as ReportMeasure,
    format: (j.params.format ?? 'xlsx') as ReportFormat,
    file_name: j.file_name,
    error: j.error,
    created_at: j.created_at.toISOString(),
    finished_at: iso(j.finished_at),
  });

  /**
   * Runs one on-demand job (the job engine calls it, on any instance): progress 10 → 60 → 90 →
   * 100, then the bell. Run again after a lost try, it starts over; a job already finished is not
   * made twice, and its user hears once. A refusal (AppError: the user may no longer see these
   * spaces) ends the job with its message; any other error is thrown, for the engine to retry.
   */
  async function runJob(jobId: string) {
    const j = await repo.job(jobId);
    if (!j || j.status === 'listo') return;
    const q = j.params as ReportJobRequest;
    try {
      const scope = await d.access.loadScope(j.user_id);
      await repo.updateJob(jobId, { status: 'procesando', progress: 10, error: null, finished_at: null });
      const report = await buildSalesReport(repo, clock, scope, q);
      await repo.updateJob(jobId, { progress: 60 });
      const pdf = q.format === 'pdf';
      const file = pdf ? await salesReportPdf(report, clock.now()) : await salesReportXlsx(report);
      await repo.updateJob(jobId, { progress: 90 });
      const fileName = `informe-de-ventas-${q.from}-${q.to}.${pdf ? 'pdf' : 'xlsx'}`;
      const done = await repo.finishJob(jobId, {
        status: 'listo',
        progress: 100,
        result: file,
        file_name: fileName,
        finished_at: clock.now(),
      });
      if (done)
        await d.notify(j.user_id, {
          title: REPORT_MSG.jobReadyTitle,
          body: REPORT_MSG.jobReadyBody(q.from, q.to),
          action: ONDEMAND_ACTION,
        });
    } catch (err) {
      if (!(err instanceof AppError)) throw err;
      await failJob(jobId, err.message);
    }
  }

  /** A job that failed for good: 'Reportes' shows why, and the bell says so (once). */
  async function failJob(jobId: string, message: string = REPORT_MSG.jobFailed) {
    const j = await repo.finishJob(jobId, { status: 'error', error: message, finished_at: clock.now() });
    if (j) await d.notify(j.user_id, { title: REPORT_MSG.jobFailedTitle, body: `<p>${message}</p>`, action: ONDEMAND_ACTION });
  }

  /** The tenant's report needs the company's report service (403 otherwise). */
  async function withService(scope: Scope, companyId?: string) {
    const { clients } = salesReportClients(scope, companyId);
    requireReportService(await repo.reportServices(clients), REPORT_SERVICE, companyId);
  }

  const impl = {
    /** GET /informe: the report over the caller's spaces with read:Sales. */
    async report(scope: Scope, q: ReportQuery) {
      await withService(scope, q.company_id);
      return buildSalesReport(repo, clock, scope, q);
    },

    /** GET /informe/xlsx: the same report as a file. */
    async xlsx(scope: Scope, q: ReportQuery) {
      await withService(scope, q.company_id);
      const report = await buildSalesReport(repo, clock, scope, q);
      return { file: await salesReportXlsx(report), name: `informe-de-ventas-${report.period.from}-${report.period.to}.xlsx` };
    },

    /** GET /informe/admin/buildings: the buildings of the staff caller's country. */
    async adminBuildings(scope: Scope) {
      return { data: await repo.buildingsOf(salesReportStaffCountry(scope)) };
    },

    /** GET /informe/admin: a building's spaces ranked by sales, with each tenant's declaration punctuality. */
    async adminReport(scope: Scope, q: AdminReportQuery): Promise<AdminReportResponse> {
      salesReportStaffCountry(scope);
      const building = await repo.building(q.building_id);
      requireSalesReportBuilding(scope, building);
      const country = building!.country_id as CountryId;
      const today = reportToday(clock, country);
      const period: Period = q.from && q.to ? { from: q.from, to: q.to } : defaultReportPeriod(today);
      const rows = await repo.buildingRanking(
        building!.id,
        period,
        addDays(today, -1),
        q.measure,
        COUNTRIES[country].timeZone,
        PUNCTUAL_WITHIN_DAYS,
      );
      // staff read these tenants' sales: recorded in each one's access log
      noteSalesRead(scope, new Set(rows.map((r) => r.client_id)), 'read:Sales', `Informe de ventas: ${building!.name}`);
      const total = rows.reduce((s, r) => s + r.total, 0);
      return {
        building: { id: building!.id, name: building!.name, country_id: country },
        currency: COUNTRIES[country].currency,
        as_of: addDays(today, -1),
        measure: q.measure,
        period,
        total,
        per_m2: salesPerM2(rows.map((r) => ({ sales: r.total, area_m2: r.area }))),
        rows: rows.map((r, i) => ({
          rank: i + 1,
          space_id: r.space_id,
          space_code: r.space_code,
          brand_name: r.brand_name,
          client_name: r.client_name,
          area_m2: r.area,
          total: r.total,
          share: total > 0 ? r.total / total : null,
          per_m2: salesPerM2([{ sales: r.total, area_m2: r.area }]).value,
          avg_ticket: averageTicket(r.total, r.tickets),
          declared: r.declared,
          punctual: r.punctual,
          late: r.recorded - r.punctual,
          pending: r.pending,
          punctuality: punctuality(r.punctual, r.recorded),
        })),
      };
    },

    /** POST /informe/jobs: queue the on-demand file; the caller polls GET /informe/jobs/{id}. */
    async createJob(scope: Scope, body: ReportJobRequest) {
      // refused now (403) rather than failing in the background
      salesReportContractsSql(scope, body.company_id);
      await withService(scope, body.company_id);
      if ((await repo.openJobs(scope.userId)) >= MAX_OPEN_REPORT_JOBS) throw new AppError('too_many_jobs', 429, REPORT_MSG.jobsBusy);
      const row = await repo.insertJob({ user_id: scope.userId, params: { ...body }, created_at: clock.now() });
      await d.enqueue(row.id);
      return toJob(row);
    },

    /** GET /informe/jobs: the caller's latest on-demand reports. */
    async jobs(scope: Scope) {
      return { data: (await repo.jobsOf(scope.userId)).map(toJob) };
    },

    /** GET /informe/jobs/{id}: one of the caller's jobs (another user's: 404). */
    async job(scope: Scope, id: string) {
      const j = requireOwnReportJob(scope, await repo.job(id));
      return toJob(j);
    },

    /** GET /informe/jobs/{id}/file: the finished file (409 while it is being prepared). */
    async jobFile(scope: Scope, id: string) {
      const j = requireOwnReportJob(scope, await repo.job(id));
      if (j.status !== 'listo' || !j.result) throw new AppError('not_ready', 409, REPORT_MSG.jobNotReady);
      const pdf = (j.params.format ?? 'xlsx') === 'pdf';
      return { file: j.result, name: j.file_name ?? `informe-de-ventas.${pdf ? 'pdf' : 'xlsx'}`, mime: pdf ? PDF_MIME : XLSX_MIME };
    },
  };
  type Caller = { userId: string };
  const scopeOf = (c: Caller) => d.access.loadScope(c.userId);
  return {
    report: async (c: Caller, q: ReportQuery) => impl.report(await scopeOf(c), q),
    xlsx: async (c: Caller, q: ReportQuery) => impl.xlsx(await scopeOf(c), q),
    adminBuildings: async (c: Caller) => impl.adminBuildings(await scopeOf(c)),
    adminReport: async (c: Caller, q: AdminReportQuery) => impl.adminReport(await scopeOf(c), q),
    createJob: async (c: Caller, body: ReportJobRequest) => impl.createJob(await scopeOf(c), body),
    jobs: async (c: Caller) => impl.jobs(await scopeOf(c)),
    job: async (c: Caller, id: string) => impl.job(await scopeOf(c), id),
    jobFile: async (c: Caller, id: string) => impl.jobFile(await scopeOf(c), id),
    runJob,
    failJob,
  };
}
export type SalesReportService = ReturnType<typeof createSalesReportService>;
