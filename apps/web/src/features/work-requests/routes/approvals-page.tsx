import { formatDay } from '../../../lib/format';
import { useState } from 'react';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useSnackbar } from '../../../lib/toast';
import {
  APPROVER_ROLE_NAMES,
  CLASES,
  WORK_REQUEST_LIMITS,
  type ApproverRole,
  type StepAction,
} from '@vitrina/domain/work-requests/work-requests.rules';
import type { WorkRequest } from '@vitrina/domain/work-requests/work-requests.schema';
import { ApprovalQueue } from '../../../components/approval-queue';
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
  const [to, setTo] = useState('');
  const items = queue.data?.content ?? [];
  const mine = new Set(queue.data?.roles.map((r) => r.id));
  const run = async (w: WorkRequest, action: StepAction, c?: string) => {
    const r = await act.mutateAsync({ id: w.id, action, comment: c, to_role: action === 'refer' ? to : undefined });
    enqueueSnackbar(r.message, { variant: 'success' });
  };
  return (
    <ApprovalQueue<WorkRequest, Exclude<StepAction, 'approve'>>
      title={T.approvalsTitle}
      subtitle={queue.data && T.approvalsSubtitle(queue.data.roles.map((r) => r.name).join(', '))}
      loading={may && queue.isPending}
      empty={!may || !items.length}
      emptyText={T.approvalsEmpty}
      items={items}
      cardLabel={(w) => `Solicitud N° ${w.number}`}
      renderCard={(w) => (
        <>
          <Typography variant="h3" component="h2">{`N° ${w.number} · ${w.type_name}`}</Typography>
          <Typography>{`${w.building_name} · ${w.space_num} ${w.brand_name}`}</Typography>
          <Typography variant="body2" color="text.secondary">
            {`${T.requester}: ${w.created_by_user.first_name} ${w.created_by_user.last_name}`}
          </Typography>
          <Typography variant="body2">{`${w.clase ? CLASES[w.clase as keyof typeof CLASES] : ''} · ${formatDay(w.start_date)} – ${formatDay(w.end_date)} · ${w.start_time}–${w.end_time}`}</Typography>
          <Typography variant="body2" sx={{ mt: 1 }}>
            {w.description}
          </Typography>
        </>
      )}
      approveLabel={T.approve}
      reasoned={[
        { action: 'reject', label: T.reject, color: 'error' },
        { action: 'refer', label: T.refer },
      ]}
      extraButtons={(w) => <Button onClick={() => setOpen(w)}>{T.drawerTitle}</Button>}
      busy={act.isPending}
      onAct={run}
      dialog={{
        title: (w, action) => `${action === 'reject' ? T.reject : T.refer} N° ${w.number}`,
        commentLabel: T.comment,
        commentMax: WORK_REQUEST_LIMITS.commentMax,
        confirmLabel: () => T.confirm,
        onOpen: () => setTo(''),
        incomplete: (action) => action === 'refer' && !to,
        fields: (action) =>
          action === 'refer' && (
            <TextField select label={T.referTo} value={to} onChange={(e) => setTo(e.target.value)}>
              {(Object.keys(APPROVER_ROLE_NAMES) as ApproverRole[])
                .filter((r) => !mine.has(r))
                .map((r) => (
                  <MenuItem key={r} value={r}>
                    {APPROVER_ROLE_NAMES[r]}
                  </MenuItem>
                ))}
            </TextField>
          ),
      }}
      cancelLabel={T.cancel}
    >
      <RequestDrawer w={open} onClose={() => setOpen(null)} />
    </ApprovalQueue>
  );
}
