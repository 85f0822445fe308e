import {
  type AcessoResposta,
  CODIGO_ACESSO,
  PORTAL_ACESSO_MESSAGES as M,
} from '@skyler/domain/portal-acesso';
import type { Db } from '../../db/client.ts';
import { createAuditLog } from '../../platform/audit-log.ts';
import { enfileirarEmail } from '../../platform/email-fila.ts';
import { AppError } from '../../platform/errors.ts';
import { pgError } from '../../platform/pg-errors.ts';
import { iniciarSessao, type SessionUser, toUser } from '../../platform/sessions.ts';
import { hmac, randomCode, randomToken, sameDigest } from '../../platform/tokens.ts';
import { mensagemPoliticaSenha } from '../senha/senha-politica.ts';
import { criarContaClienteTx } from '../usuarios/usuarios-admin.service.ts';
import {
  closeCodigo,
  closeCodigosAbertos,
  countCodigosDesde,
  findDestinoDoLink,
  insertCodigo,
  spendTentativaDoCodigo,
} from './portal-acesso.queries.ts';

const DIA_MS = 86_400_000;
const PROPOSITO = 'proposta-portal';

type Link = { venda: number; contato: number };

const assinatura = (secret: string, { venda, contato }: Link, expira: number) =>
  hmac(secret, `${PROPOSITO}:${venda}:${contato}:${expira}`);

/**
 * The proposal's link token: the sale, the client's contact and the expiry (Unix seconds), signed with the
 * server's secret (HMAC-SHA256). Nothing is stored: the signature is the proof.
 */
export function assinarLinkDaProposta(
  secret: string,
  link: Link,
  { dias, agora = new Date() }: { dias: number; agora?: Date },
): string {
  const expira = Math.floor((agora.getTime() + dias * DIA_MS) / 1000);
  return `${link.venda}.${link.contato}.${expira}.${assinatura(secret, link, expira)}`;
}

/** The portal's address the proposal e-mail carries. */
export function urlDoLinkDaProposta(appUrl: string, token: string): string {
  return `${appUrl}/portal/acesso?t=${encodeURIComponent(token)}`;
}

/** The sale and contact a token names; a token not signed by this server or expired is a 400 that says so. */
export function lerLinkDaProposta(secret: string, token: string, agora = new Date()): Link {
  const partes = /^(\d{1,10})\.(\d{1,10})\.(\d{1,12})\.([0-9a-f]{64})$/.exec(token.trim());
  if (!partes) throw new AppError('bad_request', M.linkInvalido);
  const link = { venda: Number(partes[1]), contato: Number(partes[2]) };
  const expira = Number(partes[3]);
  if (!sameDigest(partes[4] ?? '', assinatura(secret, link, expira))) {
    throw new AppError('bad_request', M.linkInvalido);
  }
  if (expira * 1000 <= agora.getTime()) throw new AppError('bad_request', M.linkExpirado);
  return link;
}

async function destinoDo(db: Db, secret: string, token: string) {
  const link = lerLinkDaProposta(secret, token);
  const destino = await findDestinoDoLink(db, link);
  // the sale changed its client, or was removed: the link no longer leads anywhere
  if (!destino) throw new AppError('bad_request', M.linkInvalido);
  return destino;
}

/**
 * What the link allows: the sale, when its client is signed in; the sign-in with the account's login, when
 * the contact has an account; the account's creation otherwise. Anyone else signed in gets nothing.
 */
export async function abrirLinkDaProposta(
  db: Db,
  secret: string,
  { token, user }: { token: string; user: SessionUser | null },
): Promise<AcessoResposta> {
  const destino = await destinoDo(db, secret, token);
  if (user) {
    if (!user.cliente || destino.conta !== user.id) throw new AppError('forbidden', M.outraConta);
    return { situacao: 'autenticado', venda: destino.venda, email: user.username };
  }
  if (destino.conta !== null) return { situacao: 'entrar', venda: destino.venda, email: destino.login ?? '' };
  if (!destino.email?.trim()) throw new AppError('bad_request', M.semEmail);
  return { situacao: 'criar_conta', venda: destino.venda, email: destino.email.trim().toLowerCase() };
}

/** `ma***@dominio.com`: enough for the client to recognise the address, not to learn it. */
function mascarar(email: string): string {
  const [nome = '', dominio = ''] = email.split('@');
  return `${nome.slice(0, 2)}***@${dominio}`;
}

const hashDoCodigo = (secret: string, sal: string, codigo: string) =>
  `${sal}:${hmac(secret, `portal-codigo:${sal}:${codigo}`)}`;

/**
 * Sends the account-creation code to the contact's e-mail: a few per window, the open ones closed, the
 * e-mail through the durable queue (sensitive: its body is not logged) with the audit row, in one transaction.
 */
