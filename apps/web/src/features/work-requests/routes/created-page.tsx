import { useLocation, useNavigate } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import CheckCircleIcon from '@mui/icons-material/CheckCircleOutlineOutlined';
import { useHomePath } from '../../../lib/session';
import { WR_TEXT as T } from '../messages';

/**
 * mis-solicitudes/solicitud-trabajo-creada: shown only after the server accepted the request (its
 * number comes in the navigation state); a failed send stays in the wizard with the error and a retry.
 */
export default function CreatedPage() {
  const base = useHomePath();
  const navigate = useNavigate();
  const number = (useLocation().state as { number?: number } | null)?.number;
  return (
    <Box sx={{ maxWidth: 560, mx: 'auto', p: 3 }}>
      <Paper variant="outlined" sx={{ p: 4, textAlign: 'center' }}>
        <CheckCircleIcon color="success" sx={{ fontSize: 56 }} aria-hidden />
        <Typography variant="h1" sx={{ my: 2 }}>
          {T.createdTitle}
        </Typography>
        {number && <Typography sx={{ mb: 2 }}>{T.createdNumber(number)}</Typography>}
        <Button variant="contained" onClick={() => navigate(`${base}/mis-solicitudes`)}>
          {T.toMine}
        </Button>
      </Paper>
    </Box>
  );
}
