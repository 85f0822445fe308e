import { aniversariosDaSemana, mesDoDia } from '@skyler/domain/dashboard';
import { hojeNaAgencia } from '@skyler/domain/formatters';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../client.ts';
import { contatos, documentos_contato, emissoes, pagamentos, usuarios } from '../schema/index.ts';

const DIA_MS = 86_400_000;

function somarDias(dia: string, dias: number): string {
  const d = new Date(`${dia}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + dias);
  return d.toISOString().slice(0, 10);
}

async function linhas<T>(tx: DbOrTx, query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await tx.execute(query)) as unknown as { rows: T[] }).rows;
}

/**
 * Makes every figure and alert of the home dashboard show something on the day the demo is created, for the
 * whole agency and for the demo consultant: a few open payments of theirs overdue and due this week, two of
 * their issuances waiting in the queue for three days, a traveller of a booked trip whose passport expires
 * two months after it, and a client of theirs whose birthday is today. Runs after the demo sales, services,
 * issuances and payment orders, and only moves dates or adds a passport to rows they created.
 */
export async function seedDashboardDemo(tx: DbOrTx, { agora = new Date() }: { agora?: Date } = {}) {
  const [consultor] = await tx
    .select({ id: usuarios.id })
    .from(usuarios)
    .where(eq(usuarios.username, 'consultor'));
  if (!consultor) return;
  const hoje = hojeNaAgencia(agora);

  // receivables: two overdue and two due within a week, among the consultant's open payments
  const abertos = await tx
    .select({ id: pagamentos.id })
    .from(pagamentos)
    .where(and(eq(pagamentos.status, 'nao_efetuado'), eq(pagamentos.venda_consultor, consultor.id)))
    .orderBy(asc(pagamentos.id))
    .limit(4);
  for (const [i, pagamento] of abertos.entries()) {
    const vencimento = somarDias(hoje, [-12, -3, 2, 6][i] ?? 2);
    await tx
      .update(pagamentos)
      .set({ data_vencimento: vencimento, data_pagamento: null })
      .where(eq(pagamentos.id, pagamento.id));
  }

  // two of the consultant's issuances in the queue for three days: late
  const fila = await tx
    .select({ id: emissoes.id })
    .from(emissoes)
    .where(and(eq(emissoes.status, 'fila_de_emissao'), eq(emissoes.venda_consultor, consultor.id)))
    .orderBy(asc(emissoes.id))
    .limit(2);
  for (const emissao of fila) {
    await tx
      .update(emissoes)
      .set({ created_at: new Date(agora.getTime() - 3 * DIA_MS - 3_600_000) })
      .where(eq(emissoes.id, emissao.id));
  }

  // a traveller of one of the consultant's booked trips, a month ahead, whose passport expires two months
  // after it: the trip's date moves there and the passport is the traveller's newest
  const [viagem] = await linhas<{ emissao: number; contato: number }>(
    tx,
    sql`select e.id as emissao, b.contato from emissoes e join emissoes_beneficiarios b on b.emissao = e.id
        where e.status <> 'cancelada' and e.venda_consultor = ${consultor.id}
          and not exists (select 1 from documentos_contato d where d.contato_id = b.contato and d.tipo = 'passaporte')
        order by e.id limit 1`,
  );
  if (viagem) {
    const embarque = somarDias(hoje, 30);
    await tx.update(emissoes).set({ data_ida: embarque }).where(eq(emissoes.id, viagem.emissao));
    await tx.insert(documentos_contato).values({
      contato_id: viagem.contato,
      tipo: 'passaporte',
      numero: 'FZ204518',
      pais: 'Brasil',
      data_emissao: somarDias(embarque, -3600),
      data_validade: somarDias(embarque, 60),
    });
  }

  // the month's funnel reaches its last stages: up to three invoiced sales of each consultant, the fully paid
  // first, are dated to this month — the day before their first request or quote when that falls in it, else
  // its first hour —, and those paid in full and whose issuances are all done are concluded
  const inicioDoMes = sql`((${mesDoDia(hoje).inicio}::date)::timestamp at time zone 'America/Sao_Paulo')`;
  const faturadas = await linhas<{ venda: number; consultor: number; quitada: boolean }>(
    tx,
    sql`select venda, consultor, quitada from (
          select v.id as venda, v.consultor, q.quitada,
            row_number() over (partition by v.consultor order by q.quitada desc, v.id desc) as n
          from vendas v
          cross join lateral (select not exists (select 1 from pagamentos p
              where p.venda = v.id and p.status <> 'concluido')
            and not exists (select 1 from emissoes e where e.venda = v.id
              and e.status not in ('finalizada', 'cancelada')) as quitada) q
          where v.consultor is not null and v.status <> 'cancelada'
            and exists (select 1 from servicos s where s.venda = v.id and s.status <> 'cancelado')
            and exists (select 1 from orcamentos o where o.venda = v.id)) x
        where n <= 3 order by venda`,
  );
  const concluidasPorConsultor = new Map<number, number>();
  for (const { venda, consultor: dono, quitada } of faturadas) {
    await tx.execute(
      sql`update vendas set created_at = greatest(${inicioDoMes} + interval '1 hour', least(
            (select min(o.created_at) from orcamentos o where o.venda = vendas.id),
            (select min(c.created_at) from cotacoes c where c.venda = vendas.id)) - interval '1 day')
          where id = ${venda}`,
    );
    if (quitada && (concluidasPorConsultor.get(dono) ?? 0) < 1) {
      concluidasPorConsultor.set(dono, 1);
      await tx.execute(
        sql`update vendas set status = 'concluida', concluida_em = ${agora}, concluida_por = consultor
            where id = ${venda}`,
      );
    }
  }

  // payables in the cash flow's weeks: four open payment orders (the consultant's first) fall due in the coming
  // weeks
  const ordens = await linhas<{ id: number }>(
    tx,
    sql`select id from ordens_pagamento where status = 'aberto'
        order by (venda_consultor = ${consultor.id}) desc nulls last, id limit 4`,
  );
  for (const [i, ordem] of ordens.entries()) {
    await tx.execute(
      sql`update ordens_pagamento set vencimento = ${somarDias(hoje, [3, 9, 16, 24][i] ?? 3)}::date
          where id = ${ordem.id}`,
    );
  }

  // a client of the consultant's born today (in a leap year, so any day exists): a birthday this week
  const [cliente] = await linhas<{ id: number; data_nascimento: string | null }>(
    tx,
    sql`select c.id, c.data_nascimento::text as data_nascimento from contatos c
        where exists (select 1 from vendas v where v.cliente = c.id and v.consultor = ${consultor.id})
        order by c.id limit 1`,
  );
  const semana = aniversariosDaSemana(hoje);
  if (cliente && !semana.includes(cliente.data_nascimento?.slice(5) ?? '')) {
    await tx
      .update(contatos)
      .set({ data_nascimento: `1984-${hoje.slice(5)}` })
      .where(eq(contatos.id, cliente.id));
  }
}
