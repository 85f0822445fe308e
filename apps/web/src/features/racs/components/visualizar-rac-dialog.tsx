import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { CAMPOS_FORMADORES, RESPONSAVEIS_PAGAMENTO, TIPOS_EMISSAO } from '@skyler/domain/emissoes';
import { formatDate, formatDateTime, formatId } from '@skyler/domain/formatters-basicos';
import { ORDEM_PAGAMENTO_STATUS } from '@skyler/domain/ordens-pagamento';
import {
  CANAIS_COBRANCA_RAC,
  podeAlterarStatusRac,
  type RacView,
  RECEBIVEL_FORNECEDOR_STATUS,
  TIPOS_ESTORNO_MILHAS,
  TIPOS_ESTORNO_PAGANTE,
  TIPOS_PAGAMENTO_RAC,
  TIPOS_RAC,
} from '@skyler/domain/racs';
import { useId, useState } from 'react';
import { Money } from '../../../components/money.tsx';
import { StatusChip } from '../../../components/status-chip.tsx';
import { useUltimo } from '../../../hooks/use-ultimo.ts';
import { useCurrentUser } from '../../../lib/current-user.tsx';
import { clienteDaRac, nomeOuTraco, rotuloCartao } from '../lib/rac-texto.ts';
import { ALTERAR_REEMBOLSOS_TEXTS, AlterarReembolsosDialog } from './alterar-reembolsos-dialog.tsx';
import { CampoLeitura, GRADE_LEITURA } from './campo-leitura.tsx';
import { RacStatusChip } from './rac-status-chip.tsx';

/** How the RAC's refunds are booked (decision 0065). */
export const REEMBOLSO_TEXTOS = {
  cliente: (status: 'aberto' | 'pago') => (status === 'pago' ? 'Pago' : 'A pagar'),
  ordem: (o: { ordem: number; vencimento: string | null; data_pagamento: string | null }) =>
    o.data_pagamento
      ? `Ordem ${formatId(o.ordem)}, paga em ${formatDate(o.data_pagamento)}`
      : `Ordem ${formatId(o.ordem)}, vence em ${formatDate(o.vencimento)}`,
  recebivel: (r: { recebivel: number; vencimento: string | null; data_recebimento: string | null }) =>
    r.data_recebimento
      ? `Recebível ${formatId(r.recebivel)}, recebido em ${formatDate(r.data_recebimento)}`
      : `Recebível ${formatId(r.recebivel)}, previsto para ${formatDate(r.vencimento)}`,
} as const;

export const VISUALIZAR_RAC_TITULO = 'Visualizar RAC';
export const SEM_LINHAS_RAC = 'Nenhuma linha de pagamento.';

const MEIOS = { pix: 'Pix', cartao: 'Cartão' } as const;
const simNao = (valor: boolean) => (valor ? 'Sim' : 'Não');
const texto = (valor: string | null | undefined) => (valor?.trim() ? valor : '-');

/** pix, cartao and saldo, labelled by the two refund enums */
export function rotuloEstorno(valor: string | null): string {
  if (!valor) return '-';
  return TIPOS_ESTORNO_PAGANTE.values.includes(valor as 'pix')
    ? TIPOS_ESTORNO_PAGANTE.label(valor)
    : TIPOS_ESTORNO_MILHAS.label(valor);
}

/**
 * A RAC read-only (part 2 §2): every field, the agency's cost, the client's charge and the payment lines.
 * Finance may change the refunds of a RAC not concluded from here (decision 0065).
 */
