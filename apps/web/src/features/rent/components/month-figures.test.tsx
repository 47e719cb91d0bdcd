import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { rentForMonth } from '@vitrina/domain/rent/rent.month';
import { MonthFigures } from './month-figures';

const TERMS = {
  vigencia_desde: '2026-01-01',
  vigencia_hasta: null,
  renta_minima: 3_000,
  unidad: 'PEN' as const,
  base_ventas: 'bruto' as const,
  tipo: 'tramos' as const,
  tramos: [
    { desde: 0, hasta: 60_000, porcentaje: 5 },
    { desde: 60_000, hasta: null, porcentaje: 7 },
  ],
  porcentaje_natural: null,
  renta_maxima: null,
  dia_valor_unidad: null,
};

describe('the figures of a month', { timeout: 30_000 }, () => {
  it('show each amount and explain it on demand', () => {
    const month = rentForMonth('PER', { year: 2026, month: 11 }, TERMS, 50_000, 'declaradas al día', []);
    render(<MonthFigures month={month} currency="PEN" title="Mes en curso" />);
    const due = screen.getByRole('region', { name: 'Renta a pagar' });
    expect(due.textContent).toContain('S/ 3,000.00');
    expect(due.textContent).toContain('Se paga la mínima');
    const next = screen.getByRole('region', { name: 'Próximo tramo' });
    expect(next.textContent).toContain('faltan S/ 10,000.00 en ventas');
    const how = within(due).getByRole('button', { name: '¿Cómo se calcula?' });
    expect(how.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(how);
    expect(how.getAttribute('aria-expanded')).toBe('true');
    expect(
      within(due).getByText(/^Se paga el mayor entre la mínima \(S\/ 3,000\.00\) y la porcentual \(S\/ 2,500\.00\): la mínima\.$/),
    ).toBeTruthy();
  });

  it('say why there are no figures when the contract has no terms', () => {
    render(<MonthFigures month={rentForMonth('CHL', { year: 2026, month: 11 }, undefined, 0, 'x', [])} currency="CLP" title="Mes" />);
    expect(screen.getByText('Sin condiciones de renta variable informadas')).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Renta a pagar' })).toBeNull();
  });
});
