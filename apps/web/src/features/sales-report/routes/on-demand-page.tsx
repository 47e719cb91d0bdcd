import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import DownloadIcon from '@mui/icons-material/Download';
import { Link as RouterLink } from 'react-router';
import { COUNTRIES, type CountryId } from '@vitrina/domain/countries/countries';
import type { ReportFormat, ReportGroup, ReportJob, ReportMeasure } from '@vitrina/domain/sales/report.schema';
import { EmptyState } from '../../../components/empty-state';
import { errorMessage } from '../../../lib/api-client';
import { selectedClientOf, useSession } from '../../../lib/session';
import { useCreateReportJob } from '../api/create-report-job';
import { downloadJobFile } from '../api/download-job-file';
import { useReportJobs } from '../api/get-report-jobs';
import { OptionSelect } from '../../../components/option-select';
import { REPORT_TEXT } from '../messages';
import { defaultPeriod, dmy } from '../format';
import { DateField } from '../../../components/date-field';

/** onDemand — 'Reportes': the sales report of a chosen period as a file, prepared in the background. */
export default function OnDemandPage() {
  const { user, selectedClientId } = useSession();
  const client = user ? selectedClientOf(user, selectedClientId) : undefined;
  const country = (user?.countryId ?? 'CHL') as CountryId;
  const initial = defaultPeriod(COUNTRIES[country].timeZone);
  const [from, setFrom] = useState(initial.from);
  const [to, setTo] = useState(initial.to);
  const [group, setGroup] = useState<ReportGroup>('space');
  const [measure, setMeasure] = useState<ReportMeasure>('bruto');
  const [format, setFormat] = useState<ReportFormat>('xlsx');
  const jobs = useReportJobs();
  const create = useCreateReportJob();
  const [downloadError, setDownloadError] = useState<string | null>(null);

  const selects = [
    {
      label: REPORT_TEXT.group,
      options: REPORT_TEXT.groups,
      value: group,
      onChange: (v: string) => setGroup(v as ReportGroup),
      minWidth: 170,
    },
    {
      label: REPORT_TEXT.measure,
      options: REPORT_TEXT.measures,
      value: measure,
      onChange: (v: string) => setMeasure(v as ReportMeasure),
      minWidth: 150,
    },
    {
      label: REPORT_TEXT.format,
      options: REPORT_TEXT.formats,
      value: format,
      onChange: (v: string) => setFormat(v as ReportFormat),
      minWidth: 150,
    },
  ];

  const download = async (j: ReportJob) => {
    setDownloadError(null);
    try {
      await downloadJobFile(j);
    } catch (e) {
      setDownloadError(errorMessage(e, REPORT_TEXT.exportError));
    }
  };

  return (
    <Box>
      <Typography variant="h1" sx={{ mb: 1 }}>
        {REPORT_TEXT.onDemandTitle}
      </Typography>
      <Typography sx={{ mb: 2 }}>{REPORT_TEXT.onDemandIntro}</Typography>
      <Card sx={{ mb: 2 }}>
        <CardContent>
          <Stack
            component="form"
            direction={{ xs: 'column', sm: 'row' }}
            spacing={1.5}
            useFlexGap
            sx={{ flexWrap: 'wrap', alignItems: { sm: 'center' } }}
            onSubmit={(e) => {
              e.preventDefault();
              create.mutate({ from, to, group, measure, format, company_id: client?.id });
            }}
          >
            <DateField label={REPORT_TEXT.from} size="small" value={from} onChange={setFrom} required />
            <DateField label={REPORT_TEXT.to} size="small" value={to} onChange={setTo} required />
            {selects.map((o) => (
              <OptionSelect key={o.label} {...o} />
            ))}
            <Button type="submit" variant="contained" disabled={create.isPending}>
              {create.isPending ? REPORT_TEXT.generating : REPORT_TEXT.generate}
            </Button>
            <Button component={RouterLink} to="../informe-de-ventas" relative="path">
              {REPORT_TEXT.openReport}
            </Button>
          </Stack>
          {create.isError && (
            <Alert severity="error" sx={{ mt: 2 }}>
              {errorMessage(create.error, REPORT_TEXT.loadError)}
            </Alert>
          )}
        </CardContent>
      </Card>
      {downloadError && (
        <Alert severity="error" sx={{ mb: 2 }} onClose={() => setDownloadError(null)}>
          {downloadError}
        </Alert>
      )}
      <Card>
        <CardContent>
          <Typography variant="h2" sx={{ fontSize: '1.1rem' }}>
            {REPORT_TEXT.jobsTitle}
          </Typography>
          {jobs.isPending && <LinearProgress sx={{ my: 2 }} aria-label={REPORT_TEXT.jobsTitle} />}
          {jobs.isError && <Alert severity="error">{errorMessage(jobs.error, REPORT_TEXT.loadError)}</Alert>}
          {jobs.data && jobs.data.data.length === 0 && <EmptyState text={REPORT_TEXT.noJobs} />}
          <List aria-label={REPORT_TEXT.jobsTitle}>
            {(jobs.data?.data ?? []).map((j) => (
              <ListItem
                key={j.id}
                divider
                secondaryAction={
                  j.status === 'listo' ? (
                    <Button
                      size="small"
                      startIcon={<DownloadIcon />}
                      onClick={() => void download(j)}
                      aria-label={`${REPORT_TEXT.download} ${REPORT_TEXT.jobLabel(dmy(j.from), dmy(j.to), j.format)}`}
                    >
                      {REPORT_TEXT.download}
                    </Button>
                  ) : undefined
                }
              >
                <ListItemText
                  primary={REPORT_TEXT.jobLabel(dmy(j.from), dmy(j.to), j.format)}
                  secondary={
                    <Box component="span" sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
                      <Chip
                        size="small"
                        component="span"
                        label={REPORT_TEXT.jobStatus[j.status]}
                        color={j.status === 'listo' ? 'success' : j.status === 'error' ? 'error' : 'default'}
                      />
                      {(j.status === 'pendiente' || j.status === 'procesando') && (
                        <LinearProgress
                          variant="determinate"
                          value={j.progress}
                          aria-label={REPORT_TEXT.progress(j.progress)}
                          sx={{ width: 120, display: 'inline-block' }}
                        />
                      )}
                      {j.error}
                    </Box>
                  }
                />
              </ListItem>
            ))}
          </List>
        </CardContent>
      </Card>
    </Box>
  );
}
