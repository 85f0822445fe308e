import { BUSCA_CREDITO_MESSAGES, type DataBusca } from '@skyler/domain/busca-credito';
import { CONTATO_MESSAGES } from '@skyler/domain/contatos';
import { EMPRESA_MESSAGES } from '@skyler/domain/empresas';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { contatos, empresas } from '../../db/schema/index.ts';
import { type CreditoClient, toDataBusca } from '../../integrations/credito.ts';
import { createAuditLog } from '../../platform/audit-log.ts';
import { AppError } from '../../platform/errors.ts';
import type { SessionUser } from '../../platform/sessions.ts';
import { findRegistroDaBusca } from './buscas.queries.ts';
import { storeBuscaTx } from './buscas.service.ts';

/**
 * The credit and background search of a contact (by CPF) or a company (by CNPJ): part 2 §2, the Busca tab.
 * The bureau is called outside any transaction; its answer is stored whole (`buscas`, decision 0029) and its
 * result kept on the record with who asked and when, in one transaction with its audit row.
 */
export async function buscarCredito(
  db: Db,
  credito: CreditoClient,
  {
    registro,
    user,
    ip,
  }: { registro: { contato: number } | { empresa: number }; user: SessionUser; ip: string },
): Promise<DataBusca> {
  const contato = 'contato' in registro;
  const id = 'contato' in registro ? registro.contato : registro.empresa;
  const naoEncontrado = contato ? CONTATO_MESSAGES.naoEncontrado : EMPRESA_MESSAGES.naoEncontrada;
  const alvo = await findRegistroDaBusca(db, registro);
  if (!alvo) throw new AppError('not_found', naoEncontrado);
  if (!alvo.documento) {
    throw new AppError(
      'bad_request',
      contato ? BUSCA_CREDITO_MESSAGES.cpfNaoDisponivel : BUSCA_CREDITO_MESSAGES.cnpjNaoDisponivel,
    );
  }
  const resultado = contato
    ? await credito.consultarPessoa(alvo.documento)
    : await credito.consultarEmpresa(alvo.documento);
  const feita = toDataBusca(resultado, { usuario: user, em: new Date() });
  return db.transaction(async (tx) => {
    const antes = await findRegistroDaBusca(tx, registro, { forUpdate: true });
    if (!antes) throw new AppError('not_found', naoEncontrado);
    const dataBusca = await storeBuscaTx(tx, {
      registro,
      usuario: user.id,
      resposta: resultado.resposta,
      dataBusca: feita,
    });
    if (contato) await tx.update(contatos).set({ data_busca: dataBusca }).where(eq(contatos.id, id));
    else await tx.update(empresas).set({ data_busca: dataBusca }).where(eq(empresas.id, id));
    const entidade = contato ? 'contato' : 'empresa';
    await createAuditLog(tx, {
      tipo: `${entidade}_busca_credito`,
      usuario: user.id,
      antes: antes.data_busca ? { general_flag: antes.data_busca.general_flag } : null,
      depois: {
        general_flag: dataBusca.general_flag,
        search_information: dataBusca.search_information,
        busca: dataBusca.busca,
      },
      meta: { entidade, id, ip },
    });
    return dataBusca;
  });
}
