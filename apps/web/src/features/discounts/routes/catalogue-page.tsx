import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import Pagination from '@mui/material/Pagination';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import CloseIcon from '@mui/icons-material/Close';
import CopyIcon from '@mui/icons-material/ContentCopy';
import { QRCodeSVG } from 'qrcode.react';
import { useSnackbar } from '../../../lib/toast';
import { countryRoutePrefix, isCountryId } from '@vitrina/domain/countries/countries';
import { DISCOUNT_MSG as M } from '@vitrina/domain/discounts/discounts.messages';
import { DISCOUNT_LIMITS as L, discountLabel } from '@vitrina/domain/discounts/discounts.rules';
import type { CatalogItem } from '@vitrina/domain/discounts/discounts.schema';
import { SearchField } from '../../../components/search-field';
import { errorMessage } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { useDiscountCatalogue } from '../../../lib/api/get-discount-catalogue';
import { useObtainCoupon } from '../api/obtain-coupon';
import { DiscountPreview, WeekdayChips, showDay } from '../components/discount-preview';
import { DISCOUNTS_TEXT as T } from '../messages';
import { SidePanel } from '../../../components/side-panel';

type TabKey = 'all' | 'nuevo' | 'por_expirar';
const countryOf = (d: CatalogItem) => (isCountryId(d.country_id) ? d.country_id : 'CHL');

/** descuentos — the catalogue of approved campaigns: tabs with counts, search, 3 per page, side panel. */
export default function CataloguePage() {
  const { user } = useSession();
  const navigate = useNavigate();
  const catalogue = useDiscountCatalogue();
  const [tab, setTab] = useState<TabKey>('all');
  const [q, setQ] = useState('');
  const [page, setPage] = useState(1);
  const [selected, setSelected] = useState<CatalogItem | null>(null);
  const debouncedQ = useDebouncedValue(q, 500);
  const all = useMemo(() => catalogue.data?.content ?? [], [catalogue.data]);
  const searched = useMemo(() => {
    const s = debouncedQ.trim().toLowerCase();
    return s ? all.filter((d) => `${d.name} ${d.brand} ${d.description}`.toLowerCase().includes(s)) : all;
  }, [all, debouncedQ]);
  const counts = {
    all: searched.length,
    nuevo: searched.filter((d) => d.classification === 'nuevo').length,
    por_expirar: searched.filter((d) => d.classification === 'por_expirar').length,
  };
  const shown = tab === 'all' ? searched : searched.filter((d) => d.classification === tab);
  const pages = Math.max(1, Math.ceil(shown.length / L.catalogPageSize));
  const current = Math.min(page, pages);
  const slice = shown.slice((current - 1) * L.catalogPageSize, current * L.catalogPageSize);

  return (
    <Stack spacing={3}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <IconButton aria-label={T.backHome} onClick={() => navigate(user ? countryRoutePrefix(user.paisId) : '/')}>
          <ArrowBackIcon />
        </IconButton>
        <Typography variant="h1">{T.catalogTitle}</Typography>
      </Stack>
      <Box sx={{ maxWidth: 420 }}>
        <SearchField
          label={T.catalogSearch}
          value={q}
          onChange={(v) => {
            setQ(v);
            setPage(1);
          }}
          maxLength={100}
        />
      </Box>
      <Tabs
        value={tab}
        onChange={(_, v: TabKey) => {
          setTab(v);
          setPage(1);
        }}
        variant="scrollable"
      >
        <Tab value="all" label={`${T.tabAll} (${counts.all})`} />
        <Tab value="nuevo" label={`${T.tabNew} (${counts.nuevo})`} />
        <Tab value="por_expirar" label={`${T.tabExpiring} (${counts.por_expirar})`} />
      </Tabs>
      {!catalogue.isPending && slice.length === 0 ? (
        all.length === 0 ? (
          <Alert severity="info">{M.empty}</Alert>
        ) : (
          <Alert severity="info">
            <strong>{M.noResults}</strong>
            <br />
            {M.noResultsHint}
          </Alert>
        )
      ) : (
        <Stack spacing={2}>
          {slice.map((d) => (
            <Card key={d.id} variant="outlined">
              <CardActionArea onClick={() => setSelected(d)}>
                <CardContent>
                  <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ justifyContent: 'space-between' }}>
                    <Box>
                      <Typography variant="h3" component="h2" sx={{ fontSize: '1.1rem', fontWeight: 700 }}>
                        {d.name}
                      </Typography>
                      <Typography color="text.secondary">
                        {d.brand} · {T.validity(showDay(d.start), showDay(d.end))}
                      </Typography>
                    </Box>
                    <Typography variant="h4" component="p" sx={{ fontWeight: 700, color: 'primary.main' }}>
                      {discountLabel(d.discount_type, d.value, countryOf(d))}
                    </Typography>
                  </Stack>
                </CardContent>
              </CardActionArea>
            </Card>
          ))}
          {pages > 1 && <Pagination count={pages} page={current} onChange={(_, p) => setPage(p)} />}
        </Stack>
      )}
      <SidePanel open={!!selected} onClose={() => setSelected(null)} titleId="discount-panel-title" width={440}>
        {selected && (
          <DiscountPanel key={selected.id} d={all.find((x) => x.id === selected.id) ?? selected} onClose={() => setSelected(null)} />
        )}
      </SidePanel>
    </Stack>
  );
}

