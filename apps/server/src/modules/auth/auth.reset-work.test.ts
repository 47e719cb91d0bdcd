import { describe, expect, it } from 'vitest';
import { createAuthPasswords } from './auth.passwords';
import type { AuthCommon } from './auth.common';

/*
 * POST /reset-pass answers the same for every address, and does the same work for each: the
 * address with an account and the one without run the same steps (the link, its e-mail and the
 * audit row in one transaction), so the answer's time does not tell them apart. Only the outcome
 * differs: committed and delivered, or rolled back.
 */

type User = { id: string; email: string; nombres: string; status: string; corporativo: boolean };

/** The reset use case over stand-ins that write down every step it takes. */
function recorded(users: User[], opts: { sso?: boolean; internal?: string[] } = {}) {
  const steps: string[] = [];
  const outcome: string[] = [];
  const tx = { tx: true };
  const common = {
    d: {
      mailer: {
        enqueue: async (_m: unknown, o: { tx?: unknown }) => (steps.push(`enqueue${o.tx === tx ? ' (tx)' : ''}`), 'mail-1'),
        deliverSoon: () => outcome.push('delivered'),
      },
    },
    repo: {
      findUserByEmail: async (email: string) => (steps.push('findUserByEmail'), users.find((u) => u.email === email)),
      issueSetPasswordLink: async (_p: unknown, d: unknown) => (steps.push(`issueSetPasswordLink${d === tx ? ' (tx)' : ''}`), 'link'),
      audit: async (_row: unknown, d: unknown) => void steps.push(`audit${d === tx ? ' (tx)' : ''}`),
      transaction: async <T>(fn: (t: unknown) => Promise<T>) => {
        steps.push('transaction');
        try {
          const r = await fn(tx);
          outcome.push('commit');
          return r;
        } catch (e) {
          outcome.push('rollback');
          throw e;
        }
      },
    },
    config: { oidc: { enabled: opts.sso ?? false }, resetTokenMinutes: 60, publicUrl: 'https://portal.test' },
    clock: { now: () => new Date('2026-03-01T12:00:00Z') },
    checkCaptcha: async () => void steps.push('checkCaptcha'),
    isInternalAccount: async (u: { id: string; corporativo: boolean }) => (
      steps.push('isInternalAccount'),
      u.corporativo || (opts.internal ?? []).includes(u.id)
    ),
  } as unknown as AuthCommon;
  const passwords = createAuthPasswords(common);
  return {
    steps,
    outcome,
    request: (username: string) => passwords.requestReset({ username, recaptcha_version: 3, recaptcha_token: 't' }, { ip: '10.0.0.1' }),
  };
}

const ana: User = { id: 'u-ana', email: 'ana@ejemplo.cl', nombres: 'Ana', status: 'Ok', corporativo: false };
const off: User = { id: 'u-off', email: 'off@ejemplo.cl', nombres: 'Off', status: 'Deshabilitado', corporativo: false };
const staff: User = { id: 'u-staff', email: 'staff@vitrina.test', nombres: 'Sol', status: 'Ok', corporativo: false };

describe('the reset request does the same work for every address', () => {
  it('an unknown address and a disabled account run the same steps as an account that gets its link', async () => {
    const known = recorded([ana, off]);
    const answer = await known.request(ana.email);
    expect(known.outcome).toEqual(['commit', 'delivered']);
    for (const email of ['nadie@ejemplo.cl', off.email]) {
      const other = recorded([ana, off]);
      expect(await other.request(email)).toEqual({ message: `Se envió un enlace al correo ${email}` });
      expect(other.steps, email).toEqual(known.steps);
      expect(other.outcome, email).toEqual(['rollback']);
    }
    expect(answer).toEqual({ message: `Se envió un enlace al correo ${ana.email}` });
    expect(known.steps).toEqual([
      'checkCaptcha',
      'findUserByEmail',
      'transaction',
      'issueSetPasswordLink (tx)',
      'enqueue (tx)',
      'audit (tx)',
    ]);
  });

  it('with the corporate sign-on on, staff get no link, after the same steps as anyone (whether an account is staff is read for every address)', async () => {
    const known = recorded([ana, staff], { sso: true, internal: [staff.id] });
    await known.request(ana.email);
    expect(known.outcome).toEqual(['commit', 'delivered']);
    for (const email of [staff.email, 'nadie@ejemplo.cl']) {
      const other = recorded([ana, staff], { sso: true, internal: [staff.id] });
      await other.request(email);
      expect(other.steps, email).toEqual(known.steps);
      expect(other.outcome, email).toEqual(['rollback']);
    }
    expect(known.steps).toContain('isInternalAccount');
  });
});
