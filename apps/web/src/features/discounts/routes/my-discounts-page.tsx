import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import FilterIcon from '@mui/icons-material/FilterList';
import MoreIcon from '@mui/icons-material/MoreVert';
import QrIcon from '@mui/icons-material/QrCodeScanner';
import { isCountryId } from '@vitrina/domain/countries/countries';
import { DISCOUNT_MSG as M } from '@vitrina/domain/discounts/discounts.messages';
import {
  DISCOUNT_LIMITS as L,
  DISCOUNT_STATUS_LABELS,
  discountAllows,
  discountLabel,
  type DiscountStatus,
} from '@vitrina/domain/discounts/discounts.rules';
import type { Discount } from '@vitrina/domain/discounts/discounts.schema';
import { type Column } from '../../../components/data-table';
import { PagedTable } from '../../../components/paged-table';
import { SearchField } from '../../../components/search-field';
import { useAppAbility } from '../../../lib/ability';
import { selectedClientOf, useSession } from '../../../lib/session';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { useDiscountBrands } from '../api/get-discount-brands';
import { useDiscounts } from '../api/get-discounts';
import { CouponValidator } from '../components/coupon-validator';
import { DeleteDiscountDialog } from '../components/delete-discount-dialog';
import { DiscountFilters, NO_FILTERS, filterCount, type DiscountFilterValues } from '../components/discount-filters';
import { DiscountDrawer, type DrawerMode } from '../components/discount-drawer';
import { showDay } from '../components/discount-preview';
import { DISCOUNTS_TEXT as T } from '../messages';

const STATUS_COLOR: Record<DiscountStatus, 'default' | 'warning' | 'success' | 'error'> = {
  draft: 'default',
  pending: 'warning',
  approved: 'success',
  rejected: 'error',
  deleted: 'default',
};

