import type { PassageiroDocumentos, PernaDocumentos } from '@skyler/domain/documentos-viagem';
import type { Passageiro } from '@skyler/domain/passageiros';
import { and, asc, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import {
  aeroportos,
  beneficiarios,
  contatos,
  cotacoes,
  documentos_contato,
  orcamentos,
  passageiros,
  passageiros_exclusoes,
  subcotacoes,
} from '../../db/schema/index.ts';

const passageiroColumns = {
  id: contatos.id,
  nome: contatos.nome,
  sobrenome: contatos.sobrenome,
  cpf: contatos.cpf,
  data_nascimento: contatos.data_nascimento,
};

/** The passengers of each request, in order. */
export async function findPassageiros(
  db: DbOrTx,
  orcamentoIds: number[],
): Promise<Map<number, Passageiro[]>> {
  const porOrcamento = new Map<number, Passageiro[]>();
  if (orcamentoIds.length === 0) return porOrcamento;
  const linhas = await db
    .select({ orcamento: passageiros.orcamento, ...passageiroColumns })
    .from(passageiros)
    .innerJoin(contatos, eq(contatos.id, passageiros.contato))
    .where(inArray(passageiros.orcamento, orcamentoIds))
    .orderBy(asc(passageiros.orcamento), asc(passageiros.ordem));
  for (const { orcamento, ...passageiro } of linhas)
    porOrcamento.set(orcamento, [...(porOrcamento.get(orcamento) ?? []), passageiro]);
  return porOrcamento;
}

/** The passengers each quote leaves out. */
export async function findExclusoes(db: DbOrTx, cotacaoIds: number[]): Promise<Map<number, number[]>> {
  const porCotacao = new Map<number, number[]>();
  if (cotacaoIds.length === 0) return porCotacao;
  const linhas = await db
    .select({ cotacao: passageiros_exclusoes.cotacao, contato: passageiros_exclusoes.contato })
    .from(passageiros_exclusoes)
    .where(inArray(passageiros_exclusoes.cotacao, cotacaoIds))
    .orderBy(asc(passageiros_exclusoes.contato));
  for (const l of linhas) porCotacao.set(l.cotacao, [...(porCotacao.get(l.cotacao) ?? []), l.contato]);
  return porCotacao;
}

export async function replacePassageiros(
  tx: DbOrTx,
  { orcamento, contatos: lista }: { orcamento: number; contatos: readonly number[] },
): Promise<void> {
  await tx.delete(passageiros).where(eq(passageiros.orcamento, orcamento));
  if (lista.length > 0)
    await tx.insert(passageiros).values(lista.map((contato, i) => ({ orcamento, contato, ordem: i + 1 })));
  // a quote drops only passengers of its request
  await tx.execute(sql`delete from ${passageiros_exclusoes} e using ${cotacoes} c
    where c.id = e.cotacao and c.orcamento = ${orcamento}
      and not exists (select 1 from ${passageiros} p where p.orcamento = ${orcamento} and p.contato = e.contato)`);
}

export async function replaceExclusoes(
  tx: DbOrTx,
  { cotacao, excluidos }: { cotacao: number; excluidos: readonly number[] },
): Promise<void> {
  await tx.delete(passageiros_exclusoes).where(eq(passageiros_exclusoes.cotacao, cotacao));
  if (excluidos.length > 0)
    await tx.insert(passageiros_exclusoes).values(excluidos.map((contato) => ({ cotacao, contato })));
}

/** The quotes of a request (or of several) still in the cart, with the request's passenger counts. */
export async function findCotacoesNoCarrinho(
  db: DbOrTx,
  where: { orcamento?: number; venda?: number; cotacao?: number },
) {
  const filtros = [
    eq(cotacoes.status, 'carrinho'),
    isNull(cotacoes.archived_at),
    where.orcamento === undefined ? undefined : eq(cotacoes.orcamento, where.orcamento),
    where.venda === undefined ? undefined : eq(cotacoes.venda, where.venda),
    where.cotacao === undefined ? undefined : eq(cotacoes.id, where.cotacao),
  ];
  return db
    .select({
      id: cotacoes.id,
      orcamento: cotacoes.orcamento,
      descricao: orcamentos.descricao,
      tipo: orcamentos.tipo_servico,
      detalhes: orcamentos.detalhes,
    })
    .from(cotacoes)
    .innerJoin(orcamentos, eq(orcamentos.id, cotacoes.orcamento))
    .where(and(...filtros))
    .orderBy(asc(cotacoes.carrinho_em), asc(cotacoes.id));
}

/** The contacts of a quote's list not yet carried to a service, in order. */
export async function findBeneficiariosAbertos(tx: DbOrTx, cotacao: number) {
  return tx
    .select({ id: beneficiarios.id, contato: beneficiarios.contato, ordem: beneficiarios.ordem })
    .from(beneficiarios)
    .where(and(eq(beneficiarios.cotacao, cotacao), isNull(beneficiarios.servico)))
    .orderBy(asc(beneficiarios.ordem), asc(beneficiarios.id));
}

export async function deleteBeneficiarios(tx: DbOrTx, ids: number[]): Promise<void> {
  if (ids.length > 0) await tx.delete(beneficiarios).where(inArray(beneficiarios.id, ids));
}

export async function insertBeneficiarios(
  tx: DbOrTx,
  linhas: { cotacao: number; contato: number; ordem: number }[],
): Promise<void> {
  if (linhas.length > 0) await tx.insert(beneficiarios).values(linhas);
}

export async function updateOrdemBeneficiario(tx: DbOrTx, { id, ordem }: { id: number; ordem: number }) {
  await tx.update(beneficiarios).set({ ordem }).where(eq(beneficiarios.id, id));
}

/** What each contact's record says about their documents: the newest passport and RG. */
export async function findDocumentosDosContatos(
  db: DbOrTx,
  ids: number[],
): Promise<Map<number, PassageiroDocumentos>> {
  const porContato = new Map<number, PassageiroDocumentos>();
  if (ids.length === 0) return porContato;
  const pessoas = await db
    .select({
      id: contatos.id,
      nome: contatos.nome,
      sobrenome: contatos.sobrenome,
      cpf: contatos.cpf,
      data_nascimento: contatos.data_nascimento,
      estrangeiro: contatos.cliente_estrangeiro,
      relacao: contatos.relacao,
      tipo_relacao: contatos.tipo_relacao,
    })
    .from(contatos)
    .where(inArray(contatos.id, ids));
  const documentos = await db
    .select({
      contato: documentos_contato.contato_id,
      tipo: documentos_contato.tipo,
      numero: documentos_contato.numero,
      data_validade: documentos_contato.data_validade,
      nome_passaporte: documentos_contato.nome_passaporte,
    })
    .from(documentos_contato)
    .where(
      and(
        inArray(documentos_contato.contato_id, ids),
        inArray(documentos_contato.tipo, ['passaporte', 'rg']),
      ),
    )
    // the newest first: the passport valid longest, then the one added last
    .orderBy(
      desc(sql`coalesce(${documentos_contato.data_validade}, '0001-01-01')`),
      desc(documentos_contato.id),
    );
  for (const p of pessoas) {
    const passaporte = documentos.find((d) => d.contato === p.id && d.tipo === 'passaporte');
    const rg = documentos.find((d) => d.contato === p.id && d.tipo === 'rg');
    porContato.set(p.id, {
      ...p,
      rg: rg?.numero ?? null,
      passaporte: passaporte
        ? {
            numero: passaporte.numero,
            data_validade: passaporte.data_validade,
            nome: passaporte.nome_passaporte,
          }
        : null,
    });
  }
  return porContato;
}

type PernaJson = { origem?: string; destino?: string; data_hora_partida?: string | null };
type ViagemJson = { trechos?: { pernas?: PernaJson[] }[] } | null;

/**
 * Each quote's trip: the legs of all its tickets, with the airports' countries and the departure days, in
 * the order they fly. A leg without a date is left out; a quote without a flight has no legs.
 */
export async function findPernasDasCotacoes(
  db: DbOrTx,
  cotacaoIds: number[],
): Promise<Map<number, PernaDocumentos[]>> {
  const porCotacao = new Map<number, PernaDocumentos[]>();
  if (cotacaoIds.length === 0) return porCotacao;
  const bilhetes = await db
    .select({ cotacao: subcotacoes.cotacao, viagem: subcotacoes.viagem })
    .from(subcotacoes)
    .where(inArray(subcotacoes.cotacao, cotacaoIds));
  const pernas = bilhetes.flatMap((b) =>
    ((b.viagem as ViagemJson)?.trechos ?? []).flatMap((t) =>
      (t.pernas ?? []).flatMap((p) =>
        p.data_hora_partida && p.origem && p.destino
          ? [{ cotacao: b.cotacao, origem: p.origem, destino: p.destino, quando: p.data_hora_partida }]
          : [],
      ),
    ),
  );
  const iatas = [...new Set(pernas.flatMap((p) => [p.origem, p.destino]))];
  const paises = new Map(
    iatas.length === 0
      ? []
      : (
          await db
            .select({ iata: aeroportos.iata, pais: aeroportos.pais_iso2 })
            .from(aeroportos)
            .where(inArray(aeroportos.iata, iatas))
        ).map((a) => [a.iata.trim(), a.pais]),
  );
  for (const p of pernas.sort((a, b) => a.quando.localeCompare(b.quando)))
    porCotacao.set(p.cotacao, [
      ...(porCotacao.get(p.cotacao) ?? []),
      {
        origem_pais: paises.get(p.origem) ?? null,
        destino_pais: paises.get(p.destino) ?? null,
        data: p.quando.slice(0, 10),
      },
    ]);
  return porCotacao;
}
