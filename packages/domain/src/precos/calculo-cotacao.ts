import type { ClasseCabine } from '../orcamentos.ts';
import {
  corLucro,
  diariasHotel,
  margemLucro,
  totalDiarias,
  valorAjuste,
  valorFinalGratuito,
  valorIncentivo,
} from './cotacao.ts';
import { type Dec, type DecimalInput, dec, moneyString, sum, toCents, ZERO } from './dinheiro.ts';
import {
  abaixoDoPiso,
  custoMilhas,
  custoWallet,
  MILHAS_MESSAGES,
  milheiroDaTabela,
  milheiroDeCusto,
  milheiroEfetivo,
  valorMilhas,
} from './milhas.ts';
import { fatorMoeda } from './moedas.ts';
import { valorEmReais } from './ordem-em-reais.ts';
import { opcoesCartao } from './parcelamento.ts';

/**
 * The one pricing of a quote (part 1 §9), run by the quote dialog as the quoter types and by the server
 * when it stores the quote: the same inputs give the same totals in both.
 */

/** A row of the miles table (part 1 §3): price per thousand by volume tier, costs and floor. */
export type LinhaTabelaMilhas = {
  programa: number;
  tipo: 'preco_de_venda' | 'custo';
  classe: ClasseCabine | null;
  precos: readonly (string | null)[];
  custo_proprio: string | null;
  custo_terceiros: string | null;
  piso: string | null;
  /** when the row was written (an edit writes a new row, decision 0028) */
  desde?: string | null;
};

/**
 * The miles table's prices a miles ticket was priced with (decision 0069), kept on the saved quote so that
 * editing it does not price the ticket again at today's table: they serve a ticket of the same programme,
 * cabin class and miles.
 */
export type MilhasUsadas = {
  programa: number | null;
  classe: ClasseCabine;
  quantidade: number;
  /** the sale price per thousand of the quantity's tier (25 without a row); null when not known */
  milheiro_tabela: string | null;
  /** the price per thousand the agency pays (`milheiroDeCusto`); null: the ticket's sale price */
  milheiro_custo: string | null;
  /** when the table rows used were written; null when not known (quotes priced before decision 0069) */
  tabela_em: string | null;
};

export type ContextoPreco = {
  /** year of the quote, for the currency factor */
  ano: number;
  /** currencies by id: `sigla` and `cambio` (value of one unit in reais) */
  moedas: ReadonlyMap<number, { sigla: string; cambio: string }>;
  /** the current miles table rows */
  tabelaMilhas: readonly LinhaTabelaMilhas[];
  /**
   * the wallet discount (%): a saved quote's own (decision 0069), else the average purchase discount
   * (GET /api/milhas-validadas/desagio_compra/)
   */
  desagio: DecimalInput;
  /** a saved quote's miles prices (decision 0069): they win over the table for a ticket they match */
  milhasSalvas?: readonly MilhasUsadas[] | null;
};

type Valor = DecimalInput | null | undefined;

type ParteComum = {
  moeda?: number | null;
  rav?: Valor;
  porcentagem_incentivo?: Valor;
  valor_incentivo?: Valor;
};

export type BilheteEntrada = ParteComum & {
  tipo_cotacao: 'pagante' | 'milha' | 'wallet';
  programa_fidelidade?: number | null;
  quantidade_milhas?: number | null;
  milheiro?: Valor;
  ajuste_efetivo?: Valor;
  custo_bilhete?: Valor;
  custo_taxa_embarque?: Valor;
  custo_taxa_bagagem?: Valor;
  custo_taxas_extras?: Valor;
  custo_assento_conforto?: Valor;
  viagem?: { trechos: readonly { pernas: readonly Partial<Record<ClasseCabine, boolean>>[] }[] } | null;
};

export type CotacaoEntrada = {
  ajuste_ativado?: boolean;
  valor_ajuste_absoluto?: Valor;
  valor_ajuste_porcentagem?: Valor;
  incentivo_ativado?: boolean;
  cotacao_voo?: { subcotacoes: readonly BilheteEntrada[] } | null;
  cotacao_hotel?:
    | (ParteComum & {
        custo_diaria?: Valor;
        custo_extras?: Valor;
        diarias?: number | null;
        diarias_min?: number | null;
        diarias_max?: number | null;
      })
    | null;
  cotacao_carro?:
    | (ParteComum & {
        custo_diaria?: Valor;
        custo_seguro?: Valor;
        custo_extras?: Valor;
        diarias?: number | null;
      })
    | null;
  cotacao_outro?: (ParteComum & { custo_total?: Valor }) | null;
};

