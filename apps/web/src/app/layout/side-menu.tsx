import { Suspense, lazy, useState, type ComponentType } from 'react';
import { NavLink, useLocation } from 'react-router';
import Box from '@mui/material/Box';
import Collapse from '@mui/material/Collapse';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Toolbar from '@mui/material/Toolbar';
import type { SvgIconProps } from '@mui/material/SvgIcon';
import type { TooltipProps } from '@mui/material/Tooltip';
import DashboardIcon from '@mui/icons-material/DashboardOutlined';
import BusinessIcon from '@mui/icons-material/BusinessOutlined';
import PointOfSaleIcon from '@mui/icons-material/PointOfSaleOutlined';
import PeopleIcon from '@mui/icons-material/PeopleOutlined';
import LocalOfferIcon from '@mui/icons-material/LocalOfferOutlined';
import StorefrontIcon from '@mui/icons-material/StorefrontOutlined';
import AssessmentIcon from '@mui/icons-material/AssessmentOutlined';
import HelpIcon from '@mui/icons-material/HelpOutlined';
import SupportAgentIcon from '@mui/icons-material/SupportAgent';
import CircleIcon from '@mui/icons-material/CircleOutlined';
import AdminPanelSettingsIcon from '@mui/icons-material/AdminPanelSettingsOutlined';
import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import type { MenuItem } from '@vitrina/domain/auth/menu';
import { LAYOUT_TEXT } from './messages';

/** Menu width open / collapsed. */
export const MENU_WIDTH_OPEN = 240;
export const MENU_WIDTH_COLLAPSED = 120;

const ICONS: Record<string, ComponentType<SvgIconProps>> = {
  mural: DashboardIcon,
  consola: AdminPanelSettingsIcon,
  empresa: BusinessIcon,
  ventas: PointOfSaleIcon,
  usuarios: PeopleIcon,
  descuentos: LocalOfferIcon,
  marcas: StorefrontIcon,
  reportes: AssessmentIcon,
  ayuda: HelpIcon,
  soporte: SupportAgentIcon,
};
const iconOf = (key: string) => ICONS[key] ?? CircleIcon;

// the collapse button's tooltip (and MUI's Popper under it) loads on a wide screen only, after the
// menu shows; without it (not loaded yet, or its code did not arrive) the button is the same
const Tooltip = lazy(() =>
  import('@mui/material/Tooltip').catch(() => ({ default: ({ children }: Pick<TooltipProps, 'title' | 'children'>) => children })),
);

interface Props {
  items: MenuItem[];
  /** '/chl/shopping' */
  prefix: string;
  collapsed: boolean;
  onToggleCollapsed: () => void;
  mobile: boolean;
  mobileOpen: boolean;
  onMobileClose: () => void;
}

const pathOf = (prefix: string, path: string) => (path ? `${prefix}/${path}` : prefix);

function isActive(pathname: string, prefix: string, path: string | undefined) {
  if (path === undefined) return false;
  const target = pathOf(prefix, path);
  if (!path) return pathname === prefix || pathname === `${prefix}/`;
  return pathname === target || pathname.startsWith(`${target}/`);
}

