import { normalizarBusca } from '@skyler/domain/busca';
import type { Empresa, EmpresaResumo, RelacaoEmpresa } from '@skyler/domain/empresas';
import { asc, count, eq, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.ts';
import { present } from '../../db/present.ts';
import { contatos, contatos_empresas, type EmpresaRow, empresas, usuarios } from '../../db/schema/index.ts';
import { matchesSearch } from '../../platform/text-search.ts';

/** What the list search looks in. */
export function nomeBuscaEmpresa(empresa: {
  nome: string;
  razao_social?: string | null;
  cnpj?: string | null;
  email?: string | null;
}): string {
  return normalizarBusca(empresa.nome, empresa.razao_social, empresa.cnpj, empresa.email);
}

export function empresasWhere({ search }: { search?: string | undefined }): SQL | undefined {
  return matchesSearch(empresas.nome_busca, search);
}

const criador = alias(usuarios, 'criador');
const editor = alias(usuarios, 'editor');

/** the aliases differ only in their SQL name: one shape of columns serves them all */
const usuarioRef = (tabela: unknown) => {
  const u = tabela as typeof criador;
  return { id: u.id, nome: u.nome, sobrenome: u.sobrenome };
};

function selectEmpresas(db: DbOrTx) {
  return db
    .select({
      empresa: empresas,
      created_by: usuarioRef(criador),
      last_edited_by: usuarioRef(editor),
      indicacao: { id: contatos.id, nome: contatos.nome, sobrenome: contatos.sobrenome },
    })
    .from(empresas)
    .leftJoin(criador, eq(criador.id, empresas.created_by))
    .leftJoin(editor, eq(editor.id, empresas.last_edited_by))
    .leftJoin(contatos, eq(contatos.id, empresas.indicacao));
}

type EmpresaJoined = Awaited<ReturnType<typeof selectEmpresas>>[number];

function toResumo(row: EmpresaJoined): EmpresaResumo {
  const { empresa } = row;
  return {
    id: empresa.id,
    nome: empresa.nome,
    razao_social: empresa.razao_social,
    cnpj: empresa.cnpj,
    email: empresa.email,
    telefone: empresa.telefone,
    tier: empresa.tier,
    created_by: present(row.created_by),
    created_at: empresa.created_at.toISOString(),
    last_edited_by: present(row.last_edited_by),
    updated_at: empresa.updated_at.toISOString(),
  };
}

export async function findEmpresasPage(
  db: DbOrTx,
  { where, limit, offset }: { where: SQL | undefined; limit: number; offset: number },
): Promise<EmpresaResumo[]> {
  const rows = await selectEmpresas(db)
    .where(where)
    .orderBy(asc(empresas.nome_busca), asc(empresas.id))
    .limit(limit)
    .offset(offset);
  return rows.map(toResumo);
}

export async function countEmpresas(db: DbOrTx, where: SQL | undefined): Promise<number> {
  const [row] = await db.select({ n: count() }).from(empresas).where(where);
  return row?.n ?? 0;
}

export async function findEmpresa(db: DbOrTx, id: number): Promise<Empresa | null> {
  const [row] = await selectEmpresas(db).where(eq(empresas.id, id));
  if (!row) return null;
  return {
    ...toResumo(row),
    indicacao: present(row.indicacao),
    observacoes: row.empresa.observacoes,
    data_busca: row.empresa.data_busca,
  };
}

export async function findEmpresaRow(
  db: DbOrTx,
  id: number,
  { forUpdate = false }: { forUpdate?: boolean } = {},
): Promise<EmpresaRow | null> {
  const query = db.select().from(empresas).where(eq(empresas.id, id));
  const [row] = forUpdate ? await query.for('update') : await query;
  return row ?? null;
}

/** Contacts linked to the company, alphabetical (the Relações tab). */
export async function findRelacoesDaEmpresa(db: DbOrTx, id: number): Promise<RelacaoEmpresa[]> {
  const rows = await db
    .select({
      id: contatos.id,
      nome: contatos.nome,
      sobrenome: contatos.sobrenome,
      perfil: contatos.perfil,
      tier: contatos.tier,
      cpf: contatos.cpf,
      email: contatos.email,
      telefone: contatos.telefone,
    })
    .from(contatos_empresas)
    .innerJoin(contatos, eq(contatos.id, contatos_empresas.contato_id))
    .where(eq(contatos_empresas.empresa_id, id))
    .orderBy(asc(contatos.nome_busca), asc(contatos.id));
  return rows.map((row) => ({ ...row, perfil: row.perfil as RelacaoEmpresa['perfil'] }));
}
