import { useEffect, useId, useState } from 'react';
import Button from '@mui/material/Button';
import FormGroup from '@mui/material/FormGroup';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { REPORT_SERVICES } from '@vitrina/domain/sales/report.schema';
import { CheckboxOptions } from '../../../components/checkbox-options';
import { useSnackbar } from '../../../lib/toast';
import { useReportServices } from '../api/get-report-services';
import { useSaveReportServices } from '../api/save-report-services';
import { CONSOLE_TEXT as T } from '../messages';

/**
 * 'Servicios de reportes' of a company's page (staff with manage:ReportServices): the on-demand
 * report services it has, ticked; 'Guardar' gives the ticked ones (its members then see 'Reportes').
 */
export function ReportServicesCard({ companyId }: { companyId: string }) {
  const titleId = useId();
  const current = useReportServices(companyId);
  const save = useSaveReportServices();
  const { enqueueSnackbar } = useSnackbar();
  const [chosen, setChosen] = useState<string[]>([]);
  useEffect(() => {
    if (current.data) setChosen(current.data.servicios);
  }, [current.data]);
  return (
    <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-labelledby={titleId}>
      <Typography variant="h2" id={titleId} sx={{ mb: 1 }}>
        {T.reportServices}
      </Typography>
      {current.isPending ? (
        <Skeleton variant="rectangular" height={48} />
      ) : (
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
          <FormGroup row role="group" aria-labelledby={titleId}>
            <CheckboxOptions options={REPORT_SERVICES} value={chosen} onChange={setChosen} />
          </FormGroup>
          <Button
            variant="contained"
            disabled={save.isPending || current.isError}
            onClick={() =>
              save.mutate({ companyId, servicios: chosen }, { onSuccess: (r) => enqueueSnackbar(r.message, { variant: 'success' }) })
            }
          >
            {T.save}
          </Button>
        </Stack>
      )}
    </Paper>
  );
}
