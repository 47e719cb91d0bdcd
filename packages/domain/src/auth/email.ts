import { z } from 'zod';

/** Emails are trimmed and lowercased before they are sent or compared. */
export const normalizeEmail = (email: string) => email.trim().toLowerCase();

const EMAIL_RE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const isValidEmail = (email: string) => EMAIL_RE.test(normalizeEmail(email));

/** A zod email field that normalises first, then validates. */
export const emailSchema = (requiredMessage: string, invalidMessage: string) =>
  z
    .string({ error: requiredMessage })
    .max(254, invalidMessage)
    .transform(normalizeEmail)
    .pipe(z.string().min(1, requiredMessage).regex(EMAIL_RE, invalidMessage));
