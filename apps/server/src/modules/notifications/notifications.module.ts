import { sharedModule } from '../../plugins/deps';
import type { Notify } from '../../lib/notify';
import { createNotificationsRepo } from './notifications.repo';
import { createNotificationsService, toNotificationDto } from './notifications.service';
import { createNotificationEvents } from './notifications.events';
import { notificationsRoutes } from './notifications.routes';

declare module 'fastify' {
  interface FastifyInstance {
    /** the one way every module notifies users (lib/notify.ts) */
    notify: Notify;
  }
}

/**
 * The bell (/api/fo/notifications) and its live stream; app-wide, it gives every module
 * app.notify, the one notification port.
 */
export const notificationsModule = sharedModule(
  async (app, { database, clock }) => {
    // new notifications reach the streams open on every instance over the same database
    const repo = createNotificationsRepo(database.db);
    const events = createNotificationEvents({
      database,
      load: async (ids) => (await repo.byIds(ids)).map(toNotificationDto),
      onError: (err) => app.log.warn({ err }, 'notification push failed'),
    });
    await events.start();
    app.addHook('onClose', () => events.close());
    const service = createNotificationsService({ repo, clock, events });
    app.decorate('notify', service.notify);
    await app.register(notificationsRoutes, { prefix: '/api/fo/notifications', service });
  },
  { name: 'notifications' },
);
