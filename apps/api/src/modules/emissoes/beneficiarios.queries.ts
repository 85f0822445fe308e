import { EMISSAO_MESSAGES, type EmissaoBeneficiario } from '@skyler/domain/emissoes';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { contatos, documentos_contato, emissoes_beneficiarios } from '../../db/schema/index.ts';
import { AppError } from '../../platform/errors.ts';
import { findEmissaoRow } from './emissoes.queries.ts';

/**
 * The issuance's beneficiaries in their order, with the contact's name, CPF, birth date and first
 * passport (the oldest one recorded, as the contact's passport tab lists them).
 */
export async function findBeneficiariosEmissao(
  db: DbOrTx,
  { emissaoId, id }: { emissaoId: number; id?: number },
): Promise<EmissaoBeneficiario[]> {
  const rows = await db
    .select({
      beneficiario: emissoes_beneficiarios,
      contato: {
        id: contatos.id,
        nome: contatos.nome,
        sobrenome: contatos.sobrenome,
        cpf: contatos.cpf,
        data_nascimento: contatos.data_nascimento,
      },
    })
    .from(emissoes_beneficiarios)
    .innerJoin(contatos, eq(contatos.id, emissoes_beneficiarios.contato))
    .where(
      and(
        eq(emissoes_beneficiarios.emissao, emissaoId),
        id === undefined ? undefined : eq(emissoes_beneficiarios.id, id),
      ),
    )
    .orderBy(asc(emissoes_beneficiarios.ordem), asc(emissoes_beneficiarios.id));
  if (rows.length === 0) return [];
  const passaportes = await db
    .select({
      contato: documentos_contato.contato_id,
      numero: documentos_contato.numero,
      data_emissao: documentos_contato.data_emissao,
      data_validade: documentos_contato.data_validade,
    })
    .from(documentos_contato)
    .where(
      and(
        eq(documentos_contato.tipo, 'passaporte'),
        inArray(
          documentos_contato.contato_id,
          rows.map((row) => row.contato.id),
        ),
      ),
    )
    .orderBy(asc(documentos_contato.id));
  const primeiro = new Map<number, (typeof passaportes)[number]>();
  for (const passaporte of passaportes) {
    if (!primeiro.has(passaporte.contato)) primeiro.set(passaporte.contato, passaporte);
  }
  return rows.map(({ beneficiario, contato }) => {
    const passaporte = primeiro.get(contato.id);
    return {
      id: beneficiario.id,
      contato: {
        ...contato,
        passaporte: passaporte
          ? {
              numero: passaporte.numero,
              data_emissao: passaporte.data_emissao,
              data_validade: passaporte.data_validade,
            }
          : null,
      },
      eticket: beneficiario.eticket,
      assento: beneficiario.assento,
      tipo_assento: beneficiario.tipo_assento,
      tipo_quarto: beneficiario.tipo_quarto,
      versao: beneficiario.versao,
    };
  });
}

export async function findBeneficiarioEmissaoRow(
  db: DbOrTx,
  { emissaoId, id }: { emissaoId: number; id: number },
) {
  const [row] = await db
    .select()
    .from(emissoes_beneficiarios)
    .where(and(eq(emissoes_beneficiarios.id, id), eq(emissoes_beneficiarios.emissao, emissaoId)))
    .for('update');
  return row ?? null;
}

/** The issuance a tab reads, or a 404 (reading is for every staff member, in any status). */
export async function exigirEmissao(db: DbOrTx, id: number) {
  const row = await findEmissaoRow(db, id);
  if (!row) throw new AppError('not_found', EMISSAO_MESSAGES.naoEncontrada);
  return row;
}
