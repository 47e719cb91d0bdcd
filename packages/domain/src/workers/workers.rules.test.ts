import { describe, expect, it } from 'vitest';
import { BULK_MSG, STAFFING_MSG, WORKER_MSG } from './workers.messages';
import {
  ageByYearDifference,
  birthDateProblem,
  checkBulkRow,
  complianceState,
  compliancePeriodProblem,
  documentationBadge,
  formatRut,
  isStaffingAssignable,
  isSwitchOn,
  makeRut,
  normalizeRut,
  parseBulkDate,
  parseBulkSheet,
  splitFullName,
  staffingWorkersProblem,
  workerFilesProblem,
  workerStatus,
} from './workers.rules';
import { newWorkerSchema, rutSchema } from './workers.schema';

/** The message the RUT field shows, or undefined when the RUT is valid. */
const rutProblem = (rut: string) => {
  const r = rutSchema.safeParse(rut);
  return r.success ? undefined : r.error.issues[0]?.message;
};

describe('RUT (modulo 11)', () => {
  it.each([
    ['12.345.678-5', undefined],
    ['12345678-5', undefined],
    ['10.000.013-K', undefined],
    ['10000013-k', undefined],
    ['7.654.321-6', undefined],
    ['12.345.678-9', WORKER_MSG.rutCheckDigit],
    ['10000013-1', WORKER_MSG.rutCheckDigit],
    ['12345678', WORKER_MSG.rutFormat],
    ['12.345678-5', WORKER_MSG.rutFormat],
    ['123-4', WORKER_MSG.rutFormat],
    ['', WORKER_MSG.required],
  ])('%s → %s', (rut, message) => {
    expect(rutProblem(rut)).toBe(message);
  });

  it('normalises and formats 12.345.678-9', () => {
    expect(normalizeRut('10.000.013-k')).toBe('10000013-K');
    expect(formatRut('12345678-5')).toBe('12.345.678-5');
    expect(formatRut('7654321-6')).toBe('7.654.321-6');
    expect(rutProblem(makeRut('19345678'))).toBeUndefined();
  });
});

describe('age by year difference (18–100)', () => {
  it('counts years only, birthday or not', () => {
    expect(ageByYearDifference('2008-12-31', '2026-01-01')).toBe(18);
    expect(birthDateProblem('2008-12-31', '2026-01-01')).toBeUndefined();
    expect(birthDateProblem('2009-01-01', '2026-12-31')).toBe(WORKER_MSG.age);
    expect(birthDateProblem('1926-01-01', '2026-11-22')).toBeUndefined();
    expect(birthDateProblem('1925-12-31', '2026-11-22')).toBe(WORKER_MSG.age);
  });
  it('refuses a future date, a non-date and none', () => {
    expect(birthDateProblem('2026-11-23', '2026-11-22')).toBe(WORKER_MSG.birthDateFuture);
    expect(birthDateProblem('1990-02-30', '2026-11-22')).toBe(WORKER_MSG.birthDate);
    expect(birthDateProblem('', '2026-11-22')).toBe(WORKER_MSG.birthDate);
  });
});

describe('documentation badge', () => {
  it("'Completa' with every type, else 'Faltante' with 'Faltan: …'", () => {
    expect(documentationBadge(['cdt', 'dni_f', 'dni_r'])).toMatchObject({ complete: true, label: 'Completa', tooltip: '' });
    const b = documentationBadge(['dni_f']);
    expect(b).toMatchObject({ complete: false, label: 'Faltante', missing: ['cdt', 'dni_r'] });
    expect(b.tooltip).toBe('Faltan: Contrato de trabajo, Cédula de identidad (reverso)');
    expect(workerStatus([])).toBe('Pendiente');
    expect(workerStatus(['cdt', 'cdt', 'dni_f', 'dni_r'])).toBe('OK');
  });
  it("against a request type's worker_docs", () => {
    expect(documentationBadge(['cdt'], ['cdt']).label).toBe('Completa');
  });
});

describe('worker files (ID card exactly 2, contract 1–10)', () => {
  const f = (t: string, n = 1) => Array.from({ length: n }, () => ({ doc_type: t }));
  it.each([
    [[...f('dni_f'), ...f('dni_r'), ...f('cdt')], undefined],
    [[...f('dni_f'), ...f('dni_r'), ...f('cdt', 10)], undefined],
    [[...f('dni_f'), ...f('dni_r'), ...f('cdt', 11)], WORKER_MSG.contractMax],
    [[...f('dni_f'), ...f('dni_r')], WORKER_MSG.contractMin],
    [[...f('dni_f', 2), ...f('cdt')], WORKER_MSG.idCard],
    [[...f('dni_f'), ...f('cdt')], WORKER_MSG.idCard],
  ])('%#', (files, message) => {
    expect(workerFilesProblem(files)).toBe(message);
  });
});