function DiscountPanel({ d, onClose }: { d: CatalogItem; onClose: () => void }) {
  const { enqueueSnackbar } = useSnackbar();
  const obtain = useObtainCoupon();
  const [accepted, setAccepted] = useState(false);
  const [code, setCode] = useState<string | null>(d.my_code);
  const [error, setError] = useState<string | null>(null);
  return (
    <Box component="section" sx={{ p: 3 }}>
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', mb: 2 }}>
        <Typography id="discount-panel-title" variant="h2">
          {d.name}
        </Typography>
        <IconButton aria-label={T.close} onClick={onClose}>
          <CloseIcon />
        </IconButton>
      </Stack>
      <Stack spacing={2}>
        <DiscountPreview d={d} countryId={countryOf(d)} />
        <Typography variant="body2">{d.buildings.map((b) => b.name).join(', ')}</Typography>
        <WeekdayChips days={d.week_days} />
        {code ? (
          <Stack spacing={2} sx={{ alignItems: 'center' }}>
            <Typography variant="overline">{T.yourCode}</Typography>
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
              <Typography data-testid="coupon-code" variant="h3" component="p" sx={{ fontFamily: 'monospace', letterSpacing: 6 }}>
                {code}
              </Typography>
              <IconButton
                aria-label={T.copy}
                onClick={() => {
                  void navigator.clipboard?.writeText(code).then(() => enqueueSnackbar(T.copied, { variant: 'success' }));
                }}
              >
                <CopyIcon />
              </IconButton>
            </Stack>
            <QRCodeSVG value={code} size={160} title={`${T.yourCode} ${code}`} />
          </Stack>
        ) : (
          <>
            <FormControlLabel
              control={<Checkbox checked={accepted} onChange={(e) => setAccepted(e.target.checked)} />}
              label={T.acceptConditions}
            />
            {error && <Alert severity="error">{error}</Alert>}
            {!d.available && <Alert severity="info">{T.soldOut}</Alert>}
            <Button
              variant="contained"
              disabled={!accepted || obtain.isPending || !d.available}
              onClick={async () => {
                setError(null);
                try {
                  setCode((await obtain.mutateAsync(d.id)).code);
                } catch (e) {
                  setError(errorMessage(e));
                }
              }}
            >
              {T.obtain}
            </Button>
          </>
        )}
      </Stack>
    </Box>
  );
}
