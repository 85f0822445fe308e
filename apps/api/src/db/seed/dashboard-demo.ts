import { aniversariosDaSemana } from '@skyler/domain/dashboard';
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
