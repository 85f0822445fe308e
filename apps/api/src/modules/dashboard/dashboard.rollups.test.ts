import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { migrationsFolder } from '../../db/migrate.ts';
import { t, usarApp } from '../../test/suite-com-app.ts';
import { type DashboardFiltros, findDashboard, findFigurasDoPeriodo } from './dashboard.queries.ts';
import { figurasDiretas } from './oraculo.ts';
import { somarDias } from './test-fixtures.ts';

usarApp();

/** A small seeded PRNG (mulberry32): the same writes on every run. */
function prng(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let x = Math.imul(a ^ (a >>> 15), 1 | a);
    x = (x + Math.imul(x ^ (x >>> 7), 61 | x)) ^ x;
    return ((x ^ (x >>> 14)) >>> 0) / 4_294_967_296;
  };
}

const rand = prng(20_250_131);
const inteiro = (n: number) => Math.floor(rand() * n);
const escolher = <T>(itens: readonly T[]): T => itens[inteiro(itens.length)] as T;
/** A few distinct items, at most `n`. */
const alguns = <T>(itens: readonly T[], n: number): T[] => [
  ...new Set(Array.from({ length: Math.min(n, itens.length) }, () => escolher(itens))),
];

/** An instant of 2025 in UTC, often within three hours of midnight so that the São Paulo day differs. */
function instante(): string {
  const dia = somarDias('2025-01-01', inteiro(365));
  const hora = rand() < 0.4 ? inteiro(3) : inteiro(24);
  return `${dia}T${String(hora).padStart(2, '0')}:${String(inteiro(60)).padStart(2, '0')}:00Z`;
}
const dinheiro = () => `${inteiro(500_000) / 100}`;

async function linhas<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await t.db.execute(query)) as unknown as { rows: T[] }).rows;
}
const ids = async (query: ReturnType<typeof sql>) =>
  (await linhas<{ id: number }>(query)).map((r) => Number(r.id));
const lista = (valores: number[]) => sql.raw(valores.length ? valores.join(', ') : 'null');

let consultores: (number | null)[] = [];
let clientes: (number | null)[] = [];

