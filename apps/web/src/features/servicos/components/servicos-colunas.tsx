import Block from '@mui/icons-material/Block';
import Groups from '@mui/icons-material/Groups';
import PictureAsPdf from '@mui/icons-material/PictureAsPdf';
import ReceiptLong from '@mui/icons-material/ReceiptLong';
import Visibility from '@mui/icons-material/Visibility';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Tooltip from '@mui/material/Tooltip';
import { nomeCompleto } from '@skyler/domain/contatos';
import { formatDateTime, formatId } from '@skyler/domain/formatters-basicos';
import { TIPOS_ORCAMENTO } from '@skyler/domain/orcamentos-regras';
import { podeCancelarServico, podeFaturarServico, type ServicoView } from '@skyler/domain/servicos';
import { Link as RouterLink } from 'react-router';
import { AcaoLinha } from '../../../components/data-table/acao-linha.tsx';
import type { DataTableColumn } from '../../../components/data-table/data-table.tsx';
import { Money } from '../../../components/money.tsx';
import { pathTo } from '../../../config/routes.ts';
import { clienteDoServico, condicaoDoServico } from '../lib/servico-texto.ts';
import { ServicoStatusChip } from './servico-status-chip.tsx';

export const ACOES_SERVICO = {
  detalhes: (id: number) => `Detalhes do serviço ${formatId(id)}`,
  cancelar: (id: number) => `Cancelar serviço ${formatId(id)}`,
  faturar: (id: number) => `Faturar serviço ${formatId(id)}`,
  beneficiarios: (id: number) => `Beneficiários do serviço ${formatId(id)}`,
  fatura: (id: number) => `Fatura (PDF) do serviço ${formatId(id)}`,
} as const;

export type AcoesServico = {
  onDetalhes?: (servico: ServicoView) => void;
  onCancelar?: (servico: ServicoView) => void;
  onFaturar?: (servico: ServicoView) => void;
  onBeneficiarios?: (servico: ServicoView) => void;
};

type Coluna =
  | 'id'
  | 'venda'
  | 'cliente'
  | 'consultor'
  | 'cotacao'
  | 'tipo'
  | 'status'
  | 'pagamento'
  | 'total'
  | 'pago'
  | 'custo_milhas'
  | 'beneficiarios'
  | 'criado'
  | 'acoes';

export const CUSTO_MILHAS_TEXTS = {
  titulo: 'Custo milhas/wallet',
  milhas: 'Milhas',
  wallet: 'Wallet',
} as const;

/** The miles and wallet cost of a service in `emissao` (part 1 §4); '-' in any other status. */
export function CustoMilhas({ servico }: { servico: Pick<ServicoView, 'custo_milhas'> }) {
  const custo = servico.custo_milhas;
  if (!custo || (custo.milha === null && custo.wallet === null)) return '-';
  return (
    <>
      {custo.milha !== null ? (
        <div>
          {`${CUSTO_MILHAS_TEXTS.milhas}: `}
          <Money value={custo.milha} />
        </div>
      ) : null}
      {custo.wallet !== null ? (
        <div>
          {`${CUSTO_MILHAS_TEXTS.wallet}: `}
          <Money value={custo.wallet} />
        </div>
      ) : null}
    </>
  );
}

const nomesBeneficiarios = (s: ServicoView) =>
  s.beneficiarios.length === 0 ? '-' : s.beneficiarios.map((b) => nomeCompleto(b.contato)).join(', ');

/**
 * The services' columns, in the order asked; `acoes` holds the buttons of the handlers given. The consultant,
 * quote, type, miles cost, beneficiaries and creation wait for 1536 px; below, they are in the row's detail.
 */
