import { AppError } from '@vitrina/domain/common/errors';
import { MSG } from '@vitrina/domain/common/messages';
import { PASSWORD_HISTORY_SIZE } from '@vitrina/domain/auth/password';
import type { CaptchaVersion } from '@vitrina/domain/auth/captcha';
import { hashPassword, verifyPassword } from '../../lib/passwords';
import { resetPasswordMail } from './auth.mail';
import { type RequestMeta, minutes, type AuthCommon } from './auth.common';

/** The id the reset request of an address without a link works with: no user has it. */
const NO_USER = '00000000-0000-0000-0000-000000000000';
/** Rolls back the reset request's transaction of an address that gets no link. */
const NO_LINK = new Error('no set-password link for this address');

/** The password reset: the set-password link by e-mail, its check, and the new password. */
export function createAuthPasswords(common: AuthCommon) {
  const { d, repo, config, clock, checkCaptcha, isInternalAccount } = common;
  return {
    /**
     * Sends a set-password link when the account may have one: it exists, is not disabled, and
     * with the corporate sign-on configured is not the operator's staff (they sign in only through
     * it). Answers the same either way, after the same work: for an address that gets no link the
     * same statements run (the link's insert takes nothing from a user row that is not there) in a
     * transaction that is rolled back, so the answer's time does not tell whether it has an account.
     */
    async requestReset(input: { username: string; recaptcha_version: CaptchaVersion; recaptcha_token: string }, meta: RequestMeta) {
      await checkCaptcha(input.recaptcha_version, input.recaptcha_token, [`ip:${meta.ip}`], meta.ip);
      const found = await repo.findUserByEmail(input.username);
      // with the corporate sign-on on, whether the account is staff is read for every address alike
      const internal = config.oidc.enabled && (await isInternalAccount(found ?? { id: NO_USER, corporativo: false }));
      const user = found && found.status !== 'Deshabilitado' && !internal ? found : undefined;
      const now = clock.now();
      // the link, its e-mail and the audit row together; the e-mail goes out once committed
      const mail = await repo
        .transaction(async (tx) => {
          const link = await repo.issueSetPasswordLink(
            { userId: user?.id ?? NO_USER, now, validForMs: minutes(config.resetTokenMinutes), publicUrl: config.publicUrl },
            tx,
          );
          const id = await d.mailer.enqueue(
            resetPasswordMail({ to: user?.email ?? input.username, nombres: user?.nombres ?? '', link, minutes: config.resetTokenMinutes }),
            { tx, log: meta.log },
          );
          await repo.audit(
            {
              at: now,
              actor_user_id: user?.id ?? null,
              action: 'password_reset_requested',
              entity: 'user',
              entity_id: user?.id ?? null,
              ip: meta.ip,
            },
            tx,
          );
          if (!user) throw NO_LINK;
          return id;
        })
        .catch((e: unknown) => {
          if (e === NO_LINK) return undefined;
          throw e;
        });
      if (mail) d.mailer.deliverSoon(mail);
      return { message: MSG.resetSent(input.username) };
    },

    /** 404 for an unknown link, 410 for a used or expired one. */
    async validateResetToken(token: string) {
      const row = await repo.findResetToken(token);
      if (!row) throw new AppError('link_invalid', 404, MSG.linkInvalid);
      if (row.used_at || row.expires_at <= clock.now()) throw new AppError('link_expired', 410, MSG.linkExpired);
      return row;
    },

    async setPassword(
      input: { token: string; password: string; recaptcha_version: CaptchaVersion; recaptcha_token: string },
      meta: RequestMeta,
    ) {
      await checkCaptcha(input.recaptcha_version, input.recaptcha_token, [`ip:${meta.ip}`], meta.ip);
      const row = await this.validateResetToken(input.token);
      const user = await repo.findUserById(row.user_id);
      if (!user) throw new AppError('link_invalid', 404, MSG.linkInvalid);
      const previous = [
        ...(user.password_hash ? [user.password_hash] : []),
        ...(await repo.passwordHistory(user.id, PASSWORD_HISTORY_SIZE)).map((h) => h.password_hash),
      ];
      for (const old of previous) {
        if (await verifyPassword(old, input.password)) {
          throw new AppError('password_reused', 422, MSG.passwordReused);
        }
      }
      const now = clock.now();
      await repo.changePassword(user.id, await hashPassword(input.password), now);
      await repo.audit({ at: now, actor_user_id: user.id, action: 'password_changed', entity: 'user', entity_id: user.id, ip: meta.ip });
      return { message: MSG.passwordUpdated };
    },
  };
}