describe('new worker schema', () => {
  const valid = {
    client_country_id: 'CHL',
    client_tax_id: '76543210-3',
    document_number: '12.345.678-5',
    names: 'José Ñandú',
    parental_surname: 'Pérez',
    maternal_surname: 'Soto',
    date_of_birth: '1990-01-01',
    nationality: 'CHL',
    gender: 'masculino',
    mutual: 'IST',
    address_division_id: '13101',
    address: 'Pasaje Los Olmos #12, depto. 3-A',
    skills: ['pintura_carpinteria'],
    staffing_types: ['aseo'],
    files: [],
  };
  it('accepts accents and ñ, normalises the RUT', () => {
    expect(newWorkerSchema.parse(valid).document_number).toBe('12345678-5');
  });
  it.each([
    [{ names: 'José2' }, WORKER_MSG.lettersOnly],
    [{ names: 'J' }, WORKER_MSG.namesLength],
    [{ parental_surname: 'x'.repeat(31) }, WORKER_MSG.surnameLength],
    [{ address: 'Av. 1 @ 2' }, WORKER_MSG.address],
    [{ address: 'Av.' }, WORKER_MSG.address],
    [{ staffing_types: [] }, WORKER_MSG.skills],
    [{ skills: [] }, WORKER_MSG.workerClass],
    [{ skills: ['aseo'] }, WORKER_MSG.workerClass],
    [{ document_number: '12.345.678-9' }, WORKER_MSG.rutCheckDigit],
  ])('%j → %s', (over, message) => {
    const r = newWorkerSchema.safeParse({ ...valid, ...over });
    expect(r.success).toBe(false);
    expect(r.error?.issues.map((i) => i.message)).toContain(message);
  });
});

describe('the country switch', () => {
  it('is on only for a true value', () => {
    expect(isSwitchOn('true')).toBe(true);
    expect(isSwitchOn(' TRUE ')).toBe(true);
    expect(isSwitchOn('false')).toBe(false);
    expect(isSwitchOn(undefined)).toBe(false);
  });
});

describe('bulk parser', () => {
  const TODAY = '2026-11-22';
  const header = ['Trabajador', 'F.Nac.', 'Género', 'Mutual', 'Discapacidad', 'Dotación', 'RUT'];
  it('reads the columns in order, skips empty rows, numbers rows from the sheet', () => {
    const rows = parseBulkSheet(
      [
        header,
        ['Ana María Rojas Soto', '1990-05-01', 'Femenino', 'ACHS', 'No', 'aseo, seguridad', '12.345.678-5'],
        ['', '', '', '', '', '', ''],
        ['Luis Pérez', '15/03/1985', 'masculino', 'Mutual de Seguridad', 'Sí', '', '10000013-K'],
      ],
      TODAY,
    );
    expect(rows.map((r) => r.row)).toEqual([2, 4]);
    expect(rows[0]!.errors).toEqual([]);
    expect(rows[0]!.worker).toMatchObject({
      names: 'Ana María',
      parental_surname: 'Rojas',
      maternal_surname: 'Soto',
      document_number: '12345678-5',
      gender: 'femenino',
      staffing_types: ['aseo', 'seguridad'],
      disability: false,
    });
    expect(rows[1]!.worker).toMatchObject({
      names: 'Luis',
      parental_surname: 'Pérez',
      maternal_surname: null,
      date_of_birth: '1985-03-15',
      mutual: 'MUTUAL_CCHC',
      disability: true,
    });
  });

  it("per-row errors: 'Fila N: El nombre del trabajador es obligatorio', RUT check digit, age", () => {
    const rows = parseBulkSheet(
      [
        header,
        ['', '1990-01-01', 'Femenino', 'ACHS', 'No', 'aseo', '12345678-5'],
        ['Ana Soto', '1990-01-01', 'Femenino', 'ACHS', 'No', 'aseo', '12.345.678-9'],
        ['Ana Soto', '2015-01-01', 'Femenino', 'ACHS', 'No', 'aseo', '7654321-6'],
        ['Ana Soto', '1990-01-01', 'Femenino', 'ACHS', 'No', 'aseo', '7654321-6'],
      ],
      TODAY,
    );
    expect(rows[0]!.errors).toEqual([BULK_MSG.nameRequired(2)]);
    expect(rows[0]!.errors[0]).toBe('Fila 2: El nombre del trabajador es obligatorio');
    expect(rows[1]!.errors).toEqual([BULK_MSG.rutCheckDigit(3)]);
    expect(rows[2]!.errors).toEqual([BULK_MSG.age(4)]);
    expect(rows[3]!.errors).toEqual([]);
  });

  it('flags a RUT repeated in the file, an unknown gender, mutual or staffing type', () => {
    const rows = parseBulkSheet(
      [
        header,
        ['Ana Soto', '1990-01-01', 'F', 'ACHS', '', '', '12345678-5'],
        ['Eva Soto', '1990-01-01', 'X', 'Nada', '', 'cocina', '12345678-5'],
      ],
      TODAY,
    );
    expect(rows[1]!.errors).toEqual([BULK_MSG.gender(3), BULK_MSG.mutual(3), BULK_MSG.skill(3)]);
    const dup = parseBulkSheet(
      [
        header,
        ['Ana Soto', '1990-01-01', 'F', 'ACHS', '', '', '12345678-5'],
        ['Eva Soto', '1990-01-01', 'F', 'ACHS', '', '', '12.345.678-5'],
      ],
      TODAY,
    );
    expect(dup[1]!.errors).toEqual([BULK_MSG.rutRepeated(3)]);
    expect(dup[1]!.worker).toBeUndefined();
  });

  it('throws the spec message without a data row', () => {
    expect(() => parseBulkSheet([header], TODAY)).toThrow(BULK_MSG.noRows);
    expect(() => parseBulkSheet([header, ['', '']], TODAY)).toThrow(BULK_MSG.noRows);
  });

  it('dates and names', () => {
    expect(parseBulkDate('1/2/1990')).toBe('1990-02-01');
    expect(parseBulkDate('31-02-1990')).toBeUndefined();
    expect(splitFullName('Ana')).toBeUndefined();
    expect(splitFullName('  María  José   Rojas  Soto ')).toEqual({ names: 'María José', parental: 'Rojas', maternal: 'Soto' });
    expect(
      checkBulkRow(
        {
          row: 9,
          trabajador: 'Ana',
          fechaNacimiento: '1990-01-01',
          genero: 'F',
          mutual: 'IST',
          discapacidad: '',
          dotacion: '',
          rut: '12345678-5',
        },
        TODAY,
      ).errors,
    ).toHaveLength(1);
  });
});

