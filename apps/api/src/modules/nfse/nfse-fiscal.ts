import type { ConfiguracaoFiscalDados } from '@skyler/domain/fiscal';
import { calcularReceitaPropria } from '@skyler/domain/receita-propria';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
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
>;

/** The fiscal settings as the invoice needs them, or null while no administrator filled them in. */
export async function lerConfiguracaoNfse(db: DbOrTx): Promise<ConfiguracaoNfse | null> {
  return carregarConfiguracaoFiscal(db);
}

type EntradaReceita = {
  status: string;
  pago: string;
  custo: string;
  rav: string;
  incentivo: string;
  cambial: string;
  reembolso_cliente: string;
  reembolso_fornecedor: string;
};

/**
 * The agency's own revenue of a service, in reais (the invoice's amount), by `calcularReceitaPropria` over what
 * the service stores: its parts of the concluded payments, its quote's real cost, RAV and incentive, its
 * orders' exchange difference and its RACs' refunds. '0' for an unknown service.
 */
export async function receitaPropriaDoServico(db: DbOrTx, servico: number): Promise<string> {
  const resultado = (await db.execute(sql`
    select s.status,
      (select coalesce(sum(ps.valor), 0) from pagamentos_servicos ps join pagamentos p on p.id = ps.pagamento
        where ps.servico = s.id and p.status = 'concluido')::text as pago,
      coalesce(c.custo_agencia, 0)::text as custo,
      (select coalesce(sum(sc.rav), 0) from subcotacoes sc where sc.cotacao = s.cotacao)::text as rav,
      coalesce(c.valor_incentivo, 0)::text as incentivo,
      (select coalesce(sum(o.diferenca_cambial), 0) from ordens_pagamento o where o.servico = s.id)::text as cambial,
      (select coalesce(sum(r.estorno_cliente_valor), 0) from racs r where r.servico = s.id)::text as reembolso_cliente,
      (select coalesce(sum(r.estorno_fornecedor_valor), 0) from racs r where r.servico = s.id)::text as reembolso_fornecedor
    from servicos s join cotacoes c on c.id = s.cotacao
    where s.id = ${servico}`)) as unknown as { rows: EntradaReceita[] };
  const [linha] = resultado.rows;
  if (!linha) return '0';
  return calcularReceitaPropria({
    cancelado: linha.status === 'cancelado',
    pago: linha.pago,
    custo: linha.custo,
    rav: linha.rav,
    incentivo: linha.incentivo,
    diferenca_cambial: linha.cambial,
    reembolso_cliente: linha.reembolso_cliente,
    reembolso_fornecedor: linha.reembolso_fornecedor,
  }).propria.toFixed(2);
}
