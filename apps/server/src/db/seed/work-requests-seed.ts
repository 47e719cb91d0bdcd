import { and, eq, inArray } from 'drizzle-orm';
import { clientId } from '@vitrina/domain/countries/countries';
import { REQUIRED_STEPS, dailyHours, type WorkRequestTypeId } from '@vitrina/domain/work-requests/work-requests.rules';
import { CUTTING_WORKER_CLASS, DEFAULT_WORKER_CLASS } from '@vitrina/domain/workers/worker-classes';
import type { Db } from '../client';
import * as t from '../schema/index';
import { DEMO_CLIENTS, demoTaxId } from './demo-data';

const plusDays = (now: Date, n: number) => new Date(now.getTime() + n * 86_400_000).toISOString().slice(0, 10);

/** Two demo workers of the client (kept when the worker registry's seed already made them). */
const WORKERS = [
  { document_number: '16234987-2', names: 'Juan Andrés', parental_surname: 'Rojas', maternal_surname: 'Muñoz', gender: 'Masculino' },
  { document_number: '11111111-1', names: 'Camila', parental_surname: 'Fuentes', maternal_surname: 'Lagos', gender: 'Femenino' },
];

const REQUESTS: {
  type: WorkRequestTypeId;
  status: 'draft' | 'pending' | 'approved' | 'rejected';
  clase: string;
  place: string;
  description: string;
  start: number;
  times: [string, string];
  /** step outcomes by role (others pending, or initial for a draft) */
  steps?: Record<string, { status: string; comment?: string }>;
}[] = [
  {
    type: 'trabajo_normal',
    status: 'draft',
    clase: 'pintura_carpinteria',
    place: 'Fachada interior del local',
    description: 'Pintura de la fachada interior y cambio de vinilos',
    start: 7,
    times: ['09:00', '18:00'],
  },
  {
    type: 'corte_y_soldadura',
    status: 'pending',
    clase: 'construccion',
    place: 'Bodega trasera del local, estructura metálica',
    description: 'Soldadura de estructura de repisas metálicas en bodega',
    start: 5,
    times: ['22:00', '06:00'],
    steps: { INT_OPERACIONES: { status: 'approved', comment: 'Horario coordinado con el centro' } },
  },
  {
    type: 'trabajo_normal',
    status: 'approved',
    clase: 'mantenciones_electricas',
    place: 'Tablero eléctrico del local',
    description: 'Mantención preventiva del tablero eléctrico',
    start: -10,
    times: ['08:00', '13:00'],
    steps: {
      INT_OPERACIONES: { status: 'approved' },
      INT_SEGURIDAD: { status: 'approved' },
      INT_PREVENCION: { status: 'approved', comment: 'Documentación al día' },
    },
  },
  {
    type: 'corte_y_soldadura',
    status: 'rejected',
    clase: 'climatizacion',
    place: 'Techo técnico sobre el local',
    description: 'Corte de ductos de climatización en el techo técnico',
    start: -3,
    times: ['23:00', '05:00'],
    steps: {
      INT_OPERACIONES: { status: 'approved' },
      INT_SEGURIDAD: { status: 'rejected', comment: 'Falta el extintor de 6 kg en el plan de trabajo' },
    },
  },
];

/** Demo work requests of the first Chilean client (a draft, one in review, one approved, one rejected). */
export async function seedWorkRequestsDemo(db: Db, now: Date) {
  const c = DEMO_CLIENTS.find((x) => x.country === 'CHL')!;
  const cid = clientId(c.country, demoTaxId(c));
  const [creator] = await db.select({ id: t.users.id }).from(t.users).where(eq(t.users.email, 'empresa.chl@vitrina.test'));
  const contracts = await db.select().from(t.contracts).where(eq(t.contracts.client_id, cid)).orderBy(t.contracts.id);
  if (!creator || !contracts.length) return;
  await db
    .insert(t.workers)
    .values(
      WORKERS.map((w) => ({
        ...w,
        client_id: cid,
        country_id: 'CHL',
        document_type: 'rut',
        date_of_birth: '1988-04-12',
        nationality: 'CL',
        mutual: 'ACHS',
        // named in cutting and welding requests too: of that class
        skills: [CUTTING_WORKER_CLASS, DEFAULT_WORKER_CLASS],
        created_by: creator.id,
        created_at: now,
        updated_at: now,
      })),
    )
    .onConflictDoNothing();
  const workers = await db
    .select({ id: t.workers.id })
    .from(t.workers)
    .where(
      and(
        eq(t.workers.client_id, cid),
        inArray(
          t.workers.document_number,
          WORKERS.map((w) => w.document_number),
        ),
      ),
    );
  const approvers = await db
    .select({ id: t.users.id, email: t.users.email })
    .from(t.users)
    .where(
      inArray(
        t.users.email,
        REQUIRED_STEPS.corte_y_soldadura.map((r) => `${r.toLowerCase()}@vitrina.test`),
      ),
    );
  const byRole = (role: string) => approvers.find((a) => a.email === `${role.toLowerCase()}@vitrina.test`)?.id ?? null;
  for (const [i, r] of REQUESTS.entries()) {
    const created = new Date(now.getTime() - (REQUESTS.length - i) * 86_400_000);
    const [row] = await db
      .insert(t.workRequests)
      .values({
        client_id: cid,
        country_id: 'CHL',
        contract_id: contracts[i % contracts.length]!.id,
        type_id: r.type,
        status: r.status,
        clase: r.clase,
        place: r.place,
        description: r.description,
        start_date: plusDays(now, r.start),
        end_date: plusDays(now, r.start + 1),
        start_time: r.times[0],
        end_time: r.times[1],
        hours: dailyHours(r.times[0], r.times[1]),
        contact_name: 'Paula Herrera',
        contact_phone: '987654321',
        accept_conditions: r.status !== 'draft',
        created_by: creator.id,
        created_at: created,
        submitted_at: r.status === 'draft' ? null : created,
        updated_at: created,
      })
      .returning({ id: t.workRequests.id });
    await db.insert(t.workRequestWorkers).values(workers.map((w) => ({ work_request_id: row!.id, worker_id: w.id })));
    await db.insert(t.workRequestApprovals).values(
      REQUIRED_STEPS[r.type].map((role, k) => {
        const s = r.steps?.[role];
        return {
          work_request_id: row!.id,
          role_id: role,
          position: k + 1,
          status: r.status === 'draft' ? 'initial' : (s?.status ?? 'pending'),
          comment: s?.comment ?? null,
          acted_by: s ? byRole(role) : null,
          approval_at: s ? new Date(created.getTime() + (k + 1) * 3_600_000) : null,
        };
      }),
    );
  }
}
