import { useEffect, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { FAQ_CATEGORIES } from '@vitrina/domain/help/help.rules';
import { SafeHtml } from '../../../components/safe-html';
import { errorMessage } from '../../../lib/api-client';
import { useHomePath } from '../../../lib/session';
import { useFaqsByKey } from '../api/get-faqs-by-key';
import { HELP_TEXT as T } from '../messages';
import { TicketBanner } from './help-center-page';

/** centro-de-ayuda/{preguntaTitulo}: the category's questions as accordions, the chosen one open, a back control. */
export default function FaqDetailPage() {
  const { preguntaTitulo = '' } = useParams();
  const navigate = useNavigate();
  const base = useHomePath();
  const q = useFaqsByKey(preguntaTitulo);
  const [open, setOpen] = useState<number | null>(null);
  useEffect(() => setOpen(q.data?.selected ?? null), [q.data?.selected]);
  const category = FAQ_CATEGORIES.find((c) => c.id === q.data?.data[0]?.category_id);
  return (
    <Stack spacing={2}>
      <div>
        <Button startIcon={<ArrowBackIcon />} onClick={() => navigate(`${base}/centro-de-ayuda`)}>
          {T.back}
        </Button>
      </div>
      <Typography variant="h1">{category?.name ?? T.detailTitle}</Typography>
      {q.isPending && <Skeleton height={200} />}
      {q.isError && <Alert severity="error">{errorMessage(q.error)}</Alert>}
      {q.data && (
        <div>
          {q.data.data.map((f) => (
            <Accordion key={f.id} expanded={open === f.id} onChange={(_, e) => setOpen(e ? f.id : null)}>
              <AccordionSummary expandIcon={<ExpandMoreIcon />} aria-controls={`faq-${f.id}-content`} id={`faq-${f.id}-header`}>
                <Typography component="h2" variant="subtitle1">
                  {f.title}
                </Typography>
              </AccordionSummary>
              <AccordionDetails id={`faq-${f.id}-content`}>
                <SafeHtml html={f.content} />
              </AccordionDetails>
            </Accordion>
          ))}
        </div>
      )}
      <TicketBanner base={base} />
    </Stack>
  );
}