/** One round of writes: new sales and what follows them, then changes and deletes, some many rows at once. */
async function rodada() {
  const novas: number[] = [];
  for (let i = 0; i < 20; i++) {
    const [venda] = await ids(
      sql`insert into vendas (status, cliente, consultor, created_at)
          values (${escolher(['proposta', 'fechada', 'concluida', 'cancelada'])}, ${escolher(clientes)},
                  ${escolher(consultores)}, ${instante()}) returning id`,
    );
    novas.push(venda as number);
  }
  const vendasTodas = await ids(sql`select id from vendas`);
  for (const venda of [...novas, ...alguns(vendasTodas, 6)]) {
    const [orcamento] = await ids(
      sql`insert into orcamentos (venda, tipo_servico, descricao, detalhes, created_at)
          values (${venda}, 'orcamento_outro', 'Rodada', '{}'::jsonb, ${instante()}) returning id`,
    );
    for (let q = inteiro(4); q > 0; q--) {
      const carrinho = rand() < 0.7 ? instante() : null;
      const [cotacao] = await ids(
        sql`insert into cotacoes (orcamento, venda, tipo_servico, status, descricao, custo_agencia, valor_final,
                                  created_at, carrinho_em)
            values (${orcamento}, ${venda}, 'orcamento_outro', ${carrinho ? 'fatura' : 'orcamento'}, 'Rodada',
                    ${dinheiro()}, ${dinheiro()}, ${instante()}, ${carrinho}) returning id`,
      );
      if (!carrinho || rand() < 0.3) continue;
      const valor = dinheiro();
      const [servico] = await ids(
        sql`insert into servicos (venda, cotacao, status, metodo_pagamento, valor_avista, valor_total, created_at)
            values (${venda}, ${cotacao}, ${escolher(['pagamento', 'emissao', 'cancelado'])}, 'pagamentoAVista',
                    ${valor}, ${valor}, ${instante()}) returning id`,
      );
      if (rand() < 0.6) {
        const [emissao] = await ids(
          sql`insert into emissoes (venda, servico, cotacao, tipo, status, created_at)
              values (${venda}, ${servico}, ${cotacao}, 'emissao_outro',
                      ${escolher(['fila_de_emissao', 'finalizada', 'cancelada'])}, ${instante()}) returning id`,
        );
        for (let o = inteiro(3); o > 0; o--)
          await t.db.execute(
            sql`insert into ordens_pagamento (emissao, servico, venda, campo_formador, valor, meio_pagamento, status)
                values (${emissao}, ${servico}, ${venda}, 'custo_total', ${dinheiro()}, 'pix',
                        ${escolher(['aberto', 'aberto', 'pago'])})`,
          );
      }
    }
  }

  const vendas = await ids(sql`select id from vendas`);
  // reassignments (one sale, then several in one statement), a new client, status and date changes
  await t.db.execute(
    sql`update vendas set consultor = ${escolher(consultores)} where id = ${escolher(vendas)}`,
  );
  await t.db.execute(
    sql`update vendas set consultor = ${escolher(consultores)} where id in (${lista(alguns(vendas, 8))})`,
  );
  await t.db.execute(
    sql`update vendas set cliente = ${escolher(clientes)} where id in (${lista(alguns(vendas, 5))})`,
  );
  await t.db.execute(
    sql`update vendas set status = ${escolher(['proposta', 'fechada', 'concluida', 'cancelada'])}
        where id in (${lista(alguns(vendas, 6))})`,
  );
  await t.db.execute(
    sql`update vendas set created_at = ${instante()} where id in (${lista(alguns(vendas, 3))})`,
  );
  // requests and quotes moved in time, quotes taken out of and put in the cart, a new cost
  const orcamentos = await ids(sql`select id from orcamentos`);
  await t.db.execute(
    sql`update orcamentos set created_at = ${instante()} where id in (${lista(alguns(orcamentos, 4))})`,
  );
  const cotacoes = await ids(sql`select id from cotacoes`);
  await t.db.execute(sql`update cotacoes set carrinho_em = null where id in (${lista(alguns(cotacoes, 3))})`);
  await t.db.execute(
    sql`update cotacoes set carrinho_em = ${instante()}, created_at = ${instante()}
        where id in (${lista(alguns(cotacoes, 3))})`,
  );
  await t.db.execute(
    sql`update cotacoes set custo_agencia = custo_agencia + ${dinheiro()}::numeric
        where id in (${lista(alguns(cotacoes, 6))})`,
  );
  // a request moved to another sale with its quotes, services and issuances: each copies the new sale's
  const [movida] = alguns(cotacoes, 1);
  const destino = escolher(vendas);
  const doPedido = sql`(select id from cotacoes where orcamento = (select orcamento from cotacoes where id = ${movida}))`;
  await t.db.execute(sql`update cotacoes set venda = ${destino} where id in ${doPedido}`);
  await t.db.execute(
    sql`update orcamentos set venda = ${destino} where id = (select orcamento from cotacoes where id = ${movida})`,
  );
  await t.db.execute(sql`update servicos set venda = ${destino} where cotacao in ${doPedido}`);
  await t.db.execute(sql`update emissoes set venda = ${destino} where cotacao in ${doPedido}`);
  // services cancelled, back from cancelled, repriced and moved in time
  const servicos = await ids(sql`select id from servicos`);
  await t.db.execute(
    sql`update servicos set status = 'cancelado' where id in (${lista(alguns(servicos, 4))})`,
  );
  await t.db.execute(
    sql`update servicos set status = 'emissao' where status = 'cancelado' and id in (${lista(alguns(servicos, 4))})`,
  );
  await t.db.execute(
    sql`update servicos set valor_total = ${dinheiro()} where id in (${lista(alguns(servicos, 3))})`,
  );
  await t.db.execute(
    sql`update servicos set created_at = ${instante()} where id in (${lista(alguns(servicos, 2))})`,
  );
  const emissoes = await ids(sql`select id from emissoes`);
  await t.db.execute(
    sql`update emissoes set created_at = ${instante()} where id in (${lista(alguns(emissoes, 2))})`,
  );
  // payment orders paid, reopened and moved to another issuance
  const ordens = await ids(sql`select id from ordens_pagamento`);
  await t.db.execute(
    sql`update ordens_pagamento set status = 'pago' where id in (${lista(alguns(ordens, 3))})`,
  );
  await t.db.execute(
    sql`update ordens_pagamento set status = 'aberto' where id in (${lista(alguns(ordens, 2))})`,
  );
  const [ordemMovida] = alguns(ordens, 1);
  if (ordemMovida !== undefined)
    await t.db.execute(
      sql`update ordens_pagamento set emissao = ${escolher(emissoes)} where id = ${ordemMovida}`,
    );
  // deletes: issuances, a service with its issuances, sales with all that follows them
  await t.db.execute(sql`delete from emissoes where id in (${lista(alguns(emissoes, 2))})`);
  const [servico] = alguns(await ids(sql`select id from servicos`), 1);
  if (servico !== undefined) {
    await t.db.execute(sql`delete from ordens_pagamento where servico = ${servico}`);
    await t.db.execute(sql`delete from emissoes where servico = ${servico}`);
    await t.db.execute(sql`delete from servicos where id = ${servico}`);
  }
  await t.db.execute(sql`delete from vendas where id in (${lista(alguns(novas, 2))})`);
  await t.db.execute(sql`delete from vendas where id in (${lista(alguns(vendas, 2))})`);
}

