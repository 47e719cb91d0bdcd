import { describe, expect, it } from 'vitest';
import { CLASE_VALUES } from '../work-requests/work-requests.rules';
import { STAFFING_TYPE_VALUES } from './workers.rules';
import { WORKER_CLASSES, WORKER_CLASS_VALUES, requestWorkersClassProblem, workerClassLabel } from './worker-classes';

describe('worker classes', () => {
  it("are 21 (22 with the list filter's 'Todos'): the 17 work classes, cutting and welding, three of normal work", () => {
    expect(WORKER_CLASSES).toHaveLength(21);
    expect(new Set(WORKER_CLASS_VALUES).size).toBe(21);
    expect(WORKER_CLASS_VALUES.slice(0, 17)).toEqual(CLASE_VALUES);
    expect(WORKER_CLASS_VALUES).toContain('corte_y_soldadura');
    expect(WORKER_CLASS_VALUES.filter((v) => v.startsWith('normal_'))).toHaveLength(3);
  });
  it('have Spanish labels, and are not the staffing types', () => {
    expect(workerClassLabel('corte_y_soldadura')).toBe('Corte y soldadura');
    expect(workerClassLabel('pintura_carpinteria')).toBe('Pintura y carpintería');
    expect(STAFFING_TYPE_VALUES.filter((s) => s !== 'climatizacion').some((s) => (WORKER_CLASS_VALUES as string[]).includes(s))).toBe(
      false,
    );
  });
  it('a cutting and welding request takes only workers of that class; a normal one any', () => {
    const ana = { full_name: 'Ana Paz', classes: ['corte_y_soldadura', 'construccion'] };
    const luis = { full_name: 'Luis Soto', classes: ['normal_general'] };
    expect(requestWorkersClassProblem('corte_y_soldadura', [ana])).toBeUndefined();
    expect(requestWorkersClassProblem('corte_y_soldadura', [ana, luis])).toBe('Luis Soto no es de la clase Corte y soldadura');
    expect(requestWorkersClassProblem('trabajo_normal', [ana, luis])).toBeUndefined();
  });
});
