import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import type { ReactNode } from 'react';

/** An icon button of a table row, named by its tooltip; a disabled one still explains itself. */
export function AcaoLinha({
  label,
  onClick,
  disabled = false,
  color,
  children,
}: {
  label: string;
  onClick: () => void;
  disabled?: boolean;
  color?: 'error' | 'primary';
  children: ReactNode;
}) {
  return (
    <Tooltip title={label}>
      <span>
        <IconButton size="small" aria-label={label} disabled={disabled} onClick={onClick} color={color}>
          {children}
        </IconButton>
      </span>
    </Tooltip>
  );
}
