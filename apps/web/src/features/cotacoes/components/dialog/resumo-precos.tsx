import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { CORES } from '@skyler/domain/enum';
import { estimarResultadoCotacao, RESULTADO_MESSAGES as R } from '@skyler/domain/precos/resultado';
import { useMemo } from 'react';
import { Money } from '../../../../components/money.tsx';
import { useCalculo, useDialogo } from './dialogo-context.tsx';
import { Figura } from './resumo-parte.tsx';

/**
 * The quote's live totals (part 1 §9): total cost, adjustment, cash (Pix) value, the 12 card options and the
 * profit, coloured; the effective price per thousand warnings, and the refusal of a negative final value.
 */
export function ResumoPrecos() {
  const calculo = useCalculo();
  const { incentivoAtivado, estimativa } = useDialogo();
  const resultado = useMemo(
    () =>
      estimativa
        ? estimarResultadoCotacao({
            valor: calculo.valor_final,
            custo: calculo.custo_agencia,
            meio_pagamento: 'pix',
            num_parcelas: 1,
            tabela: estimativa.taxas,
            percentuais: estimativa.percentuais,
          })
        : null,
    [estimativa, calculo.valor_final, calculo.custo_agencia],
  );
  return (
    <Stack spacing={1.5} aria-label="Valores da cotação" role="region">
      {calculo.avisos.map((aviso) => (
        <Alert key={aviso} severity="warning">
          {aviso}
        </Alert>
      ))}
      {calculo.erros
        .filter((erro) => erro.path[0] === 'valor_final')
        .map((erro) => (
          <Alert key={erro.message} severity="error" data-testid="erro-valor-final">
            {erro.message}
          </Alert>
        ))}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={3} sx={{ alignItems: 'flex-start' }}>
        <Stack spacing={0.5} sx={{ minWidth: 260 }}>
          <Figura label="Custo total" valor={calculo.custo_total} testId="custo-total" />
          <Figura label="Ajuste" valor={calculo.valor_ajuste} testId="valor-ajuste" />
          {incentivoAtivado ? (
            <Figura label="Incentivo" valor={calculo.valor_incentivo} testId="valor-incentivo" />
          ) : null}
          <Figura label="Custo para a agência" valor={calculo.custo_agencia} testId="custo-agencia" />
          <Box sx={{ borderTop: 1, borderColor: 'divider', pt: 0.5 }}>
            <Stack direction="row" data-testid="valor-final" sx={{ justifyContent: 'space-between' }}>
              <Typography sx={{ fontWeight: 600 }}>Valor final à vista (Pix)</Typography>
              <Typography sx={{ fontWeight: 600 }}>
                <Money value={calculo.valor_final} />
              </Typography>
            </Stack>
          </Box>
          <Stack direction="row" data-testid="lucro" sx={{ justifyContent: 'space-between' }}>
            <Typography variant="body2" color="text.secondary">
              Lucro
            </Typography>
            <Typography variant="body2" sx={{ color: CORES[calculo.cor_lucro], fontWeight: 600 }}>
              {Number(calculo.lucro_porcentagem).toLocaleString('pt-BR', {
                minimumFractionDigits: 2,
                maximumFractionDigits: 2,
              })}
              %
            </Typography>
          </Stack>
          {resultado ? (
            <Stack
              direction="row"
              data-testid="margem-liquida-estimada"
              title="À vista no Pix: a taxa da tabela de taxas e as comissões do consultor, do cotador e do emissor"
              sx={{ justifyContent: 'space-between' }}
            >
              <Typography variant="body2" color="text.secondary">
                {R.margemLiquidaEstimada}
              </Typography>
              <Typography
                variant="body2"
                sx={{
                  fontWeight: 600,
                  color: resultado.margem_liquida.isNegative() ? 'error.main' : undefined,
                }}
              >
                <Money value={resultado.margem_liquida.toFixed(2)} />
              </Typography>
            </Stack>
          ) : null}
          {resultado?.servicos.some((s) => s.comissao_acima_da_margem) ? (
            <Alert severity="warning" data-testid="comissao-acima-da-margem">
              {R.comissaoAcimaDaMargem}
            </Alert>
          ) : null}
        </Stack>
        <Table size="small" aria-label="Parcelamento no cartão" sx={{ maxWidth: 360 }}>
          <TableHead>
            <TableRow>
              <TableCell>Cartão</TableCell>
              <TableCell align="right">Parcela</TableCell>
              <TableCell align="right">Total</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {calculo.opcoes_cartao.map((opcao) => (
              <TableRow key={opcao.parcelas} data-testid={`cartao-${opcao.parcelas}`}>
                <TableCell>{opcao.parcelas}x</TableCell>
                <TableCell align="right">
                  <Money value={opcao.valor_parcela} />
                </TableCell>
                <TableCell align="right">
                  <Money value={opcao.total} />
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Stack>
    </Stack>
  );
}