/**
 * The periods compared: a month, a month up to a day, 366 days around the data, periods that cut months at either
 * end (the top clients add or subtract those days), and arbitrary windows.
 */
function periodos(): { inicio: string; fim: string }[] {
  const janelas = Array.from({ length: 8 }, (_, i) => {
    const inicio = somarDias('2024-12-25', inteiro(380));
    return { inicio, fim: somarDias(inicio, inteiro(i < 4 ? 120 : 366)) };
  });
  return [
    { inicio: '2025-02-01', fim: '2025-02-28' },
    { inicio: '2025-03-01', fim: '2025-03-20' },
    { inicio: '2025-03-04', fim: '2025-03-27' },
    { inicio: '2025-04-25', fim: '2025-11-03' },
    { inicio: '2025-01-01', fim: '2026-01-01' },
    { inicio: '2024-12-31', fim: '2025-12-31' },
    { inicio: '2025-06-15', fim: '2025-06-15' },
    ...janelas,
  ];
}

async function compararFiguras(rodadaN: number) {
  for (const { inicio, fim } of periodos()) {
    for (const consultor of [null, ...consultores.filter((c) => c !== null)]) {
      const f: DashboardFiltros = { inicio, fim, consultor, aniversarios: [] };
      const painel = await findFigurasDoPeriodo(t.db, f);
      const direto = await figurasDiretas(t.db, f);
      expect(painel, `round ${rodadaN}, ${inicio}..${fim}, consultant ${consultor}`).toEqual(direto);
    }
  }
}

