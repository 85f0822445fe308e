import { FISCAL_MESSAGES, PADROES_FISCAIS, ZConfiguracaoFiscal } from '@skyler/domain/fiscal';
import { VALIDACAO_MESSAGES } from '@skyler/domain/validacao';
import { MENSAGEM_VERSAO } from '@skyler/domain/versao';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { configuracao_fiscal, logs } from '../../db/schema/index.ts';
import { expectDetail } from '../../test/app.ts';
import { t, usarApp } from '../../test/suite-com-app.ts';
import { carregarConfiguracaoFiscal, carregarRegrasFiscais } from './fiscal.service.ts';

usarApp();

const URL = '/api/configuracoes/fiscal/';

const CONFIGURACAO_DE_TESTE = {
  ...PADROES_FISCAIS.simples_nacional,
  cnpj: '11.222.333/0001-81',
  inscricao_municipal: '1.234.567-8',
  municipio: { codigo_ibge: '3550308', nome: 'São Paulo' },
};

describe('GET|PUT /api/configuracoes/fiscal/', () => {
  it('administrators write, finance reads, everyone else gets 403 and nothing is written', async () => {
    for (const username of ['consultor', 'sdr', 'cotador', 'emissor', 'milhas', 'cliente']) {
      expect((await t.injectAs(username, { method: 'GET', url: URL })).statusCode, username).toBe(403);
    }
    for (const username of ['consultor', 'financeiro', 'cliente']) {
      const escrita = await t.injectAs(username, { method: 'PUT', url: URL, payload: CONFIGURACAO_DE_TESTE });
      expect(escrita.statusCode, username).toBe(403);
    }
    expect(await t.db.select().from(configuracao_fiscal)).toEqual([]);
    const vazia = await t.injectAs('financeiro', { method: 'GET', url: URL });
    expect(vazia.statusCode, vazia.body).toBe(200);
    const corpo = ZConfiguracaoFiscal.parse(vazia.json());
    expect(corpo).toMatchObject({ configurada: false, versao: 0, codigo_servico: '09.02' });
    expect(corpo.padroes.lucro_presumido.tributos).toEqual({
      regime: 'lucro_presumido',
      pis: '0.65',
      cofins: '3.00',
      irpj: '4.80',
      csll: '2.88',
    });
    expect(await carregarConfiguracaoFiscal(t.db)).toBeNull();
    expect((await carregarRegrasFiscais(t.db)).tributos.regime).toBe('simples_nacional');
  });

  it('saves, audits, bumps the version, refuses a stale one and answers each bad field in Portuguese', async () => {
    const criada = await t.injectAs('admin', { method: 'PUT', url: URL, payload: CONFIGURACAO_DE_TESTE });
    expect(criada.statusCode, criada.body).toBe(200);
    expect(criada.json()).toMatchObject({ configurada: true, versao: 1, cnpj: '11222333000181' });

    const presumido = {
      ...CONFIGURACAO_DE_TESTE,
      ...PADROES_FISCAIS.lucro_presumido,
      aliquota_iss: '3,5',
      versao: 1,
    };
    const alterada = await t.injectAs('admin', { method: 'PUT', url: URL, payload: presumido });
    expect(alterada.statusCode, alterada.body).toBe(200);
    expect(alterada.json()).toMatchObject({ versao: 2, aliquota_iss: '3.50' });
    expect((await carregarConfiguracaoFiscal(t.db))?.tributos.regime).toBe('lucro_presumido');

    const velha = await t.injectAs('admin', { method: 'PUT', url: URL, payload: presumido });
    expect(velha.statusCode).toBe(409);
    expect(expectDetail(velha)).toBe(MENSAGEM_VERSAO);

    const auditoria = await t.db.select().from(logs).where(eq(logs.tipo, 'configuracao_fiscal_alterada'));
    expect(auditoria).toHaveLength(2);

    const casos: [Record<string, unknown>, string][] = [
      [{ cnpj: '11.222.333/0001-00' }, VALIDACAO_MESSAGES.cnpjInvalido],
      [{ aliquota_iss: '120' }, FISCAL_MESSAGES.aliquota],
      [{ codigo_servico: '9.2' }, FISCAL_MESSAGES.codigoServico],
      [{ municipio: { codigo_ibge: '355', nome: 'São Paulo' } }, FISCAL_MESSAGES.codigoIbge],
      [{ prazo_cancelamento_dias: 400 }, FISCAL_MESSAGES.prazoCancelamento],
      [
        {
          plano_contas: { ...PADROES_FISCAIS.simples_nacional.plano_contas, receita_rav: 'conta com espaço' },
        },
        FISCAL_MESSAGES.conta,
      ],
    ];
    for (const [campo, mensagem] of casos) {
      const ruim = await t.injectAs('admin', {
        method: 'PUT',
        url: URL,
        payload: { ...CONFIGURACAO_DE_TESTE, ...campo, versao: 2 },
      });
      expect(ruim.statusCode, JSON.stringify(campo)).toBe(400);
      expect(ruim.body).toContain(mensagem);
    }
    expect((await t.injectAs('financeiro', { method: 'GET', url: URL })).json()).toMatchObject({ versao: 2 });
  });
});
