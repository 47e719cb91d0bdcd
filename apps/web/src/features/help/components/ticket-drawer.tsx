import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import CloseIcon from '@mui/icons-material/Close';
import { useSnackbar } from '../../../lib/toast';
import { HELP_MSG, TICKET_LIMITS, ticketStatusLabel, type TicketStatus } from '@vitrina/domain/help/help.rules';
import type { TicketDetail } from '@vitrina/domain/help/help.schema';
import { apiDownload, errorMessage } from '../../../lib/api-client';
import { formatDateTime } from '../../../lib/format';
import { useTicketAction } from '../api/act-on-ticket';
import { useTicket } from '../api/get-ticket';
import { useReply } from '../api/reply-ticket';
import { HELP_TEXT as T } from '../messages';
import { FilePicker, filesProblem } from './file-picker';
import { SidePanel } from '../../../components/side-panel';

const STATUS_COLOR: Record<string, 'default' | 'info' | 'warning' | 'success'> = {
  new: 'info',
  open: 'info',
  pending: 'warning',
  hold: 'warning',
  solved: 'success',
  closed: 'default',
};
export const StatusChip = ({ status }: { status: string }) => (
  <Chip size="small" color={STATUS_COLOR[status] ?? 'default'} label={ticketStatusLabel(status)} />
);

function Field({ label, value }: { label: string; value: string | null | undefined }) {
  return (
    <Box>
      <Typography variant="caption" color="text.secondary" component="div">
        {label}
      </Typography>
      <Typography variant="body2">{value || '--'}</Typography>
    </Box>
  );
}

function Conversation({ ticket, timeZone }: { ticket: TicketDetail; timeZone: string }) {
  return (
    <Stack spacing={1.5} component="ol" aria-label={T.conversation} sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {ticket.messages.map((m) => (
        <Paper
          component="li"
          key={m.id}
          variant="outlined"
          sx={{
            p: 1.5,
            bgcolor: m.from_support ? 'action.hover' : 'background.paper',
            ml: m.from_support ? 0 : 3,
            mr: m.from_support ? 3 : 0,
          }}
        >
          <Stack direction="row" sx={{ justifyContent: 'space-between', mb: 0.5 }}>
            <Typography variant="subtitle2">{m.author}</Typography>
            <Typography variant="caption" color="text.secondary">
              {formatDateTime(m.created_at, timeZone)}
            </Typography>
          </Stack>
          {m.body && (
            <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
              {m.body}
            </Typography>
          )}
          {m.files.length > 0 && (
            <Stack direction="row" spacing={1} sx={{ mt: 1, flexWrap: 'wrap' }}>
              {m.files.map((f) => (
                <Link
                  key={f.id}
                  component="button"
                  type="button"
                  variant="body2"
                  onClick={() => void apiDownload(f.url.replace(/^\/api/, ''), f.name)}
                >
                  {f.name}
                </Link>
              ))}
            </Stack>
          )}
        </Paper>
      ))}
    </Stack>
  );
}

function ReplyBox({ ticket, support }: { ticket: TicketDetail; support: boolean }) {
  const [body, setBody] = useState('');
  const [files, setFiles] = useState<File[]>([]);
  const reply = useReply(ticket.id);
  const { enqueueSnackbar } = useSnackbar();
  const problem = filesProblem(files);
  if (ticket.status === 'closed') return <Alert severity="info">{T.closedNotice}</Alert>;
  return (
    <Stack
      component="form"
      spacing={1.5}
      onSubmit={(e) => {
        e.preventDefault();
        if (!body.trim() && !files.length) return;
        reply.mutate(
          { body: body.trim(), files },
          {
            onSuccess: () => {
              setBody('');
              setFiles([]);
              if (support) enqueueSnackbar(T.supportPage.answered, { variant: 'success' });
            },
          },
        );
      }}
    >
      <TextField
        label={support ? T.answerLabel : T.replyLabel}
        multiline
        minRows={3}
        value={body}
        onChange={(e) => setBody(e.target.value.slice(0, TICKET_LIMITS.reply))}
        helperText={`${body.length}/${TICKET_LIMITS.reply}`}
      />
      <FilePicker label={T.attach} files={files} onChange={setFiles} disabled={reply.isPending} />
      <Box>
        <Button type="submit" variant="contained" disabled={reply.isPending || !!problem || (!body.trim() && !files.length)}>
          {T.send}
        </Button>
      </Box>
    </Stack>
  );
}

