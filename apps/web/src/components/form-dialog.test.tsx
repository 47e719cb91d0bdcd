import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import TextField from '@mui/material/TextField';
import { z } from 'zod';
import { useZodForm } from '../lib/use-zod-form';
import { FormDialog } from './form-dialog';

const schema = z.object({ motivo: z.string().trim().min(1, 'Debe indicar un motivo') });

function Reason({ sending = false, error, onSend }: { sending?: boolean; error?: string; onSend: (v: string) => void }) {
  const form = useZodForm(schema, { defaultValues: { motivo: '' } });
  return (
    <FormDialog
      open
      title="Rechazar"
      onClose={() => {}}
      onSubmit={form.handleSubmit((v) => onSend(v.motivo))}
      submitLabel="Enviar"
      sending={sending}
      error={error}
    >
      <TextField label="Motivo" {...form.field('motivo')} />
    </FormDialog>
  );
}

describe('FormDialog with useZodForm', () => {
  it('shows the schema’s Spanish message under the field and does not send', async () => {
    const onSend = vi.fn();
    render(<Reason onSend={onSend} />);
    fireEvent.click(screen.getByRole('button', { name: 'Enviar' }));
    expect(await screen.findByText('Debe indicar un motivo')).toBeTruthy();
    expect(onSend).not.toHaveBeenCalled();
    fireEvent.change(screen.getByRole('textbox', { name: 'Motivo' }), { target: { value: 'Duplicado' } });
    fireEvent.click(screen.getByRole('button', { name: 'Enviar' }));
    await waitFor(() => expect(onSend).toHaveBeenCalledWith('Duplicado'));
  });

  it('is named by its title, disables its buttons while sending and shows the server’s refusal', () => {
    render(<Reason sending error="No se pudo guardar" onSend={() => {}} />);
    expect(screen.getByRole('dialog', { name: 'Rechazar' })).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Enviar' }) as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Cancelar' }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByText('No se pudo guardar')).toBeTruthy();
  });
});
