import type { ModulePlugin } from '../../plugins/deps';
import { createSalesReportRepo } from './sales-report.repo';
import { createSalesReportService } from './sales-report.service';
import { salesReportRoutes } from './sales-report.routes';
import { reportServicesRoutes } from './report-services.routes';
import { createReportServicesRepo } from './report-services.repo';
import { createReportServicesService } from './report-services.service';
import { reportQueue, REPORT_QUEUE } from './sales-report.jobs';

/** 'Informe de ventas' (/api/fo/sales/informe) and its on-demand files (jobs), announced in the bell when ready. */
export const salesReportModule: ModulePlugin = async (app, { config, database, clock, access }) => {
  const service = createSalesReportService({
    repo: createSalesReportRepo(database.db),
    access,
    clock,
    notify: app.notify,
    enqueue: (id) => app.jobs.send(REPORT_QUEUE, { id }),
  });
  // each on-demand file is a job of the engine: retried, and finished by another instance if this one dies
  await app.jobs.define(reportQueue(service, config.jobs));
  await app.register(salesReportRoutes, { prefix: '/api/fo/sales/informe', service });
  const reportServices = createReportServicesService({ repo: createReportServicesRepo(database.db), access, clock });
  await app.register(reportServicesRoutes, { prefix: '/api/fo/powerbi/reportes', service: reportServices });
};
