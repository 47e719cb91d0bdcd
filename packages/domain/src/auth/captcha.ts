/**
 * The captcha's shapes, shared by the API and the web forms. Kept free of zod so
 * the login page can use them without the zod runtime; auth.schema.ts validates the same shapes.
 */

/** 3: invisible, solved right before submitting; 2: the visible 'No soy un robot' widget. */
export type CaptchaVersion = 2 | 3;

/** GET /api/fo/auth/captcha answer. */
export interface CaptchaChallenge {
  provider: 'altcha' | 'recaptcha' | 'none';
  version: CaptchaVersion;
  /** altcha: the challenge to solve ({parameters, signature}) */
  challenge?: unknown;
  /** recaptcha: Google's site key */
  siteKey?: string;
}

/** The captcha fields of login, reset-pass and set-password requests. */
export interface CaptchaProof {
  recaptcha_version: CaptchaVersion;
  recaptcha_token: string;
}

/** The error code of a login refused until the visible captcha (version 2) is solved. */
export const CAPTCHA_V2_CODE = 'forbidden_use_recaptcha_v2';
