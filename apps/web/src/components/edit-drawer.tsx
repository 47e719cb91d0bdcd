import { useEffect, useRef, useState, type FormEventHandler, type ReactNode } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { COMPANY_MSG } from '@vitrina/domain/companies/companies.messages';
import { FILES_MSG, FILE_TYPES, KIND_RULES } from '@vitrina/domain/files/files.rules';
import { errorMessage } from '../lib/api-client';
import { muiRegister } from '../lib/form';
import { FormPanel } from './form-panel';

const IMAGE_ACCEPT = KIND_RULES.image.exts.map((e) => FILE_TYPES[e]);

/** The logo of an edit: at most one image file, its type and size checked before it is sent. */
export function useLogoFile(open: boolean) {
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    if (open) {
      setFile(null);
      setError(null);
    }
  }, [open]);
  const pick = (files: FileList | null) => {
    setError(null);
    if (!files || files.length === 0) {
      setFile(null);
      return;
    }
    if (files.length > 1) {
      setError(COMPANY_MSG.oneLogo);
      return;
    }
    const f = files[0]!;
    if (!(IMAGE_ACCEPT as string[]).includes(f.type)) {
      setError(FILES_MSG.typeNotAllowed);
      return;
    }
    if (f.size > KIND_RULES.image.maxBytes) {
      setError(FILES_MSG.tooLarge);
      return;
    }
    setFile(f);
  };
  return { file, error, pick };
}
export type LogoFile = ReturnType<typeof useLogoFile>;

/**
 * The state of an edit drawer around a react-hook-form form: on opening, the form takes the
 * record's current values and the last save's error is cleared; `reg` wires a field to a TextInput with
 * its message; `drawer` is what EditDrawer needs besides its title, fields and submit.
 */
export function useEditDrawer<R, F extends FieldValues>(
  form: UseFormReturn<F>,
  opts: {
    open: boolean;
    record: R;
    valuesOf: (record: R) => F;
    save: { isPending: boolean; error: Error | null; reset: () => void };
    failed: string;
  },
) {
  const { open, record, valuesOf, save } = opts;
  const { reset } = form;
  const { reset: resetSave } = save;
  const logo = useLogoFile(open);
  // only on opening: a refetch while the drawer is open (a new signed logo link) keeps what is typed
  const values = useRef(valuesOf(record));
  values.current = valuesOf(record);
  useEffect(() => {
    if (open) {
      reset(values.current);
      resetSave();
    }
  }, [open, reset, resetSave]);
  const reg = (name: Path<F>) => {
    const { error } = form.getFieldState(name, form.formState);
    return { ...muiRegister(form.register(name)), error: !!error, helperText: error?.message };
  };
  return {
    logo,
    reg,
    drawer: {
      logo,
      dirty: form.formState.isDirty,
      saving: save.isPending,
      error: save.error ? errorMessage(save.error, opts.failed) : null,
    },
  };
}

/**
 * The edit drawer of a brand or a company: a titled form with its fields, one logo
 * image and Cancelar / Guardar. 'Guardar' stays disabled while nothing changed, while the logo is
 * refused and while the save (with the upload) runs; a refused save shows its message here.
 */
export function EditDrawer({
  title,
  open,
  onClose,
  onSubmit,
  logo,
  dirty,
  saving,
  error,
  children,
}: {
  title: string;
  open: boolean;
  onClose: () => void;
  onSubmit: FormEventHandler;
  logo: LogoFile;
  dirty: boolean;
  saving: boolean;
  error?: string | null;
  children: ReactNode;
}) {
  return (
    <FormPanel
      open={open}
      title={title}
      onClose={onClose}
      onSubmit={onSubmit}
      submitLabel={COMPANY_MSG.save}
      cancelLabel={COMPANY_MSG.cancel}
      sending={saving}
      submitDisabled={!!logo.error || !(dirty || logo.file)}
      error={error}
    >
      {children}
      <Box>
        <Button variant="outlined" component="label" disabled={saving}>
          {COMPANY_MSG.chooseLogo}
          <input
            hidden
            type="file"
            accept={IMAGE_ACCEPT.join(',')}
            aria-label={COMPANY_MSG.logo}
            onChange={(e) => logo.pick(e.target.files)}
          />
        </Button>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {logo.file ? logo.file.name : COMPANY_MSG.logoHint}
        </Typography>
        {logo.error && (
          <Alert severity="error" sx={{ mt: 1 }}>
            {logo.error}
          </Alert>
        )}
      </Box>
    </FormPanel>
  );
}