export function VisualizarRacDialog({ rac: aberta, onClose }: { rac: RacView | null; onClose: () => void }) {
  const rac = useUltimo(aberta);
  const titleId = useId();
  const financeiro = podeAlterarStatusRac(useCurrentUser());
  const [alterando, setAlterando] = useState(false);
  const podeAlterarReembolsos = financeiro && aberta !== null && aberta.status !== 'finalizada';
  const fechar = () => {
    setAlterando(false);
    onClose();
  };
  return (
    <Dialog open={aberta !== null} onClose={fechar} aria-labelledby={titleId} maxWidth="md" fullWidth>
      <DialogTitle id={titleId}>{VISUALIZAR_RAC_TITULO}</DialogTitle>
      {rac ? (
        <DialogContent>
          <Box sx={GRADE_LEITURA}>
            <CampoLeitura label="RAC">{formatId(rac.id)}</CampoLeitura>
            <CampoLeitura label="Tipo">{TIPOS_RAC.label(rac.tipo)}</CampoLeitura>
            <CampoLeitura label="Status">
              <RacStatusChip status={rac.status} />
            </CampoLeitura>
            <CampoLeitura label="Venda">{formatId(rac.venda)}</CampoLeitura>
            <CampoLeitura label="Serviço">{formatId(rac.servico)}</CampoLeitura>
            <CampoLeitura label="Emissão">
              {`${formatId(rac.emissao.id)} · ${TIPOS_EMISSAO.label(rac.emissao.tipo)}`}
            </CampoLeitura>
            <CampoLeitura label="Localizador">{texto(rac.emissao.localizador)}</CampoLeitura>
            <CampoLeitura label="Cliente">{clienteDaRac(rac)}</CampoLeitura>
            <CampoLeitura label="Consultor">{nomeOuTraco(rac.consultor)}</CampoLeitura>
            <CampoLeitura label="Criado por">{nomeOuTraco(rac.created_by)}</CampoLeitura>
            <CampoLeitura label="Criado em">{formatDateTime(rac.created_at)}</CampoLeitura>
            <CampoLeitura label="Status alterado por">{nomeOuTraco(rac.status_alterado_por)}</CampoLeitura>
            <CampoLeitura label="Status alterado em">{formatDateTime(rac.status_alterado_em)}</CampoLeitura>
          </Box>

          <Typography variant="subtitle2" component="h3" sx={{ mb: 1 }}>
            Reembolsos
          </Typography>
          <Box sx={GRADE_LEITURA}>
            <CampoLeitura label="Reembolso ao cliente">
              <Money value={rac.estorno_cliente_valor} />
            </CampoLeitura>
            <CampoLeitura label="Contas a Pagar">
              {rac.reembolso_cliente ? (
                <>
                  <StatusChip
                    label={REEMBOLSO_TEXTOS.cliente(rac.reembolso_cliente.status)}
                    color={ORDEM_PAGAMENTO_STATUS.cor(rac.reembolso_cliente.status)}
                  />{' '}
                  {REEMBOLSO_TEXTOS.ordem(rac.reembolso_cliente)}
                </>
              ) : (
                '-'
              )}
            </CampoLeitura>
            <CampoLeitura label="Reembolso do fornecedor">
              <Money value={rac.estorno_fornecedor_valor} />
              {rac.estorno_fornecedor ? ` (${rac.estorno_fornecedor.nome})` : ''}
            </CampoLeitura>
            <CampoLeitura label="Contas a Receber">
              {rac.reembolso_fornecedor ? (
                <>
                  <StatusChip
                    label={RECEBIVEL_FORNECEDOR_STATUS.label(rac.reembolso_fornecedor.status)}
                    color={RECEBIVEL_FORNECEDOR_STATUS.cor(rac.reembolso_fornecedor.status)}
                  />{' '}
                  {REEMBOLSO_TEXTOS.recebivel(rac.reembolso_fornecedor)}
                </>
              ) : (
                '-'
              )}
            </CampoLeitura>
          </Box>

          <Typography variant="subtitle2" component="h3" sx={{ mb: 1 }}>
            Custo para a agência
          </Typography>
          <Box sx={GRADE_LEITURA}>
            <CampoLeitura label="Custo para a agência">{simNao(rac.custo_skyler)}</CampoLeitura>
            <CampoLeitura label="Valor">
              <Money value={rac.custo_skyler_valor} />
            </CampoLeitura>
            <CampoLeitura label="Data prevista">{formatDate(rac.estorno_skyler_data_previsto)}</CampoLeitura>
            <CampoLeitura label="Data realizada">
              {formatDate(rac.estorno_skyler_data_realizado)}
            </CampoLeitura>
            <CampoLeitura label="Anotações">{texto(rac.custo_skyler_anotacao)}</CampoLeitura>
          </Box>

          <Typography variant="subtitle2" component="h3" sx={{ mb: 1 }}>
            Cobrança ao cliente
          </Typography>
          <Box sx={GRADE_LEITURA}>
            <CampoLeitura label="Cobrança ao cliente">{simNao(rac.cobranca_cliente !== null)}</CampoLeitura>
            <CampoLeitura label="Canal">
              {rac.cobranca_cliente ? CANAIS_COBRANCA_RAC.label(rac.cobranca_cliente) : '-'}
            </CampoLeitura>
            <CampoLeitura label="Fornecedor">{texto(rac.cobranca_cliente_fornecedor?.nome)}</CampoLeitura>
            <CampoLeitura label="Valor">
              <Money value={rac.cobranca_cliente_valor} />
            </CampoLeitura>
            <CampoLeitura label="Meio">
              {rac.cobranca_cliente_meio ? MEIOS[rac.cobranca_cliente_meio] : '-'}
            </CampoLeitura>
            <CampoLeitura label="Data prevista">{formatDate(rac.estorno_cliente_data_previsto)}</CampoLeitura>
            <CampoLeitura label="Data realizada">
              {formatDate(rac.estorno_cliente_data_realizado)}
            </CampoLeitura>
            <CampoLeitura label="Anotações">{texto(rac.cobranca_cliente_anotacao)}</CampoLeitura>
            <CampoLeitura label="Estorno ao cliente">{rotuloEstorno(rac.estorno_cliente_tipo)}</CampoLeitura>
          </Box>

          <Typography variant="subtitle2" component="h3" sx={{ mb: 1 }}>
            Pagamentos
          </Typography>
          {rac.pagamentos.length === 0 ? (
            <Typography variant="body2">{SEM_LINHAS_RAC}</Typography>
          ) : (
            <Table size="small" aria-label="Pagamentos da RAC">
              <TableHead>
                <TableRow>
                  <TableCell>Campo formador</TableCell>
                  <TableCell>Quem paga</TableCell>
                  <TableCell>Tipo</TableCell>
                  <TableCell>Cartão</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {rac.pagamentos.map((linha) => (
                  <TableRow key={linha.id}>
                    <TableCell>{CAMPOS_FORMADORES.label(linha.campo_formador)}</TableCell>
                    <TableCell>{RESPONSAVEIS_PAGAMENTO.label(linha.responsavel)}</TableCell>
                    <TableCell>{TIPOS_PAGAMENTO_RAC.label(linha.tipo_rac)}</TableCell>
                    <TableCell>{linha.cartao ? rotuloCartao(linha.cartao) : '-'}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          )}
        </DialogContent>
      ) : null}
      <DialogActions>
        {podeAlterarReembolsos ? (
          <Button onClick={() => setAlterando(true)}>{ALTERAR_REEMBOLSOS_TEXTS.acao}</Button>
        ) : null}
        <Button onClick={fechar}>Fechar</Button>
      </DialogActions>
      {alterando && podeAlterarReembolsos ? (
        <AlterarReembolsosDialog rac={aberta} onClose={() => setAlterando(false)} />
      ) : null}
    </Dialog>
  );
}
