import Box from '@mui/material/Box';
import { variacaoPercentual } from '@skyler/domain/precos/painel';
import { PAINEL_TEXTS as T, textoVariacao } from './textos.ts';

type VariacaoProps = {
  atual: string | number;
  anterior: string | number;
  /** the previous figure as shown ("R$ 1.000,00", "12") */
  textoAnterior: string;
  /** a figure that is better when it falls (a cost): its rise is shown in red */
  menorMelhor?: boolean;
};

/**
 * How a figure moved from the previous period's (decision 0084): an arrow and the variation in percent,
 * green when it improved and red when it worsened, beside the previous figure; "—" when the previous one is
 * zero.
 */
export function Variacao({ atual, anterior, textoAnterior, menorMelhor = false }: VariacaoProps) {
  const variacao = variacaoPercentual(atual, anterior);
  const sentido = variacao === null || Number(variacao) === 0 ? 0 : Number(variacao) > 0 ? 1 : -1;
  const melhorou = menorMelhor ? sentido < 0 : sentido > 0;
  const cor = sentido === 0 ? 'text.secondary' : melhorou ? 'success.dark' : 'error.main';
  return (
    <Box component="span" sx={{ display: 'inline-flex', gap: 0.5, flexWrap: 'wrap' }}>
      <Box component="span" sx={{ color: cor, fontWeight: 600, whiteSpace: 'nowrap' }}>
        {sentido === 0 ? null : (
          <>
            <span role="img" aria-label={sentido > 0 ? T.subiu : T.caiu}>
              {sentido > 0 ? '▲' : '▼'}
            </span>{' '}
          </>
        )}
        {textoVariacao(variacao)}
      </Box>{' '}
      <span>{variacao === null ? T.semBaseAnterior : T.comparado(textoAnterior)}</span>
    </Box>
  );
}
