import { CARTAO_MESSAGES, type Cartao, type CartaoInput } from '@skyler/domain/emissoes';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { cartoes } from '../../db/schema/index.ts';
import { createAuditLog } from '../../platform/audit-log.ts';
import { AppError } from '../../platform/errors.ts';
import type { AtorEmissao } from './emissao-alteracao.ts';

const meta = (id: number, ator: AtorEmissao) => ({
  entidade: 'cartao',
  id,
  ...(ator.ip ? { ip: ator.ip } : {}),
});

/** POST /api/cartoes/: a new agency card (name, brand, last four digits), administrators only. */
export async function criarCartao(db: Db, { dados, ator }: { dados: CartaoInput; ator: AtorEmissao }) {
  return db.transaction(async (tx): Promise<Cartao> => {
    const [row] = await tx
      .insert(cartoes)
      .values({ nome: dados.nome, bandeira: dados.bandeira, digs: dados.digs, ativo: dados.ativo })
      .returning();
    if (!row) throw new Error('card not saved');
    await createAuditLog(tx, {
      tipo: 'cartao',
      usuario: ator.user.id,
      antes: null,
      depois: row,
      meta: { ...meta(row.id, ator), acao: 'criado' },
    });
    return row;
  });
}

/** PUT /api/cartoes/{id}/: renames, fixes the digits or deactivates a card (cards are never deleted). */
export async function alterarCartao(
  db: Db,
  { id, dados, ator }: { id: number; dados: CartaoInput; ator: AtorEmissao },
) {
  return db.transaction(async (tx): Promise<Cartao> => {
    const [antes] = await tx.select().from(cartoes).where(eq(cartoes.id, id)).for('update');
    if (!antes) throw new AppError('not_found', CARTAO_MESSAGES.naoEncontrado);
    const [row] = await tx
      .update(cartoes)
      .set({ nome: dados.nome, bandeira: dados.bandeira, digs: dados.digs, ativo: dados.ativo })
      .where(eq(cartoes.id, id))
      .returning();
    if (!row) throw new AppError('not_found', CARTAO_MESSAGES.naoEncontrado);
    await createAuditLog(tx, {
      tipo: 'cartao',
      usuario: ator.user.id,
      antes,
      depois: row,
      meta: { ...meta(row.id, ator), acao: 'alterado' },
    });
    return row;
  });
}
