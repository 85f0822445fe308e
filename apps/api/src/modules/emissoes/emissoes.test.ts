import { DOCUMENTOS_MESSAGES, ZAvisosPassageiro } from '@skyler/domain/documentos-viagem';
import {
  EMISSAO_MESSAGES,
  type EmissaoDetalhe,
  ZEmissaoDetalhe,
  ZEmissoesPage,
} from '@skyler/domain/emissoes';
import { MENSAGEM_VERSAO } from '@skyler/domain/versao';
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  cias_aereas,
  cotacoes,
  emissoes,
  logs,
  notificacoes,
  ordens_pagamento,
  usuarios,
  vendas,
} from '../../db/schema/index.ts';
import { expectDetail } from '../../test/app.ts';
import { idDoUsuario } from '../../test/fixtures.ts';
import { ids, pessoas, t, usarAppComReferencia } from '../../test/suite-com-referencia.ts';
import {
  contarTabelas,
  criarEmissaoDeTeste,
  definirStatus,
  ROLES_NAO_EMISSORES,
  registrarLinhas,
} from './detalhe-fixtures.ts';
import { faturar, servicoFaturado } from './fluxo-fixtures.ts';

let u: Record<'admin' | 'consultor' | 'emissor' | 'financeiro' | 'milhas' | 'sdr', number>;

usarAppComReferencia(2);

beforeAll(async () => {
  u = {
    admin: await idDoUsuario(t.db, 'admin'),
    consultor: await idDoUsuario(t.db, 'consultor'),
    emissor: await idDoUsuario(t.db, 'emissor'),
    financeiro: await idDoUsuario(t.db, 'financeiro'),
    milhas: await idDoUsuario(t.db, 'milhas'),
    sdr: await idDoUsuario(t.db, 'sdr'),
  };
}, 120_000);

const get = (url: string, username = 'consultor') => t.injectAs(username, { method: 'GET', url });
const pagina = async (query: string, username = 'consultor') => {
  const response = await get(`/api/emissoes/detailed/?${query}`, username);
  expect(response.statusCode, response.body).toBe(200);
  return ZEmissoesPage.parse(response.json());
};
const detalhe = async (id: number, username = 'emissor'): Promise<EmissaoDetalhe> => {
  const response = await get(`/api/emissoes/${id}/`, username);
  expect(response.statusCode, response.body).toBe(200);
  return ZEmissaoDetalhe.parse(response.json());
};
const salvar = (id: number, payload: object, username = 'emissor') =>
  t.injectAs(username, { method: 'PUT', url: `/api/emissoes/${id}/`, payload });
const cancelar = (id: number, payload: object, username = 'emissor') =>
  t.injectAs(username, { method: 'POST', url: `/api/emissoes/${id}/cancelar/`, payload });
const concluir = (id: number, username = 'emissor') =>
  t.injectAs(username, { method: 'POST', url: `/api/emissoes/${id}/concluir/` });
const linhaDe = async (id: number) => (await t.db.select().from(emissoes).where(eq(emissoes.id, id)))[0];
const ZAvisosPassageiroLista = z.array(ZAvisosPassageiro);
const ultimoLog = async (tipo: string) =>
  (await t.db.select().from(logs).where(eq(logs.tipo, tipo)).orderBy(desc(logs.id)).limit(1))[0];

/** A flight issuance born of the flow: two paid tickets, invoiced; answers the first ticket's issuance. */
async function emissaoDeVoo() {
  const [a = 0, b = 0] = pessoas;
  const { servico, venda } = await servicoFaturado(t, ids, { kind: 'voo_pagantes', passageiros: [a, b] });
  expect(await faturar(t, servico)).toBe('emissao');
  const criadas = await t.db
    .select()
    .from(emissoes)
    .where(eq(emissoes.servico, servico))
    .orderBy(asc(emissoes.id));
  return { venda, servico, emissoes: criadas };
}

