import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import Typography from '@mui/material/Typography';
import { formatId } from '@skyler/domain/formatters-basicos';
import type { GrupoOrdens, OrdemPagamento } from '@skyler/domain/ordens-pagamento';
import { type ReactNode, useState } from 'react';
import { DataTable, type DataTableColumn } from '../../../components/data-table/data-table.tsx';
import { pathTo } from '../../../config/routes.ts';
import { TABELA_COMPACTA } from '../../cotacoes/components/tabela-compacta.ts';

export const GRUPO_TEXTOS = {
  emissao: (id: number) => `Emissão: ${formatId(id)}`,
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
  const { id, localizador } = grupo.emissao;
  return (
    <Card variant="outlined" component="section" aria-label={GRUPO_TEXTOS.emissao(id)}>
      <CardHeader
        title={GRUPO_TEXTOS.emissao(id)}
        subheader={localizador ? GRUPO_TEXTOS.localizador(localizador) : undefined}
        slotProps={{ title: { variant: 'h6', component: 'h2' } }}
        sx={{ pb: 0 }}
      />
      <CardContent sx={TABELA_COMPACTA}>
        <DataTable
          aria-label={GRUPO_TEXTOS.tabela(id)}
          columns={colunas}
          rows={linhas}
          getRowId={(o) => o.id}
          rowHref={(o) =>
            o.venda === null ? pathTo('ordem-pagamento-abertos') : pathTo('venda-emissoes', { id: o.venda })
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
