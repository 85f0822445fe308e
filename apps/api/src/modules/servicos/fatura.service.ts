import { formatId, hojeNaAgencia } from '@skyler/domain/formatters';
import { BENEFICIARIO_MESSAGES } from '@skyler/domain/passageiros';
import { calcularFatura, type Fatura, type FaturaErro } from '@skyler/domain/precos/fatura';
import { PAGAMENTO_MESSAGES, podemJuntar } from '@skyler/domain/precos/pagamento';
import {
  FATURA_API_MESSAGES,
  type FaturaRequest,
  type InformacaoPagamento,
  SERVICO_MESSAGES,
  type ServicoView,
  ZFaturaRequest,
} from '@skyler/domain/servicos';
import { VENDA_ERROS } from '@skyler/domain/vendas';
import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db, DbOrTx } from '../../db/client.ts';
import {
  beneficiarios,
  type CotacaoRow,
  contatos,
  cotacoes,
  empresas,
  servicos,
} from '../../db/schema/index.ts';
import { createAuditLog } from '../../platform/audit-log.ts';
import { AppError } from '../../platform/errors.ts';
import { createNotificacao, membrosDoDepartamento } from '../../platform/notifications.ts';
import { criarPagamentosDaFaturaTx } from '../pagamentos/pagamentos.service.ts';
import { lockVenda } from '../vendas/vendas.queries.ts';
import { findQuantidadesDasCotacoes, findServicosPorIds } from './servicos.queries.ts';
import {
  type Ator,
  addErro,
  checkBeneficiarios,
  type Erros,
  replaceBeneficiarios,
} from './servicos.service.ts';

/** The field of the invoicing body a pricing refusal belongs to. */
const CAMPO_DO_ERRO: Record<FaturaErro['campo'], keyof InformacaoPagamento> = {
  tipo: 'name',
  desconto: 'desconto',
  parcelas: 'numeroParcelas',
  valorEntrada: 'valorEntrada',
  meio: 'meio_pagamento',
  valorAVista: 'cotacao',
};

/** The body as sent (before the schema's defaults and trimming). */
export type FaturaRequestInput = z.input<typeof ZFaturaRequest>;

type Item = {
  cotacao: CotacaoRow;
  info: InformacaoPagamento;
  fatura: Fatura;
};

