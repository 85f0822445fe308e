// GET /api/dashboard/ one request at a time: the current month, the last 366 days, one consultant's month and
// year (chosen by an administrator, and the consultant's own), on the 1,000,000 sales of vendas.mjs in
// PostgreSQL (BENCH_DATABASE_URL) or 100,000 on the embedded PGlite, with their requests, quotes, services,
// payments, issuances, travellers, passports and payment orders. BENCH_VENDAS overrides the count.
import { benchSetup, median, percentile, runSql, signIn, startServer, stopServer } from './lib.mjs';

const { benchDb, dataDir, dbLabel, env, cleanUp } = await benchSetup('dashboard');
// BENCH_KEEP keeps the PostgreSQL database too, to read the statements' plans afterwards
if (benchDb && process.env.BENCH_KEEP) benchDb.drop = async () => console.log(`kept ${benchDb.url}`);
const total = Number(process.env.BENCH_VENDAS ?? (benchDb ? 1_000_000 : 100_000));
const rounds = Number(process.env.BENCH_ROUNDS ?? 60);
const port = Number(process.env.BENCH_PORT ?? 8039);

/** The sales of vendas.mjs: spread over the demo's contacts, companies and consultants, one a minute back. */
const VENDAS = `
  with c as (select array_agg(id order by id) ids from contatos),
       e as (select array_agg(id order by id) ids from empresas),
       u as (select array_agg(id order by id) ids from usuarios where consultor and not cliente)
  insert into vendas (status, cliente, cliente_empresa, consultor, created_by, meio_contato_tipo,
                      meio_contato_valor, created_at, updated_at)
  select (array['proposta','concluida','cancelada','fechada'])[1 + g % 4],
         case when g % 10 = 0 then null else c.ids[1 + g % array_length(c.ids, 1)] end,
         case when g % 10 = 0 then e.ids[1 + g % array_length(e.ids, 1)] end,
         case when g % 20 = 0 then null else u.ids[1 + g % array_length(u.ids, 1)] end,
         u.ids[1 + g % array_length(u.ids, 1)], 'Email', 'cliente@exemplo.com.br',
         now() - make_interval(mins => g), now() - make_interval(mins => g)
  from generate_series(1, $1::int) g, c, e, u`;

/**
 * What follows a sale, in the proportions of an agency: one request each, an hour later; one quote per
 * request, two in five put in the cart; three in four of those invoiced (a service, a quarter of them
 * cancelled); an issuance per service paid, with its traveller, queued for the last 3 days and concluded
 * before (one in ten cancelled), the trip 60 days after the invoice; one payment per service, due 10 days
 * after it, concluded unless invoiced in the last 40 days; one payment order per issuance, open for the
 * last 30 days; a passport for every contact, expiring over the next five years.
 */
const SEGUIMENTO = `do $$ begin
  insert into orcamentos (venda, tipo_servico, descricao, detalhes, created_at, updated_at)
  select v.id, 'orcamento_outro', 'Bench', '{}'::jsonb, v.created_at + interval '1 hour', v.created_at + interval '1 hour'
  from vendas v where v.meio_contato_valor = 'cliente@exemplo.com.br';
  analyze orcamentos;

  insert into cotacoes (orcamento, venda, tipo_servico, status, descricao, custo_agencia, valor_final,
                        created_at, updated_at, carrinho_em)
  select o.id, o.venda, 'orcamento_outro', case when o.id % 5 < 2 then 'fatura' else 'orcamento' end, 'Bench',
         (100 + o.id % 900)::numeric, (130 + o.id % 1200)::numeric,
         o.created_at + interval '2 hours', o.created_at + interval '2 hours',
         case when o.id % 5 < 2 then o.created_at + interval '3 hours' end
  from orcamentos o where o.descricao = 'Bench';
  analyze cotacoes;

  insert into servicos (venda, cotacao, status, metodo_pagamento, valor_avista, valor_total, created_at, updated_at)
  select c.venda, c.id, case when c.id % 4 = 0 then 'cancelado' else 'emissao' end, 'pagamentoAVista',
         c.valor_final, c.valor_final, c.carrinho_em + interval '1 hour', c.carrinho_em + interval '1 hour'
  from cotacoes c where c.descricao = 'Bench' and c.status = 'fatura' and c.id % 10 < 8;
  analyze servicos;

  insert into pagamentos (venda, status, valor, meio_pagamento, origem, data_vencimento, data_pagamento, created_at)
  select s.venda, case when s.created_at < now() - interval '40 days' then 'concluido' else 'nao_efetuado' end,
         s.valor_total, 'pix', 'avista', to_char(s.created_at + interval '10 days', 'YYYY-MM-DD'),
         case when s.created_at < now() - interval '40 days' then to_char(s.created_at + interval '9 days', 'YYYY-MM-DD') end,
         s.created_at
  from servicos s join cotacoes c on c.id = s.cotacao and c.descricao = 'Bench' where s.status <> 'cancelado';
  analyze pagamentos;

  insert into emissoes (venda, servico, cotacao, tipo, status, created_at, updated_at, data_ida)
  select s.venda, s.id, s.cotacao, 'emissao_outro',
         case when s.created_at > now() - interval '3 days' then 'fila_de_emissao'
              when s.id % 10 = 0 then 'cancelada' else 'finalizada' end,
         s.created_at, s.created_at, (s.created_at + interval '60 days')::date
  from servicos s join cotacoes c on c.id = s.cotacao and c.descricao = 'Bench' where s.status = 'emissao';
  analyze emissoes;

  insert into emissoes_beneficiarios (emissao, contato)
  select e.id, coalesce(v.cliente, (select min(id) from contatos))
  from emissoes e join vendas v on v.id = e.venda join cotacoes c on c.id = e.cotacao and c.descricao = 'Bench';
  analyze emissoes_beneficiarios;

  insert into ordens_pagamento (emissao, servico, venda, campo_formador, valor, meio_pagamento, status,
                                data_solicitacao, data_alteracao)
  select e.id, e.servico, e.venda, 'custo_total', c.custo_agencia, 'pix',
         case when e.created_at > now() - interval '30 days' then 'aberto' else 'pago' end, e.created_at, e.created_at
  from emissoes e join cotacoes c on c.id = e.cotacao and c.descricao = 'Bench' where e.status <> 'cancelada';
  analyze ordens_pagamento;

  insert into documentos_contato (contato_id, tipo, numero, data_validade)
  select id, 'passaporte', 'BX' || id, current_date + (id * 37 % 1800)
  from contatos where not exists (select 1 from documentos_contato d where d.contato_id = contatos.id and d.tipo = 'passaporte');
end $$`;

