import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/client.ts';
import {
  fornecedores_provedores,
  milhas_validadas,
  moedas,
  provedores,
  subcotacoes,
} from '../../db/schema/index.ts';
import { t, usarApp } from '../../test/suite-com-app.ts';
import { criarEmissaoDeTeste, type EmissaoDeTeste, registrarLinhas } from '../emissoes/detalhe-fixtures.ts';
import { criarFornecedor, definirFornecedor, ordensDaEmissao } from './test-fixtures.ts';

let fornecedorDaEmissao: number;
let vendedorA: number;
let vendedorB: number;
let provedorA: number;
let provedorB: number;
let provedorSemFornecedor: number;

let provedoresCriados = 0;
async function criarProvedor(db: Db, fornecedor: number | null): Promise<number> {
  provedoresCriados += 1;
  const [row] = await db
    .insert(provedores)
    .values({
      nome: `Vendedor de Milhas ${provedoresCriados}`,
      telefone: {} as never,
      endereco: {} as never,
      tipo_servico: 'milhas',
      busca: `vendedor de milhas ${provedoresCriados}`,
    })
    .returning({ id: provedores.id });
  if (!row) throw new Error('provider not created');
  if (fornecedor !== null)
    await db.insert(fornecedores_provedores).values({ fornecedor_id: fornecedor, provedor_id: row.id });
  return row.id;
}

async function validar(
  e: EmissaoDeTeste,
  linhas: { provedor: number | null; valor?: number; valor_compra?: string; desagio_compra?: string }[],
  tipo: 'milha' | 'wallet',
) {
  await t.db.insert(milhas_validadas).values(
    linhas.map((l) => ({
      servico: e.servico,
      cotacao: e.cotacao,
      venda: e.venda,
      subcotacao: e.subcotacao ?? 0,
      tipo,
      provedor_milhas: l.provedor,
      valor: l.valor ?? 0,
      valor_compra: l.valor_compra ?? null,
      desagio_compra: l.desagio_compra ?? null,
    })),
  );
}

const detalhe = async (id: number) =>
  (await t.injectAs('emissor', { method: 'GET', url: `/api/emissoes/${id}/` })).json() as {
    campos_formadores: { campo_formador: string; valor: string }[];
  };

usarApp({ referencia: true });

beforeAll(async () => {
  fornecedorDaEmissao = await criarFornecedor(t.db, ['boleto']);
  vendedorA = await criarFornecedor(t.db, ['pix']);
  vendedorB = await criarFornecedor(t.db, ['teddoc']);
  provedorA = await criarProvedor(t.db, vendedorA);
  provedorB = await criarProvedor(t.db, vendedorB);
  provedorSemFornecedor = await criarProvedor(t.db, null);
}, 120_000);

describe('a miles or wallet ticket is owed for what was bought', () => {
  it('a miles ticket: miles × price per thousand paid, one order per supplier of the accounts’ providers', async () => {
    // sold for 3,000.00 in miles (the quote's value of the miles)
    const e = await criarEmissaoDeTeste(t.db, {
      tipo: 'emissao_voo_milha',
      passageiros: 0,
      bilhete: { custo_bilhete: '3000.00', quantidade_milhas: 100_000, custo_taxa_embarque: '120.00' },
    });
    await definirFornecedor(t.db, e.id, fornecedorDaEmissao);
    await validar(
      e,
      [
        { provedor: provedorA, valor: 60_000, valor_compra: '18.50' },
        { provedor: provedorB, valor: 30_000, valor_compra: '21.00' },
        { provedor: provedorSemFornecedor, valor: 10_000, valor_compra: '16.00' },
      ],
      'milha',
    );
    const milheiro = (await detalhe(e.id)).campos_formadores.find((c) => c.campo_formador === 'milheiro');
    // 1,110.00 + 630.00 + 160.00
    expect(milheiro?.valor).toBe('1900.00');
    await registrarLinhas(t, e.id, { cliente: ['custo_taxa_embarque'] });
    const ordens = await ordensDaEmissao(t.db, e.id);
    expect(ordens.map((o) => [o.campo_formador, o.fornecedor, o.valor, o.meio_pagamento]).sort()).toEqual(
      [
        ['milheiro', vendedorA, '1110.00', 'pix'],
        ['milheiro', vendedorB, '630.00', 'teddoc'],
        // a provider no supplier lists: owed to the issuance's supplier
        ['milheiro', fornecedorDaEmissao, '160.00', 'boleto'],
      ].sort(),
    );
    // saving the lines again changes nothing
    await registrarLinhas(t, e.id, { cliente: ['custo_taxa_embarque'] });
    const resumo = (lista: typeof ordens) => lista.map((o) => [o.id, o.fornecedor, o.valor, o.status]);
    expect(resumo(await ordensDaEmissao(t.db, e.id))).toEqual(resumo(ordens));
  });

  it('a wallet ticket: the ticket converted to reais less the discount obtained, to the account’s supplier', async () => {
    const [dolar] = await t.db.select().from(moedas).where(eq(moedas.sigla, 'USD'));
    if (!dolar) throw new Error('no USD');
    const e = await criarEmissaoDeTeste(t.db, {
      tipo: 'emissao_voo_wallet',
      passageiros: 0,
      bilhete: { custo_bilhete: '1000.00' },
    });
    await t.db
      .update(subcotacoes)
      .set({ moeda: dolar.id })
      .where(eq(subcotacoes.id, e.subcotacao ?? 0));
    await validar(e, [{ provedor: provedorA, desagio_compra: '10' }], 'wallet');
    const custo = (await detalhe(e.id)).campos_formadores.find((c) => c.campo_formador === 'custo_bilhete');
    // never the US$ 1,000 taken as reais: converted first, then 10 % off
    expect(custo?.valor).not.toBe('900.00');
    expect(Number(custo?.valor)).toBeGreaterThan(1000);
    await registrarLinhas(t, e.id);
    const ordens = await ordensDaEmissao(t.db, e.id);
    expect(ordens.map((o) => [o.campo_formador, o.fornecedor, o.valor])).toEqual([
      ['custo_bilhete', vendedorA, custo?.valor],
    ]);
  });

  it('before validation the ticket keeps the quote’s value and the issuance’s supplier', async () => {
    const e = await criarEmissaoDeTeste(t.db, {
      tipo: 'emissao_voo_milha',
      passageiros: 0,
      bilhete: { custo_bilhete: '800.00', quantidade_milhas: 40_000 },
    });
    await definirFornecedor(t.db, e.id, fornecedorDaEmissao);
    await registrarLinhas(t, e.id);
    const ordens = await ordensDaEmissao(t.db, e.id);
    expect(ordens.map((o) => [o.campo_formador, o.fornecedor, o.valor])).toEqual([
      ['milheiro', fornecedorDaEmissao, '800.00'],
    ]);
  });
});
