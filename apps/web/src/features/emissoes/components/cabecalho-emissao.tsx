import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import { type EmissaoDetalhe, TIPOS_EMISSAO } from '@skyler/domain/emissoes';
import { formatDateTime, formatId } from '@skyler/domain/formatters-basicos';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { pathTo } from '../../../config/routes.ts';
import { Dados } from '../../fornecedores/index.ts';
import { codigoEmissao, nomeOuTraco } from '../lib/emissao-texto.ts';
import { EmissaoStatusChip } from './emissao-status-chip.tsx';

const link = (to: string, texto: string) => (
  <Link component={RouterLink} to={to}>
    {texto}
  </Link>
);

/** The issuance's header (part 2 §2): where it comes from, who sold it, and how it ended. */
export function CabecalhoEmissao({ emissao: e }: { emissao: EmissaoDetalhe }) {
  const cliente: [string, ReactNode] = e.venda.cliente_empresa
    ? ['Empresa', link(pathTo('empresa', { id: e.venda.cliente_empresa.id }), e.venda.cliente_empresa.nome)]
    : [
        'Cliente',
        e.venda.cliente
          ? link(pathTo('cliente', { id: e.venda.cliente.id }), nomeOuTraco(e.venda.cliente))
          : '-',
      ];
  const principais: [string, ReactNode][] = [
    ['Número', codigoEmissao(e.id)],
    ['Venda', link(pathTo('venda-info', { id: e.venda.id }), formatId(e.venda.id))],
    ['Orçamento', link(pathTo('orcamento', { id: e.servico.orcamento }), formatId(e.servico.orcamento))],
    cliente,
    ['Consultor', nomeOuTraco(e.venda.consultor)],
    ['Criada em', formatDateTime(e.created_at)],
  ];
  const situacao: [string, ReactNode][] = [
    ['Status', <EmissaoStatusChip key="status" status={e.status} />],
    ['Tipo', TIPOS_EMISSAO.label(e.tipo)],
    ['Fornecedor', e.fornecedor?.nome ?? '-'],
  ];
  if (e.status === 'finalizada') {
    situacao.push(
      ['Concluída em', formatDateTime(e.data_hora_emissao)],
      ['Concluída por', nomeOuTraco(e.concluida_por)],
    );
  }
  if (e.status === 'cancelada') {
    situacao.push(
      ['Cancelada em', formatDateTime(e.cancelada_em)],
      ['Motivo do cancelamento', e.motivo_cancelamento ?? '-'],
      ['Cancelada por', nomeOuTraco(e.cancelada_por)],
    );
  }
  return (
    <Paper variant="outlined" sx={{ p: 2, mb: 2 }} component="section" aria-label="Dados da emissão">
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, gap: 2 }}>
        <Dados itens={principais} />
        <Dados itens={situacao} />
      </Box>
    </Paper>
  );
}
