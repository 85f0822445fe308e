import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { CAMPOS_FORMADORES } from '@skyler/domain/emissoes';
import { formatMoney } from '@skyler/domain/formatters';
import { formatId } from '@skyler/domain/formatters-basicos';
import { dec } from '@skyler/domain/precos/dinheiro';
import { textoMoedaDaOrdem } from '@skyler/domain/precos/ordem-em-reais';
import { useVariacaoCambialVenda } from '../api/get-variacao-cambial.ts';
import { variacaoCambialTexto } from './valor-ordem.tsx';

export const VARIACAO_TEXTOS = { titulo: 'Variação cambial' } as const;

/**
 * The sale's exchange difference (decision 0064): what its foreign-currency orders were really paid against
 * what was booked — a gain or a loss of its own, not a change of the quotes' cost. Shown only when some order
 * of the sale has a rate paid recorded.
 */
export function VariacaoCambialVenda({ venda }: { venda: number }) {
  const variacao = useVariacaoCambialVenda(venda);
  const dados = variacao.data;
  if (!dados || dados.ordens.length === 0) return null;
  const total = dec(dados.diferenca_cambial);
  return (
    <Paper variant="outlined" sx={{ px: 2, py: 1.5, mb: 2 }} data-testid="variacao-cambial">
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {VARIACAO_TEXTOS.titulo}
      </Typography>
      <Typography
        sx={{
          fontWeight: 600,
          fontSize: 18,
          color: total.greaterThan(0) ? 'error.main' : total.isZero() ? undefined : 'success.main',
        }}
      >
        {total.isZero()
          ? formatMoney('0')
          : `${total.isNegative() ? 'Ganho' : 'Perda'} de ${formatMoney(total.abs().toFixed(2))}`}
      </Typography>
      {dados.ordens.map((ordem) => (
        <Typography key={ordem.id} variant="caption" component="div" sx={{ color: 'text.secondary' }}>
          {`Ordem ${formatId(ordem.id)} (${CAMPOS_FORMADORES.label(ordem.campo_formador)}): ${textoMoedaDaOrdem(ordem) ?? ''} = ${formatMoney(ordem.valor)}; pago ${formatMoney(ordem.valor_pago ?? '0')} — ${variacaoCambialTexto(ordem.diferenca_cambial)}`}
        </Typography>
      ))}
    </Paper>
  );
}
