import Box from '@mui/material/Box';
import {
  type Beneficiario,
  LISTAS_DO_CLIENTE_MESSAGES,
  SERVICOS_PAGE_LINKS,
  type ServicoView,
} from '@skyler/domain/servicos';
import { useState } from 'react';
import { DataTable, type DataTableColumn } from '../../../components/data-table/data-table.tsx';
import { TABELA_COMPACTA } from '../../../components/data-table/tabela-compacta.ts';
import { usePagedQuery } from '../../../components/data-table/use-paged-query.ts';
import { colunasBeneficiario } from './lista-beneficiarios.tsx';
import { ServicoDetalhesDialog } from './servico-detalhes-dialog.tsx';
import { colunasServico } from './servicos-colunas.tsx';

/** whose lists: a contact's (the sales' client) or a company's */
export type ClienteDasListas = { contato: number } | { empresa: number };

export const LISTAS_DO_CLIENTE_LABELS = {
  servicos: 'Serviços',
  'cotacoes-pagas': 'Cotações pagas',
  beneficiarios: 'Beneficiários',
} as const;
type Lista = keyof typeof LISTAS_DO_CLIENTE_LABELS;

/** `GET /api/contatos/{id}/{lista}/` or `/api/empresas/{id}/{lista}/` (part 2 §7) */
export function caminhoDaLista(cliente: ClienteDasListas, lista: Lista): string {
  return 'contato' in cliente
    ? `/api/contatos/${cliente.contato}/${lista}/`
    : `/api/empresas/${cliente.empresa}/${lista}/`;
}

function useLista<T, K extends string>(cliente: ClienteDasListas, lista: Lista, listKey: K) {
  // area `servicos`: whatever reloads the services lists reloads these
  return usePagedQuery<T, K>({
    area: 'servicos',
    path: caminhoDaLista(cliente, lista),
    listKey,
    filterKeys: [],
  });
}

function TabelaDeServicos({
  cliente,
  lista,
  listKey,
  colunas,
  vazio,
}: {
  cliente: ClienteDasListas;
  lista: 'servicos' | 'cotacoes-pagas';
  listKey: 'servicos' | 'cotacoes';
  /** the columns, given what opens a service's details */
  colunas: (onDetalhes: (servico: ServicoView) => void) => DataTableColumn<ServicoView>[];
  vazio: string;
}) {
  const [detalhes, setDetalhes] = useState<ServicoView | null>(null);
  const list = useLista<ServicoView, typeof listKey>(cliente, lista, listKey);
  return (
    <Box sx={TABELA_COMPACTA}>
      <DataTable
        aria-label={LISTAS_DO_CLIENTE_LABELS[lista]}
        columns={colunas(setDetalhes)}
        lista={list}
        visiblePages={SERVICOS_PAGE_LINKS}
        emptyText={vazio}
        onRowClick={setDetalhes}
      />
      <ServicoDetalhesDialog servico={detalhes} onClose={() => setDetalhes(null)} />
    </Box>
  );
}

/** Serviços of a contact or company: the services of its sales, newest first, with the details dialog. */
export function ServicosDoClienteAba({ cliente }: { cliente: ClienteDasListas }) {
  return (
    <TabelaDeServicos
      cliente={cliente}
      lista="servicos"
      listKey="servicos"
      colunas={(onDetalhes) =>
        colunasServico(['id', 'venda', 'cotacao', 'tipo', 'status', 'total', 'pago', 'criado', 'acoes'], {
          onDetalhes,
        })
      }
      vazio={LISTAS_DO_CLIENTE_MESSAGES.nenhumServico}
    />
  );
}

/** Cotações pagas: each quote through its service (decision 0057), the quote first. */
export function CotacoesPagasAba({ cliente }: { cliente: ClienteDasListas }) {
  return (
    <TabelaDeServicos
      cliente={cliente}
      lista="cotacoes-pagas"
      listKey="cotacoes"
      colunas={(onDetalhes) =>
        colunasServico(['cotacao', 'tipo', 'venda', 'id', 'status', 'total', 'pago', 'criado', 'acoes'], {
          onDetalhes,
        }).map((coluna) => (coluna.key === 'id' ? { ...coluna, header: 'Serviço' } : coluna))
      }
      vazio={LISTAS_DO_CLIENTE_MESSAGES.nenhumaCotacaoPaga}
    />
  );
}

/** Beneficiários: who travels on the client's services (part 2 §3: contato, servico, seat, baggage, room). */
export function BeneficiariosDoClienteAba({ cliente }: { cliente: ClienteDasListas }) {
  const list = useLista<Beneficiario, 'beneficiarios'>(cliente, 'beneficiarios', 'beneficiarios');
  return (
    <Box sx={TABELA_COMPACTA}>
      <DataTable
        aria-label={LISTAS_DO_CLIENTE_LABELS.beneficiarios}
        columns={colunasBeneficiario()}
        lista={list}
        visiblePages={SERVICOS_PAGE_LINKS}
        emptyText={LISTAS_DO_CLIENTE_MESSAGES.nenhumBeneficiario}
      />
    </Box>
  );
}
