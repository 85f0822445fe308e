import type { LoginRequest } from '@skyler/domain/auth';
import { MENSAGENS_FIM_SESSAO } from '@skyler/domain/auth-regras';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { isApiError } from '../../../api/api-error.ts';
import { useWhoami } from '../../../api/get-whoami.ts';
import { APP_FOOTER, APP_NAME, TOAST_DURATION_MS } from '../../../config/app.ts';
import { pathTo } from '../../../config/routes.ts';
import { useLogin } from '../api/login.ts';
import {
  type LoginFieldErrors,
  loginFailedMessage,
  preloadLoginValidation,
  validateLogin,
} from '../lib/login-validation.ts';

type FieldProps = {
  name: keyof LoginRequest;
  label: string;
  type?: string;
  autoComplete: string;
  autoFocus?: boolean;
  value: string;
  error: string | undefined;
  onChange: (value: string) => void;
};

function LoginField({
  name,
  label,
  type = 'text',
  autoComplete,
  autoFocus,
  value,
  error,
  onChange,
}: FieldProps) {
  const id = useId();
  const errorId = `${id}-erro`;
  return (
    <div className={error ? 'login__field login__field--error' : 'login__field'}>
      <label className="login__label" htmlFor={id}>
        {label}
      </label>
      <input
        id={id}
        className="login__input"
        name={name}
        type={type}
        autoComplete={autoComplete}
        // biome-ignore lint/a11y/noAutofocus: the page's only task is this form
        autoFocus={autoFocus}
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        onChange={(event) => onChange(event.target.value)}
      />
      {error ? (
        <p id={errorId} className="login__error">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** A toast as the other pages' (top right, 3 s), without their library. */
function useToast() {
  const [message, setMessage] = useState<string | null>(null);
  useEffect(() => {
    if (message === null) return;
    const timer = setTimeout(() => setMessage(null), TOAST_DURATION_MS);
    return () => clearTimeout(timer);
  }, [message]);
  return { message, show: setMessage };
}

/**
 * The first page of every visitor, drawn with plain markup and its own CSS, in index.html with the same
 * markup drawn before this code arrives (decision 0059; no MUI, no form library):
 * its download is React, the router and the query client. Validation comes from the domain schema,
 * downloaded on the first focus.
 */
export function LoginPage() {
  const navigate = useNavigate();
  const location = useLocation();
  // set by the password link's page once the password is saved
  const avisoDaPagina = (location.state as { aviso?: unknown } | null)?.aviso;
  // the browser still held a session the server ended: why (decision 0081)
  const motivo = useWhoami().data?.sessao_encerrada;
  const aviso =
    typeof avisoDaPagina === 'string' ? avisoDaPagina : motivo ? MENSAGENS_FIM_SESSAO[motivo] : null;
  const login = useLogin();
  const toast = useToast();
  // the proposal's link sends a client here with their login filled and the sale to return to
  const busca = new URLSearchParams(location.search);
  const volta = busca.get('volta');
  const [values, setValues] = useState<LoginRequest>({ username: busca.get('login') ?? '', password: '' });
  const [errors, setErrors] = useState<LoginFieldErrors>({});

  const change = (name: keyof LoginRequest) => (value: string) => {
    setValues((current) => ({ ...current, [name]: value }));
    if (errors[name]) setErrors((current) => ({ ...current, [name]: undefined }));
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const checked = await validateLogin(values);
    setErrors(checked.errors ?? {});
    if (!checked.values) return;
    login.mutate(checked.values, {
      onSuccess: (auth) =>
        navigate(pathTo(auth.authenticated ? 'home' : 'otp'), volta ? { state: { volta } } : undefined),
      onError: async (error) => {
        toast.show(isApiError(error) && error.detail ? error.detail : await loginFailedMessage());
      },
    });
  };

  return (
    <div className="login">
      <main className="login__card">
        <h1 className="login__title">{APP_NAME}</h1>
        <p className="login__subtitle">Acesse com seu login e senha.</p>
        {aviso ? (
          <p className="login__notice" role="status">
            {aviso}
          </p>
        ) : null}
        <form className="login__form" onSubmit={onSubmit} onInput={preloadLoginValidation} noValidate>
          <LoginField
            name="username"
            label="Login"
            autoComplete="username"
            autoFocus
            value={values.username}
            error={errors.username}
            onChange={change('username')}
          />
          <LoginField
            name="password"
            label="Senha"
            type="password"
            autoComplete="current-password"
            value={values.password}
            error={errors.password}
            onChange={change('password')}
          />
          <button className="login__button" type="submit" disabled={login.isPending}>
            Acessar
          </button>
        </form>
        <Link className="login__link" to={pathTo('esqueci-senha')}>
          Esqueci minha senha
        </Link>
      </main>
      <footer className="login__footer">{APP_FOOTER}</footer>
      {toast.message ? (
        <div className="login__toast" role="alert">
          {toast.message}
        </div>
      ) : null}
    </div>
  );
}
