import AttachMoney from '@mui/icons-material/AttachMoney';
import CreditCard from '@mui/icons-material/CreditCard';
import Percent from '@mui/icons-material/Percent';
import TaskAlt from '@mui/icons-material/TaskAlt';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { CAMPOS_FORMADORES } from '@skyler/domain/emissoes';
import { formatDate, formatId } from '@skyler/domain/formatters-basicos';
import {
  type GrupoOrdens,
  MEIOS_PAGAMENTO_ORDEM,
  ORDEM_PAGAMENTO_STATUS,
  type OrdemPagamento,
  TIPOS_ORDEM_PAGAMENTO,
} from '@skyler/domain/ordens-pagamento';
import { Link as RouterLink } from 'react-router';
import { AcaoLinha } from '../../../components/data-table/acao-linha.tsx';
import type { DataTableColumn } from '../../../components/data-table/data-table.tsx';
import { pathTo } from '../../../config/routes.ts';
import { EmissaoStatusChip } from '../../emissoes/index.ts';
import { cartaoTexto, dataHoraTexto, temIncentivo, tipoServicoTexto } from '../lib/ordem-texto.ts';
import { CAMBIO_PAGO_TEXTOS } from './cambio-pago-dialog.tsx';
import { ValorOrdem } from './valor-ordem.tsx';

export const ACOES_ORDEM = {
  valor: 'Alterar valor',
  cartao: 'Alterar cartão',
  pago: 'Marcar como pago',
  incentivo: 'Alterar incentivo',
  status: (id: number) => `Status da ordem ${formatId(id)}`,
} as const;

export type AcaoOrdem = 'valor' | 'cartao' | 'pago' | 'incentivo';

function LinkVenda({ venda }: { venda: number }) {
  return (
    <Link component={RouterLink} to={pathTo('venda-emissoes', { id: venda })}>
      {formatId(venda)}
    </Link>
  );
}

const id: DataTableColumn<OrdemPagamento> = { key: 'id', header: 'ID', render: (o) => formatId(o.id) };
const venda: DataTableColumn<OrdemPagamento> = {
  key: 'venda',
  header: 'Venda',
  layout: 'nowrap',
  render: (o) => (o.venda === null ? '—' : <LinkVenda venda={o.venda} />),
};
const servico: DataTableColumn<OrdemPagamento> = {
  key: 'servico',
  header: 'Serviço',
  layout: 'wrap',
  render: (o) => o.servico_descricao || formatId(o.servico),
};
const valor: DataTableColumn<OrdemPagamento> = {
  key: 'valor',
  header: 'Valor',
  align: 'right',
  layout: 'nowrap',
  render: (o) => <ValorOrdem ordem={o} />,
};
const campo: DataTableColumn<OrdemPagamento> = {
  key: 'campo_formador',
  header: 'Campo formador',
  render: (o) =>
    o.campo_formador ? CAMPOS_FORMADORES.label(o.campo_formador) : TIPOS_ORDEM_PAGAMENTO.label(o.tipo),
};
const meio: DataTableColumn<OrdemPagamento> = {
  key: 'meio_pagamento',
  header: 'Meio de pagamento',
  render: (o) => MEIOS_PAGAMENTO_ORDEM.label(o.meio_pagamento),
};
/** once paid, how it was paid is secondary to the invoice and the payment date (decision 0056) */
const meioPago: DataTableColumn<OrdemPagamento> = { ...meio, hideBelow: 'xl' };
const fornecedor: DataTableColumn<OrdemPagamento> = {
  key: 'fornecedor',
  header: 'Fornecedor',
  layout: 'wrap',
  // a refund is paid to the client
  render: (o) => o.fornecedor?.nome ?? (o.favorecido ? `${o.favorecido.nome} (cliente)` : '-'),
};
/** the request date makes room for the key columns on narrow screens (decision 0056) */
const solicitacao: DataTableColumn<OrdemPagamento> = {
  key: 'data_solicitacao',
  header: 'Data de solicitação',
  hideBelow: 'xl',
  render: (o) => dataHoraTexto(o.data_solicitacao),
};

/**
 * The open orders' columns (part 2 §2): with `onAcao` (finance), the value, card, paid and incentive actions;
 * the incentive only on the ticket cost of a flight.
 */
