import type { TipoPagamento } from '../tipos-pagamento.ts';
import { type Dec, type DecimalInput, dec, moneyString, toCents, ZERO } from './dinheiro.ts';
import { PARCELAS_MAX, TOLERANCIA_PAGAMENTO, totalCartaoCentavos } from './parcelamento.ts';

export const PAGAMENTO_MESSAGES = {
  tipoObrigatorio: 'Erro ao enviar pagamento - O tipo de pagamento é obrigatório!',
  responsavelObrigatorio: 'Erro ao enviar pagamento - O responsável financeiro é obrigatório!',
  descontoInvalido: 'Erro ao enviar pagamento - Verifique o valor de desconto',
  todasCotacoes: 'Por favor insira o pagamento de todas as cotações',
  valorObrigatorio: 'Insira o valor do pagamento',
  servicoObrigatorio: 'É necessário selecionar um serviço.',
  somaDiferente: 'Valor do pagamento diferente ao da soma dos pagamentos',
  descricaoLonga: 'Observações devem ter menos de 100 caracteres',
  servicoLink: 'Selecione o serviço associado',
  acimaDoAberto: 'O valor passa do que o serviço ainda tem a programar.',
  naoJuntaveis: 'Só se juntam pagamentos com o mesmo meio e o mesmo número de parcelas.',
} as const;

export type CondicaoPagamento = {
  tipo: TipoPagamento;
  /** cash (Pix) value of the quote */
  valorAVista: DecimalInput;
  /** instalments of the card part (parcelado, parcelado com entrada) */
  parcelas?: number;
  /** down payment by Pix (parcelado com entrada) */
  valorEntrada?: DecimalInput;
  /** à vista paid by card (Pagar.me, Rede; `avistaNoCartao`): priced as 1× on the card, not at the Pix price */
  noCartao?: boolean;
};

export type LimitesPagamento = {
  /** list price: the 12-instalment total (of what is left after the entry) plus the entry */
  totalComJuros: Dec;
  /** largest discount allowed, never negative */
  maxDesconto: Dec;
  /** least that may be charged: total with interest minus the maximum discount */
  minimoCobravel: Dec;
  entrada: Dec;
};

/**
 * Maximum discount and minimum chargeable of a payment type (part 1 §5):
 * cash (Pix or supplier portal): 12x total − cash; cash by card: 12x total − 1x total; instalments: 12x
 * total − chosen total; with down payment: the same on the value left after the entry. Every total is in
 * cents before it is subtracted (decision 0035), so the maximum discount is exact to the cent and the default
 * discount charges exactly the card total the quote showed.
 */
export function limitesPagamento(condicao: CondicaoPagamento): LimitesPagamento {
  const valor = toCents(condicao.valorAVista);
  const entrada = condicao.tipo === 'pagamentoParceladoEntrada' ? toCents(condicao.valorEntrada ?? 0) : ZERO;
  const base = valor.minus(entrada);
  const total12 = totalCartaoCentavos(base, PARCELAS_MAX);
  const parcelas =
    condicao.tipo === 'pagamentoParcelado' || condicao.tipo === 'pagamentoParceladoEntrada'
      ? (condicao.parcelas ?? PARCELAS_MAX)
      : 1;
  const pix =
    (condicao.tipo === 'pagamentoAVista' || condicao.tipo === 'pagamentoAVistaPortalFornecedor') &&
    !condicao.noCartao;
  const escolhido = pix ? base : totalCartaoCentavos(base, parcelas);
  const maxDesconto = total12.minus(escolhido);
  const safeMax = maxDesconto.isNegative() ? ZERO : maxDesconto;
  const totalComJuros = entrada.plus(total12);
  return { totalComJuros, maxDesconto: safeMax, minimoCobravel: totalComJuros.minus(safeMax), entrada };
}

/** A discount is accepted up to the maximum plus the 0.1 tolerance, and never below zero. */
export function descontoValido(desconto: DecimalInput, maxDesconto: DecimalInput): boolean {
  const d = dec(desconto);
  return !d.isNegative() && d.lte(dec(maxDesconto).plus(TOLERANCIA_PAGAMENTO));
}

