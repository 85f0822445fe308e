import { ptBR } from '@mui/material/locale';
import { createTheme } from '@mui/material/styles';

export const theme = createTheme(
  {
    palette: {
      primary: { main: '#0d47a1' },
      secondary: { main: '#00897b' },
      background: { default: '#f4f6f8' },
    },
    typography: {
      fontFamily: 'Roboto, "Segoe UI", system-ui, -apple-system, "Helvetica Neue", Arial, sans-serif',
    },
    shape: { borderRadius: 8 },
  },
  ptBR,
);
