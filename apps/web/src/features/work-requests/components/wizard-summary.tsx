import { formatDay } from '../../../lib/format';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { CLASES, WORK_REQUEST_TYPE_NAMES, type WorkRequestTypeId } from '@vitrina/domain/work-requests/work-requests.rules';
import type { WorkerRow } from '../api/get-client-workers';
import { workerName } from './wizard-workers-step';
import { WR_TEXT as T } from '../messages';

/** The wizard's last step: its three sections, each a list of label and value with its 'Editar' back to its step. */
export function WizardSummary(p: {
  type: WorkRequestTypeId;
  mall: string;
  local: string;
  details: Record<
    'clase' | 'place' | 'description' | 'start_date' | 'end_date' | 'start_time' | 'end_time' | 'contact_name' | 'contact_phone',
    string
  >;
  hours: string;
  workers: WorkerRow[];
  /** each document as [slot label, file name] */
  files: string[][];
  onEdit: (step: number) => void;
}) {
  const d = p.details;
  const sections: [string, number, string[][]][] = [
    [
      T.steps[0],
      0,
      [
        [T.requestType, WORK_REQUEST_TYPE_NAMES[p.type]],
        [T.mall, p.mall],
        [T.local, p.local],
        [T.clase, d.clase ? CLASES[d.clase as keyof typeof CLASES] : ''],
        [T.place, d.place],
        [T.description, d.description],
        [T.dates, `${formatDay(d.start_date)} – ${formatDay(d.end_date)}`],
        [`${T.startTime} / ${T.endTime}`, `${d.start_time} – ${d.end_time}`],
        [T.hours, p.hours],
        [T.emergency, `${d.contact_name} · ${d.contact_phone}`],
      ],
    ],
    [T.steps[1], 1, p.workers.length ? p.workers.map((w) => [workerName(w), w.document_number]) : [[T.noSelectedWorkers, '']]],
    [T.steps[2], 2, p.files.length ? p.files : [[T.noDocuments, '']]],
  ];
  return (
    <>
      {sections.map(([title, n, rows]) => (
        <Accordion key={title} defaultExpanded disableGutters>
          <AccordionSummary expandIcon={<ExpandMoreIcon />}>
            <Typography variant="h3" component="h2">
              {title}
            </Typography>
          </AccordionSummary>
          <AccordionDetails>
            <List dense>
              {rows.map(([k, v], i) => (
                <ListItem key={`${k}-${i}`} disableGutters>
                  <ListItemText primary={k} secondary={v || undefined} />
                </ListItem>
              ))}
            </List>
            <Button size="small" onClick={() => p.onEdit(n)} aria-label={`${T.edit} ${title}`}>
              {T.edit}
            </Button>
          </AccordionDetails>
        </Accordion>
      ))}
    </>
  );
}
