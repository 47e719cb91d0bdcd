import { createHash, randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { eq } from 'drizzle-orm';
import { clientId } from '@vitrina/domain/countries/countries';
import { todayIn } from '@vitrina/domain/finance/aging';
import { makeRut, workRequestsParamId } from '@vitrina/domain/workers/workers.rules';
import type { Db } from '../client';
import * as t from '../schema/index';
import type { FileStorage } from '../../lib/storage';
import { textPdf } from '../../lib/pdf';
import { DEMO_CLIENTS, demoTaxId } from './demo-data';

const BUCKET = 'documentos';
const plusDays = (day: string, n: number) => new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

/** Demo workers of the first Chilean client: [names, paternal, maternal, rut body, birth, gender, mutual, staffing types, classes, documents]. */
const WORKERS = [
  [
    'María José',
    'González',
    'Pérez',
    '15234567',
    '1988-03-14',
    'femenino',
    'ACHS',
    ['aseo'],
    ['corte_y_soldadura', 'construccion'],
    ['cdt', 'dni_f', 'dni_r'],
  ],
  [
    'Juan Carlos',
    'Muñoz',
    'Rojas',
    '12876543',
    '1979-11-02',
    'masculino',
    'IST',
    ['seguridad'],
    ['normal_general'],
    ['cdt', 'dni_f', 'dni_r'],
  ],
  [
    'Camila',
    'Díaz',
    'Soto',
    '19345678',
    '1997-07-21',
    'femenino',
    'MUTUAL_CCHC',
    ['jardineria', 'aseo'],
    ['normal_mantencion'],
    ['cdt', 'dni_f', 'dni_r'],
  ],
  [
    'Pedro',
    'Contreras',
    'Silva',
    '10987654',
    '1970-01-30',
    'masculino',
    'ISL',
    ['climatizacion'],
    ['climatizacion', 'corte_y_soldadura'],
    ['cdt', 'dni_f', 'dni_r'],
  ],
  ['Francisca', 'Morales', 'Fuentes', '17456789', '1992-05-09', 'femenino', 'ACHS', ['parking'], ['normal_general'], ['dni_f', 'dni_r']],
  ['Diego', 'Reyes', 'Castillo', '18567890', '1995-09-17', 'masculino', 'IST', ['seguridad', 'parking'], ['normal_montaje'], ['cdt']],
  [
    'Valentina',
    'Herrera',
    'Vargas',
    '20123456',
    '2001-12-05',
    'femenino',
    'ACHS',
    ['aseo'],
    ['trabajo_limpieza_altura'],
    ['cdt', 'dni_f', 'dni_r'],
  ],
  [
    'José Luis',
    'Araya',
    'Tapia',
    '9876543',
    '1966-04-25',
    'masculino',
    'MUTUAL_CCHC',
    ['climatizacion', 'jardineria'],
    ['climatizacion', 'normal_mantencion'],
    [],
  ],
] as const;

/** Demo staffing assignments: [type, building index, headcount, start offset, end offset (null: open), status, worker indexes]. */
const STAFFING = [
  ['seguridad', 0, 4, -60, 120, 'activa', [1, 5]],
  ['aseo', 0, 6, -30, 150, 'activa', [0, 2, 6]],
  ['parking', 1, 2, -10, null, 'recibida', [4]],
  ['jardineria', 2, 1, -120, -5, 'finalizada', [2]],
  ['climatizacion', 1, 2, 3, 90, 'recibida', [3, 7]],
  ['seguridad', 2, 3, -5, 60, 'recibida', []],
] as const;

/**
 * The work-request switch on for Chile, and the worker registry of the first Chilean demo client:
 * workers with complete and missing documents (PDFs stored through the storage), staffing
 * assignments of every type and status, and an F30 about to expire (F31 not loaded).
 */
export async function seedWorkersDemo(db: Db, storage: FileStorage, now: Date) {
  await db
    .update(t.params)
    .set({ value: 'true' })
    .where(eq(t.params.id, workRequestsParamId('CHL')));
  const c = DEMO_CLIENTS.find((x) => x.country === 'CHL')!;
  const cid = clientId('CHL', demoTaxId(c));
  const [admin] = await db.select({ id: t.users.id }).from(t.users).where(eq(t.users.email, 'empresa.chl@vitrina.test'));
  if (!admin) return;
  const today = todayIn(now, 'CHL');

  const storePdf = async (title: string, name: string) => {
    const id = randomUUID();
    const bytes = Buffer.from(await textPdf(title, ['Documento de demostración.'], { font: 'standard' }));
    const path = `${cid}/${now.getUTCFullYear()}/${String(now.getUTCMonth() + 1).padStart(2, '0')}/${id}.pdf`;
    await storage.put(BUCKET, path, Readable.from([bytes]));
    await db.insert(t.files).values({
      id,
      client_id: cid,
      uploaded_by: admin.id,
      bucket: BUCKET,
      path,
      original_name: name,
      extension: 'pdf',
      mime: 'application/pdf',
      size_bytes: bytes.length,
      sha256: createHash('sha256').update(bytes).digest('hex'),
      kind: 'work-document',
      created_at: now,
    });
    return id;
  };

  const workerIds: string[] = [];
  for (const [i, [names, parental, maternal, body, birth, gender, mutual, staffing, classes, docs]] of WORKERS.entries()) {
    const [w] = await db
      .insert(t.workers)
      .values({
        client_id: cid,
        country_id: 'CHL',
        document_type: 'rut',
        document_number: makeRut(body),
        names,
        parental_surname: parental,
        maternal_surname: maternal,
        date_of_birth: birth,
        nationality: i === 6 ? 'VEN' : 'CHL',
        gender,
        mutual,
        address_division_id: ['13101', '13114', '05109', '08101'][i % 4]!,
        address: `Av. Los Aromos ${100 + i * 17}`,
        skills: [...classes],
        staffing_types: [...staffing],
        created_by: admin.id,
        created_at: new Date(now.getTime() - (WORKERS.length - i) * 86_400_000),
        updated_at: now,
      })
      .returning({ id: t.workers.id });
    workerIds.push(w!.id);
    for (const doc of docs) {
      const fileId = await storePdf(`${doc} ${names} ${parental}`, `${doc}-${parental.toLowerCase()}.pdf`);
      await db.insert(t.workerFiles).values({ worker_id: w!.id, file_id: fileId, doc_type: doc });
    }
  }

  for (const [i, [type, b, headcount, start, end, status, ws]] of STAFFING.entries()) {
    const [a] = await db
      .insert(t.staffingAssignments)
      .values({
        client_id: cid,
        number: `DOT-${String(i + 1).padStart(4, '0')}`,
        type,
        building_id: `CHL-B${b + 1}`,
        description: `Servicio de ${type} para el centro comercial`,
        headcount,
        start_date: plusDays(today, start),
        end_date: end === null ? null : plusDays(today, end),
        status,
        created_at: new Date(now.getTime() - (STAFFING.length - i) * 3_600_000),
        updated_at: now,
      })
      .returning({ id: t.staffingAssignments.id });
    if (ws.length) await db.insert(t.staffingAssignmentWorkers).values(ws.map((k) => ({ assignment_id: a!.id, worker_id: workerIds[k]! })));
  }

  // F30 of the last period, ending in 20 days: 'Por expirar'; no F31: 'No cargado'
  const older = await storePdf('F30 período anterior', 'f30-anterior.pdf');
  const current = await storePdf('F30 período vigente', 'f30-vigente.pdf');
  await db.insert(t.complianceDocuments).values([
    {
      client_id: cid,
      kind: 'F30',
      start_date: plusDays(today, -130),
      end_date: plusDays(today, -41),
      file_id: older,
      uploaded_by: admin.id,
      created_at: now,
    },
    {
      client_id: cid,
      kind: 'F30',
      start_date: plusDays(today, -40),
      end_date: plusDays(today, 20),
      file_id: current,
      uploaded_by: admin.id,
      created_at: now,
    },
  ]);
}