/** The rollup tables row by row against a group by of the tables (rows summing to zero left out). */
async function compararTabelas() {
  const dia = (coluna: string) => sql.raw(`(${coluna} at time zone 'America/Sao_Paulo')::date::text`);
  const rollupVendas = await linhas(
    sql`select dia::text, status, consultor, n::int from vendas_dia where n <> 0 order by 1, 2, 3`,
  );
  const diretoVendas = await linhas(
    sql`select ${dia('created_at')} as dia, status, coalesce(consultor, 0) as consultor, count(*)::int as n
        from vendas group by 1, 2, 3 order by 1, 2, 3`,
  );
  expect(rollupVendas).toEqual(diretoVendas);
  const rollupPainel = await linhas(
    sql`select dia::text, consultor, solicitacoes::int, cotacoes::int, carrinho::int, emissoes::int,
          receita::numeric(16, 2)::text as receita, custo::numeric(16, 2)::text as custo
        from painel_dia
        where solicitacoes <> 0 or cotacoes <> 0 or carrinho <> 0 or emissoes <> 0 or receita <> 0 or custo <> 0
        order by 1, 2`,
  );
  const diretoPainel = await linhas(
    sql`select dia, consultor, sum(solicitacoes)::int as solicitacoes, sum(cotacoes)::int as cotacoes,
          sum(carrinho)::int as carrinho, sum(emissoes)::int as emissoes,
          sum(receita)::numeric(16, 2)::text as receita, sum(custo)::numeric(16, 2)::text as custo
        from (
          select ${dia('o.created_at')} as dia, coalesce(v.consultor, 0) as consultor, 1 as solicitacoes,
            0 as cotacoes, 0 as carrinho, 0 as emissoes, 0::numeric as receita, 0::numeric as custo
          from orcamentos o join vendas v on v.id = o.venda
          union all
          select ${dia('c.created_at')}, coalesce(v.consultor, 0), 0, 1, 0, 0, 0, 0
          from cotacoes c join vendas v on v.id = c.venda
          union all
          select ${dia('c.carrinho_em')}, coalesce(v.consultor, 0), 0, 0, 1, 0, 0, 0
          from cotacoes c join vendas v on v.id = c.venda where c.carrinho_em is not null
          union all
          select ${dia('e.created_at')}, coalesce(v.consultor, 0), 0, 0, 0, 1, 0, 0
          from emissoes e join vendas v on v.id = e.venda
          union all
          select ${dia('s.created_at')}, coalesce(v.consultor, 0), 0, 0, 0, 0, s.valor_total, c.custo_agencia
          from servicos s join vendas v on v.id = s.venda join cotacoes c on c.id = s.cotacao
          where s.status <> 'cancelado'
        ) d group by 1, 2
        having sum(solicitacoes) <> 0 or sum(cotacoes) <> 0 or sum(carrinho) <> 0 or sum(emissoes) <> 0
          or sum(receita) <> 0 or sum(custo) <> 0
        order by 1, 2`,
  );
  expect(rollupPainel).toEqual(diretoPainel);
  expect(await linhas(clientesMes)).toEqual(
    await linhas(
      sql`select date_trunc('month', s.created_at at time zone 'America/Sao_Paulo')::date::text as mes,
            coalesce(v.consultor, 0) as consultor, v.cliente, count(*)::int as servicos,
            sum(s.valor_total)::numeric(16, 2)::text as receita
          from servicos s join vendas v on v.id = s.venda
          where s.status <> 'cancelado' and v.cliente is not null
          group by 1, 2, 3 order by 1, 2, 3`,
    ),
  );
  // every payment order carries its issuance's sale's consultant
  expect(
    await linhas(
      sql`select o.id from ordens_pagamento o join emissoes e on e.id = o.emissao join vendas v on v.id = e.venda
          where o.venda_consultor is distinct from v.consultor`,
    ),
  ).toEqual([]);
}

/** The monthly top clients' rollup (rows summing to zero left out). */
const clientesMes = sql`select mes::text, consultor, cliente, servicos::int,
    receita::numeric(16, 2)::text as receita
  from clientes_mes where servicos <> 0 or receita <> 0 order by 1, 2, 3`;

