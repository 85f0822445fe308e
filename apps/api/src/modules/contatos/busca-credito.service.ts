import { BUSCA_CREDITO_MESSAGES, type DataBusca } from '@skyler/domain/busca-credito';
import { CONTATO_MESSAGES } from '@skyler/domain/contatos';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { contatos } from '../../db/schema/index.ts';
import type { CreditoClient } from '../../integrations/credito.ts';
import { toDataBusca } from '../../integrations/credito.ts';
import { createAuditLog } from '../../platform/audit-log.ts';
import { AppError } from '../../platform/errors.ts';
import { storeBuscaTx } from '../buscas/buscas.service.ts';
import { findContatoRow } from './contatos.queries.ts';
import type { Actor } from './contatos.service.ts';

/**
 * Credit and background search by the contact's CPF (part 2 §2 Busca tab). The bureau is called outside
 * any transaction; its answer is stored whole (`buscas`) and its result on the contact with who asked and
 * when, in one transaction with its audit row.
 */
export async function buscarCreditoContato(
  db: Db,
  credito: CreditoClient,
  { id, user, ip }: { id: number } & Actor,
): Promise<DataBusca> {
  const contato = await findContatoRow(db, id);
  if (!contato) throw new AppError('not_found', CONTATO_MESSAGES.naoEncontrado);
  if (!contato.cpf) throw new AppError('bad_request', BUSCA_CREDITO_MESSAGES.cpfNaoDisponivel);
  const resultado = await credito.consultarPessoa(contato.cpf);
  const feita = toDataBusca(resultado, { usuario: user, em: new Date() });
  return db.transaction(async (tx) => {
    const [antes] = await tx
      .select({ data_busca: contatos.data_busca })
      .from(contatos)
      .where(eq(contatos.id, id))
      .for('update');
    if (!antes) throw new AppError('not_found', CONTATO_MESSAGES.naoEncontrado);
    const dataBusca = await storeBuscaTx(tx, {
      registro: { contato: id },
      usuario: user.id,
      resposta: resultado.resposta,
      dataBusca: feita,
    });
    await tx.update(contatos).set({ data_busca: dataBusca }).where(eq(contatos.id, id));
    await createAuditLog(tx, {
      tipo: 'contato_busca_credito',
      usuario: user.id,
      antes: antes.data_busca ? { general_flag: antes.data_busca.general_flag } : null,
      depois: {
        general_flag: dataBusca.general_flag,
        search_information: dataBusca.search_information,
        busca: dataBusca.busca,
      },
      meta: { entidade: 'contato', id, ip },
    });
    return dataBusca;
  });
}