describe('GET /api/emissoes/detailed/', () => {
  it('answers 15 per page, newest first, with what each issuance points to', async () => {
    const { venda, servico, emissoes: criadas } = await emissaoDeVoo();
    const [cia] = await t.db.select().from(cias_aereas).limit(1);
    const primeira = criadas[0];
    if (!primeira || !cia) throw new Error('no issuance');
    const viagem = primeira.viagem as { trechos: { pernas: Record<string, unknown>[] }[] };
    const pernas = viagem.trechos[0]?.pernas ?? [];
    if (pernas[0]) pernas[0].cia_aerea = cia.id;
    await t.db.update(emissoes).set({ viagem }).where(eq(emissoes.id, primeira.id));
    // the leg's airline comes with its code and its logo's versioned address, as the airlines' list gives them
    await t.db.update(cias_aereas).set({ logo: 'cias-aereas/v7.png' }).where(eq(cias_aereas.id, cia.id));

    const { emissoes: lista } = await pagina(`id_venda=${venda}`);
    expect(lista.map((e) => e.id)).toEqual(criadas.map((e) => e.id).reverse());
    const vista = lista.find((e) => e.id === primeira.id);
    const [cliente] = await t.db.select({ cliente: vendas.cliente }).from(vendas).where(eq(vendas.id, venda));
    expect(vista).toMatchObject({
      status: 'fila_de_emissao',
      tipo: 'emissao_voo_pagante',
      venda: {
        id: venda,
        cliente: { id: cliente?.cliente },
        cliente_empresa: null,
        consultor: { id: u.consultor, nome: 'Carlos' },
      },
      servico: { id: servico, status: 'emissao', cotacao: primeira.cotacao },
      descricao: 'Lisboa em março',
      fornecedor: { id: ids.fornecedorAereo, nome: 'Atlântica Consolidadora de Passagens' },
      subcotacao_voo: { id: primeira.subcotacao, tipo_cotacao: 'pagante' },
      data_ida: '2027-03-10',
      emitido_por: null,
    });
    expect(vista?.passageiros).toHaveLength(2);
    expect(
      vista?.subcotacao_voo?.viagem.trechos[0]?.pernas.map((p) => [p.origem, p.destino, p.cia_aerea]),
    ).toEqual([
      [
        'GRU',
        'MAD',
        { id: cia.id, nome: cia.nome, iata: cia.iata, logo: `/api/ciaaereas/${cia.id}/logo/?v=v7` },
      ],
      ['MAD', 'LIS', null],
    ]);

    // 16 more make two pages of the list of the sale's... issuances of the whole list
    const todas = await pagina('');
    const total = (await t.db.select({ id: emissoes.id }).from(emissoes)).length;
    expect(todas.pages).toBe(Math.max(1, Math.ceil(total / 15)));
    expect(todas.emissoes.length).toBe(Math.min(15, total));
    const ordem = todas.emissoes.map((e) => e.id);
    expect(ordem).toEqual([...ordem].sort((a, b) => b - a));
  });

  it('pages 15 at a time with the pages counted from the counter', async () => {
    const feitas = [];
    for (let i = 0; i < 16; i += 1)
      feitas.push(await criarEmissaoDeTeste(t.db, { tipo: 'emissao_carro', passageiros: 0 }));
    await t.db
      .update(emissoes)
      .set({ emitido_por: u.sdr })
      .where(
        inArray(
          emissoes.id,
          feitas.map((e) => e.id),
        ),
      );
    const primeira = await pagina(`emissor=${u.sdr}&tipo=emissao_carro`);
    expect(primeira.pages).toBe(2);
    expect(primeira.emissoes.map((e) => e.id)).toEqual(
      feitas
        .map((e) => e.id)
        .reverse()
        .slice(0, 15),
    );
    const segunda = await pagina(`emissor=${u.sdr}&tipo=emissao_carro&page=2`);
    expect(segunda.emissoes.map((e) => e.id)).toEqual([feitas[0]?.id]);
    expect((await pagina(`emissor=${u.sdr}&tipo=emissao_hotel`)).pages).toBe(1);
    expect((await pagina(`emissor=${u.sdr}&tipo=emissao_hotel`)).emissoes).toEqual([]);
  });

  it('filters by each field', async () => {
    const a = await criarEmissaoDeTeste(t.db, { tipo: 'emissao_hotel', passageiros: 1 });
    const b = await criarEmissaoDeTeste(t.db, { tipo: 'emissao_outro', passageiros: 1 });
    const c = await criarEmissaoDeTeste(t.db, { tipo: 'emissao_outro', passageiros: 0 });
    await t.db
      .update(emissoes)
      .set({ localizador: 'QZX_1A', data_ida: '2031-02-03' })
      .where(eq(emissoes.id, a.id));
    await t.db
      .update(emissoes)
      .set({ localizador: 'QZXB2', emitido_por: u.financeiro })
      .where(eq(emissoes.id, b.id));
    await t.db.update(emissoes).set({ status: 'cancelada' }).where(eq(emissoes.id, c.id));
    await t.db.update(vendas).set({ consultor: u.milhas }).where(eq(vendas.id, c.venda));
    const idsDe = async (query: string, username = 'consultor') =>
      (await pagina(query, username)).emissoes.map((e) => e.id);

    expect(await idsDe('localizador=qzx')).toEqual([b.id, a.id]);
    expect(await idsDe('localizador=QZX_')).toEqual([a.id]);
    expect(await idsDe('localizador=qzx%25')).toEqual([]);
    expect(await idsDe('localizador=ZX')).toEqual([]);
    expect(await idsDe('data_ida=2031-02-03')).toEqual([a.id]);
    expect(await idsDe(`id_venda=${b.venda}`)).toEqual([b.id]);
    expect(await idsDe(`id_servico=${a.servico}`)).toEqual([a.id]);
    expect(await idsDe(`id_emissao=${c.id}`)).toEqual([c.id]);
    expect(await idsDe(`emissor=${u.financeiro}`)).toEqual([b.id]);
    expect(await idsDe(`consultor=${u.milhas}`)).toEqual([c.id]);
    expect(await idsDe(`consultor=${u.milhas}&status=cancelada&tipo=emissao_outro`)).toEqual([c.id]);
    expect(await idsDe(`consultor=${u.milhas}&status=fila_de_emissao`)).toEqual([]);
    expect(await idsDe(`id_venda=${a.venda}&tipo=emissao_outro`)).toEqual([]);
    expect(await idsDe(`id_venda=${a.venda}&tipo=emissao_hotel&status=fila_de_emissao`)).toEqual([a.id]);
    // mine: the issuer or the sale's consultant
    expect(await idsDe('minhas=true&localizador=QZX', 'financeiro')).toEqual([b.id]);
    expect(await idsDe(`minhas=true&id_venda=${c.venda}`, 'milhas')).toEqual([c.id]);
    expect(await idsDe(`minhas=true&id_venda=${c.venda}`, 'consultor')).toEqual([]);
    expect(await idsDe(`minhas=false&id_venda=${c.venda}`, 'consultor')).toEqual([c.id]);
    expect((await pagina(`id_emissao=${c.id}`)).pages).toBe(1);
  });

  it('refuses bad filters with a 400 and the list to customers', async () => {
    for (const query of ['status=aberta', 'tipo=voo', 'data_ida=2027-02-30', 'id_venda=abc', 'page=0']) {
      expect((await get(`/api/emissoes/detailed/?${query}`)).statusCode, query).toBe(400);
    }
    expect((await get('/api/emissoes/detailed/', 'cliente')).statusCode).toBe(403);
    expect((await t.inject({ method: 'GET', url: '/api/emissoes/detailed/' })).statusCode).toBe(401);
  });
});

