import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import {
  CATEGORIAS_CNH,
  DOCUMENTO_MESSAGES,
  type DocumentoContato,
  TIPOS_DOCUMENTO,
  type TipoDocumento,
} from '@skyler/domain/contatos';
import { formatDate } from '@skyler/domain/formatters-basicos';
import { useState } from 'react';
import { isApiError } from '../../../api/api-error.ts';
import { ConfirmDialog } from '../../../components/dialogs/confirm-dialog.tsx';
import { useSnackbar } from '../../../lib/toast.tsx';
import { useAddDocumento } from '../api/add-documento.ts';
import { useDeleteDocumento } from '../api/delete-documento.ts';
import { useDocumentos } from '../api/get-documentos.ts';
import { DocumentoFields, emptyDocumento, errosDoDocumento } from './documento-fields.tsx';

function detalhe(documento: DocumentoContato): string {
  if (documento.tipo === 'passaporte') return documento.pais ?? '-';
  if (documento.tipo === 'rg') return documento.orgao_emissor ?? '-';
  return documento.categoria ? CATEGORIAS_CNH.label(documento.categoria) : '-';
}

function NovoDocumentoDialog({
  contatoId,
  tipo,
  onClose,
}: {
  contatoId: number;
  tipo: TipoDocumento;
  onClose: () => void;
}) {
  const { enqueueSnackbar } = useSnackbar();
  const add = useAddDocumento();
  const [rascunho, setRascunho] = useState(() => emptyDocumento(tipo));
  const [mostrarErros, setMostrarErros] = useState(false);
  const erros = errosDoDocumento(tipo, rascunho);
  const label = TIPOS_DOCUMENTO.label(tipo);
  const salvar = () => {
    setMostrarErros(true);
    if (Object.keys(erros).length > 0) return;
    add.mutate(
      { contatoId, documento: { tipo, ...rascunho } },
      {
        onSuccess: () => {
          enqueueSnackbar(DOCUMENTO_MESSAGES[tipo].adicionado, { variant: 'success' });
          onClose();
        },
        onError: (error) =>
          enqueueSnackbar(isApiError(error) ? error.detail : DOCUMENTO_MESSAGES[tipo].erroAdicionar, {
            variant: 'error',
          }),
      },
    );
  };
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm">
      <DialogTitle>Adicionar {label}</DialogTitle>
      <DialogContent sx={{ pt: '8px !important' }}>
        <DocumentoFields
          tipo={tipo}
          value={rascunho}
          onChange={setRascunho}
          erros={mostrarErros ? erros : {}}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancelar</Button>
        <Button variant="contained" loading={add.isPending} onClick={salvar}>
          Salvar
        </Button>
      </DialogActions>
    </Dialog>
  );
}

function DocumentosDoTipo({ contatoId, tipo }: { contatoId: number; tipo: TipoDocumento }) {
  const { enqueueSnackbar } = useSnackbar();
  const documentos = useDocumentos(contatoId, tipo);
  const remove = useDeleteDocumento();
  const [adicionando, setAdicionando] = useState(false);
  const [deletando, setDeletando] = useState<DocumentoContato | null>(null);
  const label = TIPOS_DOCUMENTO.label(tipo);
  const lista = documentos.data ?? [];
  return (
    <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-label={label}>
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', mb: 1 }}>
        <Typography variant="h6" component="h2">
          {label}
        </Typography>
        <Button variant="outlined" onClick={() => setAdicionando(true)}>
          Adicionar {label}
        </Button>
      </Stack>
      {!documentos.isLoading && lista.length === 0 ? (
        <Typography color="text.secondary">{DOCUMENTO_MESSAGES[tipo].nenhum}</Typography>
      ) : (
        <Table size="small" aria-label={`${label} do contato`}>
          <TableHead>
            <TableRow>
              <TableCell>Número</TableCell>
              <TableCell>Emissão</TableCell>
              <TableCell>Validade</TableCell>
              <TableCell>
                {tipo === 'passaporte' ? 'País' : tipo === 'rg' ? 'Órgão emissor' : 'Categoria'}
              </TableCell>
              <TableCell>Arquivo</TableCell>
              <TableCell align="right">Ações</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {lista.map((documento) => (
              <TableRow key={documento.id}>
                <TableCell>{documento.numero}</TableCell>
                <TableCell>{formatDate(documento.data_emissao)}</TableCell>
                <TableCell>{formatDate(documento.data_validade)}</TableCell>
                <TableCell>{detalhe(documento)}</TableCell>
                <TableCell>
                  {documento.arquivo ? (
                    <Link href={documento.arquivo.url} target="_blank" rel="noopener">
                      Visualizar
                    </Link>
                  ) : (
                    '-'
                  )}
                </TableCell>
                <TableCell align="right">
                  <Button size="small" color="error" onClick={() => setDeletando(documento)}>
                    Deletar
                  </Button>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
      {adicionando ? (
        <NovoDocumentoDialog contatoId={contatoId} tipo={tipo} onClose={() => setAdicionando(false)} />
      ) : null}
      <ConfirmDialog
        open={deletando !== null}
        title={`Deletar ${label}`}
        message={DOCUMENTO_MESSAGES[tipo].deletarConfirmacao}
        confirmLabel="Deletar"
        confirmColor="error"
        loading={remove.isPending}
        onCancel={() => setDeletando(null)}
        onConfirm={() =>
          deletando &&
          remove.mutate(
            { contatoId, tipo, id: deletando.id },
            {
              onSuccess: () => enqueueSnackbar(DOCUMENTO_MESSAGES[tipo].deletado, { variant: 'success' }),
              onError: (error) =>
                enqueueSnackbar(isApiError(error) ? error.detail : DOCUMENTO_MESSAGES[tipo].erroDeletar, {
                  variant: 'error',
                }),
              onSettled: () => setDeletando(null),
            },
          )
        }
      />
    </Paper>
  );
}

/** Documentos PAX: passports, RG and CNH, each with its file (image or PDF). */
export function DocumentosAba({ contatoId }: { contatoId: number }) {
  return (
    <Stack spacing={2}>
      {TIPOS_DOCUMENTO.values.map((tipo) => (
        <DocumentosDoTipo key={tipo} contatoId={contatoId} tipo={tipo} />
      ))}
    </Stack>
  );
}
