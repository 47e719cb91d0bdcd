import { useEffect, useMemo, useState } from 'react';
import {
  Alert,
  Box,
  Button,
  Checkbox,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  FormControl,
  FormControlLabel,
  FormGroup,
  FormHelperText,
  FormLabel,
  IconButton,
  MenuItem,
  Stack,
  Step,
  StepLabel,
  Stepper,
  TextField,
  ToggleButton,
  ToggleButtonGroup,
  Typography,
} from '@mui/material';
import CloseIcon from '@mui/icons-material/Close';
import { useSnackbar } from '../../../lib/toast';
import type { CountryId } from '@vitrina/domain/countries/countries';
import { DISCOUNT_MSG as M } from '@vitrina/domain/discounts/discounts.messages';
import {
  DISCOUNT_LIMITS as L,
  DISCOUNT_STATUS_LABELS,
  WEEKDAYS_MON_FRI,
  WEEKDAYS_WEEKEND,
  WEEKDAY_SHORT,
  amountProblem,
  dateRangeProblem,
  isLogoFileName,
  normalizeWeekDays,
  toggleWeekDay,
  todayIn,
  type DiscountChannel,
  type DiscountType,
} from '@vitrina/domain/discounts/discounts.rules';
import type { Discount } from '@vitrina/domain/discounts/discounts.schema';
import { errorMessage } from '../../../lib/api-client';
import type { BrandChoice } from '../api/get-discount-brands';
import { usePublishDiscount } from '../api/publish-discount';
import { useSaveDiscount, type DiscountSave } from '../api/save-discount';
import { DISCOUNTS_TEXT as T } from '../messages';
import { DiscountPreview } from './discount-preview';
import { PublishDialog } from './publish-dialog';
import { SidePanel } from '../../../components/side-panel';

export type DrawerMode = { kind: 'create' } | { kind: 'view'; discount: Discount } | { kind: 'edit'; discount: Discount };

interface Form {
  name: string;
  discount_type: DiscountType;
  value: string;
  brand_id: string;
  description: string;
  conditions: string;
  buildings_ids: string[];
  start: string;
  end: string;
  week_days: string;
  stock: string;
}

const empty = (today: string, brands: BrandChoice[]): Form => ({
  name: '',
  discount_type: '%',
  value: '',
  brand_id: brands.length === 1 ? brands[0]!.id : '',
  description: '',
  conditions: '',
  buildings_ids: [],
  start: today,
  end: '',
  week_days: WEEKDAYS_MON_FRI,
  stock: '',
});
const fromDiscount = (d: Discount): Form => ({
  name: d.name,
  discount_type: d.discount_type,
  value: String(d.value),
  brand_id: d.brand_id,
  description: d.description,
  conditions: d.conditions,
  buildings_ids: d.buildings_ids,
  start: d.start,
  end: d.end,
  week_days: d.week_days,
  stock: d.stock === null ? '' : String(d.stock),
});

