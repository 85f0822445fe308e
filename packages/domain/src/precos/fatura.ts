import { MEIOS_COM_PARCELAS, type MeioPagamento, type TipoPagamento } from '../pagamentos.ts';
import { valorFinalGratuito } from './cotacao.ts';
import { type Dec, type DecimalInput, dec, moneyString, toCents, ZERO } from './dinheiro.ts';
import { descontoValido, limitesPagamento, PAGAMENTO_MESSAGES } from './pagamento.ts';
import { PARCELAS_MAX, PARCELAS_MIN } from './parcelamento.ts';

/** What the invoicing dialog and `POST fatura/` check and price for one quote (part 1 §5, §9). */
export type CondicaoFatura = {
  /** the quote's cash (Pix) value, `valor_final` */
  valorAVista: DecimalInput;
  /** the quote's cost to the agency (`custo_agencia`): a quote that costs something is never invoiced free */
  custo?: DecimalInput | null;
  tipo: TipoPagamento | null | undefined;
  /** method of the main payment; defaults by type (pix, fornecedor, pagarme) */
  meio?: MeioPagamento | null;
  /** card instalments of a parcelado type, 1–12 */
  parcelas?: number | null;
  /** down payment by Pix, parcelado com entrada only */
  valorEntrada?: DecimalInput | null;
  desconto?: DecimalInput | null;
};

export type PagamentoPrevisto = {
  /** entrada (the down payment), avista or parcelado */
  origem: 'entrada' | 'avista' | 'parcelado';
  meio_pagamento: MeioPagamento;
  num_parcelas: number;
  /** money string with 2 decimals */
  valor: string;
  valor_parcela: string;
};

export type Fatura = {
  /** list price (12× card total of what is left after the entry, plus the entry) */
  totalComJuros: string;
  maxDesconto: string;
  minimoCobravel: string;
  desconto: string;
  /** what the client is charged: list price minus the discount */
  valorTotal: string;
  pagamentos: PagamentoPrevisto[];
};

export type FaturaErro = {
  campo: 'tipo' | 'desconto' | 'parcelas' | 'valorEntrada' | 'meio' | 'valorAVista';
  mensagem: string;
};

export const FATURA_MESSAGES = {
  parcelasInvalidas: `Número de parcelas deve ser de ${PARCELAS_MIN} a ${PARCELAS_MAX}.`,
  entradaInvalida: 'O valor de entrada deve ser maior que zero e menor que o valor à vista.',
  meioSemParcelas: 'Parcelamento só é possível por Pagar.me ou Rede.',
  valorGratuito:
    'Esta cotação tem custo para a agência e valor final de R$ 0,00 ou menos: revise o ajuste da cotação antes de faturar.',
} as const;

const MEIO_PADRAO: Record<TipoPagamento, MeioPagamento> = {
  pagamentoAVista: 'pix',
  pagamentoAVistaPortalFornecedor: 'fornecedor',
  pagamentoParcelado: 'pagarme',
  pagamentoParceladoEntrada: 'pagarme',
};

export function meioPadrao(tipo: TipoPagamento): MeioPagamento {
  return MEIO_PADRAO[tipo];
}

/** À vista by card (Pagar.me or Rede): one instalment on the card, not the Pix price. */
export function avistaNoCartao(tipo: TipoPagamento, meio: MeioPagamento | null | undefined): boolean {
  return tipo === 'pagamentoAVista' && !!meio && MEIOS_COM_PARCELAS.includes(meio);
}

export function ehParcelado(tipo: TipoPagamento | null | undefined): boolean {
  return tipo === 'pagamentoParcelado' || tipo === 'pagamentoParceladoEntrada';
}

