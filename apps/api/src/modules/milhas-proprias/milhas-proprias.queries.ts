import {
  type ContaPropria,
  type ContasProprias,
  MOVIMENTOS_PAGE_SIZE,
  type Movimento,
  valorDoEstoque,
} from '@skyler/domain/milhas-proprias';
import { dec, moneyString, sum } from '@skyler/domain/precos/dinheiro';
import { and, asc, count, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.ts';
import {
  fidelidades,
  fornecedores,
  type MovimentoMilhasRow,
  milhas_proprias_movimentos,
  milhas_proprias_saldos,
  programas,
  tabela_milhas,
  usuarios,
} from '../../db/schema/index.ts';
import { type Page, paginate } from '../../platform/pagination.ts';

/**
 * The programmes' own cost per thousand miles (part 2 §5, the own-cost page): `custo_proprio` of the current
 * row of the own-cost table (`tipo` custo), the row for every airline and class first.
 */
export async function findCustosProprios(
  db: DbOrTx,
  programaIds: readonly number[],
): Promise<Map<number, string>> {
  if (programaIds.length === 0) return new Map();
  const linhas = await db
    .select({ programa: tabela_milhas.programa, custo: tabela_milhas.custo_proprio })
    .from(tabela_milhas)
    .where(
      and(
        isNull(tabela_milhas.archived_at),
        eq(tabela_milhas.tipo, 'custo'),
        inArray(tabela_milhas.programa, [...programaIds]),
        sql`${tabela_milhas.custo_proprio} > 0`,
      ),
    )
    .orderBy(
      sql`${tabela_milhas.classe} is not null`,
      sql`${tabela_milhas.operado_por} is not null`,
      asc(tabela_milhas.id),
    );
  const custos = new Map<number, string>();
  for (const linha of linhas) {
    if (!custos.has(linha.programa) && linha.custo !== null) custos.set(linha.programa, linha.custo);
  }
  return custos;
}

function selectContas(db: DbOrTx) {
  return db
    .select({
      id: fidelidades.id,
      titular: fidelidades.titular,
      numero_id_conta: fidelidades.numero_id_conta,
      programa: { id: programas.id, nome: programas.nome },
      ativo: fidelidades.ativo,
      saldo: sql<number>`coalesce(${milhas_proprias_saldos.saldo}, 0)::int`,
      versao: sql<number>`coalesce(${milhas_proprias_saldos.versao}, 1)::int`,
    })
    .from(fidelidades)
    .innerJoin(programas, eq(programas.id, fidelidades.programa_id))
    .leftJoin(milhas_proprias_saldos, eq(milhas_proprias_saldos.conta, fidelidades.id));
}

type ContaLida = Awaited<ReturnType<ReturnType<typeof selectContas>['where']>>[number];

async function comEstoque(db: DbOrTx, contas: ContaLida[]): Promise<ContaPropria[]> {
  const custos = await findCustosProprios(db, [...new Set(contas.map((c) => c.programa.id))]);
  return contas.map((conta) => {
    const custo = custos.get(conta.programa.id) ?? null;
    return {
      ...conta,
      saldo: Number(conta.saldo),
      versao: Number(conta.versao),
      custo_milheiro: custo === null ? null : moneyString(custo),
      valor_estoque: valorDoEstoque(Number(conta.saldo), custo),
    };
  });
}

/** GET /api/milhas-proprias/contas/: every own account (active first, by programme) with its balance. */
export async function findContasProprias(db: DbOrTx): Promise<ContasProprias> {
  const contas = await comEstoque(
    db,
    await selectContas(db)
      .where(eq(fidelidades.conta_propria, true))
      .orderBy(desc(fidelidades.ativo), asc(programas.nome), asc(fidelidades.id)),
  );
  return {
    contas,
    valor_total_estoque: moneyString(sum(contas.map((c) => c.valor_estoque))),
  };
}

/** One own account with its balance, or null (not found, or not the agency's). */
export async function findContaPropria(db: DbOrTx, id: number): Promise<ContaPropria | null> {
  const linhas = await selectContas(db).where(
    and(eq(fidelidades.id, id), eq(fidelidades.conta_propria, true)),
  );
  const [conta] = await comEstoque(db, linhas);
  return conta ?? null;
}

/** The balances of own accounts by id (0 for an account that never moved). */
export async function findSaldos(db: DbOrTx, contas: readonly number[]): Promise<Map<number, number>> {
  if (contas.length === 0) return new Map();
  const linhas = await db
    .select({ conta: milhas_proprias_saldos.conta, saldo: milhas_proprias_saldos.saldo })
    .from(milhas_proprias_saldos)
    .where(inArray(milhas_proprias_saldos.conta, [...contas]));
  return new Map(linhas.map((l) => [l.conta, l.saldo]));
}

const relacionada = alias(fidelidades, 'conta_relacionada');
const programaRelacionada = alias(programas, 'programa_relacionada');

function selectMovimentos(db: DbOrTx) {
  return db
    .select({
      movimento: milhas_proprias_movimentos,
      fornecedor: { id: fornecedores.id, nome: fornecedores.nome },
      relacionada: { id: relacionada.id, titular: relacionada.titular, programa: programaRelacionada.nome },
      usuario: { nome: usuarios.nome, sobrenome: usuarios.sobrenome },
    })
    .from(milhas_proprias_movimentos)
    .leftJoin(fornecedores, eq(fornecedores.id, milhas_proprias_movimentos.fornecedor))
    .leftJoin(relacionada, eq(relacionada.id, milhas_proprias_movimentos.conta_relacionada))
    .leftJoin(programaRelacionada, eq(programaRelacionada.id, relacionada.programa_id))
    .leftJoin(usuarios, eq(usuarios.id, milhas_proprias_movimentos.created_by));
}

type MovimentoLido = {
  movimento: MovimentoMilhasRow;
  fornecedor: { id: number | null; nome: string | null } | null;
  relacionada: { id: number | null; titular: string | null; programa: string | null } | null;
  usuario: { nome: string | null; sobrenome: string | null } | null;
};

function toMovimento({ movimento: m, fornecedor, relacionada: r, usuario }: MovimentoLido): Movimento {
  return {
    id: m.id,
    conta: m.conta,
    tipo: m.tipo,
    milhas: m.milhas,
    saldo_apos: m.saldo_apos,
    valor: m.valor === null ? null : moneyString(dec(m.valor)),
    custo_milheiro: m.custo_milheiro,
    fornecedor: fornecedor?.id != null ? { id: fornecedor.id, nome: fornecedor.nome ?? '' } : null,
    ordem_pagamento: m.ordem_pagamento,
    conta_relacionada:
      r?.id != null ? { id: r.id, titular: r.titular ?? '', programa: r.programa ?? '' } : null,
    bonus_porcentagem: m.bonus_porcentagem,
    milha_validada: m.milha_validada,
    emissao: m.emissao,
    venda: m.venda,
    observacao: m.observacao,
    usuario: usuario?.nome != null ? [usuario.nome, usuario.sobrenome].filter(Boolean).join(' ') : null,
    created_at: m.created_at.toISOString(),
  };
}

/** Movements by id, in the order given. */
export async function findMovimentosPorIds(db: DbOrTx, ids: readonly number[]): Promise<Movimento[]> {
  if (ids.length === 0) return [];
  const linhas = await selectMovimentos(db).where(inArray(milhas_proprias_movimentos.id, [...ids]));
  const porId = new Map(linhas.map((l) => [l.movimento.id, toMovimento(l)]));
  return ids.flatMap((id) => porId.get(id) ?? []);
}

/** GET /api/milhas-proprias/contas/{id}/movimentos/: the account's movements, newest first, paged. */
export function findMovimentos(db: DbOrTx, conta: number, page: number): Promise<Page<Movimento>> {
  const where = eq(milhas_proprias_movimentos.conta, conta);
  return paginate({
    page,
    pageSize: MOVIMENTOS_PAGE_SIZE,
    rows: async (limit, offset) =>
      (
        await selectMovimentos(db)
          .where(where)
          .orderBy(desc(milhas_proprias_movimentos.id))
          .limit(limit)
          .offset(offset)
      ).map(toMovimento),
    count: async () => {
      const [row] = await db.select({ n: count() }).from(milhas_proprias_movimentos).where(where);
      return row?.n ?? 0;
    },
  });
}
