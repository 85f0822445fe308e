// Signing in without a validation library: the login code's defaults, the messages and the user's initials.
// The shell and the login screens import this module; `auth.ts` re-exports it.

/** Default length of the e-mailed login code (part 1 §2); the server may be configured otherwise. */
export const OTP_DIGITS_DEFAULT = 4;
export const OTP_TTL_SECONDS = 60;

export const AUTH_MESSAGES = {
  loginFailed: 'Erro ao fazer login',
  /** only after the right password of a deactivated account (decision 0039) */
  accountDisabled: 'Esta conta foi desativada. Procure um administrador da agência.',
  /** the code expired, was used, or its tries ran out: only a new login sends another */
  otpInvalid: 'Código inválido ou expirado. Faça login novamente para receber um novo código.',
  tooManyAttempts: 'Muitas tentativas. Aguarde alguns minutos e tente novamente.',
  notAuthenticated: 'Autenticação necessária.',
  forbidden: 'Você não tem permissão para acessar este recurso.',
  csrf: 'Token CSRF ausente ou inválido. Recarregue a página.',
} as const;

/**
 * A wrong code while the code is still valid: says so and how many tries are left, and not to log in again
 * (the same code can still be typed).
 */
export function otpWrongMessage(triesLeft: number): string {
  return triesLeft === 1
    ? 'Código incorreto. Resta 1 tentativa.'
    : `Código incorreto. Restam ${triesLeft} tentativas.`;
}

export function initials(user: { nome: string; sobrenome: string }): string {
  const first = user.nome.trim().charAt(0);
  const last = user.sobrenome.trim().split(/\s+/).at(-1)?.charAt(0) ?? '';
  return `${first}${last}`.toUpperCase();
}
