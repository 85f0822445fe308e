import { COTACAO_API_MESSAGES, COTACAO_MESSAGES } from '@skyler/domain/cotacoes';
import {
  type AvisosPassageiro,
  type PernaDocumentos,
  verificarDocumentosViagem,
} from '@skyler/domain/documentos-viagem';
import type { TipoOrcamento } from '@skyler/domain/orcamentos';
import { ORCAMENTO_MESSAGES } from '@skyler/domain/orcamentos-regras';
import {
  BENEFICIARIO_MESSAGES,
  type ExclusoesRequest,
  PASSAGEIROS_MESSAGES,
  type PassageirosDoOrcamento,
  type PassageirosRequest,
} from '@skyler/domain/passageiros';
import { VENDA_ERROS } from '@skyler/domain/vendas';
import { eq, inArray } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.ts';
import { contatos, cotacoes, orcamentos } from '../../db/schema/index.ts';
import { createAuditLog } from '../../platform/audit-log.ts';
import { AppError } from '../../platform/errors.ts';
import { quantidadeDoOrcamento } from '../servicos/servicos.queries.ts';
import { lockVenda } from '../vendas/vendas.queries.ts';
import {
  deleteBeneficiarios,
  findBeneficiariosAbertos,
  findCotacoesNoCarrinho,
  findDocumentosDosContatos,
  findExclusoes,
  findPassageiros,
  findPernasDasCotacoes,
  insertBeneficiarios,
  replaceExclusoes,
  replacePassageiros,
  updateOrdemBeneficiario,
} from './passageiros.queries.ts';

/** Who makes a change, for the audit row. */
export type Ator = { user: { id: number }; ip: string | null };

const meta = (ator: Ator) => (ator.ip ? { ip: ator.ip } : {});

/**
 * Everyone a request counts as travelling: adults, children and infants of a flight or hotel (a flight's
 * count, infants included), one otherwise. A quote then takes as many as it needs (`quantidadeDoOrcamento`).
 */
function quantidadeDePassageiros(tipo: TipoOrcamento, detalhes: Record<string, unknown>): number {
  return tipo === 'orcamento_voo' || tipo === 'orcamento_hotel'
    ? quantidadeDoOrcamento('orcamento_voo', detalhes)
    : 1;
}

// ——— the warnings ———

/**
 * Each passenger's warnings on a trip (`verificarDocumentosViagem`), everyone listed travelling together; in
 * the order given. A trip without legs (not a flight) warns of nothing.
 */
export async function avisosDaViagem(
  db: DbOrTx,
  { contatos: ids, pernas }: { contatos: readonly number[]; pernas: readonly PernaDocumentos[] },
): Promise<AvisosPassageiro[]> {
  const documentos = await findDocumentosDosContatos(db, [...new Set(ids)]);
  const juntos = [...documentos.values()];
  return ids.flatMap((id) => {
    const passageiro = documentos.get(id);
    if (!passageiro) return [];
    return [
      {
        contato: { id, nome: passageiro.nome, sobrenome: passageiro.sobrenome },
        avisos: verificarDocumentosViagem(passageiro, { pernas, passageiros: juntos }),
      },
    ];
  });
}

/** The warnings of the passengers of a quote's trip (the legs of all its tickets). */
export async function avisosDaCotacao(
  db: DbOrTx,
  { cotacao, contatos: ids }: { cotacao: number; contatos: readonly number[] },
): Promise<AvisosPassageiro[]> {
  const pernas = (await findPernasDasCotacoes(db, [cotacao])).get(cotacao) ?? [];
  return avisosDaViagem(db, { contatos: ids, pernas });
}

// ——— reading the cart's passengers ———

/**
 * GET /api/vendas/{id}/passageiros/: each request with quotes in the cart, its passengers, and per quote who
 * it drops and the warnings of those who travel on it (its beneficiaries).
 */
export async function findPassageirosDaVenda(db: DbOrTx, venda: number): Promise<PassageirosDoOrcamento[]> {
  const noCarrinho = await findCotacoesNoCarrinho(db, { venda });
  const orcamentoIds = [...new Set(noCarrinho.map((c) => c.orcamento))];
  const cotacaoIds = noCarrinho.map((c) => c.id);
  const [porOrcamento, exclusoes, pernas] = await Promise.all([
    findPassageiros(db, orcamentoIds),
    findExclusoes(db, cotacaoIds),
    findPernasDasCotacoes(db, cotacaoIds),
  ]);
  const resultado: PassageirosDoOrcamento[] = [];
  for (const orcamento of orcamentoIds) {
    const cotacoesDele = noCarrinho.filter((c) => c.orcamento === orcamento);
    const primeira = cotacoesDele[0];
    if (!primeira) continue;
    const itens = [];
    for (const c of cotacoesDele) {
      const viajam = (await findBeneficiariosAbertos(db, c.id)).map((b) => b.contato);
      itens.push({
        cotacao: c.id,
        excluidos: exclusoes.get(c.id) ?? [],
        avisos: await avisosDaViagem(db, { contatos: viajam, pernas: pernas.get(c.id) ?? [] }),
      });
    }
    resultado.push({
      orcamento,
      descricao: primeira.descricao,
      quantidade: quantidadeDePassageiros(primeira.tipo, primeira.detalhes),
      passageiros: porOrcamento.get(orcamento) ?? [],
      cotacoes: itens,
    });
  }
  return resultado;
}