/** Every check of the body against the cart, all refusals at once, by field; the priced items when none. */
async function prepararFatura(
  tx: DbOrTx,
  options: { venda: number; body: FaturaRequest },
): Promise<{ itens: Item[]; grupos: number[][] }> {
  const { body } = options;
  const carrinho = await tx
    .select()
    .from(cotacoes)
    .where(
      and(eq(cotacoes.venda, options.venda), eq(cotacoes.status, 'carrinho'), isNull(cotacoes.archived_at)),
    )
    .orderBy(asc(cotacoes.carrinho_em), asc(cotacoes.id))
    .for('update');
  if (carrinho.length === 0)
    throw new AppError('bad_request', SERVICO_MESSAGES.carrinhoVazio, {
      carrinho: [SERVICO_MESSAGES.carrinhoVazio],
    });
  const noCarrinho = new Map(carrinho.map((c) => [c.id, c]));
  const erros: Erros = {};

  // the cart sent: every quote of the cart, once, and nothing else
  const enviados = new Set<number>();
  body.carrinho.forEach((item, indice) => {
    if (!noCarrinho.has(item.id))
      addErro(erros, `carrinho.${indice}.id`, SERVICO_MESSAGES.cotacaoForaDoCarrinho);
    else if (enviados.has(item.id))
      addErro(erros, `carrinho.${indice}.id`, FATURA_API_MESSAGES.cotacaoRepetida);
    enviados.add(item.id);
  });
  if (carrinho.some((c) => !enviados.has(c.id)))
    addErro(erros, 'carrinho', FATURA_API_MESSAGES.carrinhoIncompleto);

  // beneficiaries sent with the cart replace the quote's list; then every list must be complete
  const quantidades = await findQuantidadesDasCotacoes(
    tx,
    carrinho.map((c) => c.id),
  );
  const enviadosComLista = body.carrinho.flatMap((item, indice) =>
    item.beneficiarios && noCarrinho.has(item.id) ? [{ item, indice, lista: item.beneficiarios }] : [],
  );
  for (const { item, indice, lista } of enviadosComLista) {
    await checkBeneficiarios(tx, {
      lista,
      quantidade: quantidades.get(item.id) ?? 1,
      prefixo: `carrinho.${indice}.beneficiarios`,
      erros,
    });
  }
  if (Object.keys(erros).length === 0) {
    for (const { item, lista } of enviadosComLista)
      await replaceBeneficiarios(tx, { cotacao: item.id, lista });
  }
  const contagem = await tx
    .select({ cotacao: beneficiarios.cotacao })
    .from(beneficiarios)
    .where(
      and(
        inArray(
          beneficiarios.cotacao,
          carrinho.map((c) => c.id),
        ),
        isNull(beneficiarios.servico),
      ),
    );
  const porCotacao = new Map<number, number>();
  for (const { cotacao } of contagem) porCotacao.set(cotacao, (porCotacao.get(cotacao) ?? 0) + 1);
  body.carrinho.forEach((item, indice) => {
    if (!noCarrinho.has(item.id) || item.beneficiarios) return;
    if ((porCotacao.get(item.id) ?? 0) !== (quantidades.get(item.id) ?? 1))
      addErro(erros, `carrinho.${indice}.beneficiarios`, BENEFICIARIO_MESSAGES.incompletos);
  });
  for (const { item, indice, lista } of enviadosComLista) {
    if (lista.length !== (quantidades.get(item.id) ?? 1))
      addErro(erros, `carrinho.${indice}.beneficiarios`, BENEFICIARIO_MESSAGES.incompletos);
  }

  // payment terms: one per cart quote, a financial responsible that exists, priced by the domain
  const contatoIds = body.informacoes_pagamento.flatMap((i) => i.responsavel_financeiro ?? []);
  const empresaIds = body.informacoes_pagamento.flatMap((i) => i.responsavel_financeiro_empresa ?? []);
  const contatosOk = new Set(
    contatoIds.length === 0
      ? []
      : (await tx.select({ id: contatos.id }).from(contatos).where(inArray(contatos.id, contatoIds))).map(
          (c) => c.id,
        ),
  );
  const empresasOk = new Set(
    empresaIds.length === 0
      ? []
      : (await tx.select({ id: empresas.id }).from(empresas).where(inArray(empresas.id, empresaIds))).map(
          (e) => e.id,
        ),
  );
  const itens: Item[] = [];
  const comInfo = new Set<number>();
  for (const [indice, info] of body.informacoes_pagamento.entries()) {
    const campo = (nome: string) => `informacoes_pagamento.${indice}.${nome}`;
    const cotacao = noCarrinho.get(info.cotacao);
    if (!cotacao) {
      addErro(erros, campo('cotacao'), SERVICO_MESSAGES.cotacaoForaDoCarrinho);
      continue;
    }
    if (comInfo.has(info.cotacao)) {
      addErro(erros, campo('cotacao'), FATURA_API_MESSAGES.cotacaoRepetida);
      continue;
    }
    comInfo.add(info.cotacao);
    const contato = info.responsavel_financeiro ?? null;
    const empresa = info.responsavel_financeiro_empresa ?? null;
    if (contato === null && empresa === null)
      addErro(erros, campo('responsavel_financeiro'), PAGAMENTO_MESSAGES.responsavelObrigatorio);
    if (contato !== null && !contatosOk.has(contato))
      addErro(erros, campo('responsavel_financeiro'), FATURA_API_MESSAGES.responsavelInexistente);
    if (empresa !== null && !empresasOk.has(empresa))
      addErro(erros, campo('responsavel_financeiro_empresa'), FATURA_API_MESSAGES.empresaInexistente);
    const preco = calcularFatura({
      valorAVista: cotacao.valor_final,
      custo: cotacao.custo_agencia,
      tipo: info.name,
      meio: info.meio_pagamento ?? null,
      parcelas: info.numeroParcelas ?? null,
      valorEntrada: info.valorEntrada ?? null,
      desconto: info.desconto,
    });
    if (!preco.ok) {
      addErro(erros, campo(CAMPO_DO_ERRO[preco.erro.campo]), preco.erro.mensagem);
      continue;
    }
    itens.push({ cotacao, info, fatura: preco.fatura });
  }

  if (carrinho.some((c) => !comInfo.has(c.id)))
    addErro(erros, 'informacoes_pagamento', PAGAMENTO_MESSAGES.todasCotacoes);

  // joined payments: quotes of the cart, each in one group, main payments of one method and instalment count
  const principal = (item: Item) => item.fatura.pagamentos[item.fatura.pagamentos.length - 1];
  const porId = new Map(itens.map((item) => [item.cotacao.id, item]));
  const agrupadas = new Set<number>();
  const grupos: number[][] = [];
  (body.pagamentosJuntos ?? []).forEach((grupo, indice) => {
    const campo = `pagamentosJuntos.${indice}`;
    const unicos = [...new Set(grupo)];
    for (const id of unicos) {
      if (!noCarrinho.has(id)) addErro(erros, campo, SERVICO_MESSAGES.cotacaoForaDoCarrinho);
      else if (agrupadas.has(id)) addErro(erros, campo, FATURA_API_MESSAGES.juntoDuasVezes);
      agrupadas.add(id);
    }
    const previstos = unicos.flatMap((id) => {
      const item = porId.get(id);
      const pagamento = item && principal(item);
      return pagamento ? [pagamento] : [];
    });
    const [primeiro] = previstos;
    if (primeiro && previstos.some((p) => !podemJuntar(primeiro, p)))
      addErro(erros, campo, FATURA_API_MESSAGES.naoJuntaveis);
    if (unicos.length >= 2) grupos.push(unicos);
  });

  if (Object.keys(erros).length > 0)
    throw new AppError('bad_request', SERVICO_MESSAGES.requerimentoIncompleto, erros);
  const ordem = new Map(carrinho.map((c, indice) => [c.id, indice]));
  itens.sort((a, b) => (ordem.get(a.cotacao.id) ?? 0) - (ordem.get(b.cotacao.id) ?? 0));
  return { itens, grupos };
}

