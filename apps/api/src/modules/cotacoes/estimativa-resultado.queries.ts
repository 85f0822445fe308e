import type { EstimativaResultado } from '@skyler/domain/precos/resultado';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { tabelaVigente } from '../taxas-meio-pagamento/taxas-meio-pagamento.service.ts';

type Percentuais = { consultor: string | null; cotador: string | null; emissor: string | null };

/**
 * What a quote of the request `orcamento` is estimated with (decision 0067): the fee table in force and the
 * commission rates of its participants — the sale's consultant, the user quoting and, as the issuer is not
 * known before the issuance, the highest rate among the active issuers (the estimate never overstates the
 * margin). Null when the request does not exist.
 */
export async function findEstimativaResultado(
  db: DbOrTx,
  orcamento: number,
  cotador: number,
): Promise<EstimativaResultado | null> {
  const [tabela, resultado] = await Promise.all([
    tabelaVigente(db),
    db.execute(sql`
      select
        (select uc.comissao_consultor::text from vendas v join usuarios uc on uc.id = v.consultor
          where v.id = o.venda) as consultor,
        (select uq.comissao_cotador::text from usuarios uq where uq.id = ${cotador}) as cotador,
        (select max(ue.comissao_emissor)::text from usuarios ue
          where ue.ativo and 'emissor' = any(ue.perfil_user)) as emissor
      from orcamentos o where o.id = ${orcamento}`),
  ]);
  const [linha] = (resultado as unknown as { rows: Percentuais[] }).rows;
  if (!linha) return null;
  return {
    taxas: tabela,
    percentuais: [linha.consultor, linha.cotador, linha.emissor],
  };
}
