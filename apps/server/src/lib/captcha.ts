import { createChallenge, verifySolution, type Challenge, type Solution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import type { CaptchaChallenge, CaptchaVersion } from '@vitrina/domain/auth/captcha';
import type { Clock } from '@vitrina/domain/common/clock';
import type { AppConfig } from '../config';

export interface CaptchaService {
  readonly provider: AppConfig['captcha']['provider'];
  challenge(version: CaptchaVersion): Promise<CaptchaChallenge>;
  verify(version: CaptchaVersion, token: string, ip?: string): Promise<boolean>;
}

const ALGORITHM = 'PBKDF2/SHA-256';

/**
 * Self-hosted proof-of-work captcha (ALTCHA). Version 3 is solved invisibly by the browser;
 * version 2 is the visible widget, with a costlier challenge the user starts by hand. A solved
 * challenge is accepted once.
 */
/**
 * The captcha of sign-in and password reset. `once` records a used solution where every server
 * instance sees it (the shared state), so a solution is accepted once in all.
 */
export function createCaptcha(
  cfg: AppConfig['captcha'],
  secret: string,
  clock: Clock,
  once: (key: string, expiresAt: Date) => Promise<boolean>,
): CaptchaService {
  if (cfg.provider === 'none') {
    return {
      provider: 'none',
      challenge: async (version) => ({ provider: 'none', version }),
      verify: async () => true,
    };
  }
  if (cfg.provider === 'recaptcha') return createRecaptcha(cfg);
  return {
    provider: 'altcha',
    async challenge(version) {
      // The expiry rides in the signed data, checked below against the app clock: altcha's own
      // expiresAt is checked against the machine's time, which refuses every challenge when the
      // app clock runs behind it (CLOCK_START, tests).
      const exp = Math.floor(clock.now().getTime() / 1000) + 300;
      const challenge = await createChallenge({
        algorithm: ALGORITHM,
        cost: version === 2 ? cfg.costV2 : cfg.costV3,
        deriveKey,
        hmacSignatureSecret: secret,
        data: { v: version, exp },
      });
      return { provider: 'altcha', version, challenge };
    },
    async verify(version, token) {
      let payload: { challenge: Challenge; solution: Solution };
      try {
        payload = JSON.parse(Buffer.from(token, 'base64').toString('utf8'));
      } catch {
        return false;
      }
      const { challenge, solution } = payload ?? {};
      if (!challenge?.parameters || !solution || challenge.parameters.data?.v !== version) return false;
      const expiresAt = Number(challenge.parameters.data?.exp ?? 0);
      if (!Number.isFinite(expiresAt) || expiresAt * 1000 < clock.now().getTime()) return false;
      const key = challenge.signature ?? '';
      if (!key) return false;
      const result = await verifySolution({ challenge, solution, deriveKey, hmacSignatureSecret: secret }).catch(() => undefined);
      if (!result?.verified) return false;
      // a solution counts once, on whichever instance it is used first
      return once(`captcha|${key}`, new Date(expiresAt * 1000));
    },
  };
}

/** Google reCAPTCHA, used instead when its keys are configured. */
function createRecaptcha(cfg: AppConfig['captcha']): CaptchaService {
  return {
    provider: 'recaptcha',
    challenge: async (version) => ({
      provider: 'recaptcha',
      version,
      siteKey: version === 2 ? cfg.recaptchaSiteKeyV2 : cfg.recaptchaSiteKeyV3,
    }),
    async verify(version, token, ip) {
      if (!token) return false;
      const secret = version === 2 ? cfg.recaptchaSecretV2 : cfg.recaptchaSecretV3;
      const body = new URLSearchParams({ secret, response: token, ...(ip ? { remoteip: ip } : {}) });
      try {
        const res = await fetch('https://www.google.com/recaptcha/api/siteverify', { method: 'POST', body });
        const data = (await res.json()) as { success?: boolean; score?: number };
        return !!data.success && (version === 2 || (data.score ?? 0) >= 0.5);
      } catch {
        return false;
      }
    },
  };
}
