import { formatId, formatMoney } from '@skyler/domain/formatters';
import {
  PAGAMENTO_API_MESSAGES as A,
  PAGAMENTO_UI_MESSAGES as M,
  MEIOS_COM_PARCELAS,
  mensagemAcimaDoServico,
  motivoNaoExcluir,
  type PagamentoDaVenda,
  type PagamentoSave,
  type PagamentoSaveInput,
  type PagamentoSubstituirInput,
  type PagamentoView,
  podeReabrirPagamento,
  ZCriarPagamentosRequest,
  ZPagamentoReabrirRequest,
  ZPagamentoSave,
  ZPagamentoSubstituirRequest,
  ZPagamentoTotalRequest,
} from '@skyler/domain/pagamentos';
import { belongsTo } from '@skyler/domain/permissions';
import { type Dec, dec, moneyString, sum, ZERO } from '@skyler/domain/precos/dinheiro';
import {
  PAGAMENTO_MESSAGES,
  saldoAProgramar,
  substituicaoConfere,
  valorDoPagamento,
} from '@skyler/domain/precos/pagamento';
import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db, DbOrTx } from '../../db/client.ts';
import {
  contatos,
  empresas,
  type PagamentoRow,
  pagamentos,
  pagamentos_servicos,
  servicos,
} from '../../db/schema/index.ts';
import { createAuditLog } from '../../platform/audit-log.ts';
import { AppError } from '../../platform/errors.ts';
import { conferirVersao } from '../../platform/versao.ts';
import { lockVenda } from '../vendas/vendas.queries.ts';
import { liquidarPagamentoTx } from './liquidar.service.ts';
import { findPagamento, findPagamentosPorId } from './pagamentos.queries.ts';
import { atualizarServicosPagos } from './servicos-pagos.ts';
import { hojeNaAgencia } from './status-sql.ts';
import { taxaAoConcluir } from './taxa-ao-concluir.ts';

/**
 * Who changes a payment: the user's id and departments (the financeiro check) and the address, for the
 * audit rows. A signed-in user (`SessionUser`) fits.
 */
export type AutorPagamento = {
  user: { id: number; pertencente: readonly string[]; is_superuser?: boolean };
  ip: string | null;
};

/** Editing, deleting, concluding and receipts are for the financeiro department (decision 0025). */
export function isFinanceiro(user: AutorPagamento['user']): boolean {
  return belongsTo(
    { is_staff: true, cliente: false, pertencente: user.pertencente, authorized_restricted_routes: [] },
    'financeiro',
  );
}

function exigirFinanceiro(user: AutorPagamento['user']): void {
  if (!isFinanceiro(user)) throw new AppError('forbidden', M.semPermissao);
}

/**
 * Who may schedule a payment on a sale (part 1 §6, the pertencente check of payment actions): the financeiro
 * department, administrators and the sale's own consultant.
 */
export function podeCadastrarPagamento(
  user: AutorPagamento['user'],
  venda: { consultor: number | null },
): boolean {
  return (
    isFinanceiro(user) ||
    user.is_superuser === true ||
    (venda.consultor !== null && venda.consultor === user.id)
  );
}

function exigirPodeCadastrar(user: AutorPagamento['user'], venda: { consultor: number | null }): void {
  if (!podeCadastrarPagamento(user, venda)) throw new AppError('forbidden', M.semPermissaoCriar);
}

/** Zod's issues of a body as the API's `{detail, errors}`, paths under `prefixo` (criar_pagamentos' items). */
function parseOu400<T extends z.ZodType>(schema: T, body: unknown, prefixo = ''): z.output<T> {
  const parsed = schema.safeParse(body);
  if (parsed.success) return parsed.data;
  const errors: Record<string, string[]> = {};
  for (const issue of parsed.error.issues) {
    const campo = [prefixo, ...issue.path.map(String)].filter(Boolean).join('.') || 'non_field_errors';
    errors[campo] = [...(errors[campo] ?? []), issue.message];
  }
  throw new AppError('bad_request', Object.values(errors)[0]?.[0] ?? M.erroCadastrar, errors);
}

function refusal(code: 'bad_request' | 'not_found', campo: string, detail: string): AppError {
  return new AppError(code, detail, { [campo]: [detail] });
}

type VendaTravada = { id: number; status: string; consultor: number | null; cliente: number | null };

/** The sale `lockVenda` found, or a 404 on the field that names it. */
function exigirVenda<V extends VendaTravada>(venda: V | null, campo = 'venda'): V {
  if (!venda) throw refusal('not_found', campo, A.vendaNaoEncontrada);
  return venda;
}

