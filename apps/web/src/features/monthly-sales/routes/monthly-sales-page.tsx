import { useEffect, useState } from 'react';
import { format } from 'date-fns';
import { es } from 'date-fns/locale';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import TourIcon from '@mui/icons-material/TourOutlined';
import { MONTHLY_MSG } from '@vitrina/domain/sales/monthly.messages';
import type { MonthlyContractRow } from '@vitrina/domain/sales/monthly.schema';
import type { CountryId } from '@vitrina/domain/countries/countries';
import { EmptyState } from '../../../components/empty-state';
import { TextInput } from '../../../components/text-input';
import { errorMessage } from '../../../lib/api-client';
import { selectedClientOf, useSession } from '../../../lib/session';
import { PageHeader } from '../../../components/page-header';
import { useMonthlyContracts } from '../api/get-monthly-contracts';
import { MonthlyCards, MonthlyTable } from '../components/monthly-list';
import { MonthlySaleDialog } from '../components/monthly-sale-dialog';
import { MonthlyTour } from '../components/monthly-tour';

const TOUR_SEEN = (c: string) => `vitrina-monthly-tour-${c}`;

/** 'yyyy-MM' as 'octubre 2026'. */
const monthLabel = (periodo: string) => format(new Date(`${periodo}-15T12:00:00`), 'MMMM yyyy', { locale: es });

/** ventas-mensuales — 'Ventas Mensuales': the previous month of the user's contracts. */
export default function MonthlySalesPage() {
  const { user, selectedClientId } = useSession();
  const client = user ? selectedClientOf(user, selectedClientId) : undefined;
  const list = useMonthlyContracts(client?.id);
  const theme = useTheme();
  const desktop = useMediaQuery(theme.breakpoints.up('md'));
  const [editing, setEditing] = useState<MonthlyContractRow | null>(null);
  const [tour, setTour] = useState<number | null>(null);
  const data = list.data;
  const country = (data?.pais ?? user?.countryId ?? 'CHL') as CountryId;

  // the tour opens by itself the first time on this browser, then from 'Volver al tour'
  useEffect(() => {
    if (!data || localStorage.getItem(TOUR_SEEN(country))) return;
    localStorage.setItem(TOUR_SEEN(country), '1');
    setTour(0);
  }, [data, country]);

  const rows = data?.contratos ?? [];
  const period = data ? monthLabel(data.periodo) : '';

  return (
    <Box>
      <PageHeader
        action={
          <Button variant="outlined" startIcon={<TourIcon />} onClick={() => setTour(0)}>
            {MONTHLY_MSG.backToTour}
          </Button>
        }
      >
        <Typography variant="h1">{MONTHLY_MSG.title}</Typography>
      </PageHeader>
      <Card>
        <CardContent>
          <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: { md: 'center' }, mb: 2 }}>
            <Box data-tour="monthly-period" sx={{ minWidth: 220 }}>
              <TextInput
                label={MONTHLY_MSG.monthLabel}
                value={period}
                htmlInput={{ readOnly: true, 'aria-readonly': true, style: { textTransform: 'capitalize' } }}
                fullWidth
              />
            </Box>
            {data && (
              <Box data-tour="monthly-cutoff">
                <Typography variant="body2">{MONTHLY_MSG.cutoffCaption(data.dia_corte)}</Typography>
                {country === 'PER' && (
                  <Typography variant="body2" color="warning.main">
                    {MONTHLY_MSG.peruDeadlineCaption}
                  </Typography>
                )}
              </Box>
            )}
          </Stack>
          <Box data-tour="monthly-list">
            {list.isPending && (
              <Stack spacing={1}>
                {[0, 1, 2].map((i) => (
                  <Skeleton key={i} height={48} />
                ))}
              </Stack>
            )}
            {list.isError && <Alert severity="error">{errorMessage(list.error)}</Alert>}
            {data && rows.length === 0 && <EmptyState text={MONTHLY_MSG.noContracts} />}
            {data &&
              rows.length > 0 &&
              (desktop ? (
                <MonthlyTable rows={rows} country={country} onOpen={setEditing} />
              ) : (
                <MonthlyCards rows={rows} country={country} onOpen={setEditing} />
              ))}
          </Box>
        </CardContent>
      </Card>
      {data && user && (
        <MonthlySaleDialog
          open={!!editing}
          row={editing}
          country={country}
          periodo={data.periodo}
          periodLabel={period}
          email={user.email}
          companyId={client?.id}
          onClose={() => setEditing(null)}
        />
      )}
      <MonthlyTour country={country} index={tour} onIndex={setTour} />
    </Box>
  );
}
