import { AppError } from '@vitrina/domain/common/errors';
import { MSG } from '@vitrina/domain/common/messages';
import type { Clock } from '@vitrina/domain/common/clock';
import { PASSWORD_HISTORY_SIZE } from '@vitrina/domain/auth/password';
import type { CountryId } from '@vitrina/domain/countries/countries';
import { PROFILE_MSG } from '@vitrina/domain/profile/messages';
import {
  checkProfilePhone,
  type ActiveSession,
  type ChangePasswordRequest,
  type Preferences,
  type Profile,
} from '@vitrina/domain/profile/profile.schema';
import { hashPassword, verifyPassword } from '../../lib/passwords';
import type { ProfileRepo } from './profile.repo';
import { requireEditableProfile, requireOwnProfile } from '../access/require-users';

export interface ProfileDeps {
  repo: ProfileRepo;
  clock: Clock;
  /** sessions idle longer than this are over (SESSION_IDLE_MINUTES) */
  sessionIdleMinutes: number;
}

interface Caller {
  userId: string;
  sessionId: string;
}
interface Meta {
  ip: string;
}

const sessionUnknown = () => new AppError('not_found', 404, PROFILE_MSG.sessionNotFound);

type UserRow = NonNullable<Awaited<ReturnType<ProfileRepo['findUser']>>>;
const toProfile = (u: UserRow): Profile => ({
  id: u.id,
  email: u.email,
  first_name: u.nombres,
  last_name: u.apellidos,
  phone: u.phone,
  position: u.position,
  country_id: u.country_id as CountryId,
  corporativo: u.corporativo,
});

export function createProfileService(d: ProfileDeps) {
  const { repo, clock } = d;

  async function me(caller: Caller) {
    const user = await repo.findUser(caller.userId);
    if (!user) throw new AppError('unauthenticated', 401, MSG.sessionEnded);
    return user;
  }

  const toPreferences = (u: UserRow): Preferences => ({
    recordatorios_corte: !u.reminders_opt_out,
    comprobantes_por_correo: u.receipts_by_email,
  });

  return {
    /** GET /users-ext/preferences: one's reminder and receipt settings. */
    preferences: async (caller: Caller) => toPreferences(await me(caller)),

    /** PATCH /users-ext/preferences: only the settings given change; recorded in the audit log. */
    async updatePreferences(caller: Caller, input: Partial<Preferences>, meta: Meta) {
      const user = await me(caller);
      const set = {
        ...(input.recordatorios_corte === undefined ? {} : { reminders_opt_out: !input.recordatorios_corte }),
        ...(input.comprobantes_por_correo === undefined ? {} : { receipts_by_email: input.comprobantes_por_correo }),
      };
      if (!Object.keys(set).length) return toPreferences(user);
      const now = clock.now();
      const updated = await repo.updatePreferences(user.id, { ...set, updated_at: now });
      await repo.audit({
        at: now,
        actor_user_id: user.id,
        action: 'preferences_updated',
        entity: 'user',
        entity_id: user.id,
        ip: meta.ip,
        details: input,
      });
      return toPreferences(updated!);
    },

    /** PATCH /users-ext: one's own names and phone; never another user's; never corporate users. */
    async updateProfile(
      caller: Caller,
      input: { id: string; first_name: string; last_name: string; phone: string },
      meta: Meta,
    ): Promise<Profile> {
      requireOwnProfile(caller.userId, input.id);
      const user = await me(caller);
      requireEditableProfile(user);
      const phone = checkProfilePhone(input.phone, user.country_id as CountryId);
      if ('error' in phone) throw new AppError('validation_error', 400, phone.error);
      const next = { nombres: input.first_name, apellidos: input.last_name, phone: phone.phone };
      const changes = Object.fromEntries(
        (Object.keys(next) as (keyof typeof next)[]).filter((k) => user[k] !== next[k]).map((k) => [k, { from: user[k], to: next[k] }]),
      );
      if (!Object.keys(changes).length) return toProfile(user);
      const now = clock.now();
      const updated = await repo.updateProfile(user.id, { ...next, updated_at: now });
      await repo.audit({
        at: now,
        actor_user_id: user.id,
        action: 'profile_updated',
        entity: 'user',
        entity_id: user.id,
        ip: meta.ip,
        details: changes,
      });
      return toProfile(updated!);
    },

    /** 'Seguridad': current password, then the new one with the same rules and history as a reset. */
    async changePassword(caller: Caller, input: ChangePasswordRequest, meta: Meta) {
      const user = await me(caller);
      const now = clock.now();
      if (!user.password_hash || !(await verifyPassword(user.password_hash, input.current_password))) {
        await repo.audit({
          at: now,
          actor_user_id: user.id,
          action: 'password_change_failed',
          entity: 'user',
          entity_id: user.id,
          ip: meta.ip,
        });
        throw new AppError('current_password_invalid', 400, PROFILE_MSG.currentPasswordWrong);
      }
      const previous = [user.password_hash, ...(await repo.passwordHistory(user.id, PASSWORD_HISTORY_SIZE)).map((h) => h.password_hash)];
      for (const old of previous) {
        if (await verifyPassword(old, input.password)) throw new AppError('password_reused', 422, MSG.passwordReused);
      }
      await repo.changePassword(user.id, await hashPassword(input.password), now, caller.sessionId);
      await repo.audit({
        at: now,
        actor_user_id: user.id,
        action: 'password_changed',
        entity: 'user',
        entity_id: user.id,
        ip: meta.ip,
        details: { via: 'profile', kept_session: caller.sessionId },
      });
      return { message: MSG.passwordUpdated };
    },

    /** The caller's open sessions, the one making the call marked current. */
    async sessions(caller: Caller): Promise<ActiveSession[]> {
      const now = clock.now();
      const seenAfter = new Date(now.getTime() - d.sessionIdleMinutes * 60_000);
      const rows = await repo.activeSessions(caller.userId, now, seenAfter);
      return rows.map((s) => ({
        id: s.id,
        created_at: s.created_at.toISOString(),
        last_seen_at: s.last_seen_at.toISOString(),
        expires_at: s.expires_at.toISOString(),
        ip: s.ip,
        user_agent: s.user_agent,
        current: s.id === caller.sessionId,
      }));
    },

    /** Ends one of the caller's sessions: its token answers 401 'Tu sesión terminó' from then on. */
    async closeSession(caller: Caller, sessionId: string, meta: Meta) {
      const now = clock.now();
      if (!(await repo.revokeSession(caller.userId, sessionId, now))) throw sessionUnknown();
      await repo.audit({
        at: now,
        actor_user_id: caller.userId,
        action: 'session_closed',
        entity: 'session',
        entity_id: sessionId,
        ip: meta.ip,
        details: { by_session: caller.sessionId },
      });
    },

    /** Ends every session of the caller but the current one. */
    async closeOtherSessions(caller: Caller, meta: Meta) {
      const now = clock.now();
      const ids = await repo.revokeOtherSessions(caller.userId, caller.sessionId, now);
      if (ids.length) {
        await repo.audit({
          at: now,
          actor_user_id: caller.userId,
          action: 'sessions_closed',
          entity: 'user',
          entity_id: caller.userId,
          ip: meta.ip,
          details: { sessions: ids, by_session: caller.sessionId },
        });
      }
      return { closed: ids.length };
    },
  };
}

export type ProfileService = ReturnType<typeof createProfileService>;