describe('F30 / F31', () => {
  const TODAY = '2026-11-22';
  it('period rules', () => {
    expect(compliancePeriodProblem('', '2026-12-01')).toBe('La fecha de inicio es requerida');
    expect(compliancePeriodProblem('2026-11-01', '')).toBe('La fecha de fin es requerida');
    expect(compliancePeriodProblem('2026-11-01', '2026-11-01')).toBe('La fecha de fin debe ser posterior a la fecha de inicio');
    expect(compliancePeriodProblem('2026-11-01', '2026-12-01')).toBeUndefined();
  });
  it("'Vigente', 'Por expirar' (next 30 days), 'Vencido', 'No cargado'", () => {
    expect(complianceState([], TODAY)).toBe('No cargado');
    expect(complianceState([{ start_date: '2026-11-01', end_date: '2027-01-31' }], TODAY)).toBe('Vigente');
    expect(complianceState([{ start_date: '2026-11-01', end_date: '2026-12-22' }], TODAY)).toBe('Por expirar');
    expect(complianceState([{ start_date: '2026-11-01', end_date: '2026-12-23' }], TODAY)).toBe('Vigente');
    expect(complianceState([{ start_date: '2026-10-01', end_date: '2026-11-21' }], TODAY)).toBe('Vencido');
    expect(complianceState([{ start_date: '2026-12-01', end_date: '2027-01-31' }], TODAY)).toBe('No cargado');
  });
});

describe('staffing assignments: the workers chosen', () => {
  const a = { headcount: 2, type: 'seguridad' };
  const guard = (full_name: string, staffing_types: string[] = ['seguridad']) => ({ full_name, staffing_types });
  it('at most the headcount, each with the type among its staffing types; none is fine', () => {
    expect(staffingWorkersProblem(a, [])).toBeUndefined();
    expect(staffingWorkersProblem(a, [guard('Ana Paz'), guard('Luis Soto', ['aseo', 'seguridad'])])).toBeUndefined();
    expect(staffingWorkersProblem(a, [guard('A B'), guard('C D'), guard('E F')])).toBe(STAFFING_MSG.overHeadcount(2));
    expect(staffingWorkersProblem(a, [guard('Ana Paz'), guard('Rosa Vidal', ['aseo'])])).toBe(
      'El trabajador Rosa Vidal no tiene la dotación Seguridad',
    );
  });
  it('received and active assignments take workers; finished ones do not', () => {
    expect(['recibida', 'activa', 'finalizada'].map(isStaffingAssignable)).toEqual([true, true, false]);
  });
});
