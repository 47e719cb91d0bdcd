import { useState } from 'react';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import MoreVertIcon from '@mui/icons-material/MoreVert';
import VisibilityIcon from '@mui/icons-material/VisibilityOutlined';
import EditIcon from '@mui/icons-material/EditOutlined';
import MailIcon from '@mui/icons-material/ForwardToInboxOutlined';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import { USERS_MSG } from '@vitrina/domain/users/users.messages';

export type RowAction = 'view' | 'edit' | 'resend' | 'delete';

/** The row menu: Ver, Editar, Reenviar Correo (Pendiente only), Eliminar (never on oneself). */
export function UserRowMenu({ name, actions, onAction }: { name: string; actions: RowAction[]; onAction: (a: RowAction) => void }) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const items: Record<RowAction, [string, React.ReactNode]> = {
    view: [USERS_MSG.view, <VisibilityIcon fontSize="small" />],
    edit: [USERS_MSG.edit, <EditIcon fontSize="small" />],
    resend: [USERS_MSG.resend, <MailIcon fontSize="small" />],
    delete: [USERS_MSG.remove, <DeleteIcon fontSize="small" color="error" />],
  };
  return (
    <>
      <IconButton
        aria-label={USERS_MSG.rowActions(name)}
        aria-haspopup="menu"
        aria-expanded={!!anchor}
        onClick={(e) => setAnchor(e.currentTarget)}
      >
        <MoreVertIcon />
      </IconButton>
      <Menu anchorEl={anchor} open={!!anchor} onClose={() => setAnchor(null)}>
        {actions.map((a) => (
          <MenuItem
            key={a}
            onClick={() => {
              setAnchor(null);
              onAction(a);
            }}
          >
            <ListItemIcon>{items[a][1]}</ListItemIcon>
            <ListItemText>{items[a][0]}</ListItemText>
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
