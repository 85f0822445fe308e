import CheckCircle from '@mui/icons-material/CheckCircle';
import QrCode2 from '@mui/icons-material/QrCode2';
import RequestQuote from '@mui/icons-material/RequestQuote';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { ContatoRef } from '@skyler/domain/contatos';
import { VENCIMENTOS_RECEBIVEIS, type VencimentoRecebivel } from '@skyler/domain/dashboard';
import { PAGAMENTO_UI_MESSAGES, type PagamentoView } from '@skyler/domain/pagamentos';
import { belongsTo } from '@skyler/domain/permissions';
import { useCallback, useEffect, useState } from 'react';
import { errorMessage } from '../../../api/api-error.ts';
import { useContatoRef } from '../../../api/get-contato-ref.ts';
import { useConsultores } from '../../../api/get-usuarios.ts';
import { AcaoLinha } from '../../../components/data-table/acao-linha.tsx';
import { DataTable, type DataTableColumn } from '../../../components/data-table/data-table.tsx';
import { FiltroSelect } from '../../../components/data-table/filtro-select.tsx';
import { usePagedQuery } from '../../../components/data-table/use-paged-query.ts';
import { ContatoAutocomplete } from '../../../components/fields/contato-autocomplete.tsx';
import { DataFiltroField } from '../../../components/fields/data-filtro-field.tsx';
import { DEBOUNCE_MS, DebouncedField } from '../../../components/fields/debounced-field.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { pathTo } from '../../../config/routes.ts';
import { useCurrentUser } from '../../../lib/current-user.tsx';
import { useErrorToast, useSnackbar } from '../../../lib/toast.tsx';
import { RecebiveisFornecedorSecao } from '../../racs/index.ts';
import { useCobrancasDisponiveis } from '../api/cobrancas.ts';
import { useServicosDaVenda } from '../api/get-servicos-venda.ts';
import { COBRANCA_TEXTS, CobrancaDialog, cobrancaOferecida } from '../components/cobranca-dialog.tsx';
import { COBRAR_SALDO_TEXTS, CobrarSaldoDialog } from '../components/cobrar-saldo-dialog.tsx';
import { COLUNAS_PAGAMENTO_ABERTO, LINHAS_ATRASADAS } from '../components/pagamento-celulas.tsx';
import { PAGAMENTO_FORM_TEXTS, PagamentoFormDialog } from '../components/pagamento-form-dialog.tsx';

/** Many columns: tighter cells keep more of them in view at 1366 px. */
const CELULAS_JUSTAS = { '& .MuiTableCell-root': { px: 1 } } as const;

export const PAGAMENTOS_ABERTOS_TEXTS = {
  titulo: 'Pagamentos em Aberto',
  menu: 'Contas a Receber',
  consultor: 'Consultor',
  todos: 'Todos',
  contato: 'Contato',
  venda: 'ID da venda',
  vencimento: 'Vencimento',
  vencimentoInicio: 'Vencimento de',
  vencimentoFim: 'Vencimento até',
  acoes: 'Ações',
  concluir: PAGAMENTO_FORM_TEXTS.concluir,
  erroServicos: 'Erro ao carregar os serviços da venda.',
} as const;

/** The due-date filter the dashboard's receivables link to (`?vencimento=`). */
export const VENCIMENTO_LABELS: Record<VencimentoRecebivel, string> = {
  vencidos: 'Vencidos',
  a_vencer_7_dias: 'A vencer em 7 dias',
};

/**
 * Concluding a row's payment without opening its sale: the sale's payment dialog, once the sale's services
 * (what the payment pays) have arrived.
 */
function ConclusaoDaLinha({ pagamento, onClose }: { pagamento: PagamentoView; onClose: () => void }) {
  const { enqueueSnackbar } = useSnackbar();
  const servicos = useServicosDaVenda(pagamento.venda.id);
  useEffect(() => {
    if (!servicos.isError) return;
    enqueueSnackbar(errorMessage(servicos.error, PAGAMENTOS_ABERTOS_TEXTS.erroServicos), {
      variant: 'error',
    });
    onClose();
  }, [servicos.isError, servicos.error, enqueueSnackbar, onClose]);
  if (!servicos.data) return null;
  return (
    <PagamentoFormDialog
      open
      concluir
      isFinanceiro
      venda={pagamento.venda.id}
      servicos={servicos.data}
      pagamento={pagamento}
      onClose={onClose}
    />
  );
}

/**
 * Contas a Receber (part 1 §2, part 2 §2–3): the payments not concluded, 15 per page by due date (the overdue
 * first), filtered by the sale's consultant, its client, the sale, the due date (overdue, or due within 7
 * days) and a period of due dates (each filter in the address, typed ones applied 1 s after the last key, the
 * spec's list debounce); overdue rows stand out.
 * A row opens its sale's payments (Ctrl/Cmd or middle click: in a new tab); finance concludes a payment from
 * its row (date, fee, receipt) without opening the sale.
 */