function SupportActions({ ticket }: { ticket: TicketDetail }) {
  const { status, assign } = useTicketAction(ticket.id);
  return (
    <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }} role="group" aria-label={T.supportPage.changeStatus}>
      {ticket.next_statuses.map((s: TicketStatus) => (
        <Button key={s} size="small" variant="outlined" disabled={status.isPending} onClick={() => status.mutate(s)}>
          {T.supportPage.move(ticketStatusLabel(s))}
        </Button>
      ))}
      {ticket.status !== 'closed' && (
        <Button size="small" disabled={assign.isPending} onClick={() => assign.mutate()}>
          {T.supportPage.assignMe}
        </Button>
      )}
    </Stack>
  );
}

/** 'Detalle solicitud': the ticket's fields and its conversation, with a reply box while it is not closed. */
export function TicketDrawer(props: { id: number | null; onClose: () => void; timeZone: string; support?: boolean }) {
  const { id, onClose, timeZone, support = false } = props;
  const q = useTicket(id);
  const t = q.data;
  return (
    <SidePanel open={!!id} onClose={onClose} titleId="ticket-drawer-title" width={520}>
      <Box sx={{ p: 2 }}>
        <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 2 }}>
          <Typography id="ticket-drawer-title" variant="h2">
            {T.drawerTitle}
          </Typography>
          <IconButton aria-label="Cerrar" onClick={onClose}>
            <CloseIcon />
          </IconButton>
        </Stack>
        {q.isPending && id && <CircularProgress aria-label="Cargando" />}
        {q.isError && <Alert severity="error">{errorMessage(q.error)}</Alert>}
        {t && (
          <Stack spacing={2}>
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
              <Typography variant="subtitle1">#{t.id}</Typography>
              <StatusChip status={t.status} />
            </Stack>
            <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 1.5 }}>
              <Field label={T.fields.id} value={String(t.id)} />
              <Field label={T.fields.requester} value={t.client_name} />
              <Field label={T.fields.created} value={formatDateTime(t.createdAt, timeZone)} />
              <Field label={T.fields.area} value={t.area} />
              <Field label={T.fields.affected} value={t.affected_area} />
              <Field label={T.fields.request} value={t.request} />
              {t.subtype && <Field label={T.fields.subtype} value={t.subtype} />}
              <Field label={T.fields.building} value={t.nombre_edificio} />
              <Field label={T.fields.store} value={[t.nro_local, t.nombre_marca].filter(Boolean).join(' · ')} />
              <Field label={T.fields.impide} value={t.impide === 'si_impide_atender_clientes' ? T.form.yes : T.form.no} />
              <Field label={T.fields.name} value={t.name} />
              <Field label={T.fields.email} value={t.email} />
              <Field label={T.fields.phone} value={t.phone ?? HELP_MSG.noPhone} />
              {support && <Field label={T.fields.assigned} value={t.assigned_name} />}
            </Box>
            <Field label={T.fields.description} value={t.contenido} />
            {support && <SupportActions ticket={t} />}
            <Divider />
            <Typography variant="h3" component="h3">
              {T.conversation}
            </Typography>
            <Conversation ticket={t} timeZone={timeZone} />
            <ReplyBox ticket={t} support={support} />
          </Stack>
        )}
      </Box>
    </SidePanel>
  );
}
