import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { APP_FOOTER, APP_NAME } from '../config/app.ts';

/** Login and code pages: a centred card, without top bar or side menu. */
export function AuthLayout({ subtitle, children }: { subtitle: string; children: ReactNode }) {
  return (
    <Box
      sx={{
        minHeight: '100vh',
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        px: 2,
        background: 'linear-gradient(160deg, #0d47a1 0%, #1976d2 55%, #e3f2fd 55%)',
      }}
    >
      <Paper component="main" elevation={6} sx={{ width: '100%', maxWidth: 400, p: 4 }}>
        <Typography variant="h5" component="h1" sx={{ fontWeight: 700, color: 'primary.main' }}>
          {APP_NAME}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 3 }}>
          {subtitle}
        </Typography>
        {children}
      </Paper>
      <Typography component="footer" variant="body2" color="text.secondary" sx={{ mt: 3 }}>
        {APP_FOOTER}
      </Typography>
    </Box>
  );
}