/** Split values must add up to the payment within the tolerance. */
export function somaConfere(total: DecimalInput, partes: readonly DecimalInput[]): boolean {
  const soma = partes.reduce<Dec>((acc, parte) => acc.plus(dec(parte)), ZERO);
  return soma.minus(dec(total)).abs().lte(TOLERANCIA_PAGAMENTO);
}

/**
 * What a payment stores: the exact sum of its shares (`pagamentos_servicos`). The 0.1 tolerance of
 * `somaConfere` is for the total typed beside the shares; what is kept is their sum, so a payment's value
 * never holds a cent that belongs to no service (the reconciliation's `pagamento_partes`).
 */
export function valorDoPagamento(partes: readonly { valor: DecimalInput }[]): string {
  return moneyString(partes.reduce<Dec>((soma, parte) => soma.plus(dec(parte.valor)), ZERO));
}

/** Payments may be joined only with the same method and instalment count. */
export function podemJuntar(
  a: { meio_pagamento: string; num_parcelas: number | null },
  b: { meio_pagamento: string; num_parcelas: number | null },
): boolean {
  return a.meio_pagamento === b.meio_pagamento && (a.num_parcelas ?? 1) === (b.num_parcelas ?? 1);
}

export const DESCRICAO_PAGAMENTO_MAX = 99;

export type SaldoAProgramar = { total: string; partes: { servico: number; valor: string }[] };

/**
 * What "Cobrar saldo" charges (POST /api/pagamentos/pagamento_total/): each service that is not cancelled,
 * its value less every payment part scheduled for it, concluded or not; only the services that still lack
 * something, in the order given. The API charges it and the sale's tab shows it, from this one function.
 */
export function saldoAProgramar(
  servicos: readonly { id: number; valor_total: DecimalInput; status: string }[],
  programado: readonly { servico: number; valor: DecimalInput }[],
): SaldoAProgramar {
  const porServico = new Map<number, Dec>();
  for (const parte of programado) {
    porServico.set(parte.servico, (porServico.get(parte.servico) ?? ZERO).plus(dec(parte.valor)));
  }
  const partes = servicos
    .filter((servico) => servico.status !== 'cancelado')
    .map((servico) => ({
      servico: servico.id,
      falta: dec(servico.valor_total).minus(porServico.get(servico.id) ?? ZERO),
    }))
    .filter((parte) => parte.falta.gt(ZERO));
  const total = partes.reduce((soma, parte) => soma.plus(parte.falta), ZERO);
  return {
    total: total.toFixed(2),
    partes: partes.map((parte) => ({ servico: parte.servico, valor: parte.falta.toFixed(2) })),
  };
}

/** One line of "Programar pagamentos": a payment for one service, or its part of a joined payment. */
export type LinhaProgramada = {
  servico: number;
  /** what the service still lacks (`saldoAProgramar`) */
  aberto: DecimalInput;
  valor: string;
  meio_pagamento: string;
  num_parcelas: number;
  data_vencimento: string | null;
  juntar: boolean;
};

export type PagamentoProgramado = {
  venda: number;
  valor_pagamento: { valor: string; moeda: 'BRL' };
  servicos: { servico: number; valor: string }[];
  meio_pagamento: string;
  num_parcelas: number;
  data_vencimento: string | null;
};

/**
 * The body of POST /api/pagamentos/criar_pagamentos/ from the lines of "Programar pagamentos": each line not
 * joined is a payment of its service; the lines marked to join (two or more, the same method and instalments)
 * are one payment whose value is the sum of their parts. A value must be a positive amount in cents, at most
 * what its service lacks. Answers the first problem as a message instead, with the line it is on.
 */
