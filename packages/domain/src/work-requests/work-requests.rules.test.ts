import { describe, expect, it } from 'vitest';
import {
  dailyHours,
  noticeProblem,
  receivesNow,
  shiftMinutes,
  shiftProblem,
  slotsFor,
  statusFromSteps,
  zonedInstant,
} from './work-requests.rules';
import { workRequestSubmitSchema } from './work-requests.schema';

describe('night shift', () => {
  it('counts across midnight when the end is not after the start', () => {
    expect(shiftMinutes('22:00', '06:00')).toBe(8 * 60);
    expect(shiftMinutes('21:30', '23:00')).toBe(90);
    expect(dailyHours('21:00', '06:30')).toBe('09:30');
    expect(dailyHours('23:15', '02:00')).toBe('02:45');
    expect(dailyHours('2x:00', '02:00')).toBe('');
  });
  it('keeps cutting and welding within 21:00–07:00 and at most 12 hours', () => {
    expect(shiftProblem('corte_y_soldadura', '21:00', '06:59')).toBeNull();
    expect(shiftProblem('corte_y_soldadura', '20:59', '02:00')).toBe('nightTime');
    expect(shiftProblem('corte_y_soldadura', '22:00', '07:00')).toBe('nightTime');
    expect(shiftProblem('corte_y_soldadura', '23:00', '23:00')).toBe('shiftOrder');
    // 02:00 → 01:00 wraps to 23 hours
    expect(shiftProblem('corte_y_soldadura', '02:00', '01:00')).toBe('shiftOrder');
    expect(shiftProblem('trabajo_normal', '09:00', '18:00')).toBeNull();
    expect(shiftProblem('trabajo_normal', '08:00', '21:00')).toBe('shiftLength');
  });
});

describe('notice in the mall time zone', () => {
  // Santiago is UTC-3 in November (summer time)
  const tue10 = new Date('2026-11-24T13:00:00Z');
  it('receives Monday to Friday until 17:00 local time', () => {
    expect(receivesNow(tue10, 'CHL')).toBe(true);
    // 16:59 local → 19:59Z
    expect(receivesNow(new Date('2026-11-24T19:59:00Z'), 'CHL')).toBe(true);
    // 17:00 local in Santiago, still 15:00 in Bogotá (UTC-5)
    expect(receivesNow(new Date('2026-11-24T20:00:00Z'), 'CHL')).toBe(false);
    expect(receivesNow(new Date('2026-11-24T20:00:00Z'), 'COL')).toBe(true);
    // Saturday 10:00 local
    expect(noticeProblem(new Date('2026-11-28T13:00:00Z'), 'CHL', '2026-12-02', '22:00')).toBe('weekdayHours');
    // Friday 23:00 UTC is Friday 20:00 local: closed
    expect(noticeProblem(new Date('2026-11-27T23:00:00Z'), 'CHL', '2026-12-02', '22:00')).toBe('weekdayHours');
  });
  it('needs 48 hours before the start, in local wall-clock time', () => {
    expect(zonedInstant('2026-11-26', '10:00', 'America/Santiago').toISOString()).toBe('2026-11-26T13:00:00.000Z');
    expect(noticeProblem(tue10, 'CHL', '2026-11-26', '10:00')).toBeNull();
    expect(noticeProblem(tue10, 'CHL', '2026-11-26', '09:59')).toBe('notice');
    expect(noticeProblem(tue10, 'CHL', '2026-11-25', '22:00')).toBe('notice');
  });
});

describe('document slots per type', () => {
  it('has ten for cutting and welding and the first five for normal work', () => {
    expect(slotsFor('corte_y_soldadura')).toHaveLength(10);
    expect(slotsFor('trabajo_normal').map((s) => s.doc_type)).toEqual([
      'carta_presentacion',
      'programa_prevencion',
      'cert_afiliacion_mutual',
      'prevencionista',
      'cphs',
    ]);
  });
  it('asks 1 to 10 files per slot of the type, and no other slot', () => {
    const uuid = (i: number) => `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`;
    const files = slotsFor('trabajo_normal').map((s, i) => ({ doc_type: s.doc_type, uuid: uuid(i) }));
    const input = {
      type_id: 'trabajo_normal',
      contract_id: 'x',
      status: 'pending',
      clase: 'pintura_carpinteria',
      place: 'Local 101 bodega',
      description: 'Pintura de muros del local',
      start_date: '2026-12-01',
      end_date: '2026-12-02',
      start_time: '09:00',
      end_time: '18:00',
      contact_name: 'Ana',
      contact_phone: '912345678',
      files,
      workers: [uuid(99)],
      accept_conditions: true,
    };
    expect(workRequestSubmitSchema.safeParse(input).success).toBe(true);
    const missing = workRequestSubmitSchema.safeParse({ ...input, files: files.slice(1) });
    expect(missing.error?.issues.map((i) => i.message)).toContain('Debe subir al menos un archivo para Carta de presentación');
    const eleven = Array.from({ length: 11 }, (_, i) => ({ doc_type: 'cphs', uuid: uuid(50 + i) }));
    expect(workRequestSubmitSchema.safeParse({ ...input, files: [...files, ...eleven] }).error?.issues[0]?.message).toBe(
      'No puede subir más de 10 archivos',
    );
    const welding = workRequestSubmitSchema.safeParse({
      ...input,
      files: [...files, { doc_type: 'certificado_soldador', uuid: uuid(70) }],
    });
    expect(welding.success).toBe(false);
    expect(workRequestSubmitSchema.safeParse({ ...input, contact_phone: '12a4567' }).error?.issues[0]?.message).toBe(
      'El teléfono solo puede contener números.',
    );
    expect(workRequestSubmitSchema.safeParse({ ...input, workers: [] }).error?.issues[0]?.message).toBe(
      'Debe seleccionar al menos un trabajador',
    );
  });
});

describe('status from steps', () => {
  it('approves when every deciding step approved, rejects on one rejection', () => {
    expect(statusFromSteps([{ status: 'approved' }, { status: 'pending' }])).toBe('pending');
    expect(statusFromSteps([{ status: 'approved' }, { status: 'approved' }])).toBe('approved');
    expect(statusFromSteps([{ status: 'approved' }, { status: 'referred' }, { status: 'approved' }])).toBe('approved');
    expect(statusFromSteps([{ status: 'approved' }, { status: 'rejected' }, { status: 'pending' }])).toBe('rejected');
  });
});
