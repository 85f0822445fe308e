import Box from '@mui/material/Box';

export const MAIS_DETALHES = 'Mais detalhes';
export const MENOS_DETALHES = 'Menos detalhes';

/** The first cell's button that opens (and closes) the row's detail. */
export function BotaoDetalhes({ aberta, onClick }: { aberta: boolean; onClick: () => void }) {
  // a plain button and a drawn chevron: MUI's IconButton and an icon would add files to every list's first load
  return (
    <Box
      component="button"
      type="button"
      aria-label={aberta ? MENOS_DETALHES : MAIS_DETALHES}
      aria-expanded={aberta}
      onClick={onClick}
      sx={{
        display: 'inline-flex',
        flexShrink: 0,
        p: 0.25,
        border: 0,
        borderRadius: '50%',
        bgcolor: 'transparent',
        color: 'action.active',
        cursor: 'pointer',
        '&:hover': { bgcolor: 'action.hover' },
        '&:focus-visible': { outline: 2, outlineColor: 'primary.main', outlineStyle: 'solid' },
      }}
    >
      {/* one chevron drawn by two borders, turned up while the detail is open */}
      <Box
        component="span"
        aria-hidden
        sx={{
          width: 8,
          height: 8,
          m: '5px',
          borderRight: 2,
          borderBottom: 2,
          transform: aberta ? 'translateY(2px) rotate(225deg)' : 'translateY(-2px) rotate(45deg)',
        }}
      />
    </Box>
  );
}
