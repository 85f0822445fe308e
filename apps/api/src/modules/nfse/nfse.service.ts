import { formatMoney } from '@skyler/domain/formatters';
import { formatId } from '@skyler/domain/formatters-basicos';
import {
  NFSE_MESSAGES as M,
  type NfseCancelarRequest,
  type NfseQuery,
  type NfseReenviarRequest,
  type NfseTomador,
  type NfseView,
  referenciaNfse,
  ZNfseCancelarRequest,
  ZNfseReenviarRequest,
  ZNfseTomador,
} from '@skyler/domain/nfse';
import { dec } from '@skyler/domain/precos/dinheiro';
import { MENSAGEM_VERSAO } from '@skyler/domain/versao';
import type { Db, DbOrTx } from '../../db/client.ts';
import type { Ator } from '../../platform/actor.ts';
import { createAuditLog } from '../../platform/audit-log.ts';
import { AppError } from '../../platform/errors.ts';
import { publishEvent } from '../../platform/events.ts';
import type { Page } from '../../platform/pagination.ts';
import {
  countNfseDoServico,
  findNfse,
  findNfsePage,
  findNfseViva,
  findServicoParaNfse,
  insertNfse,
  lockNfse,
  type NfseRow,
  type ServicoParaNfse,
  updateNfse,
} from './nfse.queries.ts';
import { type ConfiguracaoNfse, lerConfiguracaoNfse, receitaPropriaDoServico } from './nfse-fiscal.ts';

/** Whether NFS-e is on in this server: the provider's URL and token are set. */
export type NfseLigada = { ligada: boolean };

function exigirLigada(nfse: NfseLigada): void {
  if (!nfse.ligada) throw new AppError('conflict', M.desligada);
}

/** The taker copied from the sale's client when the invoice is requested. */
export function tomadorDoCliente(cliente: NonNullable<ServicoParaNfse['cliente']>): NfseTomador {
  const e = cliente.endereco ?? {};
  const documento = cliente.cpf || cliente.cnpj || '';
  const lido = ZNfseTomador.safeParse({
    documento,
    nome: cliente.nome,
    email: cliente.email ?? '',
    endereco: {
      logradouro: e.logradouro ?? '',
      numero: e.numero ?? '',
      complemento: e.complemento ?? '',
      bairro: e.bairro ?? '',
      cidade: e.cidade ?? '',
      uf: e.estado ?? '',
      cep: e.cep ?? '',
    },
  });
  if (!lido.success) throw new AppError('bad_request', M.semDocumento);
  return lido.data;
}

/** The invoice's description from the settings' template: `{servico}`, `{cliente}`, `{venda}`, `{valor}`. */
export function descricaoDaNfse(
  modelo: string,
  dados: { servico: number; venda: number; cliente: string; valor: string },
): string {
  const texto = (modelo.trim() || 'Serviços de agenciamento de viagem — serviço {servico} da venda {venda}.')
    .replaceAll('{servico}', formatId(dados.servico))
    .replaceAll('{venda}', formatId(dados.venda))
    .replaceAll('{cliente}', dados.cliente)
    .replaceAll('{valor}', formatMoney(dados.valor));
  return texto.slice(0, 2000);
}

export type OrigemNfse = 'sob_demanda' | 'ao_concluir' | 'lote_mensal';

/**
 * Requests the service's NFS-e in the caller's transaction: written `pendente` and due at once for the queue,
 * whose processes wake at the commit. Idempotent: a service that already has a live invoice answers it.
 * Never talks to the provider.
 */
