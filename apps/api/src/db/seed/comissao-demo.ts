import { eq, inArray } from 'drizzle-orm';
import { createAuditLog } from '../../platform/audit-log.ts';
import type { DbOrTx } from '../client.ts';
import { usuarios } from '../schema/index.ts';

/**
 * Rates the administrator changed after the demo issuances were worked (decision 0028): the concluded ones
 * keep the rates they were concluded with, the ones still in the queue show the new ones.
 */
const TAXAS_DEMO: Record<
  string,
  { comissao_consultor: string; comissao_cotador: string; comissao_emissor: string }
> = {
  consultor: { comissao_consultor: '3.50', comissao_cotador: '2.50', comissao_emissor: '1.50' },
  cotador: { comissao_consultor: '3.00', comissao_cotador: '3.00', comissao_emissor: '1.50' },
  emissor: { comissao_consultor: '3.00', comissao_cotador: '2.50', comissao_emissor: '2.00' },
};

export async function seedComissaoDemo(tx: DbOrTx): Promise<void> {
  const pessoas = await tx
    .select({
      id: usuarios.id,
      username: usuarios.username,
      comissao_consultor: usuarios.comissao_consultor,
      comissao_cotador: usuarios.comissao_cotador,
      comissao_emissor: usuarios.comissao_emissor,
    })
    .from(usuarios)
    .where(inArray(usuarios.username, ['admin', ...Object.keys(TAXAS_DEMO)]));
  const admin = pessoas.find((p) => p.username === 'admin');
  if (!admin) return;
  for (const pessoa of pessoas) {
    const novas = TAXAS_DEMO[pessoa.username];
    if (!novas) continue;
    await tx.update(usuarios).set(novas).where(eq(usuarios.id, pessoa.id));
    await createAuditLog(tx, {
      tipo: 'comissao_taxas',
      usuario: admin.id,
      antes: {
        comissao_consultor: pessoa.comissao_consultor,
        comissao_cotador: pessoa.comissao_cotador,
        comissao_emissor: pessoa.comissao_emissor,
      },
      depois: novas,
      meta: { entidade: 'usuario', id: pessoa.id },
    });
  }
}