/** The split of a payment: one service takes the whole value; several their parts (checked by the schema). */
function partesDe(body: PagamentoSave, prefixo: string): { servico: number; valor: string }[] {
  if (dec(body.taxa_meio_pagamento ?? '0').gt(dec(body.valor_pagamento.valor))) {
    throw refusal('bad_request', `${prefixo}taxa_meio_pagamento`, M.taxaAcimaDoValor);
  }
  const vistos = new Set<number>();
  for (const parte of body.servicos) {
    if (vistos.has(parte.servico)) throw refusal('bad_request', `${prefixo}servicos`, A.servicoRepetido);
    vistos.add(parte.servico);
  }
  if (body.servicos.length === 1) {
    const [unica] = body.servicos;
    return [{ servico: unica?.servico ?? 0, valor: moneyString(body.valor_pagamento.valor) }];
  }
  return body.servicos.map((parte) => {
    const valor = dec(parte.valor ?? '0');
    if (valor.lte(ZERO))
      throw refusal('bad_request', `${prefixo}servicos`, PAGAMENTO_MESSAGES.valorObrigatorio);
    return { servico: parte.servico, valor: moneyString(valor) };
  });
}

/** The services must be the sale's and not cancelled. */
async function conferirServicos(
  tx: DbOrTx,
  venda: number,
  ids: number[],
  prefixo: string,
  jaPagos: readonly number[] = [],
): Promise<void> {
  const linhas = await tx
    .select({ id: servicos.id, venda: servicos.venda, status: servicos.status })
    .from(servicos)
    .where(inArray(servicos.id, ids));
  const porId = new Map(linhas.map((linha) => [linha.id, linha]));
  for (const id of ids) {
    const servico = porId.get(id);
    if (!servico || servico.venda !== venda) {
      throw refusal('bad_request', `${prefixo}servicos`, M.servicoDeOutraVenda);
    }
    if (servico.status === 'cancelado' && !jaPagos.includes(id))
      throw refusal('bad_request', `${prefixo}servicos`, A.servicoCancelado);
  }
}

/** What the payments of each service schedule (any status: what the client will be charged), by service. */
export async function programadoPorServico(tx: DbOrTx, ids: readonly number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const linhas = await tx
    .select({
      servico: pagamentos_servicos.servico,
      programado: sql<string>`coalesce(sum(${pagamentos_servicos.valor}), 0)::text`,
    })
    .from(pagamentos_servicos)
    .where(inArray(pagamentos_servicos.servico, [...ids]))
    .groupBy(pagamentos_servicos.servico);
  return new Map(linhas.map((linha) => [linha.servico, linha.programado]));
}

/**
 * After a payment's split is written: no service may have more scheduled than its value. A write that does
 * not raise a service's scheduled amount passes (an invoice's instalments may round a cent above it).
 */
async function conferirProgramado(
  tx: DbOrTx,
  options: { servicos: readonly number[]; antes: Map<number, string>; prefixo: string },
): Promise<void> {
  const ids = [...new Set(options.servicos)];
  if (ids.length === 0) return;
  const depois = await programadoPorServico(tx, ids);
  const valores = await tx
    .select({ id: servicos.id, valor_total: servicos.valor_total })
    .from(servicos)
    .where(inArray(servicos.id, ids))
    .orderBy(servicos.id);
  for (const servico of valores) {
    const programado = dec(depois.get(servico.id) ?? '0');
    const excesso = programado.minus(servico.valor_total);
    if (excesso.gt(ZERO) && programado.gt(dec(options.antes.get(servico.id) ?? '0'))) {
      throw refusal(
        'bad_request',
        `${options.prefixo}servicos`,
        mensagemAcimaDoServico(formatId(servico.id), formatMoney(moneyString(excesso))),
      );
    }
  }
}

async function conferirResponsaveis(tx: DbOrTx, body: PagamentoSave, prefixo: string): Promise<void> {
  if (body.responsavel_financeiro) {
    const [achado] = await tx
      .select({ id: contatos.id })
      .from(contatos)
      .where(eq(contatos.id, body.responsavel_financeiro));
    if (!achado) throw refusal('bad_request', `${prefixo}responsavel_financeiro`, A.responsavelNaoEncontrado);
  }
  if (body.responsavel_financeiro_empresa) {
    const [achada] = await tx
      .select({ id: empresas.id })
      .from(empresas)
      .where(eq(empresas.id, body.responsavel_financeiro_empresa));
    if (!achada) {
      throw refusal('bad_request', `${prefixo}responsavel_financeiro_empresa`, A.responsavelNaoEncontrado);
    }
  }
}

/**
 * The fee of a payment concluded now without a fee typed (`taxa_meio_pagamento` absent from the body): the
 * fee table's (decision 0067); a typed fee, even 0, is finance's correction and stays. Null: keep the body's.
 */
