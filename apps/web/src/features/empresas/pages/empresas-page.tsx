import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { EMPRESA_MESSAGES, type EmpresaResumo } from '@skyler/domain/empresas';
import { formatCnpj, formatDateTime, formatPhone } from '@skyler/domain/formatters';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { DataTable, type DataTableColumn } from '../../../components/data-table/data-table.tsx';
import { usePagedQuery } from '../../../components/data-table/use-paged-query.ts';
import { DebouncedField } from '../../../components/fields/debounced-field.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { pathTo } from '../../../config/routes.ts';
import { useErrorToast } from '../../../lib/toast.tsx';
import { EMPRESAS_AREA } from '../api/keys.ts';
import { EmpresaFormDialog } from '../components/empresa-form-dialog.tsx';

const nomeUsuario = (u: { nome: string; sobrenome: string } | null) =>
  u ? `${u.nome} ${u.sobrenome}`.trim() : '-';

const COLUNAS: DataTableColumn<EmpresaResumo>[] = [
  { key: 'nome', header: 'Nome', render: (e) => (e.tier === 'VIP' ? `👑 ${e.nome}` : e.nome) },
  { key: 'razao', header: 'Razão social', render: (e) => e.razao_social ?? '-' },
  { key: 'cnpj', header: 'CNPJ', render: (e) => formatCnpj(e.cnpj) },
  { key: 'email', header: 'E-mail', render: (e) => e.email ?? '-' },
  { key: 'telefone', header: 'Telefone', render: (e) => (e.telefone ? formatPhone(e.telefone) : '-') },
  { key: 'criado_por', header: 'Criado por', render: (e) => nomeUsuario(e.created_by), hideBelow: 'xl' },
  { key: 'criado_em', header: 'Criação', render: (e) => formatDateTime(e.created_at) },
];

/** Empresas (part 2 §2): 15 per page, search, and the creation dialog. */
export function EmpresasPage() {
  const navigate = useNavigate();
  const [criando, setCriando] = useState(false);
  const list = usePagedQuery<EmpresaResumo, 'empresas'>({
    area: EMPRESAS_AREA,
    path: '/api/empresas/',
    listKey: 'empresas',
    filterKeys: ['search'],
  });
  useErrorToast(list.error, EMPRESA_MESSAGES.erroCarregar);
  return (
    <>
      <PageHeader
        title="Empresas"
        breadcrumbs={[{ label: 'Empresas' }]}
        actions={
          <Button variant="contained" onClick={() => setCriando(true)}>
            Nova Empresa
          </Button>
        }
      />
      <Stack direction="row" sx={{ mb: 2 }}>
        <DebouncedField
          label="Buscar empresas"
          value={String(list.filters.search ?? '')}
          onChange={(search) => list.setFilters({ search })}
          loading={list.isLoading}
        />
      </Stack>
      <DataTable
        aria-label="Empresas"
        columns={COLUNAS}
        lista={list}
        emptyText={EMPRESA_MESSAGES.nenhuma}
        onClearFilters={list.hasFilters ? list.clearFilters : undefined}
        rowHref={(e) => pathTo('empresa', { id: e.id })}
      />
      {criando ? (
        <EmpresaFormDialog
          onClose={() => setCriando(false)}
          onCreated={(id) => navigate(pathTo('empresa', { id }))}
        />
      ) : null}
    </>
  );
}
