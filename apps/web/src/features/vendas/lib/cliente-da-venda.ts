import type { Venda } from '@skyler/domain/vendas';

export function clienteDaVenda(venda: Pick<Venda, 'cliente' | 'cliente_empresa'>): string {
  if (venda.cliente_empresa) return venda.cliente_empresa.nome;
  if (venda.cliente) return `${venda.cliente.nome} ${venda.cliente.sobrenome ?? ''}`.trim();
  return '-';
}
