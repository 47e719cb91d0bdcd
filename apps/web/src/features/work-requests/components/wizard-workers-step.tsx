import { useState } from 'react';
import Checkbox from '@mui/material/Checkbox';
import Grid from '@mui/material/Grid';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { Pager } from '../../../components/paged-table';
import { useClientWorkers, type WorkerRow } from '../api/get-client-workers';
import { WorkerCreator, type WorkerDialog } from './worker-creator';
import { WR_TEXT as T } from '../messages';
import { RetryAlert } from '../../../components/load-state';

export const workerName = (w: WorkerRow) => `${w.names} ${w.parental_surname}`;

/**
 * The wizard's second step: the client's workers (for cutting and welding, those of that class), 5 per
 * page, each with a checkbox; the chosen ones beside.
 */
export function WizardWorkersStep(p: {
  shown: boolean;
  /** the class the request's type asks of its workers, if any */
  workerClass?: string;
  clientKey?: string;
  client?: { id: string; countryId: 'CHL' | 'PER' | 'ARG' | 'COL'; taxId: string };
  dialog?: WorkerDialog;
  workers: Map<string, WorkerRow>;
  setWorkers: (f: (m: Map<string, WorkerRow>) => Map<string, WorkerRow>) => void;
}) {
  const [page, setPage] = useState(0);
  const list = useClientWorkers(p.clientKey, page, p.workerClass);
  const selected = [...p.workers.values()];
  const toggle = (w: WorkerRow, on: boolean) =>
    p.setWorkers((m) => {
      const n = new Map(m);
      if (on) n.set(w.uuid, w);
      else n.delete(w.uuid);
      return n;
    });
  return (
    <Paper variant="outlined" sx={{ p: 3, display: p.shown ? 'block' : 'none' }} role="region" aria-label={T.steps[1]}>
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, md: 8 }}>
          <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', mb: 1 }}>
            <Typography variant="h3" component="h2">
              {T.workersTitle}
            </Typography>
            <WorkerCreator
              dialog={p.dialog}
              client={p.client}
              defaultClass={p.workerClass}
              onCreated={(w) => {
                p.setWorkers((m) => new Map(m).set(w.uuid, w));
                void list.refetch();
              }}
            />
          </Stack>
          {list.isError ? (
            <RetryAlert buttonColor="primary" text={T.workersUnavailable} retryLabel={T.retry} onRetry={list.refetch} />
          ) : !list.data?.content.length ? (
            <Typography color="text.secondary">{list.isPending ? '' : T.noWorkers}</Typography>
          ) : (
            <>
              <Table size="small" aria-label={T.workersTitle}>
                <TableHead>
                  <TableRow>
                    <TableCell padding="checkbox" />
                    <TableCell>Trabajador</TableCell>
                    <TableCell>RUT</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {list.data.content.map((w) => (
                    <TableRow key={w.uuid}>
                      <TableCell padding="checkbox">
                        <Checkbox
                          checked={p.workers.has(w.uuid)}
                          slotProps={{ input: { 'aria-label': workerName(w) } }}
                          onChange={(e) => toggle(w, e.target.checked)}
                        />
                      </TableCell>
                      <TableCell>{workerName(w)}</TableCell>
                      <TableCell>{w.document_number}</TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
              <Pager total={list.data.total_elements} page={page} pageSize={5} onPageChange={setPage} />
            </>
          )}
        </Grid>
        <Grid size={{ xs: 12, md: 4 }}>
          <Typography variant="h3" component="h2">
            {T.selected}
          </Typography>
          {selected.length ? (
            <List dense aria-label={T.selected}>
              {selected.map((w) => (
                <ListItem key={w.uuid}>
                  <ListItemText primary={workerName(w)} secondary={w.document_number} />
                </ListItem>
              ))}
            </List>
          ) : (
            <Typography color="text.secondary">{T.noSelectedWorkers}</Typography>
          )}
        </Grid>
      </Grid>
    </Paper>
  );
}
