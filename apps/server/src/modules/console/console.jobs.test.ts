import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { INTERNAL_ROLES, staffDemoEmail } from '@vitrina/domain/auth/roles';
import { JOBS_MSG } from '@vitrina/domain/console/jobs.schema';
import { createTestApp, DEMO, type TestContext } from '../../test/harness';
import { jobsSettled } from '../../test/jobs';
import * as t from '../../db/schema/index';

const ADMIN = staffDemoEmail('ADMIN');
const QUEUE = 'test-always-fails';

// Console › 'Trabajos en segundo plano': a job that always fails is tried the configured number
// of times, then shows as failed with its error, and an administrator runs it again (audited).
describe('console: background jobs (/api/fo/console/jobs)', () => {
  let ctx: TestContext;
  const tokens: Record<string, string> = {};
  let tries = 0;
  const inject = (method: 'GET' | 'POST', url: string, who?: string) =>
    ctx.app.inject({ method, url, headers: who ? ctx.auth(tokens[who]!) : {} });
  const audits = async () => ctx.database.db.select().from(t.auditLog).where(eq(t.auditLog.action, 'job_retried'));

  beforeAll(async () => {
    ctx = await createTestApp({ env: { JOBS_POLL_SECONDS: '0.5' } });
    for (const u of [DEMO.empresaChl, ...INTERNAL_ROLES.map((r) => staffDemoEmail(r))]) tokens[u] = await ctx.login(u);
    await ctx.app.jobs.define({
      name: QUEUE,
      handler: async () => {
        tries++;
        throw new Error('el servicio externo no responde');
      },
      retryLimit: 2,
      retryDelaySeconds: 0,
      retryBackoff: false,
      expireInSeconds: 60,
    });
  }, 600_000);
  afterAll(async () => {
    await ctx?.close();
  });

  it('a job that always fails is tried 1 + 2 times, then listed as failed with its error', async () => {
    const id = await ctx.app.jobs.send(QUEUE, { n: 1 });
    await jobsSettled(ctx.app, [QUEUE]);
    expect(tries).toBe(3);
    const res = await inject('GET', '/api/fo/console/jobs', ADMIN);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.queues).toContainEqual({ name: QUEUE, label: QUEUE, waiting: 0, running: 0, failed: 1 });
    expect(body.queues).toContainEqual(expect.objectContaining({ name: 'sales-report', label: 'Reportes de ventas' }));
    expect(body.failed).toContainEqual(
      expect.objectContaining({ id, queue: QUEUE, error: 'el servicio externo no responde', retry_count: 2 }),
    );
  });

  it("'Reintentar' runs it once more and is recorded in the audit log", async () => {
    const [failed] = (await inject('GET', '/api/fo/console/jobs', ADMIN)).json().failed.filter((f: { queue: string }) => f.queue === QUEUE);
    const res = await inject('POST', `/api/fo/console/jobs/${QUEUE}/${failed.id}/retry`, ADMIN);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: JOBS_MSG.retried });
    await jobsSettled(ctx.app, [QUEUE]);
    expect(tries).toBe(4);
    const rows = await audits();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ entity: 'job', entity_id: failed.id, details: { queue: QUEUE } });
    // failed again: listed again, and retried only while failed (a second retry now is refused: 404)
    expect((await inject('GET', '/api/fo/console/jobs', ADMIN)).json().failed.some((f: { id: string }) => f.id === failed.id)).toBe(true);
  });

  it("an e-mail that failed for good shows under 'Correo saliente' and 'Reintentar' sends it again (audited)", async () => {
    const id = await ctx.app.mailer.enqueue({ to: 'tienda@example.com', subject: 'Aviso de prueba', text: 'x', html: '<p>x</p>' });
    await ctx.database.db
      .update(t.mailOutbox)
      .set({ status: 'failed', attempts: 10, last_error: 'el servidor de correo no responde' })
      .where(eq(t.mailOutbox.id, id));
    const body = (await inject('GET', '/api/fo/console/jobs', ADMIN)).json();
    expect(body.queues).toContainEqual({ name: 'mail', label: 'Correo saliente', waiting: 0, running: 0, failed: 1 });
    expect(body.failed).toContainEqual(
      expect.objectContaining({ id, queue: 'mail', error: 'Aviso de prueba → tienda@example.com: el servidor de correo no responde' }),
    );
    const res = await inject('POST', `/api/fo/console/jobs/mail/${id}/retry`, ADMIN);
    expect(res.statusCode).toBe(200);
    expect((await audits()).map((a) => a.entity_id)).toContain(id);
    await ctx.app.mailer.deliverDue();
    const [row] = await ctx.database.db.select().from(t.mailOutbox).where(eq(t.mailOutbox.id, id));
    expect(row!.status).toBe('sent');
    // sent: nothing left to retry
    expect((await inject('POST', `/api/fo/console/jobs/mail/${id}/retry`, ADMIN)).statusCode).toBe(404);
  });

  it('refuses bad input (400), no session (401), tenants and other staff roles (403), an unknown job (404); none audited', async () => {
    const before = (await audits()).length;
    const id = '00000000-0000-4000-8000-000000000000';
    expect((await inject('POST', `/api/fo/console/jobs/${QUEUE}/not-a-uuid/retry`, ADMIN)).statusCode).toBe(400);
    expect((await inject('POST', `/api/fo/console/jobs/a%20b/${id}/retry`, ADMIN)).statusCode).toBe(400);
    expect((await inject('POST', `/api/fo/console/jobs/${'q'.repeat(61)}/${id}/retry`, ADMIN)).statusCode).toBe(400);
    expect((await inject('GET', '/api/fo/console/jobs')).statusCode).toBe(401);
    expect((await inject('POST', `/api/fo/console/jobs/${QUEUE}/${id}/retry`)).statusCode).toBe(401);
    for (const who of [DEMO.empresaChl, ...INTERNAL_ROLES.filter((r) => r !== 'ADMIN').map((r) => staffDemoEmail(r))]) {
      expect((await inject('GET', '/api/fo/console/jobs', who)).statusCode, who).toBe(403);
      expect((await inject('POST', `/api/fo/console/jobs/${QUEUE}/${id}/retry`, who)).statusCode, who).toBe(403);
    }
    const unknown = await inject('POST', `/api/fo/console/jobs/${QUEUE}/${id}/retry`, ADMIN);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(JOBS_MSG.notFailed);
    expect((await audits()).length).toBe(before);
  });
});
