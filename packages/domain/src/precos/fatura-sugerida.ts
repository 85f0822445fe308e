import type { MeioPagamento, TipoPagamento } from '../pagamentos.ts';
import { type DecimalInput, dec, moneyString, toCents } from './dinheiro.ts';
import { calcularFatura, descontoPadrao, type Fatura, meioPadrao } from './fatura.ts';
import { PARCELAS_MAX } from './parcelamento.ts';

/**
 * The payment condition a proposal promises (the PDF's "Condições", `PROPOSTA_MESSAGES.condicoes`): a third of
 * the cash value by Pix today, the rest on the card in 12 monthly instalments.
 */
export type CondicaoProposta = {
  tipo: TipoPagamento;
  /** share of the cash (Pix) value paid as the entry, parcelado com entrada only */
  fracaoEntrada: DecimalInput;
  parcelas: number;
};

export const CONDICAO_PROPOSTA: CondicaoProposta = {
  tipo: 'pagamentoParceladoEntrada',
  fracaoEntrada: dec(1).div(3),
  parcelas: PARCELAS_MAX,
};

/** One charge of the schedule: the entry or one card instalment, with its due date. */
export type ParcelaSugerida = {
  origem: 'entrada' | 'parcela';
  numero: number;
  vencimento: string;
  valor: string;
};

export type FaturaSugerida = {
  tipo: TipoPagamento;
  meio: MeioPagamento;
  parcelas: number;
  /** the entry as the form holds it ('1234.56'), '' without one */
  valorEntrada: string;
  /** the terms' default discount: the client pays the price the proposal showed */
  desconto: string;
  /** the main payment's due date: the first instalment (a month from today), or today */
  vencimento: string;
  fatura: Fatura;
  /** every charge with its due date; the instalments add up to the card payment to the cent */
  cronograma: ParcelaSugerida[];
};

/** 'YYYY-MM-DD' plus `meses` months; a day the month lacks becomes its last (31/01 + 1 → 28/02). */
function somarMeses(dia: string, meses: number): string {
  const [ano, mes, d] = dia.split('-').map(Number) as [number, number, number];
  const alvo = new Date(Date.UTC(ano, mes - 1 + meses, 1));
  const ultimo = new Date(Date.UTC(alvo.getUTCFullYear(), alvo.getUTCMonth() + 1, 0)).getUTCDate();
  alvo.setUTCDate(Math.min(d, ultimo));
  return alvo.toISOString().slice(0, 10);
}

/**
 * The charges of priced terms with their due dates: the entry today, the main payment's instalments monthly
 * from its due date (`vencimento`); each instalment in cents, the last taking what the division leaves, so
 * the schedule adds up to what is charged.
 */
export function cronogramaDaFatura(options: {
  fatura: Pick<Fatura, 'pagamentos'>;
  hoje: string;
  vencimento: string;
}): ParcelaSugerida[] {
  const cronograma: ParcelaSugerida[] = [];
  for (const pagamento of options.fatura.pagamentos) {
    if (pagamento.origem === 'entrada') {
      cronograma.push({ origem: 'entrada', numero: 1, vencimento: options.hoje, valor: pagamento.valor });
      continue;
    }
    const n = pagamento.num_parcelas;
    const cada = toCents(dec(pagamento.valor).div(n));
    const ultima = dec(pagamento.valor).minus(cada.times(n - 1));
    for (let i = 1; i <= n; i++) {
      cronograma.push({
        origem: 'parcela',
        numero: i,
        vencimento: somarMeses(options.vencimento, i - 1),
        valor: moneyString(i === n ? ultima : cada),
      });
    }
  }
  return cronograma;
}

/**
 * What the invoicing dialog proposes for one quote from the proposal's condition: the type, the entry (its
 * share of the cash value, in cents), the instalments, the default discount, the priced payments of
 * `calcularFatura` and their schedule (entry today, instalments monthly from a month on). `null` when the
 * quote cannot be priced that way (worth nothing, or too little for an entry).
 */
export function faturaSugerida(options: {
  valorAVista: DecimalInput;
  custo?: DecimalInput | null;
  hoje: string;
  condicao?: CondicaoProposta;
}): FaturaSugerida | null {
  const condicao = options.condicao ?? CONDICAO_PROPOSTA;
  const { tipo } = condicao;
  const comEntrada = tipo === 'pagamentoParceladoEntrada';
  const parcelado = comEntrada || tipo === 'pagamentoParcelado';
  const parcelas = parcelado ? condicao.parcelas : 1;
  const meio = meioPadrao(tipo);
  const valorEntrada = comEntrada
    ? moneyString(toCents(options.valorAVista).times(condicao.fracaoEntrada))
    : '';
  const termos = {
    valorAVista: options.valorAVista,
    custo: options.custo ?? null,
    tipo,
    meio,
    parcelas,
    valorEntrada: comEntrada ? valorEntrada : null,
  };
  const desconto = descontoPadrao(termos);
  const resultado = calcularFatura({ ...termos, desconto });
  if (!resultado.ok) return null;
  const { fatura } = resultado;
  const vencimento = parcelado ? somarMeses(options.hoje, 1) : options.hoje;
  const cronograma = cronogramaDaFatura({ fatura, hoje: options.hoje, vencimento });
  return {
    tipo,
    meio,
    parcelas,
    valorEntrada,
    desconto,
    vencimento,
    fatura,
    cronograma,
  };
}
