import { apiRequest } from '../../../lib/api-client';
import type { CaptchaChallenge, CaptchaVersion } from '@vitrina/domain/auth/captcha';

/**
 * GET /api/fo/auth/captcha?version=3|2 (public). Fetched right before each use and never
 * cached: an altcha challenge is single-use and expires.
 */
export const getCaptcha = (version: CaptchaVersion, signal?: AbortSignal) =>
  apiRequest<CaptchaChallenge>('/fo/auth/captcha', { query: { version }, signal, sessionErrors: false });