describe('GET /api/emissoes/{id}/', () => {
  it('answers the forming fields of a paid ticket, without the zero ones but rav', async () => {
    const e = await criarEmissaoDeTeste(t.db, {
      tipo: 'emissao_voo_pagante',
      bilhete: { custo_bilhete: '850', custo_taxa_embarque: '89.9', custo_taxa_bagagem: '0', rav: '0' },
    });
    const d = await detalhe(e.id);
    expect(d.campos_formadores).toEqual([
      { campo_formador: 'custo_bilhete', valor: '850.00', responsavel_fixo: null, cartao_permitido: true },
      {
        campo_formador: 'custo_taxa_embarque',
        valor: '89.90',
        responsavel_fixo: null,
        cartao_permitido: true,
      },
      { campo_formador: 'rav', valor: '0.00', responsavel_fixo: null, cartao_permitido: true },
    ]);
    expect(d.editavel).toBe(true);
    expect((await detalhe(e.id, 'consultor')).editavel).toBe(false);
    expect((await detalhe(e.id, 'admin')).editavel).toBe(true);
  });

  it('answers the miles of a miles ticket and the wallet ticket as paid by the agency, without card', async () => {
    const milha = await criarEmissaoDeTeste(t.db, {
      tipo: 'emissao_voo_milha',
      bilhete: { custo_bilhete: '1470.00', custo_taxas_extras: '35.5', rav: '100' },
    });
    expect((await detalhe(milha.id)).campos_formadores).toEqual([
      { campo_formador: 'milheiro', valor: '1470.00', responsavel_fixo: 'skyler', cartao_permitido: false },
      {
        campo_formador: 'custo_taxas_extras',
        valor: '35.50',
        responsavel_fixo: null,
        cartao_permitido: true,
      },
      { campo_formador: 'rav', valor: '100.00', responsavel_fixo: null, cartao_permitido: true },
    ]);
    const wallet = await criarEmissaoDeTeste(t.db, {
      tipo: 'emissao_voo_wallet',
      bilhete: { custo_bilhete: '2000' },
    });
    expect((await detalhe(wallet.id)).campos_formadores).toEqual([
      {
        campo_formador: 'custo_bilhete',
        valor: '2000.00',
        responsavel_fixo: 'skyler',
        cartao_permitido: false,
      },
      { campo_formador: 'rav', valor: '0.00', responsavel_fixo: null, cartao_permitido: true },
    ]);
  });

  it('answers hotel and car daily cost times the nights (a range at its average), and the other service total', async () => {
    const hotel = await criarEmissaoDeTeste(t.db, {
      tipo: 'emissao_hotel',
      detalhes: { diarias: 4, custo_diaria: '480.00', custo_extras: '120.00', rav: '150.00' },
    });
    expect((await detalhe(hotel.id)).campos_formadores.map((c) => [c.campo_formador, c.valor])).toEqual([
      ['custo_diaria', '1920.00'],
      ['custo_extras', '120.00'],
      ['rav', '150.00'],
    ]);
    // a range of nights is priced at its average, as the quote's cost (docs/pricing.md): 3 to 4 → 3.5
    const faixa = await criarEmissaoDeTeste(t.db, {
      tipo: 'emissao_hotel',
      detalhes: {
        diarias: 4,
        diarias_min: 3,
        diarias_max: 4,
        custo_diaria: '480.00',
        custo_extras: '120.00',
        rav: '150.00',
      },
    });
    expect((await detalhe(faixa.id)).campos_formadores.map((c) => [c.campo_formador, c.valor])).toEqual([
      ['custo_diaria', '1680.00'],
      ['custo_extras', '120.00'],
      ['rav', '150.00'],
    ]);
    const carro = await criarEmissaoDeTeste(t.db, {
      tipo: 'emissao_carro',
      detalhes: {
        diarias: 7,
        custo_diaria: '189.90',
        custo_seguro: '210.00',
        custo_extras: '0',
        rav: '80.00',
      },
    });
    expect((await detalhe(carro.id)).campos_formadores.map((c) => [c.campo_formador, c.valor])).toEqual([
      ['custo_diaria', '1329.30'],
      ['custo_seguro', '210.00'],
      ['rav', '80.00'],
    ]);
    const outro = await criarEmissaoDeTeste(t.db, {
      tipo: 'emissao_outro',
      detalhes: { custo_total: '360.00', rav: '60.00' },
    });
    expect((await detalhe(outro.id)).campos_formadores.map((c) => [c.campo_formador, c.valor])).toEqual([
      ['custo_total', '360.00'],
      ['rav', '60.00'],
    ]);
  });

  it('is not editable out of the queue, 404 when missing, and for staff only', async () => {
    const e = await criarEmissaoDeTeste(t.db, { status: 'finalizada' });
    expect((await detalhe(e.id)).editavel).toBe(false);
    const ausente = await get('/api/emissoes/999999/');
    expect(ausente.statusCode).toBe(404);
    expect(expectDetail(ausente)).toBe(EMISSAO_MESSAGES.naoEncontrada);
    expect((await get(`/api/emissoes/${e.id}/`, 'cliente')).statusCode).toBe(403);
  });
});

