import AddShoppingCart from '@mui/icons-material/AddShoppingCart';
import Archive from '@mui/icons-material/Archive';
import ContentCopy from '@mui/icons-material/ContentCopy';
import Edit from '@mui/icons-material/Edit';
import History from '@mui/icons-material/History';
import Storefront from '@mui/icons-material/Storefront';
import Visibility from '@mui/icons-material/Visibility';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { nomeCompleto } from '@skyler/domain/contatos';
import {
  COTACAO_MESSAGES,
  type CotacaoSaveInput,
  type CotacaoView,
  podeArquivarCotacao,
  TIPOS_COTACAO,
} from '@skyler/domain/cotacoes';
import { EMPTY_DISPLAY, formatDate, formatId, formatTime, toDecimal } from '@skyler/domain/formatters';
import type { Orcamento } from '@skyler/domain/orcamentos';
import {
  avisoCotacaoAnterior,
  cotacaoAnteriorAAlteracao,
  orcamentoAberto,
  TIPOS_ORCAMENTO,
} from '@skyler/domain/orcamentos-regras';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { errorMessage } from '../../../api/api-error.ts';
import {
  COR_TEXTO_LUCRO,
  DescricaoCotacao,
  falhaComDetalhe,
  LinkOrcamento,
} from '../../../components/celulas-cotacao.tsx';
import { AcaoLinha } from '../../../components/data-table/acao-linha.tsx';
import { DataTable, type DataTableColumn } from '../../../components/data-table/data-table.tsx';
import { TABELA_COMPACTA } from '../../../components/data-table/tabela-compacta.ts';
import { ConfirmDialog } from '../../../components/dialogs/confirm-dialog.tsx';
import { Money } from '../../../components/money.tsx';
import { StatusChip } from '../../../components/status-chip.tsx';
import { useSnackbar } from '../../../lib/toast.tsx';
import { useArquivarCotacao } from '../api/arquivar-cotacao.ts';
import { useAddCarrinho } from '../api/carrinho.ts';
import { invalidateCotacoes } from '../api/cotacoes-keys.ts';
import { copiaDaCotacao } from './copiar-cotacao.ts';
import { CotacaoDialog } from './cotacao-dialog.tsx';
import { FornecedoresCotacaoDialog } from './fornecedores-cotacao-dialog.tsx';

export type CotacoesTableProps = {
  cotacoes: readonly CotacaoView[];
  /** the request of the quotes, when they are one request's (its status hides copy and archive) */
  orcamento?: Orcamento | null;
  /**
   * the requests the quotes answer, when they are several requests' (a sale's): adds the request column
   * with its link, and each row's request decides its actions
   */
  orcamentos?: readonly Orcamento[] | null;
  /** chosen quotes, for the PDF export */
  selecionadas?: readonly number[];
  onSelecionadasChange?: (ids: number[]) => void;
  loading?: boolean;
  emptyText?: string;
  'aria-label'?: string;
};

export const COTACOES_TABLE_TEXTS = {
  vazio: 'Nenhuma cotação para esse orçamento.',
  carrinhoTitulo: 'Enviar para o carrinho',
  carrinhoPergunta: (id: number) => `Deseja enviar a cotação ${formatId(id)} para o carrinho?`,
  carrinhoNao: 'Não',
  arquivarTitulo: 'Arquivar cotação',
  arquivarPergunta: (id: number) =>
    `Deseja realmente arquivar a cotação ${formatId(id)}? Ela deixa de aparecer nas listas de cotações.`,
  arquivarConfirmar: 'Arquivar',
  erroCarrinho: 'Não foi possível enviar a cotação para o carrinho.',
  noCarrinho: 'No carrinho',
  faturada: 'Faturada',
} as const;

export const acaoCotacao = {
  carrinho: (id: number) => `Enviar cotação ${formatId(id)} para o carrinho`,
  ver: (id: number) => `Visualizar cotação ${formatId(id)}`,
  editar: (id: number) => `Editar cotação ${formatId(id)}`,
  arquivar: (id: number) => `Arquivar cotação ${formatId(id)}`,
  copiar: (id: number) => `Copiar cotação ${formatId(id)}`,
  fornecedores: (id: number, quantidade: number) => `Fornecedores da cotação ${formatId(id)}: ${quantidade}`,
  selecionar: (id: number) => `Selecionar cotação ${formatId(id)}`,
};

