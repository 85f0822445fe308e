import { ZEmissaoDoBeneficiario } from '@skyler/domain/contatos';
import { ZEmissao, ZEmissoesPage } from '@skyler/domain/emissoes';
import { ZEmissaoAssociada } from '@skyler/domain/fornecedores';
import { ZVendaDetalhada } from '@skyler/domain/vendas';
import { asc, eq, sql } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { emissoes, emissoes_contagem, vendas } from '../../db/schema/index.ts';
import { idDoUsuario } from '../../test/fixtures.ts';
import { ids, pessoas, t, usarAppComReferencia } from '../../test/suite-com-referencia.ts';
import { registrarLinhas } from './detalhe-fixtures.ts';
import { type EmissoesFiltros, findEmissoesPage } from './emissoes.queries.ts';
import { faturar, servicoFaturado } from './fluxo-fixtures.ts';

usarAppComReferencia(3);

const get = async (url: string, username = 'consultor') => {
  const response = await t.injectAs(username, { method: 'GET', url });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as unknown;
};

/** A sale with one invoiced service in emissao: answers the sale, the service and its issuances. */
async function comEmissoes(kind: 'voo_pagantes' | 'hotel' | 'outro', passageiros: number[]) {
  const { venda, servico } = await servicoFaturado(t, ids, { kind, passageiros });
  expect(await faturar(t, servico)).toBe('emissao');
  const criadas = await t.db
    .select({ id: emissoes.id })
    .from(emissoes)
    .where(eq(emissoes.servico, servico))
    .orderBy(asc(emissoes.id));
  return { venda, servico, emissoes: criadas.map((e) => e.id) };
}

const concluir = async (id: number) => {
  await t.db
    .update(emissoes)
    .set({ localizador: `L${id}` })
    .where(eq(emissoes.id, id));
  await registrarLinhas(t, id);
  // the demo passengers' documents may have warnings for the trip: the issuer's reason goes along
  const response = await t.injectAs('emissor', {
    method: 'POST',
    url: `/api/emissoes/${id}/concluir/`,
    payload: { justificativa_documentos: 'Documentos conferidos com o cliente.' },
  });
  expect(response.statusCode, response.body).toBe(200);
};
const cancelar = async (id: number) => {
  const response = await t.injectAs('emissor', {
    method: 'POST',
    url: `/api/emissoes/${id}/cancelar/`,
    payload: { motivo_cancelamento: 'Cliente desistiu' },
  });
  expect(response.statusCode, response.body).toBe(200);
};

/** The counter holds, row for row, what a group by over the issuances counts. */
async function contagemConfere() {
  const contagem = await t.db
    .select({
      status: emissoes_contagem.status,
      tipo: emissoes_contagem.tipo,
      consultor: emissoes_contagem.venda_consultor,
      emissor: emissoes_contagem.emitido_por,
      n: emissoes_contagem.n,
    })
    .from(emissoes_contagem)
    .where(sql`${emissoes_contagem.n} <> 0`);
  const direto = await t.db
    .select({
      status: emissoes.status,
      tipo: emissoes.tipo,
      consultor: sql<number>`coalesce(${emissoes.venda_consultor}, 0)`.mapWith(Number),
      emissor: sql<number>`coalesce(${emissoes.emitido_por}, 0)`.mapWith(Number),
      n: sql<number>`count(*)`.mapWith(Number),
    })
    .from(emissoes)
    .groupBy(emissoes.status, emissoes.tipo, emissoes.venda_consultor, emissoes.emitido_por);
  const chave = (r: { status: string; tipo: string; consultor: number; emissor: number }) =>
    `${r.status}|${r.tipo}|${r.consultor}|${r.emissor}`;
  const ordenar = <T extends Parameters<typeof chave>[0] & { n: number }>(linhas: T[]) =>
    linhas.map((r) => [chave(r), Number(r.n)]).sort(([a], [b]) => String(a).localeCompare(String(b)));
  expect(ordenar(contagem)).toEqual(ordenar(direto));
  const erradas = await t.db
    .select({ id: emissoes.id })
    .from(emissoes)
    .innerJoin(vendas, eq(vendas.id, emissoes.venda))
    .where(sql`${emissoes.venda_consultor} is distinct from ${vendas.consultor}`);
  expect(erradas).toEqual([]);
}