describe('PUT /api/emissoes/{id}/', () => {
  it('saves the locator in capitals, the notes, the issuer and each leg’s flight number, audited', async () => {
    const { emissoes: criadas } = await emissaoDeVoo();
    const e = criadas[0];
    if (!e) throw new Error('no issuance');
    const antes = await contarTabelas(t.db);
    const response = await salvar(e.id, {
      localizador: ' abc123 ',
      observacoes: 'Assento confirmado',
      emitido_por: u.emissor,
      numeros_voo: [['ib3151', 'TP1027']],
    });
    expect(response.statusCode, response.body).toBe(200);
    const d = ZEmissaoDetalhe.parse(response.json());
    expect(d).toMatchObject({
      localizador: 'ABC123',
      observacoes: 'Assento confirmado',
      emitido_por: { id: u.emissor },
      status: 'fila_de_emissao',
      editavel: true,
    });
    expect(d.subcotacao_voo?.viagem.trechos[0]?.pernas.map((p) => p.numero_do_voo)).toEqual([
      'IB3151',
      'TP1027',
    ]);
    const log = await ultimoLog('emissao_salva');
    expect(log).toMatchObject({ usuario: u.emissor, venda: e.venda });
    expect(log?.meta).toMatchObject({ entidade: 'emissao', id: e.id });
    expect(log?.dados).toMatchObject({ antes: { localizador: null }, depois: { localizador: 'ABC123' } });
    const depois = await contarTabelas(t.db);
    expect(depois.logs).toBe(antes.logs + 1);
    expect(depois.notificacoes).toBe(antes.notificacoes + 1);

    // nothing typed keeps the flight numbers
    const outra = await salvar(e.id, { localizador: 'ABC123', emitido_por: u.emissor });
    expect(outra.statusCode, outra.body).toBe(200);
    expect((await linhaDe(e.id))?.viagem).toMatchObject({
      trechos: [{ pernas: [{ numero_do_voo: 'IB3151' }, { numero_do_voo: 'TP1027' }] }],
    });
  });

  it('refuses flight numbers that do not match the legs, notes over 30 and an issuer not offered', async () => {
    const { emissoes: criadas } = await emissaoDeVoo();
    const e = criadas[1];
    if (!e) throw new Error('no issuance');
    const hotel = await criarEmissaoDeTeste(t.db, { tipo: 'emissao_hotel' });
    const antes = await linhaDe(e.id);
    const tabelas = await contarTabelas(t.db);
    for (const numeros_voo of [[['A1', 'A2']], [['A1'], ['B1']], [[]]]) {
      const response = await salvar(e.id, { localizador: 'X', numeros_voo });
      expect(response.statusCode, JSON.stringify(numeros_voo)).toBe(400);
      expect(expectDetail(response)).toBe(EMISSAO_MESSAGES.voosInvalidos);
    }
    const semPernas = await salvar(hotel.id, { numeros_voo: [['LA1']] });
    expect(semPernas.statusCode).toBe(400);
    expect(expectDetail(semPernas)).toBe(EMISSAO_MESSAGES.voosInvalidos);
    const longa = await salvar(e.id, { observacoes: 'x'.repeat(31) });
    expect(longa.statusCode).toBe(400);
    expect(longa.json()).toMatchObject({ errors: { observacoes: [EMISSAO_MESSAGES.observacoesMax] } });
    // the milhas user has no emissor profile and is nobody's extra issuer
    const emissor = await salvar(e.id, { emitido_por: u.milhas });
    expect(emissor.statusCode).toBe(400);
    expect(expectDetail(emissor)).toBe(EMISSAO_MESSAGES.emissorInvalido);
    expect((await salvar(e.id, { emitido_por: 999_999 })).statusCode).toBe(400);
    expect(await linhaDe(e.id)).toEqual(antes);
    expect(await contarTabelas(t.db)).toEqual(tabelas);
  });

  it.each([...ROLES_NAO_EMISSORES, 'cliente'])('refuses %s (403) and changes nothing', async (username) => {
    const e = await criarEmissaoDeTeste(t.db, { passageiros: 0 });
    const antes = await linhaDe(e.id);
    const tabelas = await contarTabelas(t.db);
    expect((await salvar(e.id, { localizador: 'XYZ' }, username)).statusCode).toBe(403);
    expect((await cancelar(e.id, { motivo_cancelamento: 'Cliente desistiu' }, username)).statusCode).toBe(
      403,
    );
    await t.db.update(emissoes).set({ localizador: 'XYZ' }).where(eq(emissoes.id, e.id));
    expect((await concluir(e.id, username)).statusCode).toBe(403);
    // the direct update raised the version once
    expect(await linhaDe(e.id)).toEqual({ ...antes, localizador: 'XYZ', versao: (antes?.versao ?? 0) + 1 });
    expect(await contarTabelas(t.db)).toEqual(tabelas);
  });

  it('answers 404 for an issuance that does not exist', async () => {
    const response = await salvar(999_999, { localizador: 'X' });
    expect(response.statusCode).toBe(404);
    expect(expectDetail(response)).toBe(EMISSAO_MESSAGES.naoEncontrada);
  });
});

