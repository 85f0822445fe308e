import type { Theme } from '@mui/material/styles';

/**
 * Many columns: tighter cells, and the actions column stays in view at the right edge while the table
 * scrolls sideways (the id column stays at the left).
 */
export const TABELA_COMPACTA = {
  '& .MuiTableCell-root': { px: 1 },
  '& th:last-of-type, & td:last-of-type:not([colspan])': {
    position: 'sticky',
    right: 0,
    zIndex: 1,
    bgcolor: 'background.paper',
    boxShadow: (theme: Theme) => `inset 1px 0 0 ${theme.palette.divider}`,
  },
} as const;
