import { formatDate, formatId } from '@skyler/domain/formatters-basicos';
import { MEIOS_PAGAMENTO, type PagamentoView } from '@skyler/domain/pagamentos';
import { sum } from '@skyler/domain/precos/dinheiro';
import { temParcelas } from './pagamento-form.ts';

type Pessoa = { nome: string; sobrenome?: string | null } | null | undefined;

export const nomePessoa = (pessoa: Pessoa): string =>
  pessoa ? `${pessoa.nome} ${pessoa.sobrenome ?? ''}`.trim() : '-';

/** The sale's client: the person, or the company. */
export function clienteDoPagamento(pagamento: PagamentoView): string {
  const { cliente, cliente_empresa } = pagamento.venda;
  if (cliente) return nomePessoa(cliente);
  return cliente_empresa?.nome ?? '-';
}

/** Who pays: the contact, or the company. */
export function responsavelDoPagamento(pagamento: PagamentoView): string {
  if (pagamento.responsavel_financeiro) return nomePessoa(pagamento.responsavel_financeiro);
  return pagamento.responsavel_financeiro_empresa?.nome ?? '-';
}

/** "Pagar.me · 10x" for card instalments, the method alone otherwise. */
export function meioDoPagamento(pagamento: Pick<PagamentoView, 'meio_pagamento' | 'num_parcelas'>): string {
  const meio = MEIOS_PAGAMENTO.label(pagamento.meio_pagamento);
  return temParcelas(pagamento.meio_pagamento) || pagamento.num_parcelas > 1
    ? `${meio} · ${pagamento.num_parcelas}x`
    : meio;
}

export const servicosDoPagamento = (pagamento: PagamentoView): string =>
  pagamento.servicos.length === 0 ? '-' : pagamento.servicos.map((s) => formatId(s.servico)).join(', ');

export const PAGAMENTO_DATAS = {
  vencimento: (data: string | null) => `Venc. ${formatDate(data)}`,
  pagamento: (data: string) => `Pago em ${formatDate(data)}`,
};

/** What the sale tab's search box matches: sale, service, client, method, status, value. */
export function pagamentoCorresponde(pagamento: PagamentoView, busca: string, statusLabel: string): boolean {
  const termo = normalizar(busca.trim());
  if (termo === '') return true;
  const campos = [
    String(pagamento.id),
    formatId(pagamento.id),
    formatId(pagamento.venda.id),
    ...pagamento.servicos.flatMap((s) => [String(s.servico), formatId(s.servico), s.descricao]),
    clienteDoPagamento(pagamento),
    meioDoPagamento(pagamento),
    statusLabel,
    pagamento.valor_pagamento.valor,
    pagamento.valor_pagamento.valor.replace('.', ','),
    pagamento.descricao ?? '',
  ];
  return campos.some((campo) => normalizar(campo).includes(termo));
}

function normalizar(texto: string): string {
  return texto
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();
}

/** The split's sum as typed (comma decimals), for the dialog to show next to the value. */
export function somaDosServicos(partes: readonly { valor: string }[]): string {
  const validas = partes.map((p) => p.valor.trim().replace(',', '.')).filter((v) => /^\d+(\.\d+)?$/.test(v));
  return sum(validas).toFixed(2);
}
