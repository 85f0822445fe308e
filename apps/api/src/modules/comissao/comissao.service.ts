import {
  COMISSAO_MESSAGES,
  type TaxasComissaoUpdate,
  type TaxasComissaoUsuario,
} from '@skyler/domain/comissao';
import { moneyString } from '@skyler/domain/precos/dinheiro';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.ts';
import { usuarios } from '../../db/schema/index.ts';
import { createAuditLog } from '../../platform/audit-log.ts';
import { AppError } from '../../platform/errors.ts';

type Ator = { user: { id: number }; ip: string | null };

const taxasDe = {
  id: usuarios.id,
  username: usuarios.username,
  nome: usuarios.nome,
  sobrenome: usuarios.sobrenome,
  ativo: usuarios.ativo,
  comissao_consultor: usuarios.comissao_consultor,
  comissao_cotador: usuarios.comissao_cotador,
  comissao_emissor: usuarios.comissao_emissor,
};

/** PUT /api/comissao/taxas/{usuario}/: an administrator sets a staff user's three rates, audited. */
export async function salvarTaxasComissao(
  db: Db,
  { usuario, dados, ator }: { usuario: number; dados: TaxasComissaoUpdate; ator: Ator },
): Promise<TaxasComissaoUsuario> {
  return db.transaction(async (tx) => {
    const [antes] = await tx
      .select(taxasDe)
      .from(usuarios)
      .where(and(eq(usuarios.id, usuario), eq(usuarios.is_staff, true), eq(usuarios.cliente, false)))
      .for('update');
    if (!antes) throw new AppError('not_found', COMISSAO_MESSAGES.usuarioNaoEncontrado);
    const novas = {
      comissao_consultor: moneyString(dados.comissao_consultor),
      comissao_cotador: moneyString(dados.comissao_cotador),
      comissao_emissor: moneyString(dados.comissao_emissor),
    };
    const [depois] = await tx.update(usuarios).set(novas).where(eq(usuarios.id, usuario)).returning(taxasDe);
    if (!depois) throw new AppError('not_found', COMISSAO_MESSAGES.usuarioNaoEncontrado);
    await createAuditLog(tx, {
      tipo: 'comissao_taxas',
      usuario: ator.user.id,
      antes: {
        comissao_consultor: antes.comissao_consultor,
        comissao_cotador: antes.comissao_cotador,
        comissao_emissor: antes.comissao_emissor,
      },
      depois: novas,
      meta: { entidade: 'usuario', id: usuario, ...(ator.ip ? { ip: ator.ip } : {}) },
    });
    return depois;
  });
}

/**
 * The rates an issuance keeps when it is concluded (decision 0028): its consultant's, quoter's and issuer's
 * current ones; null for a participant it does not have.
 */
export async function taxasNaConclusaoTx(
  tx: DbOrTx,
  participantes: { consultor: number | null; cotador: number | null; emissor: number | null },
): Promise<{ pct_consultor: string | null; pct_cotador: string | null; pct_emissor: string | null }> {
  const ids = [participantes.consultor, participantes.cotador, participantes.emissor].filter(
    (id): id is number => id !== null,
  );
  const linhas =
    ids.length === 0
      ? []
      : await tx
          .select({
            id: usuarios.id,
            consultor: usuarios.comissao_consultor,
            cotador: usuarios.comissao_cotador,
            emissor: usuarios.comissao_emissor,
          })
          .from(usuarios)
          .where(inArray(usuarios.id, ids));
  const de = (id: number | null) => linhas.find((u) => u.id === id);
  return {
    pct_consultor: de(participantes.consultor)?.consultor ?? null,
    pct_cotador: de(participantes.cotador)?.cotador ?? null,
    pct_emissor: de(participantes.emissor)?.emissor ?? null,
  };
}
