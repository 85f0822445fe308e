import { z } from 'zod';

// Passwords and the user's own sessions (decision 0040): the requests, the policy's cheap rules and its
// messages. The strength estimate (zxcvbn) runs on the server only.

export const SENHA_MINIMO = 10;
/** Longer passwords are refused before any hashing or strength estimate. */
export const SENHA_MAXIMO = 128;
/** zxcvbn's score a new password must reach (0–4). */
export const SENHA_FORCA_MINIMA = 3;

export const SENHA_MESSAGES = {
  obrigatoria: 'Informe a nova senha.',
  curta: `A senha deve ter pelo menos ${SENHA_MINIMO} caracteres.`,
  longa: `A senha deve ter no máximo ${SENHA_MAXIMO} caracteres.`,
  contemLogin: 'A senha não pode ser nem conter o seu login.',
  contemEmail: 'A senha não pode ser nem conter o seu e-mail.',
  fraca:
    'Senha muito comum ou fácil de adivinhar. Use uma frase com palavras pouco óbvias, números ou símbolos.',
  atualIncorreta: 'Senha atual incorreta.',
  atualObrigatoria: 'Informe a senha atual.',
  confirmacaoDiferente: 'As senhas não conferem.',
  loginObrigatorio: 'Informe o login ou o e-mail.',
  definida: 'Senha definida. Entre com seu login e a nova senha.',
  alterada: 'Senha alterada. As suas outras sessões foram encerradas.',
  esqueciEnviado:
    'Se houver uma conta ativa com esse login ou e-mail, enviamos um link para redefinir a senha. O link vale por 1 hora.',
  sessaoNaoEncontrada: 'Sessão não encontrada.',
  sessaoEncerrada: 'Sessão encerrada.',
  outrasEncerradas: 'As outras sessões foram encerradas.',
} as const;

/** The policy's hints, shown next to the new password's field. */
export const SENHA_DICAS = [
  `Pelo menos ${SENHA_MINIMO} caracteres.`,
  'Não pode ser nem conter o seu login ou o seu e-mail.',
  'Evite senhas comuns, nomes e datas: prefira uma frase com palavras pouco óbvias.',
] as const;

/** Logins and e-mail local parts shorter than this are refused only when the password equals them. */
const CONTEUDO_MINIMO = 3;

function contem(senha: string, termo: string): boolean {
  const t = termo.trim().toLowerCase();
  if (t === '') return false;
  const s = senha.toLowerCase();
  return t.length >= CONTEUDO_MINIMO ? s.includes(t) : s === t;
}

/**
 * The policy's rules that need no dictionary: length, the login and the e-mail (the whole address or the
 * part before the @). The first message that applies, or null.
 */
export function regraSenhaBasica(senha: string, usuario: { username: string; email: string }): string | null {
  if (senha.length < SENHA_MINIMO) return SENHA_MESSAGES.curta;
  if (senha.length > SENHA_MAXIMO) return SENHA_MESSAGES.longa;
  if (contem(senha, usuario.username)) return SENHA_MESSAGES.contemLogin;
  const email = usuario.email.trim().toLowerCase();
  const local = email.split('@')[0] ?? '';
  if (contem(senha, email) || (local.length >= CONTEUDO_MINIMO && contem(senha, local))) {
    return SENHA_MESSAGES.contemEmail;
  }
  return null;
}

// The length rule is part of the policy (with its message on `nova_senha`), so the schema only bounds it.
const ZNovaSenha = z.string().min(1, SENHA_MESSAGES.obrigatoria).max(SENHA_MAXIMO, SENHA_MESSAGES.longa);
const ZToken = z.string().trim().min(1).max(200);

export const ZDefinirSenha = z.object({ token: ZToken, nova_senha: ZNovaSenha });
export type DefinirSenha = z.infer<typeof ZDefinirSenha>;

export const ZLinkSenhaQuery = z.object({ token: ZToken });

/** Whose login a valid link belongs to, for the page's title and the policy's hints. */
export const ZLinkSenhaInfo = z.object({
  username: z.string(),
  tipo: z.enum(['convite', 'redefinicao']),
  expires_at: z.string(),
});
export type LinkSenhaInfo = z.infer<typeof ZLinkSenhaInfo>;

export const ZEsqueciSenha = z.object({
  login: z.string().trim().min(1, SENHA_MESSAGES.loginObrigatorio).max(254),
});
export type EsqueciSenha = z.infer<typeof ZEsqueciSenha>;

export const ZTrocarSenha = z.object({
  senha_atual: z.string().min(1, SENHA_MESSAGES.atualObrigatoria).max(256),
  nova_senha: ZNovaSenha,
});
export type TrocarSenha = z.infer<typeof ZTrocarSenha>;

export const ZDetail = z.object({ detail: z.string() });

/** One of the user's own active sessions; `id` is derived from the session's key, never the key itself. */
export const ZSessaoUsuario = z.object({
  id: z.string(),
  navegador: z.string(),
  sistema: z.string(),
  ip: z.string(),
  created_at: z.string(),
  last_seen_at: z.string(),
  atual: z.boolean(),
});
export type SessaoUsuario = z.infer<typeof ZSessaoUsuario>;

/** An unknown id, or one of another user's sessions, answers 404. */
export const ZSessaoParams = z.object({ id: z.string().max(64) });

/** Audit-log kinds of this area, named for the Logs screens. */
export const SENHA_LOG_TIPOS = {
  senha_definida: 'Senha definida por link',
  senha_redefinicao_enviada: 'Link de redefinição de senha enviado',
  senha_alterada: 'Senha alterada',
  sessao_encerrada: 'Sessão encerrada',
  sessoes_encerradas: 'Outras sessões encerradas',
} as const;
