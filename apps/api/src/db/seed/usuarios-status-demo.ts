import { eq } from 'drizzle-orm';
import { criarLinkSenha } from '../../modules/senha/senha-links.ts';
import { createUsuario, type NewUsuario } from '../../modules/usuarios/usuarios.service.ts';
import type { Tx } from '../client.ts';
import { usuarios } from '../schema/index.ts';
import { DEMO_PASSWORD } from './demo-usuarios.ts';

const conta = (
  username: string,
  nome: string,
  sobrenome: string,
  extra: Partial<NewUsuario>,
): NewUsuario => ({
  username,
  nome,
  sobrenome,
  email: `${username}@agencia-demo.com.br`,
  ...extra,
});

/**
 * Accounts that show the other states of the Usuários screen: one that left the agency (deactivated), one
 * invited who has not set a password yet, and one blocked after wrong codes. None of them can sign in.
 */
export async function seedUsuariosStatusDemo(tx: Tx, agora = new Date()): Promise<void> {
  const [admin] = await tx.select({ id: usuarios.id }).from(usuarios).where(eq(usuarios.username, 'admin'));
  const desativado = await createUsuario(
    tx,
    conta('rafael', 'Rafael', 'Antigo', {
      password: DEMO_PASSWORD,
      consultor: true,
      perfil_user: ['consultor'],
      pertencente: ['vendas_2'],
    }),
    { by: admin?.id ?? null },
  );
  await tx.update(usuarios).set({ ativo: false }).where(eq(usuarios.id, desativado.id));

  const convidada = await createUsuario(
    tx,
    conta('paula', 'Paula', 'Novata', { cotador: true, perfil_user: ['cotador'] }),
    { by: admin?.id ?? null },
  );
  // the e-mailed token is not kept: "Reenviar convite" sends one that works
  await criarLinkSenha(tx, { usuarioId: convidada.id, tipo: 'convite', por: admin?.id ?? null, agora });

  const bloqueado = await createUsuario(
    tx,
    conta('bruno', 'Bruno', 'Bloqueado', {
      password: DEMO_PASSWORD,
      perfil_user: ['emissor'],
      pertencente: ['emissao'],
    }),
    { by: admin?.id ?? null },
  );
  await tx.update(usuarios).set({ bloqueado_em: agora }).where(eq(usuarios.id, bloqueado.id));
}
