import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useSnackbar } from '../../../lib/toast';
import type { z } from 'zod';
import { COMPANY_MSG } from '@vitrina/domain/companies/companies.messages';
import { brandEditSchema, type Brand } from '@vitrina/domain/companies/companies.schema';
import { EditDrawer, useEditDrawer } from '../../../components/edit-drawer';
import { TextInput } from '../../../components/text-input';
import { useSaveBrand } from '../api/save-brand';

type Form = z.input<typeof brandEditSchema>;
const valuesOf = (b: Brand): Form => ({ id: b.id, nombre: b.name, email: b.email ?? '', telefono: b.telefono ?? '', web: b.web ?? '' });

/** The brand-edit drawer: the brand's data and one logo image. */
export function BrandEditDrawer({ brand, open, onClose }: { brand: Brand; open: boolean; onClose: () => void }) {
  const form = useForm<Form>({ resolver: zodResolver(brandEditSchema), defaultValues: valuesOf(brand) });
  const save = useSaveBrand();
  const { logo, reg, drawer } = useEditDrawer(form, { open, record: brand, valuesOf, save, failed: COMPANY_MSG.brandSaveError });
  const { enqueueSnackbar } = useSnackbar();

  const submit = form.handleSubmit((values) => {
    save.mutate(
      { marca: values, logo: logo.file },
      {
        onSuccess: () => {
          enqueueSnackbar(COMPANY_MSG.brandSaved, { variant: 'success' });
          onClose();
        },
      },
    );
  });

  return (
    <EditDrawer title={COMPANY_MSG.editBrand} open={open} onClose={onClose} onSubmit={submit} {...drawer}>
      <TextInput label={COMPANY_MSG.brandName} required fullWidth {...reg('nombre')} />
      <TextInput label={COMPANY_MSG.email} type="email" fullWidth {...reg('email')} />
      <TextInput label={COMPANY_MSG.phone} fullWidth {...reg('telefono')} />
      <TextInput label={COMPANY_MSG.brandWeb} fullWidth {...reg('web')} />
    </EditDrawer>
  );
}
