import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import { errorMessage } from '../../../api/api-error.ts';
import { AuthLayout } from '../../../components/auth-layout.tsx';
import { applyServerErrors } from '../../../components/forms/server-errors.ts';
import { pathTo } from '../../../config/routes.ts';
import { useDefinirSenha, useLinkSenha } from '../api/senha.ts';
import { conferirNovaSenha, NovaSenhaCampos, type NovaSenhaForm } from '../components/nova-senha-campos.tsx';

export const DEFINIR_TEXTS = {
  titulo: (login: string) => `Definir senha de ${login}`,
  subtitulo: 'Escolha a senha com que você vai entrar no sistema.',
  carregando: 'Conferindo o link...',
  salvar: 'Definir senha',
  pedirNovo: 'Pedir um novo link',
  voltar: 'Voltar ao login',
  erro: 'Não foi possível definir a senha. Tente novamente.',
  semToken: 'Este link é inválido, já foi usado ou expirou. Peça um novo.',
} as const;

/** What the login page shows after a password was set (router state). */
export type AvisoLogin = { aviso?: string };

/** The page of an invitation or reset link (`/senha/definir?token=`): anonymous. */
export function DefinirSenhaPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const navigate = useNavigate();
  const link = useLinkSenha(token);
  const definir = useDefinirSenha();
  const form = useForm<NovaSenhaForm>({ defaultValues: { nova_senha: '', confirmacao: '' } });
  const [erroGeral, setErroGeral] = useState<string | null>(null);

  const salvar = form.handleSubmit((valores) => {
    const login = link.data?.username ?? '';
    const erros = conferirNovaSenha(valores, { username: login, email: '' });
    const campos = Object.entries(erros) as [keyof NovaSenhaForm, string][];
    if (campos.length > 0) {
      for (const [campo, message] of campos) form.setError(campo, { type: 'policy', message });
      return;
    }
    setErroGeral(null);
    definir.mutate(
      { token, nova_senha: valores.nova_senha },
      {
        onSuccess: (resposta) =>
          navigate(pathTo('login'), {
            replace: true,
            state: { aviso: resposta.detail } satisfies AvisoLogin,
          }),
        // a field message goes on its field; any other (the link expired meanwhile) shows above the button
        onError: (error) => {
          const marcados = applyServerErrors(error, form.setError, { fields: ['nova_senha'] });
          if (marcados.length === 0) setErroGeral(errorMessage(error, DEFINIR_TEXTS.erro));
        },
      },
    );
  });

  const voltar = (
    <Link component={RouterLink} to={pathTo('login')} underline="hover" variant="body2">
      {DEFINIR_TEXTS.voltar}
    </Link>
  );

  if (token === '' || link.isError) {
    return (
      <AuthLayout subtitle={DEFINIR_TEXTS.subtitulo}>
        <Stack spacing={2}>
          <Alert severity="error">{errorMessage(link.error, DEFINIR_TEXTS.semToken)}</Alert>
          <Button component={RouterLink} to={pathTo('esqueci-senha')} variant="contained">
            {DEFINIR_TEXTS.pedirNovo}
          </Button>
          {voltar}
        </Stack>
      </AuthLayout>
    );
  }
  if (!link.data) {
    return (
      <AuthLayout subtitle={DEFINIR_TEXTS.subtitulo}>
        <Typography role="status">{DEFINIR_TEXTS.carregando}</Typography>
      </AuthLayout>
    );
  }
  return (
    <AuthLayout subtitle={DEFINIR_TEXTS.subtitulo}>
      <Typography variant="h6" component="h2" sx={{ mb: 2 }}>
        {DEFINIR_TEXTS.titulo(link.data.username)}
      </Typography>
      <FormProvider {...form}>
        <Stack component="form" spacing={2} useFlexGap noValidate onSubmit={(event) => void salvar(event)}>
          {/* lets the browser's password manager save the new password under the right login */}
          <input type="hidden" name="username" autoComplete="username" value={link.data.username} />
          <NovaSenhaCampos />
          {erroGeral ? <Alert severity="error">{erroGeral}</Alert> : null}
          <Button type="submit" variant="contained" size="large" disabled={definir.isPending}>
            {DEFINIR_TEXTS.salvar}
          </Button>
          {voltar}
        </Stack>
      </FormProvider>
    </AuthLayout>
  );
}
