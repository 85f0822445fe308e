import { NFSE_PAGE_SIZE, type NfseQuery, type NfseView } from '@skyler/domain/nfse';
import { and, asc, count, desc, eq, gte, isNotNull, lt, lte, ne, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db, DbOrTx } from '../../db/client.ts';
import { contatos, empresas, nfse, servicos, usuarios, vendas } from '../../db/schema/index.ts';
import { EMAIL_RESERVA_MS } from '../../platform/email-fila.ts';
import { type Page, paginate } from '../../platform/pagination.ts';

export type NfseRow = typeof nfse.$inferSelect;

const criador = alias(usuarios, 'nfse_criador');
const ajustada = alias(nfse, 'nfse_ajustada');

const iso = (data: Date | null) => (data ? data.toISOString() : null);

/** The view of a row; `prazoDias`: the settings' cancellation window (null when unknown). */
export function toNfseView(
  row: NfseRow & {
    venda: number;
    criador: { id: number; nome: string; sobrenome: string } | null;
    ajustada_numero: string | null;
  },
  prazoDias: number | null,
): NfseView {
  const cancelavel =
    row.status === 'autorizada' && row.autorizada_em && prazoDias !== null
      ? new Date(row.autorizada_em.getTime() + prazoDias * 24 * 60 * 60_000)
      : null;
  const t = row.tomador;
  return {
    id: row.id,
    servico: row.servico,
    venda: row.venda,
    referencia: row.referencia,
    tipo: row.tipo,
    ajusta: row.ajusta === null ? null : { id: row.ajusta, numero: row.ajustada_numero },
    status: row.status,
    valor: row.valor,
    tomador: {
      documento: t.documento,
      nome: t.nome,
      email: t.email ?? '',
      endereco: {
        logradouro: t.endereco?.logradouro ?? '',
        numero: t.endereco?.numero ?? '',
        complemento: t.endereco?.complemento ?? '',
        bairro: t.endereco?.bairro ?? '',
        cidade: t.endereco?.cidade ?? '',
        uf: t.endereco?.uf ?? '',
        cep: t.endereco?.cep ?? '',
      },
    },
    discriminacao: row.discriminacao,
    numero: row.numero,
    codigo_verificacao: row.codigo_verificacao,
    url_pdf: row.url_pdf,
    url_xml: row.url_xml,
    mensagem: row.mensagem,
    operacao: row.operacao,
    tentativas: row.tentativas,
    proxima_tentativa: iso(row.proxima_tentativa),
    motivo_cancelamento: row.motivo_cancelamento,
    autorizada_em: iso(row.autorizada_em),
    cancelada_em: iso(row.cancelada_em),
    cancelavel_ate: iso(cancelavel),
    created_at: row.created_at.toISOString(),
    created_by: row.criador,
    versao: row.versao,
  };
}

function selectNfse(db: DbOrTx) {
  return db
    .select({
      row: nfse,
      venda: servicos.venda,
      criador: { id: criador.id, nome: criador.nome, sobrenome: criador.sobrenome },
      ajustada_numero: ajustada.numero,
    })
    .from(nfse)
    .innerJoin(servicos, eq(servicos.id, nfse.servico))
    .leftJoin(criador, eq(criador.id, nfse.created_by))
    .leftJoin(ajustada, eq(ajustada.id, nfse.ajusta));
}

type Selecionada = {
  row: NfseRow;
  venda: number;
  ajustada_numero: string | null;
  criador: { id: number | null; nome: string | null; sobrenome: string | null } | null;
};

function plana(s: Selecionada) {
  const pessoa = s.criador?.id ? (s.criador as { id: number; nome: string; sobrenome: string }) : null;
  return { ...s.row, venda: s.venda, criador: pessoa, ajustada_numero: s.ajustada_numero };
}

/** São Paulo's day of a timestamp column, for the period filters. */
const diaDe = (coluna: SQL | typeof nfse.created_at) =>
  sql`(${coluna} at time zone 'America/Sao_Paulo')::date`;

