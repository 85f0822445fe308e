import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { EMAIL_STATUS_LABELS, type EmailFila } from '@skyler/domain/emails';
import { formatDateTime } from '@skyler/domain/formatters';
import { ehAdministrador } from '@skyler/domain/permissions';
import { errorMessage } from '../../../api/api-error.ts';
import { DataTable, type DataTableColumn } from '../../../components/data-table/data-table.tsx';
import { FiltroToggle } from '../../../components/data-table/filtro-toggle.tsx';
import { usePagedQuery } from '../../../components/data-table/use-paged-query.ts';
import { PageHeader } from '../../../components/page-header.tsx';
import { StatusChip } from '../../../components/status-chip.tsx';
import { useCurrentUser } from '../../../lib/current-user.tsx';
import { AccessDeniedError } from '../../../lib/page-errors.ts';
import { useSnackbar } from '../../../lib/toast.tsx';
import { EMAILS_AREA, EMAILS_PATH, useReenviarEmail } from '../api/emails.ts';

export const EMAILS_PAGE_TEXTS = {
  titulo: 'E-mails',
  nenhum: 'Nenhum e-mail nesta situação.',
  reenviar: 'Reenviar',
  erroReenviar: 'Não foi possível reenviar o e-mail.',
} as const;
const T = EMAILS_PAGE_TEXTS;

const FILTROS = [
  { value: 'nao_enviados', label: 'Não enviados' },
  { value: 'falhou', label: 'Com falha' },
  { value: 'pendente', label: 'Pendentes' },
  { value: 'enviado', label: 'Enviados' },
] as const;

const COR_STATUS = { pendente: 'warning', enviado: 'success', falhou: 'error' } as const;

/**
 * E-mails (administrators): the outbox, by default what is pending or failed, 20 per page, with "Reenviar"
 * on what was not sent (decision 0050). The bodies are never shown: they may hold a login code or a link.
 */
export function EmailsPage() {
  const user = useCurrentUser();
  if (!ehAdministrador(user)) throw new AccessDeniedError();
  return <ListaEmails />;
}

function ListaEmails() {
  const list = usePagedQuery<EmailFila, 'emails'>({
    area: EMAILS_AREA,
    path: EMAILS_PATH,
    listKey: 'emails',
    filterKeys: ['status'],
  });
  const status = String(list.filters.status ?? 'nao_enviados');
  const reenviar = useReenviarEmail();
  const { enqueueSnackbar } = useSnackbar();

  const colunas: DataTableColumn<EmailFila>[] = [
    { key: 'created_at', header: 'Criado em', render: (e) => formatDateTime(e.created_at) },
    { key: 'para', header: 'Para', render: (e) => e.para },
    {
      key: 'assunto',
      header: 'Assunto',
      render: (e) => (e.anexos > 0 ? `${e.assunto} (📎 ${e.anexos})` : e.assunto),
    },
    {
      key: 'status',
      header: 'Situação',
      render: (e) => <StatusChip label={EMAIL_STATUS_LABELS[e.status]} color={COR_STATUS[e.status]} />,
    },
    {
      key: 'tentativas',
      header: 'Tentativas',
      align: 'right',
      render: (e) => String(e.tentativas),
      hideBelow: 'xl',
    },
    {
      key: 'quando',
      header: 'Enviado em / próxima tentativa',
      render: (e) =>
        e.enviado_em
          ? formatDateTime(e.enviado_em)
          : e.status === 'pendente'
            ? formatDateTime(e.proximo_envio)
            : '-',
    },
    { key: 'ultimo_erro', header: 'Último erro', render: (e) => e.ultimo_erro ?? '-', hideBelow: 'xl' },
    {
      key: 'acao',
      header: 'Ação',
      render: (e) =>
        e.status === 'enviado' ? null : (
          <Button
            size="small"
            variant="outlined"
            disabled={reenviar.isPending}
            aria-label={`${T.reenviar} o e-mail para ${e.para}`}
            onClick={() =>
              reenviar.mutate(e.id, {
                onSuccess: (resposta) => enqueueSnackbar(resposta.detail, { variant: 'success' }),
                onError: (error) =>
                  enqueueSnackbar(errorMessage(error, T.erroReenviar), { variant: 'error' }),
              })
            }
          >
            {T.reenviar}
          </Button>
        ),
    },
  ];

  return (
    <>
      <PageHeader title={T.titulo} breadcrumbs={[{ label: 'Administração' }, { label: T.titulo }]} />
      <Stack direction="row" spacing={2} useFlexGap sx={{ mb: 2, flexWrap: 'wrap', alignItems: 'center' }}>
        <FiltroToggle
          valor={status}
          opcoes={FILTROS}
          aria-label="Situação"
          onChange={(valor) => list.setFilters({ status: valor === 'nao_enviados' ? '' : valor })}
        />
      </Stack>
      <DataTable
        aria-label={T.titulo}
        columns={colunas}
        lista={list}
        emptyText={T.nenhum}
        onClearFilters={list.hasFilters ? list.clearFilters : undefined}
      />
    </>
  );
}
