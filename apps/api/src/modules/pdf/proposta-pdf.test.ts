import { condicaoDaProposta, totalDaProposta } from '@skyler/domain/precos/proposta';
import { PROPOSTA_MESSAGES } from '@skyler/domain/proposta';
import { describe, expect, it } from 'vitest';
import { desenharImagem } from '../../db/seed/imagens-demo.ts';
import { pdfPageTexts } from '../../test/pdf-text.ts';
import { type CiaProposta, montarCotacaoProposta } from './proposta.ts';
import { AGENCIA_EXEMPLO, cotacoesDeExemplo, PROPOSTA_BASE } from './proposta-exemplo.ts';
import { type CotacaoProposta, type ImagemProposta, renderPropostaPdf, validadeDa } from './proposta-pdf.tsx';

const cias = new Map<number, CiaProposta>([[1, { nome: 'LATAM', logo: null }]]);
const cidades = new Map([
  ['GRU', 'São Paulo'],
  ['BSB', 'Brasília'],
  ['SSA', 'Salvador'],
]);

function proposta(cotacoes: CotacaoProposta[]) {
  const total = totalDaProposta(cotacoes.map((c) => c.valor_pix));
  return { ...PROPOSTA_BASE, cotacoes, total, condicao: condicaoDaProposta(total, '2026-11-20') };
}

describe('renderPropostaPdf', () => {
  it('renders the quotes on A4 portrait: client-facing titles, legs, details, values, grand total, terms, the agency', async () => {
    const cotacoes = cotacoesDeExemplo(0).map((view) =>
      montarCotacaoProposta(view, { cias, cidades, imagens: new Map() }),
    );
    const dados = proposta(cotacoes);
    const pdf = await renderPropostaPdf(dados);
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdf.toString('latin1')).toMatch(/\/MediaBox \[0 0 595\.28\d* 841\.89\d*\]/);
    const texto = pdfPageTexts(pdf).join('\n');
    // the agency, from its settings, in the header and the footer
    expect(texto).toContain('Skyler Viagens e Turismo');
    expect(texto.match(/CNPJ 45\.723\.174\/0001-10/g)?.length).toBeGreaterThanOrEqual(2);
    expect(texto).toContain('(11) 3045-6789');
    expect(texto).toContain('contato@skylerviagens.com.br');
    expect(texto).toContain('www.skylerviagens.com.br');
    expect(texto).toContain('Av. Paulista, 1578');
    expect(texto).toContain('Proposta de viagem');
    expect(texto).toContain('Emitida em 20/11/2026 12:00 por Caio Cotador');
    expect(texto).toContain('Zuleica Quintanilha');
    expect(texto).toContain('Orçamento');
    // client-facing titles, never the internal quick descriptions
    expect(texto).toContain('Voo São Paulo');
    expect(texto).toContain('Salvador, ida e volta');
    expect(texto).toContain('Hospedagem: Pousada Mar Azul (Praia do Forte, BA), 16 noites');
    expect(texto).toContain('Aluguel de carro: SUV compacto, retirada em Aeroporto de Salvador, 16 diárias');
    for (const interna of ['LATAM GRU-SSA ida e volta', 'Carro em Salvador', 'Férias em Salvador']) {
      expect(texto).not.toContain(interna);
    }
    // the flight: ticket, trips and legs with cities, times, airline, flight, class and baggage
    expect(texto).toContain('Cotação 0045');
    expect(texto).toContain('Bilhete 1 · Ida e volta · 2 adultos, 1 criança');
    expect(texto).toContain('São Paulo (GRU) - Brasília (BSB)');
    expect(texto).toContain('20/12/2026 07:10 a 20/12/2026 08:55');
    expect(texto).toContain('LATAM · voo 3456');
    expect(texto).toContain('Econômica · 1 bagagem de 10 kg e 2 bagagens de 23 kg');
    expect(texto).toContain('Conexão');
    expect(texto).toContain('Salvador (SSA) - São Paulo (GRU)');
    // hotel and car
    expect(texto).toContain('Praia do Forte, BA');
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
    // the grand total and the condition on it, as the invoicing charges it
    expect(dados.total).toBe('5194.95');
    expect(texto).toContain('Total à vista no Pix');
    expect(texto).toContain('R$ 5.194,95');
    const condicao = dados.condicao;
    expect(condicao?.entrada).toBe('1731.65');
    expect(texto).toContain(`Entrada de R$ 1.731,65 no Pix e ${condicao?.parcelas[0]?.quantidade}x de R$ `);
    expect(texto).toContain(PROPOSTA_MESSAGES.condicoes);
    expect(texto).toContain(
      'válida por 12 horas a partir da emissão em 20/11/2026 12:00 (até 21/11/2026 00:00)',
    );
    expect(validadeDa(PROPOSTA_BASE.emitidaEm).toISOString()).toBe('2026-11-21T03:00:00.000Z');
  });

  it('draws the agency’s logo, the airline logos and the provider pictures of each quote and ticket', async () => {
    const imagens = new Map<number, ImagemProposta>();
    for (const id of [101, 102, 201, 202, 301, 302]) {
      imagens.set(id, { titulo: `Foto ${id}`, data: desenharImagem('praia', id), formato: 'png' });
    }
    const logo: ImagemProposta = { titulo: 'logo', data: desenharImagem('praia', 99), formato: 'png' };
    const comLogo = new Map<number, CiaProposta>([[1, { nome: 'LATAM', logo }]]);
    const cotacoes = cotacoesDeExemplo(2).map((view) =>
      montarCotacaoProposta(view, { cias: comLogo, cidades, imagens }),
    );
    expect(cotacoes.map((c) => c.imagens.length + c.bilhetes.flatMap((b) => b.imagens).length)).toEqual([
      2, 2, 2,
    ]);
    const semLogos = cotacoesDeExemplo(2).map((view) =>
      montarCotacaoProposta(view, { cias, cidades, imagens }),
    );
    const desenhos = (buffer: Buffer) => buffer.toString('latin1').match(/\/Subtype \/Image/g)?.length ?? 0;
    const soFotos = desenhos(await renderPropostaPdf(proposta(semLogos)));
    expect(soFotos).toBeGreaterThanOrEqual(6);
    const pdf = await renderPropostaPdf({ ...proposta(cotacoes), agencia: { ...AGENCIA_EXEMPLO, logo } });
    expect(desenhos(pdf)).toBeGreaterThan(soFotos);
  });
});