export function nfseWhere(query: Pick<NfseQuery, 'status' | 'inicio' | 'fim' | 'servico'>): SQL | undefined {
  return and(
    query.status ? eq(nfse.status, query.status) : undefined,
    query.servico ? eq(nfse.servico, query.servico) : undefined,
    query.inicio ? gte(diaDe(nfse.created_at), query.inicio) : undefined,
    query.fim ? lte(diaDe(nfse.created_at), query.fim) : undefined,
  );
}

export async function findNfse(db: DbOrTx, id: number, prazoDias: number | null): Promise<NfseView | null> {
  const [linha] = await selectNfse(db).where(eq(nfse.id, id));
  return linha ? toNfseView(plana(linha), prazoDias) : null;
}

export async function findNfsePage(
  db: DbOrTx,
  query: NfseQuery,
  prazoDias: number | null,
): Promise<Page<NfseView>> {
  const onde = nfseWhere(query);
  return paginate({
    page: query.page,
    pageSize: NFSE_PAGE_SIZE,
    rows: async (limit, offset) =>
      (await selectNfse(db).where(onde).orderBy(desc(nfse.id)).limit(limit).offset(offset)).map((s) =>
        toNfseView(plana(s), prazoDias),
      ),
    count: async () => {
      const [row] = await db.select({ n: count() }).from(nfse).where(onde);
      return row?.n ?? 0;
    },
  });
}

/**
 * The service's live (not cancelled) invoice, if any: a substitute waiting beside the invoice it replaces is
 * the one answered; credit notes are not invoices.
 */
export async function findNfseViva(db: DbOrTx, servico: number): Promise<NfseRow | null> {
  const [row] = await db
    .select()
    .from(nfse)
    .where(and(eq(nfse.servico, servico), ne(nfse.status, 'cancelada'), ne(nfse.tipo, 'nota_de_credito')))
    .orderBy(desc(nfse.id))
    .limit(1);
  return row ?? null;
}

/** The credit notes recorded against an invoice (not cancelled): what it no longer bills. */
export async function sumCreditosDaNfse(db: DbOrTx, ajusta: number): Promise<string> {
  const [row] = await db
    .select({ total: sql<string>`coalesce(sum(${nfse.valor}), 0)::text` })
    .from(nfse)
    .where(and(eq(nfse.ajusta, ajusta), eq(nfse.tipo, 'nota_de_credito'), ne(nfse.status, 'cancelada')));
  return row?.total ?? '0';
}

/** An invoice by its reference (each adjustment's idempotency key). */
export async function findNfsePorReferencia(db: DbOrTx, referencia: string): Promise<NfseRow | null> {
  const [row] = await db.select().from(nfse).where(eq(nfse.referencia, referencia));
  return row ?? null;
}

/** The adjustment a refund (RAC) already made on the service's invoice, whose reference ends `-rac-<id>`. */
export async function findAjusteDaRac(db: DbOrTx, servico: number, rac: number): Promise<NfseRow | null> {
  const [row] = await db
    .select()
    .from(nfse)
    .where(and(eq(nfse.servico, servico), sql`${nfse.referencia} like ${`%-rac-${rac}`}`));
  return row ?? null;
}

/** How many invoices the service had, cancelled ones included (a new one's reference follows them). */
export async function countNfseDoServico(db: DbOrTx, servico: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(nfse).where(eq(nfse.servico, servico));
  return row?.n ?? 0;
}

export async function lockNfse(db: DbOrTx, id: number): Promise<NfseRow | null> {
  const [row] = await db.select().from(nfse).where(eq(nfse.id, id)).for('update');
  return row ?? null;
}

/** Inserts an invoice; null when the service got a live one meanwhile (a concurrent request). */
export async function insertNfse(db: DbOrTx, values: typeof nfse.$inferInsert): Promise<NfseRow | null> {
  const [row] = await db.insert(nfse).values(values).onConflictDoNothing().returning();
  return row ?? null;
}

/** Writes a change of the invoice when it is still at `versao`; answers the new row, or null when it changed. */
export async function updateNfse(
  db: DbOrTx,
  id: number,
  versao: number,
  set: Partial<typeof nfse.$inferInsert>,
): Promise<NfseRow | null> {
  const [row] = await db
    .update(nfse)
    .set({ ...set, versao: sql`${nfse.versao} + 1`, updated_at: new Date() })
    .where(and(eq(nfse.id, id), eq(nfse.versao, versao)))
    .returning();
  return row ?? null;
}

