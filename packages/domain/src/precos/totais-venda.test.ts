import { describe, expect, it } from 'vitest';
import { partesDosPagamentos, totaisDaVenda } from './totais-venda.ts';

describe('totaisDaVenda', () => {
  it('counts the services not cancelled, what their payments schedule and what the concluded ones paid', () => {
    const parte = (servico: number, valor: string) => ({ servico, valor });
    const totais = totaisDaVenda(
      [
        { id: 12, status: 'pagamento', valor_total: '100.10' },
        { id: 2, status: 'cancelado', valor_total: '50' },
      ],
      partesDosPagamentos([
        { status: 'concluido', servicos: [parte(12, '30.05')] },
        { status: 'atrasado', servicos: [parte(12, '70.04')] },
        // paid before its service was cancelled: returned through a RAC, not counted for the sale
        { status: 'concluido', servicos: [parte(2, '40.00')] },
        // joined: only the share of the service still sold counts
        { status: 'concluido', servicos: [parte(2, '9.99'), parte(12, '0.01')] },
      ]),
    );
    expect(totais).toEqual({ total: '100.10', programado: '100.10', pago: '30.06', em_aberto: '70.04' });
  });

  it('answers zeros for a sale without services', () => {
    expect(totaisDaVenda([], [])).toEqual({
      total: '0.00',
      programado: '0.00',
      pago: '0.00',
      em_aberto: '0.00',
    });
  });
});