export function colunasServico(
  colunas: readonly Coluna[],
  acoes: AcoesServico = {},
): DataTableColumn<ServicoView>[] {
  const todas: Record<Coluna, DataTableColumn<ServicoView>> = {
    id: { key: 'id', header: 'ID', render: (s) => formatId(s.id) },
    venda: {
      key: 'venda',
      header: 'Venda',
      render: (s) => (
        <Link component={RouterLink} to={pathTo('venda-info', { id: s.venda.id })}>
          {formatId(s.venda.id)}
        </Link>
      ),
    },
    cliente: { key: 'cliente', header: 'Cliente', render: clienteDoServico },
    consultor: {
      key: 'consultor',
      header: 'Consultor',
      render: (s) => nomeCompleto(s.venda.consultor) || '-',
      hideBelow: 'xl',
    },
    cotacao: {
      key: 'cotacao',
      header: 'Cotação',
      render: (s) => `${formatId(s.cotacao.id)} · ${s.cotacao.descricao}`,
      layout: 'wrap',
      hideBelow: 'xl',
    },
    tipo: {
      key: 'tipo',
      header: 'Tipo',
      render: (s) => TIPOS_ORCAMENTO.label(s.cotacao.tipo_servico),
      hideBelow: 'xl',
    },
    status: { key: 'status', header: 'Status', render: (s) => <ServicoStatusChip status={s.status} /> },
    pagamento: { key: 'pagamento', header: 'Pagamento', render: condicaoDoServico },
    total: { key: 'total', header: 'Total', align: 'right', render: (s) => <Money value={s.valor_total} /> },
    pago: { key: 'pago', header: 'Pago', align: 'right', render: (s) => <Money value={s.valor_pago} /> },
    custo_milhas: {
      key: 'custo_milhas',
      header: CUSTO_MILHAS_TEXTS.titulo,
      align: 'right',
      render: (s) => <CustoMilhas servico={s} />,
      hideBelow: 'xl',
    },
    beneficiarios: {
      key: 'beneficiarios',
      header: 'Beneficiários',
      render: nomesBeneficiarios,
      layout: 'wrap',
      hideBelow: 'xl',
    },
    criado: {
      key: 'criado',
      header: 'Criado em',
      render: (s) => formatDateTime(s.created_at),
      hideBelow: 'xl',
    },
    acoes: {
      key: 'acoes',
      header: 'Ações',
      layout: 'nowrap',
      render: (s) => (
        <Box sx={{ display: 'flex', whiteSpace: 'nowrap' }}>
          {acoes.onDetalhes ? (
            <AcaoLinha label={ACOES_SERVICO.detalhes(s.id)} onClick={() => acoes.onDetalhes?.(s)}>
              <Visibility fontSize="small" />
            </AcaoLinha>
          ) : null}
          {acoes.onBeneficiarios ? (
            <AcaoLinha label={ACOES_SERVICO.beneficiarios(s.id)} onClick={() => acoes.onBeneficiarios?.(s)}>
              <Groups fontSize="small" />
            </AcaoLinha>
          ) : null}
          {acoes.onFaturar ? (
            <AcaoLinha
              label={ACOES_SERVICO.faturar(s.id)}
              color="primary"
              disabled={!podeFaturarServico(s)}
              onClick={() => acoes.onFaturar?.(s)}
            >
              <ReceiptLong fontSize="small" />
            </AcaoLinha>
          ) : null}
          {acoes.onCancelar ? (
            <AcaoLinha
              label={ACOES_SERVICO.cancelar(s.id)}
              color="error"
              disabled={!podeCancelarServico(s)}
              onClick={() => acoes.onCancelar?.(s)}
            >
              <Block fontSize="small" />
            </AcaoLinha>
          ) : null}
          {s.fatura_pdf_url ? (
            <Tooltip title={ACOES_SERVICO.fatura(s.id)}>
              <IconButton
                size="small"
                component="a"
                href={s.fatura_pdf_url}
                target="_blank"
                rel="noopener"
                aria-label={ACOES_SERVICO.fatura(s.id)}
              >
                <PictureAsPdf fontSize="small" />
              </IconButton>
            </Tooltip>
          ) : null}
        </Box>
      ),
    },
  };
  return colunas.map((coluna) => todas[coluna]);
}
