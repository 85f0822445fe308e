import type { MeioPagamentoOrdem } from '@skyler/domain/ordens-pagamento';

/** By the line's card, else the supplier's first other method, else Pix (decision 0028). */
export function meioDaOrdem(
  linha: { cartao: { id: number } | null },
  meiosDoFornecedor: readonly string[],
): { meio_pagamento: MeioPagamentoOrdem; cartao: number | null } {
  if (linha.cartao) return { meio_pagamento: 'cartao_credito', cartao: linha.cartao.id };
  const outro = meiosDoFornecedor.find(
    (meio): meio is Exclude<MeioPagamentoOrdem, 'cartao_credito'> =>
      meio === 'pix' || meio === 'teddoc' || meio === 'boleto',
  );
  return { meio_pagamento: outro ?? 'pix', cartao: null };
}
