import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import type { MenuItem } from '@skyler/domain/permissions';
import { Link } from 'react-router';
import { DeferredTooltip as Tooltip } from '../../components/deferred-tooltip.tsx';
import { menuIcon } from './menu-icons.tsx';

type SideMenuItemProps = {
  item: MenuItem;
  selected: boolean;
  /** icons only: the label shows as a tooltip */
  isMini: boolean;
  onNavigate?: () => void;
};

export function SideMenuItem({ item, selected, isMini, onNavigate }: SideMenuItemProps) {
  const button = (
    <ListItemButton
      component={Link}
      to={item.path}
      selected={selected}
      aria-current={selected ? 'page' : undefined}
      onClick={onNavigate}
    >
      <ListItemIcon sx={{ minWidth: 40 }}>{menuIcon(item.route)}</ListItemIcon>
      <ListItemText primary={item.label} sx={{ opacity: isMini ? 0 : 1, whiteSpace: 'nowrap' }} />
    </ListItemButton>
  );
  return (
    <ListItem disablePadding>
      {isMini ? (
        <Tooltip title={item.label} placement="right">
          {button}
        </Tooltip>
      ) : (
        button
      )}
    </ListItem>
  );
}
