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
 * Why a session the browser still holds no longer opens (decision 0081): an administrator ended it, the
 * account was deactivated or blocked, its password changed, the user ended it from another session, or it
 * expired (idle too long, or past its absolute limit). The 401 of a refused request and `whoami` say it.
 */
export const MOTIVOS_FIM_SESSAO = [
  'administrador',
  'desativacao',
  'bloqueio',
  'senha_alterada',
  'outra_sessao',
  'inatividade',
  'expirada',
] as const;
export type MotivoFimSessao = (typeof MOTIVOS_FIM_SESSAO)[number];

/** What the login page tells a user whose session was ended, per reason. */
export const MENSAGENS_FIM_SESSAO: Record<MotivoFimSessao, string> = {
  administrador: 'Sua sessão foi encerrada por um administrador.',
  desativacao:
    'Sua sessão foi encerrada porque sua conta foi desativada. Procure um administrador da agência.',
  bloqueio:
    'Sua sessão foi encerrada porque sua conta foi bloqueada. Procure um administrador para desbloqueá-la.',
  senha_alterada: 'Sua sessão foi encerrada porque a senha da conta foi alterada. Entre com a nova senha.',
  outra_sessao: 'Sua sessão foi encerrada a partir de outro acesso da sua conta.',
  inatividade: 'Sua sessão expirou por inatividade.',
  expirada: 'Sua sessão expirou. Entre novamente.',
};

export function isMotivoFimSessao(valor: unknown): valor is MotivoFimSessao {
  return (MOTIVOS_FIM_SESSAO as readonly unknown[]).includes(valor);
}

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
