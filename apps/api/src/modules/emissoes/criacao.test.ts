import { asc, count, eq, inArray, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  beneficiarios,
  emissoes,
  emissoes_beneficiarios,
  logs,
  notificacoes,
  servicos,
  subcotacoes,
} from '../../db/schema/index.ts';
import { idDoUsuario } from '../../test/fixtures.ts';
import { ids, pessoas, t, usarAppComReferencia } from '../../test/suite-com-referencia.ts';
import { faturarServicoTx } from '../servicos/servicos.service.ts';
import { criarEmissoesDoServicoTx } from './criacao.ts';
import { faturar, servicoFaturado } from './fluxo-fixtures.ts';

let financeiro: number;

usarAppComReferencia(2);

beforeAll(async () => {
  financeiro = await idDoUsuario(t.db, 'financeiro');
}, 120_000);

const emissoesDo = (servico: number) =>
  t.db.select().from(emissoes).where(eq(emissoes.servico, servico)).orderBy(asc(emissoes.id));
const beneficiariosDe = (emissao: number) =>
  t.db
    .select()
    .from(emissoes_beneficiarios)
    .where(eq(emissoes_beneficiarios.emissao, emissao))
    .orderBy(asc(emissoes_beneficiarios.ordem));
const contar = async () => {
  const n = async (
    tabela: typeof emissoes | typeof emissoes_beneficiarios | typeof logs | typeof notificacoes,
  ) => (await t.db.select({ n: count() }).from(tabela))[0]?.n ?? 0;
  return {
    emissoes: await n(emissoes),
    beneficiarios: await n(emissoes_beneficiarios),
    logs: await n(logs),
    notificacoes: await n(notificacoes),
  };
};

