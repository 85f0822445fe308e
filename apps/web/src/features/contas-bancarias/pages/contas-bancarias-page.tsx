import Add from '@mui/icons-material/Add';
import Edit from '@mui/icons-material/Edit';
import ListAlt from '@mui/icons-material/ListAlt';
import UploadFile from '@mui/icons-material/UploadFile';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { type ContaBancaria, podeGerirContasBancarias } from '@skyler/domain/contas-bancarias';
import { formatDate } from '@skyler/domain/formatters-basicos';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { AcaoLinha } from '../../../components/data-table/acao-linha.tsx';
import { DataTable, type DataTableColumn } from '../../../components/data-table/data-table.tsx';
import { Money } from '../../../components/money.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { StatusChip } from '../../../components/status-chip.tsx';
import { pathTo } from '../../../config/routes.ts';
import { useCurrentUser } from '../../../lib/current-user.tsx';
import { AccessDeniedError } from '../../../lib/page-errors.ts';
import { useContasBancarias } from '../api/contas-bancarias.ts';
import { ContaBancariaFormDialog } from '../components/conta-bancaria-form-dialog.tsx';
import { ImportarExtratoDialog } from '../components/importar-extrato-dialog.tsx';

export const CONTAS_TEXTS = {
  titulo: 'Contas bancárias',
  nova: 'Nova conta',
  vazio: 'Nenhuma conta bancária cadastrada.',
  editar: (descricao: string) => `Editar conta ${descricao}`,
  importar: (descricao: string) => `Importar extrato da conta ${descricao}`,
  lancamentos: (descricao: string) => `Lançamentos da conta ${descricao}`,
  nenhumExtrato: 'Nenhum extrato',
} as const;
const T = CONTAS_TEXTS;

/** "Agência 1500 · Conta 45678-9" */
export const numeroDaConta = (c: Pick<ContaBancaria, 'agencia' | 'conta'>) =>
  `Ag. ${c.agencia} · C/C ${c.conta}`;

/**
 * Contas bancárias (finance and administrators, decision 0085): the agency's accounts, the period and
 * balance of each one's last statement and how many of its lines are pending; new and edit dialogs, the
 * statement import and the account's lines.
 */
export function ContasBancariasPage() {
  const user = useCurrentUser();
  if (!podeGerirContasBancarias(user)) throw new AccessDeniedError();
  return <ListaContas />;
}

function ListaContas() {
  const contas = useContasBancarias();
  const navigate = useNavigate();
  const [editando, setEditando] = useState<ContaBancaria | 'nova' | null>(null);
  const [importando, setImportando] = useState<ContaBancaria | null>(null);
  const colunas: DataTableColumn<ContaBancaria>[] = [
    { key: 'descricao', header: 'Descrição', render: (c) => c.descricao, layout: 'wrap' },
    { key: 'banco', header: 'Banco', render: (c) => `${c.banco} - ${c.banco_nome ?? ''}`, layout: 'wrap' },
    { key: 'numero', header: 'Agência e conta', render: numeroDaConta },
    { key: 'chave_pix', header: 'Chave Pix', render: (c) => c.chave_pix ?? '-', hideBelow: 'xl' },
    {
      key: 'extrato',
      header: 'Último extrato',
      render: (c) =>
        c.ultimo_extrato?.inicio && c.ultimo_extrato.fim
          ? `${formatDate(c.ultimo_extrato.inicio)} a ${formatDate(c.ultimo_extrato.fim)}`
          : T.nenhumExtrato,
    },
    {
      key: 'saldo',
      header: 'Saldo do extrato',
      align: 'right',
      render: (c) => (c.ultimo_extrato?.saldo_final ? <Money value={c.ultimo_extrato.saldo_final} /> : '-'),
      hideBelow: 'xl',
    },
    {
      key: 'pendentes',
      header: 'Pendentes',
      align: 'right',
      render: (c) => (c.pendentes > 0 ? <StatusChip label={String(c.pendentes)} color="laranja" /> : '0'),
    },
    {
      key: 'acoes',
      header: 'Ações',
      layout: 'nowrap',
      render: (c) => (
        <Box sx={{ display: 'flex' }}>
          <AcaoLinha
            label={T.lancamentos(c.descricao)}
            onClick={() => navigate(pathTo('conta-bancaria', { id: c.id }))}
          >
            <ListAlt fontSize="small" />
          </AcaoLinha>
          <AcaoLinha label={T.importar(c.descricao)} onClick={() => setImportando(c)}>
            <UploadFile fontSize="small" />
          </AcaoLinha>
          <AcaoLinha label={T.editar(c.descricao)} onClick={() => setEditando(c)}>
            <Edit fontSize="small" />
          </AcaoLinha>
        </Box>
      ),
    },
  ];
  return (
    <>
      <PageHeader
        title={T.titulo}
        breadcrumbs={[{ label: T.titulo }]}
        actions={
          <Button variant="contained" startIcon={<Add />} onClick={() => setEditando('nova')}>
            {T.nova}
          </Button>
        }
      />
      <DataTable
        aria-label={T.titulo}
        columns={colunas}
        rows={contas.data?.contas ?? []}
        loading={contas.isFetching}
        error={contas.error}
        emptyText={T.vazio}
      />
      {editando ? (
        <ContaBancariaFormDialog
          conta={editando === 'nova' ? null : editando}
          onClose={() => setEditando(null)}
        />
      ) : null}
      {importando ? <ImportarExtratoDialog conta={importando} onClose={() => setImportando(null)} /> : null}
    </>
  );
}
