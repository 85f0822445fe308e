import Box from '@mui/material/Box';
import type { ReactNode } from 'react';
import { DeferredTooltip as Tooltip } from '../deferred-tooltip.tsx';

/**
 * How a cell's text is laid out: an e-mail is cut with "…" and shown whole in a tooltip; a value made of
 * digits and signs (CPF, CNPJ, phone, date, money, id) never breaks inside; other text wraps.
 */
export type CellLayout = 'truncate' | 'nowrap' | 'wrap';

const EMAIL = /^[^\s@]+@[^\s@]+$/;
/** digits, separators and the currency sign: `123.456.789-00`, `+55 (11) 91234-5678`, `R$ 1.234,56` */
const UNBREAKABLE = /^(R\$\s?)?[-+\d\s.,/:()%]+$/;

export function cellLayoutOf(content: ReactNode): CellLayout {
  if (typeof content !== 'string' && typeof content !== 'number') return 'wrap';
  const text = String(content).trim();
  if (EMAIL.test(text)) return 'truncate';
  if (UNBREAKABLE.test(text)) return 'nowrap';
  return 'wrap';
}

/** widest an e-mail cell grows before it is cut */
export const TRUNCATE_MAX_WIDTH = 220;

export function CellContent({ content, layout }: { content: ReactNode; layout: CellLayout }) {
  if (layout !== 'truncate') return <>{content}</>;
  return (
    <Tooltip title={content}>
      <Box
        component="span"
        sx={{
          display: 'block',
          maxWidth: TRUNCATE_MAX_WIDTH,
          overflow: 'hidden',
          textOverflow: 'ellipsis',
          whiteSpace: 'nowrap',
        }}
      >
        {content}
      </Box>
    </Tooltip>
  );
}
