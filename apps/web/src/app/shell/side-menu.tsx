import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import List from '@mui/material/List';
import Toolbar from '@mui/material/Toolbar';
import type { User } from '@skyler/domain/auth';
import { Fragment } from 'react';
import { useLocation } from 'react-router';
import { useRouteHandle } from '../../lib/route-handle.ts';
import { isMenuItemActive, menuItemsFor } from './menu-items.ts';
import { SideMenuItem } from './side-menu-item.tsx';

export const DRAWER_WIDTH = 272;
export const DRAWER_MINI_WIDTH = 64;

type SideMenuProps = {
  user: User;
  /** wide screens: always there, shrinking to icons when collapsed; narrow screens: slides over the page */
  variant: 'permanent' | 'temporary';
  collapsed: boolean;
  open: boolean;
  onClose: () => void;
};

export function SideMenu({ user, variant, collapsed, open, onClose }: SideMenuProps) {
  const { pathname } = useLocation();
  const handle = useRouteHandle();
  const isMini = variant === 'permanent' && collapsed;
  const width = isMini ? DRAWER_MINI_WIDTH : DRAWER_WIDTH;

  return (
    <Drawer
      variant={variant}
      open={variant === 'permanent' || open}
      onClose={onClose}
      sx={{
        width: variant === 'permanent' ? width : undefined,
        flexShrink: 0,
        '& .MuiDrawer-paper': {
          width,
          boxSizing: 'border-box',
          overflowX: 'hidden',
          transition: (theme) => theme.transitions.create('width'),
        },
      }}
    >
      <Toolbar />
      <Box component="nav" aria-label="Menu principal">
        <List dense>
          {menuItemsFor(user).map((item, index, items) => (
            <Fragment key={item.route}>
              {item.group && !isMini && item.group !== items[index - 1]?.group ? (
                <Box component="li" sx={{ px: 2, pt: 2, typography: 'overline', color: 'text.secondary' }}>
                  {item.group}
                </Box>
              ) : null}
              <SideMenuItem
                item={item}
                selected={isMenuItemActive(item, { menu: handle?.menu, pathname })}
                isMini={isMini}
                onNavigate={variant === 'temporary' ? onClose : undefined}
              />
            </Fragment>
          ))}
        </List>
      </Box>
    </Drawer>
  );
}