/** mis-descuentos — the brand's campaigns, server-paged 5 at a time. */
export default function MyDiscountsPage() {
  const { user, selectedClientId } = useSession();
  const client = user ? selectedClientOf(user, selectedClientId) : undefined;
  const ability = useAppAbility();
  const allowed = ability.can('manage', 'Discounts');
  const clientId = allowed ? client?.id : undefined;
  const countryId = client && isCountryId(client.id.slice(0, 3)) ? (client.id.slice(0, 3) as 'CHL') : 'CHL';
  const location = useLocation();
  const navigate = useNavigate();
  const [page, setPage] = useState(0);
  const [q, setQ] = useState('');
  const [filters, setFilters] = useState<DiscountFilterValues>(NO_FILTERS);
  const [filterAnchor, setFilterAnchor] = useState<HTMLElement | null>(null);
  const [menu, setMenu] = useState<{ anchor: HTMLElement; d: Discount } | null>(null);
  const [drawer, setDrawer] = useState<DrawerMode | null>(null);
  const [deleting, setDeleting] = useState<Discount | null>(null);
  const [validator, setValidator] = useState(false);
  const debouncedQ = useDebouncedValue(q, 500);
  const list = useDiscounts(clientId, { page, size: L.listPageSize, q: debouncedQ, ...filters });
  const brands = useDiscountBrands(clientId);

  // the home's 'Crear descuento' opens the drawer directly
  useEffect(() => {
    if ((location.state as { openCreateDrawer?: boolean } | null)?.openCreateDrawer) {
      setDrawer({ kind: 'create' });
      navigate(location.pathname, { replace: true, state: null });
    }
  }, [location.state, location.pathname, navigate]);

  const rows = list.data?.content ?? [];
  const columns: Column<Discount>[] = [
    { key: 'name', header: T.columns.name, render: (d) => d.name, rowHeader: true },
    { key: 'brand', header: T.columns.brand, render: (d) => d.brand },
    {
      key: 'amount',
      header: T.columns.amount,
      render: (d) => discountLabel(d.discount_type, d.value, isCountryId(d.country_id) ? d.country_id : 'CHL'),
    },
    { key: 'validity', header: T.columns.validity, render: (d) => `${showDay(d.start)} – ${showDay(d.end)}` },
    {
      key: 'status',
      header: T.columns.status,
      render: (d) => <Chip size="small" label={DISCOUNT_STATUS_LABELS[d.status]} color={STATUS_COLOR[d.status]} />,
    },
    { key: 'coupons', header: T.columns.coupons, render: (d) => T.counters(d.discount_users_count, d.discount_users_redeemed_count) },
    {
      key: 'actions',
      header: T.columns.actions,
      cardAction: true,
      render: (d) => (
        <IconButton aria-label={T.rowMenu(d.name)} onClick={(e) => setMenu({ anchor: e.currentTarget, d })}>
          <MoreIcon />
        </IconButton>
      ),
    },
  ];

  return (
    <Stack spacing={3}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' } }}>
        <div>
          <Typography variant="h1">{T.myTitle}</Typography>
          <Typography color="text.secondary">{T.mySubtitle}</Typography>
        </div>
        <Stack direction="row" spacing={1}>
          {ability.can('manage', 'UsersDiscounts') && (
            <Button startIcon={<QrIcon />} onClick={() => setValidator(true)}>
              {T.openValidator}
            </Button>
          )}
          <Button variant="contained" startIcon={<AddIcon />} disabled={!allowed} onClick={() => setDrawer({ kind: 'create' })}>
            {T.create}
          </Button>
        </Stack>
      </Stack>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <Box sx={{ flex: 1, maxWidth: 420 }}>
          <SearchField
            label={T.search}
            value={q}
            onChange={(v) => {
              setQ(v);
              setPage(0);
            }}
            maxLength={100}
          />
        </Box>
        <Badge badgeContent={filterCount(filters)} color="primary">
          <Button startIcon={<FilterIcon />} onClick={(e) => setFilterAnchor(e.currentTarget)} aria-haspopup="dialog">
            {T.filters}
          </Button>
        </Badge>
      </Stack>
      <PagedTable
        caption={T.myTitle}
        columns={columns}
        rows={rows}
        rowKey={(d) => String(d.id)}
        loading={list.isPending && !!clientId}
        emptyText={M.empty}
        cards={{ summary: (d) => DISCOUNT_STATUS_LABELS[d.status] }}
        paging={{ total: list.data?.total_elements ?? 0, page: page, pageSize: L.listPageSize, onPageChange: (p) => setPage(p) }}
      />

      <DiscountFilters
        anchor={filterAnchor}
        onClose={() => setFilterAnchor(null)}
        value={filters}
        onChange={(f, resetPage) => {
          setFilters(f);
          if (resetPage) setPage(0);
        }}
        brands={brands.data?.brands ?? []}
      />

      <Menu anchorEl={menu?.anchor} open={!!menu} onClose={() => setMenu(null)}>
        <MenuItem
          onClick={() => {
            if (menu) setDrawer({ kind: 'view', discount: menu.d });
            setMenu(null);
          }}
        >
          {T.view}
        </MenuItem>
        {menu && discountAllows(menu.d.status, 'edit') && (
          <MenuItem
            onClick={() => {
              setDrawer({ kind: 'edit', discount: menu.d });
              setMenu(null);
            }}
          >
            {T.edit}
          </MenuItem>
        )}
        {menu && discountAllows(menu.d.status, 'delete') && (
          <MenuItem
            onClick={() => {
              setDeleting(menu.d);
              setMenu(null);
            }}
          >
            {T.remove}
          </MenuItem>
        )}
      </Menu>

      <DiscountDrawer
        mode={drawer}
        countryId={countryId}
        brands={brands.data?.brands ?? []}
        onClose={() => setDrawer(null)}
        onMode={setDrawer}
        onDelete={(d) => {
          setDrawer(null);
          setDeleting(d);
        }}
      />

      <DeleteDiscountDialog discount={deleting} onClose={() => setDeleting(null)} />

      <Dialog open={validator} onClose={() => setValidator(false)} aria-labelledby="validator-title" fullWidth maxWidth="sm">
        <DialogTitle id="validator-title">{T.validator}</DialogTitle>
        <DialogContent>
          <Box sx={{ pt: 1 }}>
            <CouponValidator />
          </Box>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setValidator(false)}>{T.close}</Button>
        </DialogActions>
      </Dialog>
    </Stack>
  );
}
