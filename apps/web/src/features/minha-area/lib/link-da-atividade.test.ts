import { describe, expect, it } from 'vitest';
import { linkDaAtividade } from './link-da-atividade.ts';

describe('linkDaAtividade', () => {
  it("opens the record's own page, else its sale's, else nothing", () => {
    expect(linkDaAtividade({ meta: { entidade: 'contato', id: 5 }, venda: null })).toBe('/contatos/5');
    expect(linkDaAtividade({ meta: { entidade: 'empresa', id: 2 }, venda: null })).toBe('/empresas/2');
    expect(linkDaAtividade({ meta: { entidade: 'orcamento', id: 31 }, venda: 12 })).toBe('/orcamento/31');
    expect(linkDaAtividade({ meta: { entidade: 'emissao', id: 4 }, venda: 12 })).toBe('/emissoes/4');
    expect(linkDaAtividade({ meta: { entidade: 'pagamento', id: 9 }, venda: 12 })).toBe('/vendas/12/info');
    expect(linkDaAtividade({ meta: { entidade: 'usuario', id: 3 }, venda: null })).toBeUndefined();
  });
});