/** What one priced part (a ticket, the hotel, the car, the other service) comes to, in reais. */
export type ParteCalculada = {
  /** what the client pays for the part, before the quote's adjustment */
  venda: string;
  /** what it costs the agency */
  custo: string;
  incentivo: string;
  /** tickets: the ticket price in reais (miles: the sale value of the miles) */
  custo_bilhete: string | null;
  /** miles tickets: price per thousand used (table or fixed), effective price and the floor */
  milheiro: string | null;
  milheiro_efetivo: string | null;
  piso: string | null;
  /** miles tickets: the table's prices it was priced with, to keep on the quote */
  milhas_usadas: MilhasUsadas | null;
};

export type CotacaoCalculada = {
  partes: ParteCalculada[];
  /** sum of the parts (part 1 §3 custo_total) */
  custo_total: string;
  custo_agencia: string;
  valor_ajuste: string;
  /** cash (Pix) value: total plus adjustment */
  valor_final: string;
  valor_incentivo: string;
  lucro_porcentagem: string;
  cor_lucro: 'verde' | 'laranja' | 'vermelho';
  opcoes_cartao: { parcelas: number; total: string; valor_parcela: string }[];
  /** warnings the dialog shows (effective price per thousand below the floor) */
  avisos: string[];
  /** refusals (a fixed price per thousand below the floor), by field path */
  erros: { path: (string | number)[]; message: string }[];
};

export const COTACAO_CALCULO_MESSAGES = {
  valorFinalNegativo:
    'O valor final da cotação não pode ser negativo. Reduza o desconto do ajuste ou revise os valores.',
  valorFinalGratuito:
    'O valor final da cotação não pode ser zero enquanto o serviço tem custo para a agência. Reduza o desconto do ajuste ou revise os valores.',
} as const;

const CLASSES: readonly ClasseCabine[] = ['economica', 'economica_premium', 'executiva', 'primeira_classe'];

/** The cabin class of a ticket: the one flagged on its first leg (economy by default). */
export function classeDoBilhete(bilhete: Pick<BilheteEntrada, 'viagem'>): ClasseCabine {
  const perna = bilhete.viagem?.trechos[0]?.pernas[0];
  return CLASSES.find((classe) => perna?.[classe]) ?? 'economica';
}

/** The table row of a programme, class and kind; a row without class serves every class. */
export function linhaDaTabela(
  tabela: readonly LinhaTabelaMilhas[],
  programa: number | null | undefined,
  classe: ClasseCabine,
  tipo: LinhaTabelaMilhas['tipo'],
): LinhaTabelaMilhas | null {
  const doPrograma = tabela.filter((linha) => linha.programa === programa && linha.tipo === tipo);
  return (
    doPrograma.find((linha) => linha.classe === classe) ?? doPrograma.find((linha) => !linha.classe) ?? null
  );
}

/** The saved prices of a miles ticket of this programme, class and miles, if the quote has them. */
function milhasSalvasDo(
  contexto: ContextoPreco,
  programa: number | null,
  classe: ClasseCabine,
  quantidade: number,
): MilhasUsadas | null {
  return (
    contexto.milhasSalvas?.find(
      (m) => m.programa === programa && m.classe === classe && m.quantidade === quantidade,
    ) ?? null
  );
}

/** The cost row's price per thousand for a quantity (`milheiroDeCusto` without the sale price fallback). */
function milheiroCustoDaLinha(quantidade: number, linha: LinhaTabelaMilhas | null): string | null {
  const semVenda = milheiroDeCusto(quantidade, linha, -1);
  return semVenda.eq(-1) ? null : semVenda.toFixed(2);
}

function maisRecente(datas: readonly (string | null | undefined)[]): string | null {
  const validas = datas.filter((d): d is string => typeof d === 'string' && d !== '');
  return validas.length === 0 ? null : validas.reduce((a, b) => (new Date(a) >= new Date(b) ? a : b));
}

