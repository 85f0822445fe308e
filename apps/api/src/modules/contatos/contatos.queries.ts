import { normalizarBusca } from '@skyler/domain/busca';
import {
  type Contato,
  type ContatoResumo,
  type EmissaoDoBeneficiario,
  emptyEnderecoContato,
  type MilhaValidadaDoContato,
  type VendaDoContato,
} from '@skyler/domain/contatos';
import { asc, count, eq, inArray, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.ts';
import { type ContatoRow, contatos, contatos_empresas, empresas, usuarios } from '../../db/schema/index.ts';
import { matchesSearch } from '../../platform/text-search.ts';
import type { VendaFatura } from './fatura-pdf.tsx';

/** What the list search looks in (decision 0012). */
export function nomeBuscaContato(contato: {
  nome: string;
  sobrenome?: string | null;
  cpf?: string | null;
  email?: string | null;
}): string {
  return normalizarBusca(contato.nome, contato.sobrenome, contato.cpf, contato.email);
}

export function contatosWhere({ search }: { search?: string | undefined }): SQL | undefined {
  return matchesSearch(contatos.nome_busca, search);
}

const criador = alias(usuarios, 'criador');
const editor = alias(usuarios, 'editor');
const indicador = alias(contatos, 'indicador');
const relacionado = alias(contatos, 'relacionado');

/** the aliases differ only in their SQL name: one shape of columns serves them all */
const usuarioRef = (tabela: unknown) => {
  const u = tabela as typeof criador;
  return { id: u.id, nome: u.nome, sobrenome: u.sobrenome };
};
const contatoRef = (tabela: unknown) => {
  const c = tabela as typeof indicador;
  return { id: c.id, nome: c.nome, sobrenome: c.sobrenome };
};

/** a left join without a match gives an object of nulls */
function present<T extends { id: number | null }>(value: T | null): (T & { id: number }) | null {
  return value?.id == null ? null : (value as T & { id: number });
}

function selectContatos(db: DbOrTx) {
  return db
    .select({
      contato: contatos,
      created_by: usuarioRef(criador),
      last_edited_by: usuarioRef(editor),
      indicacao: contatoRef(indicador),
      relacao: contatoRef(relacionado),
    })
    .from(contatos)
    .leftJoin(criador, eq(criador.id, contatos.created_by))
    .leftJoin(editor, eq(editor.id, contatos.last_edited_by))
    .leftJoin(indicador, eq(indicador.id, contatos.indicacao))
    .leftJoin(relacionado, eq(relacionado.id, contatos.relacao));
}

type ContatoJoined = Awaited<ReturnType<typeof selectContatos>>[number];

function toResumo(row: ContatoJoined, ultimaCompra: string | null): ContatoResumo {
  const { contato } = row;
  return {
    id: contato.id,
    nome: contato.nome,
    sobrenome: contato.sobrenome,
    perfil: contato.perfil as ContatoResumo['perfil'],
    tier: contato.tier,
    cpf: contato.cpf,
    email: contato.email,
    telefone: contato.telefone,
    data_nascimento: contato.data_nascimento,
    cliente_estrangeiro: contato.cliente_estrangeiro,
    indicacao: present(row.indicacao),
    instagram: contato.instagram,
    linkedin: contato.linkedin,
    created_by: present(row.created_by),
    created_at: contato.created_at.toISOString(),
    last_edited_by: present(row.last_edited_by),
    updated_at: contato.updated_at.toISOString(),
    ultima_compra: ultimaCompra,
  };
}

/** One page of the contact list, alphabetical (accents ignored). */
export async function findContatosPage(
  db: DbOrTx,
  { where, limit, offset }: { where: SQL | undefined; limit: number; offset: number },
): Promise<ContatoResumo[]> {
  const rows = await selectContatos(db)
    .where(where)
    .orderBy(asc(contatos.nome_busca), asc(contatos.id))
    .limit(limit)
    .offset(offset);
  const compras = await findUltimasCompras(
    db,
    rows.map((row) => row.contato.id),
  );
  return rows.map((row) => toResumo(row, compras.get(row.contato.id) ?? null));
}

export async function countContatos(db: DbOrTx, where: SQL | undefined): Promise<number> {
  const [row] = await db.select({ n: count() }).from(contatos).where(where);
  return row?.n ?? 0;
}

export async function findContatoRow(
  db: DbOrTx,
  id: number,
  { forUpdate = false }: { forUpdate?: boolean } = {},
): Promise<ContatoRow | null> {
  const query = db.select().from(contatos).where(eq(contatos.id, id));
  const [row] = forUpdate ? await query.for('update') : await query;
  return row ?? null;
}

export async function findEmpresasDoContato(db: DbOrTx, id: number) {
  return db
    .select({ id: empresas.id, nome: empresas.nome })
    .from(contatos_empresas)
    .innerJoin(empresas, eq(empresas.id, contatos_empresas.empresa_id))
    .where(eq(contatos_empresas.contato_id, id))
    .orderBy(asc(empresas.nome_busca), asc(empresas.id));
}

export async function findContato(db: DbOrTx, id: number): Promise<Contato | null> {
  const [row] = await selectContatos(db).where(eq(contatos.id, id));
  if (!row) return null;
  const [ligadas, compras] = await Promise.all([findEmpresasDoContato(db, id), findUltimasCompras(db, [id])]);
  const { contato } = row;
  return {
    ...toResumo(row, compras.get(id) ?? null),
    cnpj: contato.cnpj,
    cnh: contato.cnh,
    genero: contato.genero,
    empresas: ligadas,
    endereco: { ...emptyEnderecoContato(), ...contato.endereco },
    extras: {
      instagram: contato.instagram,
      linkedin: contato.linkedin,
      relacao: present(row.relacao),
      tipo_relacao: contato.tipo_relacao,
      data_especial: contato.data_especial,
      ocasiao: contato.ocasiao,
      observacoes: contato.observacoes,
    },
    data_busca: contato.data_busca,
  };
}

export async function findContatosExistentes(db: DbOrTx, ids: number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db.select({ id: contatos.id }).from(contatos).where(inArray(contatos.id, ids));
  return new Set(rows.map((row) => row.id));
}

// ——— what later areas supply ———
// Sales, validated miles and issuances live in their own areas. Until those areas exist, a contact has
// none: each function below answers with what the database holds for this contact, which is nothing,
// and is where the area that creates those records plugs in its query.

/** Sales whose client is the contact, newest first; the sales area supplies them. */
export async function findVendasDoContato(_db: DbOrTx, _contatoId: number): Promise<VendaDoContato[]> {
  return [];
}

/** Date of the newest sale of each contact; the sales area supplies it. */
export async function findUltimasCompras(_db: DbOrTx, _contatoIds: number[]): Promise<Map<number, string>> {
  return new Map();
}

/** Validated miles purchases that used the contact's accounts; the miles area supplies them. */
export async function findMilhasValidadasDoContato(
  _db: DbOrTx,
  _contatoId: number,
): Promise<MilhaValidadaDoContato[]> {
  return [];
}

/** Issuances where the contact travels as a beneficiary; the issuances area supplies them. */
export async function findEmissoesDoBeneficiario(
  _db: DbOrTx,
  _contatoId: number,
): Promise<EmissaoDoBeneficiario[]> {
  return [];
}

/** The chosen sales of the contact with their services, for the invoice PDF; the sales area supplies them. */
export async function findVendasParaFatura(
  _db: DbOrTx,
  _options: { contatoId: number; vendas: number[] },
): Promise<VendaFatura[]> {
  return [];
}
