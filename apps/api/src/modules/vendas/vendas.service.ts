import { formatId } from '@skyler/domain/formatters';
import {
  alvoVenda,
  CHAT_MESSAGES,
  podeCancelarVenda,
  podeConcluirVenda,
  podeConversarVenda,
  podeEditarVenda,
  podePegarVendas,
  VENDA_ERROS,
  type VendaForm,
  type VendaFormParsed,
  vendaQuitada,
} from '@skyler/domain/vendas';
import { eq } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.ts';
import { chat_messages, contatos, empresas, usuarios, type VendaRow, vendas } from '../../db/schema/index.ts';
import { createAuditLog } from '../../platform/audit-log.ts';
import { AppError } from '../../platform/errors.ts';
import { publishEvent } from '../../platform/events.ts';
import { createNotificacao } from '../../platform/notifications.ts';
import type { SessionUser } from '../../platform/sessions.ts';
import { fecharOrcamentosDaVendaTx, insertOrcamentos } from '../orcamentos/orcamentos.service.ts';
import { findSaldoDaVenda } from './venda-abas.queries.ts';
import { lockVenda } from './vendas.queries.ts';

type Actor = { user: SessionUser; ip: string };

async function checkUsuario(tx: DbOrTx, id: number | null | undefined, field: 'consultor' | 'sdr') {
  if (!id) return;
  const [row] = await tx.select().from(usuarios).where(eq(usuarios.id, id));
  const ok = row?.ativo && !row.cliente && (field === 'consultor' || row.sdr);
  if (!ok) {
    const message = field === 'consultor' ? VENDA_ERROS.consultorInvalido : VENDA_ERROS.sdrInvalido;
    throw new AppError('bad_request', message, { [field]: [message] });
  }
}

/** Checks the client or company and returns the client's referral (Indicação). */
async function checkCliente(tx: DbOrTx, target: { cliente: number | null; cliente_empresa: number | null }) {
  if (target.cliente_empresa) {
    const [empresa] = await tx
      .select({ id: empresas.id })
      .from(empresas)
      .where(eq(empresas.id, target.cliente_empresa));
    if (!empresa)
      throw new AppError('bad_request', VENDA_ERROS.empresaInvalida, {
        cliente_empresa: [VENDA_ERROS.empresaInvalida],
      });
    return null;
  }
  const [contato] = await tx
    .select({ id: contatos.id, indicacao: contatos.indicacao })
    .from(contatos)
    .where(eq(contatos.id, target.cliente ?? 0));
  if (!contato)
    throw new AppError('bad_request', VENDA_ERROS.clienteInvalido, {
      cliente: [VENDA_ERROS.clienteInvalido],
    });
  return contato.indicacao ?? null;
}

async function formValues(tx: DbOrTx, input: VendaForm) {
  const target = alvoVenda(input);
  await checkUsuario(tx, input.consultor, 'consultor');
  await checkUsuario(tx, input.sdr, 'sdr');
  const indicacao = await checkCliente(tx, target);
  return {
    cliente: target.cliente,
    cliente_empresa: target.cliente_empresa,
    indicacao,
    consultor: input.consultor ?? null,
    sdr: input.sdr ?? null,
    meio_contato_tipo: input.meio_contato_tipo ?? null,
    meio_contato_valor: input.meio_contato_valor ?? null,
    anotacoes: input.anotacoes?.trim() || null,
  };
}

async function record(
  tx: DbOrTx,
  options: { tipo: string; title: string; antes: VendaRow | null; depois: VendaRow; actor: Actor },
) {
  const { depois, actor } = options;
  const log = await createAuditLog(tx, {
    tipo: options.tipo,
    usuario: actor.user.id,
    venda: depois.id,
    antes: options.antes,
    depois,
    meta: { entidade: 'venda', id: depois.id, ip: actor.ip },
  });
  await createNotificacao(tx, {
    title: options.title,
    context: 'venda',
    ids: { venda: depois.id },
    venda: depois.id,
    consultor: depois.consultor,
    cliente: depois.cliente,
    log,
    autor: actor.user.id,
    // the sale's consultant, and the one who had it when it changes hands
    para: [depois.consultor, options.antes?.consultor],
  });
}

async function loadForChange(tx: DbOrTx, id: number) {
  const venda = await lockVenda(tx, id);
  if (!venda) throw new AppError('not_found', VENDA_ERROS.naoEncontrada);
  return venda;
}

/** A new sale in proposta, with the quote requests of its form in the same transaction. */
export async function createVenda(db: Db, options: { input: VendaFormParsed } & Actor): Promise<number> {
  return db.transaction(async (tx) => {
    const values = await formValues(tx, options.input);
    const [venda] = await tx
      .insert(vendas)
      .values({ ...values, status: 'proposta', created_by: options.user.id, last_edited_by: options.user.id })
      .returning();
    if (!venda) throw new Error('sale not created');
    await record(tx, {
      tipo: 'venda_criada',
      title: `Venda ${formatId(venda.id)} criada`,
      antes: null,
      depois: venda,
      actor: options,
    });
    const pedidos = options.input.orcamentos ?? [];
    if (pedidos.length > 0)
      await insertOrcamentos(tx, { venda, items: pedidos, user: options.user, ip: options.ip });
    return venda.id;
  });
}

/**
 * The Pega Vendas queue (`sem_consultor`) is listed, through any route that lists or exports sales, only
 * for `podePegarVendas` (decision 0051); 403 for anyone else.
 */
export function conferirFiltroSemConsultor(
  filtros: { sem_consultor?: boolean | undefined },
  user: SessionUser,
) {
  if (filtros.sem_consultor && !podePegarVendas(user)) {
    throw new AppError('forbidden', VENDA_ERROS.semPegaVendas);
  }
}