export function pagamentosProgramados(
  venda: number,
  linhas: readonly LinhaProgramada[],
):
  | { pagamentos: PagamentoProgramado[]; pagamentosJuntos: PagamentoProgramado[]; erro: null }
  | { erro: string; linha: number | null } {
  for (const [indice, linha] of linhas.entries()) {
    const texto = linha.valor.trim().replace(',', '.');
    if (!/^\d{1,12}(\.\d{1,2})?$/.test(texto) || dec(texto).lte(ZERO))
      return { erro: PAGAMENTO_MESSAGES.valorObrigatorio, linha: indice };
    if (dec(texto).gt(dec(linha.aberto))) return { erro: PAGAMENTO_MESSAGES.acimaDoAberto, linha: indice };
  }
  const valor = (linha: LinhaProgramada) => toCents(linha.valor.trim().replace(',', '.'));
  const pagamento = (partes: readonly LinhaProgramada[]): PagamentoProgramado => {
    const [primeira] = partes as [LinhaProgramada];
    return {
      venda,
      valor_pagamento: {
        valor: partes.reduce<Dec>((soma, linha) => soma.plus(valor(linha)), ZERO).toFixed(2),
        moeda: 'BRL',
      },
      servicos: partes.map((linha) => ({ servico: linha.servico, valor: valor(linha).toFixed(2) })),
      meio_pagamento: primeira.meio_pagamento,
      num_parcelas: primeira.num_parcelas,
      data_vencimento: primeira.data_vencimento,
    };
  };
  const juntas = linhas.filter((linha) => linha.juntar);
  const [primeira] = juntas;
  if (primeira && juntas.length >= 2 && juntas.some((linha) => !podemJuntar(primeira, linha)))
    return { erro: PAGAMENTO_MESSAGES.naoJuntaveis, linha: null };
  const separadas = juntas.length >= 2 ? linhas.filter((linha) => !linha.juntar) : [...linhas];
  return {
    pagamentos: separadas.map((linha) => pagamento([linha])),
    pagamentosJuntos: juntas.length >= 2 ? [pagamento(juntas)] : [],
    erro: null,
  };
}

type Parte = { servico: number; valor: DecimalInput };

/** Σ of the shares by service, in cents. */
function porServico(partes: readonly Parte[]): Map<number, Dec> {
  const mapa = new Map<number, Dec>();
  for (const parte of partes)
    mapa.set(parte.servico, (mapa.get(parte.servico) ?? ZERO).plus(dec(parte.valor)));
  return mapa;
}

/**
 * Whether the payments that replace another charge each service exactly what it charged, to the cent
 * (POST /api/pagamentos/{id}/substituir/, decision 0066): nothing leaves Contas a Receber, nothing is added.
 */
export function substituicaoConfere(antigas: readonly Parte[], novas: readonly Parte[]): boolean {
  const antes = porServico(antigas);
  const depois = porServico(novas);
  if (antes.size !== depois.size) return false;
  return [...antes].every(([servico, valor]) => depois.get(servico)?.eq(valor) === true);
}

/**
 * The split of the payments that replace another, from their values in order: each takes what is left of
 * the first services first, so every service gets exactly its old share when the values add up to the old
 * payment. Answers null when they do not (a value left over or missing).
 */
export function repartirSubstituicao(
  antigas: readonly Parte[],
  valores: readonly DecimalInput[],
): { servico: number; valor: string }[][] | null {
  const restantes = antigas.map((parte) => ({ servico: parte.servico, falta: dec(parte.valor) }));
  const total = restantes.reduce((soma, parte) => soma.plus(parte.falta), ZERO);
  const soma = valores.reduce<Dec>((acc, valor) => acc.plus(dec(valor)), ZERO);
  if (!soma.eq(total) || valores.some((valor) => dec(valor).lte(ZERO))) return null;
  return valores.map((valor) => {
    let aRepartir = dec(valor);
    const partes: { servico: number; valor: string }[] = [];
    for (const parte of restantes) {
      if (aRepartir.isZero()) break;
      if (parte.falta.isZero()) continue;
      const tomado = menor(parte.falta, aRepartir);
      parte.falta = parte.falta.minus(tomado);
      aRepartir = aRepartir.minus(tomado);
      partes.push({ servico: parte.servico, valor: moneyString(tomado) });
    }
    return partes;
  });
}

function menor(a: Dec, b: Dec): Dec {
  return a.lte(b) ? a : b;
}
