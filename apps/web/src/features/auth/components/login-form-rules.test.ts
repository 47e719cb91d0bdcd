import { describe, expect, it } from 'vitest';
import { loginRequestSchema } from '@vitrina/domain/auth/auth.schema';
import { isValidEmail, normalizeEmail } from '@vitrina/domain/auth/email';
import { validateLoginForm } from './login-form-rules';

const cases: [string, string][] = [
  ['empresa.chl@vitrina.test', 'Vitrina.2026'],
  ['  Empresa.CHL@Vitrina.Test ', 'x'],
  ['', 'secret'],
  ['   ', 'secret'],
  ['no-es-correo', 'secret'],
  ['a@b', 'secret'],
  ['a@b.cl', ''],
  ['', ''],
  ['a@b.cl', 'x'.repeat(201)],
];

describe('validateLoginForm', () => {
  it.each(cases)('agrees with loginRequestSchema for %j / password length', (username, password) => {
    const ours = validateLoginForm({ username, password });
    const zod = loginRequestSchema.safeParse({ username, password });
    expect(ours.values !== null).toBe(zod.success);
    if (zod.success) {
      expect(ours.values).toEqual({ username: zod.data.username, password: zod.data.password });
    } else {
      // the first issue of a field is the one a form shows
      const first = (field: string) => zod.error.issues.find((i) => i.path[0] === field)?.message;
      if (first('username')) expect(ours.errors.username).toBe(first('username'));
      expect(!!ours.errors.password).toBe(!!first('password'));
    }
  });

  it.each(['a@b.cl', ' A@B.CL ', 'a@b', '@b.cl', 'a b@c.cl', 'x@y.z.w', ''])(
    'accepts exactly the emails auth/email.ts accepts (%j)',
    (email) => {
      const ours = !validateLoginForm({ username: email, password: 'p' }).errors.username;
      expect(ours).toBe(isValidEmail(email));
      if (ours) expect(validateLoginForm({ username: email, password: 'p' }).values?.username).toBe(normalizeEmail(email));
    },
  );

  it('trims and lowercases the email', () => {
    expect(validateLoginForm({ username: ' A@B.CL ', password: 'p' }).values?.username).toBe('a@b.cl');
  });
});