/** The left menu: gated items from the domain's buildMenu, groups expandable. */
export function SideMenu(props: Props) {
  const { items, prefix, collapsed, onToggleCollapsed, mobile, mobileOpen, onMobileClose } = props;
  const { pathname } = useLocation();
  const narrow = collapsed && !mobile;
  const width = narrow ? MENU_WIDTH_COLLAPSED : MENU_WIDTH_OPEN;
  const [openGroups, setOpenGroups] = useState<Record<string, boolean>>({});

  const groupOpen = (item: MenuItem) => openGroups[item.key] ?? item.children!.some((c) => isActive(pathname, prefix, c.path));
  const toggleGroup = (item: MenuItem) => {
    if (narrow) {
      onToggleCollapsed();
      setOpenGroups((g) => ({ ...g, [item.key]: true }));
      return;
    }
    setOpenGroups((g) => ({ ...g, [item.key]: !groupOpen(item) }));
  };

  const main = items.filter((i) => i.key !== 'ayuda');
  const bottom = items.filter((i) => i.key === 'ayuda');

  const itemSx = narrow ? { flexDirection: 'column', alignItems: 'center', textAlign: 'center', py: 1, px: 0.5 } : { py: 1 };
  const textSx = narrow ? { m: 0, '& .MuiListItemText-primary': { fontSize: '0.75rem', lineHeight: 1.2 } } : undefined;

  function renderLeaf(item: MenuItem, depth: number) {
    const Icon = iconOf(item.key);
    const active = isActive(pathname, prefix, item.path);
    return (
      <ListItem key={item.key} disablePadding sx={{ display: 'block' }} data-tour={depth === 0 ? item.key : undefined}>
        <ListItemButton
          component={NavLink}
          to={pathOf(prefix, item.path ?? '')}
          end={!item.path}
          selected={active}
          onClick={mobile ? onMobileClose : undefined}
          sx={{ ...itemSx, pl: narrow ? 0.5 : 2 + depth * 2 }}
        >
          {depth === 0 && (
            <ListItemIcon sx={{ minWidth: narrow ? 0 : 40, justifyContent: 'center' }}>
              <Icon />
            </ListItemIcon>
          )}
          <ListItemText primary={item.label} sx={textSx} />
        </ListItemButton>
      </ListItem>
    );
  }

  function renderGroup(item: MenuItem) {
    const Icon = iconOf(item.key);
    const open = !narrow && groupOpen(item);
    const id = `menu-group-${item.key}`;
    return (
      <ListItem key={item.key} disablePadding sx={{ display: 'block' }} data-tour={item.key}>
        <ListItemButton onClick={() => toggleGroup(item)} aria-expanded={open} aria-controls={id} sx={{ ...itemSx, pl: narrow ? 0.5 : 2 }}>
          <ListItemIcon sx={{ minWidth: narrow ? 0 : 40, justifyContent: 'center' }}>
            <Icon />
          </ListItemIcon>
          <ListItemText primary={item.label} sx={textSx} />
          {!narrow && (open ? <ExpandLessIcon aria-hidden /> : <ExpandMoreIcon aria-hidden />)}
        </ListItemButton>
        <Collapse in={open} timeout="auto" unmountOnExit>
          <List id={id} disablePadding>
            {item.children!.map((c) => renderLeaf(c, 1))}
          </List>
        </Collapse>
      </ListItem>
    );
  }

  const render = (item: MenuItem) => (item.children ? renderGroup(item) : renderLeaf(item, 0));
  const collapseLabel = collapsed ? LAYOUT_TEXT.expandMenu : LAYOUT_TEXT.collapseMenu;
  const collapseButton = (
    <IconButton onClick={onToggleCollapsed} aria-label={collapseLabel} size="small">
      {collapsed ? <ChevronRightIcon /> : <ChevronLeftIcon />}
    </IconButton>
  );

  const content = (
    <Box
      component="nav"
      aria-label={LAYOUT_TEXT.mainMenu}
      data-tour="menu"
      sx={{ display: 'flex', flexDirection: 'column', height: '100%', overflowX: 'hidden' }}
    >
      {!mobile && <Toolbar />}
      {!mobile && (
        <Box sx={{ display: 'flex', justifyContent: narrow ? 'center' : 'flex-end', px: 1, pt: 1 }}>
          <Suspense fallback={collapseButton}>
            <Tooltip title={collapseLabel}>{collapseButton}</Tooltip>
          </Suspense>
        </Box>
      )}
      <List sx={{ flex: 1 }}>{main.map(render)}</List>
      {bottom.length > 0 && (
        <>
          <Divider />
          <List>{bottom.map(render)}</List>
        </>
      )}
    </Box>
  );

  if (mobile) {
    return (
      <Drawer
        variant="temporary"
        open={mobileOpen}
        onClose={onMobileClose}
        slotProps={{ paper: { 'aria-label': LAYOUT_TEXT.menuDrawer, sx: { width: MENU_WIDTH_OPEN } } }}
      >
        {content}
      </Drawer>
    );
  }

  return (
    <Drawer
      variant="permanent"
      sx={{
        width,
        flexShrink: 0,
        transition: (t) => t.transitions.create('width'),
        '& .MuiDrawer-paper': {
          width,
          boxSizing: 'border-box',
          overflowX: 'hidden',
          transition: (t) => t.transitions.create('width'),
        },
      }}
    >
      {content}
    </Drawer>
  );
}
