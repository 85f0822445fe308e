import { PROPOSTA_MESSAGES } from '@skyler/domain/proposta';
import { describe, expect, it } from 'vitest';
import { desenharImagem } from '../../db/seed/imagens-demo.ts';
import { pdfPageTexts } from '../../test/pdf-text.ts';
import { montarCotacaoProposta } from './proposta.ts';
import { cotacoesDeExemplo, PROPOSTA_BASE } from './proposta-exemplo.ts';
import { type ImagemProposta, renderPropostaPdf, validadeDa } from './proposta-pdf.tsx';

const cias = new Map([[1, 'LATAM']]);

describe('renderPropostaPdf', () => {
  it('renders the quotes on A4 portrait: legs, hotel and car details, Pix value, 12 card options, terms', async () => {
    const cotacoes = cotacoesDeExemplo(0).map((view) =>
      montarCotacaoProposta(view, { cias, imagens: new Map() }),
    );
    const pdf = await renderPropostaPdf({ ...PROPOSTA_BASE, cotacoes });
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdf.toString('latin1')).toMatch(/\/MediaBox \[0 0 595\.28\d* 841\.89\d*\]/);
    const texto = pdfPageTexts(pdf).join('\n');
    expect(texto).toContain('Skyler Viagens');
    expect(texto).toContain('Proposta de viagem');
    expect(texto).toContain('Emitida em 20/11/2026 12:00 por Caio Cotador');
    expect(texto).toContain('Zuleica Quintanilha');
    expect(texto).toContain('Orçamento');
    expect(texto).toContain('0034 · Férias em Salvador');
    // the flight: ticket, trips and legs with times, airline, flight, class and baggage
    expect(texto).toContain('Cotação 0045');
    expect(texto).toContain('Bilhete 1 · Ida e volta · 2 adultos, 1 criança');
    expect(texto).toContain('GRU - BSB');
    expect(texto).toContain('20/12/2026 07:10 a 20/12/2026 08:55');
    expect(texto).toContain('LATAM · voo 3456');
    expect(texto).toContain('Econômica · 1 bagagem de 10 kg e 2 bagagens de 23 kg');
    expect(texto).toContain('Conexão');
    expect(texto).toContain('SSA - GRU');
    // hotel and car
    expect(texto).toContain('Pousada Mar Azul');
    expect(texto).toContain('Praia do Forte, BA');
    expect(texto).toContain('20/12/2026');
    expect(texto).toContain('Incluído');
    expect(texto).toContain('Locadora Sol');
    expect(texto).toContain('Aeroporto de Salvador · 20/12/2026 13:00');
    // values: the cash (Pix) value and the 12 card options, as the pricing computes them
    expect(texto).toContain('À vista no Pix: R$ 1.324,40');
    expect(texto).toContain('À vista no Pix: R$ 2.890,00');
    expect(texto).toContain('À vista no Pix: R$ 980,55');
    const [voo] = cotacoes;
    expect(voo?.opcoes_cartao).toHaveLength(12);
    for (const opcao of voo?.opcoes_cartao ?? []) {
      expect(texto).toContain(`${opcao.parcelas}x de R$ `);
    }
    const doze = voo?.opcoes_cartao[11];
    expect(Number(doze?.total)).toBeGreaterThan(1324.4);
    expect(texto).toContain(
      `12x de R$ ${Number(doze?.valor_parcela).toLocaleString('pt-BR', { minimumFractionDigits: 2 })}`,
    );
    // terms: one third by Pix, the rest by card; non-binding, valid 12 hours from the issue
    expect(texto).toContain(PROPOSTA_MESSAGES.condicoes);
    expect(texto).toContain(
      'válida por 12 horas a partir da emissão em 20/11/2026 12:00 (até 21/11/2026 00:00)',
    );
    expect(validadeDa(PROPOSTA_BASE.emitidaEm).toISOString()).toBe('2026-11-21T03:00:00.000Z');
  });

  it('draws the provider pictures of each quote and of each ticket', async () => {
    const imagens = new Map<number, ImagemProposta>();
    for (const id of [101, 102, 201, 202, 301, 302]) {
      imagens.set(id, { titulo: `Foto ${id}`, data: desenharImagem('praia', id), formato: 'png' });
    }
    const cotacoes = cotacoesDeExemplo(2).map((view) => montarCotacaoProposta(view, { cias, imagens }));
    expect(cotacoes.map((c) => c.imagens.length + c.bilhetes.flatMap((b) => b.imagens).length)).toEqual([
      2, 2, 2,
    ]);
    const pdf = await renderPropostaPdf({ ...PROPOSTA_BASE, cotacoes });
    const desenhos = pdf.toString('latin1').match(/\/Subtype \/Image/g) ?? [];
    expect(desenhos.length).toBeGreaterThanOrEqual(6);
  });
});
