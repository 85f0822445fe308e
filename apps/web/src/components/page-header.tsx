import Box from '@mui/material/Box';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { pathTo } from '../config/routes.ts';

export type Crumb = { label: string; to?: string };

type PageHeaderProps = {
  title: string;
  /** after Home; the last one is the current page */
  breadcrumbs?: readonly Crumb[];
  actions?: ReactNode;
};

/** Page title with the `Home > …` breadcrumb trail. */
export function PageHeader({ title, breadcrumbs = [], actions }: PageHeaderProps) {
  const trail: Crumb[] = [{ label: 'Home', to: pathTo('home') }, ...breadcrumbs];
  return (
    <Box sx={{ display: 'flex', alignItems: 'flex-end', gap: 2, mb: 3, flexWrap: 'wrap' }}>
      <Box sx={{ flexGrow: 1 }}>
        <Typography variant="h5" component="h1" sx={{ fontWeight: 600 }}>
          {title}
        </Typography>
        <Breadcrumbs aria-label="Trilha de navegação" sx={{ mt: 0.5 }}>
          {trail.map((crumb, index) =>
            index < trail.length - 1 && crumb.to ? (
              <Link key={crumb.label} component={RouterLink} to={crumb.to} underline="hover" color="inherit">
                {crumb.label}
              </Link>
            ) : (
              <Typography
                key={crumb.label}
                color="text.primary"
                aria-current={index === trail.length - 1 ? 'page' : undefined}
              >
                {crumb.label}
              </Typography>
            ),
          )}
        </Breadcrumbs>
      </Box>
      {actions ? <Box sx={{ display: 'flex', gap: 1 }}>{actions}</Box> : null}
    </Box>
  );
}
