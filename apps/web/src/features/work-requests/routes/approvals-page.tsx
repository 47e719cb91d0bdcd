import { formatDay } from '../../../lib/format';
import { useState } from 'react';
import {
  Button,
  Card,
  CardContent,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Grid,
  MenuItem,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useSnackbar } from '../../../lib/toast';
import {
  APPROVER_ROLE_NAMES,
  CLASES,
  WORK_REQUEST_LIMITS,
  type ApproverRole,
  type StepAction,
} from '@vitrina/domain/work-requests/work-requests.rules';
import type { WorkRequest } from '@vitrina/domain/work-requests/work-requests.schema';
import { EmptyState } from '../../../components/empty-state';
import { PageLoader } from '../../../components/page-loader';
import { useStaffCan } from '../../../lib/ability';
import { useActOnStep } from '../api/act-on-step';
import { useApprovalQueue } from '../api/get-approval-queue';
import { RequestDrawer } from '../components/request-drawer';
import { WR_TEXT as T } from '../messages';

/** consola/solicitudes-trabajo — the approver roles' queue: approve, reject or refer with a comment. */
export default function ApprovalsPage() {
  const may = useStaffCan()('approve:WorkRequest');
  const queue = useApprovalQueue(may);
  const act = useActOnStep();
  const { enqueueSnackbar } = useSnackbar();
  const [open, setOpen] = useState<WorkRequest | null>(null);
  const [acting, setActing] = useState<{ w: WorkRequest; action: Exclude<StepAction, 'approve'> } | null>(null);
  const [comment, setComment] = useState('');
  const [to, setTo] = useState('');
  const items = queue.data?.content ?? [];
  const mine = new Set(queue.data?.roles.map((r) => r.id));
  const run = async (w: WorkRequest, action: StepAction, c?: string, toRole?: string) => {
    const r = await act.mutateAsync({ id: w.id, action, comment: c, to_role: toRole });
    enqueueSnackbar(r.message, { variant: 'success' });
    setActing(null);
  };
  return (
    <Stack spacing={3}>
      <div>
        <Typography variant="h1">{T.approvalsTitle}</Typography>
        {queue.data && (
          <Typography color="text.secondary">{T.approvalsSubtitle(queue.data.roles.map((r) => r.name).join(', '))}</Typography>
        )}
      </div>
      {may && queue.isPending ? (
        <PageLoader />
      ) : !may || !items.length ? (
        <EmptyState text={T.approvalsEmpty} />
      ) : (
        <Grid container spacing={2}>
          {items.map((w) => (
            <Grid key={w.id} size={{ xs: 12, md: 6, lg: 4 }}>
              <Card variant="outlined" component="article" aria-label={`Solicitud N° ${w.number}`}>
                <CardContent>
                  <Typography variant="h3" component="h2">{`N° ${w.number} · ${w.type_name}`}</Typography>
                  <Typography>{`${w.building_name} · ${w.space_num} ${w.brand_name}`}</Typography>
                  <Typography variant="body2" color="text.secondary">
                    {`${T.requester}: ${w.created_by_user.first_name} ${w.created_by_user.last_name}`}
                  </Typography>
                  <Typography variant="body2">{`${w.clase ? CLASES[w.clase as keyof typeof CLASES] : ''} · ${formatDay(w.start_date)} – ${formatDay(w.end_date)} · ${w.start_time}–${w.end_time}`}</Typography>
                  <Typography variant="body2" sx={{ mt: 1 }}>
                    {w.description}
                  </Typography>
                  <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', mt: 2 }}>
                    <Button variant="contained" disabled={act.isPending} onClick={() => void run(w, 'approve')}>
                      {T.approve}
                    </Button>
                    <Button
                      color="error"
                      disabled={act.isPending}
                      onClick={() => {
                        setComment('');
                        setActing({ w, action: 'reject' });
                      }}
                    >
                      {T.reject}
                    </Button>
                    <Button
                      disabled={act.isPending}
                      onClick={() => {
                        setComment('');
                        setTo('');
                        setActing({ w, action: 'refer' });
                      }}
                    >
                      {T.refer}
                    </Button>
                    <Button onClick={() => setOpen(w)}>{T.drawerTitle}</Button>
                  </Stack>
                </CardContent>
              </Card>
            </Grid>
          ))}
        </Grid>
      )}
      <Dialog open={!!acting} onClose={() => setActing(null)} aria-labelledby="wr-act-title" fullWidth maxWidth="sm">
        <DialogTitle id="wr-act-title">
          {acting ? `${acting.action === 'reject' ? T.reject : T.refer} N° ${acting.w.number}` : ''}
        </DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {acting?.action === 'refer' && (
              <TextField select label={T.referTo} value={to} onChange={(e) => setTo(e.target.value)}>
                {(Object.keys(APPROVER_ROLE_NAMES) as ApproverRole[])
                  .filter((r) => !mine.has(r))
                  .map((r) => (
                    <MenuItem key={r} value={r}>
                      {APPROVER_ROLE_NAMES[r]}
                    </MenuItem>
                  ))}
              </TextField>
            )}
            <TextField
              label={T.comment}
              multiline
              minRows={3}
              value={comment}
              onChange={(e) => setComment(e.target.value)}
              slotProps={{ htmlInput: { maxLength: WORK_REQUEST_LIMITS.commentMax } }}
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setActing(null)}>{T.cancel}</Button>
          <Button
            variant="contained"
            disabled={!comment.trim() || (acting?.action === 'refer' && !to) || act.isPending}
            onClick={() => acting && void run(acting.w, acting.action, comment.trim(), acting.action === 'refer' ? to : undefined)}
          >
            {T.confirm}
          </Button>
        </DialogActions>
      </Dialog>
      <RequestDrawer w={open} onClose={() => setOpen(null)} />
    </Stack>
  );
}