export async function enviarCodigoDeAcesso(
  db: Db,
  secret: string,
  { token, ip }: { token: string; ip: string },
): Promise<{ detail: string; expira_em: string }> {
  const destino = await destinoDo(db, secret, token);
  if (destino.conta !== null) throw new AppError('conflict', M.contaExiste);
  const email = destino.email?.trim().toLowerCase();
  if (!email) throw new AppError('bad_request', M.semEmail);
  const janela = new Date(Date.now() - CODIGO_ACESSO.janelaMinutos * 60_000);
  if ((await countCodigosDesde(db, destino.contato, janela)) >= CODIGO_ACESSO.porJanela) {
    throw new AppError('too_many_requests', M.muitosCodigos);
  }
  const codigo = randomCode(CODIGO_ACESSO.digitos);
  const expira = new Date(Date.now() + CODIGO_ACESSO.validadeMinutos * 60_000);
  await db.transaction(async (tx) => {
    await closeCodigosAbertos(tx, destino.contato);
    const linha = await insertCodigo(tx, {
      contato: destino.contato,
      venda: destino.venda,
      codigo_hash: hashDoCodigo(secret, randomToken(12), codigo),
      ip,
      expira_em: expira,
    });
    await enfileirarEmail(
      tx,
      { to: email, subject: M.assuntoCodigo, text: M.textoCodigo(destino.nome.trim(), codigo) },
      { sensivel: true },
    );
    await createAuditLog(tx, {
      tipo: 'portal_codigo_enviado',
      usuario: null,
      venda: destino.venda,
      depois: { codigo: linha.id, expira_em: expira.toISOString() },
      meta: { entidade: 'contato', id: destino.contato, ip },
    });
  });
  return { detail: M.codigoEnviado(mascarar(email)), expira_em: expira.toISOString() };
}

/**
 * Creates the client's account with the e-mailed code: the password is checked against the policy first
 * (a weak one spends no try), then one try is spent; a right code makes the `cliente` account linked to the
 * contact (created by no staff: `created_by` null), closes the code and opens the session, in one transaction.
 */
export async function criarContaDeAcesso(
  db: Db,
  deps: { secret: string; sessionHours: number; sessionIdleMinutes?: number },
  input: { token: string; codigo: string; senha: string; ip: string; userAgent: string },
): Promise<{ sessionToken: string; user: SessionUser; venda: number }> {
  const destino = await destinoDo(db, deps.secret, input.token);
  if (destino.conta !== null) throw new AppError('conflict', M.contaExiste);
  const email = destino.email?.trim().toLowerCase() ?? '';
  const politica = await mensagemPoliticaSenha(input.senha, {
    username: email,
    email,
    nome: destino.nome,
    sobrenome: '',
  });
  if (politica) throw new AppError('bad_request', politica, { senha: [politica] });

  const recusa = () =>
    new AppError(
      'bad_request',
      M.codigoInvalido,
      { codigo: [M.codigoInvalido] },
      { tentativas_restantes: 0 },
    );
  const codigo = await spendTentativaDoCodigo(db, {
    contato: destino.contato,
    venda: destino.venda,
    maximo: CODIGO_ACESSO.tentativas,
  });
  if (!codigo) throw recusa();
  const [sal = ''] = codigo.codigo_hash.split(':');
  if (
    !sameDigest(
      codigo.codigo_hash.slice(sal.length + 1),
      hashDoCodigo(deps.secret, sal, input.codigo).slice(sal.length + 1),
    )
  ) {
    const restantes = Math.max(0, CODIGO_ACESSO.tentativas - codigo.tentativas);
    await createAuditLog(db, {
      tipo: 'portal_codigo_incorreto',
      usuario: null,
      venda: destino.venda,
      depois: { codigo: codigo.id, tentativas_restantes: restantes },
      meta: { entidade: 'contato', id: destino.contato, ip: input.ip },
    });
    if (restantes === 0) {
      await closeCodigo(db, codigo.id);
      throw recusa();
    }
    const mensagem = M.codigoIncorreto(restantes);
    throw new AppError('bad_request', mensagem, { codigo: [mensagem] }, { tentativas_restantes: restantes });
  }

  return db
    .transaction(async (tx) => {
      if (!(await closeCodigo(tx, codigo.id))) throw recusa();
      const conta = await criarContaClienteTx(tx, {
        contatoId: destino.contato,
        por: null,
        ip: input.ip,
        password: input.senha,
      });
      const sessionToken = await iniciarSessao(tx, conta.id, input, deps);
      await createAuditLog(tx, {
        tipo: 'portal_conta_criada',
        usuario: conta.id,
        venda: destino.venda,
        depois: { usuario: conta.id, contato: destino.contato },
        meta: { entidade: 'usuario', id: conta.id, ip: input.ip },
      });
      return { sessionToken, user: toUser(conta), venda: destino.venda };
    })
    .catch((error: unknown) => {
      // the same address taken meanwhile (another account, staff included): sign in instead
      if (pgError(error)?.kind === 'unique') throw new AppError('conflict', M.contaExiste);
      if (error instanceof AppError && error.code === 'conflict')
        throw new AppError('conflict', M.contaExiste);
      throw error;
    });
}
