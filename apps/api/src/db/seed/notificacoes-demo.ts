import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../client.ts';
import { notificacoes_preferencias, usuarios } from '../schema/index.ts';

/** Choices of the demo users (the others keep their role's defaults): the Preferências screen shows both. */
const ESCOLHAS = {
  consultor: [
    { tipo: 'ordem_pagamento', canal: 'nenhum' },
    { tipo: 'milhas', canal: 'email' },
  ],
  financeiro: [
    { tipo: 'cotacao', canal: 'nenhum' },
    { tipo: 'servico', canal: 'email' },
  ],
} as const;

export async function seedNotificacoesDemo(tx: DbOrTx): Promise<void> {
  for (const [username, escolhas] of Object.entries(ESCOLHAS)) {
    const [usuario] = await tx
      .select({ id: usuarios.id })
      .from(usuarios)
      .where(eq(usuarios.username, username));
    if (!usuario) continue;
    await tx
      .insert(notificacoes_preferencias)
      .values(escolhas.map((e) => ({ usuario: usuario.id, tipo: e.tipo, canal: e.canal })));
  }
}
