import { FATURA_MESSAGES } from '@skyler/domain/precos/fatura';
import { PAGAMENTO_MESSAGES } from '@skyler/domain/precos/pagamento';
import { describe, expect, it } from 'vitest';
import {
  alterarForma,
  calcularForma,
  descontoEmBranco,
  erroDaForma,
  type FormaPagamento,
  formaInicial,
  gruposJuntaveis,
  lerValor,
  meiosDoTipo,
  montarFatura,
  temParcelas,
} from './fatura-form.ts';

const MARIA = { id: 3, nome: 'Maria', sobrenome: 'Oliveira' };
const cotacao = { id: 5, valor_final: '10000.00' };
const outra = { id: 6, valor_final: '2000.00' };
const inicial = () => alterarForma(formaInicial({ cliente: MARIA, empresa: null }), {}, cotacao);

describe('lerValor', () => {
  it('reads amounts typed with a comma or a point', () => {
    expect(lerValor('1.234,56')).toBe('1234.56');
    expect(lerValor('1234,5')).toBe('1234.5');
    expect(lerValor('608.18')).toBe('608.18');
    expect(lerValor('R$ 10,00')).toBe('10.00');
    expect(lerValor('')).toBe('0');
    expect(lerValor('dez')).toBeNull();
    expect(lerValor('-5')).toBeNull();
  });
});

describe('the payment form of a quote', () => {
  it('starts without a type, with the sale’s client as financial responsible', () => {
    const forma = inicial();
    expect(forma.tipo).toBe('');
    expect(forma.responsavelTipo).toBe('contato');
    expect(forma.responsavel).toEqual(MARIA);
    expect(erroDaForma(forma, cotacao)).toBe(PAGAMENTO_MESSAGES.tipoObrigatorio);
    const empresa = formaInicial({ cliente: null, empresa: { id: 9, nome: 'Acme' } });
    expect(empresa.responsavelTipo).toBe('empresa');
  });

  it('proposes the maximum discount of the terms chosen until a discount is typed', () => {
    let forma = alterarForma(inicial(), { tipo: 'pagamentoAVista' }, cotacao);
    expect(forma.meio).toBe('pix');
    expect(forma.desconto).toBe('608,18');
    forma = alterarForma(forma, { desconto: '100,00' }, cotacao);
    expect(forma.desconto).toBe('100,00');
    // another type forgets the typed discount
    forma = alterarForma(forma, { tipo: 'pagamentoParcelado' }, cotacao);
    expect(forma.meio).toBe('pagarme');
    expect(forma.parcelas).toBe(12);
    expect(forma.desconto).toBe('0,00');
    // fewer instalments cost less interest: the difference to 12x is the new maximum
    forma = alterarForma(forma, { parcelas: 1 }, cotacao);
    expect(Number(forma.desconto.replace(',', '.'))).toBeGreaterThan(0);
    expect(Number(forma.desconto.replace(',', '.'))).toBeLessThan(608.18);
  });

  it('10. à vista by card is priced at 1× on the card, without the Pix discount', () => {
    let forma = alterarForma(inicial(), { tipo: 'pagamentoAVista' }, cotacao);
    expect(forma.desconto).toBe('608,18');
    // Pagar.me à vista: 10608.18 − 10516.02
    forma = alterarForma(forma, { meio: 'pagarme' }, cotacao);
    expect(forma.desconto).toBe('92,16');
    const calculo = calcularForma(forma, cotacao);
    expect(calculo.ok && calculo.fatura.valorTotal).toBe('10516.02');
    expect(erroDaForma({ ...forma, desconto: '608,18' }, cotacao)).toBe(PAGAMENTO_MESSAGES.descontoInvalido);
  });

  it('10. a cleared discount field means no discount: the list price is charged', () => {
    const forma = alterarForma(inicial(), { tipo: 'pagamentoAVista' }, cotacao);
    const vazio = alterarForma(forma, { desconto: '' }, cotacao);
    expect(descontoEmBranco(vazio)).toBe(true);
    expect(descontoEmBranco(forma)).toBe(false);
    const calculo = calcularForma(vazio, cotacao);
    expect(calculo.ok && [calculo.fatura.valorTotal, calculo.fatura.totalComJuros]).toEqual([
      '10608.18',
      '10608.18',
    ]);
  });

  it('refuses to invoice a quote worth R$ 0,00 that costs the agency something, with the message', () => {
    const gratis = { id: 7, valor_final: '0.00', custo_agencia: '1000.00' };
    const forma = alterarForma(inicial(), { tipo: 'pagamentoAVista' }, gratis);
    expect(erroDaForma(forma, gratis)).toBe(FATURA_MESSAGES.valorGratuito);
  });

  it('shows the instalments only for a parcelado type by Pagar.me or Rede', () => {
    expect(temParcelas({ tipo: 'pagamentoParcelado', meio: 'pagarme' })).toBe(true);
    expect(temParcelas({ tipo: 'pagamentoParceladoEntrada', meio: 'rede' })).toBe(true);
    expect(temParcelas({ tipo: 'pagamentoParcelado', meio: 'cielo' })).toBe(false);
    expect(temParcelas({ tipo: 'pagamentoAVista', meio: 'pagarme' })).toBe(false);
    expect(meiosDoTipo('pagamentoAVistaPortalFornecedor')).toEqual(['fornecedor']);
    expect(meiosDoTipo('pagamentoAVista')).not.toContain('fornecedor');
  });

  it('refuses a discount above the maximum plus 0.1, and accepts it within', () => {
    const forma = alterarForma(inicial(), { tipo: 'pagamentoAVista' }, cotacao);
    expect(erroDaForma({ ...forma, desconto: '608,28' }, cotacao)).toBeNull();
    expect(erroDaForma({ ...forma, desconto: '608,29' }, cotacao)).toBe(PAGAMENTO_MESSAGES.descontoInvalido);
    expect(erroDaForma({ ...forma, desconto: 'abc' }, cotacao)).toBe(PAGAMENTO_MESSAGES.descontoInvalido);
  });

  it('refuses a down payment of zero or of the whole cash value', () => {
    const forma = alterarForma(inicial(), { tipo: 'pagamentoParceladoEntrada' }, cotacao);
    expect(erroDaForma(forma, cotacao)).toBe(FATURA_MESSAGES.entradaInvalida);
    expect(erroDaForma(alterarForma(forma, { entrada: '10.000,00' }, cotacao), cotacao)).toBe(
      FATURA_MESSAGES.entradaInvalida,
    );
    expect(erroDaForma(alterarForma(forma, { entrada: '3.000,00' }, cotacao), cotacao)).toBeNull();
  });

  it('needs a financial responsible, person or company', () => {
    const forma = alterarForma(inicial(), { tipo: 'pagamentoAVista', responsavel: null }, cotacao);
    expect(erroDaForma(forma, cotacao)).toBe(PAGAMENTO_MESSAGES.responsavelObrigatorio);
    const empresa: FormaPagamento = { ...forma, responsavelTipo: 'empresa', empresa: null };
    expect(erroDaForma(empresa, cotacao)).toBe(PAGAMENTO_MESSAGES.responsavelObrigatorio);
    expect(erroDaForma({ ...empresa, empresa: { id: 9, nome: 'Acme' } }, cotacao)).toBeNull();
  });
});