type Aberta =
  | { modo: 'ver' | 'editar'; cotacao: CotacaoView }
  | { modo: 'copiar'; cotacao: CotacaoView; inicial: Partial<CotacaoSaveInput> };

/** '23,5 %' */
function formatPorcentagem(valor: string): string {
  const numero = toDecimal(valor);
  if (numero === null) return EMPTY_DISPLAY;
  return `${numero.toDecimalPlaces(2).toString().replace('.', ',')} %`;
}

/** The cash value with the quote's profit under it, in the profit's colour (part 1 §9). */
function ValorAVista({ cotacao }: { cotacao: CotacaoView }) {
  return (
    <Box sx={{ whiteSpace: 'nowrap' }}>
      <Money value={cotacao.valor_final} />
      <Typography
        variant="caption"
        component="div"
        sx={{ color: COR_TEXTO_LUCRO[cotacao.cor_lucro], fontWeight: 600 }}
        title="Lucro sobre o valor à vista"
      >
        Lucro {formatPorcentagem(cotacao.lucro_porcentagem)}
      </Typography>
    </Box>
  );
}

/**
 * Under a quote made before its request's last edit: it answers what the request asked then (decision 0075).
 * The icon takes the warning colour; the text keeps the body's, readable at its small size.
 */
function AvisoCotacaoAnterior({ cotacao, orcamento }: { cotacao: CotacaoView; orcamento: Orcamento | null }) {
  if (!orcamento?.alterado_em || !cotacaoAnteriorAAlteracao(cotacao, orcamento)) return null;
  return (
    <Typography
      variant="caption"
      component="div"
      sx={{ display: 'flex', alignItems: 'center', gap: 0.5, mt: 0.5, fontWeight: 600 }}
    >
      <History fontSize="inherit" sx={{ color: 'warning.main' }} aria-hidden />
      {avisoCotacaoAnterior(orcamento.alterado_em)}
    </Typography>
  );
}

