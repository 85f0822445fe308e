import {
  MEIOS_COM_PARCELAS,
  MEIOS_PAGAMENTO,
  type MeioPagamento,
  type TipoPagamento,
} from '@skyler/domain/pagamentos';
import { moneyString } from '@skyler/domain/precos/dinheiro';
import {
  calcularFatura,
  descontoPadrao,
  ehParcelado,
  type Fatura,
  meioPadrao,
} from '@skyler/domain/precos/fatura';
import {
  cronogramaDaFatura,
  faturaSugerida,
  type ParcelaSugerida,
} from '@skyler/domain/precos/fatura-sugerida';
import { PAGAMENTO_MESSAGES, podemJuntar } from '@skyler/domain/precos/pagamento';
import { PARCELAS_MAX } from '@skyler/domain/precos/parcelamento';
import type { FaturaRequest, InformacaoPagamento } from '@skyler/domain/servicos';

/** A person chosen as financial responsible. */
export type PessoaRef = { id: number; nome: string; sobrenome: string | null };

/** One quote's payment form in the invoicing dialog, as typed. */
export type FormaPagamento = {
  tipo: TipoPagamento | '';
  meio: MeioPagamento;
  /** card instalments, 1–12 */
  parcelas: number;
  /** down payment as typed ("500,00") */
  entrada: string;
  /** discount as typed; follows the maximum until the user types one */
  desconto: string;
  descontoDigitado: boolean;
  /** due date of the main payment, 'YYYY-MM-DD'; null is today */
  vencimento: string | null;
  responsavelTipo: 'contato' | 'empresa';
  responsavel: PessoaRef | null;
  empresa: { id: number; nome: string } | null;
};

/** A quote as the form prices it: its id and cash (Pix) value. */
export type CotacaoFaturavel = { id: number; valor_final: string; custo_agencia?: string | null };

/** "1.234,56", "1234,56" or "1234.56" → "1234.56"; null when it is not an amount. */
export function lerValor(texto: string): string | null {
  const limpo = texto.trim().replace(/^R\$\s*/, '');
  if (limpo === '') return '0';
  const normal = limpo.includes(',') ? limpo.replace(/\./g, '').replace(',', '.') : limpo;
  return /^\d{1,12}(\.\d{1,2})?$/.test(normal) ? normal : null;
}

/** "1234.5" → "1234,50", as the fields show amounts. */
export function mostrarValor(valor: string): string {
  return moneyString(valor).replace('.', ',');
}

/** Methods offered for a payment type: the supplier's portal only for its type, the others otherwise. */
export function meiosDoTipo(tipo: TipoPagamento | ''): MeioPagamento[] {
  if (tipo === 'pagamentoAVistaPortalFornecedor') return ['fornecedor'];
  return MEIOS_PAGAMENTO.values.filter((meio) => meio !== 'fornecedor');
}

/** The instalment field shows for a parcelado type paid by Pagar.me or Rede (part 1 §9). */
export function temParcelas(forma: Pick<FormaPagamento, 'tipo' | 'meio'>): boolean {
  return ehParcelado(forma.tipo || null) && MEIOS_COM_PARCELAS.includes(forma.meio);
}

function parcelasDe(forma: FormaPagamento): number {
  return temParcelas(forma) ? forma.parcelas : 1;
}

export function formaInicial(responsavel: {
  cliente: PessoaRef | null;
  empresa: { id: number; nome: string } | null;
}): FormaPagamento {
  return {
    tipo: '',
    meio: 'pix',
    parcelas: PARCELAS_MAX,
    entrada: '',
    desconto: '0,00',
    descontoDigitado: false,
    vencimento: null,
    responsavelTipo: responsavel.empresa ? 'empresa' : 'contato',
    responsavel: responsavel.cliente,
    empresa: responsavel.empresa,
  };
}

/**
 * The form a quote opens with: the proposal's condition (`faturaSugerida`: the entry by Pix today, the rest
 * in monthly card instalments, the default discount); a quote that cannot be priced that way opens empty.
 */
export function formaDaProposta(
  responsavel: Parameters<typeof formaInicial>[0],
  cotacao: CotacaoFaturavel,
  hoje: string,
): FormaPagamento {
  const vazia = formaInicial(responsavel);
  const sugerida = faturaSugerida({ valorAVista: cotacao.valor_final, custo: cotacao.custo_agencia, hoje });
  if (!sugerida) return vazia;
  return {
    ...vazia,
    tipo: sugerida.tipo,
    meio: sugerida.meio,
    parcelas: sugerida.parcelas,
    entrada: sugerida.valorEntrada === '' ? '' : mostrarValor(sugerida.valorEntrada),
    desconto: mostrarValor(sugerida.desconto),
    vencimento: sugerida.vencimento,
  };
}

/** The charges of the form's terms with their due dates (entry today, instalments monthly). */
export function cronogramaDaForma(forma: FormaPagamento, fatura: Fatura, hoje: string): ParcelaSugerida[] {
  return cronogramaDaFatura({ fatura, hoje, vencimento: forma.vencimento ?? hoje });
}

/**
 * A change to the form; choosing a type picks its default method, and while the user has not typed a
 * discount it follows the maximum of the terms chosen (so the client pays the price of those terms).
 */
export function alterarForma(
  forma: FormaPagamento,
  mudanca: Partial<FormaPagamento>,
  cotacao: CotacaoFaturavel,
): FormaPagamento {
  const proxima = { ...forma, ...mudanca };
  if (mudanca.tipo !== undefined && mudanca.tipo !== forma.tipo) {
    proxima.meio = mudanca.tipo ? meioPadrao(mudanca.tipo) : 'pix';
    proxima.descontoDigitado = false;
  }
  if (mudanca.desconto !== undefined) proxima.descontoDigitado = true;
  if (!proxima.descontoDigitado) proxima.desconto = mostrarValor(descontoSugerido(proxima, cotacao));
  return proxima;
}