let server = await startServer({ dataDir, port, env });
try {
  await stopServer(server.child);
  const demo = 3000;
  const fillMs = await runSql({ benchDb, dataDir, sql: VENDAS, params: [total - demo] });
  const seguimentoMs = await runSql({ benchDb, dataDir, sql: SEGUIMENTO });
  server = await startServer({ dataDir, port, env });
  const baseUrl = `http://127.0.0.1:${port}`;
  const admin = await signIn({ baseUrl, dataDir, username: 'admin' });
  const consultorCookie = await signIn({ baseUrl, dataDir, username: 'consultor' });
  const get = async (cookie, query) => {
    const response = await fetch(`${baseUrl}/api/dashboard/?${query}`, { headers: { cookie } });
    if (!response.ok) throw new Error(`${query}: ${response.status} ${await response.text()}`);
    return response.json();
  };
  const proprio = await get(consultorCookie, '');
  const consultor = proprio.periodo.consultor;
  const dia = (d) => d.toISOString().slice(0, 10);
  const ano = `inicio=${dia(new Date(Date.now() - 365 * 86_400_000))}&fim=${dia(new Date())}`;
  const casos = [
    ['the month, whole agency', admin, ''],
    ['the last 366 days, whole agency', admin, ano],
    ["a consultant's month, chosen by an administrator", admin, `consultor=${consultor}`],
    ["a consultant's last 366 days, chosen by an administrator", admin, `${ano}&consultor=${consultor}`],
    ['the month, as the consultant', consultorCookie, ''],
    ['the last 366 days, as the consultant', consultorCookie, ano],
  ];
  const todo = await get(admin, ano);
  const vendas = todo.vendas_por_status.reduce((n, s) => n + s.quantidade, 0);
  console.log(
    `${dbLabel}: ${total.toLocaleString('en')} sales filled in ${Math.round(fillMs)} ms, what follows them in ` +
      `${Math.round(seguimentoMs)} ms; the last 366 days: ${vendas.toLocaleString('en')} sales, funnel ` +
      `${todo.funil.map((e) => e.quantidade.toLocaleString('en')).join(' → ')}, ` +
      `${todo.recebiveis.vencidos.quantidade} overdue, ${todo.emissoes_atrasadas.quantidade} late issuances, ` +
      `${todo.ordens_abertas.quantidade} open orders, ${todo.alertas.passaportes.length} passport alerts`,
  );
  for (const [, cookie, query] of casos) await get(cookie, query); // warm-up
  const todos = [];
  for (const [nome, cookie, query] of casos) {
    const tempos = [];
    for (let i = 0; i < rounds; i++) {
      const inicio = performance.now();
      await get(cookie, query);
      tempos.push(performance.now() - inicio);
    }
    todos.push(...tempos);
    console.log(
      `  ${nome}: p50 ${median(tempos).toFixed(1)} ms, p95 ${percentile(tempos, 95).toFixed(1)} ms (${rounds} requests)`,
    );
  }
  console.log(
    `GET /api/dashboard/ (${dbLabel}, ${total.toLocaleString('en')} sales), all together: p50 ${median(todos).toFixed(1)} ms, p95 ${percentile(todos, 95).toFixed(1)} ms`,
  );
} finally {
  await stopServer(server.child);
  await cleanUp({ keepDataDir: Boolean(process.env.BENCH_KEEP) });
  if (process.env.BENCH_KEEP) console.log(`kept ${dataDir}`);
}
