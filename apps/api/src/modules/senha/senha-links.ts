import { and, eq, isNull } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client.ts';
import { type SenhaLinkTipo, senha_links, type UsuarioRow } from '../../db/schema/index.ts';
import type { EmailMessage } from '../../platform/email.ts';
import { enfileirarEmail } from '../../platform/email-fila.ts';
import { AppError } from '../../platform/errors.ts';
import { randomToken, sha256 } from '../../platform/tokens.ts';

/** How long each kind of link works. */
export const SENHA_LINK_VALIDADE_HORAS: Record<SenhaLinkTipo, number> = { convite: 48, redefinicao: 1 };

export const SENHA_LINK_INVALIDO = 'Este link é inválido, já foi usado ou expirou. Peça um novo.';

/** The web app's page that reads the token and asks for the new password. */
export const SENHA_LINK_CAMINHO = '/senha/definir';

export function senhaLinkUrl(appUrl: string, token: string): string {
  return `${appUrl}${SENHA_LINK_CAMINHO}?token=${encodeURIComponent(token)}`;
}

/**
 * Creates a link for the user, voiding any open one (a new invitation replaces the last, a reset replaces an
 * invitation not yet used). Returns the token, which only the e-mail holds.
 */
export async function criarLinkSenha(
  tx: Tx,
  options: { usuarioId: number; tipo: SenhaLinkTipo; por: number | null; agora?: Date },
): Promise<string> {
  const agora = options.agora ?? new Date();
  await tx
    .update(senha_links)
    .set({ anulado_em: agora })
    .where(
      and(
        eq(senha_links.usuario_id, options.usuarioId),
        isNull(senha_links.usado_em),
        isNull(senha_links.anulado_em),
      ),
    );
  const token = randomToken();
  await tx.insert(senha_links).values({
    id: sha256(token),
    usuario_id: options.usuarioId,
    tipo: options.tipo,
    criado_por: options.por,
    created_at: agora,
    expires_at: new Date(agora.getTime() + SENHA_LINK_VALIDADE_HORAS[options.tipo] * 3_600_000),
  });
  return token;
}

export type LinkSenhaValido = { id: string; usuario_id: number; tipo: SenhaLinkTipo; expires_at: Date };

/**
 * The open link of a token, or a 400 with one message whatever the reason (unknown, used, voided or
 * expired). With `consumir` (inside the transaction that sets the password) the row is locked and marked used.
 */
export async function lerLinkSenha(
  db: DbOrTx,
  token: string,
  options: { consumir?: boolean; agora?: Date } = {},
): Promise<LinkSenhaValido> {
  const agora = options.agora ?? new Date();
  const query = db
    .select({
      id: senha_links.id,
      usuario_id: senha_links.usuario_id,
      tipo: senha_links.tipo,
      expires_at: senha_links.expires_at,
      usado_em: senha_links.usado_em,
      anulado_em: senha_links.anulado_em,
    })
    .from(senha_links)
    .where(eq(senha_links.id, sha256(token)));
  const [link] = options.consumir ? await query.for('update') : await query;
  if (!link || link.usado_em || link.anulado_em || link.expires_at <= agora) {
    throw new AppError('bad_request', SENHA_LINK_INVALIDO);
  }
  if (options.consumir) {
    await db.update(senha_links).set({ usado_em: agora }).where(eq(senha_links.id, link.id));
  }
  return { id: link.id, usuario_id: link.usuario_id, tipo: link.tipo, expires_at: link.expires_at };
}

/**
 * A new link of this kind for the user (`criarLinkSenha`), its e-mail put in the outbox in the same
 * transaction (decision 0050): the token leaves the transaction only inside the queued e-mail.
 */
export async function enviarLinkSenhaTx(
  tx: Tx,
  options: {
    usuario: Pick<UsuarioRow, 'id' | 'email' | 'nome' | 'username'>;
    tipo: SenhaLinkTipo;
    por: number | null;
    appUrl: string;
  },
): Promise<void> {
  const { usuario, tipo, appUrl } = options;
  const token = await criarLinkSenha(tx, { usuarioId: usuario.id, tipo, por: options.por });
  await enfileirarEmail(tx, emailLinkSenha({ usuario, tipo, url: senhaLinkUrl(appUrl, token) }), {
    sensivel: true,
  });
}

/** The e-mail that carries a link, in Portuguese. */
export function emailLinkSenha(options: {
  usuario: Pick<UsuarioRow, 'email' | 'nome' | 'username'>;
  tipo: SenhaLinkTipo;
  url: string;
}): EmailMessage {
  const { usuario, tipo, url } = options;
  const horas = SENHA_LINK_VALIDADE_HORAS[tipo];
  const validade = horas === 1 ? '1 hora' : `${horas} horas`;
  if (tipo === 'convite') {
    return {
      to: usuario.email,
      subject: 'Convite para o Skyler Back-office',
      text: [
        `Olá, ${usuario.nome}!`,
        '',
        `Você foi convidado para o Skyler Back-office. Seu login é: ${usuario.username}`,
        '',
        'Para definir sua senha, abra o link abaixo:',
        url,
        '',
        `O link vale por ${validade} e pode ser usado uma única vez.`,
      ].join('\n'),
    };
  }
  return {
    to: usuario.email,
    subject: 'Redefinição de senha do Skyler Back-office',
    text: [
      `Olá, ${usuario.nome}!`,
      '',
      'Recebemos um pedido para redefinir a senha da sua conta. Para escolher uma nova senha, abra o link abaixo:',
      url,
      '',
      `O link vale por ${validade} e pode ser usado uma única vez. Se você não pediu, ignore este e-mail: sua senha continua a mesma.`,
    ].join('\n'),
  };
}
