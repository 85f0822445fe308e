import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import Typography from '@mui/material/Typography';
import { formatDate, formatId } from '@skyler/domain/formatters-basicos';
import {
  type GrupoOrdens,
  type OrdemPagamento,
  TIPOS_ORDEM_PAGAMENTO,
} from '@skyler/domain/ordens-pagamento';
import { type ReactNode, useState } from 'react';
import { DataTable, type DataTableColumn } from '../../../components/data-table/data-table.tsx';
import { TABELA_COMPACTA } from '../../../components/data-table/tabela-compacta.ts';
import { pathTo } from '../../../config/routes.ts';

export const GRUPO_TEXTOS = {
  emissao: (id: number) => `Emissão: ${formatId(id)}`,
  avulsa: (ordem: OrdemPagamento) =>
    ordem.rac !== null
      ? `${TIPOS_ORDEM_PAGAMENTO.label(ordem.tipo)}: RAC ${formatId(ordem.rac)}`
      : `${TIPOS_ORDEM_PAGAMENTO.label(ordem.tipo)}: ordem ${formatId(ordem.id)}`,
  favorecido: (ordem: OrdemPagamento) =>
    [
      ordem.favorecido ? `Favorecido: ${ordem.favorecido.nome}` : null,
      ordem.vencimento ? `Vencimento: ${formatDate(ordem.vencimento)}` : null,
    ]
      .filter(Boolean)
      .join(' · '),
  localizador: (loc: string) => `LOC: ${loc}`,
  tabela: (id: number) => `Ordens de pagamento da emissão ${formatId(id)}`,
} as const;

/**
 * One issuance and its orders (part 2 §2): the header names the issuance and its locator; the orders are paged
 * here, `linhasPorPagina` at a time (the server sends them all). A row opens its sale's issuances (Ctrl/Cmd or
 * middle click: in a new tab).
 */
export function GrupoOrdensCard({
  grupo,
  colunas,
  linhasPorPagina,
  rodape,
}: {
  grupo: GrupoOrdens;
  colunas: readonly DataTableColumn<OrdemPagamento>[];
  linhasPorPagina: number;
  rodape?: ReactNode;
}) {
  const [pagina, setPagina] = useState(1);
  const paginas = Math.max(1, Math.ceil(grupo.OPs.length / linhasPorPagina));
  const atual = Math.min(pagina, paginas);
  const linhas = grupo.OPs.slice((atual - 1) * linhasPorPagina, atual * linhasPorPagina);
  // an order without an issuance (a refund to a client, a miles purchase) is a group of its own
  const avulsa = grupo.emissao === null ? grupo.OPs[0] : undefined;
  const titulo = grupo.emissao
    ? GRUPO_TEXTOS.emissao(grupo.emissao.id)
    : avulsa
      ? GRUPO_TEXTOS.avulsa(avulsa)
      : '-';
  const localizador = grupo.emissao?.localizador;
  const subtitulo = localizador
    ? GRUPO_TEXTOS.localizador(localizador)
    : avulsa
      ? GRUPO_TEXTOS.favorecido(avulsa) || undefined
      : undefined;
  return (
    <Card variant="outlined" component="section" aria-label={titulo}>
      <CardHeader
        title={titulo}
        subheader={subtitulo}
        slotProps={{ title: { variant: 'h6', component: 'h2' } }}
        sx={{ pb: 0 }}
      />
      <CardContent sx={TABELA_COMPACTA}>
        <DataTable
          aria-label={grupo.emissao ? GRUPO_TEXTOS.tabela(grupo.emissao.id) : titulo}
          columns={colunas}
          rows={linhas}
          rowHref={(o) =>
            o.venda === null
              ? pathTo('ordem-pagamento-abertos')
              : o.rac !== null
                ? pathTo('venda-racs', { id: o.venda })
                : pathTo('venda-emissoes', { id: o.venda })
          }
          page={atual}
          pages={paginas}
          onPageChange={setPagina}
          emptyText="-"
        />
        {rodape ? (
          <Typography component="div" sx={{ mt: 1, textAlign: 'right', fontWeight: 600 }}>
            {rodape}
          </Typography>
        ) : null}
      </CardContent>
    </Card>
  );
}