/**
 * Takes up to `lote` invoices due at the provider for this process, as the outbox does: `FOR UPDATE SKIP
 * LOCKED`, and the claim is a later `proxima_tentativa` (EMAIL_RESERVA_MS) with one more attempt counted.
 */
export async function reserveNfseDue(db: Db, agora: Date, lote: number): Promise<NfseRow[]> {
  return db.transaction(async (tx) => {
    const devidas = await tx
      .select({ id: nfse.id })
      .from(nfse)
      .where(and(isNotNull(nfse.operacao), lte(nfse.proxima_tentativa, agora)))
      .orderBy(asc(nfse.proxima_tentativa), asc(nfse.id))
      .limit(lote)
      .for('update', { skipLocked: true });
    const reservadas: NfseRow[] = [];
    for (const { id } of devidas) {
      const [row] = await tx
        .update(nfse)
        .set({
          proxima_tentativa: new Date(agora.getTime() + EMAIL_RESERVA_MS),
          tentativas: sql`${nfse.tentativas} + 1`,
        })
        .where(eq(nfse.id, id))
        .returning();
      if (row) reservadas.push(row);
    }
    return reservadas;
  });
}

/**
 * The month's authorised or cancelled invoices (by authorisation day in São Paulo) and its credit notes (by
 * the day they were recorded), oldest first.
 */
export async function findNfseDoMes(db: DbOrTx, inicio: string, fimExclusivo: string): Promise<NfseRow[]> {
  const dia = sql`coalesce(${nfse.autorizada_em}, case when ${nfse.tipo} = 'nota_de_credito' then ${nfse.created_at} end)`;
  return db
    .select()
    .from(nfse)
    .where(and(isNotNull(dia), gte(diaDe(dia), inicio), lt(diaDe(dia), fimExclusivo)))
    .orderBy(asc(dia), asc(nfse.id));
}

export type ServicoParaNfse = {
  id: number;
  venda: number;
  status: string;
  cliente: {
    tipo: 'contato' | 'empresa';
    nome: string;
    cpf: string | null;
    cnpj: string | null;
    email: string | null;
    endereco: Record<string, string | null | undefined> | null;
  } | null;
};

/** A service with its sale's client, what the taker of its invoice is copied from. */
export async function findServicoParaNfse(db: DbOrTx, id: number): Promise<ServicoParaNfse | null> {
  const [linha] = await db
    .select({
      id: servicos.id,
      venda: servicos.venda,
      status: servicos.status,
      contato: {
        id: contatos.id,
        nome: contatos.nome,
        sobrenome: contatos.sobrenome,
        cpf: contatos.cpf,
        cnpj: contatos.cnpj,
        email: contatos.email,
        endereco: contatos.endereco,
      },
      empresa: {
        id: empresas.id,
        nome: empresas.nome,
        razao_social: empresas.razao_social,
        cnpj: empresas.cnpj,
        email: empresas.email,
      },
    })
    .from(servicos)
    .innerJoin(vendas, eq(vendas.id, servicos.venda))
    .leftJoin(contatos, eq(contatos.id, vendas.cliente))
    .leftJoin(empresas, eq(empresas.id, vendas.cliente_empresa))
    .where(eq(servicos.id, id));
  if (!linha) return null;
  const { contato, empresa } = linha;
  const cliente = contato?.id
    ? {
        tipo: 'contato' as const,
        nome: `${contato.nome} ${contato.sobrenome ?? ''}`.trim(),
        cpf: contato.cpf,
        cnpj: contato.cnpj,
        email: contato.email,
        endereco: (contato.endereco as Record<string, string | null> | null) ?? null,
      }
    : empresa?.id
      ? {
          tipo: 'empresa' as const,
          nome: empresa.razao_social || empresa.nome || '',
          cpf: null,
          cnpj: empresa.cnpj,
          email: empresa.email,
          endereco: null,
        }
      : null;
  return { id: linha.id, venda: linha.venda, status: linha.status, cliente };
}
