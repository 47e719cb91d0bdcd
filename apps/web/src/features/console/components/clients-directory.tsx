import { Link as RouterLink } from 'react-router';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { PagedTable } from '../../../components/paged-table';
import { SearchField } from '../../../components/search-field';
import { COUNTRIES, COUNTRY_IDS, isCountryId, type CountryId } from '@vitrina/domain/countries/countries';
import { DIRECTORY_PAGE_SIZE } from '@vitrina/domain/console/console.schema';
import { CountryName } from '../../../components/country-name';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { useUrlParams } from '../../../lib/url-state';
import { useDirectory, type Directory } from '../api/get-directory';
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
      <PagedTable<Row>
        caption={T.clientsCaption}
        rows={list.data?.data ?? []}
        rowKey={(r) => r.id}
        loading={list.isPending}
        emptyText={T.noClients}
        cards={{}}
        paging={{
          total: list.data?.total ?? 0,
          page: page - 1,
          pageSize: list.data?.pageSize ?? DIRECTORY_PAGE_SIZE,
          onPageChange: (p) => update({ pagina: p > 0 ? String(p + 1) : null }, true),
        }}
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
            // a card's title is its expand button: the name is text there, the link sits beside it
            cardRender: (r) => r.name,
          },
          {
            key: 'open',
            header: T.open,
            cardOnly: true,
            cardAction: true,
            render: (r) => (
              <Link component={RouterLink} to={clientPath(r.id)} aria-label={`${T.open} ${r.name}`}>
                {T.open}
              </Link>
            ),
          },
          { key: 'tax', header: T.taxId, render: (r) => r.tax_id },
          { key: 'country', header: T.country, render: (r) => <CountryName id={r.country_id as CountryId} /> },
          { key: 'brands', header: T.brands, align: 'right', render: (r) => r.brands },
          { key: 'contracts', header: T.contracts, align: 'right', render: (r) => r.contracts },
        ]}
      />
    </Stack>
  );
}
