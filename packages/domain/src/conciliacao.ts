import { z } from 'zod';
import { defineEnum } from './enum.ts';
import { isValidIsoDate } from './validacao.ts';

/**
 * The reconciliation (decision 0038): the invariants every sale's money must keep, checked in SQL over the
 * sales created in a period. Each divergence names the sale, the invariant, what was expected, what was
 * found and the difference (found − expected), as decimal strings with two places.
 */
export const INVARIANTES_CONCILIACAO = defineEnum({
  servicos_programados: {
    label: 'Serviços ≠ pagamentos programados',
    cor: 'vermelho',
  },
  concluido_acima_programado: {
    label: 'Recebido acima do programado',
    cor: 'vermelho',
  },
  cotacao_faturada_sem_servico: {
    label: 'Cotação faturada sem serviço',
    cor: 'vermelho',
  },
  servico_sem_cotacao_faturada: {
    label: 'Serviço cuja cotação não está faturada',
    cor: 'vermelho',
  },
  ordens_emissao: {
    label: 'Ordens de pagamento ≠ custos pagos pela agência',
    cor: 'laranja',
  },
  saldo_aberto: {
    label: 'Saldo em aberto ≠ serviços − pagamentos concluídos',
    cor: 'vermelho',
  },
  margem: {
    label: 'Margem ≠ receita − custo real',
    cor: 'laranja',
  },
  pagamento_partes: {
    label: 'Valor do pagamento ≠ soma das suas partes',
    cor: 'vermelho',
  },
  reembolso: {
    label: 'Reembolso de RAC não lançado ou com valor diferente',
    cor: 'vermelho',
  },
  ordem_em_reais: {
    label: 'Ordem de pagamento fora de reais',
    cor: 'vermelho',
  },
  receita_propria: {
    label: 'Intermediado + receita própria ≠ pago',
    cor: 'vermelho',
  },
});
export type InvarianteConciliacao = (typeof INVARIANTES_CONCILIACAO.values)[number];

/** What each invariant checks, in the words the screen shows under its label. */
export const INVARIANTE_DESCRICAO: Record<InvarianteConciliacao, string> = {
  servicos_programados:
    'A soma dos serviços não cancelados é igual à soma das parcelas de pagamentos (concluídos ou não) atribuídas a eles.',
  concluido_acima_programado:
    'O que foi recebido (pagamentos concluídos) em cada serviço não cancelado não passa do valor do serviço.',
  cotacao_faturada_sem_servico: 'Toda cotação com status fatura tem o seu serviço.',
  servico_sem_cotacao_faturada: 'Todo serviço aponta para uma cotação com status fatura.',
  ordens_emissao:
    'Em cada emissão finalizada, as ordens de pagamento de cada campo formador somam o valor da linha que a agência paga (exceto RAV).',
  saldo_aberto:
    'O saldo em aberto da venda (serviços não cancelados − o que foi concluído neles) é igual à soma dos pagamentos ainda não concluídos.',
  margem:
    'Em cada serviço com todas as emissões finalizadas (voo pagante, hotel, carro, outro), o custo da cotação é o custo real: ordens de pagamento + linhas pagas pelo cliente (exceto RAV).',
  pagamento_partes:
    'O valor de cada pagamento, concluído ou não, é igual à soma das suas partes nos serviços.',
  reembolso:
    'Toda RAC que reembolsa está lançada e seus valores fecham: o reembolso ao cliente é a sua ordem de pagamento em Contas a Pagar e o reembolso do fornecedor é o seu recebível em Contas a Receber.',
  ordem_em_reais:
    'Toda ordem de pagamento é devida em reais: o valor é o valor na moeda × o câmbio da cotação, arredondado ao centavo; uma ordem de um custo em moeda estrangeira nunca tem o valor na moeda como se fosse em reais.',
  receita_propria:
    'Em cada serviço, o valor intermediado (repassado a fornecedores) mais a receita própria da agência é igual ao que o cliente pagou (pagamentos concluídos) menos os reembolsos das RACs.',
};

export const CONCILIACAO_MESSAGES = {
  dataInvalida: 'Data inválida: use o formato AAAA-MM-DD.',
  periodoInvalido: 'A data final deve ser igual ou posterior à inicial.',
  erroCarregar: 'Erro ao carregar a conciliação.',
  semDivergencias: 'Os livros fecham: nenhuma divergência no período.',
} as const;

const ZDia = z.string().refine((d) => /^\d{4}-\d{2}-\d{2}$/.test(d) && isValidIsoDate(d), {
  message: CONCILIACAO_MESSAGES.dataInvalida,
});

/** GET /api/conciliacao/?inicio&fim — sales created in the period (days in America/Sao_Paulo); none: all. */
export const ZConciliacaoQuery = z.object({ inicio: ZDia.optional(), fim: ZDia.optional() });
export type ConciliacaoQuery = z.infer<typeof ZConciliacaoQuery>;

export const ZDivergencia = z.object({
  venda: z.number().int(),
  invariante: z.enum(INVARIANTES_CONCILIACAO.values),
  esperado: z.string(),
  encontrado: z.string(),
  diferenca: z.string(),
});
export type Divergencia = z.infer<typeof ZDivergencia>;

export const ZConciliacao = z.object({
  periodo: z.object({ inicio: z.string().nullable(), fim: z.string().nullable() }),
  divergencias: z.array(ZDivergencia),
  /** when the check ran (ISO 8601) */
  verificado_em: z.string(),
});
export type Conciliacao = z.infer<typeof ZConciliacao>;

/** GET /api/conciliacao/contagem/ (the dashboard's figure): how many sales of the period diverge. */
export const ZContagemDivergencias = z.object({
  periodo: z.object({ inicio: z.string().nullable(), fim: z.string().nullable() }),
  vendas: z.number().int(),
  /** when the count was computed (ISO 8601): at most `CONTAGEM_DIVERGENCIAS_MS` before, unless money changed */
  verificado_em: z.string(),
});
export type ContagemDivergencias = z.infer<typeof ZContagemDivergencias>;

/** How long a process answers the dashboard's count without running the check again (decision 0053). */
export const CONTAGEM_DIVERGENCIAS_MS = 60_000;

export { podeConciliar } from './permissions.ts';

/** One line of the CLI's report. */
export function linhaDivergencia(d: Divergencia): string {
  return `venda ${d.venda}\t${d.invariante}\t${INVARIANTES_CONCILIACAO.label(d.invariante)}\tesperado ${d.esperado}\tencontrado ${d.encontrado}\tdiferença ${d.diferenca}`;
}
