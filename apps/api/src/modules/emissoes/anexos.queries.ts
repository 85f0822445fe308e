import type { Anexo } from '@skyler/domain/emissoes';
import { asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { emissoes_anexos, usuarios } from '../../db/schema/index.ts';

export type AnexoRow = typeof emissoes_anexos.$inferSelect;
type Criador = { id: number | null; nome: string | null; sobrenome: string | null } | null;

/** Where the attachment's file is read, inline, with its stored type. */
export function anexoUrl(id: number): string {
  return `/api/anexos/${id}/arquivo/`;
}

export function toAnexo(row: AnexoRow, criador: Criador): Anexo {
  return {
    id: row.id,
    nome: row.nome,
    emissao_id: row.emissao,
    documento: anexoUrl(row.id),
    tipo_arquivo: row.tipo_arquivo,
    created_by:
      criador?.id != null ? { id: criador.id, nome: criador.nome ?? '', sobrenome: criador.sobrenome } : null,
    created_at: row.created_at.toISOString(),
  };
}

const criador = { id: usuarios.id, nome: usuarios.nome, sobrenome: usuarios.sobrenome };

/** The issuance's vouchers and other documents, oldest first. */
export async function findAnexos(db: DbOrTx, emissaoId: number): Promise<Anexo[]> {
  const rows = await db
    .select({ anexo: emissoes_anexos, criador })
    .from(emissoes_anexos)
    .leftJoin(usuarios, eq(usuarios.id, emissoes_anexos.created_by))
    .where(eq(emissoes_anexos.emissao, emissaoId))
    .orderBy(asc(emissoes_anexos.id));
  return rows.map((row) => toAnexo(row.anexo, row.criador));
}

export async function findAnexoRow(db: DbOrTx, id: number): Promise<AnexoRow | null> {
  const [row] = await db.select().from(emissoes_anexos).where(eq(emissoes_anexos.id, id));
  return row ?? null;
}