/** The default discount of a payment type: the largest allowed, so the client pays the price of the terms chosen. */
export function descontoPadrao(condicao: Omit<CondicaoFatura, 'desconto'>): string {
  if (!condicao.tipo) return '0.00';
  return moneyString(
    limitesPagamento({
      tipo: condicao.tipo,
      valorAVista: condicao.valorAVista,
      parcelas: ehParcelado(condicao.tipo) ? (condicao.parcelas ?? PARCELAS_MAX) : 1,
      valorEntrada: condicao.valorEntrada ?? 0,
      noCartao: avistaNoCartao(condicao.tipo, condicao.meio ?? meioPadrao(condicao.tipo)),
    }).maxDesconto,
  );
}

/**
 * Prices one quote's payment terms: the limits, what is charged and the payments it becomes (the down
 * payment by Pix, then the cash or card payment). The same function runs in the dialog and on the server;
 * a refusal is the spec's message for the field at fault.
 */
export function calcularFatura(
  condicao: CondicaoFatura,
): { ok: true; fatura: Fatura } | { ok: false; erro: FaturaErro } {
  const { tipo } = condicao;
  if (valorFinalGratuito(condicao.valorAVista, condicao.custo ?? 0))
    return { ok: false, erro: { campo: 'valorAVista', mensagem: FATURA_MESSAGES.valorGratuito } };
  if (!tipo) return { ok: false, erro: { campo: 'tipo', mensagem: PAGAMENTO_MESSAGES.tipoObrigatorio } };
  const parcelado = ehParcelado(tipo);
  const parcelas = parcelado ? (condicao.parcelas ?? PARCELAS_MAX) : 1;
  if (!Number.isInteger(parcelas) || parcelas < PARCELAS_MIN || parcelas > PARCELAS_MAX) {
    return { ok: false, erro: { campo: 'parcelas', mensagem: FATURA_MESSAGES.parcelasInvalidas } };
  }
  const meio = condicao.meio ?? meioPadrao(tipo);
  if (parcelas > 1 && !MEIOS_COM_PARCELAS.includes(meio)) {
    return { ok: false, erro: { campo: 'meio', mensagem: FATURA_MESSAGES.meioSemParcelas } };
  }
  const valorAVista = toCents(condicao.valorAVista);
  const entrada = tipo === 'pagamentoParceladoEntrada' ? toCents(dec(condicao.valorEntrada)) : ZERO;
  if (tipo === 'pagamentoParceladoEntrada' && (entrada.lte(0) || entrada.gte(valorAVista))) {
    return { ok: false, erro: { campo: 'valorEntrada', mensagem: FATURA_MESSAGES.entradaInvalida } };
  }
  const limites = limitesPagamento({
    tipo,
    valorAVista,
    parcelas,
    valorEntrada: entrada,
    noCartao: avistaNoCartao(tipo, meio),
  });
  const desconto = toCents(dec(condicao.desconto));
  if (!descontoValido(desconto, limites.maxDesconto)) {
    return { ok: false, erro: { campo: 'desconto', mensagem: PAGAMENTO_MESSAGES.descontoInvalido } };
  }
  const totalComJuros = toCents(limites.totalComJuros);
  const principal: Dec = D0(totalComJuros.minus(entrada).minus(desconto));
  const pagamentos: PagamentoPrevisto[] = [];
  if (entrada.gt(0)) {
    pagamentos.push({
      origem: 'entrada',
      meio_pagamento: 'pix',
      num_parcelas: 1,
      valor: moneyString(entrada),
      valor_parcela: moneyString(entrada),
    });
  }
  pagamentos.push({
    origem: parcelado ? 'parcelado' : 'avista',
    meio_pagamento: meio,
    num_parcelas: parcelas,
    valor: moneyString(principal),
    valor_parcela: moneyString(principal.div(parcelas)),
  });
  return {
    ok: true,
    fatura: {
      totalComJuros: moneyString(totalComJuros),
      maxDesconto: moneyString(limites.maxDesconto),
      minimoCobravel: moneyString(limites.minimoCobravel),
      desconto: moneyString(desconto),
      valorTotal: moneyString(entrada.plus(principal)),
      pagamentos,
    },
  };
}

/** never below zero */
function D0(value: Dec): Dec {
  return value.isNegative() ? ZERO : value;
}
