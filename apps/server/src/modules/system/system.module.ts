import type { ModulePlugin } from '../../plugins/deps';
import { API_VERSION } from '../../plugins/api-docs';
import { systemRoutes } from './system.routes';
import { readinessRoutes } from '../../plugins/readiness';
import { ETHICS_PATH, ethicsCodePdf } from './ethics-code';

/** Health (liveness and readiness), version and the portal's settings under /api; the default code of ethics outside it. */
export const systemModule: ModulePlugin = async (app, { config, database }) => {
  await app.register(systemRoutes, { prefix: '/api', config, version: API_VERSION });
  await app.register(readinessRoutes, { prefix: '/api', database });
  // The default code of ethics of the footer's link (ETHICS_URL), outside /api like the web app.
  app.get(ETHICS_PATH, { schema: { hide: true }, config: { access: 'public' } }, async (_req, reply) =>
    reply
      .type('application/pdf')
      .header('content-disposition', 'inline; filename="codigo-de-etica.pdf"')
      .send(await ethicsCodePdf()),
  );
};
