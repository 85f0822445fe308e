import { z } from 'zod';
import { textoObrigatorio, ZIdRef } from './cadastro.ts';
import { CAMPOS_FORMADORES, EMISSAO_STATUS, TIPOS_EMISSAO, ZCartao } from './emissoes.ts';
import { defineEnum } from './enum.ts';
import { ZIdQuery } from './ids.ts';
import { ZCambio } from './moedas.ts';
import { ZPageQuery } from './pagination.ts';
import { ZVersao, ZVersaoAtual } from './versao.ts';

export const ORDEM_PAGAMENTO_STATUS = defineEnum({
  aberto: { label: 'Aberto', cor: 'laranja' },
  pago: { label: 'Pago', cor: 'verde' },
});
export type OrdemPagamentoStatus = (typeof ORDEM_PAGAMENTO_STATUS.values)[number];

/**
 * What a payment order pays: a supplier for an issuance (the orders of decision 0028), a refund the agency owes
 * a client after a RAC (no issuance nor forming field: the RAC and the client instead), or miles bought into
 * one of the agency's own loyalty accounts (no issuance nor sale).
 */
export const TIPOS_ORDEM_PAGAMENTO = defineEnum({
  fornecedor: { label: 'Fornecedor' },
  reembolso_cliente: { label: 'Reembolso ao cliente' },
  compra_milhas: { label: 'Compra de milhas' },
});
export type TipoOrdemPagamento = (typeof TIPOS_ORDEM_PAGAMENTO.values)[number];

/** How the agency pays the supplier (the supplier's payment methods, part 2 §3). */
export const MEIOS_PAGAMENTO_ORDEM = defineEnum({
  pix: { label: 'Pix' },
  teddoc: { label: 'TED/DOC' },
  boleto: { label: 'Boleto' },
  cartao_credito: { label: 'Cartão de crédito' },
});
export type MeioPagamentoOrdem = (typeof MEIOS_PAGAMENTO_ORDEM.values)[number];

/** Issuance groups per page of either list (each group lists all its orders; the screen shows 10 or 15). */
export const ORDENS_GRUPOS_POR_PAGINA = 10;
/** Rows per issuance card of the open orders, and per group of the paid ones (part 2 §9). */
export const ORDENS_ABERTAS_LINHAS_POR_CARTAO = 10;
export const ORDENS_PAGAS_LINHAS_POR_GRUPO = 15;
export const ORDENS_PAGE_LINKS = 7;
export const ID_FATURA_MAX = 60;

/** Texts of part 2 §5 and §8 and what the server answers besides them. */
export const ORDEM_PAGAMENTO_MESSAGES = {
  criadas: 'Ordens de pagamentos criadas com sucesso!.',
  erroCriar: 'Erro ao criar ordem de pagamento.',
  valorAlterado: 'Valor alterado com sucesso!',
  cartaoAlterado: 'Cartão alterado com sucesso!',
  erroCartao: 'Erro ao alterar o cartão!',
  statusAlterado: 'Alterado status da ordem de pagamento!',
  erroStatus: 'Erro ao alterar o status da ordem de pagamento!',
  erroAbertos: 'Erro ao carregar ordens de pagamentos abertos: ',
  erroPagos: 'Erro ao carregar ordens de pagamentos pagos:',
  erroCartoes: 'Erro ao recuperar cartões',
  erroFornecedores: 'Erro ao recuperar fornecedores',
  incentivoAlterado: 'Valor de incentivo alterado com sucesso!',
  idFaturaObrigatorio: 'Necessário preencher o ID da fatura!',
  dataPagamentoObrigatoria: 'Necessário preencher a data do pagamento!',
  obrigatorio: 'Obrigatório.',
  vazio: 'Nenhuma ordem de pagamento em aberto encontrada',
  aguarde: 'Aguarde um momento...',
  confirmarAberto: 'Deseja mudar o status para aberto?',
  confirmarAbertoTexto: 'O ID da fatura e a data do pagamento salvos serão apagados.',
  // server
  naoEncontrada: 'Ordem de pagamento não encontrada.',
  soAberta: 'Só uma ordem de pagamento em aberto pode ser alterada.',
  jaNoStatus: 'A ordem de pagamento já está neste status.',
  valorPositivo: 'O valor deve ser maior que zero.',
  cartaoSoCartao: 'Cartão só se informa quando o meio de pagamento é cartão de crédito.',
  cartaoObrigatorio: 'Escolha o cartão da agência.',
  cartaoInvalido: 'Cartão inválido ou inativo.',
  emissaoCancelada: 'Não se cria ordem de pagamento para uma emissão cancelada.',
  incentivoSoVoo: 'Incentivo só se altera na ordem do custo do bilhete de um voo.',
  incentivoNegativo: 'O incentivo não pode ser negativo.',
  dataPagamentoFutura: 'A data do pagamento não pode estar no futuro.',
  reembolsoNaRac: 'O valor de um reembolso ao cliente muda na RAC que o criou.',
  valorOuMoeda: 'Informe o valor em reais ou o valor na moeda, não os dois.',
  valorMoedaSoEstrangeira: 'Esta ordem é em reais: informe o valor em reais.',
  cambioPagoSoPaga: 'O câmbio pago só se registra numa ordem paga ou ao marcá-la como paga.',
  cambioPagoSoEstrangeira: 'O câmbio pago só se registra numa ordem comprada em moeda estrangeira.',
  cambioPagoOuValorPago: 'Informe o câmbio pago ou o valor pago em reais.',
  valorPagoPositivo: 'O valor pago deve ser maior que zero.',
} as const;

