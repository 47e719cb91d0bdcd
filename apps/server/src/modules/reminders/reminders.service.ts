import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '@vitrina/domain/common/clock';
import { COUNTRY_IDS, type CountryId } from '@vitrina/domain/countries/countries';
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
import type { Notify } from '../../lib/notify';
import type { RemindersRepo } from './reminders.repo';

/** The key of the reminders' advisory lock (one run at a time over all instances). */
export const REMINDERS_LOCK_KEY = 190_019;

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export interface RemindersDeps {
  repo: RemindersRepo;
  clock: Clock;
  mailer: Pick<Mailer, 'send'>;
  /** a system notification to a user's bell (stored and pushed live) */
  notify: Notify;
  publicUrl: string;
  /** take the PostgreSQL advisory lock around a run (off on PGlite: one process) */
  lock: boolean;
  log?: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;
}

/**
 * Cut-off reminders: a run looks, per country, whether reminders are due now in its
 * time zone (reminders.rules), finds the users who declare a space with pending days of the
 * previous month and sends each one message (bell and e-mail) listing spaces and days. Each
 * message is recorded before it goes (reminder_sends): never twice on one local day. One run at a
 * time over every instance (advisory lock); `start` runs it every `intervalMs`.
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

  /** One run over every country; how many messages went (0 when another instance is running). */
  async function runOnce(): Promise<{ sent: number; skipped?: true }> {
    const work = async () => {
      let sent = 0;
      for (const country of COUNTRY_IDS) {
        const x = await dueIn(country);
        if (!x) continue;
        for (const [userId, u] of x.users) if (await sendOne(country, x.due, userId, u)) sent++;
      }
      if (sent) d.log?.info({ sent }, 'cut-off reminders sent');
      return { sent };
    };
    if (!d.lock) return work();
    return (await repo.withLock(REMINDERS_LOCK_KEY, work)) ?? { sent: 0, skipped: true };
  }

  let timer: NodeJS.Timeout | undefined;
  let first: NodeJS.Timeout | undefined;
  let running: Promise<unknown> | undefined;
  const tick = () => {
    if (running) return;
    running = runOnce()
      .catch((err) => d.log?.error({ err }, 'cut-off reminders run failed'))
      .finally(() => (running = undefined));
  };
  return {
    settingsOf,
    dueIn,
    runOnce,
    /** Runs after `firstMs`, then every `intervalMs`. */
    start(intervalMs: number, firstMs = Math.min(intervalMs, 5_000)) {
      first = setTimeout(tick, firstMs);
      timer = setInterval(tick, intervalMs);
      first.unref();
      timer.unref();
    },
    async stop() {
      clearTimeout(first);
      clearInterval(timer);
      await running;
    },
  };
}
export type RemindersService = ReturnType<typeof createRemindersService>;
