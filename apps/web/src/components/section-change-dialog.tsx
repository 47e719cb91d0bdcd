import { useEffect } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useNavigate } from 'react-router';
import { COMPANY_MSG } from '@vitrina/domain/companies/companies.messages';
import { useHomePath } from '../lib/session';

/** Seconds before the dialog goes to 'Usuarios' by itself. */
export const SECTION_CHANGE_MS = 5000;

/** 'Cambio de sección': the action now lives under 'Usuarios y Roles'. */
export function SectionChangeDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const navigate = useNavigate();
  const home = useHomePath();
  const go = () => {
    onClose();
    navigate(`${home}/empresa/usuarios`, { state: { openCreateUserModal: true } });
  };
  useEffect(() => {
    if (!open) return;
    const t = window.setTimeout(go, SECTION_CHANGE_MS);
    return () => window.clearTimeout(t);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open]);
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="section-change-title" aria-describedby="section-change-body">
      <DialogTitle id="section-change-title">{COMPANY_MSG.sectionChangeTitle}</DialogTitle>
      <DialogContent>
        <DialogContentText id="section-change-body">{COMPANY_MSG.sectionChangeBody}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{COMPANY_MSG.cancel}</Button>
        <Button variant="contained" onClick={go} autoFocus>
          {COMPANY_MSG.sectionChangeGo}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
