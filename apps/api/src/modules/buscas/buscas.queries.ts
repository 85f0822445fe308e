import {
  BUSCAS_HISTORICO_MAX,
  type Busca,
  type BuscaResumo,
  type DataBusca,
} from '@skyler/domain/busca-credito';
import { desc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { present } from '../../db/present.ts';
import { buscas, contatos, empresas, usuarios } from '../../db/schema/index.ts';

const quem = { id: usuarios.id, nome: usuarios.nome, sobrenome: usuarios.sobrenome };
/** the overall flag, read from the stored result without sending the whole answer */
const generalFlag = sql<string>`coalesce(${buscas.dados} -> 'data_busca' ->> 'general_flag', 'gray')`;

/** A stored search with who ran it and the contact or company it was of, or null. */
export async function findBusca(db: DbOrTx, id: number): Promise<Busca | null> {
  const [row] = await db
    .select({
      busca: buscas,
      usuario: quem,
      contato: { id: contatos.id, nome: contatos.nome, sobrenome: contatos.sobrenome },
      empresa: { id: empresas.id, nome: empresas.nome },
      general_flag: generalFlag,
    })
    .from(buscas)
    .leftJoin(usuarios, eq(usuarios.id, buscas.usuario))
    .leftJoin(contatos, eq(contatos.id, buscas.contato))
    .leftJoin(empresas, eq(empresas.id, buscas.empresa))
    .where(eq(buscas.id, id));
  if (!row) return null;
  return {
    id: row.busca.id,
    created_at: row.busca.created_at.toISOString(),
    usuario: present(row.usuario),
    general_flag: row.general_flag,
    contato: present(row.contato),
    empresa: present(row.empresa),
    dados: row.busca.dados,
  };
}

/** The searches of one contact or one company, newest first (at most `BUSCAS_HISTORICO_MAX`). */
export async function findBuscasDoRegistro(
  db: DbOrTx,
  registro: { contato: number } | { empresa: number },
): Promise<BuscaResumo[]> {
  const rows = await db
    .select({
      busca: { id: buscas.id, created_at: buscas.created_at },
      usuario: quem,
      general_flag: generalFlag,
    })
    .from(buscas)
    .leftJoin(usuarios, eq(usuarios.id, buscas.usuario))
    .where(
      'contato' in registro ? eq(buscas.contato, registro.contato) : eq(buscas.empresa, registro.empresa),
    )
    .orderBy(desc(buscas.id))
    .limit(BUSCAS_HISTORICO_MAX);
  return rows.map((row) => ({
    id: row.busca.id,
    created_at: row.busca.created_at.toISOString(),
    usuario: present(row.usuario),
    general_flag: row.general_flag,
  }));
}

/**
 * The contact (its CPF) or the company (its CNPJ) a search is of, or undefined when it does not exist; with
 * `forUpdate`, its row locked and its current result.
 */
export async function findRegistroDaBusca(
  db: DbOrTx,
  registro: { contato: number } | { empresa: number },
  options: { forUpdate?: boolean } = {},
): Promise<{ documento: string | null; data_busca: DataBusca | null } | undefined> {
  const query =
    'contato' in registro
      ? db
          .select({ documento: contatos.cpf, data_busca: contatos.data_busca })
          .from(contatos)
          .where(eq(contatos.id, registro.contato))
      : db
          .select({ documento: empresas.cnpj, data_busca: empresas.data_busca })
          .from(empresas)
          .where(eq(empresas.id, registro.empresa));
  const [row] = await (options.forUpdate ? query.for('update') : query);
  return row;
}
