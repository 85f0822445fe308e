import { describe, expect, it } from 'vitest';
import { descricaoAtividade, registroDoLog } from './minha-area.ts';

describe('descricaoAtividade', () => {
  it('names the record and the sale it belongs to', () => {
    expect(descricaoAtividade({ meta: { entidade: 'orcamento', id: 31, ip: '1.2.3.4' }, venda: 12 })).toBe(
      'Orçamento 0031 da venda 0012',
    );
    expect(descricaoAtividade({ meta: { entidade: 'venda', id: 12 }, venda: 12 })).toBe('Venda 0012');
    expect(descricaoAtividade({ meta: { entidade: 'contato', id: '7' }, venda: null })).toBe('Contato 0007');
  });

  it('falls back to the sale, then to a dash, and words an unknown kind', () => {
    expect(descricaoAtividade({ meta: { ip: '1.2.3.4' }, venda: 5 })).toBe('Venda 0005');
    expect(descricaoAtividade({ meta: null, venda: null })).toBe('-');
    expect(descricaoAtividade({ meta: { entidade: 'algo_novo', id: 2 }, venda: null })).toBe(
      'algo novo 0002',
    );
  });

  it('reads only a positive whole id', () => {
    expect(registroDoLog({ meta: { entidade: 'contato', id: 'x' } })).toBeNull();
    expect(registroDoLog({ meta: { entidade: 'contato', id: 0 } })).toBeNull();
    expect(registroDoLog({ meta: { entidade: 'contato', id: 4 } })).toEqual({ entidade: 'contato', id: 4 });
  });
});
