import { describe, expect, it } from 'vitest';
import { valorDoFiltro } from '../components/ordens-filtros.tsx';
import { errosPagamento } from '../components/pago-dialog.tsx';
import { makeGrupo, makeOrdem } from '../testing/fixtures.ts';
import {
  cartaoTexto,
  dataHoraTexto,
  porcentagemTexto,
  temIncentivo,
  tipoServicoTexto,
  valorDigitado,
} from './ordem-texto.ts';

describe('payment order texts', () => {
  it('names a card as name - brand (last digits)', () => {
    expect(cartaoTexto({ nome: 'Corporativo', bandeira: 'Visa', digs: '4242' })).toBe(
      'Corporativo - Visa (4242)',
    );
    expect(cartaoTexto(null)).toBe('-');
  });

  it('writes a request date as DD/MM/YYYY às HH:mm in the agency’s time zone', () => {
    expect(dataHoraTexto('2026-03-10T17:05:00Z')).toBe('10/03/2026 às 14:05');
    expect(dataHoraTexto(null)).toBe('-');
  });

  it('names the service type from the quote request or the issuance', () => {
    expect(tipoServicoTexto('orcamento_hotel')).toBe('Hotel');
    expect(tipoServicoTexto('emissao_voo_milha')).toBe('Milha');
  });

  it('reads an amount typed with a comma or a point', () => {
    expect(valorDigitado('1234,5')).toBe('1234.5');
    expect(valorDigitado(' 10.25 ')).toBe('10.25');
    expect(valorDigitado('1.234,50')).toBeNull();
    expect(valorDigitado('-3')).toBeNull();
    expect(valorDigitado('')).toBeNull();
  });

  it('gives the incentive’s percentage of the order with 2 decimals, 0 when the order is 0', () => {
    expect(porcentagemTexto('123.45', '1000.00')).toBe('12,35');
    expect(porcentagemTexto('1', '3')).toBe('33,33');
    expect(porcentagemTexto('50', '0')).toBe('0,00');
    expect(porcentagemTexto(null, '1000')).toBe('0,00');
  });

  it('offers the incentive only on the ticket cost of a flight', () => {
    const voo = makeGrupo();
    expect(temIncentivo(voo, makeOrdem())).toBe(true);
    expect(temIncentivo(voo, makeOrdem({ campo_formador: 'custo_taxa_embarque' }))).toBe(false);
    expect(temIncentivo(voo, makeOrdem({ incentivo: null }))).toBe(false);
    expect(temIncentivo(makeGrupo({ tipo: 'emissao_hotel' }), makeOrdem())).toBe(false);
  });

  it('requires the invoice id and a payment date not after today', () => {
    expect(errosPagamento(' ', null, '2026-03-10')).toEqual({
      id_fatura: 'Necessário preencher o ID da fatura!',
      data_pagamento: 'Necessário preencher a data do pagamento!',
    });
    expect(errosPagamento('F1', '2026-03-11', '2026-03-10')).toEqual({
      data_pagamento: 'A data do pagamento não pode estar no futuro.',
    });
    expect(errosPagamento('F1', '2026-03-10', '2026-03-10')).toEqual({});
  });

  it('sends the value filter without the points of thousands', () => {
    expect(valorDoFiltro('R$ 1.000,50')).toBe('1000,50');
    expect(valorDoFiltro('1000.5')).toBe('1000.5');
  });
});
