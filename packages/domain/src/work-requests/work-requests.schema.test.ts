import { describe, expect, it } from 'vitest';
import { WORK_REQUEST_MSG as M } from './work-requests.messages';
import { workRequestDetailsSchema } from './work-requests.schema';

const details = {
  type_id: 'corte_y_soldadura' as const,
  clase: 'climatizacion' as const,
  place: 'Bodega trasera del local',
  description: 'Soldadura de repisas metálicas',
  start_date: '2026-11-27',
  end_date: '2026-11-28',
  start_time: '23:00',
  end_time: '05:00',
  contact_name: 'Paula Herrera',
  contact_phone: '987654321',
};
const problems = (v: object) => {
  const r = workRequestDetailsSchema.safeParse({ ...details, ...v });
  return r.success ? {} : Object.fromEntries(r.error.issues.map((i) => [i.path.join('.'), i.message]));
};

describe('the first step of the wizard, on its own', () => {
  it('accepts a night shift across midnight', () => {
    expect(problems({})).toEqual({});
  });
  it('puts the night-shift message under the time outside the night', () => {
    expect(problems({ start_time: '20:00' })).toEqual({ start_time: M.nightTime });
    expect(problems({ start_time: '10:00' })).toEqual({ start_time: M.nightTime });
    expect(problems({ end_time: '08:00' })).toEqual({ end_time: M.nightTime });
  });
  it('checks its rules without the later steps', () => {
    expect(problems({ end_date: '2026-11-26', contact_phone: '12' })).toEqual({ end_date: M.endBeforeStart, contact_phone: M.phoneLength });
    expect(problems({ type_id: 'trabajo_normal', start_time: '09:00', end_time: '09:00' })).toEqual({ end_time: M.shiftLength });
  });
});

describe('the first step, while other fields are still empty', () => {
  it('says at once that a time is outside the night', () => {
    expect(problems({ clase: '', place: '', start_time: '20:00', end_time: '' })).toMatchObject({ start_time: M.nightTime });
  });
});
