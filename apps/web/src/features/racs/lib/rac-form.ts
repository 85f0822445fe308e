import type {
  CampoFormador,
  CampoFormadorEmissao,
  LinhaPagamentoEmissao,
  TipoEmissao,
} from '@skyler/domain/emissoes';
import {
  type TipoPagamentoRac,
  type TipoRac,
  tiposEstornoCliente,
  tiposPagamentoRac,
  ZRacCreate,
} from '@skyler/domain/racs';
import type { RacCreateInput } from '../api/rac-acoes.ts';

type Responsavel = 'cliente' | 'skyler';

/** One forming field of the chosen issuance: who pays it and what the RAC does with it. */
export type LinhaRacForm = {
  campo_formador: CampoFormador;
  valor: string;
  responsavel: Responsavel;
  /** the agency always pays it (miles, a miles or wallet ticket's cost) */
  responsavel_fixo: boolean;
  cartao_permitido: boolean;
  tipo_rac: TipoPagamentoRac;
  cartao: number | null;
};

export type CanalCobranca = 'skyler' | 'fornecedor';
export type MeioCobranca = 'pix' | 'cartao';

/** What the Nova RAC dialog holds while it is filled in. */
export type RacForm = {
  tipo: TipoRac;
  emissao: number | null;
  pagamentos: LinhaRacForm[];
  custo_skyler: boolean;
  custo_skyler_valor: string;
  estorno_skyler_data_previsto: string | null;
  estorno_skyler_data_realizado: string | null;
  custo_skyler_anotacao: string;
  /** the "cobrança ao cliente" checkbox */
  cobranca: boolean;
  cobranca_cliente: CanalCobranca;
  cobranca_cliente_fornecedor: number | null;
  cobranca_cliente_valor: string;
  cobranca_cliente_meio: MeioCobranca | null;
  estorno_cliente_data_previsto: string | null;
  estorno_cliente_data_realizado: string | null;
  cobranca_cliente_anotacao: string;
  estorno_cliente_tipo: string | null;
  /** what the agency refunds the client and what the supplier refunds the agency (booked, decision 0065) */
  estorno_cliente_valor: string;
  estorno_fornecedor_valor: string;
  /** who refunds the agency; null: the issuance's supplier */
  estorno_fornecedor: number | null;
};

export function emptyRacForm(): RacForm {
  return {
    tipo: 'remarcacao',
    emissao: null,
    pagamentos: [],
    custo_skyler: false,
    custo_skyler_valor: '',
    estorno_skyler_data_previsto: null,
    estorno_skyler_data_realizado: null,
    custo_skyler_anotacao: '',
    cobranca: false,
    cobranca_cliente: 'skyler',
    cobranca_cliente_fornecedor: null,
    cobranca_cliente_valor: '',
    cobranca_cliente_meio: null,
    estorno_cliente_data_previsto: null,
    estorno_cliente_data_realizado: null,
    cobranca_cliente_anotacao: '',
    estorno_cliente_tipo: null,
    estorno_cliente_valor: '',
    estorno_fornecedor_valor: '',
    estorno_fornecedor: null,
  };
}

/**
 * One line per forming field of the issuance, with who pays it as the issuance's payment lines say (the
 * agency when the field is always the agency's, else the client), the card when the agency pays by card,
 * and "não altera".
 */
export function linhasDaEmissao(
  campos: readonly CampoFormadorEmissao[],
  pagamentos: readonly LinhaPagamentoEmissao[],
): LinhaRacForm[] {
  return campos.map((campo) => {
    const salvo = pagamentos.find((p) => p.campo_formador === campo.campo_formador);
    const responsavel: Responsavel = campo.responsavel_fixo ?? salvo?.responsavel ?? 'cliente';
    const cartao =
      responsavel === 'skyler' && campo.cartao_permitido && salvo?.cartao?.ativo ? salvo.cartao.id : null;
    return {
      campo_formador: campo.campo_formador,
      valor: campo.valor,
      responsavel,
      responsavel_fixo: campo.responsavel_fixo !== null,
      cartao_permitido: campo.cartao_permitido,
      tipo_rac: 'nao_altera',
      cartao,
    };
  });
}

/** The RAC payment types offered on a line (no estornar for wallet tickets). */
export function tiposDaLinha(tipoEmissao: TipoEmissao | null): readonly TipoPagamentoRac[] {
  return tiposPagamentoRac(tipoEmissao ?? '');
}

