import type { Notify } from '../../lib/notify';
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '@vitrina/domain/common/clock';
import { COUNTRIES, COUNTRY_IDS, type CountryId } from '@vitrina/domain/countries/countries';
import { firstDay, lastDay } from '@vitrina/domain/sales/calendar';
import { dailyCutoffParamId, parseCutoffDay } from '@vitrina/domain/sales/daily.rules';
import {
  parseDaysBefore,
  parseReminderHour,
  pendingDaysForReminder,
  reminderDaysBeforeParamId,
  reminderDue,
  reminderHourParamId,
  reminderMessage,
  type ReminderSettings,
  type ReminderSpace,
} from '@vitrina/domain/sales/reminders.rules';
import type { Mailer } from '../../lib/mailer';
import type { QueueDef } from '../../lib/jobs';
import type { RemindersRepo } from './reminders.repo';

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export interface RemindersDeps {
  repo: RemindersRepo;
  clock: Clock;
  mailer: Pick<Mailer, 'send'>;
  /** a system notification to a user's bell (stored and pushed live) */
  notify: Notify;
  publicUrl: string;
  log?: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;
}

/**
 * Cut-off reminders: a run looks, per country, whether reminders are due now in its
 * time zone (reminders.rules), finds the users who declare a space with pending days of the
 * previous month and sends each one message (bell and e-mail) listing spaces and days. Each
 * message is recorded before it goes (reminder_sends): never twice on one local day, whichever
 * instance runs. The job engine runs it (remindersQueues).
 */
export function createRemindersService(d: RemindersDeps) {
  const { repo, clock } = d;

  async function settingsOf(country: CountryId): Promise<ReminderSettings> {
    const ids = [dailyCutoffParamId(country), reminderDaysBeforeParamId(country), reminderHourParamId(country)];
    const rows = new Map((await repo.params(ids)).map((p) => [p.id, p.value]));
    return {
      cutoffDay: parseCutoffDay(rows.get(ids[0]!)),
      daysBefore: parseDaysBefore(rows.get(ids[1]!)),
      hour: parseReminderHour(rows.get(ids[2]!)),
    };
  }

  /** The messages due now in a country: one per user with pending days. */
  async function dueIn(country: CountryId) {
    const s = await settingsOf(country);
    const due = reminderDue(clock.now(), country, s);
    if (!due) return undefined;
    const start = firstDay(due.month);
    const end = lastDay(due.month);
    const rows = await repo.recipients(country, start, end);
    const contractIds = [...new Set(rows.map((r) => r.contract_id))];
    const declared = new Map<string, Set<string>>();
    for (const x of await repo.declaredDates(contractIds, start, end)) {
      if (!declared.has(x.contract_id)) declared.set(x.contract_id, new Set());
      declared.get(x.contract_id)!.add(x.fecha);
    }
    const users = new Map<string, { email: string; nombres: string; spaces: ReminderSpace[] }>();
    for (const r of rows) {
      const days = pendingDaysForReminder(due.month, due.today, s.cutoffDay, r, declared.get(r.contract_id) ?? new Set());
      if (!days.length) continue;
      const u = users.get(r.user_id) ?? { email: r.email, nombres: r.nombres, spaces: [] };
      u.spaces.push({ label: `Local ${r.space_code} · ${r.brand_name} (${r.building_name})`, days });
      users.set(r.user_id, u);
    }
    return { due, users };
  }

  async function sendOne(
    country: CountryId,
    due: NonNullable<Awaited<ReturnType<typeof dueIn>>>['due'],
    userId: string,
    u: { email: string; nombres: string; spaces: ReminderSpace[] },
  ) {
    const claimed = await repo.claim({
      user_id: userId,
      country_id: country,
      local_date: due.today,
      kind: due.kind,
      details: { spaces: u.spaces.map((s) => ({ label: s.label, days: s.days })) },
      sent_at: clock.now(),
    });
    if (!claimed) return false;
    const m = reminderMessage(due.kind, due.cutoffDate, u.spaces);
    const html = `<p>${escapeHtml(m.body.split('\n')[0]!)}</p><ul>${m.lines.map((l) => `<li>${escapeHtml(l)}</li>`).join('')}</ul>`;
    try {
      await d.notify(userId, {
        title: m.title,
        body: html,
        importance: 'alta',
        action: { url: 'espacio/locales', label: 'Declarar ventas' },
      });
      await d.mailer.send({
        to: u.email,
        subject: m.title,
        text: `Hola ${u.nombres}:\n\n${m.body}\n\nDeclara en ${d.publicUrl}\n\nPuedes dejar de recibir estos recordatorios en tu perfil.`,
        html: `<p>Hola ${escapeHtml(u.nombres)}:</p>${html}<p><a href="${escapeHtml(d.publicUrl)}">Ir a Vitrina</a></p><p>Puedes dejar de recibir estos recordatorios en tu perfil.</p>`,
      });
      return true;
    } catch (err) {
      // not delivered: the next run tries again
      await repo.unclaim(userId, country, due.today).catch(() => {});
      d.log?.warn({ err, userId }, 'cut-off reminder not sent');
      return false;
    }
  }

  /** One country's run: the messages due now; how many went. */
  async function runCountry(country: CountryId) {
    const x = await dueIn(country);
    let sent = 0;
    if (x) for (const [userId, u] of x.users) if (await sendOne(country, x.due, userId, u)) sent++;
    if (sent) d.log?.info({ sent, country }, 'cut-off reminders sent');
    return sent;
  }

  return {
    settingsOf,
    dueIn,
    runCountry,
    /** One run over every country; how many messages went. */
    async runOnce(): Promise<{ sent: number }> {
      let sent = 0;
      for (const country of COUNTRY_IDS) sent += await runCountry(country);
      return { sent };
    },
  };
}
export type RemindersService = ReturnType<typeof createRemindersService>;

/** The queue of a country's reminder runs. */
export const remindersQueue = (country: CountryId) => `cutoff-reminders-${country.toLowerCase()}`;

/**
 * The job queues of the reminders: one per country, scheduled every hour at minute 5 in the
 * country's time zone (when `scheduled`). A run sends what is due at that hour; the record of each
 * message (reminder_sends) keeps it from going twice, whichever instance runs the job.
 */
export function remindersQueues(service: RemindersService, scheduled: boolean): QueueDef<object>[] {
  return COUNTRY_IDS.map((country) => ({
    name: remindersQueue(country),
    handler: async () => {
      await service.runCountry(country);
    },
    retryLimit: 2,
    retryDelaySeconds: 60,
    retryBackoff: true,
    expireInSeconds: 15 * 60,
    schedule: scheduled ? { cron: '5 * * * *', timeZone: COUNTRIES[country].timeZone } : undefined,
  }));
}