async function taxaPreenchida(
  tx: DbOrTx,
  body: PagamentoSave,
  antes: PagamentoRow | null,
  partes: readonly { valor: string }[],
): Promise<string | null> {
  if (body.status !== 'concluido' || antes?.status === 'concluido') return null;
  if (body.taxa_meio_pagamento !== undefined) return null;
  const preenchida = await taxaAoConcluir(tx, {
    valor: valorDoPagamento(partes),
    meio_pagamento: body.meio_pagamento,
    num_parcelas: MEIOS_COM_PARCELAS.includes(body.meio_pagamento) ? body.num_parcelas : 1,
  });
  return preenchida?.taxa ?? null;
}

/**
 * The stored columns of a payment from its body and its split; concluded ones get their payment date and
 * who concluded. The value stored is the exact sum of its shares: the tolerance of the schema is for what
 * is typed (`valorDoPagamento`), so no cent of a payment belongs to no service. A fee the table pre-filled
 * (`taxaDaTabela`) takes the place of the body's.
 */
function colunasDe(
  body: PagamentoSave,
  partes: readonly { valor: string }[],
  user: AutorPagamento['user'],
  antes: PagamentoRow | null,
  taxaDaTabela: string | null = null,
) {
  const concluido = body.status === 'concluido';
  const jaConcluido = antes?.status === 'concluido';
  return {
    status: body.status,
    descricao: body.descricao || null,
    valor: valorDoPagamento(partes),
    moeda: body.valor_pagamento.moeda,
    meio_pagamento: body.meio_pagamento,
    taxa_meio_pagamento: taxaDaTabela ?? moneyString(body.taxa_meio_pagamento ?? '0'),
    num_parcelas: MEIOS_COM_PARCELAS.includes(body.meio_pagamento) ? body.num_parcelas : 1,
    data_vencimento: body.data_vencimento ?? null,
    data_pagamento: body.data_pagamento ?? (concluido ? (antes?.data_pagamento ?? hojeNaAgencia()) : null),
    responsavel_financeiro: body.responsavel_financeiro ?? null,
    responsavel_financeiro_empresa: body.responsavel_financeiro_empresa ?? null,
    concluido_por: concluido ? (jaConcluido ? antes.concluido_por : user.id) : null,
    concluido_em: concluido ? (jaConcluido ? antes.concluido_em : new Date()) : null,
  };
}

/** A payment of an invoiced cart: its terms are the invoice's, checked by the invoicing already. */
export type PagamentoDaFatura = {
  origem: 'entrada' | 'avista' | 'parcelado';
  meio_pagamento: string;
  num_parcelas: number;
  data_vencimento: string;
  descricao: string;
  responsavel_financeiro: number | null;
  responsavel_financeiro_empresa: number | null;
  partes: { servico: number; valor: string }[];
};

/**
 * The payments of a cart being invoiced, inside the invoicing's transaction (decision 0025): each not yet
 * made, its value the sum of its splits over the new services; the invoicing audits and notifies for the
 * whole cart. Returns the new rows' ids in order.
 */
export async function criarPagamentosDaFaturaTx(
  tx: DbOrTx,
  options: { venda: number; pagamentos: PagamentoDaFatura[]; usuario: number },
): Promise<number[]> {
  const ids: number[] = [];
  for (const pagamento of options.pagamentos) {
    const [row] = await tx
      .insert(pagamentos)
      .values({
        venda: options.venda,
        status: 'nao_efetuado',
        descricao: pagamento.descricao,
        valor: moneyString(sum(pagamento.partes.map((p) => p.valor))),
        meio_pagamento: pagamento.meio_pagamento,
        num_parcelas: pagamento.num_parcelas,
        origem: pagamento.origem,
        data_vencimento: pagamento.data_vencimento,
        responsavel_financeiro: pagamento.responsavel_financeiro,
        responsavel_financeiro_empresa: pagamento.responsavel_financeiro_empresa,
        created_by: options.usuario,
      })
      .returning({ id: pagamentos.id });
    if (!row) throw new Error('payment not created');
    await tx
      .insert(pagamentos_servicos)
      .values(
        pagamento.partes.map((parte) => ({ pagamento: row.id, servico: parte.servico, valor: parte.valor })),
      );
    ids.push(row.id);
  }
  return ids;
}

/**
 * Creates one payment inside the caller's transaction (decision 0025): any staff member, on a sale in
 * proposta or concluída; the services the sale's and not cancelled; concluded only by finance. Returns the
 * new row's id. `prefixo` names the item in the errors of a list ('pagamentos.2.').
 */
