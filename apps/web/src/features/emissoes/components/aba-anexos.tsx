import Delete from '@mui/icons-material/Delete';
import Visibility from '@mui/icons-material/Visibility';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { rotuloTipoArquivo } from '@skyler/domain/arquivos';
import { type Anexo, EMISSAO_MESSAGES, type EmissaoDetalhe } from '@skyler/domain/emissoes';
import { formatDateTime } from '@skyler/domain/formatters-basicos';
import { useState } from 'react';
import { errorMessage, type FieldErrors, isApiError } from '../../../api/api-error.ts';
import { AcaoLinha } from '../../../components/data-table/acao-linha.tsx';
import { ConfirmDialog } from '../../../components/dialogs/confirm-dialog.tsx';
import { useSnackbar } from '../../../lib/toast.tsx';
import { useAddAnexo, useAnexos, useDeleteAnexo } from '../api/anexos.ts';
import { nomeOuTraco } from '../lib/emissao-texto.ts';
import { ANEXO_TEXTOS, AnexoDialog } from './anexo-dialog.tsx';

export const ANEXOS_TEXTOS = {
  tabela: 'Documentos da emissão',
  ver: (nome: string) => `Ver ${nome}`,
  deletar: (nome: string) => `Deletar ${nome}`,
  deletarTitulo: 'Deletar documento',
  erroCarregar: 'Não foi possível carregar os documentos.',
} as const;

/** Vouchers e demais documentos: the issuance's attachments, to view, add and delete. */
export function AbaAnexos({ emissao }: { emissao: EmissaoDetalhe }) {
  const { enqueueSnackbar } = useSnackbar();
  const anexos = useAnexos(emissao.id);
  const adicionar = useAddAnexo(emissao.id);
  const deletar = useDeleteAnexo(emissao.id);
  const [anexando, setAnexando] = useState(false);
  const [errosServidor, setErrosServidor] = useState<FieldErrors>({});
  const [deletando, setDeletando] = useState<Anexo | null>(null);
  const editavel = emissao.editavel;
  const lista = anexos.data ?? [];

  return (
    <Box>
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', mb: 1 }}>
        <Button
          variant="contained"
          disabled={!editavel}
          onClick={() => {
            setErrosServidor({});
            setAnexando(true);
          }}
        >
          {ANEXO_TEXTOS.titulo}
        </Button>
      </Box>
      <Paper variant="outlined" sx={{ p: lista.length === 0 ? 2 : 0 }}>
        {anexos.error ? (
          <Typography color="error">{errorMessage(anexos.error, ANEXOS_TEXTOS.erroCarregar)}</Typography>
        ) : lista.length === 0 ? (
          <Typography color="text.secondary">
            {anexos.isLoading ? 'Carregando...' : EMISSAO_MESSAGES.anexosVazio}
          </Typography>
        ) : (
          <Table size="small" aria-label={ANEXOS_TEXTOS.tabela}>
            <TableHead>
              <TableRow>
                <TableCell>Nome</TableCell>
                <TableCell>Tipo</TableCell>
                <TableCell>Enviado por</TableCell>
                <TableCell>Enviado em</TableCell>
                <TableCell align="right">Ações</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {lista.map((a) => (
                <TableRow key={a.id}>
                  <TableCell>{a.nome}</TableCell>
                  <TableCell>{rotuloTipoArquivo(a.tipo_arquivo)}</TableCell>
                  <TableCell>{nomeOuTraco(a.created_by)}</TableCell>
                  <TableCell>{formatDateTime(a.created_at)}</TableCell>
                  <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                    <Tooltip title={ANEXOS_TEXTOS.ver(a.nome)}>
                      <IconButton
                        size="small"
                        component="a"
                        href={a.documento}
                        target="_blank"
                        rel="noopener"
                        aria-label={ANEXOS_TEXTOS.ver(a.nome)}
                      >
                        <Visibility fontSize="small" />
                      </IconButton>
                    </Tooltip>
                    <AcaoLinha
                      label={ANEXOS_TEXTOS.deletar(a.nome)}
                      color="error"
                      disabled={!editavel}
                      onClick={() => setDeletando(a)}
                    >
                      <Delete fontSize="small" />
                    </AcaoLinha>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </Paper>
      {anexando ? (
        <AnexoDialog
          open
          loading={adicionar.isPending}
          erroServidor={errosServidor}
          onClose={() => setAnexando(false)}
          onSubmit={(anexo) =>
            adicionar.mutate(anexo, {
              onSuccess: () => setAnexando(false),
              onError: (error) => {
                if (isApiError(error)) setErrosServidor(error.errors);
                enqueueSnackbar(errorMessage(error, String(error)), { variant: 'error' });
              },
            })
          }
        />
      ) : null}
      <ConfirmDialog
        open={deletando !== null}
        title={ANEXOS_TEXTOS.deletarTitulo}
        message={EMISSAO_MESSAGES.anexoDeletarConfirmar}
        confirmColor="error"
        loading={deletar.isPending}
        onCancel={() => setDeletando(null)}
        onConfirm={() => {
          if (!deletando) return;
          deletar.mutate(deletando.id, {
            onSuccess: (resposta) => {
              if (resposta?.detail) enqueueSnackbar(resposta.detail, { variant: 'success' });
            },
            onError: (error) => enqueueSnackbar(errorMessage(error, String(error)), { variant: 'error' }),
            onSettled: () => setDeletando(null),
          });
        }}
      />
    </Box>
  );
}
