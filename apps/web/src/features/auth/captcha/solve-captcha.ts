import { getCaptcha } from '../api/get-captcha';
import type { CaptchaChallenge, CaptchaVersion } from '@vitrina/domain/auth/captcha';
import { executeRecaptchaV3 } from './recaptcha';

/**
 * Solve an altcha proof-of-work challenge in the browser. The solver is loaded on demand so
 * the login page's first load stays small; the key derivation is the WebCrypto one.
 */
export async function solveAltcha(challenge: unknown, signal?: AbortSignal): Promise<string> {
  const c = challenge as { parameters?: { algorithm?: string } };
  const algorithm = c.parameters?.algorithm ?? 'PBKDF2/SHA-256';
  const [{ solveChallenge }, { deriveKey }] = await Promise.all([
    import('altcha-lib'),
    algorithm.startsWith('SHA') ? import('altcha-lib/algorithms/web/sha') : import('altcha-lib/algorithms/web/pbkdf2'),
  ]);
  const controller = new AbortController();
  signal?.addEventListener('abort', () => controller.abort());
  const solution = await solveChallenge({
    challenge: challenge as Parameters<typeof solveChallenge>[0]['challenge'],
    deriveKey,
    controller,
  });
  if (!solution) throw new Error('captcha sin resolver');
  return btoa(JSON.stringify({ challenge, solution }));
}

/** The token for a fetched challenge; reCAPTCHA v2 needs the widget instead. */
export async function tokenForChallenge(c: CaptchaChallenge, signal?: AbortSignal): Promise<string> {
  switch (c.provider) {
    case 'none':
      return '';
    case 'altcha':
      return solveAltcha(c.challenge, signal);
    case 'recaptcha':
      if (c.version === 3 && c.siteKey) return executeRecaptchaV3(c.siteKey, 'login');
      throw new Error('reCAPTCHA v2 requiere el widget');
  }
}

/** Version 3 (invisible): fetch and solve right before submitting a form. */
export async function invisibleCaptchaToken(): Promise<string> {
  const c = await getCaptcha(3 satisfies CaptchaVersion);
  return tokenForChallenge(c);
}