describe('GET /api/emissoes/{id}/emissores/', () => {
  const nomes = async (id: number, username: string) => {
    const response = await get(`/api/emissoes/${id}/emissores/`, username);
    expect(response.statusCode, response.body).toBe(200);
    return (response.json() as { id: number }[]).map((e) => e.id).sort((a, b) => a - b);
  };

  it('offers the emissor profiles, the extra issuers and the user; a sales user on a flight only their extras', async () => {
    const comPerfil = (
      await t.db
        .select({ id: usuarios.id, perfil: usuarios.perfil_user, ativo: usuarios.ativo })
        .from(usuarios)
        .orderBy(asc(usuarios.id))
    )
      .filter((row) => row.ativo && row.perfil.includes('emissor'))
      .map((row) => row.id);
    expect(comPerfil).toEqual(expect.arrayContaining([u.admin, u.emissor]));
    await t.db
      .update(usuarios)
      .set({ emissores_extra: [u.financeiro] })
      .where(eq(usuarios.id, u.consultor));
    try {
      const hotel = await criarEmissaoDeTeste(t.db, { tipo: 'emissao_hotel', passageiros: 0 });
      const voo = await criarEmissaoDeTeste(t.db, { tipo: 'emissao_voo_pagante', passageiros: 0 });
      const ordenar = (lista: number[]) => [...new Set(lista)].sort((a, b) => a - b);
      expect(await nomes(hotel.id, 'emissor')).toEqual(ordenar([...comPerfil, u.emissor]));
      expect(await nomes(hotel.id, 'milhas')).toEqual(ordenar([...comPerfil, u.milhas]));
      expect(await nomes(hotel.id, 'consultor')).toEqual(ordenar([...comPerfil, u.financeiro, u.consultor]));
      // the consultant belongs to vendas_1
      expect(await nomes(voo.id, 'consultor')).toEqual([u.financeiro]);
      expect(await nomes(voo.id, 'emissor')).toEqual(ordenar([...comPerfil, u.emissor]));
      // an inactive issuer is not offered
      await t.db.update(usuarios).set({ ativo: false }).where(eq(usuarios.id, u.financeiro));
      expect(await nomes(voo.id, 'consultor')).toEqual([]);
      await t.db.update(usuarios).set({ ativo: true }).where(eq(usuarios.id, u.financeiro));
    } finally {
      await t.db.update(usuarios).set({ emissores_extra: [] }).where(eq(usuarios.id, u.consultor));
    }
  });

  it('answers 404 for an issuance that does not exist and 403 to customers', async () => {
    const ausente = await get('/api/emissoes/999999/emissores/');
    expect(ausente.statusCode).toBe(404);
    expect(expectDetail(ausente)).toBe(EMISSAO_MESSAGES.naoEncontrada);
    const e = await criarEmissaoDeTeste(t.db, { passageiros: 0 });
    expect((await get(`/api/emissoes/${e.id}/emissores/`, 'cliente')).statusCode).toBe(403);
  });
});

