import { Link as RouterLink } from 'react-router';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import MenuIcon from '@mui/icons-material/Menu';
import type { SessionUser } from '@vitrina/domain/auth/auth.schema';
import { CompanySelector } from './company-selector';
import { LAYOUT_TEXT } from './messages';
import { NotificationsBell } from './notifications-bell';
import { UserMenu } from './user-menu';

interface Props {
  user: SessionUser;
  selectedClientId: string | null;
  homePath: string;
  mobile: boolean;
  onOpenMenu: () => void;
}

/** Top bar: company selector, notifications bell, the user's name and avatar menu. */
export function TopBar({ user, selectedClientId, homePath, mobile, onOpenMenu }: Props) {
  return (
    <AppBar
      position="fixed"
      color="inherit"
      elevation={0}
      sx={{ zIndex: (t) => t.zIndex.drawer + 1, borderBottom: 1, borderColor: 'divider', bgcolor: 'background.paper' }}
    >
      <Toolbar sx={{ gap: 1 }}>
        {mobile && (
          <IconButton edge="start" aria-label={LAYOUT_TEXT.openMenu} onClick={onOpenMenu} data-tour="menu-button">
            <MenuIcon />
          </IconButton>
        )}
        <Typography
          component={RouterLink}
          to={homePath}
          aria-label={LAYOUT_TEXT.homeLink}
          sx={{ fontSize: '1.5rem', fontWeight: 800, color: 'primary.main', textDecoration: 'none', letterSpacing: 0.5 }}
        >
          {LAYOUT_TEXT.brand}
        </Typography>
        <Box sx={{ flex: 1 }} />
        <CompanySelector user={user} selectedClientId={selectedClientId} />
        <NotificationsBell userId={user.id} homePath={homePath} />
        <Typography
          variant="body2"
          data-testid="top-bar-user-name"
          sx={{
            display: { xs: 'none', sm: 'block' },
            fontWeight: 600,
            maxWidth: 220,
            overflow: 'hidden',
            textOverflow: 'ellipsis',
            whiteSpace: 'nowrap',
          }}
        >
          {`${user.nombres} ${user.apellidos}`}
        </Typography>
        <UserMenu homePath={homePath} />
      </Toolbar>
    </AppBar>
  );
}
