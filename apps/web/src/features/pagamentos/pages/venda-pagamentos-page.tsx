import CheckCircle from '@mui/icons-material/CheckCircle';
import Delete from '@mui/icons-material/Delete';
import Edit from '@mui/icons-material/Edit';
import Link from '@mui/icons-material/Link';
import LockOpen from '@mui/icons-material/LockOpen';
import QrCode2 from '@mui/icons-material/QrCode2';
import ReceiptLong from '@mui/icons-material/ReceiptLong';
import SwapHoriz from '@mui/icons-material/SwapHoriz';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { formatDate, formatId } from '@skyler/domain/formatters-basicos';
import {
  motivoNaoExcluir,
  PAGAMENTO_STATUS,
  PAGAMENTO_UI_MESSAGES,
  type PagamentoView,
  podeReabrirPagamento,
  ZPagamentoSave,
} from '@skyler/domain/pagamentos';
import { belongsTo } from '@skyler/domain/permissions';
import { podeAdicionarPagamento, podeExcluirPagamento } from '@skyler/domain/vendas-regras';
import { useState } from 'react';
import { useParams } from 'react-router';
import { errorMessage } from '../../../api/api-error.ts';
import { useVenda } from '../../../api/get-venda.ts';
import { falhaComDetalhe } from '../../../components/celulas-cotacao.tsx';
import { AcaoLinha } from '../../../components/data-table/acao-linha.tsx';
import { DataTable, type DataTableColumn } from '../../../components/data-table/data-table.tsx';
import { TABELA_COMPACTA } from '../../../components/data-table/tabela-compacta.ts';
import { ConfirmDialog } from '../../../components/dialogs/confirm-dialog.tsx';
import { DebouncedField } from '../../../components/fields/debounced-field.tsx';
import { VendaLayout } from '../../../components/venda-layout.tsx';
import { useCurrentUser } from '../../../lib/current-user.tsx';
import { useSnackbar } from '../../../lib/toast.tsx';
import { VariacaoCambialVenda } from '../../ordens-pagamento/index.ts';
import { useCobrancasDisponiveis } from '../api/cobrancas.ts';
import { usePagamentosDaVenda } from '../api/get-pagamentos-venda.ts';
import { useServicosDaVenda } from '../api/get-servicos-venda.ts';
import { useTotaisDaVenda } from '../api/get-totais-venda.ts';
import { useDeletePagamento, useSavePagamento } from '../api/save-pagamento.ts';
import { COBRANCA_TEXTS, CobrancaDialog, cobrancaOferecida } from '../components/cobranca-dialog.tsx';
import { COBRAR_SALDO_TEXTS, CobrarSaldoDialog } from '../components/cobrar-saldo-dialog.tsx';
import { ComprovanteDialog } from '../components/comprovante-dialog.tsx';
import { LinkPagarmeDialog } from '../components/link-pagarme-dialog.tsx';
import { colunasPagamento, LINHAS_ATRASADAS } from '../components/pagamento-celulas.tsx';
import { PagamentoFormDialog } from '../components/pagamento-form-dialog.tsx';
import { PROGRAMAR_TEXTS, ProgramarPagamentosDialog } from '../components/programar-pagamentos-dialog.tsx';
import { REABRIR_TEXTS, ReabrirPagamentoDialog } from '../components/reabrir-pagamento-dialog.tsx';
import { SUBSTITUIR_TEXTS, SubstituirPagamentoDialog } from '../components/substituir-pagamento-dialog.tsx';
import { TotaisPagamentos } from '../components/totais-pagamentos.tsx';
import { hojeNaAgencia, pagamentoPagoRequest } from '../lib/pagamento-form.ts';
import { pagamentoCorresponde } from '../lib/pagamento-texto.ts';