describe('POST /api/emissoes/{id}/cancelar/', () => {
  it('cancels with the reason, who and when, audited and notified; then nothing changes it', async () => {
    const e = await criarEmissaoDeTeste(t.db, { passageiros: 1 });
    const tabelas = await contarTabelas(t.db);
    for (const [motivo, mensagem] of [
      ['ab', EMISSAO_MESSAGES.motivoMin],
      ['   ', EMISSAO_MESSAGES.motivoMin],
      ['x'.repeat(256), EMISSAO_MESSAGES.motivoMax],
    ] as const) {
      const response = await cancelar(e.id, { motivo_cancelamento: motivo });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ errors: { motivo_cancelamento: [mensagem] } });
    }
    const semMotivo = await cancelar(e.id, {});
    expect(semMotivo.json()).toMatchObject({ errors: { motivo_cancelamento: [EMISSAO_MESSAGES.motivoMin] } });
    expect(await contarTabelas(t.db)).toEqual(tabelas);

    const response = await cancelar(e.id, { motivo_cancelamento: ' Cliente desistiu da viagem ' });
    expect(response.statusCode, response.body).toBe(200);
    const d = ZEmissaoDetalhe.parse(response.json());
    expect(d).toMatchObject({
      status: 'cancelada',
      motivo_cancelamento: 'Cliente desistiu da viagem',
      cancelada_por: { id: u.emissor },
      editavel: false,
    });
    expect(Date.now() - new Date(d.cancelada_em ?? 0).getTime()).toBeLessThan(60_000);
    const log = await ultimoLog('emissao_cancelada');
    expect(log?.meta).toMatchObject({ entidade: 'emissao', id: e.id });
    const [aviso] = await t.db
      .select()
      .from(notificacoes)
      .where(and(eq(notificacoes.context, 'emissao'), eq(notificacoes.log, log?.id ?? 0)));
    expect(aviso).toMatchObject({ venda: e.venda, consultor: u.consultor });

    const antes = await linhaDe(e.id);
    for (const tentativa of [
      () => cancelar(e.id, { motivo_cancelamento: 'De novo' }),
      () => concluir(e.id),
      () => salvar(e.id, { localizador: 'X' }),
    ]) {
      const recusa = await tentativa();
      expect(recusa.statusCode).toBe(409);
      expect(expectDetail(recusa)).toBe(EMISSAO_MESSAGES.naoEditavel);
    }
    expect(await linhaDe(e.id)).toEqual(antes);
  });
});

describe('POST /api/emissoes/{id}/concluir/', () => {
  it('needs the locator, then finishes with who and when, the issuer being whoever concluded', async () => {
    const e = await criarEmissaoDeTeste(t.db, { passageiros: 0 });
    const tabelas = await contarTabelas(t.db);
    const sem = await concluir(e.id);
    expect(sem.statusCode).toBe(400);
    expect(expectDetail(sem)).toBe(EMISSAO_MESSAGES.localizadorObrigatorio);
    expect(await contarTabelas(t.db)).toEqual(tabelas);
    expect((await linhaDe(e.id))?.status).toBe('fila_de_emissao');

    expect((await salvar(e.id, { localizador: 'loc987' })).statusCode).toBe(200);
    await registrarLinhas(t, e.id);
    const response = await concluir(e.id);
    expect(response.statusCode, response.body).toBe(200);
    const d = ZEmissaoDetalhe.parse(response.json());
    expect(d).toMatchObject({
      status: 'finalizada',
      localizador: 'LOC987',
      concluida_por: { id: u.emissor },
      emitido_por: { id: u.emissor },
      editavel: false,
    });
    expect(Date.now() - new Date(d.data_hora_emissao ?? 0).getTime()).toBeLessThan(60_000);
    expect((await ultimoLog('emissao_concluida'))?.meta).toMatchObject({ entidade: 'emissao', id: e.id });

    // an issuer cannot change a concluded issuance
    const antes = await linhaDe(e.id);
    const salvarDepois = await salvar(e.id, { localizador: 'OUTRO' });
    expect(salvarDepois.statusCode).toBe(409);
    expect(expectDetail(salvarDepois)).toBe(EMISSAO_MESSAGES.naoEditavel);
    expect((await concluir(e.id)).statusCode).toBe(409);
    expect(await linhaDe(e.id)).toEqual(antes);
  });

  it('keeps the issuer chosen', async () => {
    const e = await criarEmissaoDeTeste(t.db, { passageiros: 0 });
    expect((await salvar(e.id, { localizador: 'K1', emitido_por: u.emissor }, 'admin')).statusCode).toBe(200);
    await registrarLinhas(t, e.id);
    const d = ZEmissaoDetalhe.parse((await concluir(e.id, 'admin')).json());
    expect(d).toMatchObject({ concluida_por: { id: u.admin }, emitido_por: { id: u.emissor } });
  });

  it('answers 404 for an issuance that does not exist; 409 for one in rac', async () => {
    expect((await concluir(999_999)).statusCode).toBe(404);
    const e = await criarEmissaoDeTeste(t.db, { passageiros: 0 });
    await definirStatus(t.db, e.id, 'rac');
    expect((await concluir(e.id)).statusCode).toBe(409);
  });
});

