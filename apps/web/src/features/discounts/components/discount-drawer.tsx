import { useEffect, useMemo, useState, type Dispatch, type SetStateAction } from 'react';
import { useWatch } from 'react-hook-form';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import Typography from '@mui/material/Typography';
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
import {
  BASICS_FIELDS,
  discountFormSchema,
  emptyForm,
  formOf,
  previewOf,
  toSave,
  type DiscountForm,
  type DiscountFormValues,
  type PublishChoice,
} from './discount-form';
import { useZodForm } from '../../../lib/use-zod-form';
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
  const schema = useMemo(() => discountFormSchema(today, editing), [today, editing]);
  const rhf = useZodForm(schema, { mode: 'onSubmit', defaultValues: { ...emptyForm(today, p.brands), logo: false } });
  const { control, getValues, setValue, trigger, reset } = rhf;
  const form = useWatch({ control }) as DiscountFormValues;
  const [logo, setLogo] = useState<File | null>(null);
  const [logoError, setLogoError] = useState<string | null>(null);
  const [step, setStep] = useState(0);
  const [shown, setShown] = useState(false);
  const [publishing, setPublishing] = useState(false);
  const [created, setCreated] = useState(false);
  const modeKey = p.mode ? `${p.mode.kind}-${p.mode.kind === 'create' ? '' : p.mode.discount.id}` : '';
  useEffect(() => {
    if (!p.mode) return;
    reset(
      p.mode.kind === 'create'
        ? { ...emptyForm(today, p.brands), logo: false }
        : { ...formOf(p.mode.discount), logo: !!p.mode.discount.image_id },
    );
    setLogo(null);
    setLogoError(null);
    setStep(0);
    setShown(false);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- reset once per opened record
  }, [modeKey]);
  // once the user tried to go on, every change checks the form again
  useEffect(() => {
    if (shown) void trigger();
  }, [shown, form, trigger]);
  const logoUrl = useMemo(() => (logo ? URL.createObjectURL(logo) : null), [logo]);
  useEffect(() => () => (logoUrl ? URL.revokeObjectURL(logoUrl) : undefined), [logoUrl]);

  if (!p.mode) return null;
  const brand = p.brands.find((b) => b.id === form.brand_id);
  const setForm: Dispatch<SetStateAction<DiscountForm>> = (next) => {
    const current = getValues();
    const values = typeof next === 'function' ? next(current) : next;
    for (const k of Object.keys(values) as (keyof DiscountForm)[]) if (values[k] !== current[k]) setValue(k, values[k]);
  };
  const set = <K extends keyof DiscountForm>(k: K, v: DiscountForm[K]) => setForm((f) => ({ ...f, [k]: v }));
  const { errors } = rhf.formState;
  const err = (k: string) => (shown ? errors[k as keyof DiscountFormValues]?.message : undefined);
  /** Checks the fields (all, or a step's): false, with the messages shown, when one is wrong. */
  const check = async (fields?: readonly (keyof DiscountFormValues)[]) => {
    setShown(true);
    return fields ? trigger(fields) : trigger();
  };

  const submit = async (status: 'draft' | 'pending', publish?: PublishChoice) => {
    if (!(await check())) {
      setStep(BASICS_FIELDS.some((k) => rhf.getFieldState(k).invalid) ? 0 : 1);
      setPublishing(false);
      return;
    }
    try {
      await save.mutateAsync({ id: editing?.id, input: toSave(getValues(), status, publish), logo });
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
                    onLogo={(file) => {
                      setLogo(file);
                      setValue('logo', true);
                    }}
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
                    <Button variant="contained" onClick={() => void check(BASICS_FIELDS).then((ok) => ok && setStep(1))}>
                      {T.next}
                    </Button>
                  ) : (
                    <Button
                      variant="contained"
                      disabled={save.isPending}
                      onClick={() => void check().then((ok) => ok && setPublishing(true))}
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
