import { sharedModule } from '../../plugins/deps';
import { createRemindersRepo } from './reminders.repo';
import { createRemindersService, type RemindersService } from './reminders.service';

declare module 'fastify' {
  interface FastifyInstance {
    /** the cut-off reminders: its scheduler runs when config.reminders.enabled */
    reminders: RemindersService;
  }
}

/** The cut-off reminders (app.reminders): one run at a time over every instance (advisory lock on PostgreSQL). */
export const remindersModule = sharedModule(
  async (app, { config, database, clock, mailer }) => {
    const reminders = createRemindersService({
      repo: createRemindersRepo(database.db),
      clock,
      mailer,
      publicUrl: config.publicUrl,
      lock: database.kind === 'postgres',
      log: app.log,
      // the notifications' one delivery path: stored, sanitised and pushed live like every notification
      notify: app.notify,
    });
    app.decorate('reminders', reminders);
    if (config.reminders.enabled) {
      app.addHook('onReady', async () => reminders.start(config.reminders.intervalMs));
      app.addHook('onClose', () => reminders.stop());
    }
  },
  { name: 'reminders', dependencies: ['notifications'] },
);
