import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { hojeNaAgencia } from '@skyler/domain/formatters';
import { formatDate, formatId } from '@skyler/domain/formatters-basicos';
import { podeAlterarOrdensPagamento } from '@skyler/domain/ordens-pagamento';
import {
  RAC_REEMBOLSO_MESSAGES,
  RECEBIVEL_FORNECEDOR_STATUS,
  type RecebivelFornecedor,
  type RecebivelFornecedorStatus,
  type RecebivelStatusRequest,
  ZRecebivelStatus,
} from '@skyler/domain/racs';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { errorMessage } from '../../../api/api-error.ts';
import { DataTable, type DataTableColumn } from '../../../components/data-table/data-table.tsx';
import { FiltroToggle } from '../../../components/data-table/filtro-toggle.tsx';
import { usePagedQuery } from '../../../components/data-table/use-paged-query.ts';
import { FormDialog } from '../../../components/dialogs/form-dialog.tsx';
import { FormDateField } from '../../../components/forms/form-date-field.tsx';
import { schemaResolver } from '../../../components/forms/schema-resolver.ts';
import { Money } from '../../../components/money.tsx';
import { StatusChip } from '../../../components/status-chip.tsx';
import { pathTo } from '../../../config/routes.ts';
import { useCurrentUser } from '../../../lib/current-user.tsx';
import { useSnackbar } from '../../../lib/toast.tsx';
import { racsKeys } from '../api/racs-keys.ts';
import { useMarcarRecebivel } from '../api/recebiveis-fornecedor.ts';

export const RECEBIVEIS_TEXTOS = {
  titulo: 'Reembolsos de fornecedores (RAC)',
  ajuda:
    'O que os fornecedores devem devolver à agência pelas RACs; marque como recebido quando o dinheiro entrar.',
  vazio: 'Nenhum reembolso de fornecedor neste status.',
  receber: 'Marcar como recebido',
  reabrir: 'Reabrir',
  dialogo: (id: number) => `Recebimento do reembolso ${formatId(id)}`,
  data: 'Data do recebimento',
  erro: 'Erro ao registrar o recebimento.',
} as const;

/**
 * Contas a Receber's section of what suppliers owe the agency back after a RAC (decision 0065): open or
 * received, 15 a page; finance marks one received with the day, or reopens it.
 */