/** The problems of each step, field → message (the domain's rules and messages). */
function problems(f: Form, today: string, hasLogo: boolean, existing?: Discount) {
  const basics: Record<string, string> = {};
  if (!f.name.trim()) basics.name = M.required;
  else if (f.name.length > L.name) basics.name = M.nameMax(L.name);
  const amount = amountProblem(f.discount_type, f.value);
  if (amount) basics.value = M[amount];
  if (!f.brand_id) basics.brand_id = M.required;
  if (!hasLogo) basics.logo = M.required;
  if (!f.description.trim()) basics.description = M.required;
  else if (f.description.length > L.description) basics.description = M.descriptionMax;
  const conds: Record<string, string> = {};
  if (!f.buildings_ids.length) conds.buildings_ids = M.buildings;
  if (!f.start) conds.start = M.required;
  if (!f.end) conds.end = M.required;
  if (f.start && f.end) {
    const p = dateRangeProblem(existing && existing.start === f.start ? today : f.start, f.end, today);
    if (p) conds[p === 'startBeforeToday' ? 'start' : 'end'] = M[p];
  }
  if (!f.week_days) conds.week_days = M.weekDays;
  if (f.stock && !/^\d{1,7}$/.test(f.stock)) conds.stock = M.stock;
  if (f.conditions.length > L.conditions) conds.conditions = M.conditionsMax;
  return { basics, conds };
}

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
  const [form, setForm] = useState<Form>(() => empty(today, p.brands));
  const [logo, setLogo] = useState<File | null>(null);
  const [logoError, setLogoError] = useState<string | null>(null);
  const [step, setStep] = useState(0);
  const [shown, setShown] = useState(false);
  const [publishing, setPublishing] = useState(false);
  const [created, setCreated] = useState(false);
  const modeKey = p.mode ? `${p.mode.kind}-${p.mode.kind === 'create' ? '' : p.mode.discount.id}` : '';
  useEffect(() => {
    if (!p.mode) return;
    setForm(p.mode.kind === 'create' ? empty(today, p.brands) : fromDiscount(p.mode.discount));
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
  const set = <K extends keyof Form>(k: K, v: Form[K]) => setForm((f) => ({ ...f, [k]: v }));
  const err = (k: string) => (shown ? (basics[k] ?? conds[k]) : undefined);

  const input = (status: 'draft' | 'pending', publish?: { email: string; channels: DiscountChannel[] }): DiscountSave => ({
    name: form.name.trim(),
    discount_type: form.discount_type,
    value: Number(form.value.replace(',', '.')),
    brand_id: form.brand_id,
    description: form.description.trim(),
    conditions: form.conditions.trim(),
    buildings_ids: form.buildings_ids,
    start: form.start,
    end: form.end,
    week_days: normalizeWeekDays(form.week_days),
    stock: form.stock ? Number(form.stock) : null,
    status,
    ...(publish ?? {}),
  });
  const submit = async (status: 'draft' | 'pending', publish?: { email: string; channels: DiscountChannel[] }) => {
    setShown(true);
    if (Object.keys(basics).length || Object.keys(conds).length) {
      setStep(Object.keys(basics).length ? 0 : 1);
      setPublishing(false);
      return;
    }
    try {
      await save.mutateAsync({ id: editing?.id, input: input(status, publish), logo });
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

  const previewData = (d?: Discount) => ({
    name: d?.name ?? form.name,
    brand: d?.brand ?? brand?.name ?? '',
    discount_type: d?.discount_type ?? form.discount_type,
    value: d ? d.value : form.value && !amountProblem(form.discount_type, form.value) ? Number(form.value.replace(',', '.')) : null,
    description: d?.description ?? form.description,
    conditions: d?.conditions ?? form.conditions,
    start: d?.start ?? form.start,
    end: d?.end ?? form.end,
    week_days: d?.week_days ?? form.week_days,
    image_url: d ? d.image_url : (logoUrl ?? editing?.image_url ?? null),
  });

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
            <ViewMode
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
                  <Stack spacing={2}>
                    <TextField
                      label={T.name}
                      required
                      value={form.name}
                      onChange={(e) => set('name', e.target.value)}
                      error={!!err('name')}
                      helperText={err('name') ?? ' '}
                      slotProps={{ htmlInput: { maxLength: L.name } }}
                    />
                    <FormControl>
                      <FormLabel id="discount-type">{T.type}</FormLabel>
                      <ToggleButtonGroup
                        exclusive
                        aria-labelledby="discount-type"
                        value={form.discount_type}
                        onChange={(_, v: DiscountType | null) => v && setForm((f) => ({ ...f, discount_type: v, value: '' }))}
                        size="small"
                      >
                        <ToggleButton value="%">{T.percent}</ToggleButton>
                        <ToggleButton value="$">{T.amount}</ToggleButton>
                      </ToggleButtonGroup>
                    </FormControl>
                    <TextField
                      label={T.value}
                      required
                      value={form.value}
                      onChange={(e) => set('value', e.target.value.replace(/[^\d.,]/g, '').slice(0, 12))}
                      error={!!err('value')}
                      helperText={err('value') ?? ' '}
                      slotProps={{ htmlInput: { inputMode: 'decimal' } }}
                    />
                    <TextField
                      select
                      label={T.brand}
                      required
                      value={form.brand_id}
                      onChange={(e) => setForm((f) => ({ ...f, brand_id: e.target.value, buildings_ids: [] }))}
                      error={!!err('brand_id')}
                      helperText={err('brand_id') ?? ' '}
                    >
                      {p.brands.map((b) => (
                        <MenuItem key={b.id} value={b.id}>
                          {b.name}
                        </MenuItem>
                      ))}
                    </TextField>
                    <FormControl error={!!(err('logo') || logoError)}>
                      <FormLabel>{T.logo} *</FormLabel>
                      <Button component="label" variant="outlined" sx={{ alignSelf: 'flex-start', mt: 1 }}>
                        {T.pickLogo}
                        <input
                          hidden
                          type="file"
                          aria-label={T.logo}
                          accept=".jpg,.jpeg,.png,.gif,image/jpeg,image/png,image/gif"
                          onChange={(e) => {
                            const f = e.target.files?.[0];
                            e.target.value = '';
                            if (!f) return;
                            if (!isLogoFileName(f.name)) return setLogoError(M.logoType);
                            if (f.size > L.logoMaxBytes) return setLogoError(M.logoSize);
                            setLogoError(null);
                            setLogo(f);
                          }}
                        />
                      </Button>
                      <FormHelperText>{logoError ?? err('logo') ?? logo?.name ?? editing?.image_name ?? ' '}</FormHelperText>
                    </FormControl>
                    <TextField
                      label={T.description}
                      required
                      multiline
                      minRows={2}
                      value={form.description}
                      onChange={(e) => set('description', e.target.value)}
                      error={!!err('description')}
                      helperText={err('description') ?? `${form.description.length}/${L.description}`}
                      slotProps={{ htmlInput: { maxLength: L.description } }}
                    />
                  </Stack>
                ) : (
                  <Stack spacing={2}>
                    <FormControl error={!!err('buildings_ids')} component="fieldset">
                      <FormLabel component="legend">{T.buildings} *</FormLabel>
                      <FormGroup>
                        {(brand?.buildings ?? []).map((b) => (
                          <FormControlLabel
                            key={b.id}
                            label={b.name}
                            control={
                              <Checkbox
                                checked={form.buildings_ids.includes(b.id)}
                                onChange={(e) =>
                                  set(
                                    'buildings_ids',
                                    e.target.checked ? [...form.buildings_ids, b.id] : form.buildings_ids.filter((x) => x !== b.id),
                                  )
                                }
                              />
                            }
                          />
                        ))}
                      </FormGroup>
                      <FormHelperText>{err('buildings_ids') ?? ' '}</FormHelperText>
                    </FormControl>
                    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
                      <TextField
                        type="date"
                        label={T.start}
                        required
                        value={form.start}
                        onChange={(e) => set('start', e.target.value)}
                        error={!!err('start')}
                        helperText={err('start') ?? ' '}
                        slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: today } }}
                      />
                      <TextField
                        type="date"
                        label={T.end}
                        required
                        value={form.end}
                        onChange={(e) => set('end', e.target.value)}
                        error={!!err('end')}
                        helperText={err('end') ?? ' '}
                        slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: form.start || today } }}
                      />
                    </Stack>
                    <FormControl error={!!err('week_days')} component="fieldset">
                      <FormLabel component="legend">{T.weekDays} *</FormLabel>
                      <Stack direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: 'wrap', my: 1 }}>
                        {WEEKDAY_SHORT.map((d, i) => (
                          <ToggleButton
                            key={d}
                            size="small"
                            value={i + 1}
                            selected={form.week_days.includes(String(i + 1))}
                            onChange={() => set('week_days', toggleWeekDay(form.week_days, i + 1))}
                          >
                            {d}
                          </ToggleButton>
                        ))}
                      </Stack>
                      <Stack direction="row" spacing={1}>
                        <Button size="small" onClick={() => set('week_days', WEEKDAYS_MON_FRI)}>
                          {T.monFri}
                        </Button>
                        <Button size="small" onClick={() => set('week_days', WEEKDAYS_WEEKEND)}>
                          {T.weekend}
                        </Button>
                      </Stack>
                      <FormHelperText>{err('week_days') ?? ' '}</FormHelperText>
                    </FormControl>
                    <TextField
                      label={T.stock}
                      value={form.stock}
                      onChange={(e) => set('stock', e.target.value.replace(/\D/g, '').slice(0, 7))}
                      error={!!err('stock')}
                      helperText={err('stock') ?? ' '}
                      slotProps={{ htmlInput: { inputMode: 'numeric' } }}
                    />
                    <TextField
                      label={T.extraConditions}
                      multiline
                      minRows={2}
                      value={form.conditions}
                      onChange={(e) => set('conditions', e.target.value)}
                      error={!!err('conditions')}
                      helperText={err('conditions') ?? `${form.conditions.length}/${L.conditions}`}
                      slotProps={{ htmlInput: { maxLength: L.conditions } }}
                    />
                  </Stack>
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