// ——— requests ———

const ZValor = z
  .string({ error: ORDEM_PAGAMENTO_MESSAGES.obrigatorio })
  .trim()
  .transform((v) => v.replace(',', '.'))
  .pipe(z.string().regex(/^\d{1,12}(\.\d{1,2})?$/, ORDEM_PAGAMENTO_MESSAGES.valorPositivo));

/**
 * GET /api/ordens-pagamento/: one status (aberto by default) and the filters of part 2 §2; `valor` may use a
 * comma. A page holds ORDENS_GRUPOS_POR_PAGINA issuances, newest first, each with all its orders.
 */
export const ZOrdensPagamentoQuery = ZPageQuery.extend({
  status: z.enum(ORDEM_PAGAMENTO_STATUS.values).default('aberto'),
  campo_formador: z.enum(CAMPOS_FORMADORES.values).optional(),
  id_venda: ZIdQuery.optional(),
  fornecedor: ZIdQuery.optional(),
  cartao: ZIdQuery.optional(),
  localizador: z.string().trim().max(20).optional(),
  valor: ZValor.optional(),
  /**
   * fornecedor: the issuances' orders only; reembolso_cliente or compra_milhas: those orders only; none:
   * the orders without an issuance first (one group each), then the issuances.
   */
  tipo: z.enum(TIPOS_ORDEM_PAGAMENTO.values).optional(),
});
export type OrdensPagamentoQuery = z.infer<typeof ZOrdensPagamentoQuery>;

/** POST /api/ordens-pagamento/: an order for a forming field of an issuance, by hand (finance). */
export const ZOrdemPagamentoCreate = z.object({
  emissao: ZIdRef,
  campo_formador: z.enum(CAMPOS_FORMADORES.values),
  fornecedor: ZIdRef.nullish().transform((v) => v ?? null),
  valor: ZValor,
  meio_pagamento: z.enum(MEIOS_PAGAMENTO_ORDEM.values),
  cartao: ZIdRef.nullish().transform((v) => v ?? null),
});
export type OrdemPagamentoCreate = z.infer<typeof ZOrdemPagamentoCreate>;

/**
 * PUT /api/ordens-pagamento/{id}/: the value, card, means or supplier of an open order; keys sent change. The
 * value is typed in reais (`valor`) or, for an order bought in another currency, in it (`valor_moeda`,
 * converted at the order's factor, decision 0064) — one of the two.
 */
export const ZOrdemPagamentoUpdate = z.object({
  valor: ZValor.optional(),
  valor_moeda: ZValor.optional(),
  meio_pagamento: z.enum(MEIOS_PAGAMENTO_ORDEM.values).optional(),
  cartao: ZIdRef.nullish(),
  fornecedor: ZIdRef.nullish(),
  versao: ZVersao,
});
export type OrdemPagamentoUpdate = z.infer<typeof ZOrdemPagamentoUpdate>;

