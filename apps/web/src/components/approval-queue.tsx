import { useId, useState, type ReactNode } from 'react';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { EmptyState } from './empty-state';
import { PageLoader } from './page-loader';

/** A decision that asks for a reason first ('Rechazar', 'Derivar'): its button on the card. */
export interface ReasonedAction<A extends string> {
  action: A;
  label: string;
  color?: 'error';
}

export interface ApprovalQueueProps<T extends { id: number }, A extends string> {
  title: string;
  subtitle?: string;
  /** the queue is loading: a loader instead of the cards */
  loading: boolean;
  /** nothing to decide (or the caller may not decide): the empty state instead of the cards */
  empty: boolean;
  emptyText: string;
  items: T[];
  /** the card's accessible name */
  cardLabel: (item: T) => string;
  /** what the card shows above its buttons */
  renderCard: (item: T) => ReactNode;
  approveLabel: string;
  reasoned: ReasonedAction<A>[];
  /** buttons after the decisions ('Ver detalle') */
  extraButtons?: (item: T) => ReactNode;
  /** a decision is being sent: the decision buttons are disabled */
  busy: boolean;
  /** sends the decision (the reason trimmed, for a reasoned one); the dialog closes once it resolves */
  onAct: (item: T, action: 'approve' | A, comment?: string) => Promise<void>;
  /** the reason dialog's parts */
  dialog: {
    title: (item: T, action: A) => string;
    commentLabel: string;
    commentRequired?: boolean;
    commentMax: number;
    confirmLabel: (action: A) => string;
    confirmColor?: (action: A) => 'error' | undefined;
    /** fields above the reason (the area a referral goes to) */
    fields?: (action: A) => ReactNode;
    /** the confirm stays disabled for another reason than an empty comment */
    incomplete?: (action: A) => boolean;
    /** the dialog opens for `action` (reset the feature's own fields) */
    onOpen?: (action: A) => void;
  };
  cancelLabel: string;
  /** what the page shows besides (a detail drawer) */
  children?: ReactNode;
}

/**
 * A reviewer's queue: the page's title, one card per pending item with 'Aprobar' and the decisions
 * that need a reason, and the dialog asking for that reason. Each feature passes the card's content.
 */
export function ApprovalQueue<T extends { id: number }, A extends string>(p: ApprovalQueueProps<T, A>) {
  const titleId = useId();
  // the last decision asked for stays while the dialog closes, so its texts do not blink
  const [acting, setActing] = useState<{ item: T; action: A } | null>(null);
  const [shown, setShown] = useState(false);
  const [comment, setComment] = useState('');
  const close = () => setShown(false);
  const run = async (item: T, action: 'approve' | A, c?: string) => {
    await p.onAct(item, action, c);
    close();
  };
  const open = (item: T, action: A) => {
    setComment('');
    p.dialog.onOpen?.(action);
    setActing({ item, action });
    setShown(true);
  };
  return (
    <Stack spacing={3}>
      <div>
        <Typography variant="h1">{p.title}</Typography>
        {p.subtitle !== undefined && <Typography color="text.secondary">{p.subtitle}</Typography>}
      </div>
      {p.loading ? (
        <PageLoader />
      ) : p.empty ? (
        <EmptyState text={p.emptyText} />
      ) : (
        <Grid container spacing={2}>
          {p.items.map((item) => (
            <Grid key={item.id} size={{ xs: 12, md: 6, lg: 4 }}>
              <Card variant="outlined" component="article" aria-label={p.cardLabel(item)}>
                <CardContent>
                  {p.renderCard(item)}
                  <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', mt: 2 }}>
                    <Button variant="contained" disabled={p.busy} onClick={() => void run(item, 'approve')}>
                      {p.approveLabel}
                    </Button>
                    {p.reasoned.map((r) => (
                      <Button key={r.action} color={r.color} disabled={p.busy} onClick={() => open(item, r.action)}>
                        {r.label}
                      </Button>
                    ))}
                    {p.extraButtons?.(item)}
                  </Stack>
                </CardContent>
              </Card>
            </Grid>
          ))}
        </Grid>
      )}
      <Dialog open={shown} onClose={close} aria-labelledby={titleId} fullWidth maxWidth="sm">
        <DialogTitle id={titleId}>{acting ? p.dialog.title(acting.item, acting.action) : ''}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {acting && p.dialog.fields?.(acting.action)}
            <TextField
              fullWidth
              multiline
              minRows={3}
              required={p.dialog.commentRequired}
              label={p.dialog.commentLabel}
              value={comment}
              onChange={(e) => setComment(e.target.value)}
              slotProps={{ htmlInput: { maxLength: p.dialog.commentMax } }}
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={close}>{p.cancelLabel}</Button>
          <Button
            variant="contained"
            color={acting ? p.dialog.confirmColor?.(acting.action) : undefined}
            disabled={!comment.trim() || (!!acting && !!p.dialog.incomplete?.(acting.action)) || p.busy}
            onClick={() => acting && void run(acting.item, acting.action, comment.trim())}
          >
            {acting ? p.dialog.confirmLabel(acting.action) : ''}
          </Button>
        </DialogActions>
      </Dialog>
      {p.children}
    </Stack>
  );
}
