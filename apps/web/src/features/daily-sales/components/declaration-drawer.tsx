import { useEffect, useRef, useState } from 'react';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CloseIcon from '@mui/icons-material/Close';
import { useSnackbar } from '../../../lib/toast';
import type { CountryId } from '@vitrina/domain/countries/countries';
import type { DailyReportRequest, DailyRow, JustificationRequest } from '@vitrina/domain/sales/daily.schema';
import { SALES_MSG } from '@vitrina/domain/sales/messages';
import { ProgressOverlay, type ProgressPhase } from '../../../components/progress-overlay';
import { useDeclareDailySale } from '../api/declare-daily-sale';
import type { SpacePeriod } from '../api/get-space-period';
import { useJustifyDailySale } from '../api/justify-daily-sale';
import { DS_TEXT } from '../messages';
import { ChileDeclarationForm, type DeclarationFormProps } from './chile-declaration-form';
import { dayLabel } from './day-utils';
import { JustificationForm } from './justification-form';
import { SimpleDeclarationForm } from './simple-declaration-form';
import { SidePanel } from '../../../components/side-panel';

export type DrawerMode = 'declare' | 'justify';

interface Props {
  open: { row: DailyRow; mode: DrawerMode } | null;
  period: SpacePeriod;
  email: string;
  onClose: () => void;
}

const STEP_MS = 1000;

/**
 * The declaration side panel: the country's form or the justification form, then the progress
 * overlay ('Registrando venta' → 'Registro exitoso') that closes about 2 s after success.
 */
export function DeclarationDrawer({ open, period, email, onClose }: Props) {
  const [mode, setMode] = useState<DrawerMode>('declare');
  const [phase, setPhase] = useState<ProgressPhase>('idle');
  const [texts, setTexts] = useState<{ working: string; done: string }>({ working: SALES_MSG.registering, done: SALES_MSG.registered });
  const declare = useDeclareDailySale();
  const justify = useJustifyDailySale();
  const { enqueueSnackbar } = useSnackbar();
  const timers = useRef<number[]>([]);
  const row = open?.row;
  const country = period.generalData.pais as CountryId;

  useEffect(() => {
    if (open) setMode(open.mode);
  }, [open]);
  useEffect(() => () => timers.current.forEach((t) => clearTimeout(t)), []);

  const finish = (...messages: string[]) => {
    setPhase('done');
    timers.current.push(
      window.setTimeout(() => {
        for (const message of messages) enqueueSnackbar(message, { variant: 'success' });
        timers.current.push(
          window.setTimeout(() => {
            setPhase('idle');
            onClose();
          }, STEP_MS),
        );
      }, STEP_MS),
    );
  };

  const submitDeclaration = (body: DailyReportRequest) => {
    setTexts({ working: SALES_MSG.registering, done: SALES_MSG.registered });
    setPhase('working');
    declare.mutate(
      { email, body },
      {
        onSuccess: (r) => finish(r.message || (r.created ? SALES_MSG.reported : SALES_MSG.updated)),
        onError: () => setPhase('idle'),
      },
    );
  };

  const submitJustification = (body: JustificationRequest, range?: { start: string; end: string }) => {
    setTexts({ working: SALES_MSG.sending, done: SALES_MSG.sent });
    setPhase('working');
    enqueueSnackbar(SALES_MSG.justifying, { variant: 'info', autoHideDuration: 5000 });
    justify.mutate(
      { body, range },
      {
        // 'Justificación registrada/actualizada exitosamente', plus the daily one
        onSuccess: (r) => finish(r.message || SALES_MSG.justified, SALES_MSG.justificationDaily),
        onError: () => setPhase('idle'),
      },
    );
  };

  const busy = phase !== 'idle';
  const declarationOf = (day: DailyRow): DeclarationFormProps => ({
    row: day,
    general: period.generalData,
    onSubmit: submitDeclaration,
    onCancel: onClose,
    onJustify: () => setMode('justify'),
    busy,
  });
  const title = !row
    ? ''
    : mode === 'justify'
      ? DS_TEXT.justificationTitle
      : row.id
        ? DS_TEXT.editTitle(row.fecha)
        : DS_TEXT.declareTitle(row.fecha);

  return (
    <>
      <SidePanel open={!!open} onClose={busy ? undefined : onClose} titleId="declaration-title" width={520}>
        {row && (
          <Box sx={{ p: 3 }}>
            <Stack direction="row" sx={{ alignItems: 'flex-start', justifyContent: 'space-between', mb: 2 }}>
              <Box>
                <Typography id="declaration-title" variant="h2">
                  {title}
                </Typography>
                <Typography color="text.secondary">{dayLabel(row)}</Typography>
              </Box>
              <IconButton aria-label={DS_TEXT.close} onClick={onClose} disabled={busy}>
                <CloseIcon />
              </IconButton>
            </Stack>
            {mode === 'justify' ? (
              <JustificationForm
                row={row}
                period={period}
                onSubmit={submitJustification}
                onBack={() => (open?.mode === 'justify' ? onClose() : setMode('declare'))}
                busy={busy}
              />
            ) : country === 'CHL' ? (
              <ChileDeclarationForm {...declarationOf(row)} />
            ) : (
              <SimpleDeclarationForm country={country} {...declarationOf(row)} />
            )}
          </Box>
        )}
      </SidePanel>
      <ProgressOverlay phase={phase} workingText={texts.working} doneText={texts.done} />
    </>
  );
}
