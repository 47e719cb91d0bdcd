import Alert from '@mui/material/Alert';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import Skeleton from '@mui/material/Skeleton';
import { selectedClientOf, useSession } from '../../../lib/session';
import { useUrlParams } from '../../../lib/url-state';
import { useFinanceClients, type FinanceClient } from '../api/get-finance-clients';
import { FIN_TEXT } from '../messages';

/**
 * The client whose finance pages are shown: a tenant's selected company (top bar); internal
 * finance staff, who belong to no company, pick one of their country's clients here (kept in
 * the URL as ?empresa=).
 */
export function useFinanceClient() {
  const { user, selectedClientId } = useSession();
  const clients = useFinanceClients();
  const [params, set] = useUrlParams();
  const staff = !!user && user.clients.length === 0;
  const list = clients.data?.data ?? [];
  let client: FinanceClient | undefined;
  if (staff) client = list.find((c) => c.id === params.get('empresa')) ?? list[0];
  else if (user) {
    const s = selectedClientOf(user, selectedClientId);
    client = s ? { id: s.id, countryId: s.countryId, taxId: s.taxId, name: s.name } : undefined;
  }
  const picker = staff ? (
    clients.isPending ? (
      <Skeleton variant="rounded" height={40} sx={{ maxWidth: 360, mb: 2 }} />
    ) : clients.isError ? (
      <Alert severity="error" sx={{ mb: 2 }}>
        {FIN_TEXT.clientsError}
      </Alert>
    ) : (
      <FormControl size="small" sx={{ width: { xs: '100%', sm: 'auto' }, minWidth: { sm: 280 }, maxWidth: 420, mb: 2 }}>
        <InputLabel id="finance-client-label">{FIN_TEXT.company}</InputLabel>
        <Select
          labelId="finance-client-label"
          label={FIN_TEXT.company}
          value={client?.id ?? ''}
          onChange={(e) => set({ empresa: String(e.target.value), page: null })}
        >
          {list.map((c) => (
            <MenuItem key={c.id} value={c.id}>
              {c.name} · {c.taxId}
            </MenuItem>
          ))}
        </Select>
      </FormControl>
    )
  ) : null;
  return { client, picker, loading: staff && clients.isPending };
}
