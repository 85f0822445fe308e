import { describe, expect, it } from 'vitest';
import { pdfPageTexts } from '../../test/pdf-text.ts';
import { clienteDeExemplo as cliente, vendasDeExemplo } from './fatura-exemplo.ts';
import { quebraAntesDoServico, renderFaturaPdf, type VendaFatura } from './fatura-pdf.tsx';

describe('page breaks of the invoice', () => {
  it('breaks after the 3rd service and every 4th after it', () => {
    const quebras = Array.from({ length: 16 }, (_, i) => i).filter(quebraAntesDoServico);
    expect(quebras).toEqual([3, 7, 11, 15]);
  });
});

describe('renderFaturaPdf', () => {
  it('renders ten sales on A4 pages: client block and 3 cards, then 4 per page, totals at the end', async () => {
    const pdf = await renderFaturaPdf({
      cliente,
      vendas: vendasDeExemplo(),
      emitidaEm: new Date('2026-11-20T15:00:00Z'),
    });
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdf.toString('latin1')).toContain('/MediaBox [0 0 595.28');
    const paginas = pdfPageTexts(pdf);
    expect(paginas).toHaveLength(3);
    const vendasDa = (texto: string) => [...texto.matchAll(/Venda (\d{4}) · Serviço/g)].map((m) => m[1]);
    expect(vendasDa(paginas[0] ?? '')).toEqual(['0001', '0002', '0003']);
    expect(vendasDa(paginas[1] ?? '')).toEqual(['0004', '0005', '0006', '0007']);
    expect(vendasDa(paginas[2] ?? '')).toEqual(['0008', '0009', '0010']);
    expect(paginas[0]).toContain('Zuleica Quintanilha');
    expect(paginas[0]).toContain('529.982.247-25');
    expect(paginas[0]).toContain('Emitida em 20/11/2026 12:00');
    expect(paginas[0]).toContain('Aéreo');
    expect(paginas[0]).toContain('Hotel');
    expect(paginas[1]).not.toContain('Cliente');
    expect(paginas[2]).toContain('Total geral');
    expect(paginas[2]).toContain('R$ 12.345,60');
    expect(paginas[2]).toContain('Página 3 de 3');
  });

  it('puts a sale with several services on as many cards', async () => {
    const [venda] = vendasDeExemplo(1);
    if (!venda) throw new Error('no sale');
    const servicos = Array.from(
      { length: 5 },
      (_, i) => ({ ...venda.servicos[0], id: 500 + i }) as VendaFatura['servicos'][number],
    );
    const pdf = await renderFaturaPdf({ cliente, vendas: [{ ...venda, servicos }], emitidaEm: new Date() });
    const paginas = pdfPageTexts(pdf);
    expect(paginas).toHaveLength(2);
    expect(paginas[1]).toContain('Serviço 0503');
    expect(paginas[1]).toContain('R$ 6.172,80');
  });
});