export async function criarPagamentoTx(
  tx: DbOrTx,
  options: {
    body: PagamentoSaveInput | PagamentoSave;
    origem?: string;
    prefixo?: string;
  } & AutorPagamento,
): Promise<number> {
  const prefixo = options.prefixo ?? '';
  const body = parseOu400(ZPagamentoSave, options.body, prefixo.replace(/\.$/, ''));
  if (body.status === 'concluido') exigirFinanceiro(options.user);
  const venda = exigirVenda(await lockVenda(tx, body.venda), `${prefixo}venda`);
  exigirPodeCadastrar(options.user, venda);
  if (venda.status !== 'proposta' && venda.status !== 'concluida') {
    throw new AppError('conflict', M.vendaNaoPermite);
  }
  const partes = partesDe(body, prefixo);
  await conferirServicos(
    tx,
    venda.id,
    partes.map((parte) => parte.servico),
    prefixo,
  );
  await conferirResponsaveis(tx, body, prefixo);
  const programadoAntes = await programadoPorServico(
    tx,
    partes.map((parte) => parte.servico),
  );
  const taxaDaTabela = await taxaPreenchida(tx, body, null, partes);
  const colunas = colunasDe(body, partes, options.user, null, taxaDaTabela);
  const concluir = colunas.status === 'concluido';
  const [row] = await tx
    .insert(pagamentos)
    .values({
      venda: venda.id,
      origem: options.origem ?? 'avulso',
      created_by: options.user.id,
      ...colunas,
      // a payment created concluded is concluded by the one settlement below
      ...(concluir ? { ...EM_ABERTO, status: 'nao_efetuado' } : {}),
    })
    .returning();
  if (!row) throw new Error('payment not written');
  await tx.insert(pagamentos_servicos).values(partes.map((parte) => ({ pagamento: row.id, ...parte })));
  await conferirProgramado(tx, {
    servicos: partes.map((parte) => parte.servico),
    antes: programadoAntes,
    prefixo,
  });
  if (concluir) {
    await liquidarPagamentoTx(tx, {
      antes: row,
      autor: options.user.id,
      ip: options.ip,
      data_pagamento: colunas.data_pagamento ?? hojeNaAgencia(),
      taxa: { valor: colunas.taxa_meio_pagamento, origem: taxaDaTabela === null ? 'digitada' : 'tabela' },
      registro: { tipo: 'pagamento_criado', depois: { ...row, servicos: partes } },
    });
    return row.id;
  }
  await createAuditLog(tx, {
    tipo: 'pagamento_criado',
    usuario: options.user.id,
    venda: venda.id,
    depois: { ...row, servicos: partes },
    meta: {
      entidade: 'pagamento',
      id: row.id,
      ...(taxaDaTabela === null ? {} : { taxa_origem: 'tabela' }),
      ...(options.ip ? { ip: options.ip } : {}),
    },
  });
  return row.id;
}

/** The columns of a payment not concluded: what the settlement writes when it concludes it. */
const EM_ABERTO = { data_pagamento: null, concluido_por: null, concluido_em: null } as const;

async function travarPagamento(tx: DbOrTx, id: number): Promise<PagamentoRow> {
  const [row] = await tx.select().from(pagamentos).where(eq(pagamentos.id, id)).for('update');
  if (!row) throw new AppError('not_found', M.naoEncontrado);
  return row;
}

/**
 * Writes `colunas` on a locked payment (with `updated_at`) and the change's audit row: `tipo`, what the payment
 * had (`antes`) and what it has (`depois`, from the payment as written). Answers the payment as written.
 */
async function gravarNoPagamento(
  tx: DbOrTx,
  {
    antes,
    colunas,
    registro,
    autor,
  }: {
    antes: PagamentoRow;
    colunas: Partial<typeof pagamentos.$inferInsert>;
    registro: { tipo: string; antes: unknown; depois: (escrito: PagamentoRow) => unknown };
    autor: AutorPagamento;
  },
): Promise<PagamentoRow> {
  const [escrito] = await tx
    .update(pagamentos)
    .set({ ...colunas, updated_at: new Date() })
    .where(eq(pagamentos.id, antes.id))
    .returning();
  if (!escrito) throw new AppError('not_found', M.naoEncontrado);
  await createAuditLog(tx, {
    tipo: registro.tipo,
    usuario: autor.user.id,
    venda: antes.venda,
    antes: registro.antes,
    depois: registro.depois(escrito),
    meta: { entidade: 'pagamento', id: antes.id, ...(autor.ip ? { ip: autor.ip } : {}) },
  });
  return escrito;
}

async function servicosDoPagamento(tx: DbOrTx, id: number) {
  return tx
    .select({ servico: pagamentos_servicos.servico, valor: pagamentos_servicos.valor })
    .from(pagamentos_servicos)
    .where(eq(pagamentos_servicos.pagamento, id))
    .orderBy(pagamentos_servicos.servico);
}

/**
 * Changes one payment not concluded inside the caller's transaction (financeiro only): its value, split,
 * method, dates and status, with the version read (decision 0034). Concluding it moves its services in the
 * same transaction; a concluded payment is refused (reopen it first, `reabrirPagamento`).
 */
