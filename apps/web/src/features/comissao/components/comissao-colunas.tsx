import Link from '@mui/material/Link';
import type { EmissaoComissao, EmissaoComissaoParticipante } from '@skyler/domain/comissao';
import { TIPOS_EMISSAO } from '@skyler/domain/emissoes';
import { formatDateTime, formatId, formatMoney } from '@skyler/domain/formatters';
import { Link as RouterLink } from 'react-router';
import type { DataTableColumn } from '../../../components/data-table/data-table.tsx';
import { pathTo } from '../../../config/routes.ts';
import { codigoEmissao, MarcadorTempo, nomeOuTraco } from '../../emissoes/index.ts';

type Linha = EmissaoComissaoParticipante;
type Coluna<T> = DataTableColumn<T>;

/** `3.00` → `3,00%`; none → `-`. */
export const textoPorcentagem = (pct: string | null) => (pct === null ? '-' : `${pct.replace('.', ',')}%`);

/** A participant's rate with the amount it gives next to it: `3,00% · R$ 37,04`. */
export const textoComissao = (pct: string | null, valor: string | null) =>
  pct === null ? '-' : `${textoPorcentagem(pct)} · ${formatMoney(valor)}`;

const coluna = {
  id: { key: 'id', header: 'ID Emissão', render: (e: Linha) => codigoEmissao(e.id) },
  venda: {
    key: 'venda',
    header: 'Venda',
    render: (e: Linha) => (
      <Link component={RouterLink} to={pathTo('venda-info', { id: e.venda.id })}>
        {formatId(e.venda.id)}
      </Link>
    ),
  },
  consultor: { key: 'consultor', header: 'Consultor', render: (e: Linha) => nomeOuTraco(e.consultor) },
  cotador: { key: 'cotador', header: 'Cotador', render: (e: Linha) => nomeOuTraco(e.cotador) },
  emissor: { key: 'emissor', header: 'Emissor', render: (e: Linha) => nomeOuTraco(e.emissor) },
  cliente: {
    key: 'cliente',
    header: 'Cliente',
    render: (e: Linha) => e.venda.cliente_empresa?.nome ?? nomeOuTraco(e.venda.cliente),
    layout: 'wrap' as const,
  },
  conclusao: {
    key: 'conclusao',
    header: 'Data de Conclusão',
    render: (e: Linha) => formatDateTime(e.data_hora_emissao),
  },
  criacao: {
    key: 'criacao',
    header: 'Data de Criação',
    render: (e: Linha) => formatDateTime(e.created_at),
    hideBelow: 'xl' as const,
  },
  tipo: {
    key: 'tipo',
    header: 'Tipo',
    render: (e: Linha) => TIPOS_EMISSAO.label(e.tipo),
    hideBelow: 'xl' as const,
  },
  cotacao: {
    key: 'cotacao',
    header: 'Cotação',
    hideBelow: 'xl' as const,
    render: (e: Linha) => (
      <Link
        component={RouterLink}
        to={pathTo('orcamento', { id: e.servico.orcamento })}
        aria-label={`Cotação ${formatId(e.servico.cotacao)} do orçamento ${formatId(e.servico.orcamento)}`}
      >
        {formatId(e.servico.cotacao)}
      </Link>
    ),
  },
} satisfies Record<string, Coluna<Linha>>;

const tempo = (agora: Date): Coluna<Linha> => ({
  key: 'tempo',
  header: 'Tempo',
  hideBelow: 'xl',
  render: (e) => <MarcadorTempo emissao={e} agora={agora} />,
});

/** A participant's name, in the row's detail below 1536 px: the rates and amounts stay in the row. */
const nomeNoDetalhe = (c: Coluna<Linha>): Coluna<Linha> => ({ ...c, hideBelow: 'xl' });

/** The columns for the comissao department (part 2 §2), each rate with its amount. */
export function colunasComissao(agora: Date): Coluna<EmissaoComissao>[] {
  return [
    coluna.id,
    coluna.venda,
    { key: 'valor_base', header: 'Valor Base', align: 'right', render: (e) => formatMoney(e.valor_base) },
    nomeNoDetalhe(coluna.consultor),
    {
      key: 'pct_consultor',
      header: '% Consultor',
      render: (e) => textoComissao(e.pct_consultor, e.valor_consultor),
    },
    nomeNoDetalhe(coluna.cotador),
    { key: 'pct_cotador', header: '% Cotador', render: (e) => textoComissao(e.pct_cotador, e.valor_cotador) },
    nomeNoDetalhe(coluna.emissor),
    { key: 'pct_emissor', header: '% Emissor', render: (e) => textoComissao(e.pct_emissor, e.valor_emissor) },
    coluna.cliente,
    coluna.conclusao,
    coluna.criacao,
    coluna.tipo,
    tempo(agora),
    coluna.cotacao,
  ];
}

/** The reduced columns everyone else sees (part 2 §2). */
export function colunasParticipante(agora: Date): Coluna<Linha>[] {
  return [
    coluna.id,
    coluna.venda,
    coluna.emissor,
    coluna.cotador,
    coluna.consultor,
    coluna.cliente,
    coluna.conclusao,
    coluna.criacao,
    coluna.tipo,
    tempo(agora),
    coluna.cotacao,
  ];
}