/** Each total the list answers equals a direct count with the same filters. */
async function totaisConferem(filtros: EmissoesFiltros[]) {
  for (const filtro of filtros) {
    const page = await findEmissoesPage(t.db, filtro, { page: 1, pageSize: 15 });
    const [direto] = await t.db
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(emissoes)
      .where(
        sql`(${filtro.status ?? null}::text is null or ${emissoes.status} = ${filtro.status ?? null})
          and (${filtro.tipo ?? null}::text is null or ${emissoes.tipo} = ${filtro.tipo ?? null})
          and (${filtro.consultor ?? null}::int is null or ${emissoes.venda_consultor} = ${filtro.consultor ?? null})
          and (${filtro.emissor ?? null}::int is null or ${emissoes.emitido_por} = ${filtro.emissor ?? null})`,
      );
    expect(page.total, JSON.stringify(filtro)).toBe(direto?.n);
  }
}

describe('the issuances counter', () => {
  it('follows creating, concluding, cancelling, a new consultant and a deleted sale', async () => {
    const [a = 0, b = 0] = pessoas;
    const consultor = await idDoUsuario(t.db, 'consultor');
    const admin = await idDoUsuario(t.db, 'admin');
    const emissor = await idDoUsuario(t.db, 'emissor');
    const filtros: EmissoesFiltros[] = [
      {},
      { status: 'fila_de_emissao' },
      { status: 'finalizada', emissor },
      { consultor },
      { consultor: admin, tipo: 'emissao_hotel' },
      { tipo: 'emissao_voo_pagante', status: 'cancelada' },
      { emissor },
    ];
    const voo = await comEmissoes('voo_pagantes', [a, b]);
    const hotel = await comEmissoes('hotel', [a, b]);
    const outro = await comEmissoes('outro', [b]);
    await contagemConfere();
    await totaisConferem(filtros);

    await concluir(voo.emissoes[0] ?? 0);
    await cancelar(voo.emissoes[1] ?? 0);
    await concluir(hotel.emissoes[0] ?? 0);
    await contagemConfere();
    await totaisConferem(filtros);

    await t.db.update(vendas).set({ consultor: admin }).where(eq(vendas.id, hotel.venda));
    await contagemConfere();
    await totaisConferem(filtros);
    const doAdmin = await findEmissoesPage(t.db, { consultor: admin }, { page: 1, pageSize: 15 });
    expect(doAdmin.rows.map((e) => e.id)).toEqual(hotel.emissoes);
    expect(doAdmin.rows[0]?.venda.consultor?.id).toBe(admin);

    await t.db.delete(vendas).where(eq(vendas.id, outro.venda));
    await contagemConfere();
    await totaisConferem(filtros);
    expect(await t.db.select().from(emissoes).where(eq(emissoes.venda, outro.venda))).toEqual([]);

    // the list's pages through the API
    const pagina = ZEmissoesPage.parse(await get(`/api/emissoes/detailed/?consultor=${admin}`));
    expect(pagina).toMatchObject({ pages: 1 });
    expect(pagina.emissoes.map((e) => e.id)).toEqual(hotel.emissoes);
  });
});

