import Chip, { type ChipProps } from '@mui/material/Chip';
import { CORES, CORES_LEGIVEIS, type Cor } from '@skyler/domain/enum';

const PALETTE_COLORS = ['default', 'primary', 'secondary', 'error', 'info', 'success', 'warning'] as const;
type PaletteColor = (typeof PALETTE_COLORS)[number];

export type StatusColor = Cor | PaletteColor | (string & {});

function isPaletteColor(color: string): color is PaletteColor {
  return (PALETTE_COLORS as readonly string[]).includes(color);
}

function isCor(color: string): color is Cor {
  return Object.hasOwn(CORES, color);
}

type StatusChipProps = { label: string; color: StatusColor; size?: ChipProps['size'] };

/**
 * A status label in its colour: the domain enums' colour (`azul`, `vermelho`…, from `Enum.cor(value)`, in its
 * readable shade),
 * a theme palette name, or any CSS colour.
 */
export function StatusChip({ label, color, size = 'small' }: StatusChipProps) {
  if (isPaletteColor(color)) return <Chip label={label} color={color} size={size} />;
  const background = isCor(color) ? CORES_LEGIVEIS[color] : color;
  return (
    <Chip
      label={label}
      size={size}
      sx={{ bgcolor: background, color: (theme) => theme.palette.getContrastText(background) }}
    />
  );
}
