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
