import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useNavigate } from 'react-router';
import { MSG } from '@vitrina/domain/common/messages';
import { AUTH_TEXT } from '../messages';

/** 410 → 'Link expirado', 404 → 'Link inválido'. */
export function LinkProblemDialog({ kind }: { kind: 'expired' | 'invalid' | null }) {
  const navigate = useNavigate();
  const title = kind === 'expired' ? AUTH_TEXT.linkExpiredTitle : AUTH_TEXT.linkInvalidTitle;
  const text = kind === 'expired' ? MSG.linkExpired : MSG.linkInvalid;
  return (
    <Dialog open={kind !== null} aria-labelledby="link-problem-title" aria-describedby="link-problem-text">
      <DialogTitle id="link-problem-title">{title}</DialogTitle>
      <DialogContent>
        <DialogContentText id="link-problem-text">{text}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={() => navigate('/', { replace: true })}>{AUTH_TEXT.cancel}</Button>
        <Button variant="contained" onClick={() => navigate('/auth/recuperar_password', { replace: true })}>
          {AUTH_TEXT.newPasswordLink}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
