import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import DownloadIcon from '@mui/icons-material/Download';
import { LOADING_LABEL } from '../../../components/page-loader';
import { usePublicConfig } from '../../../lib/api/get-public-config';
import { downloadClientLog } from '../../../lib/client-log';
import { formatDateTime } from '../../../lib/format';
import { useActuatorInfo } from '../api/get-actuator-info';
import { ABOUT_TEXT } from '../messages';

const showDate = (value: string | undefined) =>
  !value || value === ABOUT_TEXT.unknown ? (value ?? ABOUT_TEXT.unknown) : formatDateTime(value);

function VersionTable({ id, title, rows }: { id: string; title: string; rows: [string, string][] }) {
  return (
    <Paper component="section" aria-labelledby={id} variant="outlined" sx={{ p: 3, height: '100%' }}>
      <Typography id={id} variant="h2" sx={{ mb: 2 }}>
        {title}
      </Typography>
      <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 3, rowGap: 1, m: 0 }}>
        {rows.map(([label, value]) => (
          <Box key={label} sx={{ display: 'contents' }}>
            <Typography component="dt" sx={{ fontWeight: 600 }}>
              {label}
            </Typography>
            <Typography component="dd" sx={{ m: 0, wordBreak: 'break-all', fontFamily: 'monospace' }}>
              {value}
            </Typography>
          </Box>
        ))}
      </Box>
    </Paper>
  );
}

/** 'acerca_de_nosotros' — purpose and versions of both ends. */
export default function AboutPage() {
  const config = usePublicConfig().data;
  const backend = useActuatorInfo();
  const front = __APP_VERSION__;

  return (
    <Stack spacing={3}>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', flexWrap: 'wrap', gap: 2 }}>
        <Typography variant="h1">{ABOUT_TEXT.title}</Typography>
        {config?.environment === 'development' && (
          <Button variant="outlined" startIcon={<DownloadIcon />} onClick={downloadClientLog}>
            {ABOUT_TEXT.downloadLogs}
          </Button>
        )}
      </Box>
      <Paper variant="outlined" sx={{ p: 3 }}>
        <Typography variant="overline" color="text.secondary" component="p">
          {ABOUT_TEXT.purposeLabel}
        </Typography>
        <Typography sx={{ fontSize: '1.1rem' }}>{ABOUT_TEXT.purpose}</Typography>
      </Paper>
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, md: 6 }}>
          <VersionTable
            id="about-front"
            title={ABOUT_TEXT.frontEnd}
            rows={[
              [ABOUT_TEXT.branch, front.branch],
              [ABOUT_TEXT.commit, front.commit],
              [ABOUT_TEXT.date, showDate(front.date)],
              [ABOUT_TEXT.tag, front.tag],
            ]}
          />
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          {backend.isPending ? (
            <Skeleton variant="rounded" height={180} aria-label={LOADING_LABEL} />
          ) : backend.isError ? (
            <Alert severity="error">{ABOUT_TEXT.backEndError}</Alert>
          ) : (
            <VersionTable
              id="about-back"
              title={ABOUT_TEXT.backEnd}
              rows={[
                [ABOUT_TEXT.branch, backend.data.git.branch],
                [ABOUT_TEXT.commit, backend.data.git.commit.id],
                [ABOUT_TEXT.date, showDate(backend.data.git.commit.time)],
              ]}
            />
          )}
        </Grid>
      </Grid>
    </Stack>
  );
}
