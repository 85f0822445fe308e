import { ZPagamentoSave } from '@skyler/domain/pagamentos';
import { describe, expect, it } from 'vitest';
import { makePagamento } from '../testing/fixtures.ts';
import { hojeNaAgencia, pagamentoPagoRequest, pagamentoRequest, pagamentoValues } from './pagamento-form.ts';
import { meioDoPagamento, pagamentoCorresponde, somaDosServicos } from './pagamento-texto.ts';

describe('payment texts and figures', () => {
  it('names the method with its instalments on card processors', () => {
    expect(meioDoPagamento({ meio_pagamento: 'pix', num_parcelas: 1 })).toBe('Pix');
    expect(meioDoPagamento({ meio_pagamento: 'rede', num_parcelas: 1 })).toBe('Rede · 1x');
    expect(meioDoPagamento({ meio_pagamento: 'pagarme', num_parcelas: 12 })).toBe('Pagar.me · 12x');
  });

  it('matches the search without accents or case', () => {
    const pagamento = makePagamento({ descricao: 'Sinal' });
    expect(pagamentoCorresponde(pagamento, 'GRAMADO', 'Não efetuado')).toBe(true);
    expect(pagamentoCorresponde(pagamento, 'nao efet', 'Não efetuado')).toBe(true);
    expect(pagamentoCorresponde(pagamento, '1500,00', 'Não efetuado')).toBe(true);
    expect(pagamentoCorresponde(pagamento, 'boleto', 'Não efetuado')).toBe(false);
    expect(pagamentoCorresponde(pagamento, '  ', 'Não efetuado')).toBe(true);
  });

  it('adds the split as typed, ignoring what is not a number yet', () => {
    expect(somaDosServicos([{ valor: '10,50' }, { valor: '0.25' }, { valor: 'x' }, { valor: '' }])).toBe(
      '10.75',
    );
  });

  it('reads today in the agency time zone, not the server or UTC one', () => {
    expect(hojeNaAgencia(new Date('2026-03-12T02:30:00Z'))).toBe('2026-03-11');
    expect(hojeNaAgencia(new Date('2026-03-12T03:30:00Z'))).toBe('2026-03-12');
  });

  it('turns a stored payment into the same request it was made from', () => {
    const pagamento = makePagamento({
      servicos: [
        { servico: 12, valor: '1000.00', cotacao: 5, descricao: 'Hotel' },
        { servico: 13, valor: '500.00', cotacao: 6, descricao: 'Transfer' },
      ],
      responsavel_financeiro: null,
      responsavel_financeiro_empresa: { id: 4, nome: 'Acme' },
    });
    const pedido = ZPagamentoSave.parse(pagamentoRequest(pagamentoValues(pagamento), 42));
    expect(pedido).toMatchObject({
      valor_pagamento: { valor: '1500.00', moeda: 'BRL' },
      servicos: [
        { servico: 12, valor: '1000.00' },
        { servico: 13, valor: '500.00' },
      ],
      taxa_meio_pagamento: '0',
      responsavel_financeiro: null,
      responsavel_financeiro_empresa: 4,
    });
  });

  it('keeps both a contact and a company as the financial responsible', () => {
    const pagamento = makePagamento({ responsavel_financeiro_empresa: { id: 4, nome: 'Acme' } });
    expect(pagamentoRequest(pagamentoValues(pagamento), 42)).toMatchObject({
      responsavel_financeiro: 3,
      responsavel_financeiro_empresa: 4,
    });
  });

  it('marks as paid keeping a payment date already recorded', () => {
    expect(pagamentoPagoRequest(makePagamento({ data_pagamento: '2026-03-02' }), '2026-03-10')).toMatchObject(
      {
        status: 'concluido',
        data_pagamento: '2026-03-02',
      },
    );
    expect(pagamentoPagoRequest(makePagamento(), '2026-03-10')).toMatchObject({
      data_pagamento: '2026-03-10',
    });
  });
});
