import type { ModulePlugin } from '../../plugins/deps';
import { createSalesReportRepo } from './sales-report.repo';
import { createSalesReportService } from './sales-report.service';
import { salesReportRoutes } from './sales-report.routes';

/** 'Informe de ventas' (/api/fo/sales/informe) and its on-demand files, announced in the bell when ready. */
export const salesReportModule: ModulePlugin = async (app, { database, clock, access }) => {
  const service = createSalesReportService({
    repo: createSalesReportRepo(database.db),
    access,
    clock,
    notify: app.notify,
    log: (err) => app.log.error({ err }, 'sales report job failed'),
  });
  // on-demand files run in the process that took them: those a previous process left open are failed now
  // (on PostgreSQL other instances may be running theirs: only jobs open for 10 minutes or more)
  // (a sweep that fails is logged: it must not keep the portal from starting)
  await service
    .failInterruptedJobs(database.kind === 'postgres' ? 10 * 60_000 : 0)
    .then((n) => n && app.log.warn({ jobs: n }, 'on-demand sales reports left open by a previous process marked failed'))
    .catch((err) => app.log.error({ err }, 'on-demand sales reports left open could not be swept'));
  await app.register(salesReportRoutes, { prefix: '/api/fo/sales/informe', service });
};
