import { useNavigate } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import CheckCircleIcon from '@mui/icons-material/CheckCircleOutlineOutlined';
import { useHomePath } from '../../../lib/session';
import { HELP_TEXT as T } from '../messages';
import { MINE_STATE } from './help-center-page';

/** mis-solicitudes/solicitud-creada: the confirmation after the server accepted a request. */
export default function RequestCreatedPage() {
  const base = useHomePath();
  const navigate = useNavigate();
  return (
    <Box sx={{ maxWidth: 560, mx: 'auto', p: 3 }}>
      <Paper variant="outlined" sx={{ p: 4, textAlign: 'center' }}>
        <CheckCircleIcon color="success" sx={{ fontSize: 56 }} aria-hidden />
        <Typography variant="h1" sx={{ my: 2 }}>
          {T.helpRequest.created}
        </Typography>
        <Button variant="contained" onClick={() => navigate(`${base}/centro-de-ayuda`, { state: MINE_STATE })}>
          {T.helpRequest.toMine}
        </Button>
      </Paper>
    </Box>
  );
}
