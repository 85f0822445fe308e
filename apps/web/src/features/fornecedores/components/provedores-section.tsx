import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import LinkIcon from '@mui/icons-material/Link';
import PhotoLibraryIcon from '@mui/icons-material/PhotoLibrary';
import VisibilityIcon from '@mui/icons-material/Visibility';
import Box from '@mui/material/Box';
import { formatPhone } from '@skyler/domain/formatters';
import {
  FORNECEDORES_MESSAGES as M,
  type Provedor,
  TIPOS_SERVICO_PROVEDOR,
} from '@skyler/domain/fornecedores';
import { useState } from 'react';
import { useFornecedoresSimples } from '../../../api/get-listas-simples.ts';
import { AcaoLinha } from '../../../components/data-table/acao-linha.tsx';
import { DataTable, type DataTableColumn } from '../../../components/data-table/data-table.tsx';
import { TypeToConfirmDialog } from '../../../components/dialogs/type-to-confirm-dialog.tsx';
import { useErrorToast, useSnackbar } from '../../../lib/toast.tsx';
import { useDeleteCadastro } from '../api/delete-cadastro.ts';
import { useProvedores } from '../api/get-provedores.ts';
import { useUpdateProvedorFornecedores } from '../api/update-associacoes.ts';
import { useListaFiltrada } from '../hooks/use-lista-filtrada.ts';
import { usePodeEditarFornecedores } from '../hooks/use-pode-editar.ts';
import { cidadeDe, documentoDe } from '../lib/form-values.ts';
import { AssociacaoDialog } from './associacao-dialog.tsx';
import { NomeEmail, SemQuebra, TipoServico } from './celulas.tsx';
import { ListaToolbar } from './lista-toolbar.tsx';
import { ProvedorDetalhesDialog } from './provedor-detalhes-dialog.tsx';
import { ProvedorFormDialog } from './provedor-form-dialog.tsx';
import { ProvedorImagensDialog } from './provedor-imagens-dialog.tsx';

type Dialogo =
  | { tipo: 'novo' }
  | { tipo: 'editar' | 'detalhes' | 'imagens' | 'fornecedores' | 'deletar'; provedor: Provedor };

