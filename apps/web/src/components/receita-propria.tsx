import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { formatMoney } from '@skyler/domain/formatters';
import {
  RECEITA_PROPRIA_MESSAGES as M,
  type ReceitaPropriaTexto,
  TIPOS_RECEITA_PROPRIA,
} from '@skyler/domain/receita-propria';
import { useId } from 'react';

/**
 * What of the client's payment only passed through the agency (intermediated, to the suppliers) and what is
 * its own revenue, by kind (decision 0091): the sale's "Resultado" and the service's details show it.
 */
export function ReceitaPropriaBloco({ receita }: { receita: ReceitaPropriaTexto }) {
  const id = useId();
  const itens: { chave: string; label: string; valor: string; destaque?: boolean }[] = [
    { chave: 'pago', label: M.pago, valor: receita.pago },
    { chave: 'intermediado', label: M.intermediado, valor: receita.intermediado },
    { chave: 'propria', label: M.propria, valor: receita.propria, destaque: true },
    ...TIPOS_RECEITA_PROPRIA.values
      .filter((tipo) => Number(receita.por_tipo[tipo]) !== 0)
      .map((tipo) => ({
        chave: tipo,
        label: TIPOS_RECEITA_PROPRIA.label(tipo),
        valor: receita.por_tipo[tipo],
      })),
  ];
  return (
    <Box component="section" aria-labelledby={id} sx={{ mt: 2 }}>
      <Typography id={id} variant="subtitle2" component="h3" sx={{ mb: 0.5 }}>
        {M.titulo}
      </Typography>
      <Box
        component="dl"
        sx={{ m: 0, display: 'grid', gap: 1, gridTemplateColumns: 'repeat(auto-fill, minmax(190px, 1fr))' }}
      >
        {itens.map((item) => (
          <Box key={item.chave}>
            <Typography component="dt" variant="caption" color="text.secondary">
              {item.label}
            </Typography>
            <Typography
              component="dd"
              sx={{ m: 0, whiteSpace: 'nowrap', fontWeight: item.destaque ? 600 : 400 }}
            >
              {formatMoney(item.valor)}
            </Typography>
          </Box>
        ))}
      </Box>
    </Box>
  );
}