export function PagamentosAbertosPage() {
  const isFinanceiro = belongsTo(useCurrentUser(), 'financeiro');
  const cobrancas = useCobrancasDisponiveis(isFinanceiro);
  const consultores = useConsultores().opcoes;
  const list = usePagedQuery<PagamentoView, 'pagamentos_abertos'>({
    area: 'pagamentos',
    path: '/api/pagamentos/pagamentos_abertos',
    listKey: 'pagamentos_abertos',
    filterKeys: ['consultor', 'contato', 'venda', 'vencimento', 'vencimento_inicio', 'vencimento_fim'],
  });
  useErrorToast(list.error, PAGAMENTO_UI_MESSAGES.erroCarregar, { withDetail: false });
  const filtro = (key: string) => String(list.filters[key] ?? '');
  const contatoId = filtro('contato') === '' ? null : Number(filtro('contato'));
  const [escolhido, setEscolhido] = useState<ContatoRef | null>(null);
  const doFiltro = useContatoRef(contatoId !== null && escolhido?.id !== contatoId ? contatoId : null);
  const contato =
    contatoId === null
      ? null
      : escolhido?.id === contatoId
        ? escolhido
        : (doFiltro.data ?? { id: contatoId, nome: `#${contatoId}`, sobrenome: '' });
  const [cobrando, setCobrando] = useState<number | null>(null);
  const [concluindo, setConcluindo] = useState<PagamentoView | null>(null);
  const [cobranca, setCobranca] = useState<PagamentoView | null>(null);
  const fecharConclusao = useCallback(() => setConcluindo(null), []);
  const colunas: DataTableColumn<PagamentoView>[] = [
    ...COLUNAS_PAGAMENTO_ABERTO,
    {
      key: 'acoes',
      header: PAGAMENTOS_ABERTOS_TEXTS.acoes,
      layout: 'nowrap',
      render: (p) => (
        <Box sx={{ display: 'flex', whiteSpace: 'nowrap' }}>
          {isFinanceiro ? (
            <AcaoLinha label={PAGAMENTOS_ABERTOS_TEXTS.concluir(p.id)} onClick={() => setConcluindo(p)}>
              <CheckCircle fontSize="small" />
            </AcaoLinha>
          ) : null}
          {isFinanceiro && cobrancaOferecida(p.meio_pagamento, cobrancas.data) ? (
            <AcaoLinha
              label={
                p.meio_pagamento === 'pix' ? COBRANCA_TEXTS.acaoPix(p.id) : COBRANCA_TEXTS.acaoBoleto(p.id)
              }
              onClick={() => setCobranca(p)}
            >
              <QrCode2 fontSize="small" />
            </AcaoLinha>
          ) : null}
          <AcaoLinha
            label={COBRAR_SALDO_TEXTS.acaoDaVenda(p.venda.id)}
            onClick={() => setCobrando(p.venda.id)}
          >
            <RequestQuote fontSize="small" />
          </AcaoLinha>
        </Box>
      ),
    },
  ];

  return (
    <>
      <PageHeader
        title={PAGAMENTOS_ABERTOS_TEXTS.titulo}
        breadcrumbs={[{ label: PAGAMENTOS_ABERTOS_TEXTS.menu }]}
      />
      <Stack direction="row" spacing={2} sx={{ mb: 2, flexWrap: 'wrap' }} useFlexGap>
        <FiltroSelect
          label={PAGAMENTOS_ABERTOS_TEXTS.consultor}
          lista={list}
          nome="consultor"
          opcoes={consultores}
          minWidth={200}
          todos={PAGAMENTOS_ABERTOS_TEXTS.todos}
        />
        <Box sx={{ minWidth: 260 }}>
          <ContatoAutocomplete
            label={PAGAMENTOS_ABERTOS_TEXTS.contato}
            value={contato}
            size="small"
            onChange={(novo) => {
              setEscolhido(novo);
              list.setFilters({ contato: novo ? String(novo.id) : null });
            }}
          />
        </Box>
        <TextField
          select
          size="small"
          label={PAGAMENTOS_ABERTOS_TEXTS.vencimento}
          value={filtro('vencimento')}
          sx={{ minWidth: 190 }}
          onChange={(e) => list.setFilters({ vencimento: e.target.value })}
        >
          <MenuItem value="">{PAGAMENTOS_ABERTOS_TEXTS.todos}</MenuItem>
          {VENCIMENTOS_RECEBIVEIS.map((v) => (
            <MenuItem key={v} value={v}>
              {VENCIMENTO_LABELS[v]}
            </MenuItem>
          ))}
        </TextField>
        <DataFiltroField
          label={PAGAMENTOS_ABERTOS_TEXTS.vencimentoInicio}
          value={filtro('vencimento_inicio')}
          onChange={(vencimento_inicio) => list.setFilters({ vencimento_inicio })}
          atrasoMs={DEBOUNCE_MS}
        />
        <DataFiltroField
          label={PAGAMENTOS_ABERTOS_TEXTS.vencimentoFim}
          value={filtro('vencimento_fim')}
          onChange={(vencimento_fim) => list.setFilters({ vencimento_fim })}
          atrasoMs={DEBOUNCE_MS}
        />
        <DebouncedField
          label={PAGAMENTOS_ABERTOS_TEXTS.venda}
          value={filtro('venda')}
          onChange={(venda) => list.setFilters({ venda: venda.replace(/\D/g, '') })}
          loading={list.isLoading}
        />
      </Stack>
      <Box sx={[LINHAS_ATRASADAS, CELULAS_JUSTAS]}>
        <DataTable
          aria-label={PAGAMENTOS_ABERTOS_TEXTS.titulo}
          columns={colunas}
          lista={list}
          rowHref={(p) => pathTo('venda-pagamentos', { id: p.venda.id })}
          emptyText={PAGAMENTO_UI_MESSAGES.vazio}
          onClearFilters={list.hasFilters ? list.clearFilters : undefined}
        />
      </Box>
      <RecebiveisFornecedorSecao />
      {cobrando !== null ? <CobrarSaldoDialog venda={cobrando} onClose={() => setCobrando(null)} /> : null}
      {concluindo ? <ConclusaoDaLinha pagamento={concluindo} onClose={fecharConclusao} /> : null}
      {cobranca ? <CobrancaDialog pagamento={cobranca} onClose={() => setCobranca(null)} /> : null}
    </>
  );
}
