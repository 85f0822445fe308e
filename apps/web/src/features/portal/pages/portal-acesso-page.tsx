import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  type AcessoResposta,
  CODIGO_ACESSO,
  type ContaAcessoForm,
  PORTAL_ACESSO_MESSAGES as M,
  ZContaAcessoForm,
} from '@skyler/domain/portal-acesso';
import { useEffect, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { errorMessage, isApiError } from '../../../api/api-error.ts';
import { AuthLayout } from '../../../components/auth-layout.tsx';
import { TextInput } from '../../../components/fields/text-input.tsx';
import { pathTo } from '../../../config/routes.ts';
import { useAcessoDoLink, useCriarConta, useEnviarCodigo } from '../api/acesso-portal.ts';

/** The sign-in, with the link's e-mail filled and the sale to return to. */
function loginPara(acesso: Pick<AcessoResposta, 'email' | 'venda'>): string {
  const busca = new URLSearchParams({
    login: acesso.email,
    volta: pathTo('portal-venda', { id: acesso.venda }),
  });
  return `${pathTo('login')}?${busca.toString()}`;
}

/** First use: the code e-mailed to the contact, then the code and a password create the account. */
function CriarConta({ token, acesso }: { token: string; acesso: AcessoResposta }) {
  const navigate = useNavigate();
  const enviar = useEnviarCodigo(token);
  const criar = useCriarConta();
  const { control, handleSubmit, setError } = useForm<ContaAcessoForm>({
    resolver: zodResolver(ZContaAcessoForm),
    defaultValues: { codigo: '', senha: '', confirmacao: '' },
  });
  const [erro, setErro] = useState<string | null>(null);

  const onSubmit = handleSubmit((valores) =>
    criar.mutate(
      { token, ...valores },
      {
        onSuccess: (conta) => navigate(pathTo('portal-venda', { id: conta.venda }), { replace: true }),
        onError: (error) => {
          const mensagem = errorMessage(error, M.codigoInvalido);
          const campos = isApiError(error) ? error.errors : {};
          for (const campo of ['codigo', 'senha', 'confirmacao'] as const) {
            const [primeira] = campos[campo] ?? [];
            if (primeira) setError(campo, { message: primeira });
          }
          setErro(mensagem);
        },
      },
    ),
  );

  if (!enviar.isSuccess) {
    return (
      <Stack spacing={2}>
        <Typography>
          Crie seu acesso para ver a proposta, aceitar e pagar. Enviaremos um código de{' '}
          {CODIGO_ACESSO.digitos} dígitos para <strong>{acesso.email}</strong>.
        </Typography>
        {enviar.isError ? (
          <Alert severity="error" role="alert">
            {errorMessage(enviar.error, M.linkInvalido)}
          </Alert>
        ) : null}
        <Button variant="contained" size="large" loading={enviar.isPending} onClick={() => enviar.mutate()}>
          Enviar código
        </Button>
        <Button component={Link} to={loginPara(acesso)} variant="text">
          Já tenho conta
        </Button>
      </Stack>
    );
  }

  return (
    <Stack component="form" spacing={2} onSubmit={onSubmit} noValidate>
      <Alert severity="info" role="status">
        {enviar.data.detail}
      </Alert>
      <Controller
        name="codigo"
        control={control}
        render={({ field, fieldState }) => (
          <TextInput
            label="Código"
            autoComplete="one-time-code"
            fullWidth
            error={Boolean(fieldState.error)}
            helperText={fieldState.error?.message}
            inputProps={{ inputMode: 'numeric', maxLength: CODIGO_ACESSO.digitos, pattern: '[0-9]*' }}
            name={field.name}
            value={field.value}
            inputRef={field.ref}
            onBlur={field.onBlur}
            onChange={(event) =>
              field.onChange(event.target.value.replace(/\D/g, '').slice(0, CODIGO_ACESSO.digitos))
            }
          />
        )}
      />
      {(['senha', 'confirmacao'] as const).map((nome) => (
        <Controller
          key={nome}
          name={nome}
          control={control}
          render={({ field, fieldState }) => (
            <TextInput
              label={nome === 'senha' ? 'Senha' : 'Confirme a senha'}
              type="password"
              autoComplete="new-password"
              fullWidth
              error={Boolean(fieldState.error)}
              helperText={fieldState.error?.message}
              name={field.name}
              value={field.value}
              inputRef={field.ref}
              onBlur={field.onBlur}
              onChange={field.onChange}
            />
          )}
        />
      ))}
      {erro ? (
        <Alert severity="error" role="alert">
          {erro}
        </Alert>
      ) : null}
      <Button type="submit" variant="contained" size="large" loading={criar.isPending}>
        Criar conta e abrir a viagem
      </Button>
      <Button variant="text" onClick={() => enviar.mutate()} disabled={enviar.isPending}>
        Enviar outro código
      </Button>
    </Stack>
  );
}

/**
 * The proposal e-mail's link (route portal-acesso, its own chunk): the sale for its client signed in, the
 * sign-in with the e-mail filled for an existing account, or the account's creation on first use. An expired
 * or altered link says so and offers the sign-in.
 */
export function PortalAcessoPage() {
  const navigate = useNavigate();
  const token = useSearchParams()[0].get('t') ?? '';
  const acesso = useAcessoDoLink(token);
  const situacao = acesso.data?.situacao;

  useEffect(() => {
    if (!acesso.data || situacao === 'criar_conta') return;
    navigate(
      situacao === 'autenticado' ? pathTo('portal-venda', { id: acesso.data.venda }) : loginPara(acesso.data),
      { replace: true },
    );
  }, [acesso.data, situacao, navigate]);

  const recusa =
    token === '' ? M.linkInvalido : acesso.isError ? errorMessage(acesso.error, M.linkInvalido) : null;
  return (
    <AuthLayout subtitle="Sua viagem">
      {recusa ? (
        <Stack spacing={2}>
          <Alert severity="warning" role="alert">
            {recusa}
          </Alert>
          <Button component={Link} to={pathTo('login')} variant="contained" size="large">
            Entrar
          </Button>
        </Stack>
      ) : acesso.data && situacao === 'criar_conta' ? (
        <CriarConta token={token} acesso={acesso.data} />
      ) : (
        <Typography role="status">Abrindo sua viagem…</Typography>
      )}
    </AuthLayout>
  );
}
