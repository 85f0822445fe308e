import UploadFileIcon from '@mui/icons-material/UploadFile';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  IMAGEM_DESCRICAO_MAX,
  IMAGEM_MAX_BYTES,
  IMAGEM_TIPOS,
  IMAGEM_TITULO_MAX,
  FORNECEDORES_MESSAGES as M,
  type ProvedorImagemRequest,
  ZProvedorImagemRequest,
} from '@skyler/domain/fornecedores';
import { useEffect, useId, useState } from 'react';
import { FormProvider, type Resolver, useForm } from 'react-hook-form';
import { errorMessage } from '../../../api/api-error.ts';
import { FormDialog } from '../../../components/dialogs/form-dialog.tsx';
import { FormTextField } from '../../../components/forms/form-text-field.tsx';
import { schemaResolver } from '../../../components/forms/schema-resolver.ts';
import { useSnackbar } from '../../../lib/toast.tsx';
import { useAddProvedorImagem } from '../api/save-provedor-imagem.ts';

type Valores = { titulo: string; descricao: string; arquivo: File | null };
const VAZIO: Valores = { titulo: '', descricao: '', arquivo: null };
type Dados = ProvedorImagemRequest & { arquivo: File };

/** What is wrong with a chosen file, before it is sent (the server checks again by content). */
export function arquivoInvalido(arquivo: File | null): string | null {
  if (!arquivo) return M.arquivoObrigatorio;
  if (!(IMAGEM_TIPOS as readonly string[]).includes(arquivo.type)) return M.imagemTipoInvalido;
  if (arquivo.size > IMAGEM_MAX_BYTES) return M.imagemGrande;
  return null;
}

const textos = schemaResolver<Valores, ProvedorImagemRequest>(
  ZProvedorImagemRequest,
  ({ titulo, descricao }) => ({
    titulo,
    descricao,
  }),
);

/** The title and description by the domain's schema, the file by what the server accepts. */
const resolver: Resolver<Valores, unknown, Dados> = async (values, context, options) => {
  const resultado = await textos(values, context, options);
  const arquivo = arquivoInvalido(values.arquivo);
  if (!arquivo && values.arquivo && Object.keys(resultado.errors).length === 0) {
    return { values: { ...resultado.values, arquivo: values.arquivo } as Dados, errors: {} };
  }
  const errors = arquivo
    ? { ...resultado.errors, arquivo: { type: 'validate', message: arquivo } }
    : resultado.errors;
  return { values: {}, errors };
};

/** Title and file required (marked *), description optional (part 2 §2, §5). */
export function AdicionarImagemDialog({
  open,
  provedorId,
  onClose,
}: {
  open: boolean;
  provedorId: number;
  onClose: () => void;
}) {
  const { enqueueSnackbar } = useSnackbar();
  const adicionar = useAddProvedorImagem();
  const inputId = useId();
  const [erroServidor, setErroServidor] = useState<string | null>(null);
  const [previa, setPrevia] = useState<string | null>(null);
  const form = useForm<Valores, unknown, Dados>({ resolver, defaultValues: VAZIO });
  const { reset, handleSubmit } = form;
  const arquivo = form.watch('arquivo');
  const erroArquivo = form.formState.errors.arquivo?.message ?? null;

  useEffect(() => {
    if (!open) return;
    reset(VAZIO);
    setErroServidor(null);
  }, [open, reset]);

  useEffect(() => {
    if (!arquivo || !URL.createObjectURL) {
      setPrevia(null);
      return;
    }
    const url = URL.createObjectURL(arquivo);
    setPrevia(url);
    return () => URL.revokeObjectURL(url);
  }, [arquivo]);

  // a file chosen is checked at once; choosing none leaves the question for Salvar
  const escolher = (escolhido: File | null) => {
    form.setValue('arquivo', escolhido, { shouldDirty: true });
    const problema = escolhido ? arquivoInvalido(escolhido) : null;
    if (problema) form.setError('arquivo', { type: 'validate', message: problema });
    else form.clearErrors('arquivo');
  };

  const onSubmit = handleSubmit(async ({ titulo, descricao, arquivo: imagem }) => {
    setErroServidor(null);
    try {
      await adicionar.mutateAsync({
        provedorId,
        imagem: { titulo: titulo ?? '', descricao: descricao ?? '', imagem },
      });
      enqueueSnackbar(M.imagemAdicionada, { variant: 'success' });
      onClose();
    } catch (error) {
      setErroServidor(errorMessage(error, M.erroAdicionarImagem));
      enqueueSnackbar(M.erroAdicionarImagem, { variant: 'error' });
    }
  });

  return (
    <FormDialog
      open={open}
      title="Adicionar imagem"
      saving={adicionar.isPending}
      dirty={form.formState.isDirty}
      onClose={onClose}
      onSubmit={(event) => void onSubmit(event)}
    >
      <FormProvider {...form}>
        <Stack spacing={2} sx={{ pt: 1 }}>
          {erroServidor ? <Alert severity="error">{erroServidor}</Alert> : null}
          <FormTextField<Valores>
            name="titulo"
            label="Título"
            required
            fullWidth
            autoFocus
            slotProps={{ htmlInput: { maxLength: IMAGEM_TITULO_MAX } }}
          />
          <FormTextField<Valores>
            name="descricao"
            label="Descrição"
            fullWidth
            multiline
            minRows={2}
            slotProps={{ htmlInput: { maxLength: IMAGEM_DESCRICAO_MAX } }}
          />
          <Box>
            <Typography variant="body2" component="label" htmlFor={inputId} sx={{ display: 'block', mb: 1 }}>
              Arquivo *
            </Typography>
            <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
              <Button component="label" variant="outlined" startIcon={<UploadFileIcon />}>
                Selecionar imagem
                <input
                  id={inputId}
                  type="file"
                  hidden
                  accept={IMAGEM_TIPOS.join(',')}
                  onChange={(event) => escolher(event.target.files?.[0] ?? null)}
                />
              </Button>
              <Typography variant="body2" color="text.secondary" noWrap>
                {arquivo?.name ?? 'Nenhum arquivo selecionado'}
              </Typography>
            </Stack>
            {erroArquivo ? <FormHelperText error>{erroArquivo}</FormHelperText> : null}
            {previa && !erroArquivo ? (
              <Box
                component="img"
                src={previa}
                alt="Prévia da imagem"
                sx={{ mt: 1.5, maxWidth: '100%', maxHeight: 180, borderRadius: 1, display: 'block' }}
              />
            ) : null}
          </Box>
          <Typography variant="caption" color="text.secondary">
            Campos marcados com * são obrigatórios.
          </Typography>
        </Stack>
      </FormProvider>
    </FormDialog>
  );
}
