import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { SENHA_MESSAGES } from '@skyler/domain/senha';
import { FormProvider, useForm } from 'react-hook-form';
import { Link as RouterLink } from 'react-router';
import { AuthLayout } from '../../../components/auth-layout.tsx';
import { FormTextField } from '../../../components/forms/form-text-field.tsx';
import { useServerErrors } from '../../../components/forms/server-errors.ts';
import { pathTo } from '../../../config/routes.ts';
import { useEsqueciSenha } from '../api/senha.ts';

export const ESQUECI_TEXTS = {
  subtitulo: 'Informe seu login ou e-mail para receber um link de redefinição de senha.',
  campo: 'Login ou e-mail',
  enviar: 'Enviar link',
  voltar: 'Voltar ao login',
  erro: 'Não foi possível enviar o pedido. Tente novamente.',
} as const;

type Form = { login: string };

/** "Esqueci minha senha": the same confirmation whether or not the account exists. */
export function EsqueciSenhaPage() {
  const pedir = useEsqueciSenha();
  const showServerErrors = useServerErrors();
  const form = useForm<Form>({ defaultValues: { login: '' } });
  const enviar = form.handleSubmit(({ login }) => {
    if (login.trim() === '') {
      form.setError('login', { type: 'required', message: SENHA_MESSAGES.loginObrigatorio });
      return;
    }
    pedir.mutate(
      { login: login.trim() },
      { onError: (error) => showServerErrors(error, form.setError, { fallback: ESQUECI_TEXTS.erro }) },
    );
  });
  const voltar = (
    <Link component={RouterLink} to={pathTo('login')} underline="hover" variant="body2">
      {ESQUECI_TEXTS.voltar}
    </Link>
  );

  if (pedir.isSuccess) {
    return (
      <AuthLayout subtitle={ESQUECI_TEXTS.subtitulo}>
        <Stack spacing={2}>
          <Alert severity="success" role="status">
            {pedir.data.detail}
          </Alert>
          {voltar}
        </Stack>
      </AuthLayout>
    );
  }
  return (
    <AuthLayout subtitle={ESQUECI_TEXTS.subtitulo}>
      <FormProvider {...form}>
        <Stack component="form" spacing={2} noValidate onSubmit={(event) => void enviar(event)}>
          <FormTextField<Form>
            name="login"
            label={ESQUECI_TEXTS.campo}
            autoComplete="username"
            autoFocus
            required
            fullWidth
            slotProps={{ htmlInput: { maxLength: 254 } }}
          />
          <Button type="submit" variant="contained" size="large" disabled={pedir.isPending}>
            {ESQUECI_TEXTS.enviar}
          </Button>
          {voltar}
        </Stack>
      </FormProvider>
    </AuthLayout>
  );
}
