import {
  FORNECEDORES_PAGE_SIZE,
  type Provedor,
  type ProvedoresQuery,
  type TipoServicoProvedor,
} from '@skyler/domain/fornecedores';
import { and, asc, count, eq, exists, inArray, ne, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import {
  cias_aereas,
  fornecedores_provedores,
  provedor_imagens,
  provedores,
  usuarios,
} from '../../db/schema/index.ts';
import { listResponse, paginate } from '../../platform/pagination.ts';
import { matchesSearch } from '../../platform/text-search.ts';

const ciaAerea = {
  id: cias_aereas.id,
  nome: cias_aereas.nome,
  nome_resumido: cias_aereas.nome_resumido,
  iata: cias_aereas.iata,
};

const colunas = {
  provedor: provedores,
  cia_aerea: ciaAerea,
  created_by: { id: usuarios.id, nome: usuarios.nome, sobrenome: usuarios.sobrenome },
};

type ProvedorLinha = {
  provedor: typeof provedores.$inferSelect;
  cia_aerea: Provedor['cia_aerea'];
  created_by: Provedor['created_by'];
};

function toProvedor({ provedor, cia_aerea, created_by }: ProvedorLinha, fornecedorIds: number[]): Provedor {
  return {
    id: provedor.id,
    nome: provedor.nome,
    email: provedor.email,
    telefone: provedor.telefone,
    cpf: provedor.cpf,
    cnpj: provedor.cnpj,
    tipo_servico: provedor.tipo_servico,
    cia_aerea,
    endereco: provedor.endereco,
    fornecedores: fornecedorIds,
    created_by,
    created_at: provedor.created_at.toISOString(),
    updated_at: provedor.updated_at.toISOString(),
  };
}

/** Supplier ids of each provider, in supplier-id order. */
async function findFornecedorIds(db: DbOrTx, provedorIds: number[]): Promise<Map<number, number[]>> {
  const porProvedor = new Map<number, number[]>(provedorIds.map((id) => [id, []]));
  if (provedorIds.length === 0) return porProvedor;
  const linhas = await db
    .select()
    .from(fornecedores_provedores)
    .where(inArray(fornecedores_provedores.provedor_id, provedorIds))
    .orderBy(asc(fornecedores_provedores.fornecedor_id));
  for (const linha of linhas) porProvedor.get(linha.provedor_id)?.push(linha.fornecedor_id);
  return porProvedor;
}

async function withFornecedores(db: DbOrTx, linhas: ProvedorLinha[]): Promise<Provedor[]> {
  const ids = await findFornecedorIds(
    db,
    linhas.map((linha) => linha.provedor.id),
  );
  return linhas.map((linha) => toProvedor(linha, ids.get(linha.provedor.id) ?? []));
}

function selectProvedores(db: DbOrTx) {
  return db
    .select(colunas)
    .from(provedores)
    .leftJoin(cias_aereas, eq(cias_aereas.id, provedores.cia_aerea_id))
    .leftJoin(usuarios, eq(usuarios.id, provedores.created_by));
}

export async function findProvedores(db: DbOrTx, { page, busca, tipo }: ProvedoresQuery) {
  const where = and(
    matchesSearch(provedores.busca, busca),
    tipo ? eq(provedores.tipo_servico, tipo) : undefined,
  );
  const result = await paginate({
    page,
    pageSize: FORNECEDORES_PAGE_SIZE,
    rows: async (limit, offset) =>
      withFornecedores(
        db,
        await selectProvedores(db)
          .where(where)
          .orderBy(asc(provedores.busca), asc(provedores.id))
          .limit(limit)
          .offset(offset),
      ),
    count: async () => {
      const [row] = await db.select({ n: count() }).from(provedores).where(where);
      return row?.n ?? 0;
    },
  });
  return listResponse('provedores', result);
}

export async function findProvedor(db: DbOrTx, id: number): Promise<Provedor | null> {
  const [linha] = await selectProvedores(db).where(eq(provedores.id, id));
  if (!linha) return null;
  const [provedor] = await withFornecedores(db, [linha]);
  return provedor ?? null;
}

/** Every provider by name, for pickers; `fornecedor` keeps those the supplier sells. */
export function findProvedoresSimples(
  db: DbOrTx,
  { tipo, fornecedor }: { tipo?: TipoServicoProvedor | undefined; fornecedor?: number | undefined },
) {
  const vendidoPor = (fornecedorId: number): SQL =>
    exists(
      sql`(select 1 from ${fornecedores_provedores}
        where ${fornecedores_provedores.provedor_id} = ${provedores.id}
        and ${fornecedores_provedores.fornecedor_id} = ${fornecedorId})`,
    );
  return db
    .select({
      id: provedores.id,
      nome: provedores.nome,
      tipo_servico: provedores.tipo_servico,
      cia_aerea: ciaAerea,
    })
    .from(provedores)
    .leftJoin(cias_aereas, eq(cias_aereas.id, provedores.cia_aerea_id))
    .where(
      and(
        tipo ? eq(provedores.tipo_servico, tipo) : undefined,
        fornecedor ? vendidoPor(fornecedor) : undefined,
      ),
    )
    .orderBy(asc(provedores.busca), asc(provedores.id));
}

export async function missingProvedorIds(db: DbOrTx, ids: number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const found = await db.select({ id: provedores.id }).from(provedores).where(inArray(provedores.id, ids));
  const existing = new Set(found.map((row) => row.id));
  return ids.filter((id) => !existing.has(id));
}

export async function findProvedorComDocumento(
  db: DbOrTx,
  { campo, valor, exceto }: { campo: 'cpf' | 'cnpj'; valor: string; exceto?: number },
): Promise<number | null> {
  const [row] = await db
    .select({ id: provedores.id })
    .from(provedores)
    .where(and(eq(provedores[campo], valor), exceto ? ne(provedores.id, exceto) : undefined))
    .limit(1);
  return row?.id ?? null;
}

export async function ciaAereaExists(db: DbOrTx, id: number): Promise<boolean> {
  const [row] = await db.select({ id: cias_aereas.id }).from(cias_aereas).where(eq(cias_aereas.id, id));
  return Boolean(row);
}

/** Where the picker and the grid load an image from. */
export function imagemUrl(provedorId: number, imagemId: number): string {
  return `/api/provedores/${provedorId}/imagens/${imagemId}/`;
}

export async function findProvedorImagens(db: DbOrTx, provedorId: number) {
  const linhas = await db
    .select({
      id: provedor_imagens.id,
      titulo: provedor_imagens.titulo,
      descricao: provedor_imagens.descricao,
    })
    .from(provedor_imagens)
    .where(eq(provedor_imagens.provedor_id, provedorId))
    .orderBy(asc(provedor_imagens.id));
  return linhas.map((linha) => ({ ...linha, url: imagemUrl(provedorId, linha.id) }));
}

export async function findProvedorImagem(db: DbOrTx, { provedorId, id }: { provedorId: number; id: number }) {
  const [imagem] = await db
    .select()
    .from(provedor_imagens)
    .where(and(eq(provedor_imagens.id, id), eq(provedor_imagens.provedor_id, provedorId)));
  return imagem ?? null;
}

/** FileStore keys of a provider's images, to remove the files once the provider is gone. */
export async function findProvedorArquivos(db: DbOrTx, provedorId: number): Promise<string[]> {
  const linhas = await db
    .select({ arquivo: provedor_imagens.arquivo })
    .from(provedor_imagens)
    .where(eq(provedor_imagens.provedor_id, provedorId));
  return linhas.map((linha) => linha.arquivo);
}