describe('dashboard rollups', () => {
  it('keep every period figure equal to a direct aggregate after random writes, reassignments and deletes', async () => {
    consultores = [...(await ids(sql`select id from usuarios where consultor order by id limit 3`)), null];
    // eight clients, more than the five top clients shown
    await t.db.execute(
      sql`insert into contatos (nome, sobrenome, nome_busca)
          select 'Cliente', 'Rodada ' || g, 'cliente rodada ' || g from generate_series(1, 8) g`,
    );
    clientes = [...(await ids(sql`select id from contatos where nome = 'Cliente' order by id`)), null];
    expect(consultores.length).toBeGreaterThan(2);
    for (let n = 1; n <= 5; n++) {
      await rodada();
      await compararTabelas();
      await compararFiguras(n);
    }
    // the figures are not all empty: the rounds wrote into the compared periods
    const ano = await findDashboard(t.db, {
      inicio: '2025-01-01',
      fim: '2026-01-01',
      consultor: null,
      aniversarios: [],
    });
    expect(ano.funil.every((e) => e.quantidade > 0)).toBe(true);
    // more clients than the five shown, so the ranking cuts
    expect(ano.top_clientes.length).toBe(5);
    const [{ n: comServicos } = { n: 0 }] = await linhas<{ n: number }>(
      sql`select count(distinct venda_cliente)::int as n from servicos where status <> 'cancelado'`,
    );
    expect(comServicos).toBeGreaterThan(5);
    expect(Number(ano.ordens_abertas.quantidade)).toBeGreaterThan(0);
    expect(Number(ano.faturamento.custo)).toBeGreaterThan(0);
  }, 180_000);

  it("the migration's backfill rebuilds the same rollups from the rows", async () => {
    const painel = sql`select dia::text, consultor, solicitacoes::int, cotacoes::int, carrinho::int,
        emissoes::int, receita::numeric(16, 2)::text as receita, custo::numeric(16, 2)::text as custo
      from painel_dia where solicitacoes <> 0 or cotacoes <> 0 or carrinho <> 0 or emissoes <> 0
        or receita <> 0 or custo <> 0 order by dia, consultor`;
    const antes = await linhas(painel);
    const antesVendas = await linhas(
      sql`select * from vendas_dia where n <> 0 order by dia, status, consultor`,
    );
    expect(antes.length).toBeGreaterThan(10);
    await t.db.execute(sql`update painel_dia set solicitacoes = solicitacoes + 7, receita = receita + 1`);
    await t.db.execute(sql`update vendas_dia set n = n + 3`);
    const arquivo = readdirSync(migrationsFolder).find((nome) => nome.endsWith('_painel_diario.sql'));
    const migracao = readFileSync(path.join(migrationsFolder, arquivo ?? ''), 'utf8');
    const backfill = migracao.slice(migracao.indexOf('DELETE FROM "vendas_dia"'));
    for (const comando of backfill.split('--> statement-breakpoint')) await t.db.execute(sql.raw(comando));
    expect(await linhas(painel)).toEqual(antes);
    expect(await linhas(sql`select * from vendas_dia where n <> 0 order by dia, status, consultor`)).toEqual(
      antesVendas,
    );
  });

  it("the top clients' migration's backfill rebuilds the same monthly rollup from the services", async () => {
    const antes = await linhas(clientesMes);
    expect(antes.length).toBeGreaterThan(10);
    await t.db.execute(sql`update clientes_mes set servicos = servicos + 2, receita = receita - 1`);
    const arquivo = readdirSync(migrationsFolder).find((nome) => nome.endsWith('_painel_clientes_mes.sql'));
    const migracao = readFileSync(path.join(migrationsFolder, arquivo ?? ''), 'utf8');
    const backfill = migracao.slice(migracao.indexOf('DELETE FROM "clientes_mes"'));
    for (const comando of backfill.split('--> statement-breakpoint')) await t.db.execute(sql.raw(comando));
    expect(await linhas(clientesMes)).toEqual(antes);
  });
});
