import { Suspense, useState } from 'react';
import Avatar from '@mui/material/Avatar';
import IconButton from '@mui/material/IconButton';
import AccountIcon from '@mui/icons-material/Person';
import { lazyPage } from '../../lib/page-code';
import { LAYOUT_TEXT } from './messages';

// the menu's code loads when the avatar is first clicked
const UserMenuItems = lazyPage(() => import('./user-menu-items'));

/** Avatar menu: 'Mi Perfil', 'Tour del Sitio', 'Version del sitio', 'Salir'. */
export function UserMenu({ homePath }: { homePath: string }) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  // mounted from the first opening on, so that closing it animates
  const [opened, setOpened] = useState(false);

  return (
    <>
      <IconButton
        aria-label={LAYOUT_TEXT.userMenu}
        aria-haspopup="menu"
        aria-controls={anchor ? 'user-menu' : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        onClick={(e) => {
          setAnchor(e.currentTarget);
          setOpened(true);
        }}
      >
        {/* an icon, not initials: visible text would have to be part of the button's name */}
        <Avatar sx={{ width: 36, height: 36, bgcolor: 'primary.main' }}>
          <AccountIcon aria-hidden />
        </Avatar>
      </IconButton>
      {opened && (
        <Suspense fallback={null}>
          <UserMenuItems homePath={homePath} anchor={anchor} onClose={() => setAnchor(null)} />
        </Suspense>
      )}
    </>
  );
}
