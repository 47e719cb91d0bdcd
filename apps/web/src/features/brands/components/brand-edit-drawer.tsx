import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Box, Button, Drawer, Stack, Typography } from '@mui/material';
import { useSnackbar } from 'notistack';
import type { z } from 'zod';
import { COMPANY_MSG } from '@vitrina/domain/companies/companies.messages';
import { brandEditSchema, type Brand } from '@vitrina/domain/companies/companies.schema';
import { FILES_MSG, FILE_TYPES, KIND_RULES } from '@vitrina/domain/files/files.rules';
import { TextInput } from '../../../components/text-input';
import { errorMessage } from '../../../lib/api-client';
import { useSaveBrand } from '../api/save-brand';

type Form = z.input<typeof brandEditSchema>;
const IMAGE_ACCEPT = KIND_RULES.image.exts.map((e) => FILE_TYPES[e]).join(',');

/** The brand-edit drawer (spec 1 §2.9, §5): the brand's data and one logo image. */
export function BrandEditDrawer({ brand, open, onClose }: { brand: Brand; open: boolean; onClose: () => void }) {
  const { register, handleSubmit, reset, formState: { errors } } = useForm<Form>({
    resolver: zodResolver(brandEditSchema),
    defaultValues: { id: brand.id, nombre: brand.name, email: brand.email ?? '', telefono: brand.telefono ?? '', web: brand.web ?? '' },
  });
  const [logo, setLogo] = useState<File | null>(null);
  const [logoError, setLogoError] = useState<string | null>(null);
  const save = useSaveBrand();
  const { enqueueSnackbar } = useSnackbar();

  useEffect(() => {
    if (open) {
      reset({ id: brand.id, nombre: brand.name, email: brand.email ?? '', telefono: brand.telefono ?? '', web: brand.web ?? '' });
      setLogo(null); setLogoError(null);
    }
  }, [open, brand, reset]);

  const pick = (files: FileList | null) => {
    setLogoError(null);
    if (!files || files.length === 0) { setLogo(null); return; }
    if (files.length > 1) { setLogoError(COMPANY_MSG.oneLogo); return; }
    const f = files[0]!;
    if (!(IMAGE_ACCEPT.split(',') as string[]).includes(f.type)) { setLogoError(FILES_MSG.typeNotAllowed); return; }
    if (f.size > KIND_RULES.image.maxBytes) { setLogoError(FILES_MSG.tooLarge); return; }
    setLogo(f);
  };

  const submit = handleSubmit((values) => {
    save.mutate({ marca: values, logo }, {
      onSuccess: () => { enqueueSnackbar(COMPANY_MSG.brandSaved, { variant: 'success' }); onClose(); },
      onError: (e) => enqueueSnackbar(errorMessage(e, COMPANY_MSG.brandSaveError), { variant: 'error' }),
    });
  });

  const reg = (name: 'nombre' | 'email' | 'telefono' | 'web') => {
    const { ref, ...rest } = register(name);
    return { ...rest, inputRef: ref, error: !!errors[name], helperText: errors[name]?.message };
  };

  return (
    <Drawer anchor="right" open={open} onClose={onClose} sx={{ zIndex: (t) => t.zIndex.modal }} slotProps={{ paper: { sx: { width: { xs: '100%', sm: 420 } }, role: 'dialog', 'aria-labelledby': 'brand-edit-title' } as object }}>
      <Box component="form" onSubmit={submit} noValidate sx={{ p: 3 }}>
        <Typography id="brand-edit-title" variant="h2" sx={{ mb: 2 }}>{COMPANY_MSG.editBrand}</Typography>
        <Stack spacing={2}>
          <TextInput label={COMPANY_MSG.brandName} required fullWidth {...reg('nombre')} />
          <TextInput label={COMPANY_MSG.email} type="email" fullWidth {...reg('email')} />
          <TextInput label={COMPANY_MSG.phone} fullWidth {...reg('telefono')} />
          <TextInput label={COMPANY_MSG.brandWeb} fullWidth {...reg('web')} />
          <Box>
            <Button variant="outlined" component="label">
              {COMPANY_MSG.chooseLogo}
              <input hidden type="file" accept={IMAGE_ACCEPT} aria-label={COMPANY_MSG.logo} onChange={(e) => pick(e.target.files)} />
            </Button>
            <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>{logo ? logo.name : COMPANY_MSG.logoHint}</Typography>
            {logoError && <Alert severity="error" sx={{ mt: 1 }}>{logoError}</Alert>}
          </Box>
        </Stack>
        <Stack direction="row" spacing={1} sx={{ mt: 3, justifyContent: 'flex-end' }}>
          <Button onClick={onClose}>{COMPANY_MSG.cancel}</Button>
          <Button type="submit" variant="contained" disabled={save.isPending || !!logoError}>{COMPANY_MSG.save}</Button>
        </Stack>
      </Box>
    </Drawer>
  );
}
