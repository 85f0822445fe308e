import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';

type FiguraLinkProps = {
  /** the filtered list behind the figure, or null when the user may not open it */
  to: string | null;
  children: ReactNode;
  /** a name that says what the figure is, when the visible text alone does not (it must contain that text) */
  'aria-label'?: string;
  /** a link inside a sentence is underlined, so that it is told from the text without its colour */
  noTexto?: boolean;
};

/** A figure of the dashboard as a plain link to its list (Ctrl-click opens a new tab), or as text. */
export function FiguraLink({ to, children, 'aria-label': ariaLabel, noTexto = false }: FiguraLinkProps) {
  if (to === null) return <Box component="span">{children}</Box>;
  return (
    <Link component={RouterLink} to={to} aria-label={ariaLabel} underline={noTexto ? 'always' : 'hover'}>
      {children}
    </Link>
  );
}