type NovoPagamento = {
  origem: 'entrada' | 'avista' | 'parcelado';
  meio_pagamento: string;
  num_parcelas: number;
  data_vencimento: string;
  descricao: string;
  info: InformacaoPagamento;
  partes: { servico: number; valor: string }[];
};

/**
 * POST /api/vendas/{id}/fatura/ inside the caller's transaction (decision 0025): with the sale locked,
 * checks the whole cart and its terms, then creates one service per quote (status pagamento) with its
 * beneficiaries, the payments and their splits, sets the quotes to fatura, audits and notifies. Any
 * refusal throws before a row is written; a failure after rolls the caller's transaction back.
 */
export async function faturarCarrinhoTx(
  tx: DbOrTx,
  options: { venda: number; body: FaturaRequestInput; agora?: Date } & Ator,
): Promise<ServicoView[]> {
  const venda = await lockVenda(tx, options.venda);
  if (!venda) throw new AppError('not_found', VENDA_ERROS.naoEncontrada);
  if (venda.status !== 'proposta') throw new AppError('conflict', SERVICO_MESSAGES.vendaNaoProposta);
  // the route has parsed it already; the demo data passes plain objects
  const body = ZFaturaRequest.parse(options.body);
  const { itens, grupos } = await prepararFatura(tx, { venda: venda.id, body });
  const agora = options.agora ?? new Date();
  const hoje = hojeNaAgencia(agora);

  const servicoDe = new Map<number, number>();
  for (const { cotacao, info, fatura } of itens) {
    const principal = fatura.pagamentos[fatura.pagamentos.length - 1];
    const [row] = await tx
      .insert(servicos)
      .values({
        venda: venda.id,
        cotacao: cotacao.id,
        status: 'pagamento',
        metodo_pagamento: info.name,
        num_parcelas: principal?.num_parcelas ?? 1,
        valor_entrada: fatura.pagamentos.find((p) => p.origem === 'entrada')?.valor ?? '0.00',
        desconto: fatura.desconto,
        valor_avista: cotacao.valor_final,
        valor_total: fatura.valorTotal,
        responsavel_financeiro: info.responsavel_financeiro ?? null,
        responsavel_financeiro_empresa: info.responsavel_financeiro_empresa ?? null,
        created_by: options.user.id,
        created_at: agora,
        updated_at: agora,
      })
      .returning({ id: servicos.id });
    if (!row) throw new Error('service not created');
    servicoDe.set(cotacao.id, row.id);
    await tx
      .update(beneficiarios)
      .set({ servico: row.id })
      .where(and(eq(beneficiarios.cotacao, cotacao.id), isNull(beneficiarios.servico)));
  }

  // the payments: each quote's down payment and main payment; main payments of a group joined into one
  const grupoDe = new Map<number, number[]>();
  for (const grupo of grupos) for (const id of grupo) grupoDe.set(id, grupo);
  const novos: NovoPagamento[] = [];
  const juntos = new Map<number[], NovoPagamento>();
  for (const { cotacao, info, fatura } of itens) {
    const servico = servicoDe.get(cotacao.id);
    if (servico === undefined) throw new Error('service of the quote not created');
    for (const previsto of fatura.pagamentos) {
      if (Number(previsto.valor) <= 0) continue;
      const entrada = previsto.origem === 'entrada';
      const vencimento = entrada ? hoje : (info.data_vencimento ?? hoje);
      const grupo = entrada ? undefined : grupoDe.get(cotacao.id);
      const existente = grupo && juntos.get(grupo);
      if (existente) {
        existente.partes.push({ servico, valor: previsto.valor });
        if (vencimento < existente.data_vencimento) existente.data_vencimento = vencimento;
        continue;
      }
      const novo: NovoPagamento = {
        origem: previsto.origem,
        meio_pagamento: previsto.meio_pagamento,
        num_parcelas: previsto.num_parcelas,
        data_vencimento: vencimento,
        descricao: grupo
          ? `Pagamento das cotações ${grupo.map(formatId).join(', ')}`
          : `${entrada ? 'Entrada' : 'Pagamento'} da cotação ${formatId(cotacao.id)}`,
        info,
        partes: [{ servico, valor: previsto.valor }],
      };
      if (grupo) juntos.set(grupo, novo);
      novos.push(novo);
    }
  }
  const pagamentoIds = await criarPagamentosDaFaturaTx(tx, {
    venda: venda.id,
    pagamentos: novos.map(({ info, ...pagamento }) => ({
      ...pagamento,
      responsavel_financeiro: info.responsavel_financeiro ?? null,
      responsavel_financeiro_empresa: info.responsavel_financeiro_empresa ?? null,
    })),
    usuario: options.user.id,
  });

  await tx
    .update(cotacoes)
    .set({ status: 'fatura', updated_at: agora })
    .where(
      inArray(
        cotacoes.id,
        itens.map((item) => item.cotacao.id),
      ),
    );

  const criados = await findServicosPorIds(tx, [...servicoDe.values()]);
  let ultimoLog: number | null = null;
  for (const servico of criados) {
    ultimoLog = await createAuditLog(tx, {
      tipo: 'carrinho_faturado',
      usuario: options.user.id,
      venda: venda.id,
      antes: null,
      depois: servico,
      meta: {
        entidade: 'servico',
        id: servico.id,
        cotacao: servico.cotacao.id,
        pagamentos: pagamentoIds,
        ...(options.ip ? { ip: options.ip } : {}),
      },
    });
  }
  await createNotificacao(tx, {
    title:
      criados.length === 1
        ? `Carrinho da venda ${formatId(venda.id)} faturado: 1 serviço`
        : `Carrinho da venda ${formatId(venda.id)} faturado: ${criados.length} serviços`,
    context: 'servico',
    ids: { venda: venda.id },
    venda: venda.id,
    consultor: venda.consultor,
    cliente: venda.cliente,
    log: ultimoLog,
    autor: options.user.id,
    // finance receives what was invoiced; the consultant hears of it when someone else invoiced
    para: [venda.consultor, ...(await membrosDoDepartamento(tx, 'financeiro'))],
  });
  return criados;
}

export function faturarCarrinho(
  db: Db,
  options: { venda: number; body: FaturaRequestInput } & Ator,
): Promise<ServicoView[]> {
  return db.transaction((tx) => faturarCarrinhoTx(tx, options));
}