describe('joined payments and the invoicing body', () => {
  const parcelado = (c: typeof cotacao, parcelas: number) =>
    alterarForma(alterarForma(inicial(), { tipo: 'pagamentoParcelado' }, c), { parcelas }, c);

  it('offers to join only quotes with the same method and instalment count', () => {
    const terceira = { id: 7, valor_final: '500.00' };
    const formas = { 5: parcelado(cotacao, 10), 6: parcelado(outra, 10), 7: parcelado(terceira, 6) };
    expect(gruposJuntaveis([cotacao, outra, terceira], formas)).toEqual([
      { chave: 'pagarme:10', meio: 'pagarme', parcelas: 10, cotacoes: [5, 6] },
    ]);
    expect(gruposJuntaveis([cotacao, terceira], formas)).toEqual([]);
  });

  it('sends each quote’s terms and the groups ticked', () => {
    const comEntrada = alterarForma(
      alterarForma(inicial(), { tipo: 'pagamentoParceladoEntrada', entrada: '3.000,00' }, cotacao),
      { parcelas: 10, vencimento: '2026-04-10' },
      cotacao,
    );
    const formas = { 5: comEntrada, 6: parcelado(outra, 10) };
    const body = montarFatura({ cotacoes: [cotacao, outra], formas, juntos: new Set(['pagarme:10']) });
    expect(body.carrinho).toEqual([{ id: 5 }, { id: 6 }]);
    expect(body.informacoes_pagamento[0]).toEqual({
      cotacao: 5,
      name: 'pagamentoParceladoEntrada',
      meio_pagamento: 'pagarme',
      numeroParcelas: 10,
      desconto: comEntrada.desconto.replace('.', '').replace(',', '.'),
      valorEntrada: '3000.00',
      data_vencimento: '2026-04-10',
      responsavel_financeiro: 3,
      responsavel_financeiro_empresa: null,
    });
    expect(body.pagamentosJuntos).toEqual([[5, 6]]);
    expect(montarFatura({ cotacoes: [cotacao, outra], formas, juntos: new Set() })).not.toHaveProperty(
      'pagamentosJuntos',
    );
  });
});
