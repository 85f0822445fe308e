import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { TotaisVenda } from '@skyler/domain/precos/totais-venda';
import { Money } from '../../../components/money.tsx';

export const TOTAIS_TEXTS = {
  servicos: 'Total dos serviços',
  programado: 'Programado',
  pago: 'Pago',
  aberto: 'Em aberto',
} as const;

/**
 * The sale's figures finance reads before the payments, as the server counts them (GET
 * /api/vendas/{id}/totais/, decision 0066): services, scheduled, paid and open.
 */
export function TotaisPagamentos({ totais }: { totais: TotaisVenda }) {
  const itens = [
    { key: 'servicos', label: TOTAIS_TEXTS.servicos, value: totais.total },
    { key: 'programado', label: TOTAIS_TEXTS.programado, value: totais.programado },
    { key: 'pago', label: TOTAIS_TEXTS.pago, value: totais.pago },
    { key: 'aberto', label: TOTAIS_TEXTS.aberto, value: totais.em_aberto },
  ] as const;
  return (
    <Paper
      variant="outlined"
      component="dl"
      sx={{ display: 'flex', flexWrap: 'wrap', gap: { xs: 2, md: 6 }, px: 2, py: 1.5, m: 0, mb: 2 }}
    >
      {itens.map((item) => (
        <Box key={item.key} data-testid={`total-${item.key}`}>
          <Typography component="dt" variant="body2" sx={{ color: 'text.secondary' }}>
            {item.label}
          </Typography>
          <Typography component="dd" sx={{ m: 0, fontWeight: 600, fontSize: 18 }}>
            <Money value={item.value} />
          </Typography>
        </Box>
      ))}
    </Paper>
  );
}
