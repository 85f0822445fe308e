import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { RAC_MESSAGES, type RacStatus } from '@skyler/domain/racs';
import type { UseMutationResult } from '@tanstack/react-query';
import { createContext, type ReactNode, useContext, useEffect, useRef, useState } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { ErroAlertaDialog } from '../../../components/dialogs/erro-alerta-dialog.tsx';
import { FormDialog } from '../../../components/dialogs/form-dialog.tsx';
import { useSnackbar } from '../../../lib/toast.tsx';
import { useResetAdiado } from '../lib/use-reset-adiado.ts';

/** The add form tells its dialog whether it holds something not yet added. */
const AlteracaoContext = createContext<(alterado: boolean) => void>(() => undefined);

/**
 * The frame of a RAC's protocols, documents and related services: the list, then the add form, which a
 * concluded RAC no longer offers (the server refuses it too). A `FormDialog` whose add form sends itself: closing
 * it (Fechar, Esc, a click outside, the browser's Back) while the add form holds something not yet added asks
 * "Descartar alterações?" first.
 */
export function DialogoRac({
  open,
  title,
  status,
  lista,
  formulario,
  onClose,
}: {
  open: boolean;
  title: string;
  status: RacStatus | undefined;
  lista: ReactNode;
  formulario: ReactNode;
  onClose: () => void;
}) {
  const [alterado, setAlterado] = useState(false);
  return (
    <FormDialog
      open={open}
      title={title}
      largura="md"
      cancelLabel="Fechar"
      dirty={alterado}
      onClose={onClose}
    >
      {lista}
      <Divider sx={{ my: 2 }} />
      <AlteracaoContext value={setAlterado}>
        {status === 'finalizada' ? <Alert severity="info">{RAC_MESSAGES.finalizada}</Alert> : formulario}
      </AlteracaoContext>
    </FormDialog>
  );
}

/** The list's state line: loading, failed or empty. */
export function EstadoLista({
  carregando,
  erro,
  vazia,
  textoVazio,
}: {
  carregando: boolean;
  erro: unknown;
  vazia: boolean;
  textoVazio: string;
}) {
  if (carregando) return <Typography variant="body2">Carregando...</Typography>;
  if (erro) return <Alert severity="error">{RAC_MESSAGES.erroCarregar}</Alert>;
  if (vazia) return <Typography variant="body2">{textoVazio}</Typography>;
  return null;
}

/**
 * The add form of a RAC's list, a react-hook-form form whose resolver is the domain's request schema: sends
 * what `input` makes of the schema's output, then the success toast and, 2 s later, empties the form (part 2
 * §5); a refusal opens the alert with the server's text. Add waits while `valido` is false. What was sent
 * stays on screen until then, but no longer counts as a change. After a success the focus returns to the first
 * field, so Escape and typing stay in the dialog.
 */
export function FormularioAdicionar<F extends FieldValues, S, I>({
  form,
  mutation,
  input,
  mensagem,
  valido,
  rotulo,
  aoEsvaziar,
  direction = 'column',
  children,
}: {
  form: UseFormReturn<F, unknown, S>;
  mutation: UseMutationResult<unknown, Error, I>;
  input: (dados: S) => I;
  mensagem: string;
  valido: boolean;
  rotulo: string;
  /** what the form empties besides its fields (a file input) */
  aoEsvaziar?: () => void;
  direction?: 'row' | 'column';
  children: ReactNode;
}) {
  const { enqueueSnackbar } = useSnackbar();
  const [erro, setErro] = useState<unknown>(null);
  const { reset, getValues } = form;
  // the fields as they opened: what the form goes back to once something was added
  const [vazio] = useState(() => getValues());
  const adiado = useResetAdiado(() => {
    reset(vazio);
    aoEsvaziar?.();
  });
  const formulario = useRef<HTMLFormElement>(null);
  const informarAlteracao = useContext(AlteracaoContext);
  const { isDirty } = form.formState;
  useEffect(() => informarAlteracao(isDirty), [informarAlteracao, isDirty]);
  useEffect(() => () => informarAlteracao(false), [informarAlteracao]);
  const enviar = form.handleSubmit((dados) => {
    if (!valido) return;
    mutation.mutate(input(dados), {
      onSuccess: () => {
        enqueueSnackbar(mensagem, { variant: 'success' });
        reset(getValues());
        adiado.agendar();
        // the add button is disabled until the reset: the keyboard goes back to the first field, in the dialog
        formulario.current?.querySelector<HTMLElement>('input, textarea')?.focus();
      },
      onError: setErro,
    });
  });
  return (
    <Box component="form" ref={formulario} noValidate onSubmit={(event) => void enviar(event)}>
      <Stack
        direction={direction}
        spacing={2}
        sx={direction === 'row' ? { alignItems: 'center' } : { alignItems: 'flex-start' }}
      >
        {children}
        <Button
          type="submit"
          variant="contained"
          disabled={!valido || adiado.aguardando}
          loading={mutation.isPending}
        >
          {rotulo}
        </Button>
      </Stack>
      <ErroAlertaDialog erro={erro} onClose={() => setErro(null)} />
    </Box>
  );
}

/** The first message the schema gives for each field, by field name, for the fields worth showing one. */
export function mensagensDoSchema(resultado: {
  success: boolean;
  error?: { issues: readonly { path: readonly PropertyKey[]; message: string }[] };
}): Record<string, string> {
  const mensagens: Record<string, string> = {};
  for (const issue of resultado.error?.issues ?? []) {
    const campo = String(issue.path[0] ?? '');
    mensagens[campo] ??= issue.message;
  }
  return mensagens;
}