export async function atualizarPagamentoTx(
  tx: DbOrTx,
  options: { id: number; body: PagamentoSaveInput | PagamentoSave } & AutorPagamento,
): Promise<number> {
  exigirFinanceiro(options.user);
  const body = parseOu400(ZPagamentoSave, options.body);
  const antes = await travarPagamento(tx, options.id);
  conferirVersao(antes.versao, body.versao);
  if (body.venda !== antes.venda) throw refusal('bad_request', 'venda', A.outraVenda);
  // a concluded payment is what was collected: it changes only once reopened on purpose (reabrir/)
  if (antes.status === 'concluido') throw new AppError('conflict', M.concluidoNaoAltera);
  const venda = exigirVenda(await lockVenda(tx, antes.venda));
  const partesAntes = await servicosDoPagamento(tx, antes.id);
  const partes = partesDe(body, '');
  // the card link was created for this amount: a different one needs a new payment (decision 0026)
  if (
    antes.pagarme_id &&
    (!dec(valorDoPagamento(partes)).eq(antes.valor) ||
      !dec(body.taxa_meio_pagamento ?? '0').eq(antes.taxa_meio_pagamento))
  ) {
    throw refusal('bad_request', 'valor_pagamento', M.valorComLink);
  }
  const programadoAntes = await programadoPorServico(tx, [
    ...partesAntes.map((parte) => parte.servico),
    ...partes.map((parte) => parte.servico),
  ]);
  // a service it already paid may stay even if cancelled since; one added must be payable
  await conferirServicos(
    tx,
    venda.id,
    partes.map((parte) => parte.servico),
    '',
    partesAntes.map((parte) => parte.servico),
  );
  await conferirResponsaveis(tx, body, '');
  const taxaDaTabela = await taxaPreenchida(tx, body, antes, partes);
  const colunas = colunasDe(body, partes, options.user, antes, taxaDaTabela);
  const concluir = colunas.status === 'concluido';
  const [depois] = await tx
    .update(pagamentos)
    .set({
      ...colunas,
      // concluding it is the one settlement's write, below
      ...(concluir ? { ...EM_ABERTO, status: antes.status } : {}),
      // a static Pix code carries the amount: another amount needs the code generated again
      ...(antes.pix_origem === 'estatico' &&
      !dec(colunas.valor)
        .plus(colunas.taxa_meio_pagamento)
        .eq(dec(antes.valor).plus(antes.taxa_meio_pagamento))
        ? { pix_txid: null, pix_copia_e_cola: null, pix_origem: null, pix_expira_em: null }
        : {}),
      updated_at: new Date(),
    })
    .where(eq(pagamentos.id, antes.id))
    .returning();
  if (!depois) throw new AppError('not_found', M.naoEncontrado);
  await tx.delete(pagamentos_servicos).where(eq(pagamentos_servicos.pagamento, antes.id));
  await tx.insert(pagamentos_servicos).values(partes.map((parte) => ({ pagamento: antes.id, ...parte })));
  await conferirProgramado(tx, {
    servicos: partes.map((parte) => parte.servico),
    antes: programadoAntes,
    prefixo: '',
  });
  if (concluir) {
    // a concluded payment never gets here: it is reopened first
    await liquidarPagamentoTx(tx, {
      antes: depois,
      autor: options.user.id,
      ip: options.ip,
      data_pagamento: colunas.data_pagamento ?? hojeNaAgencia(),
      taxa: { valor: colunas.taxa_meio_pagamento, origem: taxaDaTabela === null ? 'digitada' : 'tabela' },
      servicosAntes: partesAntes.map((parte) => parte.servico),
      registro: {
        tipo: 'pagamento_alterado',
        antes: { ...antes, servicos: partesAntes },
        depois: { ...depois, servicos: partes },
      },
    });
    return antes.id;
  }
  await createAuditLog(tx, {
    tipo: 'pagamento_alterado',
    usuario: options.user.id,
    venda: venda.id,
    antes: { ...antes, servicos: partesAntes },
    depois: { ...depois, servicos: partes },
    meta: {
      entidade: 'pagamento',
      id: antes.id,
      ...(taxaDaTabela === null ? {} : { taxa_origem: 'tabela' }),
      ...(options.ip ? { ip: options.ip } : {}),
    },
  });
  return antes.id;
}

async function viewOu404(db: DbOrTx, id: number): Promise<PagamentoView> {
  const view = await findPagamento(db, id);
  if (!view) throw new AppError('not_found', M.naoEncontrado);
  return view;
}

/** POST /api/pagamentos/ */
export async function criarPagamento(
  db: Db,
  options: { body: PagamentoSaveInput } & AutorPagamento,
): Promise<PagamentoView> {
  const id = await db.transaction((tx) => criarPagamentoTx(tx, options));
  return viewOu404(db, id);
}

