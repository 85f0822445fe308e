import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { LoginRequest } from '@skyler/domain/auth';
import { useSnackbar } from 'notistack';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { isApiError } from '../../../api/api-error.ts';
import { TextInput } from '../../../components/fields/text-input.tsx';
import { pathTo } from '../../../config/routes.ts';
import { useLogin } from '../api/login.ts';
import { AuthLayout } from '../components/auth-layout.tsx';
import { loginFailedMessage, loginResolver, preloadLoginValidation } from '../lib/login-validation.ts';

export function LoginPage() {
  const navigate = useNavigate();
  const { enqueueSnackbar } = useSnackbar();
  const login = useLogin();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<LoginRequest>({ resolver: loginResolver, defaultValues: { username: '', password: '' } });

  const fieldProps = (name: keyof LoginRequest) => {
    const { ref, ...rest } = register(name);
    return { ...rest, inputRef: ref };
  };

  const onSubmit = handleSubmit((values) =>
    login.mutate(values, {
      onSuccess: (auth) => navigate(pathTo(auth.authenticated ? 'home' : 'otp')),
      onError: async (error) => {
        const message = isApiError(error) && error.detail ? error.detail : await loginFailedMessage();
        enqueueSnackbar(message, { variant: 'error' });
      },
    }),
  );

  return (
    <AuthLayout subtitle="Acesse com seu login e senha.">
      <Stack component="form" spacing={2} onSubmit={onSubmit} onFocus={preloadLoginValidation} noValidate>
        <TextInput
          label="Login"
          autoComplete="username"
          autoFocus
          fullWidth
          error={Boolean(errors.username)}
          helperText={errors.username?.message}
          {...fieldProps('username')}
        />
        <TextInput
          label="Senha"
          type="password"
          autoComplete="current-password"
          fullWidth
          error={Boolean(errors.password)}
          helperText={errors.password?.message}
          {...fieldProps('password')}
        />
        <Button type="submit" variant="contained" size="large" loading={login.isPending}>
          Acessar
        </Button>
      </Stack>
    </AuthLayout>
  );
}
