import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { formatMoney } from '@skyler/domain/formatters';
import { formatId } from '@skyler/domain/formatters-basicos';
import { CHAVES_RESULTADO, RESULTADO_MESSAGES as R, RESULTADO_LABELS } from '@skyler/domain/precos/resultado';
import { useId } from 'react';
import { useResultadoVenda } from '../../../api/get-resultado-venda.ts';
import { ReceitaPropriaBloco } from '../../../components/receita-propria.tsx';

const NEGATIVOS = new Set(['custo', 'taxas_meio_pagamento', 'comissoes', 'estornos', 'diferenca_cambial']);

/** The "Resultado" section of the sale: what the agency really earns, line by line (decision 0067). */
export function ResultadoVenda({ venda }: { venda: number }) {
  const id = useId();
  const resultado = useResultadoVenda(venda, true);
  const dados = resultado.data;
  return (
    <Paper variant="outlined" component="section" aria-labelledby={id} sx={{ p: 2, mt: 2 }}>
      <Typography id={id} variant="subtitle1" component="h2" sx={{ fontWeight: 600, mb: 1 }}>
        {R.titulo}
      </Typography>
      {resultado.isError ? <Typography color="error">Erro ao carregar o resultado.</Typography> : null}
      {dados ? (
        <>
          <Box
            component="dl"
            sx={{
              m: 0,
              display: 'grid',
              gap: 1,
              gridTemplateColumns: 'repeat(auto-fill, minmax(190px, 1fr))',
            }}
          >
            {CHAVES_RESULTADO.map((chave) => {
              const destaque = chave === 'margem_bruta' || chave === 'margem_liquida';
              const valor = dados[chave];
              return (
                <Box key={chave}>
                  <Typography component="dt" variant="caption" color="text.secondary">
                    {RESULTADO_LABELS[chave]}
                  </Typography>
                  <Typography
                    component="dd"
                    sx={{
                      m: 0,
                      whiteSpace: 'nowrap',
                      fontWeight: destaque ? 600 : 400,
                      color: destaque && Number(valor) < 0 ? 'error.main' : undefined,
                    }}
                  >
                    {NEGATIVOS.has(chave) && Number(valor) !== 0
                      ? `− ${formatMoney(valor)}`
                      : formatMoney(valor)}
                  </Typography>
                </Box>
              );
            })}
          </Box>
          {dados.receita_propria ? <ReceitaPropriaBloco receita={dados.receita_propria} /> : null}
          {dados.servicos
            .filter((s) => s.comissao_acima_da_margem)
            .map((s) => (
              <Alert key={s.id} severity="warning" sx={{ mt: 1 }}>
                {`${R.servicoComissaoAcima(formatId(s.id))} Margem bruta ${formatMoney(s.margem_bruta)}, comissões ${formatMoney(s.comissoes)}.`}
              </Alert>
            ))}
        </>
      ) : resultado.isLoading ? (
        <Typography color="text.secondary">Carregando...</Typography>
      ) : null}
    </Paper>
  );
}
