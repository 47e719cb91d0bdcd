import { useId, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Collapse from '@mui/material/Collapse';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { RENT_TEXT } from '../messages';

/** One figure of the rent: its label, its value, a note, and the line that explains it ('¿Cómo se calcula?'). */
export function RentFigure(p: { label: string; value: string; note?: string; explanation: string; strong?: boolean }) {
  const [open, setOpen] = useState(false);
  const id = useId();
  return (
    <Paper variant="outlined" component="section" aria-label={p.label} sx={{ p: 1.5, minWidth: 0, borderWidth: p.strong ? 2 : 1 }}>
      <Typography variant="body2" color="text.secondary">
        {p.label}
      </Typography>
      <Typography sx={{ fontSize: '1.25rem', fontWeight: 600, overflowWrap: 'anywhere' }}>{p.value}</Typography>
      {p.note && (
        <Typography variant="body2" color="text.secondary">
          {p.note}
        </Typography>
      )}
      <Button size="small" sx={{ px: 0, mt: 0.5 }} aria-expanded={open} aria-controls={id} onClick={() => setOpen((o) => !o)}>
        {RENT_TEXT.howCalculated}
      </Button>
      <Collapse in={open}>
        <Box id={id}>
          <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
            {p.explanation}
          </Typography>
        </Box>
      </Collapse>
    </Paper>
  );
}