/** PUT /api/pagamentos/{id}/ */
export async function atualizarPagamento(
  db: Db,
  options: { id: number; body: PagamentoSaveInput } & AutorPagamento,
): Promise<PagamentoView> {
  await db.transaction((tx) => atualizarPagamentoTx(tx, options));
  return viewOu404(db, options.id);
}

/** POST /api/pagamentos/criar_pagamentos/: every payment of the lists or none. */
export async function criarPagamentos(
  db: Db,
  options: { body: z.input<typeof ZCriarPagamentosRequest> } & AutorPagamento,
): Promise<PagamentoView[]> {
  const body = parseOu400(ZCriarPagamentosRequest, options.body);
  if (body.pagamentos.length + body.pagamentosJuntos.length === 0) {
    throw new AppError('bad_request', A.nenhumPagamento);
  }
  const ids = await db.transaction(async (tx) => {
    // the sales first, locked in id order: a second call waits for the first and sees what it scheduled
    const todos = [...body.pagamentos, ...body.pagamentosJuntos];
    for (const venda of [...new Set(todos.map((pagamento) => pagamento.venda))].sort((a, b) => a - b)) {
      exigirPodeCadastrar(options.user, exigirVenda(await lockVenda(tx, venda)));
    }
    const servicoIds = [...new Set(todos.flatMap((pagamento) => pagamento.servicos.map((s) => s.servico)))];
    const abertos = await abertoPorServico(tx, servicoIds);
    if (![...abertos.values()].some((aberto) => aberto.gt(ZERO))) {
      throw new AppError('conflict', M.semValorAberto);
    }
    const criados: number[] = [];
    for (const [indice, pagamento] of body.pagamentos.entries()) {
      criados.push(
        await criarPagamentoTx(tx, { ...options, body: pagamento, prefixo: `pagamentos.${indice}.` }),
      );
    }
    for (const [indice, pagamento] of body.pagamentosJuntos.entries()) {
      criados.push(
        await criarPagamentoTx(tx, { ...options, body: pagamento, prefixo: `pagamentosJuntos.${indice}.` }),
      );
    }
    return criados;
  });
  return findPagamentosPorId(db, ids);
}

/** What each service still has unscheduled: its value minus every payment's part of it (any status). */
async function abertoPorServico(tx: DbOrTx, ids: readonly number[]): Promise<Map<number, Dec>> {
  if (ids.length === 0) return new Map();
  const linhas = await tx
    .select({ id: servicos.id, total: servicos.valor_total, status: servicos.status })
    .from(servicos)
    .where(inArray(servicos.id, [...ids]));
  const programados = await programadoPorServico(tx, ids);
  return new Map(
    linhas.map((linha) => [
      linha.id,
      linha.status === 'cancelado' ? ZERO : dec(linha.total).minus(programados.get(linha.id) ?? '0'),
    ]),
  );
}

/**
 * POST /api/pagamentos/pagamento_total/ ("Cobrar saldo"): one payment of what the sale still has
 * unscheduled (each non-cancelled service's value minus all its payments, concluded or not), split over
 * the services by what each still lacks. The sale is locked first, so two calls at once create one payment
 * and the second is told there is nothing open.
 */
export async function criarPagamentoTotal(
  db: Db,
  options: { body: z.input<typeof ZPagamentoTotalRequest> } & AutorPagamento,
): Promise<PagamentoView> {
  const body = parseOu400(ZPagamentoTotalRequest, options.body);
  const id = await db.transaction(async (tx) => {
    const venda = exigirVenda(await lockVenda(tx, body.venda));
    exigirPodeCadastrar(options.user, venda);
    if (venda.status !== 'proposta' && venda.status !== 'concluida') {
      throw new AppError('conflict', M.vendaNaoPermite);
    }
    const devidos = await tx
      .select({
        servico: servicos.id,
        total: servicos.valor_total,
        status: servicos.status,
        responsavel: servicos.responsavel_financeiro,
        responsavel_empresa: servicos.responsavel_financeiro_empresa,
      })
      .from(servicos)
      .where(and(eq(servicos.venda, venda.id), ne(servicos.status, 'cancelado')))
      .orderBy(servicos.id);
    const programado = await programadoPorServico(
      tx,
      devidos.map((linha) => linha.servico),
    );
    const saldo = saldoAProgramar(
      devidos.map((linha) => ({ id: linha.servico, valor_total: linha.total, status: linha.status })),
      [...programado].map(([servico, valor]) => ({ servico, valor })),
    );
    if (saldo.partes.length === 0) throw new AppError('conflict', M.semValorAberto);
    const primeiro = devidos[0];
    return criarPagamentoTx(tx, {
      ...options,
      body: {
        venda: venda.id,
        valor_pagamento: { valor: saldo.total, moeda: 'BRL' },
        servicos: saldo.partes,
        descricao: body.descricao ?? null,
        meio_pagamento: body.meio_pagamento,
        num_parcelas: body.num_parcelas,
        data_vencimento: body.data_vencimento ?? hojeNaAgencia(),
        status: 'nao_efetuado',
        responsavel_financeiro: primeiro?.responsavel ?? null,
        responsavel_financeiro_empresa: primeiro?.responsavel
          ? null
          : (primeiro?.responsavel_empresa ?? null),
      },
    });
  });
  return viewOu404(db, id);
}

