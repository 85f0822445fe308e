import { ZContasBancarias, ZMovimentosPage } from '@skyler/domain/contas-bancarias';
import { hojeNaAgencia } from '@skyler/domain/formatters-basicos';
import { beforeAll, describe, expect, it } from 'vitest';
import { criarVenda } from '../../test/fixtures.ts';
import { t, usarApp } from '../../test/suite-com-app.ts';
import { pagamentos } from '../schema/index.ts';
import { CONTA_DEMO, seedContasBancariasDemo } from './contas-bancarias-demo.ts';

const ONTEM = hojeNaAgencia(new Date(Date.now() - 86_400_000));

usarApp();

beforeAll(async () => {
  const venda = await criarVenda(t.db, 'concluida');
  const pagamento = { venda, status: 'concluido' as const, data_pagamento: ONTEM };
  await t.db.insert(pagamentos).values([
    { ...pagamento, valor: '1500.00', meio_pagamento: 'pix' },
    { ...pagamento, valor: '830.40', meio_pagamento: 'teddoc' },
    // a card payment reaches the bank through the acquirer, not as its own line
    { ...pagamento, valor: '999.99', meio_pagamento: 'pagarme' },
  ]);
  await t.db.transaction((tx) => seedContasBancariasDemo(tx));
}, 120_000);

describe('demo bank account', () => {
  it('has the last 30 days imported: the payments received, one short, the fee, a transfer and an unknown Pix', async () => {
    const contas = ZContasBancarias.parse(
      (await t.injectAs('financeiro', { method: 'GET', url: '/api/contas-bancarias/' })).json(),
    ).contas;
    const conta = contas.find((c) => c.conta === CONTA_DEMO.conta);
    expect(conta).toMatchObject({
      banco_nome: 'ITAÚ UNIBANCO S.A.',
      pendentes: 5,
      ultimo_extrato: { fim: ONTEM },
    });
    const resposta = await t.injectAs('financeiro', {
      method: 'GET',
      url: `/api/movimentos-bancarios/?conta=${conta?.id}`,
    });
    expect(resposta.statusCode, resposta.body).toBe(200);
    const { movimentos } = ZMovimentosPage.parse(resposta.json());
    expect(movimentos.map((m) => [m.tipo, m.valor]).sort()).toEqual([
      ['credito', '1498.80'],
      ['credito', '777.00'],
      ['credito', '830.40'],
      ['debito', '5000.00'],
      ['debito', '64.50'],
    ]);
    // the statement's closing balance is the opening one plus what the lines moved
    expect(conta?.ultimo_extrato?.saldo_final).toBe('16291.70');
  });
});
