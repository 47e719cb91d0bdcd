import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useSnackbar } from '../../../lib/toast';
import type { z } from 'zod';
import { COMPANY_MSG } from '@vitrina/domain/companies/companies.messages';
import { companyEditSchema, type Company } from '@vitrina/domain/companies/companies.schema';
import { EditDrawer, useEditDrawer } from '../../../components/edit-drawer';
import { TextInput } from '../../../components/text-input';
import { useSaveCompany } from '../api/save-company';

type Form = z.input<typeof companyEditSchema>;
const valuesOf = (c: Company): Form => ({
  id: c.id,
  website: c.website ?? '',
  email: c.email ?? '',
  phone: c.phone ?? '',
  address: c.address ?? '',
});

/**
 * 'Editar empresa' (PUT empresas): website, e-mail, phone, address and one logo
 * image. The legal name and the tax id are shown, not editable.
 */
export function CompanyEditDrawer({ company, open, onClose }: { company: Company; open: boolean; onClose: () => void }) {
  const form = useForm<Form>({ resolver: zodResolver(companyEditSchema), defaultValues: valuesOf(company) });
  const save = useSaveCompany();
  const { logo, reg, drawer } = useEditDrawer(form, { open, record: company, valuesOf, save, failed: COMPANY_MSG.companySaveError });
  const { enqueueSnackbar } = useSnackbar();

  const submit = form.handleSubmit((values) => {
    save.mutate(
      { empresa: values, logo: logo.file },
      {
        onSuccess: (res) => {
          enqueueSnackbar(res.message || COMPANY_MSG.companySaved, { variant: 'success' });
          onClose();
        },
      },
    );
  });

  return (
    <EditDrawer title={COMPANY_MSG.editCompany} open={open} onClose={onClose} onSubmit={submit} {...drawer}>
      <TextInput label={COMPANY_MSG.legalName} value={company.name} disabled fullWidth />
      <TextInput label={COMPANY_MSG.taxId} value={company.taxId} disabled fullWidth />
      <TextInput label={COMPANY_MSG.website} type="url" fullWidth {...reg('website')} />
      <TextInput label={COMPANY_MSG.email} type="email" fullWidth {...reg('email')} />
      <TextInput label={COMPANY_MSG.phone} type="tel" fullWidth {...reg('phone')} />
      <TextInput label={COMPANY_MSG.address} fullWidth {...reg('address')} />
    </EditDrawer>
  );
}