describe('issuances created when a service reaches emissao', () => {
  it('invoicing a flight of two paid tickets creates one issuance per ticket with the legs and the passengers', async () => {
    const [a = 0, b = 0] = pessoas;
    const { venda, servico, cotacao } = await servicoFaturado(t, ids, {
      kind: 'voo_pagantes',
      passageiros: [a, b],
    });
    expect(await emissoesDo(servico)).toEqual([]);
    expect(await faturar(t, servico)).toBe('emissao');
    const criadas = await emissoesDo(servico);
    const bilhetes = await t.db
      .select()
      .from(subcotacoes)
      .where(eq(subcotacoes.cotacao, cotacao))
      .orderBy(asc(subcotacoes.ordem));
    expect(criadas).toHaveLength(2);
    expect(criadas.map((e) => [e.tipo, e.status, e.subcotacao, e.venda, e.cotacao])).toEqual(
      bilhetes.map((bilhete) => ['emissao_voo_pagante', 'fila_de_emissao', bilhete.id, venda, cotacao]),
    );
    expect(criadas.map((e) => [e.fornecedor, e.data_ida])).toEqual([
      [ids.fornecedorAereo, '2027-03-10'],
      [ids.fornecedorAereo, '2027-03-24'],
    ]);
    expect(criadas[0]?.viagem).toEqual({
      trechos: [
        {
          pernas: [
            {
              origem: 'GRU',
              destino: 'MAD',
              data_hora_partida: '2027-03-10T21:00',
              cia_aerea: null,
              numero_do_voo: 'LA8084',
            },
            {
              origem: 'MAD',
              destino: 'LIS',
              data_hora_partida: '2027-03-11T15:00',
              cia_aerea: null,
              numero_do_voo: 'LA8084',
            },
          ],
        },
      ],
    });
    expect(criadas[0]?.venda_consultor).toBe(await idDoUsuario(t.db, 'consultor'));
    const doServico = await t.db
      .select()
      .from(beneficiarios)
      .where(eq(beneficiarios.servico, servico))
      .orderBy(asc(beneficiarios.ordem));
    for (const emissao of criadas) {
      const lista = await beneficiariosDe(emissao.id);
      expect(lista.map((l) => [l.contato, l.beneficiario, l.assento, l.tipo_assento, l.tipo_quarto])).toEqual(
        doServico.map((s) => [s.contato, s.id, s.assento ?? '', s.tipo_assento ?? '', s.tipo_quarto ?? '']),
      );
      expect(lista.map((l) => l.contato)).toEqual([a, b]);
    }
    expect((await beneficiariosDe(criadas[0]?.id ?? 0))[0]).toMatchObject({
      assento: '12A',
      tipo_assento: 'Janela',
    });

    const [log] = await t.db
      .select()
      .from(logs)
      .where(eq(logs.tipo, 'emissoes_criadas'))
      .orderBy(asc(logs.id));
    expect(log).toMatchObject({ usuario: financeiro, venda });
    expect(log?.meta).toMatchObject({ entidade: 'servico', id: servico, emissoes: criadas.map((e) => e.id) });
    const avisos = await t.db.select().from(notificacoes).where(eq(notificacoes.context, 'emissao'));
    // the sale's consultant and the issuers, whose queue it enters
    const daVenda = avisos.filter((n) => n.venda === venda);
    expect(daVenda.map((n) => n.destinatario)).toEqual(
      expect.arrayContaining([criadas[0]?.venda_consultor, await idDoUsuario(t.db, 'emissor')]),
    );
    expect(daVenda[0]).toMatchObject({ log: log?.id, consultor: criadas[0]?.venda_consultor });
  });

  it('creates one issuance for a hotel, a car and an other service, dated by check-in, pick-up and start', async () => {
    const [a = 0, b = 0] = pessoas;
    const casos = [
      {
        kind: 'hotel',
        passageiros: [a, b],
        tipo: 'emissao_hotel',
        data: '2027-07-10',
        provedor: ids.provedorHotel,
      },
      {
        kind: 'carro',
        passageiros: [a],
        tipo: 'emissao_carro',
        data: '2027-01-05',
        provedor: ids.provedorCarro,
      },
      {
        kind: 'outro',
        passageiros: [a],
        tipo: 'emissao_outro',
        data: '2027-05-02',
        provedor: ids.provedorOutro,
      },
    ] as const;
    for (const caso of casos) {
      const { servico } = await servicoFaturado(t, ids, {
        kind: caso.kind,
        passageiros: [...caso.passageiros],
      });
      expect(await faturar(t, servico)).toBe('emissao');
      const criadas = await emissoesDo(servico);
      expect(criadas, caso.kind).toHaveLength(1);
      expect(criadas[0]).toMatchObject({
        tipo: caso.tipo,
        status: 'fila_de_emissao',
        subcotacao: null,
        fornecedor: ids.fornecedorHotel,
        provedor: caso.provedor,
        data_ida: caso.data,
        viagem: null,
      });
      const lista = await beneficiariosDe(criadas[0]?.id ?? 0);
      expect(lista.map((l) => l.contato)).toEqual(caso.passageiros);
      if (caso.kind === 'hotel') expect(lista[0]?.tipo_quarto).toBe('Duplo');
    }
  });

  it('creates none for a service going to ticket validation; the miles area creates them, typed by ticket', async () => {
    const [a = 0, b = 0] = pessoas;
    const { servico, cotacao } = await servicoFaturado(t, ids, { kind: 'voo', passageiros: [a, b] });
    const antes = await contar();
    expect(await faturar(t, servico)).toBe('validacao');
    expect(await emissoesDo(servico)).toEqual([]);
    const depois = await contar();
    expect(depois.emissoes).toBe(antes.emissoes);
    expect(depois.beneficiarios).toBe(antes.beneficiarios);

    const ator = { user: { id: await idDoUsuario(t.db, 'milhas') }, ip: null };
    const criadas = await t.db.transaction((tx) => criarEmissoesDoServicoTx(tx, { servico, ator }));
    expect(criadas).toHaveLength(3);
    const bilhetes = await t.db
      .select({ id: subcotacoes.id })
      .from(subcotacoes)
      .where(eq(subcotacoes.cotacao, cotacao))
      .orderBy(asc(subcotacoes.ordem));
    expect((await emissoesDo(servico)).map((e) => [e.subcotacao, e.tipo])).toEqual([
      [bilhetes[0]?.id, 'emissao_voo_pagante'],
      [bilhetes[1]?.id, 'emissao_voo_milha'],
      [bilhetes[2]?.id, 'emissao_voo_wallet'],
    ]);
    const meio = await contar();

    // a second call creates nothing, writes nothing
    const deNovo = await t.db.transaction((tx) => criarEmissoesDoServicoTx(tx, { servico, ator }));
    expect(deNovo).toEqual([]);
    expect(await contar()).toEqual(meio);
    const linhas = await t.db
      .select({ n: count() })
      .from(emissoes_beneficiarios)
      .where(inArray(emissoes_beneficiarios.emissao, criadas));
    expect(linhas[0]?.n).toBe(6);
  });

  it('leaves nothing when the invoicing fails after creating the issuances', async () => {
    const [a = 0, b = 0] = pessoas;
    const { servico } = await servicoFaturado(t, ids, { kind: 'hotel', passageiros: [a, b] });
    const antes = await contar();
    // the database refuses the service's notification, written after its issuances
    const falha = t.db.transaction(async (tx) => {
      await tx.execute(
        sql`create or replace function falha_aviso() returns trigger language plpgsql as $$ begin if new.context = 'servico' then raise exception 'falha provocada'; end if; return new; end $$`,
      );
      await tx.execute(
        sql`create trigger falha_aviso before insert on notificacoes for each row execute function falha_aviso()`,
      );
      await faturarServicoTx(tx, {
        id: servico,
        body: { seguiu_manual_boas_praticas: true },
        user: { id: financeiro },
        ip: null,
      });
    });
    await expect(falha).rejects.toThrow();
    expect(await contar()).toEqual(antes);
    expect(await emissoesDo(servico)).toEqual([]);
    const [row] = await t.db
      .select({ status: servicos.status })
      .from(servicos)
      .where(eq(servicos.id, servico));
    expect(row?.status).toBe('pagamento');
    // without the failure the same service gets its issuance
    expect(await faturar(t, servico)).toBe('emissao');
    expect(await emissoesDo(servico)).toHaveLength(1);
  });
});
