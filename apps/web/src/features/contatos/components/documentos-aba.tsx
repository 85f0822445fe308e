import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { rotuloTipoArquivo } from '@skyler/domain/arquivos';
import {
  CATEGORIAS_CNH,
  DOCUMENTO_MESSAGES,
  type DocumentoContato,
  TIPOS_DOCUMENTO,
  type TipoDocumento,
} from '@skyler/domain/contatos';
import { formatDate } from '@skyler/domain/formatters-basicos';
import { useState } from 'react';
import { type FieldErrors, type Resolver, useForm } from 'react-hook-form';
import { isApiError } from '../../../api/api-error.ts';
import { ConfirmDialog } from '../../../components/dialogs/confirm-dialog.tsx';
import { FormDialog } from '../../../components/dialogs/form-dialog.tsx';
import { useSnackbar } from '../../../lib/toast.tsx';
import { useAddDocumento } from '../api/add-documento.ts';
import { useDeleteDocumento } from '../api/delete-documento.ts';
import { useDocumentos } from '../api/get-documentos.ts';
import {
  DocumentoFields,
  type DocumentoRascunho,
  type ErrosDocumento,
  emptyDocumento,
  errosDoDocumento,
} from './documento-fields.tsx';

function detalhe(documento: DocumentoContato): string {
  if (documento.tipo === 'passaporte' || documento.tipo === 'visto') return documento.pais ?? '-';
  if (documento.tipo === 'rg') return documento.orgao_emissor ?? '-';
  return documento.categoria ? CATEGORIAS_CNH.label(documento.categoria) : '-';
}

/** The document's schema (and its file's checks) as the form's resolver, each message on its field. */
function documentoResolver(tipo: TipoDocumento): Resolver<DocumentoRascunho> {
  return (values) => {
    const erros = errosDoDocumento(tipo, values);
    if (Object.keys(erros).length === 0) return { values, errors: {} };
    const { arquivo, ...campos } = erros;
    const errors: FieldErrors<DocumentoRascunho> = {};
    if (arquivo) errors.arquivo = { type: 'validate', message: arquivo };
    if (Object.keys(campos).length > 0) {
      errors.campos = Object.fromEntries(
        Object.entries(campos).map(([campo, message]) => [campo, { type: 'validate', message }]),
      ) as FieldErrors<DocumentoRascunho>['campos'];
    }
    return { values: {}, errors };
  };
}

function errosDoForm(errors: FieldErrors<DocumentoRascunho>): ErrosDocumento {
  const erros: ErrosDocumento = {};
  for (const [campo, erro] of Object.entries(errors.campos ?? {})) {
    const message = (erro as { message?: string } | undefined)?.message;
    if (message) erros[campo] = message;
  }
  if (errors.arquivo?.message) erros.arquivo = errors.arquivo.message;
  return erros;
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
  const [resolver] = useState(() => documentoResolver(tipo));
  const form = useForm<DocumentoRascunho>({ defaultValues: emptyDocumento(tipo), resolver });
  const rascunho = form.watch();
  const label = TIPOS_DOCUMENTO.label(tipo);
  const mudar = (documento: DocumentoRascunho) => {
    // checked again as typed once a save was tried, as the spec's fields are
    const opcoes = { shouldDirty: true, shouldValidate: form.formState.isSubmitted };
    form.setValue('campos', documento.campos, opcoes);
    form.setValue('arquivo', documento.arquivo, opcoes);
  };
  const salvar = form.handleSubmit((documento) =>
    add.mutate(
      { contatoId, documento: { tipo, ...documento } },
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
    ),
  );
  return (
    <FormDialog
      open
      title={`Adicionar ${label}`}
      saving={add.isPending}
      dirty={form.formState.isDirty}
      onClose={onClose}
      onSubmit={(event) => void salvar(event)}
    >
      <DocumentoFields
        tipo={tipo}
        value={rascunho}
        onChange={mudar}
        erros={errosDoForm(form.formState.errors)}
      />
    </FormDialog>
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
                {tipo === 'passaporte' || tipo === 'visto'
                  ? 'País'
                  : tipo === 'rg'
                    ? 'Órgão emissor'
                    : 'Categoria'}
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
                    <>
                      <Link href={documento.arquivo.url} target="_blank" rel="noopener">
                        Visualizar
                      </Link>
                      <Typography component="span" variant="body2" color="text.secondary">
                        {` · ${rotuloTipoArquivo(documento.arquivo.mime)}`}
                      </Typography>
                    </>
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
