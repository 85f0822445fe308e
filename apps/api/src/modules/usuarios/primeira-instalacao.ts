import { count } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { usuarios } from '../../db/schema/index.ts';

/** What the start prints while the database has no user (docs/deploy.md, "Primeira instalação"). */
export const PRIMEIRO_ADMINISTRADOR = [
  'Nenhum usuário cadastrado. Crie o primeiro administrador (a senha, com pelo menos 10 caracteres, vem de ADMIN_PASSWORD):',
  "  ADMIN_PASSWORD='…' node apps/api/dist/cli.js create-admin --username LOGIN --email EMAIL --nome NOME [--sobrenome SOBRENOME]",
  '  Depois entre com esse login e convide a equipe em Administração › Usuários (defina APP_URL com o endereço que a equipe abre).',
] as const;

/**
 * A real installation's first start: nobody can sign in until the first administrator is created, so the
 * start says how; once there is any user it says nothing.
 */
export async function avisoPrimeiraInstalacao(db: Db): Promise<readonly string[]> {
  const [row] = await db.select({ n: count() }).from(usuarios);
  return (row?.n ?? 0) === 0 ? PRIMEIRO_ADMINISTRADOR : [];
}