export const VENDA_PAGAMENTOS_TEXTS = {
  novo: 'Novo pagamento',
  pesquisa: 'Pesquisa',
  tabela: 'Pagamentos da venda',
  acoes: 'Ações',
  editar: (id: number) => `Editar pagamento ${formatId(id)}`,
  excluir: (id: number) => `Excluir pagamento ${formatId(id)}`,
  pago: (id: number) => `Marcar pagamento ${formatId(id)} como pago`,
  comprovante: (id: number) => `Ver comprovante do pagamento ${formatId(id)}`,
  link: (id: number) => `Link de pagamento do pagamento ${formatId(id)}`,
  soFinanceiro: (acao: string) => `${acao} (${PAGAMENTO_UI_MESSAGES.semPermissao})`,
  concluido: (acao: string) => `${acao} (${PAGAMENTO_UI_MESSAGES.concluidoNaoAltera})`,
  vendaCancelada: (acao: string) => `${acao} (${PAGAMENTO_UI_MESSAGES.vendaCancelada})`,
  servicoCancelado: (acao: string) => `${acao} (${PAGAMENTO_UI_MESSAGES.canceladoNaoReabre})`,
  naoExclui: (acao: string, motivo: string) => `${acao} (${motivo})`,
  excluirTitulo: 'Excluir pagamento',
  excluirPergunta: (id: number) => `Deseja realmente excluir o pagamento ${formatId(id)}?`,
  pagoTitulo: 'Marcar como pago',
  pagoPergunta: (id: number, data: string) =>
    `Deseja marcar o pagamento ${formatId(id)} como pago em ${formatDate(data)}?`,
} as const;

type Edicao = { pagamento: PagamentoView | null } | null;

