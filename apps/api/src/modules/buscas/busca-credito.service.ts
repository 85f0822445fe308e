import { BUSCA_CREDITO_MESSAGES, type DataBusca } from '@skyler/domain/busca-credito';
import { CONTATO_MESSAGES } from '@skyler/domain/contatos';
import { EMPRESA_MESSAGES } from '@skyler/domain/empresas';
import { eq } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.ts';
import { contatos, empresas } from '../../db/schema/index.ts';
import { type CreditoClient, type ResultadoCredito, toDataBusca } from '../../integrations/credito.ts';
import { createAuditLog } from '../../platform/audit-log.ts';
import { AppError } from '../../platform/errors.ts';
import type { SessionUser } from '../../platform/sessions.ts';
import { findContatoRow } from '../contatos/contatos.queries.ts';
import { findEmpresaRow } from '../empresas/empresas.queries.ts';
import { storeBuscaTx } from './buscas.service.ts';

type Registro = { contato: number } | { empresa: number };

/** What differs between a contact's search (by CPF) and a company's (by CNPJ). */
type Alvo = {
  entidade: 'contato' | 'empresa';
  id: number;
  naoEncontrado: string;
  semDocumento: string;
  documento: (db: DbOrTx) => Promise<string | null | undefined>;
  consultar: (credito: CreditoClient, documento: string) => Promise<ResultadoCredito>;
  /** the record's current result, its row locked; undefined when it is gone */
  travar: (tx: DbOrTx) => Promise<{ data_busca: DataBusca | null } | undefined>;
  gravar: (tx: DbOrTx, dataBusca: DataBusca) => Promise<unknown>;
};

function alvoDe(registro: Registro): Alvo {
  if ('contato' in registro) {
    const id = registro.contato;
    return {
      entidade: 'contato',
      id,
      naoEncontrado: CONTATO_MESSAGES.naoEncontrado,
      semDocumento: BUSCA_CREDITO_MESSAGES.cpfNaoDisponivel,
      documento: async (db) => (await findContatoRow(db, id))?.cpf,
      consultar: (credito, cpf) => credito.consultarPessoa(cpf),
      travar: async (tx) =>
        (
          await tx
            .select({ data_busca: contatos.data_busca })
            .from(contatos)
            .where(eq(contatos.id, id))
            .for('update')
        )[0],
      gravar: (tx, dataBusca) =>
        tx.update(contatos).set({ data_busca: dataBusca }).where(eq(contatos.id, id)),
    };
  }
  const id = registro.empresa;
  return {
    entidade: 'empresa',
    id,
    naoEncontrado: EMPRESA_MESSAGES.naoEncontrada,
    semDocumento: BUSCA_CREDITO_MESSAGES.cnpjNaoDisponivel,
    documento: async (db) => (await findEmpresaRow(db, id))?.cnpj,
    consultar: (credito, cnpj) => credito.consultarEmpresa(cnpj),
    travar: async (tx) =>
      (
        await tx
          .select({ data_busca: empresas.data_busca })
          .from(empresas)
          .where(eq(empresas.id, id))
          .for('update')
      )[0],
    gravar: (tx, dataBusca) => tx.update(empresas).set({ data_busca: dataBusca }).where(eq(empresas.id, id)),
  };
}

/**
 * The credit and background search of a contact (by CPF) or a company (by CNPJ): part 2 §2, the Busca tab.
 * The bureau is called outside any transaction; its answer is stored whole (`buscas`, decision 0029) and its
 * result kept on the record with who asked and when, in one transaction with its audit row.
 */
export async function buscarCredito(
  db: Db,
  credito: CreditoClient,
  { registro, user, ip }: { registro: Registro; user: SessionUser; ip: string },
): Promise<DataBusca> {
  const alvo = alvoDe(registro);
  const documento = await alvo.documento(db);
  if (documento === undefined) throw new AppError('not_found', alvo.naoEncontrado);
  if (!documento) throw new AppError('bad_request', alvo.semDocumento);
  const resultado = await alvo.consultar(credito, documento);
  const feita = toDataBusca(resultado, { usuario: user, em: new Date() });
  return db.transaction(async (tx) => {
    const antes = await alvo.travar(tx);
    if (!antes) throw new AppError('not_found', alvo.naoEncontrado);
    const dataBusca = await storeBuscaTx(tx, {
      registro,
      usuario: user.id,
      resposta: resultado.resposta,
      dataBusca: feita,
    });
    await alvo.gravar(tx, dataBusca);
    await createAuditLog(tx, {
      tipo: `${alvo.entidade}_busca_credito`,
      usuario: user.id,
      antes: antes.data_busca ? { general_flag: antes.data_busca.general_flag } : null,
      depois: {
        general_flag: dataBusca.general_flag,
        search_information: dataBusca.search_information,
        busca: dataBusca.busca,
      },
      meta: { entidade: alvo.entidade, id: alvo.id, ip },
    });
    return dataBusca;
  });
}
