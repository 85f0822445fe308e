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
import { FormProvider, useForm } from 'react-hook-form';
import { errorMessage } from '../../../api/api-error.ts';
import { FormDialog } from '../../../components/dialogs/form-dialog.tsx';
import { useSnackbar } from '../../../lib/toast.tsx';
import { useAddProvedorImagem } from '../api/save-provedor-imagem.ts';
import { schemaResolver } from '../lib/schema-resolver.ts';
import { FormTextField } from './form-text-field.tsx';

type Valores = { titulo: string; descricao: string };
const VAZIO: Valores = { titulo: '', descricao: '' };

/** What is wrong with a chosen file, before it is sent (the server checks again by content). */
export function arquivoInvalido(arquivo: File | null): string | null {
  if (!arquivo) return M.arquivoObrigatorio;
  if (!(IMAGEM_TIPOS as readonly string[]).includes(arquivo.type)) return M.imagemTipoInvalido;
  if (arquivo.size > IMAGEM_MAX_BYTES) return M.imagemGrande;
  return null;
}

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
  const [arquivo, setArquivo] = useState<File | null>(null);
  const [erroArquivo, setErroArquivo] = useState<string | null>(null);
  const [erroServidor, setErroServidor] = useState<string | null>(null);
  const [previa, setPrevia] = useState<string | null>(null);
  const form = useForm<Valores, unknown, ProvedorImagemRequest>({
    resolver: schemaResolver(ZProvedorImagemRequest),
    defaultValues: VAZIO,
  });
  const { reset, handleSubmit } = form;

  useEffect(() => {
    if (!open) return;
    reset(VAZIO);
    setArquivo(null);
    setErroArquivo(null);
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

  const escolher = (escolhido: File | null) => {
    setArquivo(escolhido);
    setErroArquivo(escolhido ? arquivoInvalido(escolhido) : null);
  };

  const onSubmit = handleSubmit(
    async ({ titulo, descricao }) => {
      const problema = arquivoInvalido(arquivo);
      if (problema || !arquivo) {
        setErroArquivo(problema);
        return;
      }
      setErroServidor(null);
      try {
        await adicionar.mutateAsync({
          provedorId,
          imagem: { titulo: titulo ?? '', descricao: descricao ?? '', imagem: arquivo },
        });
        enqueueSnackbar(M.imagemAdicionada, { variant: 'success' });
        onClose();
      } catch (error) {
        setErroServidor(errorMessage(error, M.erroAdicionarImagem));
        enqueueSnackbar(M.erroAdicionarImagem, { variant: 'error' });
      }
    },
    () => setErroArquivo(arquivoInvalido(arquivo)),
  );

  return (
    <FormDialog
      open={open}
      title="Adicionar imagem"
      saving={adicionar.isPending}
      onClose={onClose}
      onSubmit={onSubmit}
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