export function colunasAbertas(
  grupo: GrupoOrdens,
  onAcao: ((acao: AcaoOrdem, ordem: OrdemPagamento) => void) | null,
): DataTableColumn<OrdemPagamento>[] {
  const colunas: DataTableColumn<OrdemPagamento>[] = [
    id,
    venda,
    servico,
    valor,
    campo,
    meio,
    { key: 'cartao', header: 'Cartão', render: (o) => cartaoTexto(o.cartao) },
    fornecedor,
    solicitacao,
  ];
  if (!onAcao) return colunas;
  colunas.push({
    key: 'acoes',
    header: 'Ações',
    render: (o) => (
      <Box component="span" sx={{ display: 'inline-flex', whiteSpace: 'nowrap' }}>
        <AcaoLinha label={ACOES_ORDEM.valor} onClick={() => onAcao('valor', o)}>
          <AttachMoney fontSize="small" />
        </AcaoLinha>
        <AcaoLinha label={ACOES_ORDEM.cartao} onClick={() => onAcao('cartao', o)}>
          <CreditCard fontSize="small" />
        </AcaoLinha>
        <AcaoLinha label={ACOES_ORDEM.pago} onClick={() => onAcao('pago', o)}>
          <TaskAlt fontSize="small" />
        </AcaoLinha>
        {temIncentivo(grupo, o) ? (
          <AcaoLinha label={ACOES_ORDEM.incentivo} onClick={() => onAcao('incentivo', o)}>
            <Percent fontSize="small" />
          </AcaoLinha>
        ) : null}
      </Box>
    ),
  });
  return colunas;
}

/**
 * The paid orders' columns (part 2 §2). Ações is a status select offering only Aberto, enabled for finance.
 */
export function colunasPagas(
  grupo: GrupoOrdens,
  {
    podeAlterar,
    onReabrir,
    onCambioPago,
  }: {
    podeAlterar: boolean;
    onReabrir: (ordem: OrdemPagamento) => void;
    /** a foreign-currency order: record the rate it was really paid at (decision 0064) */
    onCambioPago?: (ordem: OrdemPagamento) => void;
  },
): DataTableColumn<OrdemPagamento>[] {
  return [
    id,
    venda,
    servico,
    valor,
    {
      key: 'tipo_servico',
      header: 'Tipo de serviço',
      hideBelow: 'xl',
      render: (o) => tipoServicoTexto(o.tipo_servico),
    },
    campo,
    meioPago,
    solicitacao,
    {
      key: 'data_alteracao',
      header: 'Data de alteração',
      hideBelow: 'xl',
      render: (o) => dataHoraTexto(o.data_alteracao),
    },
    fornecedor,
    {
      key: 'status_emissao',
      header: 'Status da emissão',
      hideBelow: 'xl',
      render: () => (grupo.emissao ? <EmissaoStatusChip status={grupo.emissao.status} /> : '-'),
    },
    { key: 'cartoes', header: 'Cartões', hideBelow: 'xl', render: (o) => cartaoTexto(o.cartao) },
    { key: 'id_fatura', header: 'ID fatura', layout: 'nowrap', render: (o) => o.id_fatura || '-' },
    { key: 'data_pagamento', header: 'Data do pagamento', render: (o) => formatDate(o.data_pagamento) },
    {
      key: 'acoes',
      header: 'Ações',
      render: (o) => (
        <TextField
          select
          size="small"
          value=""
          disabled={!podeAlterar}
          sx={{ minWidth: 100 }}
          slotProps={{
            htmlInput: { 'aria-label': ACOES_ORDEM.status(o.id) },
            select: {
              displayEmpty: true,
              renderValue: () => ORDEM_PAGAMENTO_STATUS.label(o.status),
            },
          }}
          onChange={(event) => {
            if (event.target.value === 'aberto') onReabrir(o);
            if (event.target.value === 'cambio_pago') onCambioPago?.(o);
          }}
        >
          <MenuItem value="aberto">{ORDEM_PAGAMENTO_STATUS.label('aberto')}</MenuItem>
          {onCambioPago && o.moeda !== 'BRL' ? (
            <MenuItem value="cambio_pago">{CAMBIO_PAGO_TEXTOS.acao}</MenuItem>
          ) : null}
        </TextField>
      ),
    },
  ];
}