function ViewMode(p: {
  d: Discount;
  countryId: CountryId;
  preview: Parameters<typeof DiscountPreview>[0]['d'];
  onEdit: () => void;
  onPublish: () => void;
  onDelete: (d: Discount) => void;
}) {
  const { d } = p;
  return (
    <Stack spacing={2}>
      <DiscountPreview d={p.preview} countryId={p.countryId} headingLevel="h3" />
      <Typography>
        {T.status}: <strong>{DISCOUNT_STATUS_LABELS[d.status]}</strong>
      </Typography>
      <Typography>{d.buildings.map((b) => b.name).join(', ')}</Typography>
      <Typography>{T.counters(d.discount_users_count, d.discount_users_redeemed_count)}</Typography>
      {d.review_comment && (
        <Alert severity={d.status === 'rejected' ? 'warning' : 'info'}>
          {T.reviewComment}: {d.review_comment}
        </Alert>
      )}
      <Stack direction="row" spacing={1}>
        {d.status === 'draft' && (
          <>
            <Button variant="contained" onClick={p.onEdit}>
              {T.edit}
            </Button>
            <Button variant="outlined" onClick={p.onPublish}>
              {T.publish}
            </Button>
          </>
        )}
        {['draft', 'pending', 'approved'].includes(d.status) && (
          <Button color="error" onClick={() => p.onDelete(d)}>
            {T.remove}
          </Button>
        )}
      </Stack>
    </Stack>
  );
}
