import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { pathTo } from '../../config/routes.ts';
import { useDocumentTitle } from '../../lib/document-title.ts';

type Props = { title: string; icon: ReactNode; children: ReactNode; actions?: ReactNode };

/** A whole-page message with its heading, a line of explanation and the way back home. */
export function ErrorPageLayout({ title, icon, children, actions }: Props) {
  useDocumentTitle(title);
  return (
    <Box
      component="section"
      aria-labelledby="error-page-title"
      sx={{
        py: 6,
        px: 2,
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        textAlign: 'center',
      }}
    >
      <Box sx={{ color: 'text.secondary', '& svg': { fontSize: 64 } }} aria-hidden>
        {icon}
      </Box>
      <Typography id="error-page-title" variant="h4" component="h1" sx={{ mt: 2 }}>
        {title}
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 1, maxWidth: 560 }}>
        {children}
      </Typography>
      <Box sx={{ mt: 3, display: 'flex', gap: 1, flexWrap: 'wrap', justifyContent: 'center' }}>
        <Button variant="contained" component={RouterLink} to={pathTo('home')}>
          Ir para o início
        </Button>
        {actions}
      </Box>
    </Box>
  );
}