/**
 * A full edit needs `podeEditarVenda`; a body of only `{consultor}` (Pega Vendas) is also allowed to
 * users of the pega-vendas route while the sale has no consultant (docs/decisions/0010-sale-editing.md).
 * Giving a sale without a consultant one, by either body, is taking it: only `podePegarVendas` may
 * (decision 0051), whoever else may edit the sale.
 */
export async function updateVenda(
  db: Db,
  options: { id: number; input: VendaForm | { consultor: number } } & Actor,
): Promise<void> {
  await db.transaction(async (tx) => {
    const antes = await loadForChange(tx, options.id);
    const onlyConsultor = Object.keys(options.input).length === 1 && 'consultor' in options.input;
    const pegaVenda = onlyConsultor && antes.consultor === null && podePegarVendas(options.user);
    if (!podeEditarVenda(antes, options.user) && !pegaVenda) {
      throw new AppError('conflict', VENDA_ERROS.naoPodeEditar);
    }
    const novoConsultor = (options.input as { consultor?: number | null }).consultor ?? null;
    if (antes.consultor === null && novoConsultor !== null && !podePegarVendas(options.user)) {
      throw new AppError('forbidden', VENDA_ERROS.semPegaVendas);
    }
    let values: Partial<typeof vendas.$inferInsert>;
    if (onlyConsultor) {
      await checkUsuario(tx, options.input.consultor, 'consultor');
      values = { consultor: options.input.consultor };
    } else {
      values = await formValues(tx, options.input as VendaForm);
    }
    const [depois] = await tx
      .update(vendas)
      .set({ ...values, last_edited_by: options.user.id, updated_at: new Date() })
      .where(eq(vendas.id, options.id))
      .returning();
    if (!depois) throw new Error('sale not updated');
    await record(tx, {
      tipo: 'venda_editada',
      title: onlyConsultor
        ? `Consultor atribuído à venda ${formatId(depois.id)}`
        : `Venda ${formatId(depois.id)} editada`,
      antes,
      depois,
      actor: options,
    });
  });
}

export async function cancelVenda(db: Db, options: { id: number; motivo: string } & Actor): Promise<void> {
  await db.transaction(async (tx) => {
    const antes = await loadForChange(tx, options.id);
    if (!podeCancelarVenda(antes)) throw new AppError('conflict', VENDA_ERROS.naoPodeCancelar);
    const now = new Date();
    const [depois] = await tx
      .update(vendas)
      .set({
        status: 'fechada',
        motivo_cancelamento: options.motivo,
        cancelado_por: options.user.id,
        cancelada_em: now,
        last_edited_by: options.user.id,
        updated_at: now,
      })
      .where(eq(vendas.id, options.id))
      .returning();
    if (!depois) throw new Error('sale not cancelled');
    await fecharOrcamentosDaVendaTx(tx, { venda: depois.id, em: now, user: options.user, ip: options.ip });
    await record(tx, {
      tipo: 'venda_cancelada',
      title: `Venda ${formatId(depois.id)} cancelada`,
      antes,
      depois,
      actor: options,
    });
  });
}

export async function concludeVenda(db: Db, options: { id: number } & Actor): Promise<void> {
  await db.transaction(async (tx) => {
    const antes = await loadForChange(tx, options.id);
    if (!podeConcluirVenda(antes)) throw new AppError('conflict', VENDA_ERROS.naoPodeConcluir);
    if (!vendaQuitada(await findSaldoDaVenda(tx, antes.id)))
      throw new AppError('conflict', VENDA_ERROS.emAberto);
    const now = new Date();
    const [depois] = await tx
      .update(vendas)
      .set({
        status: 'concluida',
        concluida_por: options.user.id,
        concluida_em: now,
        last_edited_by: options.user.id,
        updated_at: now,
      })
      .where(eq(vendas.id, options.id))
      .returning();
    if (!depois) throw new Error('sale not concluded');
    await fecharOrcamentosDaVendaTx(tx, { venda: depois.id, em: now, user: options.user, ip: options.ip });
    await record(tx, {
      tipo: 'venda_concluida',
      title: `Venda ${formatId(depois.id)} concluída`,
      antes,
      depois,
      actor: options,
    });
  });
}

/** Stores a chat message and announces it to every process listening to the sale's chat. */
export async function postChatMessage(
  db: Db,
  options: { venda: number; message: string; user: SessionUser; ip: string },
) {
  return db.transaction(async (tx) => {
    // locked: a message cannot slip in while the sale is being concluded or cancelled
    const venda = await lockVenda(tx, options.venda);
    if (!venda) throw new AppError('not_found', VENDA_ERROS.naoEncontrada);
    if (!podeConversarVenda(venda)) throw new AppError('conflict', CHAT_MESSAGES.somenteLeitura);
    const [row] = await tx
      .insert(chat_messages)
      .values({ venda: options.venda, message: options.message, created_by: options.user.id })
      .returning();
    if (!row) throw new Error('chat message not written');
    const mensagem = {
      id: row.id,
      venda: row.venda,
      message: row.message,
      created_at: row.created_at.toISOString(),
      created_by: { id: options.user.id, nome: options.user.nome, sobrenome: options.user.sobrenome },
    };
    await createAuditLog(tx, {
      tipo: 'chat_mensagem_enviada',
      usuario: options.user.id,
      venda: row.venda,
      depois: { message: row.message },
      meta: { entidade: 'chat_message', id: row.id, ip: options.ip },
    });
    await publishEvent(tx, 'chat', { venda: row.venda, mensagem });
    return mensagem;
  });
}