/** The Provedores de Serviços table: search, type filter, pages, images and its dialogs. */
export function ProvedoresSection() {
  const { enqueueSnackbar } = useSnackbar();
  const podeEditar = usePodeEditarFornecedores();
  const filtro = useListaFiltrada();
  const lista = useProvedores(filtro.params);
  useErrorToast(lista.error, M.erroCarregarProvedores);
  const fornecedores = useFornecedoresSimples();
  const associar = useUpdateProvedorFornecedores();
  const deletar = useDeleteCadastro();
  const [dialogo, setDialogo] = useState<Dialogo | null>(null);
  const fechar = () => setDialogo(null);
  const com = (tipo: Exclude<Dialogo['tipo'], 'novo'>) => (provedor: Provedor) =>
    setDialogo({ tipo, provedor });

  const colunas: DataTableColumn<Provedor>[] = [
    { key: 'nome', header: 'Nome', width: '30%', render: (p) => <NomeEmail nome={p.nome} email={p.email} /> },
    {
      key: 'tipo',
      header: 'Tipo de serviço',
      render: (p) => (
        <TipoServico tipo={TIPOS_SERVICO_PROVEDOR.label(p.tipo_servico)} cia={p.cia_aerea?.nome_resumido} />
      ),
    },
    { key: 'documento', header: 'CPF/CNPJ', render: (p) => <SemQuebra>{documentoDe(p)}</SemQuebra> },
    { key: 'telefone', header: 'Telefone', render: (p) => <SemQuebra>{formatPhone(p.telefone)}</SemQuebra> },
    { key: 'cidade', header: 'Cidade', render: (p) => cidadeDe(p.endereco) },
    { key: 'fornecedores', header: 'Fornecedores', align: 'right', render: (p) => p.fornecedores.length },
    {
      key: 'acoes',
      header: 'Ações',
      align: 'right',
      width: 210,
      render: (p) => (
        <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
          <AcaoLinha label="Detalhes" onClick={() => com('detalhes')(p)}>
            <VisibilityIcon fontSize="small" />
          </AcaoLinha>
          <AcaoLinha label="Imagens" onClick={() => com('imagens')(p)}>
            <PhotoLibraryIcon fontSize="small" />
          </AcaoLinha>
          <AcaoLinha label="Editar" disabled={!podeEditar} onClick={() => com('editar')(p)}>
            <EditIcon fontSize="small" />
          </AcaoLinha>
          <AcaoLinha
            label="Associar fornecedores"
            disabled={!podeEditar}
            onClick={() => com('fornecedores')(p)}
          >
            <LinkIcon fontSize="small" />
          </AcaoLinha>
          <AcaoLinha label="Deletar" color="error" disabled={!podeEditar} onClick={() => com('deletar')(p)}>
            <DeleteIcon fontSize="small" />
          </AcaoLinha>
        </Box>
      ),
    },
  ];

  const confirmarDelecao = async (provedor: Provedor) => {
    try {
      await deletar.mutateAsync({ cadastro: 'provedores', id: provedor.id });
      enqueueSnackbar(M.provedorDeletado, { variant: 'success' });
      fechar();
    } catch {
      enqueueSnackbar(M.erroDeletarProvedor, { variant: 'error' });
    }
  };

  const emEdicao = dialogo?.tipo === 'editar' ? dialogo.provedor : null;
  return (
    <Box component="section" aria-label="Provedores de Serviços">
      <ListaToolbar
        titulo="Provedores de Serviços"
        busca={filtro.busca}
        onBusca={filtro.setBusca}
        loading={lista.isFetching}
        tipo={filtro.tipo}
        onTipo={filtro.setTipo}
        novoLabel="Novo provedor"
        onNovo={() => setDialogo({ tipo: 'novo' })}
        podeEditar={podeEditar}
      />
      <DataTable
        aria-label="Provedores de Serviços"
        columns={colunas}
        rows={lista.data?.provedores ?? []}
        page={filtro.page}
        pages={lista.data?.pages ?? 1}
        onPageChange={filtro.setPage}
        loading={lista.isFetching}
        error={lista.error}
        emptyText={M.nenhumProvedor}
        onClearFilters={filtro.hasFilters ? filtro.clearFilters : undefined}
        onRowClick={com('detalhes')}
      />
      <ProvedorFormDialog
        key={emEdicao?.id ?? 'novo'}
        open={dialogo?.tipo === 'novo' || dialogo?.tipo === 'editar'}
        provedor={emEdicao}
        onClose={fechar}
      />
      <ProvedorDetalhesDialog
        provedor={dialogo?.tipo === 'detalhes' ? dialogo.provedor : null}
        onClose={fechar}
      />
      <ProvedorImagensDialog
        provedor={dialogo?.tipo === 'imagens' ? dialogo.provedor : null}
        onClose={fechar}
      />
      {dialogo?.tipo === 'fornecedores' ? (
        <AssociacaoDialog
          open
          title={`Fornecedores de ${dialogo.provedor.nome}`}
          label="Fornecedores"
          options={fornecedores.data ?? []}
          loading={fornecedores.isLoading}
          initial={dialogo.provedor.fornecedores}
          noOptionsText={M.nenhumFornecedor}
          successMessage={M.fornecedoresAssociados}
          onSave={(ids) => associar.mutateAsync({ id: dialogo.provedor.id, fornecedores: ids })}
          onClose={fechar}
        />
      ) : null}
      <TypeToConfirmDialog
        open={dialogo?.tipo === 'deletar'}
        title="Deletar provedor"
        message={
          dialogo?.tipo === 'deletar'
            ? `Esta ação não pode ser desfeita: as imagens do provedor também serão apagadas. Digite o nome do provedor "${dialogo.provedor.nome}" para deletá-lo.`
            : undefined
        }
        expectedText={dialogo?.tipo === 'deletar' ? dialogo.provedor.nome : ''}
        inputLabel="Nome do provedor"
        confirmLabel="Deletar"
        loading={deletar.isPending}
        onCancel={fechar}
        onConfirm={() => dialogo?.tipo === 'deletar' && confirmarDelecao(dialogo.provedor)}
      />
    </Box>
  );
}