/**
 * DELETE /api/pagamentos/{id}/ (financeiro only): refused on a cancelled sale and for a concluded payment.
 * Returns the receipt's file key, to remove once the transaction is committed.
 */
export async function deletePagamento(
  db: Db,
  options: { id: number } & AutorPagamento,
): Promise<string | null> {
  exigirFinanceiro(options.user);
  return db.transaction(async (tx) => {
    const antes = await travarPagamento(tx, options.id);
    const venda = exigirVenda(await lockVenda(tx, antes.venda));
    if (venda.status === 'cancelada') throw new AppError('conflict', M.vendaCancelada);
    if (antes.status === 'concluido') throw new AppError('conflict', M.concluidoNaoExclui);
    const partes = await servicosDoPagamento(tx, antes.id);
    // the only open payment of a service still sold is what it owes: it is replaced, not deleted
    const motivo = await motivoNaoExcluirDaVenda(tx, antes);
    if (motivo) throw new AppError('conflict', motivo);
    await tx.delete(pagamentos).where(eq(pagamentos.id, antes.id));
    await createAuditLog(tx, {
      tipo: 'pagamento_excluido',
      usuario: options.user.id,
      venda: venda.id,
      antes: { ...antes, servicos: partes },
      meta: { entidade: 'pagamento', id: antes.id, ...(options.ip ? { ip: options.ip } : {}) },
    });
    return antes.documento_comprovante;
  });
}

/** `motivoNaoExcluir` (domain) on the sale's payments and services, read in the caller's transaction. */
async function motivoNaoExcluirDaVenda(tx: DbOrTx, pagamento: PagamentoRow): Promise<string | null> {
  const partes = await tx
    .select({
      pagamento: pagamentos.id,
      status: pagamentos.status,
      servico: pagamentos_servicos.servico,
      statusServico: servicos.status,
    })
    .from(pagamentos)
    .innerJoin(pagamentos_servicos, eq(pagamentos_servicos.pagamento, pagamentos.id))
    .innerJoin(servicos, eq(servicos.id, pagamentos_servicos.servico))
    .where(eq(pagamentos.venda, pagamento.venda));
  const porPagamento = new Map<number, PagamentoDaVenda & { servicos: { servico: number }[] }>();
  for (const parte of partes) {
    const atual = porPagamento.get(parte.pagamento) ?? {
      id: parte.pagamento,
      status: parte.status,
      servicos: [],
    };
    atual.servicos.push({ servico: parte.servico });
    porPagamento.set(parte.pagamento, atual);
  }
  const esse = porPagamento.get(pagamento.id) ?? { id: pagamento.id, status: pagamento.status, servicos: [] };
  return motivoNaoExcluir(
    esse,
    [...porPagamento.values()],
    new Map(partes.map((parte) => [parte.servico, parte.statusServico])),
    formatId,
  );
}

/**
 * POST /api/pagamentos/{id}/substituir/ (financeiro only, decision 0066): a payment not concluded is swapped
 * for the payments of the body (another method, due date or several instalments) in one transaction, with
 * the version read. The new payments must charge each service exactly what the old one charged, so
 * Contas a Receber expects the same money before and after; each new payment is audited as created and the
 * swap itself once, naming both sides. Returns the new payments' ids.
 */
