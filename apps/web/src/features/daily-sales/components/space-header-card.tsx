import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { SpacePeriod } from '../api/get-space-period';
import { DS_TEXT } from '../messages';

/** Header card of the space page: brand, building, local number, contract. */
export function SpaceHeaderCard({ g }: { g: SpacePeriod['generalData'] }) {
  return (
    <Paper sx={{ p: { xs: 2, sm: 3 } }}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <Avatar src={g.logo_url ?? undefined} alt="" sx={{ width: 56, height: 56, bgcolor: 'primary.main' }}>
          {g.marca.slice(0, 1)}
        </Avatar>
        <Box sx={{ minWidth: 0 }}>
          <Typography
            variant="h1"
            sx={{ fontSize: { xs: '1.4rem', sm: '1.75rem' } }}
          >{`${g.marca} · ${g.local} · ${g.edificio}`}</Typography>
          <Box
            component="dl"
            sx={{
              display: 'flex',
              flexWrap: 'wrap',
              columnGap: 3,
              rowGap: 0.5,
              m: 0,
              mt: 1,
              '& dt': { color: 'text.secondary' },
              '& dd': { m: 0, ml: 0.5, fontWeight: 500 },
              '& div': { display: 'flex' },
            }}
          >
            <div>
              <dt>{DS_TEXT.brand}:</dt>
              <dd>{g.marca}</dd>
            </div>
            <div>
              <dt>{DS_TEXT.building}:</dt>
              <dd>{g.edificio}</dd>
            </div>
            <div>
              <dt>{DS_TEXT.localNumber}:</dt>
              <dd>{g.local}</dd>
            </div>
            <div>
              <dt>{DS_TEXT.contract}:</dt>
              <dd>{g.contrato}</dd>
            </div>
          </Box>
        </Box>
        {!g.vigente && <Chip label="No vigente" size="small" />}
      </Stack>
    </Paper>
  );
}