describe('the screens fed by issuances', () => {
  it('the sale tab lists the sale’s issuances, newest first, and the sales list counts them', async () => {
    const [a = 0, b = 0] = pessoas;
    const voo = await comEmissoes('voo_pagantes', [a, b]);
    const outra = await comEmissoes('outro', [a]);
    const aba = z.array(ZEmissao).parse(await get(`/api/vendas/${voo.venda}/emissoes/`));
    expect(aba.map((e) => e.id)).toEqual([...voo.emissoes].reverse());
    expect(aba[0]).toMatchObject({
      venda: { id: voo.venda },
      servico: { id: voo.servico },
      status: 'fila_de_emissao',
    });
    expect(
      z
        .array(ZEmissao)
        .parse(await get(`/api/vendas/${outra.venda}/emissoes/`))
        .map((e) => e.id),
    ).toEqual(outra.emissoes);
    expect(
      (await t.injectAs('cliente', { method: 'GET', url: `/api/vendas/${voo.venda}/emissoes/` })).statusCode,
    ).toBe(403);

    const contadores = async () => {
      const lista = z
        .object({ vendas: z.array(ZVendaDetalhada) })
        .parse(await get(`/api/vendas/detailed/?id_venda=${voo.venda}`));
      const [linha] = lista.vendas;
      return [linha?.num_emissoes_fila, linha?.num_emissoes_finalizadas];
    };
    expect(await contadores()).toEqual([2, 0]);
    await concluir(voo.emissoes[0] ?? 0);
    expect(await contadores()).toEqual([1, 1]);
    await cancelar(voo.emissoes[1] ?? 0);
    expect(await contadores()).toEqual([0, 1]);
  });

  it('the contact’s Emissões como PAX lists the issuances the contact travels on', async () => {
    const [a = 0, , c = 0] = pessoas;
    const hotel = await comEmissoes('hotel', [c, a]);
    await concluir(hotel.emissoes[0] ?? 0);
    const voo = await comEmissoes('voo_pagantes', [a, c]);
    const lista = z
      .array(ZEmissaoDoBeneficiario)
      .parse(await get(`/api/contatos/${c}/emissoes-beneficiario/`));
    expect(lista.map((e) => e.id)).toEqual([...voo.emissoes].reverse().concat(hotel.emissoes));
    const [venda] = await t.db.select().from(vendas).where(eq(vendas.id, hotel.venda));
    const concluida = lista.find((e) => e.id === hotel.emissoes[0]);
    expect(concluida).toMatchObject({
      venda: hotel.venda,
      servico: hotel.servico,
      status: 'finalizada',
      status_servico: 'emissao',
      tipo: 'emissao_hotel',
      data_ida: '2027-07-10',
    });
    expect(concluida?.cliente).toBeTruthy();
    expect(concluida?.data_conclusao).not.toBeNull();
    expect(venda?.cliente).not.toBeNull();
    expect(lista.find((e) => e.id === voo.emissoes[0])?.data_conclusao).toBeNull();
    const [, outra = 0] = pessoas;
    const daOutra = z
      .array(ZEmissaoDoBeneficiario)
      .parse(await get(`/api/contatos/${outra}/emissoes-beneficiario/`));
    expect(daOutra.map((e) => e.id)).not.toContain(hotel.emissoes[0]);
  });

  it('the supplier’s and the provider’s issuances', async () => {
    const [a = 0, b = 0] = pessoas;
    const hotel = await comEmissoes('hotel', [a, b]);
    const voo = await comEmissoes('voo_pagantes', [a, b]);
    const doFornecedor = z
      .array(ZEmissaoAssociada)
      .parse(await get(`/api/fornecedores/${ids.fornecedorHotel}/emissoes/`));
    expect(doFornecedor.map((e) => e.id)).toContain(hotel.emissoes[0]);
    expect(doFornecedor.map((e) => e.id)).not.toContain(voo.emissoes[0]);
    expect(doFornecedor.find((e) => e.id === hotel.emissoes[0])).toMatchObject({
      venda: hotel.venda,
      tipo: 'emissao_hotel',
      status: 'fila_de_emissao',
      localizador: null,
    });
    const aereo = z
      .array(ZEmissaoAssociada)
      .parse(await get(`/api/fornecedores/${ids.fornecedorAereo}/emissoes/`));
    expect(aereo.map((e) => e.id).slice(0, 2)).toEqual([...voo.emissoes].reverse());
    const doProvedor = z
      .array(ZEmissaoAssociada)
      .parse(await get(`/api/provedores/${ids.provedorHotel}/emissoes/`));
    expect(doProvedor.map((e) => e.id)).toContain(hotel.emissoes[0]);
    const outroProvedor = z
      .array(ZEmissaoAssociada)
      .parse(await get(`/api/provedores/${ids.outroProvedorHotel}/emissoes/`));
    expect(outroProvedor.map((e) => e.id)).not.toContain(hotel.emissoes[0]);
  });
});

describe('reads stay few per page', () => {
  it('reads a page of issuances in the same three statements whatever its size', async () => {
    const [a = 0, b = 0] = pessoas;
    for (let i = 0; i < 8; i += 1) await comEmissoes('voo_pagantes', [a, b]);
    const cliente = (t.db as unknown as { $client: { query: (...args: unknown[]) => unknown } }).$client;
    const espiao = vi.spyOn(cliente, 'query');
    const contar = async (pageSize: number, filtros: EmissoesFiltros) => {
      espiao.mockClear();
      const page = await findEmissoesPage(t.db, filtros, { page: 1, pageSize });
      expect(page.rows).toHaveLength(pageSize);
      expect(page.rows.every((e) => e.venda.cliente && e.descricao && e.passageiros.length === 2)).toBe(true);
      return espiao.mock.calls.length;
    };
    for (const filtros of [{}, { tipo: 'emissao_voo_pagante' as const }, { data_ida: '2027-03-10' }]) {
      const dois = await contar(2, filtros);
      const oito = await contar(8, filtros);
      expect(oito).toBe(dois);
      expect(oito).toBeLessThanOrEqual(3);
    }
    espiao.mockRestore();
  });
});