export async function solicitarNfseTx(
  tx: DbOrTx,
  options: {
    servico: number;
    configuracao: ConfiguracaoNfse;
    origem: OrigemNfse;
    usuario: number | null;
    ip?: string | null;
  },
): Promise<{ nfse: NfseRow; nova: boolean }> {
  const viva = await findNfseViva(tx, options.servico);
  if (viva) return { nfse: viva, nova: false };
  const servico = await findServicoParaNfse(tx, options.servico);
  if (!servico) throw new AppError('not_found', M.servicoNaoEncontrado);
  if (servico.status === 'cancelado') throw new AppError('conflict', M.servicoCancelado);
  if (!servico.cliente) throw new AppError('bad_request', M.semCliente);
  const valor = await receitaPropriaDoServico(tx, options.servico);
  if (dec(valor).lte(0)) throw new AppError('conflict', M.semReceita);
  const tomador = tomadorDoCliente(servico.cliente);
  const anteriores = await countNfseDoServico(tx, options.servico);
  const referencia =
    anteriores === 0
      ? referenciaNfse(options.servico)
      : `${referenciaNfse(options.servico)}-${anteriores + 1}`;
  const agora = new Date();
  const nfse = await insertNfse(tx, {
    servico: options.servico,
    referencia,
    status: 'pendente',
    valor: dec(valor).toFixed(2),
    tomador,
    discriminacao: descricaoDaNfse(options.configuracao.modelo_descricao, {
      servico: servico.id,
      venda: servico.venda,
      cliente: tomador.nome,
      valor,
    }),
    operacao: 'emitir',
    proxima_tentativa: agora,
    created_by: options.usuario,
    updated_by: options.usuario,
  });
  if (!nfse) {
    const concorrente = await findNfseViva(tx, options.servico);
    if (!concorrente) throw new AppError('conflict', M.naoEncontrada);
    return { nfse: concorrente, nova: false };
  }
  await createAuditLog(tx, {
    tipo: 'nfse_solicitada',
    usuario: options.usuario,
    venda: servico.venda,
    depois: { referencia, valor: nfse.valor, tomador: tomador.nome, origem: options.origem },
    meta: { entidade: 'nfse', id: nfse.id, servico: servico.id, ...(options.ip ? { ip: options.ip } : {}) },
  });
  await publishEvent(tx, 'nfse', {});
  return { nfse, nova: true };
}

async function configuracaoExigida(db: DbOrTx): Promise<ConfiguracaoNfse> {
  const configuracao = await lerConfiguracaoNfse(db);
  if (!configuracao) throw new AppError('conflict', M.semConfiguracao);
  return configuracao;
}

/** POST /api/servicos/{id}/nfse/: the service's invoice, requested now (or the live one it already has). */
export async function solicitarNfse(
  db: Db,
  ligada: NfseLigada,
  options: { servico: number } & Ator,
): Promise<NfseView> {
  exigirLigada(ligada);
  const configuracao = await configuracaoExigida(db);
  const { nfse } = await db.transaction(async (tx) =>
    solicitarNfseTx(tx, {
      servico: options.servico,
      configuracao,
      origem: 'sob_demanda',
      usuario: options.user.id,
      ip: options.ip,
    }),
  );
  return exigirView(db, nfse.id, configuracao.prazo_cancelamento_dias);
}

/**
 * A concluded service's invoice when the settings say `ao_concluir`, in the transaction that concludes it:
 * only the enqueueing. Off, unconfigured, or a service with nothing to invoice: nothing happens.
 */
export async function solicitarNfseAoConcluirTx(
  tx: DbOrTx,
  options: { servico: number; usuario: number | null; ligada: boolean },
): Promise<void> {
  if (!options.ligada) return;
  const configuracao = await lerConfiguracaoNfse(tx);
  if (configuracao?.emissao !== 'ao_concluir') return;
  try {
    await solicitarNfseTx(tx, {
      servico: options.servico,
      configuracao,
      origem: 'ao_concluir',
      usuario: options.usuario,
    });
  } catch (error) {
    // a service without a taker's document or own revenue is concluded anyway; finance requests it later
    if (!(error instanceof AppError)) throw error;
  }
}

async function exigirView(db: DbOrTx, id: number, prazoDias: number | null): Promise<NfseView> {
  const view = await findNfse(db, id, prazoDias);
  if (!view) throw new AppError('not_found', M.naoEncontrada);
  return view;
}

export async function listarNfse(db: DbOrTx, query: NfseQuery): Promise<Page<NfseView>> {
  const configuracao = await lerConfiguracaoNfse(db);
  return findNfsePage(db, query, configuracao?.prazo_cancelamento_dias ?? null);
}

export async function verNfse(db: DbOrTx, id: number): Promise<NfseView> {
  const configuracao = await lerConfiguracaoNfse(db);
  return exigirView(db, id, configuracao?.prazo_cancelamento_dias ?? null);
}

function conferirVersao(row: NfseRow, versao: number | undefined): void {
  if (versao !== undefined && versao !== row.versao) throw new AppError('conflict', MENSAGEM_VERSAO);
}

