import { USUARIO_MESSAGES as M, type UsuarioData } from '@skyler/domain/usuarios';
import { and, asc, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { contatos, senha_links, type UsuarioRow, usuarios } from '../../db/schema/index.ts';
import { createAuditLog } from '../../platform/audit-log.ts';
import { AppError } from '../../platform/errors.ts';
import { pgError } from '../../platform/pg-errors.ts';
import { esquecerSessoes } from '../../platform/session-cache.ts';
import type { SessionUser } from '../../platform/sessions.ts';
import { enviarLinkSenhaTx } from '../senha/senha-links.ts';
import { encerrarSessoesDoUsuario as encerrarSessoesDoUsuarioTx } from '../sessoes/sessoes.service.ts';
import { createUsuario } from './usuarios.service.ts';

type Actor = { user: SessionUser; ip: string };

/** The row as the audit log keeps it: never the password hash. */
function semSenha(row: UsuarioRow) {
  const { senha_hash: _omit, ...resto } = row;
  return resto;
}

/** An administrator who can sign in: the one kind the last-administrator rule counts. */
const ehAdminAtivo = (row: Pick<UsuarioRow, 'is_superuser' | 'is_staff' | 'ativo' | 'cliente'>) =>
  row.is_superuser && row.is_staff && row.ativo && !row.cliente;

/**
 * Locks the active administrators (in id order, so two changes wait for each other instead of deadlocking)
 * and answers how many there are besides `exceto`.
 */
async function outrosAdministradores(tx: Tx, exceto: number): Promise<number> {
  const admins = await tx
    .select({ id: usuarios.id })
    .from(usuarios)
    .where(
      and(
        eq(usuarios.is_superuser, true),
        eq(usuarios.is_staff, true),
        eq(usuarios.ativo, true),
        eq(usuarios.cliente, false),
      ),
    )
    .orderBy(asc(usuarios.id))
    .for('update');
  return admins.filter((admin) => admin.id !== exceto).length;
}

async function lerParaAlterar(tx: Tx, id: number): Promise<UsuarioRow> {
  const [row] = await tx.select().from(usuarios).where(eq(usuarios.id, id)).for('update');
  if (!row) throw new AppError('not_found', M.naoEncontrado);
  return row;
}

/** Login and e-mail belong to one account each, whatever the case (the login is typed in any case). */
async function conferirUnicos(
  tx: Tx,
  dados: { username: string; email: string },
  excetoId: number | null,
): Promise<void> {
  const outro = excetoId === null ? undefined : ne(usuarios.id, excetoId);
  const [mesmoLogin, mesmoEmail] = await Promise.all([
    tx
      .select({ id: usuarios.id })
      .from(usuarios)
      .where(and(sql`lower(${usuarios.username}) = ${dados.username.toLowerCase()}`, outro))
      .limit(1),
    tx
      .select({ id: usuarios.id })
      .from(usuarios)
      .where(and(sql`lower(${usuarios.email}) = ${dados.email.toLowerCase()}`, outro))
      .limit(1),
  ]);
  const errors: Record<string, string[]> = {};
  if (mesmoLogin.length) errors.username = [M.usernameEmUso];
  if (mesmoEmail.length) errors.email = [M.emailEmUso];
  const [primeira] = Object.values(errors);
  if (primeira?.[0]) throw new AppError('conflict', primeira[0], errors);
}

const EXTRAS = ['consultores_extra', 'cotador_extra', 'emissores_extra'] as const;

/** The *_extra lists name active staff accounts only. */
async function conferirExtras(tx: Tx, dados: UsuarioData): Promise<void> {
  const ids = [...new Set(EXTRAS.flatMap((campo) => dados[campo]))];
  if (ids.length === 0) return;
  const validos = await tx
    .select({ id: usuarios.id })
    .from(usuarios)
    .where(and(inArray(usuarios.id, ids), eq(usuarios.ativo, true), eq(usuarios.cliente, false)));
  const ok = new Set(validos.map((row) => row.id));
  const errors: Record<string, string[]> = {};
  for (const campo of EXTRAS) {
    if (dados[campo].some((id) => !ok.has(id))) errors[campo] = [M.extraInvalido];
  }
  if (Object.keys(errors).length) throw new AppError('bad_request', M.extraInvalido, errors);
}

/** A unique violation that a concurrent save slipped past the checks above, with the field's message. */
function loginEmUso(error: unknown): never {
  if (pgError(error)?.kind === 'unique') {
    throw new AppError('conflict', M.usernameEmUso, { username: [M.usernameEmUso] });
  }
  throw error;
}

/**
 * Creates a staff account without a password and its invitation, whose e-mail is queued in the same
 * transaction; returns the new account's id.
 */
export async function criarUsuarioConvidado(
  db: Db,
  { input, user, ip, appUrl }: { input: UsuarioData; appUrl: string } & Actor,
): Promise<number> {
  return db
    .transaction(async (tx) => {
      await conferirUnicos(tx, input, null);
      await conferirExtras(tx, input);
      const row = await createUsuario(
        tx,
        { ...input, is_superuser: input.is_superuser && input.is_staff, cliente: false },
        { by: user.id, ip },
      );
      await convidarTx(tx, row, { user, ip, appUrl });
      return row.id;
    })
    .catch(loginEmUso);
}

export async function alterarUsuario(
  db: Db,
  { id, input, user, ip }: { id: number; input: UsuarioData } & Actor,
) {
  await db
    .transaction(async (tx) => {
      const outrosAdmins = await outrosAdministradores(tx, id);
      const antes = await lerParaAlterar(tx, id);
      await conferirUnicos(tx, input, id);
      await conferirExtras(tx, input);
      // a customer account keeps no staff access: only its identity is edited here
      const acesso = antes.cliente
        ? {}
        : {
            is_staff: input.is_staff,
            is_superuser: input.is_superuser && input.is_staff,
            perfil_user: input.perfil_user,
            pertencente: input.pertencente,
            authorized_restricted_routes: input.authorized_restricted_routes,
            consultor: input.consultor,
            cotador: input.cotador,
            sdr: input.sdr,
            consultores_extra: input.consultores_extra,
            cotador_extra: input.cotador_extra,
            emissores_extra: input.emissores_extra,
          };
      const continuaAdmin = antes.cliente || (input.is_superuser && input.is_staff);
      if (ehAdminAtivo(antes) && !continuaAdmin && outrosAdmins === 0) {
        throw new AppError('conflict', M.ultimoAdministrador, { is_superuser: [M.ultimoAdministrador] });
      }
      const [depois] = await tx
        .update(usuarios)
        .set({
          username: input.username,
          nome: input.nome,
          sobrenome: input.sobrenome,
          email: input.email,
          telefone: input.telefone,
          ...acesso,
          updated_at: new Date(),
        })
        .where(eq(usuarios.id, id))
        .returning();
      if (!depois) throw new AppError('not_found', M.naoEncontrado);
      await createAuditLog(tx, {
        tipo: 'usuario_editado',
        usuario: user.id,
        antes: semSenha(antes),
        depois: semSenha(depois),
        meta: { entidade: 'usuario', id, ip },
      });
    })
    .catch(loginEmUso);
  // the signed-in user's permissions change with the next request
  esquecerSessoes();
}

/**
 * Deactivates an account: its sessions, login attempts and password links end in the same transaction, so
 * the next request of an open tab answers 401. The account stays on every record it touched.
 */
export async function desativarUsuario(db: Db, { id, user, ip }: { id: number } & Actor) {
  if (id === user.id) throw new AppError('conflict', M.desativarASiMesmo);
  await db.transaction(async (tx) => {
    const outrosAdmins = await outrosAdministradores(tx, id);
    const antes = await lerParaAlterar(tx, id);
    if (!antes.ativo) throw new AppError('conflict', M.jaInativo);
    if (ehAdminAtivo(antes) && outrosAdmins === 0) throw new AppError('conflict', M.ultimoAdministrador);
    const agora = new Date();
    await tx.update(usuarios).set({ ativo: false, updated_at: agora }).where(eq(usuarios.id, id));
    const encerradas = await encerrarSessoesDoUsuarioTx(tx, id, { motivo: 'desativacao' });
    await tx
      .update(senha_links)
      .set({ anulado_em: agora })
      .where(
        and(eq(senha_links.usuario_id, id), isNull(senha_links.usado_em), isNull(senha_links.anulado_em)),
      );
    await createAuditLog(tx, {
      tipo: 'usuario_desativado',
      usuario: user.id,
      antes: { ativo: true },
      depois: { ativo: false },
      meta: { entidade: 'usuario', id, ip, sessoes_encerradas: encerradas },
    });
  });
  esquecerSessoes();
}

export async function reativarUsuario(db: Db, { id, user, ip }: { id: number } & Actor) {
  await db.transaction(async (tx) => {
    const antes = await lerParaAlterar(tx, id);
    if (antes.ativo) throw new AppError('conflict', M.jaAtivo);
    await tx.update(usuarios).set({ ativo: true, updated_at: new Date() }).where(eq(usuarios.id, id));
    await createAuditLog(tx, {
      tipo: 'usuario_reativado',
      usuario: user.id,
      antes: { ativo: false },
      depois: { ativo: true },
      meta: { entidade: 'usuario', id, ip },
    });
  });
  esquecerSessoes();
}

/** Ends every session of the user (an administrator's action); answers how many there were. */
export async function encerrarSessoesDoUsuario(db: Db, { id, user, ip }: { id: number } & Actor) {
  const encerradas = await db.transaction(async (tx) => {
    await lerParaAlterar(tx, id);
    const n = await encerrarSessoesDoUsuarioTx(tx, id, { motivo: 'administrador' });
    await createAuditLog(tx, {
      tipo: 'usuario_sessoes_encerradas',
      usuario: user.id,
      antes: { sessoes: n },
      depois: { sessoes: 0 },
      meta: { entidade: 'usuario', id, ip },
    });
    return n;
  });
  esquecerSessoes();
  return encerradas;
}

/** The invitation of an account: a new link, e-mailed through the outbox, and its audit row. */
async function convidarTx(
  tx: Tx,
  usuario: Pick<UsuarioRow, 'id' | 'email' | 'nome' | 'username'>,
  { user, ip, appUrl }: Actor & { appUrl: string },
): Promise<void> {
  await enviarLinkSenhaTx(tx, { usuario, tipo: 'convite', por: user.id, appUrl });
  await createAuditLog(tx, {
    tipo: 'usuario_convite_enviado',
    usuario: user.id,
    meta: { entidade: 'usuario', id: usuario.id, ip },
  });
}

/** A new invitation for an active account, its e-mail queued with it; the open links stop working. */
export async function novoConvite(
  db: Db,
  { id, user, ip, appUrl }: { id: number; appUrl: string } & Actor,
): Promise<void> {
  await db.transaction(async (tx) => {
    const row = await lerParaAlterar(tx, id);
    if (!row.ativo) throw new AppError('conflict', M.conviteInativo);
    await convidarTx(tx, row, { user, ip, appUrl });
  });
}

/**
 * A customer account for a contact, in the caller's transaction: login and e-mail are the contact's e-mail,
 * the name is the contact's; linked as `contatos.usuario_cliente`, with the audit rows. Without a password
 * the account waits for its invitation; with one (the portal's first use, after the e-mailed code) it is
 * ready. `por` is who created it: staff, or null when the client did.
 */
export async function criarContaClienteTx(
  tx: Tx,
  { contatoId, por, ip, password }: { contatoId: number; por: number | null; ip: string; password?: string },
): Promise<UsuarioRow> {
  const [contato] = await tx.select().from(contatos).where(eq(contatos.id, contatoId)).for('update');
  if (!contato) throw new AppError('not_found', M.contatoNaoEncontrado);
  if (contato.usuario_cliente !== null) throw new AppError('conflict', M.contatoJaTemConta);
  const email = contato.email?.trim().toLowerCase() ?? '';
  if (!email) throw new AppError('bad_request', M.contatoSemEmail);
  await conferirUnicos(tx, { username: email, email }, null);
  const row = await createUsuario(
    tx,
    {
      username: email,
      email,
      nome: contato.nome,
      sobrenome: contato.sobrenome,
      cliente: true,
      ...(password === undefined ? {} : { password }),
    },
    { by: por, ip },
  );
  await tx.update(contatos).set({ usuario_cliente: row.id }).where(eq(contatos.id, contatoId));
  await createAuditLog(tx, {
    tipo: 'contato_conta_cliente_criada',
    usuario: por,
    antes: { usuario_cliente: null },
    depois: { usuario_cliente: row.id },
    meta: { entidade: 'contato', id: contatoId, ip },
  });
  return row;
}

/** A customer account created by staff for a contact, with its invitation (the e-mail queued with it). */
export async function criarContaCliente(
  db: Db,
  { contatoId, user, ip, appUrl }: { contatoId: number; appUrl: string } & Actor,
): Promise<number> {
  return db
    .transaction(async (tx) => {
      const row = await criarContaClienteTx(tx, { contatoId, por: user.id, ip });
      await convidarTx(tx, row, { user, ip, appUrl });
      return row.id;
    })
    .catch(loginEmUso);
}

/** The customer account linked to a contact, if any. */
export async function contaDoContato(db: Db, contatoId: number): Promise<number | null | undefined> {
  const [contato] = await db
    .select({ usuario_cliente: contatos.usuario_cliente })
    .from(contatos)
    .where(eq(contatos.id, contatoId));
  return contato === undefined ? undefined : contato.usuario_cliente;
}