/** The default discount of the terms chosen: their maximum. */
export function descontoSugerido(forma: FormaPagamento, cotacao: CotacaoFaturavel): string {
  if (!forma.tipo) return '0.00';
  const entrada = forma.tipo === 'pagamentoParceladoEntrada' ? lerValor(forma.entrada) : '0';
  return descontoPadrao({
    valorAVista: cotacao.valor_final,
    tipo: forma.tipo,
    meio: forma.meio,
    parcelas: parcelasDe(forma),
    valorEntrada: entrada ?? '0',
  });
}

/** The discount field was cleared: no discount, so the list price (the 12× card total) is charged. */
export function descontoEmBranco(forma: Pick<FormaPagamento, 'desconto'>): boolean {
  return forma.desconto.trim().replace(/^R\$\s*/, '') === '';
}

export type Calculo = { ok: true; fatura: Fatura } | { ok: false; mensagem: string };

/** The live figures of the form, or the spec's message of what is wrong. */
export function calcularForma(forma: FormaPagamento, cotacao: CotacaoFaturavel): Calculo {
  if (!forma.tipo) return { ok: false, mensagem: PAGAMENTO_MESSAGES.tipoObrigatorio };
  const desconto = lerValor(forma.desconto);
  if (desconto === null) return { ok: false, mensagem: PAGAMENTO_MESSAGES.descontoInvalido };
  const entrada = forma.tipo === 'pagamentoParceladoEntrada' ? lerValor(forma.entrada) : null;
  const resultado = calcularFatura({
    valorAVista: cotacao.valor_final,
    custo: cotacao.custo_agencia ?? null,
    tipo: forma.tipo,
    meio: forma.meio,
    parcelas: parcelasDe(forma),
    valorEntrada: forma.tipo === 'pagamentoParceladoEntrada' ? (entrada ?? '0') : null,
    desconto,
  });
  return resultado.ok ? resultado : { ok: false, mensagem: resultado.erro.mensagem };
}

/** What keeps the form from being inserted: the type, the figures, then the financial responsible. */
export function erroDaForma(forma: FormaPagamento, cotacao: CotacaoFaturavel): string | null {
  const calculo = calcularForma(forma, cotacao);
  if (!calculo.ok) return calculo.mensagem;
  const temResponsavel =
    forma.responsavelTipo === 'empresa' ? forma.empresa !== null : forma.responsavel !== null;
  return temResponsavel ? null : PAGAMENTO_MESSAGES.responsavelObrigatorio;
}

/** A group of quotes whose main payments may become one: same method and instalment count. */
export type GrupoJuntavel = { chave: string; meio: MeioPagamento; parcelas: number; cotacoes: number[] };

export function gruposJuntaveis(
  cotacoes: readonly CotacaoFaturavel[],
  formas: Readonly<Record<number, FormaPagamento>>,
): GrupoJuntavel[] {
  const grupos: GrupoJuntavel[] = [];
  for (const cotacao of cotacoes) {
    const forma = formas[cotacao.id];
    if (!forma) continue;
    const calculo = calcularForma(forma, cotacao);
    if (!calculo.ok) continue;
    const principal = calculo.fatura.pagamentos.at(-1);
    if (!principal) continue;
    const alvo = { meio_pagamento: principal.meio_pagamento, num_parcelas: principal.num_parcelas };
    const grupo = grupos.find((g) => podemJuntar({ meio_pagamento: g.meio, num_parcelas: g.parcelas }, alvo));
    if (grupo) grupo.cotacoes.push(cotacao.id);
    else
      grupos.push({
        chave: `${principal.meio_pagamento}:${principal.num_parcelas}`,
        meio: principal.meio_pagamento,
        parcelas: principal.num_parcelas,
        cotacoes: [cotacao.id],
      });
  }
  return grupos.filter((g) => g.cotacoes.length > 1);
}

/** One quote's terms as `POST fatura/` takes them. */
export function informacaoPagamento(forma: FormaPagamento, cotacao: CotacaoFaturavel): InformacaoPagamento {
  const tipo = forma.tipo as TipoPagamento;
  const empresa = forma.responsavelTipo === 'empresa';
  return {
    cotacao: cotacao.id,
    name: tipo,
    meio_pagamento: forma.meio,
    numeroParcelas: parcelasDe(forma),
    desconto: lerValor(forma.desconto) ?? '0',
    valorEntrada: tipo === 'pagamentoParceladoEntrada' ? (lerValor(forma.entrada) ?? '0') : null,
    data_vencimento: forma.vencimento,
    responsavel_financeiro: empresa ? null : (forma.responsavel?.id ?? null),
    responsavel_financeiro_empresa: empresa ? (forma.empresa?.id ?? null) : null,
  };
}

export function montarFatura({
  cotacoes,
  formas,
  juntos,
}: {
  cotacoes: readonly CotacaoFaturavel[];
  formas: Readonly<Record<number, FormaPagamento>>;
  /** keys of the joinable groups the user ticked */
  juntos: ReadonlySet<string>;
}): FaturaRequest {
  const grupos = gruposJuntaveis(cotacoes, formas).filter((g) => juntos.has(g.chave));
  return {
    carrinho: cotacoes.map((c) => ({ id: c.id })),
    informacoes_pagamento: cotacoes.flatMap((c) => {
      const forma = formas[c.id];
      return forma ? [informacaoPagamento(forma, c)] : [];
    }),
    ...(grupos.length > 0 ? { pagamentosJuntos: grupos.map((g) => g.cotacoes) } : {}),
  };
}
