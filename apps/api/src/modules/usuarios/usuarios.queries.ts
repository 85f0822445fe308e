import type { Telefone } from '@skyler/domain/cadastro';
import type { UsuarioAdmin } from '@skyler/domain/usuarios';
import { and, asc, count, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { usuarios } from '../../db/schema/index.ts';
import { hasUsablePassword } from '../../platform/password.ts';

const summaryColumns = {
  id: usuarios.id,
  username: usuarios.username,
  nome: usuarios.nome,
  sobrenome: usuarios.sobrenome,
  email: usuarios.email,
  cliente: usuarios.cliente,
  sdr: usuarios.sdr,
  consultor: usuarios.consultor,
  cotador: usuarios.cotador,
  perfil_user: usuarios.perfil_user,
  pertencente: usuarios.pertencente,
};

/** A user's phone, as the proposals they sign show it (decision 0088). */
export async function findTelefoneDoUsuario(db: DbOrTx, usuarioId: number): Promise<Telefone | null> {
  const [row] = await db
    .select({ telefone: usuarios.telefone })
    .from(usuarios)
    .where(eq(usuarios.id, usuarioId));
  return row?.telefone ?? null;
}

/** Active staff accounts (the choices for consultant, SDR, quoter and issuer fields). */
export function findUsuariosWebAtivos(db: DbOrTx) {
  return db
    .select(summaryColumns)
    .from(usuarios)
    .where(and(eq(usuarios.ativo, true), eq(usuarios.cliente, false)))
    .orderBy(asc(usuarios.username));
}

/** When the user's open invitation expires (null without one): the last link of kind `convite` not yet used. */
// written with table names: drizzle leaves the columns of a one-table select unqualified
const conviteExpiraEm = sql<Date | string | null>`(
  select max(l.expires_at) from senha_links l
  where l.usuario_id = "usuarios"."id" and l.tipo = 'convite'
    and l.usado_em is null and l.anulado_em is null and l.expires_at > now()
)`;

const adminColumns = {
  id: usuarios.id,
  username: usuarios.username,
  nome: usuarios.nome,
  sobrenome: usuarios.sobrenome,
  email: usuarios.email,
  telefone: usuarios.telefone,
  is_staff: usuarios.is_staff,
  is_superuser: usuarios.is_superuser,
  cliente: usuarios.cliente,
  ativo: usuarios.ativo,
  bloqueado_em: usuarios.bloqueado_em,
  perfil_user: usuarios.perfil_user,
  pertencente: usuarios.pertencente,
  authorized_restricted_routes: usuarios.authorized_restricted_routes,
  consultor: usuarios.consultor,
  cotador: usuarios.cotador,
  sdr: usuarios.sdr,
  consultores_extra: usuarios.consultores_extra,
  cotador_extra: usuarios.cotador_extra,
  emissores_extra: usuarios.emissores_extra,
  senha_hash: usuarios.senha_hash,
  convite_expira_em: conviteExpiraEm,
  last_login: usuarios.last_login,
  created_at: usuarios.created_at,
};

const selectAdmin = (db: DbOrTx) => db.select(adminColumns).from(usuarios);
type AdminRow = Awaited<ReturnType<typeof selectAdmin>>[number];

const iso = (valor: Date | string | null): string | null =>
  valor === null ? null : new Date(valor).toISOString();

/** The account as the administration screens show it: never the password hash, only whether there is one. */
function toUsuarioAdmin(row: AdminRow): UsuarioAdmin {
  const { senha_hash, bloqueado_em, convite_expira_em, last_login, created_at, ...campos } = row;
  const expira = iso(convite_expira_em);
  return {
    ...campos,
    bloqueado: bloqueado_em !== null,
    tem_senha: hasUsablePassword(senha_hash),
    convite_pendente: expira !== null,
    convite_expira_em: expira,
    last_login: iso(last_login),
    created_at: created_at.toISOString(),
  };
}

const escapeLike = (texto: string) => texto.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The filter of the users list: `search` in login, name and e-mail (every word), `ativo` true/false/todos. */
export function usuariosWhere(options: { search?: string | undefined; ativo: 'true' | 'false' | 'todos' }) {
  const filtros: SQL[] = [];
  if (options.ativo !== 'todos') filtros.push(eq(usuarios.ativo, options.ativo === 'true'));
  for (const palavra of (options.search ?? '').split(/\s+/).filter(Boolean)) {
    const padrao = `%${escapeLike(palavra)}%`;
    const algum = or(
      ilike(usuarios.username, padrao),
      ilike(usuarios.nome, padrao),
      ilike(usuarios.sobrenome, padrao),
      ilike(usuarios.email, padrao),
    );
    if (algum) filtros.push(algum);
  }
  return filtros.length ? and(...filtros) : undefined;
}

export async function findUsuariosAdminPage(
  db: DbOrTx,
  options: { where: SQL | undefined; limit: number; offset: number },
): Promise<UsuarioAdmin[]> {
  const rows = await selectAdmin(db)
    .where(options.where)
    .orderBy(asc(usuarios.nome), asc(usuarios.sobrenome), asc(usuarios.id))
    .limit(options.limit)
    .offset(options.offset);
  return rows.map(toUsuarioAdmin);
}

export async function countUsuarios(db: DbOrTx, where: SQL | undefined): Promise<number> {
  const [row] = await db.select({ n: count() }).from(usuarios).where(where);
  return row?.n ?? 0;
}

export async function findUsuarioAdmin(db: DbOrTx, id: number): Promise<UsuarioAdmin | null> {
  const [row] = await selectAdmin(db).where(eq(usuarios.id, id));
  return row ? toUsuarioAdmin(row) : null;
}
