import type { ModulePlugin } from '../../plugins/deps';
import { createHelpRepo } from './help.repo';
import { createHelpService } from './help.service';
import { faqRoutes, ticketRoutes } from './help.routes';

/** The help centre (/api/fo/faqs, /api/fo/tickets): ticket files through the file service, answers told in the bell and by mail. */
export const helpModule: ModulePlugin = async (app, { config, database, clock, access, storage, mailer }) => {
  const service = createHelpService({
    repo: createHelpRepo(database.db),
    access,
    clock,
    files: { store: app.files.store, storage },
    notify: app.notify,
    mailer,
    publicUrl: config.publicUrl,
  });
  await app.register(faqRoutes, { prefix: '/api/fo/faqs', service });
  await app.register(ticketRoutes, { prefix: '/api/fo/tickets', service });
};
