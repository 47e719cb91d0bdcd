import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Popover from '@mui/material/Popover';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import FilterIcon from '@mui/icons-material/FilterList';
import { DEBIT_TEXT } from '../messages';
import { DateField } from '../../../components/date-field';

/** The acceptance-date filter: a popover with from / to, 'Limpiar filtros' and 'Filtrar'. */
export function DateFilter({ from, to, onApply }: { from: string; to: string; onApply: (from: string, to: string) => void }) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [draft, setDraft] = useState({ from, to });
  const invalid = !!draft.from && !!draft.to && draft.from > draft.to;
  const active = (from ? 1 : 0) + (to ? 1 : 0);
  const open = (e: React.MouseEvent<HTMLElement>) => {
    setDraft({ from, to });
    setAnchor(e.currentTarget);
  };
  const close = () => setAnchor(null);

  return (
    <>
      <Button
        variant="outlined"
        onClick={open}
        aria-haspopup="dialog"
        aria-expanded={anchor ? 'true' : undefined}
        startIcon={
          <Badge color="primary" badgeContent={active || undefined}>
            <FilterIcon />
          </Badge>
        }
      >
        {DEBIT_TEXT.filters}
      </Button>
      <Popover
        open={!!anchor}
        anchorEl={anchor}
        onClose={close}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{ paper: { role: 'dialog', 'aria-labelledby': 'debit-filter-title', sx: { p: 2, width: 320 } } }}
      >
        <Box
          component="form"
          onSubmit={(e) => {
            e.preventDefault();
            if (!invalid) {
              onApply(draft.from, draft.to);
              close();
            }
          }}
        >
          <Typography id="debit-filter-title" variant="subtitle1" component="h2" sx={{ fontWeight: 600, mb: 2 }}>
            {DEBIT_TEXT.filters}
          </Typography>
          <Stack spacing={2}>
            <DateField
              label={DEBIT_TEXT.from}
              value={draft.from}
              onChange={(from) => setDraft((d) => ({ ...d, from }))}
              fullWidth
              max={draft.to || undefined}
            />
            <DateField
              label={DEBIT_TEXT.to}
              value={draft.to}
              onChange={(to) => setDraft((d) => ({ ...d, to }))}
              fullWidth
              min={draft.from || undefined}
            />
            {invalid && <Alert severity="warning">{DEBIT_TEXT.rangeInvalid}</Alert>}
            <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
              <Button
                onClick={() => {
                  setDraft({ from: '', to: '' });
                  onApply('', '');
                  close();
                }}
              >
                {DEBIT_TEXT.clearFilters}
              </Button>
              <Button type="submit" variant="contained" disabled={invalid}>
                {DEBIT_TEXT.filter}
              </Button>
            </Stack>
          </Stack>
        </Box>
      </Popover>
    </>
  );
}
