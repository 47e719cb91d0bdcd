import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Avatar, Divider, IconButton, ListItemIcon, Menu, MenuItem } from '@mui/material';
import PersonIcon from '@mui/icons-material/PersonOutlined';
import AccountIcon from '@mui/icons-material/Person';
import TourIcon from '@mui/icons-material/ExploreOutlined';
import InfoIcon from '@mui/icons-material/InfoOutlined';
import LogoutIcon from '@mui/icons-material/Logout';
import { useSignOut } from '../../lib/api/sign-out';
import { useTour } from '../../features/tour/welcome-tour';
import { LAYOUT_TEXT } from './messages';

/** Avatar menu: 'Mi Perfil', 'Tour del Sitio', 'Version del sitio', 'Salir'. */
export function UserMenu({ homePath }: { homePath: string }) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const navigate = useNavigate();
  const tour = useTour();
  const signOut = useSignOut();
  const close = () => setAnchor(null);
  const go = (path: string) => {
    close();
    navigate(`${homePath}/${path}`);
  };

  return (
    <>
      <IconButton
        aria-label={LAYOUT_TEXT.userMenu}
        aria-haspopup="menu"
        aria-controls={anchor ? 'user-menu' : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        onClick={(e) => setAnchor(e.currentTarget)}
      >
        {/* an icon, not initials: visible text would have to be part of the button's name */}
        <Avatar sx={{ width: 36, height: 36, bgcolor: 'primary.main' }}>
          <AccountIcon aria-hidden />
        </Avatar>
      </IconButton>
      <Menu
        id="user-menu"
        anchorEl={anchor}
        open={!!anchor}
        onClose={close}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      >
        <MenuItem onClick={() => go('perfil/mi_perfil')}>
          <ListItemIcon>
            <PersonIcon fontSize="small" />
          </ListItemIcon>
          {LAYOUT_TEXT.myProfile}
        </MenuItem>
        <MenuItem
          onClick={() => {
            close();
            navigate(homePath);
            tour.start();
          }}
        >
          <ListItemIcon>
            <TourIcon fontSize="small" />
          </ListItemIcon>
          {LAYOUT_TEXT.tour}
        </MenuItem>
        <MenuItem onClick={() => go('acerca_de_nosotros')}>
          <ListItemIcon>
            <InfoIcon fontSize="small" />
          </ListItemIcon>
          {LAYOUT_TEXT.siteVersion}
        </MenuItem>
        <Divider />
        <MenuItem
          disabled={signOut.isPending}
          onClick={() => {
            close();
            signOut.mutate();
          }}
        >
          <ListItemIcon>
            <LogoutIcon fontSize="small" />
          </ListItemIcon>
          {LAYOUT_TEXT.signOut}
        </MenuItem>
      </Menu>
    </>
  );
}
