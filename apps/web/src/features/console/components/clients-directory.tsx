import { Link as RouterLink } from 'react-router';
import { Button, Link, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { DataTable } from '../../../components/data-table';
import { SearchField } from '../../../components/search-field';
import { COUNTRIES, COUNTRY_IDS, isCountryId, type CountryId } from '@vitrina/domain/countries/countries';
import { CountryName } from '../../../components/country-name';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { useUrlParams } from '../../../lib/url-state';
import { useDirectory, type Directory } from '../api/console';
import { CONSOLE_TEXT as T } from '../messages';

type Row = Directory['data'][number];

/** The clients directory: every country's clients by name or tax id, filterable by country, paged; each client links to its page. */
export function ClientsDirectory({ prefix }: { prefix: string }) {
  const [search, update] = useUrlParams();
  const q = search.get('q') ?? '';
  const pais = search.get('pais') ?? '';
  const country = isCountryId(pais) ? pais : undefined;
  const page = Math.max(1, Number(search.get('pagina')) || 1);
  const debounced = useDebouncedValue(q, 300);
  const list = useDirectory(debounced.trim(), page, country);
  const pages = list.data ? Math.ceil(list.data.total / list.data.pageSize) : 1;
  const clientPath = (id: string) => `${prefix}/consola/clientes/${encodeURIComponent(id)}`;

  return (
    <Stack spacing={2}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <SearchField label={T.searchLabel} value={q} maxLength={100} onChange={(v) => update({ q: v, pagina: null }, true)} />
        <TextField
          select
          size="small"
          label={T.country}
          value={country ?? ''}
          onChange={(e) => update({ pais: e.target.value, pagina: null }, true)}
          sx={{ minWidth: 160 }}
        >
          <MenuItem value="">{T.allCountries}</MenuItem>
          {COUNTRY_IDS.map((c) => (
            <MenuItem key={c} value={c}>
              {COUNTRIES[c].name}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
      <DataTable<Row>
        caption={T.clientsCaption}
        rows={list.data?.data ?? []}
        rowKey={(r) => r.id}
        loading={list.isPending}
        emptyText={T.noClients}
        cards={{}}
        columns={[
          {
            key: 'name',
            header: T.name,
            rowHeader: true,
            render: (r) => (
              <Link component={RouterLink} to={clientPath(r.id)}>
                {r.name}
              </Link>
            ),
          },
          { key: 'tax', header: T.taxId, render: (r) => r.tax_id },
          { key: 'country', header: T.country, render: (r) => <CountryName id={r.country_id as CountryId} /> },
          { key: 'brands', header: T.brands, align: 'right', render: (r) => r.brands },
          { key: 'contracts', header: T.contracts, align: 'right', render: (r) => r.contracts },
        ]}
      />
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', justifyContent: 'flex-end' }}>
        <Typography variant="body2">{T.pageOf(page, pages)}</Typography>
        <Button disabled={page <= 1} onClick={() => update({ pagina: String(page - 1) }, true)}>
          {T.previous}
        </Button>
        <Button disabled={page >= pages} onClick={() => update({ pagina: String(page + 1) }, true)}>
          {T.next}
        </Button>
      </Stack>
    </Stack>
  );
}
