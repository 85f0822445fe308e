import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { formatMoney } from '@skyler/domain/formatters';
import type { OrdemPagamento } from '@skyler/domain/ordens-pagamento';
import { dec } from '@skyler/domain/precos/dinheiro';
import { textoMoedaDaOrdem } from '@skyler/domain/precos/ordem-em-reais';
import { Money } from '../../../components/money.tsx';

/** "Variação cambial: perda de R$ 80,55" — positive a loss, negative a gain (decision 0064). */
export function variacaoCambialTexto(diferenca: string): string {
  const valor = dec(diferenca);
  if (valor.isZero()) return 'Variação cambial: nenhuma';
  return `Variação cambial: ${valor.isNegative() ? 'ganho' : 'perda'} de ${formatMoney(valor.abs().toFixed(2))}`;
}

/**
 * An order's value in reais; for a cost bought in another currency, its amount and factor beneath
 * ("US$ 1.000,00 × 5,8694"), and once a rate paid is recorded, the reais paid and the exchange difference.
 */
export function ValorOrdem({ ordem }: { ordem: OrdemPagamento }) {
  const moeda = textoMoedaDaOrdem(ordem);
  return (
    <Box component="span" sx={{ display: 'inline-flex', flexDirection: 'column', alignItems: 'flex-end' }}>
      <Money value={ordem.valor} />
      {moeda ? (
        <Typography component="span" variant="caption" sx={{ color: 'text.secondary', whiteSpace: 'nowrap' }}>
          {moeda}
        </Typography>
      ) : null}
      {ordem.valor_pago !== null ? (
        <Typography
          component="span"
          variant="caption"
          sx={{
            whiteSpace: 'nowrap',
            color: dec(ordem.diferenca_cambial).greaterThan(0) ? 'error.main' : 'success.main',
          }}
        >
          {`Pago ${formatMoney(ordem.valor_pago)} · ${variacaoCambialTexto(ordem.diferenca_cambial)}`}
        </Typography>
      ) : null}
    </Box>
  );
}