/**
 * POST /api/ordens-pagamento/{id}/status/: `pago` needs the invoice id and the payment date; back to `aberto`
 * clears both.
 */
export const ZOrdemPagamentoStatus = z.discriminatedUnion('status', [
  z.object({
    status: z.literal('pago'),
    id_fatura: textoObrigatorio(ORDEM_PAGAMENTO_MESSAGES.idFaturaObrigatorio).max(ID_FATURA_MAX),
    data_pagamento: z.iso.date({ error: ORDEM_PAGAMENTO_MESSAGES.dataPagamentoObrigatoria }),
    /** an order bought in another currency: the rate really paid, or the reais really paid (decision 0064) */
    cambio_pago: ZCambio.optional(),
    valor_pago: ZValor.optional(),
    versao: ZVersao,
  }),
  z.object({
    status: z.literal('aberto'),
    id_fatura: z.unknown().optional(),
    data_pagamento: z.unknown().optional(),
    versao: ZVersao,
  }),
]);
export type OrdemPagamentoStatusRequest = z.infer<typeof ZOrdemPagamentoStatus>;

/**
 * PUT /api/ordens-pagamento/{id}/cambio-pago/: the rate (or the reais) a paid foreign-currency order was
 * really paid at — the card invoice's or the remittance's. The booked value stays; the difference is the
 * order's exchange difference (decision 0064).
 */
export const ZOrdemCambioPago = z.object({
  cambio_pago: ZCambio.optional(),
  valor_pago: ZValor.optional(),
  versao: ZVersao,
});
export type OrdemCambioPago = z.infer<typeof ZOrdemCambioPago>;

/**
 * PUT /api/ordens-pagamento/{id}/incentivo/: the incentive the supplier pays back on the ticket of the order
 * (part 2 §3 "incentive change payload"); the percentage is valor / order value × 100, 2 decimals, 0 when
 * the value is 0 (part 2 §5).
 */
export const ZOrdemIncentivo = z.object({
  valor_incentivo: z.object({ valor: ZValor, moeda: z.number().int().default(2) }),
  versao: ZVersao,
});
export type OrdemIncentivo = z.infer<typeof ZOrdemIncentivo>;

// ——— what the API answers ———

const ZRefNome = z.object({ id: z.number().int(), nome: z.string() });

/** Who a refund is paid to: the sale's client, a person (`contato`) or a company (`empresa`). */
export const ZFavorecidoOrdem = z.object({
  tipo: z.enum(['contato', 'empresa']),
  id: z.number().int(),
  nome: z.string(),
});
export type FavorecidoOrdem = z.infer<typeof ZFavorecidoOrdem>;

export const ZOrdemPagamento = z.object({
  id: z.number().int(),
  tipo: z.enum(TIPOS_ORDEM_PAGAMENTO.values),
  /** null for a miles purchase; a refund's are its RAC's */
  servico: z.number().int().nullable(),
  venda: z.number().int().nullable(),
  /** null for a refund or a miles purchase */
  emissao: z.number().int().nullable(),
  /** the RAC a refund comes from */
  rac: z.number().int().nullable(),
  /** a refund's payee */
  favorecido: ZFavorecidoOrdem.nullable(),
  vencimento: z.string().nullable(),
  fornecedor: ZRefNome.nullable(),
  campo_formador: z.enum(CAMPOS_FORMADORES.values).nullable(),
  /** what is owed, in reais */
  valor: z.string(),
  /** the currency it was bought in ('BRL' for reais), its amount there and the factor: valor = valor_moeda × cambio */
  moeda: z.string(),
  valor_moeda: z.string(),
  cambio: z.string(),
  /** what finance recorded it was really paid (rate and reais), and reais paid − reais booked (+ loss, − gain) */
  cambio_pago: z.string().nullable(),
  valor_pago: z.string().nullable(),
  diferenca_cambial: z.string(),
  meio_pagamento: z.enum(MEIOS_PAGAMENTO_ORDEM.values),
  status: z.enum(ORDEM_PAGAMENTO_STATUS.values),
  pagamento_emissao: z.number().int().nullable(),
  cartao: ZCartao.nullable(),
  /** the quote's description, for the Serviço column */
  servico_descricao: z.string(),
  tipo_servico: z.string(),
  data_solicitacao: z.string(),
  data_alteracao: z.string(),
  id_fatura: z.string().nullable(),
  data_pagamento: z.string().nullable(),
  /** flights: the ticket's incentive, for the incentive dialog */
  incentivo: z
    .object({ subcotacao: z.number().int(), valor: z.string(), porcentagem: z.string() })
    .nullable(),
  versao: ZVersaoAtual,
});
export type OrdemPagamento = z.infer<typeof ZOrdemPagamento>;

