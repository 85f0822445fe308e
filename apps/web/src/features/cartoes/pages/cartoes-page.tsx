import Add from '@mui/icons-material/Add';
import Edit from '@mui/icons-material/Edit';
import ToggleOff from '@mui/icons-material/ToggleOff';
import ToggleOn from '@mui/icons-material/ToggleOn';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { Cartao } from '@skyler/domain/emissoes';
import { CARTAO_MESSAGES, EMISSAO_MESSAGES } from '@skyler/domain/emissoes';
import { useState } from 'react';
import { errorMessage } from '../../../api/api-error.ts';
import { AcaoLinha } from '../../../components/data-table/acao-linha.tsx';
import type { DataTableColumn } from '../../../components/data-table/data-table.tsx';
import { DataTable } from '../../../components/data-table/data-table.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { StatusChip } from '../../../components/status-chip.tsx';
import { useCurrentUser } from '../../../lib/current-user.tsx';
import { useErrorToast, useSnackbar } from '../../../lib/toast.tsx';
import { useCartoes, useUpdateCartao } from '../api/cartoes.ts';
import { CartaoFormDialog } from '../components/cartao-form-dialog.tsx';

export const CARTOES_TEXTS = {
  titulo: 'Cartões da agência',
  vazio: 'Nenhum cartão cadastrado.',
  novo: 'Novo cartão',
  editar: (nome: string) => `Editar cartão ${nome}`,
  desativar: (nome: string) => `Desativar cartão ${nome}`,
  ativar: (nome: string) => `Ativar cartão ${nome}`,
  desativado: 'Cartão desativado.',
  ativado: 'Cartão ativado.',
} as const;

/** `•••• 1234`: the only digits of a card the agency keeps. */
export const finalCartao = (digs: string) => `•••• ${digs}`;

/** Who manages the agency's cards: administrators (decision 0027); the API refuses anyone else. */
export function podeGerirCartoes(user: { is_superuser?: boolean }): boolean {
  return user.is_superuser === true;
}

/** The agency's cards (decision 0027): name, brand, last digits and whether payments may use it. */
export function CartoesPage() {
  const user = useCurrentUser();
  const gerir = podeGerirCartoes(user);
  const { enqueueSnackbar } = useSnackbar();
  const cartoes = useCartoes();
  useErrorToast(cartoes.error, EMISSAO_MESSAGES.erroCartoes, { withDetail: false });
  const alterar = useUpdateCartao();
  const [editando, setEditando] = useState<Cartao | 'novo' | null>(null);
  const alternar = (c: Cartao) =>
    alterar.mutate(
      { id: c.id, nome: c.nome, bandeira: c.bandeira, digs: c.digs, ativo: !c.ativo },
      {
        onSuccess: () =>
          enqueueSnackbar(c.ativo ? CARTOES_TEXTS.desativado : CARTOES_TEXTS.ativado, { variant: 'success' }),
        onError: (error) =>
          enqueueSnackbar(errorMessage(error, CARTAO_MESSAGES.naoEncontrado), { variant: 'error' }),
      },
    );
  const columns: DataTableColumn<Cartao>[] = [
    { key: 'nome', header: 'Nome', render: (c) => c.nome, layout: 'wrap' },
    { key: 'bandeira', header: 'Bandeira', render: (c) => c.bandeira },
    { key: 'digs', header: 'Final', render: (c) => finalCartao(c.digs) },
    {
      key: 'ativo',
      header: 'Ativo',
      render: (c) => <StatusChip label={c.ativo ? 'Ativo' : 'Inativo'} color={c.ativo ? 'verde' : 'cinza'} />,
    },
  ];
  if (gerir) {
    columns.push({
      key: 'acoes',
      header: 'Ações',
      layout: 'nowrap',
      render: (c) => (
        <Box sx={{ display: 'flex' }}>
          <AcaoLinha label={CARTOES_TEXTS.editar(c.nome)} onClick={() => setEditando(c)}>
            <Edit fontSize="small" />
          </AcaoLinha>
          <AcaoLinha
            label={c.ativo ? CARTOES_TEXTS.desativar(c.nome) : CARTOES_TEXTS.ativar(c.nome)}
            color={c.ativo ? 'error' : 'primary'}
            disabled={alterar.isPending}
            onClick={() => alternar(c)}
          >
            {c.ativo ? <ToggleOn fontSize="small" /> : <ToggleOff fontSize="small" />}
          </AcaoLinha>
        </Box>
      ),
    });
  }
  return (
    <>
      <PageHeader
        title={CARTOES_TEXTS.titulo}
        breadcrumbs={[{ label: CARTOES_TEXTS.titulo }]}
        actions={
          gerir ? (
            <Button variant="contained" startIcon={<Add />} onClick={() => setEditando('novo')}>
              {CARTOES_TEXTS.novo}
            </Button>
          ) : null
        }
      />
      <DataTable
        aria-label={CARTOES_TEXTS.titulo}
        columns={columns}
        rows={cartoes.data ?? []}
        loading={cartoes.isFetching}
        error={cartoes.error}
        emptyText={CARTOES_TEXTS.vazio}
      />
      {editando ? (
        <CartaoFormDialog cartao={editando === 'novo' ? null : editando} onClose={() => setEditando(null)} />
      ) : null}
    </>
  );
}
