import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { formatDateTime } from '@skyler/domain/formatters';
import { ehAdministrador } from '@skyler/domain/permissions';
import { PERFIS_USUARIO, USUARIO_MESSAGES, type UsuarioAdmin } from '@skyler/domain/usuarios';
import { Link as RouterLink } from 'react-router';
import { DataTable, type DataTableColumn } from '../../../components/data-table/data-table.tsx';
import { FiltroToggle } from '../../../components/data-table/filtro-toggle.tsx';
import { usePagedQuery } from '../../../components/data-table/use-paged-query.ts';
import { DebouncedField } from '../../../components/fields/debounced-field.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { pathTo } from '../../../config/routes.ts';
import { useCurrentUser } from '../../../lib/current-user.tsx';
import { AccessDeniedError } from '../../../lib/page-errors.ts';
import { USUARIOS_AREA, USUARIOS_PATH } from '../api/usuarios.ts';
import { StatusUsuario } from '../components/status-usuario.tsx';

/** What the user is at the agency, in a few words: Administrador, Cliente or the profiles. */
export function papelDoUsuario(u: UsuarioAdmin): string {
  if (u.cliente) return 'Cliente';
  const papeis = u.perfil_user.map((perfil) => PERFIS_USUARIO.label(perfil));
  if (u.is_superuser) papeis.unshift('Administrador');
  return papeis.join(', ') || '-';
}

const COLUNAS: DataTableColumn<UsuarioAdmin>[] = [
  { key: 'nome', header: 'Nome', render: (u) => `${u.nome} ${u.sobrenome}`.trim() },
  { key: 'username', header: 'Login', render: (u) => u.username },
  { key: 'email', header: 'E-mail', render: (u) => u.email },
  { key: 'papel', header: 'Perfil', render: papelDoUsuario },
  { key: 'status', header: 'Situação', render: (u) => <StatusUsuario usuario={u} /> },
  {
    key: 'last_login',
    header: 'Último acesso',
    render: (u) => (u.last_login ? formatDateTime(u.last_login) : '-'),
  },
];

const FILTROS_ATIVO = [
  { value: 'true', label: 'Ativos' },
  { value: 'false', label: 'Inativos' },
  { value: 'todos', label: 'Todos' },
] as const;

/** Usuários (administrators): 15 per page, search in login, name and e-mail, active/inactive/all. */
export function UsuariosPage() {
  const user = useCurrentUser();
  if (!ehAdministrador(user)) throw new AccessDeniedError();
  return <ListaUsuarios />;
}

function ListaUsuarios() {
  const list = usePagedQuery<UsuarioAdmin, 'usuarios'>({
    area: USUARIOS_AREA,
    path: USUARIOS_PATH,
    listKey: 'usuarios',
    filterKeys: ['search', 'ativo'],
  });
  const ativo = String(list.filters.ativo ?? 'true');
  return (
    <>
      <PageHeader
        title="Usuários"
        breadcrumbs={[{ label: 'Administração' }, { label: 'Usuários' }]}
        actions={
          <Button variant="contained" component={RouterLink} to={pathTo('usuario-novo')}>
            Novo usuário
          </Button>
        }
      />
      <Stack direction="row" spacing={2} useFlexGap sx={{ mb: 2, flexWrap: 'wrap', alignItems: 'center' }}>
        <DebouncedField
          label="Buscar por nome, login ou e-mail"
          value={String(list.filters.search ?? '')}
          onChange={(search) => list.setFilters({ search })}
          loading={list.isLoading}
        />
        <FiltroToggle
          valor={ativo}
          opcoes={FILTROS_ATIVO}
          aria-label="Situação"
          onChange={(valor) => list.setFilters({ ativo: valor === 'true' ? '' : valor })}
        />
      </Stack>
      <DataTable
        aria-label="Usuários"
        columns={COLUNAS}
        lista={list}
        emptyText={USUARIO_MESSAGES.nenhum}
        onClearFilters={list.hasFilters ? list.clearFilters : undefined}
        rowHref={(u) => pathTo('usuario', { id: u.id })}
      />
    </>
  );
}
