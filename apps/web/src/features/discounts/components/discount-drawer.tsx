import { useEffect, useMemo, useState } from 'react';
import {
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  IconButton,
  Stack,
  Step,
  StepLabel,
  Stepper,
  Typography,
} from '@mui/material';
import CloseIcon from '@mui/icons-material/Close';
import { useSnackbar } from '../../../lib/toast';
import type { CountryId } from '@vitrina/domain/countries/countries';
import { DISCOUNT_MSG as M } from '@vitrina/domain/discounts/discounts.messages';
import { todayIn } from '@vitrina/domain/discounts/discounts.rules';
import type { Discount } from '@vitrina/domain/discounts/discounts.schema';
import { errorMessage } from '../../../lib/api-client';
import type { BrandChoice } from '../api/get-discount-brands';
import { usePublishDiscount } from '../api/publish-discount';
import { useSaveDiscount } from '../api/save-discount';
import { DISCOUNTS_TEXT as T } from '../messages';
import { DiscountBasicsStep } from './discount-basics-step';
import { DiscountConditionsStep } from './discount-conditions-step';
import { emptyForm, formOf, previewOf, problems, toSave, type DiscountForm, type PublishChoice } from './discount-form';
import { DiscountPreview } from './discount-preview';
import { DiscountViewMode } from './discount-view-mode';
import { PublishDialog } from './publish-dialog';
import { SidePanel } from '../../../components/side-panel';

export type DrawerMode = { kind: 'create' } | { kind: 'view'; discount: Discount } | { kind: 'edit'; discount: Discount };

/**
 * The campaign drawer: view mode (a draft offers 'Editar' and 'Publicar'), and the
 * two-step create/edit form 'Datos básicos' → 'Condiciones' with a live preview card.
 */
