import { estimarResultadoCotacao, ZEstimativaResultado } from '@skyler/domain/precos/resultado';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { usuarios } from '../../db/schema/index.ts';
import { expectDetail } from '../../test/app.ts';
import { criarOrcamento, criarVenda, ROLES_STAFF } from '../../test/fixtures.ts';
import { t, usarApp } from '../../test/suite-com-app.ts';

let orcamento: number;

usarApp();

beforeAll(async () => {
  orcamento = await criarOrcamento(t.db, { venda: await criarVenda(t.db), tipo: 'orcamento_hotel' });
}, 120_000);

const url = (id: number) => `/api/cotacoes/estimativa-resultado/?orcamento=${id}`;

describe('GET /api/cotacoes/estimativa-resultado/', () => {
  it('gives the fee table in force and the rates of the sale’s consultant, the quoter and the top issuer', async () => {
    await t.db.update(usuarios).set({ comissao_consultor: '4.00' }).where(eq(usuarios.username, 'consultor'));
    await t.db.update(usuarios).set({ comissao_cotador: '2.25' }).where(eq(usuarios.username, 'cotador'));
    await t.db.update(usuarios).set({ comissao_emissor: '1.75' }).where(eq(usuarios.username, 'emissor'));
    const taxa = await t.injectAs('admin', {
      method: 'PUT',
      url: '/api/taxas-meio-pagamento/',
      payload: { meio_pagamento: 'pix', num_parcelas: 1, percentual: '0.99', fixo: '0' },
    });
    expect(taxa.statusCode, taxa.body).toBe(200);

    const response = await t.injectAs('cotador', { method: 'GET', url: url(orcamento) });
    expect(response.statusCode, response.body).toBe(200);
    const estimativa = ZEstimativaResultado.parse(response.json());
    expect(estimativa.percentuais).toEqual(['4.00', '2.25', '1.75']);
    expect(estimativa.taxas).toContainEqual({
      meio_pagamento: 'pix',
      num_parcelas: 1,
      percentual: '0.99',
      fixo: '0.00',
    });
    // a R$ 10,000.00 quote costing R$ 8,000.00, paid by Pix: fee 99.00, commissions on 8,914.00: 356.56 + 200.57 + 156.00, each rounded
    const resultado = estimarResultadoCotacao({
      valor: '10000.00',
      custo: '8000.00',
      meio_pagamento: 'pix',
      num_parcelas: 1,
      tabela: estimativa.taxas,
      percentuais: estimativa.percentuais,
    });
    expect(resultado.taxas_meio_pagamento.toFixed(2)).toBe('99.00');
    expect(resultado.comissoes.toFixed(2)).toBe('713.13');
    expect(resultado.margem_liquida.toFixed(2)).toBe('1187.87');
  });

  it('every staff member reads it for their quote; a customer gets 403; an unknown request 404', async () => {
    for (const username of ROLES_STAFF) {
      const response = await t.injectAs(username, { method: 'GET', url: url(orcamento) });
      expect(response.statusCode, username).toBe(200);
    }
    const cliente = await t.injectAs('cliente', { method: 'GET', url: url(orcamento) });
    expect(cliente.statusCode).toBe(403);
    const ausente = await t.injectAs('cotador', { method: 'GET', url: url(999_999) });
    expect(ausente.statusCode).toBe(404);
    expect(expectDetail(ausente)).toBe('Orçamento não encontrado');
    const invalido = await t.injectAs('cotador', { method: 'GET', url: url(0) });
    expect(invalido.statusCode).toBe(400);
  });
});
