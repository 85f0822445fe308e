import { ZRacCreate } from '@skyler/domain/racs';
import { describe, expect, it } from 'vitest';
import { makeEmissaoDetalhe, makePagamentosEmissao } from '../testing/fixtures.ts';
import {
  emptyRacForm,
  errosRacForm,
  estornoClienteSeAplica,
  linhasDaEmissao,
  racFormToRequest,
  tiposDaLinha,
  tiposEstornoDaEmissao,
  valorDigitado,
} from './rac-form.ts';

describe('Nova RAC form', () => {
  it('gives one line per forming field, with who pays as the issuance recorded', () => {
    const linhas = linhasDaEmissao(makeEmissaoDetalhe().campos_formadores, makePagamentosEmissao());
    expect(linhas.map((l) => [l.campo_formador, l.responsavel, l.cartao, l.tipo_rac])).toEqual([
      ['custo_bilhete', 'skyler', 1, 'nao_altera'],
      ['custo_taxa_embarque', 'cliente', null, 'nao_altera'],
      ['rav', 'cliente', null, 'nao_altera'],
    ]);
  });

  it('keeps the agency on fields it always pays, and no card where none is allowed or the card is inactive', () => {
    const linhas = linhasDaEmissao(
      [
        { campo_formador: 'milheiro', valor: '900.00', responsavel_fixo: 'skyler', cartao_permitido: false },
        { campo_formador: 'rav', valor: '100.00', responsavel_fixo: null, cartao_permitido: true },
      ],
      [
        {
          id: 1,
          campo_formador: 'rav',
          responsavel: 'skyler',
          cartao: { id: 3, nome: 'Antigo', bandeira: 'Visa', digs: '0000', ativo: false },
          servico: 1,
          emissao: 1,
          valor: '100.00',
          tipo_rac: null,
        },
      ],
    );
    expect(linhas[0]).toMatchObject({ responsavel: 'skyler', responsavel_fixo: true, cartao: null });
    expect(linhas[1]).toMatchObject({ responsavel: 'skyler', responsavel_fixo: false, cartao: null });
  });

  it('offers no refund (estornar) for wallet tickets', () => {
    expect(tiposDaLinha('emissao_voo_wallet')).not.toContain('estornar');
    expect(tiposDaLinha('emissao_voo_pagante')).toContain('estornar');
    expect(tiposEstornoDaEmissao('emissao_voo_milha')).toEqual(['pix', 'saldo']);
    expect(tiposEstornoDaEmissao('emissao_hotel')).toEqual(['pix', 'cartao']);
  });

  it('reads amounts typed the Brazilian way', () => {
    expect(valorDigitado('1.234,50')).toBe('1234.50');
    expect(valorDigitado(' 150 ')).toBe('150');
    expect(valorDigitado('99.90')).toBe('99.90');
  });

  it('sends unchecked sections empty and a card only where the agency pays', () => {
    const form = {
      ...emptyRacForm(),
      emissao: 55,
      pagamentos: linhasDaEmissao(makeEmissaoDetalhe().campos_formadores, makePagamentosEmissao()).map((l) =>
        l.campo_formador === 'rav' ? { ...l, cartao: 2 } : l,
      ),
      custo_skyler_valor: '10,00',
      cobranca: true,
      cobranca_cliente: 'fornecedor' as const,
      cobranca_cliente_fornecedor: 9,
      cobranca_cliente_valor: '1.000,00',
      cobranca_cliente_meio: 'pix' as const,
      estorno_cliente_tipo: 'pix',
    };
    const body = racFormToRequest(form, 42);
    expect(body.racs).toMatchObject({
      venda: 42,
      emissao: 55,
      custo_skyler: false,
      custo_skyler_valor: '0',
      cobranca_cliente: 'fornecedor',
      cobranca_cliente_fornecedor: 9,
      cobranca_cliente_valor: '1000.00',
      // by a supplier: no means of payment; no refund line: no refund type
      cobranca_cliente_meio: null,
      estorno_cliente_tipo: null,
    });
    expect(body.pagamentos).toEqual([
      { campo_formador: 'custo_bilhete', responsavel: 'skyler', tipo_rac: 'nao_altera', cartao: 1 },
      { campo_formador: 'custo_taxa_embarque', responsavel: 'cliente', tipo_rac: 'nao_altera', cartao: null },
      { campo_formador: 'rav', responsavel: 'cliente', tipo_rac: 'nao_altera', cartao: null },
    ]);
    expect(ZRacCreate.safeParse(body).success).toBe(true);
  });

  it('asks the client refund type only when a field is refunded', () => {
    const linhas = linhasDaEmissao(makeEmissaoDetalhe().campos_formadores, []);
    expect(estornoClienteSeAplica({ pagamentos: linhas })).toBe(false);
    const estorno = linhas.map((l, i) => (i === 0 ? { ...l, tipo_rac: 'estornar' as const } : l));
    expect(estornoClienteSeAplica({ pagamentos: estorno })).toBe(true);
  });

  it('marks what the request schema refuses, by field', () => {
    const form = {
      ...emptyRacForm(),
      emissao: 55,
      custo_skyler: true,
      custo_skyler_valor: 'abc',
      custo_skyler_anotacao: 'x'.repeat(500),
    };
    const erros = errosRacForm(form, 42);
    expect(Object.keys(erros).sort()).toEqual(['racs.custo_skyler_anotacao', 'racs.custo_skyler_valor']);
    expect(erros['racs.custo_skyler_anotacao']).toBe('Observações devem ter menos de 500 caracteres');
    expect(errosRacForm({ ...form, custo_skyler: false }, 42)).toEqual({});
  });
});
