import { nomeCompleto } from '@skyler/domain/contatos';
import { TIPOS_PAGAMENTO } from '@skyler/domain/pagamentos';
import { ehParcelado } from '@skyler/domain/precos/fatura';
import type { ServicoView } from '@skyler/domain/servicos';

/** The sale's client: the person or the company. */
export function clienteDoServico(servico: Pick<ServicoView, 'venda'>): string {
  return servico.venda.cliente_empresa?.nome ?? (nomeCompleto(servico.venda.cliente) || '-');
}

/** The payment terms: 'Parcelado · 10x', 'À vista'. */
export function condicaoDoServico(servico: Pick<ServicoView, 'metodo_pagamento' | 'num_parcelas'>): string {
  const tipo = TIPOS_PAGAMENTO.label(servico.metodo_pagamento);
  return ehParcelado(servico.metodo_pagamento) ? `${tipo} · ${servico.num_parcelas}x` : tipo;
}

export function responsavelDoServico(
  servico: Pick<ServicoView, 'responsavel_financeiro' | 'responsavel_financeiro_empresa'>,
): string {
  return (
    servico.responsavel_financeiro_empresa?.nome ?? (nomeCompleto(servico.responsavel_financeiro) || '-')
  );
}
