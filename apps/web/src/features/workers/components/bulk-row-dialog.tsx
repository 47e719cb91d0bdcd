import { useEffect } from 'react';
import { z } from 'zod';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { BULK_FIELD_MAX } from '@vitrina/domain/workers/workers.rules';
import { FormDialog } from '../../../components/form-dialog';
import { useZodForm } from '../../../lib/use-zod-form';
import type { BulkRow } from '../api/parse-bulk-workers';

type Cell = keyof typeof BULK_FIELD_MAX;
/** The cells of a bulk row with their column names. */
export const BULK_FIELDS: { key: Cell; label: string }[] = [
  { key: 'trabajador', label: 'Trabajador' },
  { key: 'fechaNacimiento', label: 'F.Nac.' },
  { key: 'genero', label: 'Género' },
  { key: 'mutual', label: 'Mutual' },
  { key: 'discapacidad', label: 'Discapacidad' },
  { key: 'dotacion', label: 'Dotación' },
  { key: 'rut', label: 'RUT' },
];

// any text: the page checks the row again with the domain's rules once saved
const schema = z.object(Object.fromEntries(BULK_FIELDS.map((f) => [f.key, z.string()])) as Record<Cell, z.ZodString>);
const cellsOf = (r: BulkRow | null) =>
  Object.fromEntries(BULK_FIELDS.map((f) => [f.key, String(r?.[f.key] ?? '')])) as Record<Cell, string>;

/** 'Editar fila N': the row's cells as text; 'Cancelar' drops the changes, 'Guardar' hands them back to be checked. */
export function BulkRowDialog(p: { row: BulkRow | null; onClose: () => void; onSave: (r: BulkRow) => void }) {
  const form = useZodForm(schema, { defaultValues: cellsOf(p.row) });
  const { reset } = form;
  useEffect(() => reset(cellsOf(p.row)), [p.row, reset]);
  return (
    <FormDialog
      open={!!p.row}
      title={p.row ? `Editar fila ${p.row.row}` : ''}
      onClose={p.onClose}
      onSubmit={form.handleSubmit((v) => p.row && p.onSave({ ...p.row, ...v }))}
      submitLabel="Guardar"
      sending={false}
    >
      <Stack spacing={2} sx={{ pt: 1 }}>
        {BULK_FIELDS.map((f) => (
          <TextField key={f.key} label={f.label} {...form.field(f.key)} slotProps={{ htmlInput: { maxLength: BULK_FIELD_MAX[f.key] } }} />
        ))}
      </Stack>
    </FormDialog>
  );
}
