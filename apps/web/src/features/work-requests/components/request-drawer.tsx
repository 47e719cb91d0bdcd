import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CloseIcon from '@mui/icons-material/Close';
import type { WorkRequest } from '@vitrina/domain/work-requests/work-requests.schema';
import { STEP_LABELS, statusLabel } from '@vitrina/domain/work-requests/work-requests.rules';
import { WORK_REQUEST_MSG as M } from '@vitrina/domain/work-requests/work-requests.messages';
import { errorMessage } from '../../../lib/api-client';
import { formatDateTime } from '../../../lib/format';
import { useRequestFiles } from '../api/get-request-files';
import { WR_TEXT as T } from '../messages';
import { SidePanel } from '../../../components/side-panel';
import { RetryAlert } from '../../../components/load-state';

const STEP_COLOR = { initial: 'default', pending: 'warning', approved: 'success', rejected: 'error', referred: 'info' } as const;

/** The approval timeline: 'crea la solicitud de trabajo', then each approver role's step. */
export function ApprovalTimeline({ w }: { w: WorkRequest }) {
  return (
    <List dense aria-label={T.timeline}>
      <ListItem divider>
        <ListItemText
          primary={`${w.created_by_user.first_name} ${w.created_by_user.last_name} ${T.createdStep}`}
          secondary={formatDateTime(w.submitted_at ?? w.created_at)}
        />
      </ListItem>
      {w.approvals.map((a) => (
        <ListItem key={a.role_id} divider aria-label={`${a.role_name}: ${STEP_LABELS[a.status]}`}>
          <ListItemText
            primary={
              <Stack sx={{ alignItems: 'center' }} direction="row" spacing={1}>
                <span>{a.role_name}</span>
                <Chip size="small" label={STEP_LABELS[a.status]} color={STEP_COLOR[a.status]} variant="outlined" />
              </Stack>
            }
            secondary={[a.approval_at ? formatDateTime(a.approval_at) : null, a.by, a.comment].filter(Boolean).join(' · ') || undefined}
          />
        </ListItem>
      ))}
    </List>
  );
}

function Documents({ uuid }: { uuid: string }) {
  const files = useRequestFiles(uuid);
  if (files.isPending) return <CircularProgress size={24} aria-label="Cargando documentos" />;
  if (files.isError)
    return (
      <RetryAlert buttonColor="primary" text={`${T.filesError}${errorMessage(files.error)}`} retryLabel={T.retry} onRetry={files.refetch} />
    );
  if (!files.data.length) return <Typography color="text.secondary">{M.filesEmpty}</Typography>;
  return (
    <List dense>
      {files.data.map((f) => (
        <ListItem key={f.id}>
          <ListItemText
            primary={
              <Link href={f.url} target="_blank" rel="noopener">
                {f.filename}
              </Link>
            }
            secondary={f.doc_type_name}
          />
        </ListItem>
      ))}
    </List>
  );
}

/** The detail drawer of a request: its data, documents (signed links) and approval timeline. */
export function RequestDrawer({ w, onClose }: { w: WorkRequest | null; onClose: () => void }) {
  return (
    <SidePanel open={!!w} onClose={onClose} titleId="wr-drawer-title" width={460}>
      {w && (
        <Box sx={{ p: 3 }}>
          <Stack sx={{ justifyContent: 'space-between', alignItems: 'center' }} direction="row">
            <Typography id="wr-drawer-title" variant="h2">
              {`${T.drawerTitle} N° ${w.number}`}
            </Typography>
            <IconButton aria-label={T.close} onClick={onClose}>
              <CloseIcon />
            </IconButton>
          </Stack>
          <Typography sx={{ mt: 1 }}>{`${w.type_name} · ${w.building_name} · ${w.space_num} ${w.brand_name}`}</Typography>
          <Typography color="text.secondary">{`${T.status}: ${statusLabel(w.status)}`}</Typography>
          {w.description && <Typography sx={{ mt: 1 }}>{w.description}</Typography>}
          <Divider sx={{ my: 2 }} />
          <Typography variant="h3" component="h3">
            {T.documents}
          </Typography>
          {w.uuid ? <Documents uuid={w.uuid} /> : <Typography>{M.filesNoUuid}</Typography>}
          <Divider sx={{ my: 2 }} />
          <Typography variant="h3" component="h3">
            {T.timeline}
          </Typography>
          <ApprovalTimeline w={w} />
        </Box>
      )}
    </SidePanel>
  );
}
