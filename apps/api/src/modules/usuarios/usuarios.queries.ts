import { and, asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { usuarios } from '../../db/schema/index.ts';

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

/** Active staff accounts (the choices for consultant, SDR, quoter and issuer fields). */
export function findUsuariosWebAtivos(db: DbOrTx) {
  return db
    .select(summaryColumns)
    .from(usuarios)
    .where(and(eq(usuarios.ativo, true), eq(usuarios.cliente, false)))
    .orderBy(asc(usuarios.username));
}
