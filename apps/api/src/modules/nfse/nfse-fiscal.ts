import type { ConfiguracaoFiscalDados } from '@skyler/domain/fiscal';
import { calcularReceitaPropria } from '@skyler/domain/receita-propria';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { entradaDaReceita, findReceitaDosServicos } from '../financeiro/receita-propria.queries.ts';
import { carregarConfiguracaoFiscal } from '../fiscal/fiscal.service.ts';

/** What the invoice reads of the agency's fiscal settings. */
export type ConfiguracaoNfse = Pick<
  ConfiguracaoFiscalDados,
  | 'cnpj'
  | 'inscricao_municipal'
  | 'municipio'
  | 'codigo_servico'
  | 'aliquota_iss'
  | 'iss_retido'
  | 'modelo_descricao'
  | 'emissao'
  | 'prazo_cancelamento_dias'
  | 'reembolso_fora_prazo'
>;

/** The fiscal settings as the invoice needs them, or null while no administrator filled them in. */
export async function lerConfiguracaoNfse(db: DbOrTx): Promise<ConfiguracaoNfse | null> {
  return carregarConfiguracaoFiscal(db);
}

/**
 * The agency's own revenue of a service, in reais (the invoice's amount): `calcularReceitaPropria` over what
 * the DRE reads of it (its concluded payments, real cost, RAV, incentive, exchange difference and refunds).
 * '0' for an unknown service.
 */
export async function receitaPropriaDoServico(db: DbOrTx, servico: number): Promise<string> {
  const [linha] = await findReceitaDosServicos(db, sql`s.id = ${servico}`);
  if (!linha) return '0';
  return calcularReceitaPropria(entradaDaReceita(linha)).propria.toFixed(2);
}
