import { ptBR } from '@mui/material/locale';
import { createTheme } from '@mui/material/styles';
import { PRIMARY, SECONDARY } from './palette.ts';

/**
 * The keyboard focus ring: a blue outline with a white gap, visible on light pages and on the blue top
 * bar alike; only for keyboard focus (`:focus-visible`, MUI's `Mui-focusVisible`), not for clicks.
 */
const focusRing = {
  outline: `2px solid ${PRIMARY}`,
  outlineOffset: 2,
  boxShadow: '0 0 0 2px #fff',
} as const;
/** inside lists and tables the ring is drawn within the item, so neighbours and scroll areas do not cut it */
const insetFocusRing = { outline: `2px solid ${PRIMARY}`, outlineOffset: -2, boxShadow: 'none' } as const;

/**
 * A disabled field's hint (the "0/500" counters of a quote opened read-only) is still read: it keeps 4.5:1
 * on white and on the page grey, where MUI's disabled grey has 2.7:1.
 */
export const DISABLED_HINT_COLOR = '#666666';

export const theme = createTheme(
  {
    palette: {
      primary: { main: PRIMARY },
      secondary: { main: SECONDARY },
      background: { default: '#f4f6f8' },
    },
    typography: {
      fontFamily: 'Roboto, "Segoe UI", system-ui, -apple-system, "Helvetica Neue", Arial, sans-serif',
    },
    shape: { borderRadius: 8 },
    components: {
      MuiButtonBase: { styleOverrides: { root: { '&.Mui-focusVisible': focusRing } } },
      MuiMenuItem: { styleOverrides: { root: { '&.Mui-focusVisible': insetFocusRing } } },
      MuiListItemButton: { styleOverrides: { root: { '&.Mui-focusVisible': insetFocusRing } } },
      MuiTab: { styleOverrides: { root: { '&.Mui-focusVisible': insetFocusRing } } },
      MuiTableRow: { styleOverrides: { root: { '&:focus-visible': insetFocusRing } } },
      MuiFormHelperText: { styleOverrides: { root: { '&.Mui-disabled': { color: DISABLED_HINT_COLOR } } } },
      MuiLink: { styleOverrides: { root: { '&:focus-visible': { ...focusRing, borderRadius: 2 } } } },
    },
  },
  ptBR,
);

export const FOCUS_RING_COLOR = PRIMARY;
