import PictureAsPdf from '@mui/icons-material/PictureAsPdf';
import RemoveShoppingCart from '@mui/icons-material/RemoveShoppingCart';
import Visibility from '@mui/icons-material/Visibility';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { COTACAO_MESSAGES, type CotacaoView } from '@skyler/domain/cotacoes';
import { formatDateTime, formatId } from '@skyler/domain/formatters-basicos';
import { ORCAMENTO_MESSAGES, TIPOS_ORCAMENTO } from '@skyler/domain/orcamentos-regras';
import { BENEFICIARIO_MESSAGES } from '@skyler/domain/passageiros';
import { sum } from '@skyler/domain/precos/dinheiro';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { errorMessage } from '../../../api/api-error.ts';
import { useOrcamentosVenda } from '../../../api/get-orcamentos-venda.ts';
import { useVenda } from '../../../api/get-venda.ts';
import { DescricaoCotacao, falhaComDetalhe, LinkOrcamento } from '../../../components/celulas-cotacao.tsx';
import { AcaoLinha } from '../../../components/data-table/acao-linha.tsx';
import { DataTable, type DataTableColumn } from '../../../components/data-table/data-table.tsx';
import { TABELA_COMPACTA } from '../../../components/data-table/tabela-compacta.ts';
import { ConfirmDialog } from '../../../components/dialogs/confirm-dialog.tsx';
import { Money } from '../../../components/money.tsx';
import { VendaLayout } from '../../../components/venda-layout.tsx';
import { pathTo } from '../../../config/routes.ts';
import { useSnackbar } from '../../../lib/toast.tsx';
import { PassageirosDoCarrinho } from '../../passageiros/index.ts';
import { BeneficiariosCotacao, FaturaDialog, useBeneficiariosDaVenda } from '../../servicos/index.ts';
import { useCarrinho, useRemoveCarrinho } from '../api/carrinho.ts';
import { CotacaoDialog } from '../components/cotacao-dialog.tsx';
import { PdfDialog } from '../components/pdf-dialog.tsx';

export const CARRINHO_TEXTS = {
  vazio: 'Carrinho vazio.',
  total: 'Total do carrinho (à vista)',
  remover: (id: number) => `Remover cotação ${formatId(id)} do carrinho`,
  ver: (id: number) => `Visualizar cotação ${formatId(id)}`,
  removerTitulo: 'Remover do carrinho',
  removerPergunta: (id: number) =>
    `Deseja remover a cotação ${formatId(id)} do carrinho? Ela volta a ser uma cotação do orçamento.`,
  erroCarregar: 'Erro ao carregar o carrinho.',
  carregandoBeneficiarios: 'Carregando beneficiários...',
  beneficiarios: 'Beneficiários',
  erroBeneficiarios: 'Erro ao carregar os beneficiários.',
  faturar: 'Faturar carrinho',
  pdf: 'Enviar proposta em PDF',
} as const;

/**
 * The sale's Carrinho tab (part 1 §4, §5): the quotes sent to the cart, their values, removal and the
 * total; each quote's beneficiaries; the cart's proposal PDF e-mailed to the client; and invoicing the cart.
 */
