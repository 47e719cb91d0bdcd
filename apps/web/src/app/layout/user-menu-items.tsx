import { useNavigate } from 'react-router';
import Divider from '@mui/material/Divider';
import ListItemIcon from '@mui/material/ListItemIcon';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import PersonIcon from '@mui/icons-material/PersonOutlined';
import TourIcon from '@mui/icons-material/ExploreOutlined';
import InfoIcon from '@mui/icons-material/InfoOutlined';
import LogoutIcon from '@mui/icons-material/Logout';
import { useSignOut } from '../../lib/api/sign-out';
import { useTour } from '../../features/tour/welcome-tour';
import { LAYOUT_TEXT } from './messages';

interface Props {
  homePath: string;
  anchor: HTMLElement | null;
  onClose: () => void;
}

/** The avatar's menu: 'Mi Perfil', 'Tour del Sitio', 'Version del sitio', 'Salir' (a lazy chunk: loaded when first opened). */
export default function UserMenuItems({ homePath, anchor, onClose }: Props) {
  const navigate = useNavigate();
  const tour = useTour();
  const signOut = useSignOut();
  const go = (path: string) => {
    onClose();
    navigate(`${homePath}/${path}`);
  };

  return (
    <Menu
      id="user-menu"
      anchorEl={anchor}
      open={!!anchor}
      onClose={onClose}
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
          onClose();
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
          onClose();
          signOut.mutate();
        }}
      >
        <ListItemIcon>
          <LogoutIcon fontSize="small" />
        </ListItemIcon>
        {LAYOUT_TEXT.signOut}
      </MenuItem>
    </Menu>
  );
}