/** The quote table (part 1 §2): columns, the suppliers popup and the actions cart, view, archive, copy. */
export function CotacoesTable({
  cotacoes,
  orcamento = null,
  orcamentos = null,
  selecionadas,
  onSelecionadasChange,
  loading = false,
  emptyText = COTACOES_TABLE_TEXTS.vazio,
  'aria-label': ariaLabel = 'Cotações',
}: CotacoesTableProps) {
  const { enqueueSnackbar } = useSnackbar();
  const client = useQueryClient();
  const addCarrinho = useAddCarrinho();
  const arquivar = useArquivarCotacao();
  const [paraCarrinho, setParaCarrinho] = useState<CotacaoView | null>(null);
  const [paraArquivar, setParaArquivar] = useState<CotacaoView | null>(null);
  const [fornecedoresDe, setFornecedoresDe] = useState<CotacaoView | null>(null);
  const [aberta, setAberta] = useState<Aberta | null>(null);

  const orcamentoDe = (cotacao: CotacaoView): Orcamento | null =>
    orcamento ?? orcamentos?.find((o) => o.id === cotacao.orcamento) ?? null;

  const escolhidas = new Set(selecionadas ?? []);
  const alternar = (id: number, marcada: boolean) => {
    const ids = cotacoes.map((c) => c.id).filter((c) => (c === id ? marcada : escolhidas.has(c)));
    onSelecionadasChange?.(ids);
  };
  const todasMarcadas = cotacoes.length > 0 && cotacoes.every((c) => escolhidas.has(c.id));

  const selecionavel = Boolean(onSelecionadasChange);
  const columns: DataTableColumn<CotacaoView>[] = [
    {
      key: 'id',
      header: selecionavel ? (
        <Box sx={{ display: 'flex', alignItems: 'center' }}>
          <Checkbox
            size="small"
            checked={todasMarcadas}
            indeterminate={!todasMarcadas && cotacoes.some((c) => escolhidas.has(c.id))}
            onChange={(event) =>
              onSelecionadasChange?.(event.target.checked ? cotacoes.map((c) => c.id) : [])
            }
            slotProps={{ input: { 'aria-label': 'Selecionar todas as cotações' } }}
            sx={{ ml: -1 }}
          />
          ID
        </Box>
      ) : (
        'ID'
      ),
      layout: 'nowrap',
      render: (c) => (
        <Box sx={{ display: 'flex', alignItems: 'center' }}>
          {selecionavel ? (
            <Checkbox
              size="small"
              checked={escolhidas.has(c.id)}
              onChange={(event) => alternar(c.id, event.target.checked)}
              slotProps={{ input: { 'aria-label': acaoCotacao.selecionar(c.id) } }}
              sx={{ ml: -1 }}
            />
          ) : null}
          <Box>
            {formatId(c.id)}
            {c.status === 'carrinho' ? (
              <Box sx={{ mt: 0.5 }}>
                <StatusChip label={COTACOES_TABLE_TEXTS.noCarrinho} color="laranja" />
              </Box>
            ) : null}
            {c.status === 'fatura' ? (
              <Box sx={{ mt: 0.5 }}>
                <StatusChip label={COTACOES_TABLE_TEXTS.faturada} color="verde" />
              </Box>
            ) : null}
          </Box>
        </Box>
      ),
    },
    // the date, the quoter and the suppliers are read in the quote itself: they make room on narrow screens
    // for the cost, the adjustment and the type (decision 0056)
    {
      key: 'data',
      header: 'Data',
      layout: 'nowrap',
      hideBelow: 'xl',
      render: (c) => (
        <>
          {formatDate(c.data_hora_cotacao)}
          <Typography variant="caption" component="div" color="text.secondary">
            {formatTime(c.data_hora_cotacao)}
          </Typography>
        </>
      ),
    },
    ...(orcamentos
      ? [
          {
            key: 'orcamento',
            header: 'Orçamento',
            render: (c: CotacaoView) => <LinkOrcamento cotacao={c} orcamento={orcamentoDe(c)} />,
          } satisfies DataTableColumn<CotacaoView>,
        ]
      : []),
    { key: 'servico', header: 'Serviço', render: (c) => TIPOS_ORCAMENTO.label(c.tipo_servico) },
    {
      key: 'descricao',
      header: 'Descrição',
      render: (c) => (
        <>
          <DescricaoCotacao cotacao={c} />
          <AvisoCotacaoAnterior cotacao={c} orcamento={orcamentoDe(c)} />
        </>
      ),
    },
    {
      key: 'custo',
      header: 'Custo total',
      align: 'right',
      layout: 'nowrap',
      render: (c) => <Money value={c.custo_total} />,
    },
    {
      key: 'ajuste',
      header: 'Ajuste',
      align: 'right',
      layout: 'nowrap',
      render: (c) => <Money value={c.valor_ajuste} />,
    },
    {
      key: 'avista',
      header: 'À vista (Pix)',
      align: 'right',
      layout: 'nowrap',
      render: (c) => <ValorAVista cotacao={c} />,
    },
    {
      key: 'cotado_por',
      header: 'Cotado por',
      hideBelow: 'xl',
      render: (c) => nomeCompleto(c.cotado_por) || EMPTY_DISPLAY,
    },
    { key: 'tipo', header: 'Tipo', render: (c) => TIPOS_COTACAO.label(c.tipo_cotacao) },
    {
      key: 'fornecedores',
      header: 'Fornecedores',
      hideBelow: 'xl',
      align: 'center',
      layout: 'nowrap',
      render: (c) => (
        <Tooltip title={acaoCotacao.fornecedores(c.id, c.fornecedores.length)}>
          <Button
            size="small"
            variant="outlined"
            onClick={() => setFornecedoresDe(c)}
            aria-label={acaoCotacao.fornecedores(c.id, c.fornecedores.length)}
            startIcon={<Storefront fontSize="small" />}
            sx={{ minWidth: 0 }}
          >
            {c.fornecedores.length}
          </Button>
        </Tooltip>
      ),
    },
    {
      key: 'acoes',
      header: 'Ações',
      layout: 'nowrap',
      render: (c) => {
        const o = orcamentoDe(c);
        const aberto = o ? orcamentoAberto(o) : false;
        const editavel = c.status === 'orcamento' && !c.archived_at;
        return (
          <Box sx={{ display: 'flex', whiteSpace: 'nowrap' }}>
            {c.pode_ir_carrinho ? (
              <AcaoLinha label={acaoCotacao.carrinho(c.id)} onClick={() => setParaCarrinho(c)}>
                <AddShoppingCart fontSize="small" />
              </AcaoLinha>
            ) : null}
            {o ? (
              <AcaoLinha label={acaoCotacao.ver(c.id)} onClick={() => setAberta({ modo: 'ver', cotacao: c })}>
                <Visibility fontSize="small" />
              </AcaoLinha>
            ) : null}
            {o && editavel ? (
              <AcaoLinha
                label={acaoCotacao.editar(c.id)}
                onClick={() => setAberta({ modo: 'editar', cotacao: c })}
              >
                <Edit fontSize="small" />
              </AcaoLinha>
            ) : null}
            {aberto && podeArquivarCotacao(c) && !c.archived_at ? (
              <AcaoLinha label={acaoCotacao.arquivar(c.id)} onClick={() => setParaArquivar(c)}>
                <Archive fontSize="small" />
              </AcaoLinha>
            ) : null}
            {aberto ? (
              <AcaoLinha
                label={acaoCotacao.copiar(c.id)}
                onClick={() => setAberta({ modo: 'copiar', cotacao: c, inicial: copiaDaCotacao(c) })}
              >
                <ContentCopy fontSize="small" />
              </AcaoLinha>
            ) : null}
          </Box>
        );
      },
    },
  ];

  const dialogOrcamento = aberta ? orcamentoDe(aberta.cotacao) : null;

  return (
    <>
      <Box sx={TABELA_COMPACTA}>
        <DataTable
          columns={columns}
          rows={cotacoes}
          loading={loading}
          emptyText={emptyText}
          aria-label={ariaLabel}
        />
      </Box>
      <FornecedoresCotacaoDialog cotacao={fornecedoresDe} onClose={() => setFornecedoresDe(null)} />
      <ConfirmDialog
        open={paraCarrinho !== null}
        title={COTACOES_TABLE_TEXTS.carrinhoTitulo}
        message={paraCarrinho ? COTACOES_TABLE_TEXTS.carrinhoPergunta(paraCarrinho.id) : null}
        cancelLabel={COTACOES_TABLE_TEXTS.carrinhoNao}
        confirmLabel={COTACAO_MESSAGES.confirmarCarrinho}
        loading={addCarrinho.isPending}
        onCancel={() => setParaCarrinho(null)}
        onConfirm={() => {
          if (!paraCarrinho) return;
          addCarrinho.mutate(
            { venda: paraCarrinho.venda, cotacao: paraCarrinho.id },
            {
              onSuccess: () => enqueueSnackbar(COTACAO_MESSAGES.enviadaCarrinho, { variant: 'success' }),
              onError: (error) =>
                enqueueSnackbar(errorMessage(error, COTACOES_TABLE_TEXTS.erroCarrinho), { variant: 'error' }),
              onSettled: () => setParaCarrinho(null),
            },
          );
        }}
      />
      <ConfirmDialog
        open={paraArquivar !== null}
        title={COTACOES_TABLE_TEXTS.arquivarTitulo}
        message={paraArquivar ? COTACOES_TABLE_TEXTS.arquivarPergunta(paraArquivar.id) : null}
        confirmLabel={COTACOES_TABLE_TEXTS.arquivarConfirmar}
        confirmColor="error"
        loading={arquivar.isPending}
        onCancel={() => setParaArquivar(null)}
        onConfirm={() => {
          if (!paraArquivar) return;
          arquivar.mutate(
            { id: paraArquivar.id },
            {
              onSuccess: () => enqueueSnackbar(COTACAO_MESSAGES.arquivada, { variant: 'success' }),
              onError: (error) =>
                enqueueSnackbar(falhaComDetalhe(COTACAO_MESSAGES.erroArquivar, error), { variant: 'error' }),
              onSettled: () => setParaArquivar(null),
            },
          );
        }}
      />
      {aberta && dialogOrcamento ? (
        <CotacaoDialog
          open
          orcamento={dialogOrcamento}
          cotacao={aberta.modo === 'copiar' ? null : aberta.cotacao}
          inicial={aberta.modo === 'copiar' ? aberta.inicial : null}
          somenteLeitura={aberta.modo === 'ver'}
          onClose={(salva) => {
            setAberta(null);
            if (salva) void invalidateCotacoes(client);
          }}
        />
      ) : null}
    </>
  );
}
