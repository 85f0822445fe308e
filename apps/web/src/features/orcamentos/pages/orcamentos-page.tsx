import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { nomeCompleto } from '@skyler/domain/contatos';
import { formatDateTime, formatId } from '@skyler/domain/formatters-basicos';
import {
  ORCAMENTO_MESSAGES as M,
  ORCAMENTO_STATUS,
  ORCAMENTOS_PAGE_LINKS,
  QUANTIDADE_COTACOES_MAX,
  TIPOS_ORCAMENTO,
} from '@skyler/domain/orcamentos';
import { VENDA_STATUS } from '@skyler/domain/vendas-regras';
import { useId, useState } from 'react';
import { nomeUsuario, type UsuarioAtivo, useConsultores } from '../../../api/get-usuarios.ts';
import { DataTable, type DataTableColumn } from '../../../components/data-table/data-table.tsx';
import { FiltroSelect, type OpcaoFiltro } from '../../../components/data-table/filtro-select.tsx';
import { usePagedQuery } from '../../../components/data-table/use-paged-query.ts';
import { PageHeader } from '../../../components/page-header.tsx';
import { pathTo } from '../../../config/routes.ts';
import { useErrorToast } from '../../../lib/toast.tsx';
import { useCotadores } from '../../cotacoes/index.ts';
import {
  FILTROS_ORCAMENTOS,
  ORCAMENTOS_DETALHADO_PATH,
  type OrcamentoDetalhado,
} from '../api/orcamentos-detalhado.ts';
import { quantidadeCotacoes } from '../components/orcamento-detalhes.tsx';
import { ORCAMENTO_COLUNAS } from '../components/orcamentos-colunas.tsx';

type Filtro = (typeof FILTROS_ORCAMENTOS)[number];

const columns: DataTableColumn<OrcamentoDetalhado>[] = [
  ORCAMENTO_COLUNAS.id,
  ORCAMENTO_COLUNAS.status,
  ORCAMENTO_COLUNAS.tipo,
  { key: 'descricao', header: 'Descrição', render: (o) => o.descricao },
  {
    key: 'cotacoes',
    header: 'Cotações',
    align: 'center',
    render: (o) => quantidadeCotacoes(o.quantidade_cotacoes),
  },
  {
    key: 'venda',
    header: 'Venda',
    render: (o) => (
      <>
        {formatId(o.venda)}
        {o.venda_cliente ? (
          <Box
            component="span"
            sx={{ display: 'block', color: 'text.secondary', fontSize: 13, minWidth: 140 }}
          >
            {o.venda_cliente}
          </Box>
        ) : null}
      </>
    ),
  },
  // the consultant, who asked and the last change wait for 1536 px (below, in the row's detail)
  { key: 'consultor', header: 'Consultor', render: (o) => nomeCompleto(o.consultor) || '-', hideBelow: 'xl' },
  ORCAMENTO_COLUNAS.solicitadoEm,
  {
    key: 'alterado',
    header: 'Última alteração',
    render: (o) => formatDateTime(o.updated_at),
    hideBelow: 'xl',
  },
  { key: 'por', header: 'Solicitado por', render: (o) => nomeCompleto(o.created_by) || '-', hideBelow: 'xl' },
];

const MARCAS = [
  { value: 0, label: '0' },
  { value: 10, label: '10' },
  { value: QUANTIDADE_COTACOES_MAX, label: `${QUANTIDADE_COTACOES_MAX}+` },
];

/** The number of quotes, chosen on a 0–20 slider (20 meaning 20 or more); until moved it does not filter. */
function QuantidadeCotacoesFiltro({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const labelId = useId();
  const atual = value === '' ? null : Number(value);
  const [arrastando, setArrastando] = useState<number | null>(null);
  const mostrado = arrastando ?? atual;
  return (
    <Box sx={{ minWidth: 220, px: 1 }}>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
        <Typography id={labelId} variant="caption" color="text.secondary">
          {`Quantidade de cotações: ${
            mostrado === null
              ? 'todas'
              : mostrado >= QUANTIDADE_COTACOES_MAX
                ? `${QUANTIDADE_COTACOES_MAX} ou mais`
                : mostrado
          }`}
        </Typography>
        {atual !== null ? (
          <Button size="small" sx={{ minWidth: 0, py: 0 }} onClick={() => onChange('')}>
            Todas
          </Button>
        ) : null}
      </Stack>
      <Slider
        size="small"
        min={0}
        max={QUANTIDADE_COTACOES_MAX}
        step={1}
        marks={MARCAS}
        value={mostrado ?? 0}
        // until moved it filters nothing: drawn muted
        sx={atual === null ? { color: 'action.disabled' } : undefined}
        aria-labelledby={labelId}
        valueLabelDisplay="auto"
        onChange={(_event, next) => setArrastando(next as number)}
        onChangeCommitted={(_event, next) => {
          setArrastando(null);
          onChange(String(next));
        }}
      />
    </Box>
  );
}

/** Orçamentos (part 1 §2): every request, server-paged with 9 page links, filtered by the spec's six filters. */
export function OrcamentosPage() {
  const consultores = useConsultores().opcoes;
  const cotadores = useCotadores().opcoes;
  const list = usePagedQuery<OrcamentoDetalhado, 'orcamentos'>({
    area: 'orcamentos',
    path: ORCAMENTOS_DETALHADO_PATH,
    listKey: 'orcamentos',
    filterKeys: FILTROS_ORCAMENTOS,
  });
  useErrorToast(list.error, M.erroCarregar);
  const filtro = (key: Filtro) => String(list.filters[key] ?? '');
  const select = (key: Filtro, label: string, options: readonly OpcaoFiltro[]) => (
    <FiltroSelect
      label={label}
      lista={list}
      nome={key}
      opcoes={options}
      minWidth={Math.max(170, label.length * 9 + 56)}
    />
  );
  const pessoas = (lista: readonly UsuarioAtivo[]) =>
    lista.map((u) => ({ value: String(u.id), label: nomeUsuario(u) }));

  return (
    <>
      <PageHeader title="Orçamentos" breadcrumbs={[{ label: 'Orçamentos' }]} />
      <Stack direction="row" spacing={2} useFlexGap sx={{ mb: 2, flexWrap: 'wrap', alignItems: 'center' }}>
        {select('status', 'Status', ORCAMENTO_STATUS.options())}
        {select('consultor', 'Consultor', consultores)}
        {select('tipo_servico', 'Tipo de serviço', TIPOS_ORCAMENTO.options())}
        {select('cotado_por', 'Cotado por', pessoas(cotadores))}
        {select(
          'status_venda',
          'Status da venda',
          VENDA_STATUS.options().filter((o) => o.value !== 'cancelada'),
        )}
        <QuantidadeCotacoesFiltro
          value={filtro('quantidade_cotacoes')}
          onChange={(quantidade_cotacoes) => list.setFilters({ quantidade_cotacoes })}
        />
      </Stack>
      <DataTable
        aria-label="Orçamentos"
        columns={columns}
        lista={list}
        visiblePages={ORCAMENTOS_PAGE_LINKS}
        emptyText="Nenhum orçamento encontrado."
        onClearFilters={list.hasFilters ? list.clearFilters : undefined}
        rowHref={(o) => pathTo('orcamento', { id: o.id })}
      />
    </>
  );
}
