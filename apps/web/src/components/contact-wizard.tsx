import { useEffect, useRef, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useSnackbar } from '../lib/toast';
import type { TenantRole } from '@vitrina/domain/auth/permissions';
import { COMPANY_MSG, WIZARD_MSG } from '@vitrina/domain/companies/companies.messages';
import { wizardProgress } from '@vitrina/domain/companies/companies.rules';
import { newContactFormSchema, type UserLookup } from '@vitrina/domain/companies/companies.schema';
import { errorMessage } from '../lib/api-client';
import { findUserByEmail, useAssignRole, useCreateContact } from '../lib/api/contact-wizard';
import { useZodForm } from '../lib/use-zod-form';
import { ConfirmDialog } from './confirm-dialog';
import { ContactWizardStep, type ContactFields } from './contact-wizard-steps';

/** Where the new contact goes; the role is fixed by the page that opens the wizard. */
export interface WizardTarget {
  rol: TenantRole;
  empresaId: string;
  marcaId?: string | null;
  contratoId?: string | null;
  espacioId?: string | null;
  /** what the user sees as the target: the company, brand or store name */
  label: string;
}

type Fields = ContactFields;
const EMPTY: Record<Fields, string> = { email: '', emailConfirmation: '', nombre: '', apellidos: '', dni: '' };
const FIELDS = Object.keys(EMPTY) as Fields[];
/** About one second, then another. */
const CLOSE_STEP_MS = 1000;

/**
 * The create-contact wizard: 0 target, 1 e-mail and confirmation, 2 names, 3 summary, 4 sending
 * then success. An existing e-mail offers to assign the role instead ('Rol asociado').
 */
export function ContactWizard({ open, target, onClose }: { open: boolean; target: WizardTarget; onClose: () => void }) {
  const [step, setStep] = useState(0);
  const defaults = { ...EMPTY, rol: target.rol, empresaId: target.empresaId };
  const form = useZodForm(newContactFormSchema, { mode: 'onSubmit', defaultValues: defaults });
  const values = form.watch() as Record<Fields, string>;
  const { errors: fieldErrors } = form.formState;
  const errors: Partial<Record<Fields, string>> = Object.fromEntries(FIELDS.map((f) => [f, fieldErrors[f]?.message]));
  const [existing, setExisting] = useState<UserLookup | null>(null);
  const [checking, setChecking] = useState(false);
  const [phase, setPhase] = useState<'sending' | 'done'>('sending');
  const [failure, setFailure] = useState<string | null>(null);
  const timers = useRef<number[]>([]);
  const create = useCreateContact();
  const assign = useAssignRole();
  const { enqueueSnackbar } = useSnackbar();
  const roleName = WIZARD_MSG.roleNames[target.rol];

  useEffect(() => () => timers.current.forEach((t) => window.clearTimeout(t)), []);

  const reset = () => {
    setStep(0);
    form.reset(defaults);
    setExisting(null);
    setPhase('sending');
    setFailure(null);
  };
  const close = () => {
    reset();
    onClose();
  };

  /** Checks the fields of a step with the shared schema: only this step's errors show. */
  const validate = (fields: Fields[]) => form.trigger(fields);

  const set = (f: Fields) => (e: React.ChangeEvent<HTMLInputElement>) => form.setValue(f, e.target.value);

  const next = async () => {
    if (step === 0) {
      setStep(1);
      return;
    }
    if (step === 1) {
      if (!(await validate(['email', 'emailConfirmation']))) return;
      setChecking(true);
      try {
        const found = await findUserByEmail(values.email.trim().toLowerCase(), target.empresaId);
        if (found) setExisting(found);
        else setStep(2);
      } catch (e) {
        enqueueSnackbar(errorMessage(e), { variant: 'error' });
      } finally {
        setChecking(false);
      }
      return;
    }
    if (step === 2) {
      if (await validate(['nombre', 'apellidos'])) setStep(3);
      return;
    }
    if (step === 3) submit();
  };

  const submit = () => {
    setStep(4);
    setPhase('sending');
    setFailure(null);
    create.mutate(
      {
        email: values.email,
        nombres: values.nombre,
        apellidos: values.apellidos,
        dni: values.dni || undefined,
        roles: [{ id: target.rol, empresaId: target.empresaId, marcaId: target.marcaId ?? null, contratoId: target.contratoId ?? null }],
      },
      {
        onSuccess: (res) => {
          // created, but the welcome e-mail could not be sent
          if (res.warning) enqueueSnackbar(res.warning, { variant: 'warning' });
          timers.current.push(
            window.setTimeout(() => {
              setPhase('done');
              enqueueSnackbar(WIZARD_MSG.created, { variant: 'success' });
              timers.current.push(window.setTimeout(close, CLOSE_STEP_MS));
            }, CLOSE_STEP_MS),
          );
        },
        onError: (e) => {
          setFailure(errorMessage(e));
          setStep(3);
        },
      },
    );
  };

  const back = () => {
    if (step === 0) close();
    else setStep(step - 1);
  };

  const acceptExisting = () => {
    if (!existing) return;
    assign.mutate(
      {
        // the look-up gives no id for a user outside the company: the role names the user by e-mail
        email: existing.email,
        rolId: target.rol,
        habilitado: true,
        empresaId: target.empresaId,
        marcaId: target.marcaId ?? null,
        contratoId: target.contratoId ?? null,
        espacioId: target.espacioId ?? null,
      },
      {
        onSuccess: () => {
          enqueueSnackbar(COMPANY_MSG.roleAssigned, { variant: 'success' });
          close();
        },
        onError: () => setExisting(null),
      },
    );
  };

  const progress = wizardProgress(step);
  return (
    <>
      <Dialog
        open={open && !existing}
        onClose={step === 4 ? undefined : close}
        fullWidth
        maxWidth="sm"
        aria-labelledby="contact-wizard-title"
      >
        <DialogTitle id="contact-wizard-title">{WIZARD_MSG.title}</DialogTitle>
        <DialogContent>
          {step < 4 && (
            <Box sx={{ mb: 2 }}>
              <Typography variant="body2" color="text.secondary" aria-live="polite">{`${WIZARD_MSG.steps[step]} · ${progress}`}</Typography>
              <LinearProgress variant="determinate" value={(Number(progress[0]) / 3) * 100} aria-label={`Progreso ${progress}`} />
            </Box>
          )}
          {failure && (
            <Alert severity="error" sx={{ mb: 2 }}>
              {failure}
            </Alert>
          )}
          <ContactWizardStep
            step={step}
            values={values}
            errors={errors}
            set={set}
            targetLabel={target.label}
            roleName={roleName}
            phase={phase}
          />
        </DialogContent>
        {step < 4 && (
          <DialogActions>
            <Button onClick={back}>{WIZARD_MSG.back}</Button>
            <Button variant="contained" onClick={next} disabled={checking}>
              {step === 3 ? WIZARD_MSG.create : WIZARD_MSG.next}
            </Button>
          </DialogActions>
        )}
      </Dialog>
      <ConfirmDialog
        open={open && !!existing}
        title={WIZARD_MSG.existsTitle}
        body={WIZARD_MSG.existsBody(existing?.email ?? '', roleName)}
        confirmLabel={WIZARD_MSG.existsConfirm}
        cancelLabel={WIZARD_MSG.existsCancel}
        busy={assign.isPending}
        onConfirm={acceptExisting}
        onCancel={() => {
          setExisting(null);
          setStep(2);
        }}
      />
    </>
  );
}
