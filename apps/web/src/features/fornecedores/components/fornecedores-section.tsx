import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import LinkIcon from '@mui/icons-material/Link';
import VisibilityIcon from '@mui/icons-material/Visibility';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import { formatPhone } from '@skyler/domain/formatters';
import {
  type Fornecedor,
  FORNECEDORES_MESSAGES as M,
  MEIOS_PAGAMENTO_FORNECEDOR,
  TIPOS_SERVICO_PROVEDOR,
} from '@skyler/domain/fornecedores';
import { useState } from 'react';
import { useProvedoresSimples } from '../../../api/get-listas-simples.ts';
import { AcaoLinha } from '../../../components/data-table/acao-linha.tsx';
import { DataTable, type DataTableColumn } from '../../../components/data-table/data-table.tsx';
import { TypeToConfirmDialog } from '../../../components/dialogs/type-to-confirm-dialog.tsx';
import { useErrorToast, useSnackbar } from '../../../lib/toast.tsx';
import { useDeleteCadastro } from '../api/delete-cadastro.ts';
import { useFornecedores } from '../api/get-fornecedores.ts';
import { useUpdateFornecedorProvedores } from '../api/update-associacoes.ts';
import { useListaFiltrada } from '../hooks/use-lista-filtrada.ts';
import { usePodeEditarFornecedores } from '../hooks/use-pode-editar.ts';
import { cidadeDe, documentoDe } from '../lib/form-values.ts';
import { AssociacaoDialog } from './associacao-dialog.tsx';
import { NomeEmail, SemQuebra } from './celulas.tsx';
import { FornecedorDetalhesDialog } from './fornecedor-detalhes-dialog.tsx';
import { FornecedorFormDialog } from './fornecedor-form-dialog.tsx';
import { ListaToolbar } from './lista-toolbar.tsx';

type Dialogo =
  | { tipo: 'novo' }
  | { tipo: 'editar' | 'detalhes' | 'provedores' | 'deletar'; fornecedor: Fornecedor };

