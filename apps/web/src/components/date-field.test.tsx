import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { DateLocalization } from '../app/date-localization';
import { DateField } from './date-field';
import { DateTimeField } from './date-time-field';

/** Types each character into the field's focused section, as a keyboard does. */
function typeInto(group: HTMLElement, text: string) {
  act(() => within(group).getAllByRole('spinbutton')[0]!.focus());
  for (const ch of text.replace(/\D/g, '')) {
    const section = document.activeElement as HTMLElement;
    section.textContent = ch;
    fireEvent.input(section);
  }
}

/** What the field shows: its sections and separators, without the label drawn in its outline. */
const shown = (group: HTMLElement) => group.textContent!.replace(group.querySelector('legend')?.textContent ?? '', '');

function Controlled({ initial = '', onChange }: { initial?: string; onChange: (v: string) => void }) {
  const [value, setValue] = useState(initial);
  return (
    <DateLocalization country="CHL">
      <DateField
        label="Desde"
        value={value}
        onChange={(v) => {
          setValue(v);
          onChange(v);
        }}
      />
      <output>{value}</output>
    </DateLocalization>
  );
}

describe('DateField', () => {
  it('is named by its label and shows an empty day as DD/MM/AAAA, in Spanish', () => {
    render(<Controlled onChange={() => undefined} />);
    const group = screen.getByRole('group', { name: 'Desde' });
    expect(shown(group)).toBe('DD/MM/AAAA');
    expect(
      within(group)
        .getAllByRole('spinbutton')
        .map((s) => s.getAttribute('aria-label')),
    ).toEqual(['Día', 'Mes', 'Año']);
    expect(screen.getByRole('button', { name: 'Elige fecha' })).toBeTruthy();
  });

  it('reads a typed 07/12/2026 as 7 December 2026 (yyyy-MM-dd), whatever the browser language', () => {
    const onChange = vi.fn();
    render(<Controlled onChange={onChange} />);
    const group = screen.getByRole('group', { name: 'Desde' });
    typeInto(group, '07/12/2026');
    expect(onChange).toHaveBeenLastCalledWith('2026-12-07');
    expect(shown(group)).toBe('07/12/2026');
    expect(screen.getByRole('button', { name: /^Elige fecha, la fecha elegida es/ }).getAttribute('aria-label')).toContain('7 dic 2026');
  });

  it('shows the form value as dd/MM/yyyy and gives nothing while a day is half typed', () => {
    const onChange = vi.fn();
    render(<Controlled initial="2026-01-05" onChange={onChange} />);
    const group = screen.getByRole('group', { name: 'Desde' });
    expect(shown(group)).toBe('05/01/2026');
    act(() => within(group).getAllByRole('spinbutton')[0]!.focus());
    // what a browser does on Backspace in the day: the section's text is gone
    const day = document.activeElement as HTMLElement;
    day.textContent = '';
    fireEvent.input(day);
    expect(onChange).toHaveBeenLastCalledWith('');
    expect(shown(group)).toBe('DD/01/2026');
  });
});

describe('DateTimeField', () => {
  it('reads dd/MM/yyyy HH:mm in 24 h as a local yyyy-MM-ddTHH:mm', () => {
    const onChange = vi.fn();
    render(
      <DateLocalization country="PER">
        <DateTimeField label="Publicar desde" value="" onChange={onChange} />
      </DateLocalization>,
    );
    const group = screen.getByRole('group', { name: 'Publicar desde' });
    expect(shown(group)).toBe('DD/MM/AAAA hh:mm');
    typeInto(group, '07/12/2026 18:30');
    expect(onChange).toHaveBeenLastCalledWith('2026-12-07T18:30');
  });
});