function fator(contexto: ContextoPreco, moeda: number | null | undefined): Dec {
  const encontrada = contexto.moedas.get(moeda ?? 2);
  if (!encontrada) return dec(1);
  return fatorMoeda({ sigla: encontrada.sigla, cambio: encontrada.cambio, ano: contexto.ano });
}

/**
 * A cost field in reais: its amount in the part's currency × the factor, rounded once to the cent by the
 * function that values its payment order (decision 0064), so that the orders of a part add up to its cost.
 */
function emReais(valor: DecimalInput | null | undefined, f: Dec): Dec {
  return valorEmReais(valor ?? 0, f);
}

function incentivoDe(parte: ParteComum, base: Dec): Dec {
  const valor = dec(parte.valor_incentivo);
  if (!valor.isZero()) return valor;
  return valorIncentivo(dec(parte.porcentagem_incentivo), base);
}

function parte(venda: Dec, custo: Dec, incentivo: Dec, extra: Partial<ParteCalculada> = {}): ParteCalculada {
  return {
    venda: moneyString(venda),
    custo: moneyString(custo),
    incentivo: moneyString(incentivo),
    custo_bilhete: null,
    milheiro: null,
    milheiro_efetivo: null,
    piso: null,
    milhas_usadas: null,
    ...extra,
  };
}

function calcularBilhete(
  bilhete: BilheteEntrada,
  indice: number,
  contexto: ContextoPreco,
  avisos: string[],
  erros: CotacaoCalculada['erros'],
): ParteCalculada {
  const f = fator(contexto, bilhete.moeda);
  const taxas = sum(
    [
      bilhete.custo_taxa_embarque,
      bilhete.custo_taxa_bagagem,
      bilhete.custo_taxas_extras,
      bilhete.custo_assento_conforto,
    ].map((taxa) => emReais(taxa, f)),
  );
  const rav = dec(bilhete.rav);
  if (bilhete.tipo_cotacao === 'milha') {
    const classe = classeDoBilhete(bilhete);
    const quantidade = bilhete.quantidade_milhas ?? 0;
    const venda = linhaDaTabela(contexto.tabelaMilhas, bilhete.programa_fidelidade, classe, 'preco_de_venda');
    const custo = linhaDaTabela(contexto.tabelaMilhas, bilhete.programa_fidelidade, classe, 'custo');
    const fixo =
      bilhete.milheiro !== null && bilhete.milheiro !== undefined && !dec(bilhete.milheiro).isZero();
    const salvas = milhasSalvasDo(contexto, bilhete.programa_fidelidade ?? null, classe, quantidade);
    const milheiroTabela =
      salvas?.milheiro_tabela != null
        ? dec(salvas.milheiro_tabela)
        : milheiroDaTabela(quantidade, venda?.precos);
    const milheiro = fixo ? dec(bilhete.milheiro) : milheiroTabela;
    const efetivo = milheiroEfetivo(milheiro, dec(bilhete.ajuste_efetivo));
    const piso = venda?.piso ?? null;
    if (fixo && abaixoDoPiso(milheiro, piso))
      erros.push({
        path: ['cotacao_voo', 'subcotacoes', indice, 'milheiro'],
        message: MILHAS_MESSAGES.milheiroAbaixoPiso,
      });
    else if (abaixoDoPiso(efetivo, piso)) avisos.push(MILHAS_MESSAGES.milheiroEfetivoAbaixoPiso(indice + 1));
    const custoTabela = salvas ? salvas.milheiro_custo : milheiroCustoDaLinha(quantidade, custo);
    const valorCompra = custoTabela === null ? milheiro : dec(custoTabela);
    const usadas: MilhasUsadas = salvas
      ? { ...salvas, milheiro_tabela: milheiroTabela.toFixed(2) }
      : {
          programa: bilhete.programa_fidelidade ?? null,
          classe,
          quantidade,
          milheiro_tabela: milheiroTabela.toFixed(2),
          milheiro_custo: custoTabela,
          tabela_em: maisRecente([venda?.desde, custo?.desde]),
        };
    const preco = valorMilhas(quantidade, efetivo);
    const custoAgencia = custoMilhas({ quantidade, valorCompra, custosFixos: [taxas] });
    return parte(preco.plus(taxas).plus(rav), custoAgencia, incentivoDe(bilhete, preco), {
      custo_bilhete: moneyString(preco),
      milheiro: milheiro.toFixed(2),
      milheiro_efetivo: efetivo.toFixed(2),
      piso: piso === null ? null : dec(piso).toFixed(2),
      milhas_usadas: usadas,
    });
  }
  const preco = emReais(bilhete.custo_bilhete, f);
  const custoAgencia = bilhete.tipo_cotacao === 'wallet' ? custoWallet(preco, contexto.desagio) : preco;
  return parte(preco.plus(taxas).plus(rav), custoAgencia.plus(taxas), incentivoDe(bilhete, preco), {
    custo_bilhete: moneyString(preco),
  });
}

