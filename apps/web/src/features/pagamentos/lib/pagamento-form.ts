import type { ContatoRef } from '@skyler/domain/contatos';
import { hojeNaAgencia } from '@skyler/domain/formatters-basicos';
import {
  MEIOS_COM_PARCELAS,
  type MeioPagamento,
  type PagamentoSaveInput,
  type PagamentoView,
} from '@skyler/domain/pagamentos';
import { sum } from '@skyler/domain/precos/dinheiro';
import { podeFaturarServico, type ServicoView, servicoCoberto } from '@skyler/domain/servicos';

/** The new/edit payment dialog's fields: the request's own paths where the schema puts its messages. */
export type PagamentoFormValues = {
  valor_pagamento: { valor: string };
  /** the chosen services; with several, each one's share of the value */
  servicos: { servico: number; valor: string }[];
  descricao: string;
  meio_pagamento: MeioPagamento;
  num_parcelas: number;
  taxa_meio_pagamento: string;
  data_vencimento: string | null;
  data_pagamento: string | null;
  status: 'nao_efetuado' | 'concluido';
  responsavel_financeiro: ContatoRef | null;
  responsavel_financeiro_empresa: number | '';
};

/** Today 'YYYY-MM-DD' in the agency's time zone (due dates and payment dates are its calendar days). */
export { hojeNaAgencia };

/** A decimal as typed in Brazil: '1234,5' → '1234.5' (the value field; the fee field the schema turns itself). */
function valorTexto(valor: string | null | undefined): string {
  return (valor ?? '').replace('.', ',');
}

export function temParcelas(meio: string): boolean {
  return (MEIOS_COM_PARCELAS as readonly string[]).includes(meio);
}

const refContato = (r: { id: number; nome: string; sobrenome: string | null } | null): ContatoRef | null =>
  r ? { id: r.id, nome: r.nome, sobrenome: r.sobrenome ?? '' } : null;

type Responsavel = Pick<ServicoView, 'responsavel_financeiro' | 'responsavel_financeiro_empresa'>;

/** A new payment: due today, by Pix, for the only service when the sale has one, paid by its responsible. */
export function novoPagamentoValues({
  servicos,
  responsavel,
  hoje = hojeNaAgencia(),
}: {
  servicos: readonly { id: number }[];
  responsavel?: Responsavel | null;
  hoje?: string;
}): PagamentoFormValues {
  const [unico] = servicos.length === 1 ? servicos : [];
  const empresa = responsavel?.responsavel_financeiro_empresa ?? null;
  return {
    valor_pagamento: { valor: '' },
    servicos: unico ? [{ servico: unico.id, valor: '' }] : [],
    descricao: '',
    meio_pagamento: 'pix',
    num_parcelas: 1,
    taxa_meio_pagamento: '',
    data_vencimento: hoje,
    data_pagamento: null,
    status: 'nao_efetuado',
    responsavel_financeiro: refContato(responsavel?.responsavel_financeiro ?? null),
    responsavel_financeiro_empresa: empresa?.id ?? '',
  };
}

/** The dialog's fields for a stored payment. */
export function pagamentoValues(pagamento: PagamentoView): PagamentoFormValues {
  const empresa = pagamento.responsavel_financeiro_empresa;
  return {
    valor_pagamento: { valor: valorTexto(pagamento.valor_pagamento.valor) },
    servicos: pagamento.servicos.map((s) => ({ servico: s.servico, valor: valorTexto(s.valor) })),
    descricao: pagamento.descricao ?? '',
    meio_pagamento: pagamento.meio_pagamento as MeioPagamento,
    num_parcelas: pagamento.num_parcelas,
    taxa_meio_pagamento:
      Number(pagamento.taxa_meio_pagamento) === 0 ? '' : valorTexto(pagamento.taxa_meio_pagamento),
    data_vencimento: pagamento.data_vencimento,
    data_pagamento: pagamento.data_pagamento,
    status: pagamento.status === 'concluido' ? 'concluido' : 'nao_efetuado',
    responsavel_financeiro: refContato(pagamento.responsavel_financeiro),
    responsavel_financeiro_empresa: empresa?.id ?? '',
  };
}

/**
 * The request the fields make (`ZPagamentoSave` decides, with the spec's messages); an edit sends back the
 * version it read (decision 0034).
 */
export function pagamentoRequest(
  values: PagamentoFormValues,
  venda: number,
  versao?: number,
): PagamentoSaveInput {
  const dividido = values.servicos.length > 1;
  return {
    ...(versao === undefined ? {} : { versao }),
    venda,
    valor_pagamento: { valor: values.valor_pagamento.valor, moeda: 'BRL' },
    servicos: values.servicos.map((s) =>
      dividido ? { servico: s.servico, valor: s.valor } : { servico: s.servico },
    ),
    descricao: values.descricao.trim() === '' ? null : values.descricao,
    meio_pagamento: values.meio_pagamento,
    taxa_meio_pagamento: values.taxa_meio_pagamento,
    num_parcelas: temParcelas(values.meio_pagamento) ? values.num_parcelas : 1,
    data_vencimento: values.data_vencimento,
    data_pagamento: values.data_pagamento,
    status: values.status,
    responsavel_financeiro: values.responsavel_financeiro?.id ?? null,
    responsavel_financeiro_empresa:
      values.responsavel_financeiro_empresa === '' ? null : values.responsavel_financeiro_empresa,
  };
}

/** The stored payment's fields as concluded on `data` (its own payment date when it has one). */
export function pagamentoConcluidoValues(
  pagamento: PagamentoView,
  data: string = hojeNaAgencia(),
): PagamentoFormValues {
  return {
    ...pagamentoValues(pagamento),
    status: 'concluido',
    data_pagamento: pagamento.data_pagamento ?? data,
  };
}

/** The stored payment marked as paid on `data` (its own payment date when it has one). */
export function pagamentoPagoRequest(
  pagamento: PagamentoView,
  data: string = hojeNaAgencia(),
): PagamentoSaveInput {
  return pagamentoRequest(pagamentoConcluidoValues(pagamento, data), pagamento.venda.id, pagamento.versao);
}

/** '1.234,56', '1234,5' or '1234.5' as a decimal string; null when it is not an amount. */
function valorDigitado(texto: string): string | null {
  const limpo = texto.trim();
  const normal = limpo.includes(',') ? limpo.replace(/\./g, '').replace(',', '.') : limpo;
  return /^\d{1,12}(\.\d{1,2})?$/.test(normal) ? normal : null;
}

/**
 * The services a payment being concluded completes: each one it pays that waits for payment and whose
 * concluded payments plus this payment's share cover it (the server's rule, `servicoCoberto`).
 */
export function servicosQueCompleta(
  values: Pick<PagamentoFormValues, 'servicos' | 'valor_pagamento' | 'status'>,
  servicos: readonly Pick<ServicoView, 'id' | 'status' | 'valor_pago' | 'valor_total'>[],
): number[] {
  if (values.status !== 'concluido') return [];
  const dividido = values.servicos.length > 1;
  return values.servicos.flatMap((parte) => {
    const servico = servicos.find((s) => s.id === parte.servico);
    const share = valorDigitado(dividido ? parte.valor : values.valor_pagamento.valor);
    if (!servico || share === null || !podeFaturarServico(servico)) return [];
    return servicoCoberto(sum([servico.valor_pago, share]).toFixed(2), servico.valor_total)
      ? [servico.id]
      : [];
  });
}
