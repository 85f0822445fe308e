import RefreshIcon from '@mui/icons-material/Refresh';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import { CONTATO_MESSAGES, type ContatoResumo } from '@skyler/domain/contatos';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { CONTATOS_AREA } from '../../../api/contatos-keys.ts';
import { CONTATO_COLUNAS } from '../../../components/contato-picker/contato-colunas.tsx';
import { DataTable } from '../../../components/data-table/data-table.tsx';
import { usePagedQuery } from '../../../components/data-table/use-paged-query.ts';
import { DebouncedField } from '../../../components/fields/debounced-field.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { pathTo } from '../../../config/routes.ts';
import { ContatoWizardDialog } from '../components/contato-wizard-dialog.tsx';

/** Contatos (part 2 §2): paged list with search, refresh, and the new-contact wizard. */
export function ContatosPage() {
  const navigate = useNavigate();
  const [criando, setCriando] = useState(false);
  const list = usePagedQuery<ContatoResumo, 'contatos'>({
    area: CONTATOS_AREA,
    path: '/api/contatos/',
    listKey: 'contatos',
    filterKeys: ['search'],
  });
  return (
    <>
      <PageHeader
        title="Contatos"
        breadcrumbs={[{ label: 'Contatos' }]}
        actions={
          <Button variant="contained" onClick={() => setCriando(true)}>
            Novo Contato
          </Button>
        }
      />
      <Stack direction="row" spacing={1} sx={{ mb: 2, alignItems: 'center' }}>
        <DebouncedField
          label="Buscar contatos"
          value={String(list.filters.search ?? '')}
          onChange={(search) => list.setFilters({ search })}
          loading={list.isLoading}
        />
        <Tooltip title="Atualizar">
          <IconButton aria-label="Atualizar" onClick={() => void list.query.refetch()}>
            <RefreshIcon />
          </IconButton>
        </Tooltip>
      </Stack>
      <DataTable
        aria-label="Contatos"
        columns={CONTATO_COLUNAS}
        lista={list}
        emptyText={CONTATO_MESSAGES.nenhumContato}
        onClearFilters={list.hasFilters ? list.clearFilters : undefined}
        rowHref={(c) => pathTo('cliente', { id: c.id })}
      />
      {criando ? (
        <ContatoWizardDialog
          onClose={() => setCriando(false)}
          onCreated={(id) => navigate(pathTo('cliente', { id }))}
        />
      ) : null}
    </>
  );
}
