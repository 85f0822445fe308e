import { DOCUMENTO_ROTAS, type DocumentoContato, type TipoDocumento } from '@skyler/domain/contatos';
import { and, asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { type DocumentoContatoRow, documentos_contato, usuarios } from '../../db/schema/index.ts';

export function documentoUrl(row: Pick<DocumentoContatoRow, 'id' | 'contato_id' | 'tipo'>): string {
  return `/api/contatos/${row.contato_id}/${DOCUMENTO_ROTAS[row.tipo as TipoDocumento]}/${row.id}/arquivo/`;
}

export function toDocumento(
  row: DocumentoContatoRow,
  criador: { id: number | null; nome: string | null; sobrenome: string | null } | null,
): DocumentoContato {
  return {
    id: row.id,
    tipo: row.tipo as TipoDocumento,
    numero: row.numero,
    data_emissao: row.data_emissao,
    data_validade: row.data_validade,
    pais: row.pais,
    nome_passaporte: row.nome_passaporte,
    orgao_emissor: row.orgao_emissor,
    categoria: row.categoria as DocumentoContato['categoria'],
    arquivo:
      row.arquivo && row.mime
        ? {
            nome: row.nome_arquivo ?? 'documento',
            mime: row.mime,
            tamanho: row.tamanho ?? 0,
            url: documentoUrl(row),
          }
        : null,
    created_by:
      criador?.id != null
        ? { id: criador.id, nome: criador.nome ?? '', sobrenome: criador.sobrenome ?? '' }
        : null,
    created_at: row.created_at.toISOString(),
  };
}

/** The contact's documents of one kind, oldest first (the spec uses the first passport). */
export async function findDocumentos(
  db: DbOrTx,
  { contatoId, tipo }: { contatoId: number; tipo: TipoDocumento },
): Promise<DocumentoContato[]> {
  const rows = await db
    .select({
      documento: documentos_contato,
      criador: { id: usuarios.id, nome: usuarios.nome, sobrenome: usuarios.sobrenome },
    })
    .from(documentos_contato)
    .leftJoin(usuarios, eq(usuarios.id, documentos_contato.created_by))
    .where(and(eq(documentos_contato.contato_id, contatoId), eq(documentos_contato.tipo, tipo)))
    .orderBy(asc(documentos_contato.id));
  return rows.map((row) => toDocumento(row.documento, row.criador));
}

export async function findDocumentoRow(
  db: DbOrTx,
  { contatoId, tipo, id }: { contatoId: number; tipo: TipoDocumento; id: number },
): Promise<DocumentoContatoRow | null> {
  const [row] = await db
    .select()
    .from(documentos_contato)
    .where(
      and(
        eq(documentos_contato.id, id),
        eq(documentos_contato.contato_id, contatoId),
        eq(documentos_contato.tipo, tipo),
      ),
    );
  return row ?? null;
}
