import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';
import type { AppConfig } from '../config';

/** Google's hosts that reCAPTCHA's script and widget come from (only with CAPTCHA_PROVIDER=recaptcha). */
const RECAPTCHA = ['https://www.google.com', 'https://www.gstatic.com', 'https://www.recaptcha.net'];

/**
 * The Content-Security-Policy of every answer (web app, API, API docs): scripts only from the
 * server itself (no inline script, no event-handler attributes: the session token is in
 * sessionStorage), styles also inline (MUI/emotion inject <style> tags at run time and
 * index.html has its boot spinner's), pictures also as data:/blob: URLs, never inside a frame.
 */
export function contentSecurityPolicy(config: AppConfig) {
  const https = config.publicUrl.startsWith('https:');
  const recaptcha = config.captcha.provider === 'recaptcha' ? RECAPTCHA : [];
  return {
    'default-src': ["'self'"],
    'base-uri': ["'self'"],
    'object-src': ["'none'"],
    'frame-ancestors': ["'none'"],
    'form-action': ["'self'"],
    'script-src': ["'self'", ...recaptcha],
    'script-src-attr': ["'none'"],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:'],
    'font-src': ["'self'", 'data:'],
    'media-src': ["'self'"],
    'connect-src': ["'self'", ...recaptcha],
    'worker-src': ["'self'", 'blob:'],
    'frame-src': recaptcha.length ? recaptcha : ["'none'"],
    'manifest-src': ["'self'"],
    ...(https ? { 'upgrade-insecure-requests': [] } : {}),
  };
}

/**
 * Browser security headers on every answer (helmet): the CSP above, X-Frame-Options DENY,
 * nosniff, Referrer-Policy same-origin (signed download links never leave the site), and HSTS
 * only when PUBLIC_URL is https (on plain http it would lock developers out of localhost). The
 * middleware is built once (@fastify/helmet built it again, parsing the CSP, on every
 * request: a tenth of a small answer's CPU).
 */
export async function registerSecurityHeaders(app: FastifyInstance, config: AppConfig) {
  const https = config.publicUrl.startsWith('https:');
  const apply = helmet({
    contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy(config) },
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'same-origin' },
    strictTransportSecurity: https ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    crossOriginResourcePolicy: { policy: 'same-origin' },
    crossOriginEmbedderPolicy: false,
  });
  app.addHook('onRequest', (req, reply, done) => {
    apply(req.raw, reply.raw, (err?: unknown) => done(err as Error | undefined));
  });
}