export function RecebiveisFornecedorSecao() {
  const financeiro = podeAlterarOrdensPagamento(useCurrentUser());
  const [recebendo, setRecebendo] = useState<RecebivelFornecedor | null>(null);
  // the page's own list keeps its page in the address: this second one keeps its page and status to itself
  const lista = usePagedQuery<RecebivelFornecedor, 'recebiveis'>({
    area: racsKeys.all[0],
    path: '/api/racs/recebiveis/',
    listKey: 'recebiveis',
    filterKeys: ['status'],
    estado: 'local',
    filtrosIniciais: { status: 'aberto' satisfies RecebivelFornecedorStatus },
  });
  const marcar = useMarcarRecebivel();
  const { enqueueSnackbar } = useSnackbar();
  const avisar = (erro: unknown) =>
    enqueueSnackbar(errorMessage(erro, RECEBIVEIS_TEXTOS.erro), { variant: 'error' });

  const colunas: DataTableColumn<RecebivelFornecedor>[] = [
    { key: 'rac', header: 'RAC', render: (r) => formatId(r.rac) },
    { key: 'venda', header: 'Venda', layout: 'nowrap', render: (r) => formatId(r.venda) },
    { key: 'emissao', header: 'Emissão', hideBelow: 'xl', render: (r) => formatId(r.emissao) },
    { key: 'fornecedor', header: 'Fornecedor', layout: 'wrap', render: (r) => r.fornecedor?.nome ?? '-' },
    {
      key: 'valor',
      header: 'Valor',
      align: 'right',
      layout: 'nowrap',
      render: (r) => <Money value={r.valor} />,
    },
    { key: 'vencimento', header: 'Previsto para', render: (r) => formatDate(r.vencimento) },
    {
      key: 'status',
      header: 'Status',
      render: (r) => (
        <StatusChip
          label={RECEBIVEL_FORNECEDOR_STATUS.label(r.status)}
          color={RECEBIVEL_FORNECEDOR_STATUS.cor(r.status)}
        />
      ),
    },
    { key: 'data_recebimento', header: 'Recebido em', render: (r) => formatDate(r.data_recebimento) },
  ];
  if (financeiro) {
    colunas.push({
      key: 'acoes',
      header: 'Ações',
      render: (r) =>
        r.status === 'aberto' ? (
          <Button size="small" onClick={() => setRecebendo(r)}>
            {RECEBIVEIS_TEXTOS.receber}
          </Button>
        ) : (
          <Button
            size="small"
            onClick={() =>
              marcar.mutate({ id: r.id, status: 'aberto', versao: r.versao }, { onError: avisar })
            }
          >
            {RECEBIVEIS_TEXTOS.reabrir}
          </Button>
        ),
    });
  }

  return (
    <Box component="section" aria-label={RECEBIVEIS_TEXTOS.titulo} sx={{ mt: 4 }}>
      <Stack direction="row" spacing={2} sx={{ mb: 1, alignItems: 'center', flexWrap: 'wrap' }} useFlexGap>
        <Typography variant="h6" component="h2">
          {RECEBIVEIS_TEXTOS.titulo}
        </Typography>
        <FiltroToggle
          valor={lista.filters.status as RecebivelFornecedorStatus}
          opcoes={RECEBIVEL_FORNECEDOR_STATUS.options()}
          onChange={(status) => lista.setFilters({ status })}
        />
      </Stack>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {RECEBIVEIS_TEXTOS.ajuda}
      </Typography>
      <DataTable
        aria-label={RECEBIVEIS_TEXTOS.titulo}
        columns={colunas}
        rows={lista.rows}
        rowHref={(r) => pathTo('venda-racs', { id: r.venda })}
        page={lista.page}
        pages={lista.pages}
        onPageChange={lista.setPage}
        loading={lista.query.isLoading}
        error={lista.error}
        emptyText={RECEBIVEIS_TEXTOS.vazio}
      />
      {recebendo ? <ReceberDialog recebivel={recebendo} onClose={() => setRecebendo(null)} /> : null}
    </Box>
  );
}

type RecebimentoForm = { data_recebimento: string | null };

/**
 * Finance marks a supplier's refund received on a day (today unless changed), with the version it read;
 * closing it with the day changed asks first.
 */
function ReceberDialog({ recebivel, onClose }: { recebivel: RecebivelFornecedor; onClose: () => void }) {
  const marcar = useMarcarRecebivel();
  const { enqueueSnackbar } = useSnackbar();
  const form = useForm<RecebimentoForm, unknown, RecebivelStatusRequest>({
    defaultValues: { data_recebimento: hojeNaAgencia() },
    resolver: schemaResolver<RecebimentoForm, RecebivelStatusRequest>(ZRecebivelStatus, (valores) => ({
      status: 'recebido',
      data_recebimento: valores.data_recebimento,
      versao: recebivel.versao,
    })),
  });
  const salvar = form.handleSubmit((dados) =>
    marcar.mutate(
      { id: recebivel.id, ...dados },
      {
        onSuccess: () => {
          enqueueSnackbar(RAC_REEMBOLSO_MESSAGES.recebivelAlterado, { variant: 'success' });
          onClose();
        },
        onError: (erro) => enqueueSnackbar(errorMessage(erro, RECEBIVEIS_TEXTOS.erro), { variant: 'error' }),
      },
    ),
  );
  return (
    <FormDialog
      open
      title={RECEBIVEIS_TEXTOS.dialogo(recebivel.id)}
      saving={marcar.isPending}
      submitLabel={RECEBIVEIS_TEXTOS.receber}
      submitDisabled={form.watch('data_recebimento') === null}
      dirty={form.formState.isDirty}
      onClose={onClose}
      onSubmit={(event) => void salvar(event)}
    >
      <FormDateField control={form.control} name="data_recebimento" label={RECEBIVEIS_TEXTOS.data} />
    </FormDialog>
  );
}