export async function substituirPagamentoTx(
  tx: DbOrTx,
  options: { id: number; body: PagamentoSubstituirInput } & AutorPagamento,
): Promise<number[]> {
  exigirFinanceiro(options.user);
  const body = parseOu400(ZPagamentoSubstituirRequest, options.body);
  const antes = await travarPagamento(tx, options.id);
  conferirVersao(antes.versao, body.versao);
  if (antes.status === 'concluido') throw new AppError('conflict', M.concluidoNaoSubstitui);
  const venda = exigirVenda(await lockVenda(tx, antes.venda));
  if (venda.status === 'cancelada') throw new AppError('conflict', M.vendaCanceladaNaoSubstitui);
  const partesAntes = await servicosDoPagamento(tx, antes.id);
  const novas = body.pagamentos.flatMap((pagamento) =>
    pagamento.servicos.map((parte) => ({ servico: parte.servico, valor: parte.valor })),
  );
  if (!substituicaoConfere(partesAntes, novas))
    throw refusal('bad_request', 'pagamentos', M.substituicaoDiferente);
  await tx.delete(pagamentos).where(eq(pagamentos.id, antes.id));
  const criados: number[] = [];
  for (const [indice, novo] of body.pagamentos.entries()) {
    criados.push(
      await criarPagamentoTx(tx, {
        ...options,
        origem: antes.origem,
        prefixo: `pagamentos.${indice}.`,
        body: {
          venda: venda.id,
          valor_pagamento: { valor: valorDoPagamento(novo.servicos), moeda: 'BRL' },
          servicos: novo.servicos,
          descricao: novo.descricao ?? antes.descricao,
          meio_pagamento: novo.meio_pagamento,
          num_parcelas: novo.num_parcelas,
          data_vencimento: novo.data_vencimento ?? null,
          status: 'nao_efetuado',
          responsavel_financeiro: antes.responsavel_financeiro,
          responsavel_financeiro_empresa: antes.responsavel_financeiro_empresa,
        },
      }),
    );
  }
  await createAuditLog(tx, {
    tipo: 'pagamento_substituido',
    usuario: options.user.id,
    venda: venda.id,
    antes: { ...antes, servicos: partesAntes },
    depois: { pagamentos: criados, servicos: novas },
    meta: { entidade: 'pagamento', id: antes.id, ...(options.ip ? { ip: options.ip } : {}) },
  });
  return criados;
}

/** POST /api/pagamentos/{id}/substituir/: the new payments, as the tab lists them. */
export async function substituirPagamento(
  db: Db,
  options: { id: number; body: PagamentoSubstituirInput } & AutorPagamento,
): Promise<PagamentoView[]> {
  const ids = await db.transaction((tx) => substituirPagamentoTx(tx, options));
  return findPagamentosPorId(db, ids);
}

/**
 * A payment of a cancelled service is not reopened (`podeReabrirPagamento`, decision 0063). The services are
 * locked first, so a cancellation running at the same time either waits for the reopening (and then frees
 * the reopened payment, decision 0025) or is seen here.
 */
async function recusarServicoCancelado(tx: DbOrTx, pagamento: number): Promise<void> {
  const partes = await tx
    .select({ status: servicos.status })
    .from(servicos)
    .innerJoin(pagamentos_servicos, eq(pagamentos_servicos.servico, servicos.id))
    .where(eq(pagamentos_servicos.pagamento, pagamento))
    .orderBy(servicos.id)
    .for('update', { of: servicos });
  if (!podeReabrirPagamento(partes.map((parte) => parte.status)))
    throw new AppError('conflict', M.canceladoNaoReabre);
}

/**
 * POST /api/pagamentos/{id}/reabrir/ (financeiro only): a concluded payment becomes receivable again, with
 * the reason in its audit row; its services follow (back to awaiting payment when no longer covered). Only
 * then may it be edited.
 */
export async function reabrirPagamento(
  db: Db,
  options: { id: number; body: z.input<typeof ZPagamentoReabrirRequest> } & AutorPagamento,
): Promise<PagamentoView> {
  exigirFinanceiro(options.user);
  const body = parseOu400(ZPagamentoReabrirRequest, options.body);
  await db.transaction(async (tx) => {
    const antes = await travarPagamento(tx, options.id);
    conferirVersao(antes.versao, body.versao);
    if (antes.status !== 'concluido') throw new AppError('conflict', M.soConcluidoReabre);
    const venda = exigirVenda(await lockVenda(tx, antes.venda));
    await recusarServicoCancelado(tx, antes.id);
    const [depois] = await tx
      .update(pagamentos)
      .set({
        status: 'nao_efetuado',
        data_pagamento: null,
        concluido_por: null,
        concluido_em: null,
        updated_at: new Date(),
      })
      .where(eq(pagamentos.id, antes.id))
      .returning();
    if (!depois) throw new AppError('not_found', M.naoEncontrado);
    const partes = await servicosDoPagamento(tx, antes.id);
    await createAuditLog(tx, {
      tipo: 'pagamento_reaberto',
      usuario: options.user.id,
      venda: venda.id,
      antes: { ...antes, servicos: partes },
      depois: { ...depois, servicos: partes },
      meta: {
        entidade: 'pagamento',
        id: antes.id,
        motivo: body.motivo,
        ...(options.ip ? { ip: options.ip } : {}),
      },
    });
    await atualizarServicosPagos(tx, {
      servicos: partes.map((parte) => parte.servico),
      usuario: options.user.id,
      ip: options.ip,
      pagamento: antes.id,
    });
  });
  return viewOu404(db, options.id);
}

export { exigirFinanceiro, gravarNoPagamento, travarPagamento };
