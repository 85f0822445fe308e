import { describe, expect, it } from 'vitest';
import { makeUser } from '../../../test/fixtures.ts';
import { gruposDeStatus } from './grupos-status.ts';
import { linksDoPainel, podeAbrir } from './links.ts';

describe('dashboard links', () => {
  it('point to the lists filtered through their own URL params, with the consultant when there is one', () => {
    expect(linksDoPainel.vendasPorStatus('proposta', null)).toBe('/vendas?status=proposta');
    expect(linksDoPainel.vendasPorStatus('fechada', 8)).toBe('/vendas?status=fechada&consultor=8');
    expect(linksDoPainel.recebiveis('vencidos', null)).toBe('/pagamentos-abertos?vencimento=vencidos');
    expect(linksDoPainel.recebiveis('a_vencer_7_dias', 8)).toBe(
      '/pagamentos-abertos?vencimento=a_vencer_7_dias&consultor=8',
    );
    expect(linksDoPainel.emissoesAtrasadas(null)).toBe('/emissoes?atrasadas=true');
    expect(linksDoPainel.emissoesAtrasadas(8)).toBe('/emissoes?atrasadas=true&consultor=8');
    expect(linksDoPainel.ordensAbertas()).toBe('/ordem-pagamento/abertos');
    expect(linksDoPainel.contato(21)).toBe('/contatos/21');
    expect(linksDoPainel.documentosContato(21)).toBe('/contatos/21/documentos');
  });

  it('know which lists need a restricted route the user lacks', () => {
    const consultor = makeUser();
    expect(podeAbrir(consultor, 'vendas')).toBe(true);
    expect(podeAbrir(consultor, 'emissoes')).toBe(true);
    expect(podeAbrir(consultor, 'pagamentos-abertos')).toBe(false);
    expect(podeAbrir(consultor, 'ordem-pagamento-abertos')).toBe(false);
    const financeiro = makeUser({ authorized_restricted_routes: ['pagamentos-abertos'] });
    expect(podeAbrir(financeiro, 'pagamentos-abertos')).toBe(true);
  });
});

describe('sales by status', () => {
  it('joins the statuses shown as "Cancelada" into one bar that links to the stored one', () => {
    const grupos = gruposDeStatus([
      { status: 'proposta', quantidade: 12 },
      { status: 'fechada', quantidade: 3 },
      { status: 'concluida', quantidade: 5 },
      { status: 'cancelada', quantidade: 1 },
    ]);
    expect(grupos.map((g) => [g.label, g.status, g.quantidade])).toEqual([
      ['Proposta', 'proposta', 12],
      ['Cancelada', 'fechada', 4],
      ['Concluída', 'concluida', 5],
    ]);
  });

  it('shows every status, zero when the answer leaves one out', () => {
    expect(gruposDeStatus([]).map((g) => g.quantidade)).toEqual([0, 0, 0]);
  });
});