export function VendaCarrinhoPage() {
  const id = Number(useParams().id);
  const navigate = useNavigate();
  const { enqueueSnackbar } = useSnackbar();
  const venda = useVenda(id).data;
  const carrinho = useCarrinho(id);
  const beneficiarios = useBeneficiariosDaVenda(id);
  const [faturando, setFaturando] = useState(false);
  const [enviandoPdf, setEnviandoPdf] = useState(false);
  const emProposta = venda?.status === 'proposta';
  const orcamentos = useOrcamentosVenda(id);
  const remover = useRemoveCarrinho();
  const [paraRemover, setParaRemover] = useState<CotacaoView | null>(null);
  const [vendo, setVendo] = useState<CotacaoView | null>(null);
  const cotacoes = carrinho.data ?? [];
  const orcamentoDe = (c: CotacaoView) => orcamentos.data?.find((o) => o.id === c.orcamento) ?? null;
  const vendoOrcamento = vendo ? orcamentoDe(vendo) : null;
  const beneficiariosDe = (c: CotacaoView) => beneficiarios.data?.find((b) => b.cotacao === c.id);
  const abrirFatura = () => {
    const completos = cotacoes.every((c) => {
      const dados = beneficiariosDe(c);
      return dados !== undefined && dados.beneficiarios.length === dados.quantidade;
    });
    if (!completos) {
      enqueueSnackbar(BENEFICIARIO_MESSAGES.incompletos, { variant: 'error' });
      return;
    }
    setFaturando(true);
  };

  const columns: DataTableColumn<CotacaoView>[] = [
    { key: 'id', header: 'ID', render: (c) => formatId(c.id) },
    {
      key: 'orcamento',
      header: 'Orçamento',
      render: (c) => <LinkOrcamento cotacao={c} orcamento={orcamentoDe(c)} />,
    },
    { key: 'servico', header: 'Serviço', render: (c) => TIPOS_ORCAMENTO.label(c.tipo_servico) },
    {
      key: 'descricao',
      header: 'Descrição',
      render: (c) => <DescricaoCotacao cotacao={c} />,
    },
    { key: 'carrinho_em', header: 'No carrinho desde', render: (c) => formatDateTime(c.carrinho_em) },
    { key: 'custo', header: 'Custo total', align: 'right', render: (c) => <Money value={c.custo_total} /> },
    { key: 'ajuste', header: 'Ajuste', align: 'right', render: (c) => <Money value={c.valor_ajuste} /> },
    {
      key: 'avista',
      header: 'À vista (Pix)',
      align: 'right',
      render: (c) => <Money value={c.valor_final} />,
    },
    {
      key: 'acoes',
      header: 'Ações',
      layout: 'nowrap',
      render: (c) => (
        <Box sx={{ display: 'flex', whiteSpace: 'nowrap' }}>
          {orcamentoDe(c) ? (
            <AcaoLinha label={CARRINHO_TEXTS.ver(c.id)} onClick={() => setVendo(c)}>
              <Visibility fontSize="small" />
            </AcaoLinha>
          ) : null}
          <AcaoLinha label={CARRINHO_TEXTS.remover(c.id)} onClick={() => setParaRemover(c)}>
            <RemoveShoppingCart fontSize="small" />
          </AcaoLinha>
        </Box>
      ),
    },
  ];

  return (
    <VendaLayout current="venda-carrinho">
      {carrinho.isError ? (
        <Alert severity="error">{errorMessage(carrinho.error, CARRINHO_TEXTS.erroCarregar)}</Alert>
      ) : (
        <>
          <Box sx={TABELA_COMPACTA}>
            <DataTable
              columns={columns}
              rows={cotacoes}
              loading={carrinho.isLoading}
              emptyText={CARRINHO_TEXTS.vazio}
              aria-label="Carrinho"
            />
          </Box>
          {cotacoes.length > 0 ? (
            <>
              <Paper
                variant="outlined"
                sx={{ mt: 1, px: 2, py: 1.5, display: 'flex', justifyContent: 'flex-end', gap: 2 }}
              >
                <Typography component="span" sx={{ fontWeight: 600 }}>
                  {CARRINHO_TEXTS.total}
                </Typography>
                <Typography component="span" sx={{ fontWeight: 600 }} data-testid="total-carrinho">
                  <Money value={sum(cotacoes.map((c) => c.valor_final))} />
                </Typography>
              </Paper>
              <PassageirosDoCarrinho venda={id} editavel={emProposta} />
              <Typography variant="h6" component="h2" sx={{ mt: 3, mb: 1 }}>
                {CARRINHO_TEXTS.beneficiarios}
              </Typography>
              {beneficiarios.isError ? (
                <Alert severity="error" sx={{ mb: 1 }}>
                  {errorMessage(beneficiarios.error, CARRINHO_TEXTS.erroBeneficiarios)}
                </Alert>
              ) : null}
              {beneficiarios.isLoading ? (
                <Typography color="text.secondary">{CARRINHO_TEXTS.carregandoBeneficiarios}</Typography>
              ) : null}
              <Stack spacing={2}>
                {(beneficiarios.data ? cotacoes : []).map((c) => (
                  <BeneficiariosCotacao
                    key={c.id}
                    venda={id}
                    cotacao={c}
                    dados={beneficiariosDe(c)}
                    editavel={emProposta}
                  />
                ))}
              </Stack>
              <Stack direction="row" spacing={2} sx={{ justifyContent: 'flex-end', mt: 2 }}>
                <Button
                  variant="outlined"
                  size="large"
                  startIcon={<PictureAsPdf />}
                  onClick={() => setEnviandoPdf(true)}
                >
                  {CARRINHO_TEXTS.pdf}
                </Button>
                <Button
                  variant="contained"
                  size="large"
                  disabled={!emProposta || beneficiarios.isLoading}
                  onClick={abrirFatura}
                >
                  {CARRINHO_TEXTS.faturar}
                </Button>
              </Stack>
            </>
          ) : null}
        </>
      )}
      {orcamentos.isError ? (
        <Alert severity="warning" sx={{ mt: 1 }}>
          {ORCAMENTO_MESSAGES.erroCarregar}
        </Alert>
      ) : null}
      <ConfirmDialog
        open={paraRemover !== null}
        title={CARRINHO_TEXTS.removerTitulo}
        message={paraRemover ? CARRINHO_TEXTS.removerPergunta(paraRemover.id) : null}
        confirmColor="error"
        loading={remover.isPending}
        onCancel={() => setParaRemover(null)}
        onConfirm={() => {
          if (!paraRemover) return;
          remover.mutate(
            { venda: id, cotacao: paraRemover.id },
            {
              onSuccess: () => enqueueSnackbar(COTACAO_MESSAGES.removidaCarrinho, { variant: 'success' }),
              onError: (error) =>
                enqueueSnackbar(falhaComDetalhe(COTACAO_MESSAGES.naoRemovidaCarrinho, error), {
                  variant: 'error',
                }),
              onSettled: () => setParaRemover(null),
            },
          );
        }}
      />
      {faturando ? (
        <FaturaDialog
          open
          venda={id}
          cotacoes={cotacoes}
          responsavelPadrao={{ cliente: venda?.cliente ?? null, empresa: venda?.cliente_empresa ?? null }}
          onClose={() => setFaturando(false)}
          onFaturado={() => {
            setFaturando(false);
            navigate(pathTo('venda-servicos', { id }));
          }}
        />
      ) : null}
      {enviandoPdf ? (
        <PdfDialog
          open
          venda={id}
          cotacoes={cotacoes}
          selecionadasIniciais={cotacoes.map((c) => c.id)}
          onClose={() => setEnviandoPdf(false)}
        />
      ) : null}
      {vendo && vendoOrcamento ? (
        <CotacaoDialog
          open
          orcamento={vendoOrcamento}
          cotacao={vendo}
          somenteLeitura
          onClose={() => setVendo(null)}
        />
      ) : null}
    </VendaLayout>
  );
}
