import Box from '@mui/material/Box';
import { formatMoney, type MoneyInput, toDecimal } from '@skyler/domain/formatters-dinheiro';

/** An amount in reais (`R$ 1.234,56`), kept on one line; negative amounts in red. */
export function Money({ value }: { value: MoneyInput }) {
  const isNegative = toDecimal(value)?.isNegative() ?? false;
  return (
    <Box
      component="span"
      sx={{
        whiteSpace: 'nowrap',
        fontVariantNumeric: 'tabular-nums',
        color: isNegative ? 'error.main' : undefined,
      }}
    >
      {formatMoney(value)}
    </Box>
  );
}