/** A line takes a card only when the agency pays it and the field may be paid by card. */
export function linhaAceitaCartao(linha: Pick<LinhaRacForm, 'responsavel' | 'cartao_permitido'>): boolean {
  return linha.responsavel === 'skyler' && linha.cartao_permitido;
}

/** The client's refund type is asked when some forming field is refunded. */
export function estornoClienteSeAplica(form: Pick<RacForm, 'pagamentos'>): boolean {
  return form.pagamentos.some((linha) => linha.tipo_rac === 'estornar');
}

export function tiposEstornoDaEmissao(tipoEmissao: TipoEmissao | null): readonly string[] {
  return tipoEmissao ? tiposEstornoCliente(tipoEmissao) : [];
}

/** "1.234,50" or "1234.50" → "1234.50"; what cannot be read is sent as typed, for the schema to refuse. */
export function valorDigitado(texto: string): string {
  const limpo = texto.trim();
  return limpo.includes(',') ? limpo.replaceAll('.', '').replace(',', '.') : limpo;
}

/** The supplier refunds the agency: an amount above zero was typed (the supplier is then asked). */
export function fornecedorReembolsa(form: Pick<RacForm, 'estorno_fornecedor_valor'>): boolean {
  const valor = Number(valorDigitado(form.estorno_fornecedor_valor));
  return Number.isFinite(valor) && valor > 0;
}

/** The body of POST /api/racs/: unchecked sections are sent empty, a card only where the agency pays. */
export function racFormToRequest(form: RacForm, venda: number): RacCreateInput {
  const custo = form.custo_skyler;
  const cobranca = form.cobranca;
  const estornoCliente = valorDigitado(form.estorno_cliente_valor) || '0';
  const estornoFornecedor = valorDigitado(form.estorno_fornecedor_valor) || '0';
  const reembolsa = estornoCliente !== '0';
  const reembolsado = estornoFornecedor !== '0';
  const pelaAgencia = cobranca && form.cobranca_cliente === 'skyler';
  return {
    racs: {
      tipo: form.tipo,
      venda,
      emissao: form.emissao,
      custo_skyler: custo,
      custo_skyler_valor: custo ? valorDigitado(form.custo_skyler_valor) : '0',
      estorno_skyler_data_previsto: custo || reembolsado ? form.estorno_skyler_data_previsto : null,
      estorno_skyler_data_realizado: custo ? form.estorno_skyler_data_realizado : null,
      custo_skyler_anotacao: custo ? form.custo_skyler_anotacao : '',
      cobranca_cliente: cobranca ? form.cobranca_cliente : null,
      cobranca_cliente_fornecedor:
        cobranca && form.cobranca_cliente === 'fornecedor' ? form.cobranca_cliente_fornecedor : null,
      cobranca_cliente_valor: cobranca ? valorDigitado(form.cobranca_cliente_valor) : '0',
      cobranca_cliente_meio: pelaAgencia ? form.cobranca_cliente_meio : null,
      estorno_cliente_data_previsto: cobranca || reembolsa ? form.estorno_cliente_data_previsto : null,
      estorno_cliente_data_realizado: cobranca ? form.estorno_cliente_data_realizado : null,
      cobranca_cliente_anotacao: cobranca ? form.cobranca_cliente_anotacao : '',
      estorno_cliente_tipo: estornoClienteSeAplica(form) ? form.estorno_cliente_tipo : null,
      estorno_cliente_valor: estornoCliente,
      estorno_fornecedor_valor: estornoFornecedor,
      estorno_fornecedor: fornecedorReembolsa(form) ? form.estorno_fornecedor : null,
    },
    pagamentos: form.pagamentos.map((linha) => ({
      campo_formador: linha.campo_formador,
      responsavel: linha.responsavel,
      tipo_rac: linha.tipo_rac,
      cartao: linhaAceitaCartao(linha) ? linha.cartao : null,
    })),
  };
}

/** The request schema's messages for what was typed, by field path (`racs.custo_skyler_valor`). */
export function errosRacForm(form: RacForm, venda: number): Record<string, string> {
  const resultado = ZRacCreate.safeParse(racFormToRequest(form, venda));
  if (resultado.success) return {};
  const erros: Record<string, string> = {};
  for (const issue of resultado.error.issues) {
    const caminho = issue.path.join('.');
    erros[caminho] ??= issue.message;
  }
  return erros;
}
