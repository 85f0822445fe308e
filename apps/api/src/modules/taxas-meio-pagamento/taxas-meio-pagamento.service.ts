import {
  type TaxaDaTabela,
  type TaxaMeioPagamentoInput,
  type TaxaMeioPagamentoView,
  type TaxasMeioPagamentoResposta,
  ZTaxaMeioPagamentoInput,
} from '@skyler/domain/taxas-meio-pagamento';
import { MENSAGEM_VERSAO } from '@skyler/domain/versao';
import { and, desc, eq, isNotNull, isNull } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.ts';
import { taxas_meio_pagamento, usuarios } from '../../db/schema/index.ts';
import { createAuditLog } from '../../platform/audit-log.ts';
import { AppError } from '../../platform/errors.ts';
import { conferirVersao } from '../../platform/versao.ts';

type Ator = { user: { id: number }; ip: string | null };

const colunas = {
  id: taxas_meio_pagamento.id,
  meio_pagamento: taxas_meio_pagamento.meio_pagamento,
  num_parcelas: taxas_meio_pagamento.num_parcelas,
  percentual: taxas_meio_pagamento.percentual,
  fixo: taxas_meio_pagamento.fixo,
  versao: taxas_meio_pagamento.versao,
  created_at: taxas_meio_pagamento.created_at,
  archived_at: taxas_meio_pagamento.archived_at,
  autor_id: usuarios.id,
  autor_nome: usuarios.nome,
  autor_sobrenome: usuarios.sobrenome,
};

type Linha = {
  id: number;
  meio_pagamento: string;
  num_parcelas: number;
  percentual: string;
  fixo: string;
  versao: number;
  created_at: Date;
  archived_at: Date | null;
  autor_id: number | null;
  autor_nome: string | null;
  autor_sobrenome: string | null;
};

function view(linha: Linha): TaxaMeioPagamentoView {
  return {
    id: linha.id,
    meio_pagamento: linha.meio_pagamento as TaxaMeioPagamentoView['meio_pagamento'],
    num_parcelas: linha.num_parcelas,
    percentual: Number(linha.percentual).toFixed(2),
    fixo: Number(linha.fixo).toFixed(2),
    versao: linha.versao,
    vigente_desde: linha.created_at.toISOString(),
    vigente_ate: linha.archived_at?.toISOString() ?? null,
    alterado_por:
      linha.autor_id === null
        ? null
        : { id: linha.autor_id, nome: `${linha.autor_nome ?? ''} ${linha.autor_sobrenome ?? ''}`.trim() },
  };
}

/** The rows in force, by method and instalments: what the server pre-fills a concluded payment's fee from. */
export async function tabelaVigente(db: DbOrTx): Promise<TaxaDaTabela[]> {
  return db
    .select({
      meio_pagamento: taxas_meio_pagamento.meio_pagamento,
      num_parcelas: taxas_meio_pagamento.num_parcelas,
      percentual: taxas_meio_pagamento.percentual,
      fixo: taxas_meio_pagamento.fixo,
    })
    .from(taxas_meio_pagamento)
    .where(isNull(taxas_meio_pagamento.archived_at));
}

/** GET /api/taxas-meio-pagamento/: the rows in force and the archived ones (the last 200), newest first. */
export async function listarTaxas(db: DbOrTx): Promise<TaxasMeioPagamentoResposta> {
  const [vigentes, arquivadas] = await Promise.all([
    db
      .select(colunas)
      .from(taxas_meio_pagamento)
      .leftJoin(usuarios, eq(usuarios.id, taxas_meio_pagamento.created_by))
      .where(isNull(taxas_meio_pagamento.archived_at))
      .orderBy(taxas_meio_pagamento.meio_pagamento, taxas_meio_pagamento.num_parcelas),
    db
      .select(colunas)
      .from(taxas_meio_pagamento)
      .leftJoin(usuarios, eq(usuarios.id, taxas_meio_pagamento.created_by))
      .where(isNotNull(taxas_meio_pagamento.archived_at))
      .orderBy(desc(taxas_meio_pagamento.archived_at), desc(taxas_meio_pagamento.id))
      .limit(200),
  ]);
  return { taxas: vigentes.map(view), historico: arquivadas.map(view) };
}

/**
 * PUT /api/taxas-meio-pagamento/: sets a method's fee for an instalment count. The row in force, read for
 * update, is archived (its validity ends now) and its successor inserted with the next version, in one
 * transaction; a write that read an older version gets 409 (decision 0034), and so does one that believes it
 * creates a row another administrator created meanwhile. Saving the same figures changes nothing.
 */
export async function salvarTaxa(
  db: Db,
  body: TaxaMeioPagamentoInput,
  ator: Ator,
): Promise<TaxaMeioPagamentoView> {
  const dados = ZTaxaMeioPagamentoInput.parse(body);
  const id = await db.transaction(async (tx) => {
    const [atual] = await tx
      .select()
      .from(taxas_meio_pagamento)
      .where(
        and(
          eq(taxas_meio_pagamento.meio_pagamento, dados.meio_pagamento),
          eq(taxas_meio_pagamento.num_parcelas, dados.num_parcelas),
          isNull(taxas_meio_pagamento.archived_at),
        ),
      )
      .for('update');
    if (!atual) {
      if (dados.versao !== undefined) throw new AppError('conflict', MENSAGEM_VERSAO);
    } else {
      conferirVersao(atual.versao, dados.versao);
      if (
        Number(atual.percentual) === Number(dados.percentual) &&
        Number(atual.fixo) === Number(dados.fixo)
      ) {
        return atual.id;
      }
    }
    const agora = new Date();
    if (atual) {
      await tx
        .update(taxas_meio_pagamento)
        .set({ archived_at: agora })
        .where(eq(taxas_meio_pagamento.id, atual.id));
    }
    const [nova] = await tx
      .insert(taxas_meio_pagamento)
      .values({
        meio_pagamento: dados.meio_pagamento,
        num_parcelas: dados.num_parcelas,
        percentual: dados.percentual,
        fixo: dados.fixo,
        versao: (atual?.versao ?? 0) + 1,
        created_by: ator.user.id,
        created_at: agora,
      })
      .returning();
    if (!nova) throw new Error('fee row not written');
    await createAuditLog(tx, {
      tipo: 'taxa_meio_pagamento_alterada',
      usuario: ator.user.id,
      antes: atual ?? null,
      depois: nova,
      meta: { entidade: 'taxa_meio_pagamento', id: nova.id, ...(ator.ip ? { ip: ator.ip } : {}) },
    });
    return nova.id;
  });
  const [linha] = await db
    .select(colunas)
    .from(taxas_meio_pagamento)
    .leftJoin(usuarios, eq(usuarios.id, taxas_meio_pagamento.created_by))
    .where(eq(taxas_meio_pagamento.id, id));
  if (!linha) throw new AppError('not_found', MENSAGEM_VERSAO);
  return view(linha);
}
