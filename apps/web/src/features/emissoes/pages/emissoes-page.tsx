import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import {
  EMISSAO_MESSAGES,
  EMISSAO_STATUS,
  EMISSOES_PAGE_LINKS,
  type EmissaoView,
  TIPOS_EMISSAO,
} from '@skyler/domain/emissoes';
import { useState } from 'react';
import { nomeUsuario, useConsultores, useUsuariosAtivos } from '../../../api/get-usuarios.ts';
import { DataTable } from '../../../components/data-table/data-table.tsx';
import { FiltroSelect } from '../../../components/data-table/filtro-select.tsx';
import { usePagedQuery } from '../../../components/data-table/use-paged-query.ts';
import { DateField } from '../../../components/fields/date-field.tsx';
import { DebouncedField } from '../../../components/fields/debounced-field.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { pathTo } from '../../../config/routes.ts';
import { useErrorToast } from '../../../lib/toast.tsx';
import { EMISSOES_PATH } from '../api/get-emissoes.ts';
import { colunasEmissao, TABELA_EMISSOES } from '../components/emissoes-colunas.tsx';

export const FILTROS_EMISSOES = [
  'consultor',
  'status',
  'localizador',
  'tipo',
  'data_ida',
  'id_venda',
  'id_servico',
  'emissor',
  'id_emissao',
  'atrasadas',
] as const;
type Filtro = (typeof FILTROS_EMISSOES)[number];

const SO_DIGITOS = (texto: string) => texto.replace(/\D/g, '');

/**
 * Emissões (part 2 §2): the issuances, 15 per page with 7 page links, filtered by consultant, status, locator,
 * type, departure date, sale, service, issuer, issuance id and lateness (still in the queue after 48 h, the
 * dashboard's late issuances); the filters live in the URL.
 */
export function EmissoesPage() {
  const usuarios = (useUsuariosAtivos().data ?? []).filter((u) => !u.cliente);
  const consultores = useConsultores().opcoes;
  const [agora] = useState(() => new Date());
  const list = usePagedQuery<EmissaoView, 'emissoes'>({
    area: 'emissoes',
    path: EMISSOES_PATH,
    listKey: 'emissoes',
    filterKeys: FILTROS_EMISSOES,
  });
  useErrorToast(list.error, EMISSAO_MESSAGES.erroBuscar, { withDetail: false });
  const filtro = (key: Filtro) => String(list.filters[key] ?? '');
  const texto = (key: Filtro, label: string, normalizar: (t: string) => string = (t) => t.trim()) => (
    <DebouncedField
      label={label}
      value={filtro(key)}
      loading={list.isLoading && filtro(key) !== ''}
      onChange={(valor) => list.setFilters({ [key]: normalizar(valor) })}
    />
  );
  const selecao = (
    key: Filtro,
    label: string,
    opcoes: { value: string; label: string }[],
    minWidth = 180,
  ) => <FiltroSelect label={label} lista={list} nome={key} opcoes={opcoes} minWidth={minWidth} />;
  const dataIda = filtro('data_ida');
  return (
    <>
      <PageHeader title="Emissões" breadcrumbs={[{ label: 'Emissões' }]} />
      <Stack
        direction="row"
        spacing={2}
        useFlexGap
        sx={{ mb: 2, flexWrap: 'wrap', alignItems: 'flex-start' }}
      >
        {selecao('consultor', 'Consultor', consultores)}
        {selecao('status', 'Status', EMISSAO_STATUS.options())}
        {texto('localizador', 'Localizador', (t) => t.trim().toUpperCase())}
        {selecao('tipo', 'Tipo', TIPOS_EMISSAO.options(), 150)}
        <DateField
          size="small"
          label="Data de ida"
          value={dataIda || null}
          sx={{ width: 170 }}
          onChange={(data) => {
            if (data !== null || dataIda !== '') list.setFilters({ data_ida: data ?? '' });
          }}
        />
        {texto('id_venda', 'ID da venda', SO_DIGITOS)}
        {texto('id_servico', 'ID do serviço', SO_DIGITOS)}
        {selecao(
          'emissor',
          'Emissor',
          usuarios.map((u) => ({ value: String(u.id), label: nomeUsuario(u) })),
        )}
        {texto('id_emissao', 'ID da emissão', SO_DIGITOS)}
        {selecao('atrasadas', 'Atraso', [{ value: 'true', label: 'Atrasadas (mais de 48 h)' }], 210)}
      </Stack>
      <Box sx={TABELA_EMISSOES}>
        <DataTable
          aria-label="Emissões"
          columns={colunasEmissao(agora)}
          lista={list}
          visiblePages={EMISSOES_PAGE_LINKS}
          emptyText={EMISSAO_MESSAGES.vazio}
          onClearFilters={list.hasFilters ? list.clearFilters : undefined}
          rowHref={(e) => pathTo('emissao', { id: e.id })}
        />
      </Box>
    </>
  );
}