/** Prices a quote: each part, the total, adjustment, cash value, card options, profit and its colour. */
export function calcularCotacao(cotacao: CotacaoEntrada, contexto: ContextoPreco): CotacaoCalculada {
  const avisos: string[] = [];
  const erros: CotacaoCalculada['erros'] = [];
  const partes: ParteCalculada[] = [];
  if (cotacao.cotacao_voo) {
    cotacao.cotacao_voo.subcotacoes.forEach((bilhete, indice) => {
      partes.push(calcularBilhete(bilhete, indice, contexto, avisos, erros));
    });
  } else if (cotacao.cotacao_hotel) {
    const hotel = cotacao.cotacao_hotel;
    const f = fator(contexto, hotel.moeda);
    const diarias = diariasHotel({
      diarias: hotel.diarias ?? 0,
      diariasMin: hotel.diarias_min,
      diariasMax: hotel.diarias_max,
    });
    const custo = emReais(totalDiarias({ custoDiaria: dec(hotel.custo_diaria), diarias }), f).plus(
      emReais(hotel.custo_extras, f),
    );
    partes.push(parte(custo.plus(dec(hotel.rav)), custo, incentivoDe(hotel, custo)));
  } else if (cotacao.cotacao_carro) {
    const carro = cotacao.cotacao_carro;
    const f = fator(contexto, carro.moeda);
    const custo = emReais(
      totalDiarias({ custoDiaria: dec(carro.custo_diaria), diarias: carro.diarias ?? 0 }),
      f,
    )
      .plus(emReais(carro.custo_seguro, f))
      .plus(emReais(carro.custo_extras, f));
    partes.push(parte(custo.plus(dec(carro.rav)), custo, incentivoDe(carro, custo)));
  } else if (cotacao.cotacao_outro) {
    const outro = cotacao.cotacao_outro;
    const custo = emReais(outro.custo_total, fator(contexto, outro.moeda));
    partes.push(parte(custo.plus(dec(outro.rav)), custo, incentivoDe(outro, custo)));
  }
  const custoTotal = sum(partes.map((p) => p.venda));
  const custoAgencia = sum(partes.map((p) => p.custo));
  const ajuste = valorAjuste(custoTotal, {
    ativado: !!cotacao.ajuste_ativado,
    absoluto: cotacao.valor_ajuste_absoluto ?? null,
    porcentagem: cotacao.valor_ajuste_porcentagem ?? null,
  });
  // every figure below is read from the amounts as shown and stored, in cents (decision 0035): the final
  // value is rounded once and the stored adjustment is what it adds to the total, so the parts add up
  const valorFinal = toCents(custoTotal.plus(ajuste));
  const ajusteGravado = valorFinal.minus(custoTotal);
  if (valorFinal.isNegative())
    erros.push({ path: ['valor_final'], message: COTACAO_CALCULO_MESSAGES.valorFinalNegativo });
  else if (valorFinalGratuito(valorFinal, custoAgencia))
    erros.push({ path: ['valor_final'], message: COTACAO_CALCULO_MESSAGES.valorFinalGratuito });
  const incentivo = cotacao.incentivo_ativado ? sum(partes.map((p) => p.incentivo)) : ZERO;
  const lucro = margemLucro({ venda: valorFinal, custo: custoAgencia, incentivo });
  return {
    partes,
    custo_total: moneyString(custoTotal),
    custo_agencia: moneyString(custoAgencia),
    valor_ajuste: moneyString(ajusteGravado),
    valor_final: moneyString(valorFinal),
    valor_incentivo: moneyString(incentivo),
    lucro_porcentagem: lucro.toFixed(2),
    cor_lucro: corLucro(lucro),
    opcoes_cartao: opcoesCartao(valorFinal),
    avisos,
    erros,
  };
}