/**
 * POST /api/nfse/{id}/cancelar/: an authorised invoice within the settings' window is cancelled at the
 * provider by the queue, with the reason given; after the window, a clear refusal.
 */
export async function cancelarNfse(
  db: Db,
  ligada: NfseLigada,
  options: { id: number; body: NfseCancelarRequest } & Ator,
  agora = new Date(),
): Promise<NfseView> {
  exigirLigada(ligada);
  const body = ZNfseCancelarRequest.parse(options.body);
  const configuracao = await configuracaoExigida(db);
  await db.transaction(async (tx) => {
    const row = await lockNfse(tx, options.id);
    if (!row) throw new AppError('not_found', M.naoEncontrada);
    conferirVersao(row, body.versao);
    if (row.status !== 'autorizada' || !row.autorizada_em)
      throw new AppError('conflict', M.soAutorizadaCancela);
    if (row.operacao === 'cancelar') throw new AppError('conflict', M.cancelamentoEmAndamento);
    const limite = new Date(
      row.autorizada_em.getTime() + configuracao.prazo_cancelamento_dias * 24 * 60 * 60_000,
    );
    if (agora > limite) {
      throw new AppError(
        'conflict',
        M.prazoEncerrado(limite.toLocaleDateString('pt-BR', { timeZone: 'America/Sao_Paulo' })),
      );
    }
    const nova = await updateNfse(tx, row.id, row.versao, {
      operacao: 'cancelar',
      motivo_cancelamento: body.motivo,
      tentativas: 0,
      proxima_tentativa: agora,
      mensagem: null,
      updated_by: options.user.id,
    });
    if (!nova) throw new AppError('conflict', MENSAGEM_VERSAO);
    await createAuditLog(tx, {
      tipo: 'nfse_cancelamento_pedido',
      usuario: options.user.id,
      antes: { status: row.status },
      depois: { motivo: body.motivo },
      meta: { entidade: 'nfse', id: row.id, servico: row.servico, ...(options.ip ? { ip: options.ip } : {}) },
    });
    await publishEvent(tx, 'nfse', {});
  });
  return exigirView(db, options.id, configuracao.prazo_cancelamento_dias);
}

/** Whether the queue gave up on the invoice (no answer after every attempt): it may be re-sent. */
export function semResposta(row: Pick<NfseRow, 'status' | 'operacao' | 'proxima_tentativa'>): boolean {
  return row.status === 'pendente' && row.operacao !== null && row.proxima_tentativa === null;
}

/**
 * POST /api/nfse/{id}/reenviar/: a rejected invoice (or one the provider left without an answer), with its
 * taker and description fixed, goes back to the queue under the same reference.
 */
export async function reenviarNfse(
  db: Db,
  ligada: NfseLigada,
  options: { id: number; body: NfseReenviarRequest } & Ator,
): Promise<NfseView> {
  exigirLigada(ligada);
  const body = ZNfseReenviarRequest.parse(options.body);
  const configuracao = await lerConfiguracaoNfse(db);
  await db.transaction(async (tx) => {
    const row = await lockNfse(tx, options.id);
    if (!row) throw new AppError('not_found', M.naoEncontrada);
    conferirVersao(row, body.versao);
    if (row.status !== 'rejeitada' && !semResposta(row)) throw new AppError('conflict', M.soRejeitadaReenvia);
    const nova = await updateNfse(tx, row.id, row.versao, {
      status: 'pendente',
      tomador: body.tomador,
      discriminacao: body.discriminacao,
      operacao: 'emitir',
      tentativas: 0,
      proxima_tentativa: new Date(),
      mensagem: null,
      updated_by: options.user.id,
    });
    if (!nova) throw new AppError('conflict', MENSAGEM_VERSAO);
    await createAuditLog(tx, {
      tipo: 'nfse_reenviada',
      usuario: options.user.id,
      antes: {
        status: row.status,
        tomador: row.tomador,
        discriminacao: row.discriminacao,
        mensagem: row.mensagem,
      },
      depois: { tomador: body.tomador, discriminacao: body.discriminacao },
      meta: { entidade: 'nfse', id: row.id, servico: row.servico, ...(options.ip ? { ip: options.ip } : {}) },
    });
    await publishEvent(tx, 'nfse', {});
  });
  return exigirView(db, options.id, configuracao?.prazo_cancelamento_dias ?? null);
}
