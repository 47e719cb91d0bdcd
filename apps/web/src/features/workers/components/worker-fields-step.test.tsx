import { describe, expect, it } from 'vitest';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { WORKER_MSG as M } from '@vitrina/domain/workers/workers.messages';
import type { useDivisions } from '../api/get-divisions';
import type { useNations } from '../api/get-nations';
import { DateLocalization } from '../../../app/date-localization';
import { WorkerFieldsStep } from './worker-fields-step';
import { useWorkerForm, type WorkerFormApi } from './worker-form';

const loaded = { data: [], isPending: false, isError: false };

/** The first step of the worker dialog on its own, its form handed out to the test. */
function renderStep() {
  const box: { form?: WorkerFormApi } = {};
  function Harness() {
    const form = useWorkerForm('2026-11-28');
    box.form = form;
    return (
      <WorkerFieldsStep
        form={form}
        nations={loaded as unknown as ReturnType<typeof useNations>}
        divisions={loaded as unknown as ReturnType<typeof useDivisions>}
        today="2026-11-28"
      />
    );
  }
  // the date fields' language comes from the signed-in shell
  render(
    <DateLocalization country="CHL">
      <Harness />
    </DateLocalization>,
  );
  return box as { form: WorkerFormApi };
}

describe('the worker dialog: class and staffing types', { timeout: 30_000 }, () => {
  it('asks a class and at least one staffing type, each with its own message', async () => {
    const { form } = renderStep();
    await act(() => form.trigger(['skills', 'staffing_types']));
    expect(await screen.findByText(M.workerClass)).toBeTruthy();
    expect(screen.getByText(M.skills)).toBeTruthy();
    expect(screen.getByRole('group', { name: /Dotaciones/ })).toBeTruthy();
  });

  it("'Clase' offers the 21 worker classes, several at once, apart from the staffing types", async () => {
    const { form } = renderStep();
    fireEvent.mouseDown(screen.getByRole('combobox', { name: /Clase/ }));
    const list = await screen.findByRole('listbox');
    expect(within(list).getAllByRole('option')).toHaveLength(21);
    expect(within(list).queryByRole('option', { name: 'Seguridad' })).toBeNull();
    fireEvent.click(within(list).getByRole('option', { name: 'Corte y soldadura' }));
    fireEvent.click(within(list).getByRole('option', { name: 'Trabajo normal general' }));
    fireEvent.keyDown(list, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
    fireEvent.click(screen.getByRole('checkbox', { name: 'Aseo' }));
    await waitFor(() => expect(form.getValues('skills')).toEqual(['corte_y_soldadura', 'normal_general']));
    expect(form.getValues('staffing_types')).toEqual(['aseo']);
    expect(screen.getByRole('combobox', { name: /Clase/ }).textContent).toBe('Corte y soldadura, Trabajo normal general');
  });
});
