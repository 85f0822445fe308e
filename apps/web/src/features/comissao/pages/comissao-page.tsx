import Percent from '@mui/icons-material/Percent';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import {
  COMISSAO_MESSAGES,
  COMISSAO_PAGE_LINKS,
  type EmissaoComissao,
  type EmissaoComissaoParticipante,
} from '@skyler/domain/comissao';
import { EMISSAO_MESSAGES, TIPOS_EMISSAO } from '@skyler/domain/emissoes';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { useConsultores, useUsuariosAtivos } from '../../../api/get-usuarios.ts';
import { DataTable } from '../../../components/data-table/data-table.tsx';
import { FiltroSelect } from '../../../components/data-table/filtro-select.tsx';
import { usePagedQuery } from '../../../components/data-table/use-paged-query.ts';
import { DebouncedField } from '../../../components/fields/debounced-field.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { pathTo } from '../../../config/routes.ts';
import { useCurrentUser } from '../../../lib/current-user.tsx';
import { useErrorToast } from '../../../lib/toast.tsx';
import { COMISSAO_AREA, COMISSAO_PATH, type LinhaComissao } from '../api/get-comissao.ts';
import { colunasComissao, colunasParticipante } from '../components/comissao-colunas.tsx';
import { DiasFiltro } from '../components/dias-filtro.tsx';
import { TaxasComissaoDialog } from '../components/taxas-comissao-dialog.tsx';
import { UsuarioFiltro } from '../components/usuario-filtro.tsx';

export const FILTROS_COMISSAO = [
  'consultor',
  'participante',
  'tipo',
  'data_criacao',
  'data_conclusao',
  'id_venda',
  'id_servico',
  'localizador',
  'emissor',
  'id_emissao',
] as const;
type Filtro = (typeof FILTROS_COMISSAO)[number];

const SO_DIGITOS = (texto: string) => texto.replace(/\D/g, '');
/** The issuance types a new issuance takes (the legacy Aéreo is not offered). */
const TIPOS = TIPOS_EMISSAO.options().filter((o) => o.value !== 'emissao_aereo');

/**
 * Comissão (part 2 §2): the issuances with their base and each participant's rate and amount for the comissao
 * department; everyone else sees the issuances they took part in, without amounts (the API sends none).
 * 15 per page with 7 page links; the filters live in the URL, the date ones applied 3 s after the last day.
 */
export function ComissaoPage() {
  const user = useCurrentUser();
  const usuarios = (useUsuariosAtivos().data ?? []).filter((u) => !u.cliente);
  const { consultores } = useConsultores();
  const [agora] = useState(() => new Date());
  // `?taxas=<user id>` (the link on a user's page) opens that user's rates at once
  const [searchParams] = useSearchParams();
  const [taxasDoUsuario] = useState(() => {
    const id = Number(searchParams.get('taxas'));
    return Number.isInteger(id) && id > 0 ? id : undefined;
  });
  const [taxasAbertas, setTaxasAbertas] = useState(taxasDoUsuario !== undefined);
  const list = usePagedQuery<LinhaComissao, 'emissoes'>({
    area: COMISSAO_AREA,
    path: COMISSAO_PATH,
    listKey: 'emissoes',
    filterKeys: FILTROS_COMISSAO,
  });
  useErrorToast(list.error, EMISSAO_MESSAGES.erroBuscar, { withDetail: false });
  const comValores = (list.query.data as { com_valores?: boolean } | undefined)?.com_valores === true;
  const filtro = (key: Filtro) => {
    const valor = list.filters[key];
    return Array.isArray(valor) ? valor.join(',') : (valor ?? '');
  };
  const texto = (key: Filtro, label: string, normalizar: (t: string) => string = (t) => t.trim()) => (
    <DebouncedField
      label={label}
      value={filtro(key)}
      loading={list.isLoading && filtro(key) !== ''}
      onChange={(valor) => list.setFilters({ [key]: normalizar(valor) })}
    />
  );
  const usuario = (key: Filtro, label: string, opcoes = usuarios) => (
    <UsuarioFiltro
      label={label}
      usuarios={opcoes}
      value={filtro(key)}
      onChange={(id) => list.setFilters({ [key]: id })}
    />
  );
  const dias = (key: Filtro, label: string) => (
    <DiasFiltro
      label={label}
      value={filtro(key)}
      loading={list.isLoading}
      onChange={(valor) => list.setFilters({ [key]: valor })}
    />
  );
  const tabela = {
    'aria-label': 'Comissão',
    getRowId: (e: LinhaComissao) => e.id,
    page: list.page,
    pages: list.pages,
    onPageChange: list.setPage,
    visiblePages: COMISSAO_PAGE_LINKS,
    loading: list.isLoading,
    error: list.error,
    emptyText: COMISSAO_MESSAGES.vazio,
    onClearFilters: list.hasFilters ? list.clearFilters : undefined,
    rowHref: (e: LinhaComissao) => pathTo('emissao', { id: e.id }),
  };
  return (
    <>
      <PageHeader
        title="Comissão"
        breadcrumbs={[{ label: 'Comissão' }]}
        actions={
          user.is_superuser ? (
            <Button variant="outlined" startIcon={<Percent />} onClick={() => setTaxasAbertas(true)}>
              Taxas de comissão
            </Button>
          ) : undefined
        }
      />
      <Stack
        direction="row"
        spacing={2}
        useFlexGap
        sx={{ mb: 2, flexWrap: 'wrap', alignItems: 'flex-start' }}
      >
        {usuario('consultor', 'Consultor', consultores)}
        {usuario('participante', 'Participante')}
        <FiltroSelect label="Tipo" lista={list} nome="tipo" opcoes={TIPOS} />
        {dias('data_criacao', 'Data de Criação')}
        {dias('data_conclusao', 'Data de Conclusão')}
        {texto('id_venda', 'ID da Venda', SO_DIGITOS)}
        {texto('id_servico', 'ID do Serviço', SO_DIGITOS)}
        {texto('localizador', 'Localizador', (t) => t.trim().toUpperCase())}
        {usuario('emissor', 'Emissor')}
        {texto('id_emissao', 'ID da Emissão', SO_DIGITOS)}
      </Stack>
      <Box sx={{ '& .MuiTableCell-root': { px: 1 } }}>
        {comValores ? (
          <DataTable
            {...tabela}
            columns={colunasComissao(agora)}
            rows={list.rows as readonly EmissaoComissao[]}
          />
        ) : (
          <DataTable
            {...tabela}
            columns={colunasParticipante(agora)}
            rows={list.rows as readonly EmissaoComissaoParticipante[]}
          />
        )}
      </Box>
      {user.is_superuser && (
        <TaxasComissaoDialog
          open={taxasAbertas}
          usuarioId={taxasDoUsuario}
          onClose={() => setTaxasAbertas(false)}
        />
      )}
    </>
  );
}
