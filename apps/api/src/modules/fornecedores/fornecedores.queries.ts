import {
  FORNECEDORES_PAGE_SIZE,
  type Fornecedor,
  type FornecedoresQuery,
  type TipoServicoProvedor,
} from '@skyler/domain/fornecedores';
import { and, asc, count, eq, exists, inArray, ne, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { fornecedores, fornecedores_provedores, provedores, usuarios } from '../../db/schema/index.ts';
import { listResponse, paginate } from '../../platform/pagination.ts';
import { matchesSearch } from '../../platform/text-search.ts';

const colunas = {
  fornecedor: fornecedores,
  created_by: { id: usuarios.id, nome: usuarios.nome, sobrenome: usuarios.sobrenome },
};

type FornecedorComAutor = {
  fornecedor: typeof fornecedores.$inferSelect;
  created_by: { id: number; nome: string; sobrenome: string } | null;
};

function toFornecedor({ fornecedor, created_by }: FornecedorComAutor, provedorIds: number[]): Fornecedor {
  return {
    id: fornecedor.id,
    nome: fornecedor.nome,
    email: fornecedor.email,
    telefone: fornecedor.telefone,
    cpf: fornecedor.cpf,
    cnpj: fornecedor.cnpj,
    endereco: fornecedor.endereco,
    provedores: provedorIds,
    meios_de_pagamento: fornecedor.meios_de_pagamento,
    chave_pix: fornecedor.chave_pix,
    created_by,
    created_at: fornecedor.created_at.toISOString(),
    updated_at: fornecedor.updated_at.toISOString(),
  };
}

/** Provider ids of each supplier, in provider-id order. */
async function findProvedorIds(db: DbOrTx, fornecedorIds: number[]): Promise<Map<number, number[]>> {
  const porFornecedor = new Map<number, number[]>(fornecedorIds.map((id) => [id, []]));
  if (fornecedorIds.length === 0) return porFornecedor;
  const linhas = await db
    .select()
    .from(fornecedores_provedores)
    .where(inArray(fornecedores_provedores.fornecedor_id, fornecedorIds))
    .orderBy(asc(fornecedores_provedores.provedor_id));
  for (const linha of linhas) porFornecedor.get(linha.fornecedor_id)?.push(linha.provedor_id);
  return porFornecedor;
}

async function withProvedores(db: DbOrTx, linhas: FornecedorComAutor[]): Promise<Fornecedor[]> {
  const ids = await findProvedorIds(
    db,
    linhas.map((linha) => linha.fornecedor.id),
  );
  return linhas.map((linha) => toFornecedor(linha, ids.get(linha.fornecedor.id) ?? []));
}

/** Suppliers that sell at least one provider of the service type. */
function vendeTipo(tipo: TipoServicoProvedor): SQL {
  return exists(
    sql`(select 1 from ${fornecedores_provedores}
      inner join ${provedores} on ${provedores.id} = ${fornecedores_provedores.provedor_id}
      where ${fornecedores_provedores.fornecedor_id} = ${fornecedores.id}
      and ${provedores.tipo_servico} = ${tipo})`,
  );
}

function fornecedoresWhere({ busca, tipo }: Omit<FornecedoresQuery, 'page'>): SQL | undefined {
  return and(matchesSearch(fornecedores.busca, busca), tipo ? vendeTipo(tipo) : undefined);
}

export async function findFornecedores(db: DbOrTx, { page, ...filtros }: FornecedoresQuery) {
  const where = fornecedoresWhere(filtros);
  const result = await paginate({
    page,
    pageSize: FORNECEDORES_PAGE_SIZE,
    rows: async (limit, offset) =>
      withProvedores(
        db,
        await db
          .select(colunas)
          .from(fornecedores)
          .leftJoin(usuarios, eq(usuarios.id, fornecedores.created_by))
          .where(where)
          .orderBy(asc(fornecedores.busca), asc(fornecedores.id))
          .limit(limit)
          .offset(offset),
      ),
    count: async () => {
      const [row] = await db.select({ n: count() }).from(fornecedores).where(where);
      return row?.n ?? 0;
    },
  });
  return listResponse('fornecedores', result);
}

export async function findFornecedor(db: DbOrTx, id: number): Promise<Fornecedor | null> {
  const [linha] = await db
    .select(colunas)
    .from(fornecedores)
    .leftJoin(usuarios, eq(usuarios.id, fornecedores.created_by))
    .where(eq(fornecedores.id, id));
  if (!linha) return null;
  const [fornecedor] = await withProvedores(db, [linha]);
  return fornecedor ?? null;
}

/** Every supplier by name, for pickers (quotes, payment orders, RAC charges). */
export function findFornecedoresSimples(db: DbOrTx, { tipo }: { tipo?: TipoServicoProvedor | undefined }) {
  return db
    .select({ id: fornecedores.id, nome: fornecedores.nome })
    .from(fornecedores)
    .where(tipo ? vendeTipo(tipo) : undefined)
    .orderBy(asc(fornecedores.busca), asc(fornecedores.id));
}

/** The ids of the list that have no supplier. */
export async function missingFornecedorIds(db: DbOrTx, ids: number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const found = await db
    .select({ id: fornecedores.id })
    .from(fornecedores)
    .where(inArray(fornecedores.id, ids));
  const existing = new Set(found.map((row) => row.id));
  return ids.filter((id) => !existing.has(id));
}

/** The supplier that already holds a CPF or CNPJ, other than `exceto`. */
export async function findFornecedorComDocumento(
  db: DbOrTx,
  { campo, valor, exceto }: { campo: 'cpf' | 'cnpj'; valor: string; exceto?: number },
): Promise<number | null> {
  const [row] = await db
    .select({ id: fornecedores.id })
    .from(fornecedores)
    .where(and(eq(fornecedores[campo], valor), exceto ? ne(fornecedores.id, exceto) : undefined))
    .limit(1);
  return row?.id ?? null;
}

type Associacao = { fornecedor_id: number; provedor_id: number };

/**
 * Replaces every association of one supplier or one provider (`lado` names which, `id` which one) with
 * `associacoes`.
 */
export async function replaceAssociacoes(
  tx: DbOrTx,
  lado: keyof Associacao,
  id: number,
  associacoes: Associacao[],
): Promise<void> {
  await tx.delete(fornecedores_provedores).where(eq(fornecedores_provedores[lado], id));
  if (associacoes.length > 0) await tx.insert(fornecedores_provedores).values(associacoes);
}
