import { ZTaxasMeioPagamentoResposta } from '@skyler/domain/taxas-meio-pagamento';
import { beforeAll, describe, expect, it } from 'vitest';
import { t, usarApp } from '../../test/suite-com-app.ts';
import { seedTaxasMeioPagamentoDemo, TAXAS_DEMO } from './taxas-meio-pagamento-demo.ts';

usarApp();

beforeAll(async () => {
  await t.db.transaction((tx) => seedTaxasMeioPagamentoDemo(tx));
}, 120_000);

describe('demo fee table', () => {
  it('has a rate in force per method and count, and the card at sight changed a month ago', async () => {
    const response = await t.injectAs('financeiro', { method: 'GET', url: '/api/taxas-meio-pagamento/' });
    expect(response.statusCode, response.body).toBe(200);
    const { taxas, historico } = ZTaxasMeioPagamentoResposta.parse(response.json());
    expect(taxas).toHaveLength(TAXAS_DEMO.length);
    expect(taxas.find((x) => x.meio_pagamento === 'pix')).toMatchObject({ percentual: '0.99', fixo: '0.00' });
    expect(taxas.find((x) => x.meio_pagamento === 'boleto')).toMatchObject({
      percentual: '0.00',
      fixo: '3.49',
    });
    const credito = taxas.find((x) => x.meio_pagamento === 'pagarme' && x.num_parcelas === 1);
    expect(credito).toMatchObject({ percentual: '3.19', versao: 2 });
    expect(historico).toEqual([
      expect.objectContaining({
        meio_pagamento: 'pagarme',
        percentual: '2.99',
        vigente_ate: credito?.vigente_desde,
      }),
    ]);
    // an administrator changes the current row with the version the screen read
    const alterada = await t.injectAs('admin', {
      method: 'PUT',
      url: '/api/taxas-meio-pagamento/',
      payload: { meio_pagamento: 'pix', num_parcelas: 1, percentual: '0,89', versao: 1 },
    });
    expect(alterada.statusCode, alterada.body).toBe(200);
  });
});
