import { MSG } from '@vitrina/domain/common/messages';

/*
 * Not imported from '@vitrina/domain/auth/email': that module imports zod, whose classic build configures
 * itself when loaded (a side effect bundlers must keep), so importing any of it costs the whole
 * zod runtime. The test beside this file checks these agree with auth/email.ts.
 */
const normalizeEmail = (email: string) => email.trim().toLowerCase();
const EMAIL_RE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const isValidEmail = (email: string) => EMAIL_RE.test(normalizeEmail(email));

/** The longest password the login request accepts (as loginRequestSchema). */
export const LOGIN_PASSWORD_MAX_LENGTH = 200;

export interface LoginFormValues {
  username: string;
  password: string;
}

export type LoginFormErrors = Partial<Record<keyof LoginFormValues, string>>;

/**
 * The login form's rules, the same as `loginRequestSchema` but without zod, so the
 * login page (the first page anyone loads) does not carry the zod runtime (about 30 KB gzip). The email is trimmed
 * and lowercased; the test beside this file checks that both agree.
 */
export function validateLoginForm(input: Partial<LoginFormValues>): {
  values: LoginFormValues | null;
  errors: LoginFormErrors;
} {
  const errors: LoginFormErrors = {};
  const username = normalizeEmail(input.username ?? '');
  const password = input.password ?? '';
  if (!username) errors.username = MSG.emailRequired;
  else if (!isValidEmail(username)) errors.username = MSG.emailInvalid;
  if (!password) errors.password = MSG.passwordRequired;
  else if (password.length > LOGIN_PASSWORD_MAX_LENGTH) errors.password = MSG.passwordRequired;
  const ok = Object.keys(errors).length === 0;
  return { values: ok ? { username, password } : null, errors };
}