// ——— the cart's lists follow the request ———

/**
 * Makes each quote's list (the beneficiaries not yet carried to a service) the request's passengers less the
 * ones it drops, up to the passengers it needs; a kept beneficiary keeps its seat, baggage and room. A request
 * without passengers leaves its quotes' lists as they are unless `forcar` (its list was just emptied).
 */
export async function sincronizarBeneficiariosTx(
  tx: DbOrTx,
  where: { orcamento?: number; cotacao?: number; forcar?: boolean; exceto?: number },
): Promise<void> {
  const alvos = (
    await findCotacoesNoCarrinho(tx, { orcamento: where.orcamento, cotacao: where.cotacao })
  ).filter((c) => c.id !== where.exceto);
  if (alvos.length === 0) return;
  const porOrcamento = await findPassageiros(tx, [...new Set(alvos.map((c) => c.orcamento))]);
  const exclusoes = await findExclusoes(
    tx,
    alvos.map((c) => c.id),
  );
  for (const cotacao of alvos) {
    const lista = porOrcamento.get(cotacao.orcamento) ?? [];
    if (lista.length === 0 && !where.forcar) continue;
    const fora = new Set(exclusoes.get(cotacao.id) ?? []);
    const quantidade = quantidadeDoOrcamento(cotacao.tipo, cotacao.detalhes);
    const desejados = lista
      .map((p) => p.id)
      .filter((id) => !fora.has(id))
      .slice(0, quantidade);
    const atuais = await findBeneficiariosAbertos(tx, cotacao.id);
    await deleteBeneficiarios(
      tx,
      atuais.filter((b) => !desejados.includes(b.contato)).map((b) => b.id),
    );
    const novos = [];
    for (const [indice, contato] of desejados.entries()) {
      const atual = atuais.find((b) => b.contato === contato);
      if (!atual) novos.push({ cotacao: cotacao.id, contato, ordem: indice + 1 });
      else if (atual.ordem !== indice + 1)
        await updateOrdemBeneficiario(tx, { id: atual.id, ordem: indice + 1 });
    }
    await insertBeneficiarios(tx, novos);
  }
}

/**
 * A quote's list was chosen on its own (PUT /api/cotacoes/{id}/beneficiarios/): its new contacts join the
 * request's passengers (and so its other quotes in the cart), and the passengers it lacks are dropped from it.
 */
export async function registrarListaDaCotacaoTx(
  tx: DbOrTx,
  { cotacao, contatos: lista }: { cotacao: number; contatos: readonly number[] },
): Promise<void> {
  const [alvo] = await tx
    .select({ orcamento: cotacoes.orcamento })
    .from(cotacoes)
    .where(eq(cotacoes.id, cotacao));
  if (!alvo) return;
  const atuais = ((await findPassageiros(tx, [alvo.orcamento])).get(alvo.orcamento) ?? []).map((p) => p.id);
  const todos = [...atuais, ...lista.filter((id) => !atuais.includes(id))];
  if (todos.length !== atuais.length)
    await replacePassageiros(tx, { orcamento: alvo.orcamento, contatos: todos });
  await replaceExclusoes(tx, { cotacao, excluidos: todos.filter((id) => !lista.includes(id)) });
  // the quote itself keeps the list as it was chosen, in its order
  await sincronizarBeneficiariosTx(tx, { orcamento: alvo.orcamento, exceto: cotacao });
}

// ——— the writes ———

async function carregarOrcamento(tx: DbOrTx, id: number) {
  const [alvo] = await tx.select().from(orcamentos).where(eq(orcamentos.id, id));
  if (!alvo) throw new AppError('not_found', ORCAMENTO_MESSAGES.naoEncontrado);
  const venda = await lockVenda(tx, alvo.venda);
  if (!venda) throw new AppError('not_found', VENDA_ERROS.naoEncontrada);
  if (venda.status !== 'proposta') throw new AppError('conflict', COTACAO_MESSAGES.vendaNaoProposta);
  return { orcamento: alvo, venda };
}