/** The sale's Pagamentos tab (part 1 §2, §4, decision 0025): totals, search, payments and what finance does with them. */
export function VendaPagamentosPage() {
  const id = Number(useParams().id);
  const user = useCurrentUser();
  const { enqueueSnackbar } = useSnackbar();
  const venda = useVenda(id).data;
  const pagamentos = usePagamentosDaVenda(id);
  const servicos = useServicosDaVenda(id);
  const totais = useTotaisDaVenda(id);
  const salvar = useSavePagamento();
  const excluir = useDeletePagamento();
  const [busca, setBusca] = useState('');
  const [edicao, setEdicao] = useState<Edicao>(null);
  const [excluindo, setExcluindo] = useState<PagamentoView | null>(null);
  const [pagando, setPagando] = useState<PagamentoView | null>(null);
  const [comprovante, setComprovante] = useState<PagamentoView | null>(null);
  const [link, setLink] = useState<PagamentoView | null>(null);
  const [cobranca, setCobranca] = useState<PagamentoView | null>(null);
  const [reabrindo, setReabrindo] = useState<PagamentoView | null>(null);
  const [substituindo, setSubstituindo] = useState<PagamentoView | null>(null);
  const [cobrandoSaldo, setCobrandoSaldo] = useState(false);
  const [programando, setProgramando] = useState(false);

  const isFinanceiro = belongsTo(user, 'financeiro');
  const cobrancas = useCobrancasDisponiveis(isFinanceiro);
  const lista = pagamentos.data ?? [];
  const visiveis = lista.filter((p) => pagamentoCorresponde(p, busca, PAGAMENTO_STATUS.label(p.status)));
  const podeNovo = venda ? podeAdicionarPagamento(venda) : false;
  const podeExcluir = venda ? podeExcluirPagamento(venda) : false;
  const hoje = hojeNaAgencia();

  const statusDoServico = new Map((servicos.data ?? []).map((s) => [s.id, s.status]));
  const reabre = (p: PagamentoView) =>
    podeReabrirPagamento(p.servicos.map((parte) => statusDoServico.get(parte.servico) ?? ''));
  // the server's rule (decision 0066): a concluded payment, or the only open one of a live service, stays
  const naoExclui = (p: PagamentoView) =>
    servicos.data ? motivoNaoExcluir(p, lista, statusDoServico, formatId) : null;
  const rotuloExcluir = (p: PagamentoView) => {
    const acao = VENDA_PAGAMENTOS_TEXTS.excluir(p.id);
    const motivo = isFinanceiro && podeExcluir ? naoExclui(p) : null;
    return motivo ? VENDA_PAGAMENTOS_TEXTS.naoExclui(acao, motivo) : rotulo(acao, { excluirVenda: true });
  };

  const rotulo = (acao: string, { financeiro = true, excluirVenda = false } = {}) => {
    if (financeiro && !isFinanceiro) return VENDA_PAGAMENTOS_TEXTS.soFinanceiro(acao);
    if (excluirVenda && !podeExcluir) return VENDA_PAGAMENTOS_TEXTS.vendaCancelada(acao);
    return acao;
  };

  const columns: DataTableColumn<PagamentoView>[] = [
    ...colunasPagamento({ linkVenda: false }),
    {
      key: 'acoes',
      header: VENDA_PAGAMENTOS_TEXTS.acoes,
      layout: 'nowrap',
      render: (p) => (
        <Box sx={{ display: 'flex', whiteSpace: 'nowrap' }}>
          {p.documento_comprovante ? (
            <AcaoLinha label={VENDA_PAGAMENTOS_TEXTS.comprovante(p.id)} onClick={() => setComprovante(p)}>
              <ReceiptLong fontSize="small" />
            </AcaoLinha>
          ) : null}
          {isFinanceiro && cobrancaOferecida(p.meio_pagamento, cobrancas.data) && p.status !== 'concluido' ? (
            <AcaoLinha
              label={
                p.meio_pagamento === 'pix' ? COBRANCA_TEXTS.acaoPix(p.id) : COBRANCA_TEXTS.acaoBoleto(p.id)
              }
              onClick={() => setCobranca(p)}
            >
              <QrCode2 fontSize="small" />
            </AcaoLinha>
          ) : null}
          {p.meio_pagamento === 'pagarme' && p.status !== 'concluido' ? (
            <AcaoLinha label={VENDA_PAGAMENTOS_TEXTS.link(p.id)} onClick={() => setLink(p)}>
              <Link fontSize="small" />
            </AcaoLinha>
          ) : null}
          {p.status !== 'concluido' ? (
            <AcaoLinha
              label={rotulo(VENDA_PAGAMENTOS_TEXTS.pago(p.id))}
              disabled={!isFinanceiro}
              onClick={() => setPagando(p)}
            >
              <CheckCircle fontSize="small" />
            </AcaoLinha>
          ) : null}
          {p.status === 'concluido' ? (
            <AcaoLinha
              label={
                isFinanceiro && !reabre(p)
                  ? VENDA_PAGAMENTOS_TEXTS.servicoCancelado(REABRIR_TEXTS.acao(p.id))
                  : rotulo(REABRIR_TEXTS.acao(p.id))
              }
              disabled={!isFinanceiro || !reabre(p)}
              onClick={() => setReabrindo(p)}
            >
              <LockOpen fontSize="small" />
            </AcaoLinha>
          ) : null}
          <AcaoLinha
            label={
              p.status === 'concluido' && isFinanceiro
                ? VENDA_PAGAMENTOS_TEXTS.concluido(VENDA_PAGAMENTOS_TEXTS.editar(p.id))
                : rotulo(VENDA_PAGAMENTOS_TEXTS.editar(p.id))
            }
            disabled={!isFinanceiro || p.status === 'concluido'}
            onClick={() => setEdicao({ pagamento: p })}
          >
            <Edit fontSize="small" />
          </AcaoLinha>
          {p.status !== 'concluido' ? (
            <AcaoLinha
              label={rotulo(SUBSTITUIR_TEXTS.acao(p.id), { excluirVenda: true })}
              disabled={!isFinanceiro || !podeExcluir}
              onClick={() => setSubstituindo(p)}
            >
              <SwapHoriz fontSize="small" />
            </AcaoLinha>
          ) : null}
          <AcaoLinha
            label={rotuloExcluir(p)}
            disabled={!isFinanceiro || !podeExcluir || naoExclui(p) !== null}
            color="error"
            onClick={() => setExcluindo(p)}
          >
            <Delete fontSize="small" />
          </AcaoLinha>
        </Box>
      ),
    },
  ];

  return (
    <VendaLayout current="venda-pagamentos">
      {totais.data ? <TotaisPagamentos totais={totais.data} /> : null}
      <VariacaoCambialVenda venda={id} />
      <Stack direction="row" spacing={2} sx={{ mb: 2, alignItems: 'center', flexWrap: 'wrap' }} useFlexGap>
        <DebouncedField label={VENDA_PAGAMENTOS_TEXTS.pesquisa} value={busca} onChange={setBusca} />
        <Box sx={{ flexGrow: 1 }} />
        <Button variant="outlined" disabled={!podeNovo} onClick={() => setCobrandoSaldo(true)}>
          {COBRAR_SALDO_TEXTS.acao}
        </Button>
        <Button variant="outlined" disabled={!podeNovo} onClick={() => setProgramando(true)}>
          {PROGRAMAR_TEXTS.acao}
        </Button>
        <Button variant="contained" disabled={!podeNovo} onClick={() => setEdicao({ pagamento: null })}>
          {VENDA_PAGAMENTOS_TEXTS.novo}
        </Button>
      </Stack>
      {pagamentos.isError ? (
        <Alert severity="error">{errorMessage(pagamentos.error, PAGAMENTO_UI_MESSAGES.erroCarregar)}</Alert>
      ) : (
        <Box sx={[TABELA_COMPACTA, LINHAS_ATRASADAS]}>
          <DataTable
            aria-label={VENDA_PAGAMENTOS_TEXTS.tabela}
            columns={columns}
            rows={visiveis}
            loading={pagamentos.isLoading}
            emptyText={PAGAMENTO_UI_MESSAGES.vazio}
          />
        </Box>
      )}
      {edicao ? (
        <PagamentoFormDialog
          open
          venda={id}
          servicos={servicos.data ?? []}
          pagamento={edicao.pagamento}
          isFinanceiro={isFinanceiro}
          onClose={() => setEdicao(null)}
        />
      ) : null}
      <ConfirmDialog
        open={excluindo !== null}
        title={VENDA_PAGAMENTOS_TEXTS.excluirTitulo}
        message={excluindo ? VENDA_PAGAMENTOS_TEXTS.excluirPergunta(excluindo.id) : null}
        confirmColor="error"
        loading={excluir.isPending}
        onCancel={() => setExcluindo(null)}
        onConfirm={() => {
          if (!excluindo) return;
          excluir.mutate(
            { id: excluindo.id },
            {
              onSuccess: () => enqueueSnackbar(PAGAMENTO_UI_MESSAGES.deletado, { variant: 'success' }),
              onError: (error) =>
                enqueueSnackbar(falhaComDetalhe(PAGAMENTO_UI_MESSAGES.erroDeletar, error), {
                  variant: 'error',
                }),
              onSettled: () => setExcluindo(null),
            },
          );
        }}
      />
      <ConfirmDialog
        open={pagando !== null}
        title={VENDA_PAGAMENTOS_TEXTS.pagoTitulo}
        message={
          pagando ? VENDA_PAGAMENTOS_TEXTS.pagoPergunta(pagando.id, pagando.data_pagamento ?? hoje) : null
        }
        confirmColor="success"
        loading={salvar.isPending}
        onCancel={() => setPagando(null)}
        onConfirm={() => {
          if (!pagando) return;
          const pedido = ZPagamentoSave.safeParse(pagamentoPagoRequest(pagando, hoje));
          if (!pedido.success) {
            const motivo = pedido.error.issues[0]?.message;
            enqueueSnackbar(`${PAGAMENTO_UI_MESSAGES.erroAlterar}${motivo ? ` ${motivo}` : ''}`, {
              variant: 'error',
            });
            setPagando(null);
            return;
          }
          salvar.mutate(
            { id: pagando.id, body: pedido.data },
            {
              onSuccess: () => enqueueSnackbar(PAGAMENTO_UI_MESSAGES.alterado, { variant: 'success' }),
              onError: (error) =>
                enqueueSnackbar(falhaComDetalhe(PAGAMENTO_UI_MESSAGES.erroAlterar, error), {
                  variant: 'error',
                }),
              onSettled: () => setPagando(null),
            },
          );
        }}
      />
      {comprovante ? (
        <ComprovanteDialog pagamento={comprovante} onClose={() => setComprovante(null)} />
      ) : null}
      {link ? <LinkPagarmeDialog pagamento={link} onClose={() => setLink(null)} /> : null}
      {cobranca ? <CobrancaDialog pagamento={cobranca} onClose={() => setCobranca(null)} /> : null}
      {reabrindo ? <ReabrirPagamentoDialog pagamento={reabrindo} onClose={() => setReabrindo(null)} /> : null}
      {substituindo ? (
        <SubstituirPagamentoDialog pagamento={substituindo} onClose={() => setSubstituindo(null)} />
      ) : null}
      {cobrandoSaldo ? <CobrarSaldoDialog venda={id} onClose={() => setCobrandoSaldo(false)} /> : null}
      {programando ? <ProgramarPagamentosDialog venda={id} onClose={() => setProgramando(false)} /> : null}
    </VendaLayout>
  );
}