/** The Fornecedores table: search, type filter, pages, and its dialogs. */
export function FornecedoresSection() {
  const { enqueueSnackbar } = useSnackbar();
  const podeEditar = usePodeEditarFornecedores();
  const filtro = useListaFiltrada();
  const lista = useFornecedores(filtro.params);
  useErrorToast(lista.error, M.erroCarregarFornecedores);
  const provedores = useProvedoresSimples();
  const associar = useUpdateFornecedorProvedores();
  const deletar = useDeleteCadastro();
  const [dialogo, setDialogo] = useState<Dialogo | null>(null);
  const fechar = () => setDialogo(null);
  const com = (tipo: Exclude<Dialogo['tipo'], 'novo'>) => (fornecedor: Fornecedor) =>
    setDialogo({ tipo, fornecedor });

  const colunas: DataTableColumn<Fornecedor>[] = [
    { key: 'nome', header: 'Nome', width: '30%', render: (f) => <NomeEmail nome={f.nome} email={f.email} /> },
    { key: 'documento', header: 'CPF/CNPJ', render: (f) => <SemQuebra>{documentoDe(f)}</SemQuebra> },
    { key: 'telefone', header: 'Telefone', render: (f) => <SemQuebra>{formatPhone(f.telefone)}</SemQuebra> },
    { key: 'cidade', header: 'Cidade', render: (f) => cidadeDe(f.endereco) },
    {
      key: 'meios',
      header: 'Meios de pagamento',
      render: (f) => (
        <Stack direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
          {f.meios_de_pagamento.map((meio) => (
            <Chip key={meio} size="small" label={MEIOS_PAGAMENTO_FORNECEDOR.label(meio)} />
          ))}
        </Stack>
      ),
    },
    { key: 'provedores', header: 'Provedores', align: 'right', render: (f) => f.provedores.length },
    {
      key: 'acoes',
      header: 'Ações',
      align: 'right',
      width: 160,
      render: (f) => (
        <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
          <AcaoLinha label="Detalhes" onClick={() => com('detalhes')(f)}>
            <VisibilityIcon fontSize="small" />
          </AcaoLinha>
          <AcaoLinha label="Editar" disabled={!podeEditar} onClick={() => com('editar')(f)}>
            <EditIcon fontSize="small" />
          </AcaoLinha>
          <AcaoLinha label="Associar provedores" disabled={!podeEditar} onClick={() => com('provedores')(f)}>
            <LinkIcon fontSize="small" />
          </AcaoLinha>
          <AcaoLinha label="Deletar" color="error" disabled={!podeEditar} onClick={() => com('deletar')(f)}>
            <DeleteIcon fontSize="small" />
          </AcaoLinha>
        </Box>
      ),
    },
  ];

  const confirmarDelecao = async (fornecedor: Fornecedor) => {
    try {
      await deletar.mutateAsync({ cadastro: 'fornecedores', id: fornecedor.id });
      enqueueSnackbar(M.fornecedorDeletado, { variant: 'success' });
      fechar();
    } catch {
      enqueueSnackbar(M.erroDeletarFornecedor, { variant: 'error' });
    }
  };

  const emEdicao = dialogo?.tipo === 'editar' ? dialogo.fornecedor : null;
  return (
    <Box component="section" aria-label="Fornecedores">
      <ListaToolbar
        titulo="Fornecedores"
        busca={filtro.busca}
        onBusca={filtro.setBusca}
        loading={lista.isFetching}
        tipo={filtro.tipo}
        onTipo={filtro.setTipo}
        novoLabel="Novo fornecedor"
        onNovo={() => setDialogo({ tipo: 'novo' })}
        podeEditar={podeEditar}
      />
      <DataTable
        aria-label="Fornecedores"
        columns={colunas}
        rows={lista.data?.fornecedores ?? []}
        page={filtro.page}
        pages={lista.data?.pages ?? 1}
        onPageChange={filtro.setPage}
        loading={lista.isFetching}
        error={lista.error}
        emptyText={M.nenhumFornecedor}
        onClearFilters={filtro.hasFilters ? filtro.clearFilters : undefined}
        onRowClick={com('detalhes')}
      />
      <FornecedorFormDialog
        key={emEdicao?.id ?? 'novo'}
        open={dialogo?.tipo === 'novo' || dialogo?.tipo === 'editar'}
        fornecedor={emEdicao}
        onClose={fechar}
      />
      <FornecedorDetalhesDialog
        fornecedor={dialogo?.tipo === 'detalhes' ? dialogo.fornecedor : null}
        onClose={fechar}
      />
      {dialogo?.tipo === 'provedores' ? (
        <AssociacaoDialog
          open
          title={`Provedores de ${dialogo.fornecedor.nome}`}
          label="Provedores"
          options={(provedores.data ?? []).map((p) => ({
            id: p.id,
            nome: p.nome,
            detalhe: TIPOS_SERVICO_PROVEDOR.label(p.tipo_servico),
          }))}
          loading={provedores.isLoading}
          initial={dialogo.fornecedor.provedores}
          noOptionsText={M.nenhumProvedor}
          successMessage={M.provedoresAssociados}
          onSave={(ids) => associar.mutateAsync({ id: dialogo.fornecedor.id, provedores: ids })}
          onClose={fechar}
        />
      ) : null}
      <TypeToConfirmDialog
        open={dialogo?.tipo === 'deletar'}
        title="Deletar fornecedor"
        message={
          dialogo?.tipo === 'deletar'
            ? `Esta ação não pode ser desfeita. Digite o nome do fornecedor "${dialogo.fornecedor.nome}" para deletá-lo.`
            : undefined
        }
        expectedText={dialogo?.tipo === 'deletar' ? dialogo.fornecedor.nome : ''}
        inputLabel="Nome do fornecedor"
        confirmLabel="Deletar"
        loading={deletar.isPending}
        onCancel={fechar}
        onConfirm={() => dialogo?.tipo === 'deletar' && confirmarDelecao(dialogo.fornecedor)}
      />
    </Box>
  );
}
