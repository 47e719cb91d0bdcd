import { sharedModule } from '../../plugins/deps';
import { createRemindersRepo } from './reminders.repo';
import { createRemindersService, remindersQueues, type RemindersService } from './reminders.service';

declare module 'fastify' {
  interface FastifyInstance {
    /** the cut-off reminders: the job engine runs them every hour when config.reminders.enabled */
    reminders: RemindersService;
  }
}

/** The cut-off reminders (app.reminders): a job per country every hour in its time zone, over every instance. */
export const remindersModule = sharedModule(
  async (app, { config, database, clock, mailer }) => {
    const reminders = createRemindersService({
      repo: createRemindersRepo(database.db),
      clock,
      mailer,
      publicUrl: config.publicUrl,
      log: app.log,
      // the notifications' one delivery path: stored, sanitised and pushed live like every notification
      notify: app.notify,
    });
    app.decorate('reminders', reminders);
    for (const q of remindersQueues(reminders, config.reminders.enabled)) await app.jobs.define(q);
  },
  { name: 'reminders', dependencies: ['notifications'] },
);