describe('concluding needs the payment lines (who pays each forming field)', () => {
  it('refuses an issuance with no payment lines with the message, changing nothing', async () => {
    const e = await criarEmissaoDeTeste(t.db, {
      passageiros: 0,
      detalhes: { custo_total: '800.00', rav: '100.00' },
    });
    expect((await salvar(e.id, { localizador: 'SEMLINHAS' })).statusCode).toBe(200);
    const antes = await linhaDe(e.id);
    const tabelas = await contarTabelas(t.db);
    const response = await concluir(e.id);
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()).toMatchObject({
      detail: EMISSAO_MESSAGES.pagamentosObrigatorios,
      errors: { pagamentos: [EMISSAO_MESSAGES.pagamentosObrigatorios] },
    });
    expect(await linhaDe(e.id)).toEqual(antes);
    expect(await contarTabelas(t.db)).toEqual(tabelas);
    expect(await t.db.select().from(ordens_pagamento).where(eq(ordens_pagamento.emissao, e.id))).toEqual([]);
  });

  it('refuses lines that no longer name every forming field of the quote', async () => {
    const e = await criarEmissaoDeTeste(t.db, {
      passageiros: 0,
      detalhes: { custo_total: '800.00', rav: '0' },
    });
    await salvar(e.id, { localizador: 'MUDOU' });
    await registrarLinhas(t, e.id);
    // the quote changed after the lines were saved: a new forming field and another value
    await t.db
      .update(cotacoes)
      .set({ detalhes: { custo_total: '850.00', rav: '40.00' } })
      .where(eq(cotacoes.id, e.cotacao));
    const response = await concluir(e.id);
    expect(response.statusCode).toBe(400);
    expect(expectDetail(response)).toBe(EMISSAO_MESSAGES.pagamentosObrigatorios);
    expect((await linhaDe(e.id))?.status).toBe('fila_de_emissao');
    await registrarLinhas(t, e.id);
    expect((await concluir(e.id)).statusCode).toBe(200);
  });

  it('creates, in the conclusion, the payment orders of what the agency pays', async () => {
    const e = await criarEmissaoDeTeste(t.db, {
      passageiros: 0,
      detalhes: { custo_total: '800.00', rav: '100.00' },
    });
    await salvar(e.id, { localizador: 'ORDENS' });
    await registrarLinhas(t, e.id);
    // an order lost before the conclusion (removed by hand) is made again by it
    await t.db.delete(ordens_pagamento).where(eq(ordens_pagamento.emissao, e.id));
    const response = await concluir(e.id);
    expect(response.statusCode, response.body).toBe(200);
    const ordens = await t.db.select().from(ordens_pagamento).where(eq(ordens_pagamento.emissao, e.id));
    // RAV is the agency's own fee: no order
    expect(ordens.map((o) => [o.campo_formador, o.valor, o.status])).toEqual([
      ['custo_total', '800.00', 'aberto'],
    ]);
    const log = await ultimoLog('ordens_pagamento_geradas');
    expect(log?.meta).toMatchObject({ entidade: 'ordem_pagamento', emissao: e.id });
  });

  it('creates no order for a field the client pays', async () => {
    const e = await criarEmissaoDeTeste(t.db, {
      passageiros: 0,
      detalhes: { custo_total: '800.00', rav: '100.00' },
    });
    await salvar(e.id, { localizador: 'CLIENTE' });
    await registrarLinhas(t, e.id, { cliente: ['custo_total'] });
    expect((await concluir(e.id)).statusCode).toBe(200);
    expect(await t.db.select().from(ordens_pagamento).where(eq(ordens_pagamento.emissao, e.id))).toEqual([]);
  });
});

describe('record versions of an issuance (decision 0034)', () => {
  it('answers the version and raises it on every write, payment lines included', async () => {
    const e = await criarEmissaoDeTeste(t.db, { passageiros: 0, detalhes: { custo_total: '10.00' } });
    const v1 = (await detalhe(e.id)).versao;
    const salva = await salvar(e.id, { localizador: 'V1', versao: v1 });
    expect(salva.statusCode, salva.body).toBe(200);
    const v2 = ZEmissaoDetalhe.parse(salva.json()).versao;
    expect(v2).toBe(v1 + 1);
    await registrarLinhas(t, e.id);
    expect((await detalhe(e.id)).versao).toBe(v2 + 1);
  });

  it.each([
    ['save', (id: number, versao: number) => salvar(id, { localizador: 'VELHO', versao })],
    [
      'cancel',
      (id: number, versao: number) => cancelar(id, { motivo_cancelamento: 'Cliente desistiu', versao }),
    ],
    [
      'conclude',
      (id: number, versao: number) =>
        t.injectAs('emissor', { method: 'POST', url: `/api/emissoes/${id}/concluir/`, payload: { versao } }),
    ],
    [
      'payment lines',
      (id: number, versao: number) =>
        t.injectAs('emissor', {
          method: 'POST',
          url: `/api/emissoes/${id}/pagamentos/`,
          payload: {
            pagamentos: [
              { campo_formador: 'custo_total', responsavel: 'cliente', cartao: null },
              { campo_formador: 'rav', responsavel: 'cliente', cartao: null },
            ],
            versao,
          },
        }),
    ],
  ])('refuses a %s sent with an older version (409) and changes nothing', async (_nome, escrever) => {
    const e = await criarEmissaoDeTeste(t.db, { passageiros: 0, detalhes: { custo_total: '10.00' } });
    const lida = (await detalhe(e.id)).versao;
    // another issuer saves first
    expect((await salvar(e.id, { localizador: 'PRIMEIRO', versao: lida })).statusCode).toBe(200);
    await registrarLinhas(t, e.id);
    const antes = await linhaDe(e.id);
    const tabelas = await contarTabelas(t.db);
    const response = await escrever(e.id, lida);
    expect(response.statusCode, response.body).toBe(409);
    expect(expectDetail(response)).toBe(MENSAGEM_VERSAO);
    expect(await linhaDe(e.id)).toEqual(antes);
    expect(await contarTabelas(t.db)).toEqual(tabelas);
    // with the current version the same write goes through
    expect((await escrever(e.id, antes?.versao ?? 0)).statusCode).toBe(200);
  });
});

