import type { AvisosPassageiro } from '@skyler/domain/documentos-viagem';
import { asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { emissoes_beneficiarios } from '../../db/schema/index.ts';
import { avisosDaCotacao } from '../passageiros/passageiros.service.ts';

/**
 * The warnings about the documents of an issuance's beneficiaries, checked against its quote's trip (every
 * leg of its tickets; decision 0076): the same the consultant saw at the cart, read again when it is issued.
 */
export async function avisosDaEmissao(
  db: DbOrTx,
  emissao: { id: number; cotacao: number },
): Promise<AvisosPassageiro[]> {
  const linhas = await db
    .select({ contato: emissoes_beneficiarios.contato })
    .from(emissoes_beneficiarios)
    .where(eq(emissoes_beneficiarios.emissao, emissao.id))
    .orderBy(asc(emissoes_beneficiarios.ordem), asc(emissoes_beneficiarios.id));
  return avisosDaCotacao(db, { cotacao: emissao.cotacao, contatos: linhas.map((l) => l.contato) });
}