export function DiscountDrawer(p: {
  mode: DrawerMode | null;
  countryId: CountryId;
  brands: BrandChoice[];
  onClose: () => void;
  onMode: (m: DrawerMode) => void;
  onDelete: (d: Discount) => void;
}) {
  const { enqueueSnackbar } = useSnackbar();
  const today = todayIn(new Date(), p.countryId);
  const save = useSaveDiscount();
  const publishDraft = usePublishDiscount();
  const [publishingView, setPublishingView] = useState(false);
  const editing = p.mode?.kind === 'edit' ? p.mode.discount : undefined;
  const [form, setForm] = useState<DiscountForm>(() => emptyForm(today, p.brands));
  const [logo, setLogo] = useState<File | null>(null);
  const [logoError, setLogoError] = useState<string | null>(null);
  const [step, setStep] = useState(0);
  const [shown, setShown] = useState(false);
  const [publishing, setPublishing] = useState(false);
  const [created, setCreated] = useState(false);
  const modeKey = p.mode ? `${p.mode.kind}-${p.mode.kind === 'create' ? '' : p.mode.discount.id}` : '';
  useEffect(() => {
    if (!p.mode) return;
    setForm(p.mode.kind === 'create' ? emptyForm(today, p.brands) : formOf(p.mode.discount));
    setLogo(null);
    setLogoError(null);
    setStep(0);
    setShown(false);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- reset once per opened record
  }, [modeKey]);
  const logoUrl = useMemo(() => (logo ? URL.createObjectURL(logo) : null), [logo]);
  useEffect(() => () => (logoUrl ? URL.revokeObjectURL(logoUrl) : undefined), [logoUrl]);

  if (!p.mode) return null;
  const brand = p.brands.find((b) => b.id === form.brand_id);
  const { basics, conds } = problems(form, today, !!logo || !!editing?.image_id, editing);
  const set = <K extends keyof DiscountForm>(k: K, v: DiscountForm[K]) => setForm((f) => ({ ...f, [k]: v }));
  const err = (k: string) => (shown ? (basics[k] ?? conds[k]) : undefined);

  const submit = async (status: 'draft' | 'pending', publish?: PublishChoice) => {
    setShown(true);
    if (Object.keys(basics).length || Object.keys(conds).length) {
      setStep(Object.keys(basics).length ? 0 : 1);
      setPublishing(false);
      return;
    }
    try {
      await save.mutateAsync({ id: editing?.id, input: toSave(form, status, publish), logo });
      setPublishing(false);
      if (status === 'pending') setCreated(true);
      else {
        enqueueSnackbar(editing ? M.changesSaved : M.saved, { variant: 'success' });
        p.onClose();
      }
    } catch (e) {
      setPublishing(false);
      enqueueSnackbar(`${M.updateFailed}. ${errorMessage(e, M.updateFailedDetail)}`, { variant: 'error' });
    }
  };
  const previewData = (d?: Discount) => previewOf(form, brand, logoUrl ?? editing?.image_url ?? null, d);

  const title = p.mode.kind === 'create' ? T.create : p.mode.kind === 'edit' ? T.edit : p.mode.discount.name;
  return (
    <>
      <SidePanel open onClose={p.onClose} titleId="discount-drawer-title" width={880} wideFrom="md">
        <Box component="section" sx={{ p: 3 }}>
          <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 2 }}>
            <Typography id="discount-drawer-title" variant="h2">
              {title}
            </Typography>
            <IconButton aria-label={T.close} onClick={p.onClose}>
              <CloseIcon />
            </IconButton>
          </Stack>
          {p.mode.kind === 'view' ? (
            <DiscountViewMode
              d={p.mode.discount}
              countryId={p.countryId}
              onEdit={() => p.mode?.kind === 'view' && p.onMode({ kind: 'edit', discount: p.mode.discount })}
              onPublish={() => setPublishingView(true)}
              onDelete={p.onDelete}
              preview={previewData(p.mode.discount)}
            />
          ) : (
            <Stack direction={{ xs: 'column', md: 'row' }} spacing={3}>
              <Box sx={{ flex: 1, minWidth: 0 }}>
                <Stepper activeStep={step} sx={{ mb: 3 }}>
                  <Step>
                    <StepLabel>{T.basics}</StepLabel>
                  </Step>
                  <Step>
                    <StepLabel>{T.conditionsStep}</StepLabel>
                  </Step>
                </Stepper>
                {step === 0 ? (
                  <DiscountBasicsStep
                    form={form}
                    setForm={setForm}
                    err={err}
                    brands={p.brands}
                    logo={logo}
                    onLogo={setLogo}
                    logoError={logoError}
                    onLogoError={setLogoError}
                    keptLogoName={editing?.image_name}
                  />
                ) : (
                  <DiscountConditionsStep form={form} set={set} err={err} brand={brand} today={today} />
                )}
                <Stack direction="row" spacing={1} useFlexGap sx={{ mt: 3, flexWrap: 'wrap' }}>
                  {step === 1 && <Button onClick={() => setStep(0)}>{T.back}</Button>}
                  <Button variant="outlined" disabled={save.isPending} onClick={() => void submit('draft')}>
                    {T.saveDraft}
                  </Button>
                  {step === 0 ? (
                    <Button
                      variant="contained"
                      onClick={() => {
                        if (Object.keys(basics).length) setShown(true);
                        else setStep(1);
                      }}
                    >
                      {T.next}
                    </Button>
                  ) : (
                    <Button
                      variant="contained"
                      disabled={save.isPending}
                      onClick={() => {
                        setShown(true);
                        if (!Object.keys(basics).length && !Object.keys(conds).length) setPublishing(true);
                      }}
                    >
                      {T.publish}
                    </Button>
                  )}
                </Stack>
              </Box>
              <Box sx={{ width: { xs: '100%', md: 320 }, flexShrink: 0 }}>
                <Typography variant="overline" component="p">
                  {T.preview}
                </Typography>
                <DiscountPreview d={previewData()} countryId={p.countryId} />
              </Box>
            </Stack>
          )}
        </Box>
      </SidePanel>
      <PublishDialog
        open={publishing}
        busy={save.isPending}
        onCancel={() => setPublishing(false)}
        onConfirm={(v) => void submit('pending', v)}
      />
      <PublishDialog
        open={publishingView}
        busy={publishDraft.isPending}
        onCancel={() => setPublishingView(false)}
        onConfirm={(v) => {
          if (p.mode?.kind !== 'view') return;
          publishDraft.mutate(
            { id: p.mode.discount.id, ...v },
            {
              onSuccess: () => setCreated(true),
              onSettled: () => setPublishingView(false),
            },
          );
        }}
      />
      <Dialog open={created} aria-labelledby="created-title">
        <DialogTitle id="created-title">{M.created}</DialogTitle>
        <DialogContent>
          <DialogContentText>{M.createdDetail}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button
            variant="contained"
            onClick={() => {
              setCreated(false);
              p.onClose();
            }}
          >
            {T.accept}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