describe('concluding with warnings about the passengers’ documents', () => {
  const comJustificativa = (id: number, justificativa: string, username = 'emissor') =>
    t.injectAs(username, {
      method: 'POST',
      url: `/api/emissoes/${id}/concluir/`,
      payload: { justificativa_documentos: justificativa },
    });

  it('refuses without the issuer’s reason, then concludes with it, stored and audited', async () => {
    // GRU → Lisbon: the first passenger has a passport without the name as in it, the second none
    const e = await criarEmissaoDeTeste(t.db, { tipo: 'emissao_voo_pagante', passageiros: 2 });
    expect((await salvar(e.id, { localizador: 'DOC001' })).statusCode).toBe(200);
    await registrarLinhas(t, e.id);
    const lidos = await get(`/api/emissoes/${e.id}/documentos/`, 'emissor');
    expect(lidos.statusCode, lidos.body).toBe(200);
    expect(
      z
        .array(ZAvisosPassageiro)
        .parse(lidos.json())
        .map((p) => [p.contato.id, p.avisos.map((a) => a.codigo)]),
    ).toEqual([
      [e.contatos[0], ['nome_passaporte_ausente']],
      [e.contatos[1], ['passaporte_ausente']],
    ]);

    const tabelas = await contarTabelas(t.db);
    const sem = await concluir(e.id);
    expect(sem.statusCode).toBe(400);
    expect(sem.json()).toMatchObject({
      detail: DOCUMENTOS_MESSAGES.justificativaObrigatoria,
      errors: { justificativa_documentos: [DOCUMENTOS_MESSAGES.justificativaObrigatoria] },
    });
    const curta = await comJustificativa(e.id, 'ok');
    expect(curta.statusCode).toBe(400);
    expect(expectDetail(curta)).toBe(DOCUMENTOS_MESSAGES.justificativaCurta);
    expect(await contarTabelas(t.db)).toEqual(tabelas);
    expect((await linhaDe(e.id))?.status).toBe('fila_de_emissao');

    const motivo = 'Passageiros apresentam os passaportes no check-in; conferido por telefone.';
    const com = await comJustificativa(e.id, motivo);
    expect(com.statusCode, com.body).toBe(200);
    expect(await linhaDe(e.id)).toMatchObject({ status: 'finalizada', justificativa_documentos: motivo });
    // the issuance's detail shows the reason to whoever opens it later
    const detalhe = await get(`/api/emissoes/${e.id}/`);
    expect(detalhe.json()).toMatchObject({ justificativa_documentos: motivo });
    const log = await ultimoLog('emissao_concluida');
    expect(((log?.dados ?? {}) as { depois?: unknown }).depois).toMatchObject({
      status: 'finalizada',
      justificativa_documentos: motivo,
      avisos_documentos: [
        { contato: { id: e.contatos[0] }, avisos: [{ codigo: 'nome_passaporte_ausente' }] },
        { contato: { id: e.contatos[1] }, avisos: [{ codigo: 'passaporte_ausente' }] },
      ],
    });
  });

  it('asks nothing when no passenger is warned of (not a flight), and keeps no reason', async () => {
    const e = await criarEmissaoDeTeste(t.db, { passageiros: 2 });
    await salvar(e.id, { localizador: 'DOC002' });
    await registrarLinhas(t, e.id);
    expect(ZAvisosPassageiroLista.parse((await get(`/api/emissoes/${e.id}/documentos/`)).json())).toEqual([
      { contato: expect.objectContaining({ id: e.contatos[0] }), avisos: [] },
      { contato: expect.objectContaining({ id: e.contatos[1] }), avisos: [] },
    ]);
    expect((await comJustificativa(e.id, 'Sem motivo algum aqui.')).statusCode).toBe(200);
    expect((await linhaDe(e.id))?.justificativa_documentos).toBeNull();
  });

  it('reads the warnings for staff only; only issuers conclude, reason or not', async () => {
    const e = await criarEmissaoDeTeste(t.db, { tipo: 'emissao_voo_pagante', passageiros: 1 });
    await salvar(e.id, { localizador: 'DOC003' });
    await registrarLinhas(t, e.id);
    for (const role of ROLES_NAO_EMISSORES) {
      expect((await get(`/api/emissoes/${e.id}/documentos/`, role)).statusCode, role).toBe(200);
      expect((await comJustificativa(e.id, 'Conferido pessoalmente.', role)).statusCode, role).toBe(403);
    }
    expect((await get(`/api/emissoes/${e.id}/documentos/`, 'cliente')).statusCode).toBe(403);
    expect((await get('/api/emissoes/999999/documentos/')).statusCode).toBe(404);
    expect((await linhaDe(e.id))?.status).toBe('fila_de_emissao');
  });
});