/** One issuance and its orders (a card of the open list, a group of the paid one). */
export const ZGrupoOrdens = z.object({
  /** null for an order without an issuance (a refund, a miles purchase): a group of its own */
  emissao: z
    .object({
      id: z.number().int(),
      tipo: z.enum(TIPOS_EMISSAO.values),
      status: z.enum(EMISSAO_STATUS.values),
      localizador: z.string().nullable(),
      venda: z.number().int(),
      servico: z.number().int(),
    })
    .nullable(),
  /** the sum of the group's orders (of the status listed) */
  custo_total: z.string(),
  OPs: z.array(ZOrdemPagamento),
});
export type GrupoOrdens = z.infer<typeof ZGrupoOrdens>;

export const ZOrdensPagamentoPage = z.object({
  ordemPagamento: z.array(ZGrupoOrdens),
  pages: z.number().int(),
});

/**
 * GET /api/vendas/{id}/variacao-cambial/: the sale's exchange difference — the sum of its orders'
 * `diferenca_cambial` (positive a loss, negative a gain) — and the orders that have one.
 */
export const ZVariacaoCambialVenda = z.object({
  venda: z.number().int(),
  diferenca_cambial: z.string(),
  ordens: z.array(
    z.object({
      id: z.number().int(),
      emissao: z.number().int().nullable(),
      campo_formador: z.enum(CAMPOS_FORMADORES.values).nullable(),
      moeda: z.string(),
      valor_moeda: z.string(),
      cambio: z.string(),
      valor: z.string(),
      cambio_pago: z.string().nullable(),
      valor_pago: z.string().nullable(),
      diferenca_cambial: z.string(),
    }),
  ),
});
export type VariacaoCambialVenda = z.infer<typeof ZVariacaoCambialVenda>;

/** What saving an issuance's payment lines did to its orders (the Pagamentos tab's toast). */
export const ZOrdensCriadas = z.object({ criadas: z.number().int(), atualizadas: z.number().int() });

/** Who works payment orders: the financeiro department and administrators. */
export function podeAlterarOrdensPagamento(user: {
  pertencente: readonly string[];
  is_superuser?: boolean;
}): boolean {
  return user.is_superuser === true || user.pertencente.includes('financeiro');
}

/** The incentive percentage of part 2 §5: value / base × 100 with 2 decimals, 0 when the base is 0. */
export { porcentagemIncentivo } from './precos/cotacao.ts';

/** What the server answers besides ORDEM_PAGAMENTO_MESSAGES. */
export const ORDEM_PAGAMENTO_REGRAS_MESSAGES = {
  semPermissao: 'Apenas o financeiro pode alterar ordens de pagamento.',
  fornecedorInvalido: 'Fornecedor não encontrado.',
  incentivoAcimaDoValor: 'O incentivo não pode ser maior que o valor da ordem de pagamento.',
} as const;

/** What each audit-log `tipo` of a payment order means (Logs screens). */
export const ORDENS_LOG_TIPOS: Record<string, string> = {
  ordens_pagamento_geradas: 'Ordens de pagamento geradas pelos pagamentos da emissão',
  ordem_pagamento_criada: 'Ordem de pagamento criada',
  ordem_pagamento_alterada: 'Ordem de pagamento alterada',
  ordem_pagamento_status: 'Status da ordem de pagamento alterado',
  ordem_pagamento_incentivo: 'Incentivo da ordem de pagamento alterado',
  ordem_pagamento_cambio_pago: 'Câmbio pago da ordem de pagamento registrado',
  ordens_pagamento_removidas: 'Ordens de pagamento em aberto removidas com o cancelamento da emissão',
};