async function checkContatos(tx: DbOrTx, ids: readonly number[], campo: string): Promise<void> {
  const erros: Record<string, string[]> = {};
  const existentes = new Set(
    ids.length === 0
      ? []
      : (
          await tx
            .select({ id: contatos.id })
            .from(contatos)
            .where(inArray(contatos.id, [...ids]))
        ).map((c) => c.id),
  );
  const vistos = new Set<number>();
  ids.forEach((id, indice) => {
    const chave = `${campo}.${indice}`;
    if (vistos.has(id)) erros[chave] = [BENEFICIARIO_MESSAGES.duplicado];
    else if (!existentes.has(id)) erros[chave] = [BENEFICIARIO_MESSAGES.semContato];
    vistos.add(id);
  });
  const primeira = Object.values(erros)[0]?.[0];
  if (primeira) throw new AppError('bad_request', primeira, erros);
}

/**
 * PUT /api/orcamentos/{id}/passageiros/: the request's passengers, chosen once; each of its quotes in the
 * cart takes them as beneficiaries (less the ones it drops). One transaction, audited.
 */
export function salvarPassageiros(
  db: Db,
  options: { orcamento: number; body: PassageirosRequest } & Ator,
): Promise<PassageirosDoOrcamento[]> {
  return db.transaction((tx) => salvarPassageirosTx(tx, options));
}

/** `salvarPassageiros` inside the caller's transaction (the demo data). */
export async function salvarPassageirosTx(
  tx: DbOrTx,
  options: { orcamento: number; body: PassageirosRequest } & Ator,
): Promise<PassageirosDoOrcamento[]> {
  const { orcamento, venda } = await carregarOrcamento(tx, options.orcamento);
  const lista = options.body.contatos;
  await checkContatos(tx, lista, 'contatos');
  if (lista.length > quantidadeDePassageiros(orcamento.tipo_servico, orcamento.detalhes))
    throw new AppError('bad_request', PASSAGEIROS_MESSAGES.demais, {
      contatos: [PASSAGEIROS_MESSAGES.demais],
    });
  const antes = (await findPassageiros(tx, [orcamento.id])).get(orcamento.id) ?? [];
  await replacePassageiros(tx, { orcamento: orcamento.id, contatos: lista });
  await sincronizarBeneficiariosTx(tx, { orcamento: orcamento.id, forcar: true });
  const depois = (await findPassageiros(tx, [orcamento.id])).get(orcamento.id) ?? [];
  await createAuditLog(tx, {
    tipo: 'passageiros_alterados',
    usuario: options.user.id,
    venda: venda.id,
    antes,
    depois,
    meta: { entidade: 'orcamento', id: orcamento.id, ...meta(options) },
  });
  return findPassageirosDaVenda(tx, venda.id);
}

/** PUT /api/cotacoes/{id}/passageiros/: the request's passengers a quote in the cart leaves out; audited. */
export function salvarExclusoes(
  db: Db,
  options: { cotacao: number; body: ExclusoesRequest } & Ator,
): Promise<PassageirosDoOrcamento[]> {
  return db.transaction(async (tx) => {
    const [alvo] = await tx
      .select({ orcamento: cotacoes.orcamento })
      .from(cotacoes)
      .where(eq(cotacoes.id, options.cotacao));
    if (!alvo) throw new AppError('not_found', COTACAO_API_MESSAGES.naoEncontrada);
    const { venda } = await carregarOrcamento(tx, alvo.orcamento);
    const [cotacao] = await findCotacoesNoCarrinho(tx, { cotacao: options.cotacao });
    if (!cotacao) throw new AppError('conflict', COTACAO_MESSAGES.naoNoCarrinho);
    const doOrcamento = ((await findPassageiros(tx, [alvo.orcamento])).get(alvo.orcamento) ?? []).map(
      (p) => p.id,
    );
    const excluidos = [...new Set(options.body.excluidos)];
    const fora = excluidos.findIndex((id) => !doOrcamento.includes(id));
    if (fora >= 0)
      throw new AppError('bad_request', PASSAGEIROS_MESSAGES.naoPassageiro, {
        [`excluidos.${fora}`]: [PASSAGEIROS_MESSAGES.naoPassageiro],
      });
    const antes = (await findExclusoes(tx, [cotacao.id])).get(cotacao.id) ?? [];
    await replaceExclusoes(tx, { cotacao: cotacao.id, excluidos });
    await sincronizarBeneficiariosTx(tx, { cotacao: cotacao.id });
    await createAuditLog(tx, {
      tipo: 'passageiros_excluidos',
      usuario: options.user.id,
      venda: venda.id,
      antes: { excluidos: antes },
      depois: { excluidos: [...excluidos].sort((a, b) => a - b) },
      meta: { entidade: 'cotacao', id: cotacao.id, ...meta(options) },
    });
    return findPassageirosDaVenda(tx, venda.id);
  });
}
