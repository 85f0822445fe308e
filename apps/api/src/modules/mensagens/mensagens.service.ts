import { formatId } from '@skyler/domain/formatters-basicos';
import {
  type LembretesConfiguracao,
  type LembretesConfiguracaoInput,
  MENSAGENS_MESSAGES as M,
  MENSAGENS_EMAIL,
  type Mensagem,
  type MensagemOrigem,
  normalizarCelular,
  type PreferenciasClienteResposta,
  WHATSAPP_IDIOMA,
  type WhatsappTemplate,
} from '@skyler/domain/mensagens';
import { VENDA_ERROS } from '@skyler/domain/vendas';
import { MENSAGEM_VERSAO } from '@skyler/domain/versao';
import { eq } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.ts';
import { mensagens_cliente, preferencias_cliente, whatsapp_mensagens } from '../../db/schema/index.ts';
import { mensagensDoWebhook } from '../../integrations/whatsapp.ts';
import { assinaturaConfere } from '../../platform/assinatura-hmac.ts';
import { createAuditLog } from '../../platform/audit-log.ts';
import { acrescentarAoEmailEmEspera, enfileirarEmail } from '../../platform/email-fila.ts';
import { AppError } from '../../platform/errors.ts';
import { publishEvent } from '../../platform/events.ts';
import type { SessionUser } from '../../platform/sessions.ts';
import { conferirVersao } from '../../platform/versao.ts';
import {
  findLembretesConfiguracao,
  findPartesDaVenda,
  findPreferenciasCliente,
  findUltimaMensagemComEmail,
  findVendaDoWhatsapp,
  findWhatsappDoContato,
  lockLembretesConfiguracao,
  mensagemDe,
  upsertLembretesConfiguracao,
} from './mensagens.queries.ts';

const LADO_CLIENTE: readonly MensagemOrigem[] = ['portal', 'whatsapp'];
const LADO_AGENCIA: readonly MensagemOrigem[] = ['equipe'];

/**
 * Writes a message of a sale's conversation in the caller's transaction: its audit row, the live event for
 * both sides, and the e-mail to the other side. A burst is one e-mail: the e-mail waits
 * MENSAGENS_EMAIL.agruparMinutos before it goes, and a message of the same side meanwhile joins its body.
 */
export async function registrarMensagemTx(
  tx: DbOrTx,
  options: {
    venda: number;
    texto: string;
    origem: MensagemOrigem;
    autor: { id: number; nome: string } | null;
    ip: string | null;
    appUrl: string;
    agora?: Date;
  },
): Promise<Mensagem> {
  const agora = options.agora ?? new Date();
  const partes = await findPartesDaVenda(tx, options.venda);
  if (!partes) throw new AppError('not_found', VENDA_ERROS.naoEncontrada);
  const [row] = await tx
    .insert(mensagens_cliente)
    .values({
      venda: options.venda,
      texto: options.texto,
      origem: options.origem,
      autor: options.autor?.id ?? null,
    })
    .returning();
  if (!row) throw new Error('message not written');

  const doCliente = options.origem !== 'equipe';
  const nomeCliente = [partes.cliente_nome, partes.cliente_sobrenome].filter(Boolean).join(' ') || 'Cliente';
  const para = doCliente ? partes.consultor_email : partes.email_cliente;
  if (para) {
    const numero = formatId(options.venda);
    const quem = options.autor?.nome ?? (doCliente ? nomeCliente : 'Agência');
    const linha = `${quem}: ${options.texto}`;
    const anterior = await findUltimaMensagemComEmail(tx, {
      venda: options.venda,
      origens: doCliente ? LADO_CLIENTE : LADO_AGENCIA,
    });
    const juntou = anterior !== null && (await acrescentarAoEmailEmEspera(tx, anterior, `\n\n${linha}`));
    const email = juntou
      ? anterior
      : await enfileirarEmail(
          tx,
          {
            to: para,
            subject: doCliente
              ? MENSAGENS_EMAIL.assuntoParaEquipe(numero, nomeCliente)
              : MENSAGENS_EMAIL.assuntoParaCliente(numero),
            text: `${
              doCliente
                ? `Para responder, abra a venda ${numero}: ${options.appUrl}/vendas/${options.venda}/cliente`
                : `Para responder, abra a sua viagem no portal: ${options.appUrl}/minha-area`
            }\n\n${linha}`,
          },
          { enviarEm: new Date(agora.getTime() + MENSAGENS_EMAIL.agruparMinutos * 60_000) },
        );
    await tx.update(mensagens_cliente).set({ email }).where(eq(mensagens_cliente.id, row.id));
  }
  const mensagem = mensagemDe(row, options.autor?.nome ?? null);
  await createAuditLog(tx, {
    tipo: 'mensagem_cliente_enviada',
    usuario: options.autor?.id ?? null,
    venda: options.venda,
    depois: { texto: row.texto, origem: row.origem },
    meta: { entidade: 'mensagem_cliente', id: row.id, ...(options.ip ? { ip: options.ip } : {}) },
  });
  await publishEvent(tx, 'mensagens', { venda: options.venda, mensagem });
  return mensagem;
}

/** A message written on the sale's screen (`equipe`) or in the portal (`portal`). */
export async function enviarMensagem(
  db: Db,
  options: {
    venda: number;
    texto: string;
    origem: 'equipe' | 'portal';
    user: SessionUser;
    ip: string;
    appUrl: string;
  },
): Promise<Mensagem> {
  return db.transaction((tx) =>
    registrarMensagemTx(tx, {
      venda: options.venda,
      texto: options.texto,
      origem: options.origem,
      autor: { id: options.user.id, nome: options.user.nome },
      ip: options.ip,
      appUrl: options.appUrl,
    }),
  );
}

/**
 * Puts one of the agency's approved templates in the WhatsApp outbox, in the caller's transaction, when the
 * contact's account opted in (which it can only where WhatsApp is configured); answers the row, or null when
 * nothing is sent. The senders of every API process are woken at the commit.
 */
export async function enfileirarWhatsappTx(
  tx: DbOrTx,
  options: {
    contato: number;
    venda: number | null;
    template: WhatsappTemplate;
    parametros: readonly string[];
  },
): Promise<number | null> {
  const para = await findWhatsappDoContato(tx, options.contato);
  if (!para) return null;
  const [row] = await tx
    .insert(whatsapp_mensagens)
    .values({
      para,
      template: options.template,
      idioma: WHATSAPP_IDIOMA,
      parametros: [...options.parametros],
      venda: options.venda,
      contato: options.contato,
    })
    .returning({ id: whatsapp_mensagens.id });
  if (!row) throw new Error('WhatsApp message not written');
  await publishEvent(tx, 'whatsapp', {});
  return row.id;
}

export async function lerPreferencias(
  db: DbOrTx,
  options: { usuario: number; disponivel: boolean },
): Promise<PreferenciasClienteResposta> {
  const row = await findPreferenciasCliente(db, options.usuario);
  return {
    whatsapp: row?.whatsapp ?? false,
    telefone: row?.telefone ?? null,
    whatsapp_disponivel: options.disponivel,
  };
}

/** Tells a sale's client by WhatsApp (when they opted in), in the caller's transaction: an area's event. */
export async function avisarClienteDaVendaTx(
  tx: DbOrTx,
  options: { venda: number; template: WhatsappTemplate; parametros: (numeroDaVenda: string) => string[] },
): Promise<number | null> {
  const partes = await findPartesDaVenda(tx, options.venda);
  if (!partes?.cliente) return null;
  return enfileirarWhatsappTx(tx, {
    contato: partes.cliente,
    venda: options.venda,
    template: options.template,
    parametros: options.parametros(formatId(options.venda)),
  });
}

/** The client's choice to receive WhatsApp messages, and the mobile they go to (normalised to E.164). */
export async function salvarPreferencias(
  db: Db,
  options: {
    whatsapp: boolean;
    telefone?: string | null | undefined;
    user: SessionUser;
    ip: string;
    disponivel: boolean;
  },
): Promise<PreferenciasClienteResposta> {
  const telefone = options.telefone ? normalizarCelular(options.telefone) : null;
  if (options.telefone && !telefone) {
    throw new AppError('bad_request', M.telefoneInvalido, { telefone: [M.telefoneInvalido] });
  }
  if (options.whatsapp && !options.disponivel) throw new AppError('conflict', M.whatsappNaoConfigurado);
  return db.transaction(async (tx) => {
    const antes = await findPreferenciasCliente(tx, options.user.id);
    const valores = { whatsapp: options.whatsapp, telefone, updated_at: new Date() };
    await tx
      .insert(preferencias_cliente)
      .values({ usuario: options.user.id, ...valores })
      .onConflictDoUpdate({ target: preferencias_cliente.usuario, set: valores });
    await createAuditLog(tx, {
      tipo: 'preferencias_cliente_alteradas',
      usuario: options.user.id,
      antes: antes ? { whatsapp: antes.whatsapp, telefone: antes.telefone } : null,
      depois: { whatsapp: options.whatsapp, telefone },
      meta: { entidade: 'preferencias_cliente', id: options.user.id, ip: options.ip },
    });
    return lerPreferencias(tx, { usuario: options.user.id, disponivel: options.disponivel });
  });
}

export type ResultadoWebhookWhatsapp = { recebidas: number; na_conversa: number };

/**
 * POST /api/webhooks/whatsapp/: Meta's signature first (HMAC-SHA256 of the raw body under the app secret; no
 * secret configured refuses everything), then each text the client sent is logged once by its id (a
 * delivery repeated changes nothing) and, when its number is a client's who opted in, written in the
 * conversation of the sale `findVendaDoWhatsapp` picks. Statuses and other fields are acknowledged.
 */
export async function receberWebhookWhatsapp(
  db: Db,
  options: { corpo: Buffer; assinatura: string | undefined; segredo: string | undefined; appUrl: string },
): Promise<ResultadoWebhookWhatsapp> {
  if (!options.segredo) throw new AppError('unavailable', M.whatsappNaoConfigurado);
  if (!assinaturaConfere(options.corpo, options.assinatura, options.segredo)) {
    throw new AppError('unauthenticated', M.assinaturaInvalida);
  }
  let json: unknown;
  try {
    json = JSON.parse(options.corpo.toString('utf8'));
  } catch {
    throw new AppError('bad_request', M.eventoInvalido);
  }
  const recebidas = mensagensDoWebhook(json);
  if (!recebidas) throw new AppError('bad_request', M.eventoInvalido);
  const resultado: ResultadoWebhookWhatsapp = { recebidas: 0, na_conversa: 0 };
  for (const recebida of recebidas) {
    await db.transaction(async (tx) => {
      const destino = await findVendaDoWhatsapp(tx, recebida.de);
      const [novo] = await tx
        .insert(whatsapp_mensagens)
        .values({
          para: recebida.de,
          texto: recebida.texto,
          status: 'recebido',
          provedor_id: recebida.id,
          venda: destino?.venda ?? null,
          contato: destino?.contato ?? null,
        })
        .onConflictDoNothing({ target: whatsapp_mensagens.provedor_id })
        .returning({ id: whatsapp_mensagens.id });
      if (!novo) return;
      resultado.recebidas++;
      if (!destino) return;
      await registrarMensagemTx(tx, {
        venda: destino.venda,
        texto: recebida.texto.slice(0, 2000),
        origem: 'whatsapp',
        autor: null,
        ip: null,
        appUrl: options.appUrl,
      });
      resultado.na_conversa++;
    });
  }
  return resultado;
}

export async function lerLembretesConfiguracao(db: DbOrTx): Promise<LembretesConfiguracao> {
  return findLembretesConfiguracao(db);
}

/**
 * The agency's reminder settings (administrators): one transaction, the row read for update and its version
 * checked (409 on a stale one, decision 0034), with its audit-log row (before and after).
 */
export async function salvarLembretesConfiguracao(
  db: Db,
  options: LembretesConfiguracaoInput & { user: SessionUser; ip: string },
): Promise<LembretesConfiguracao> {
  const { user, ip, versao, ...config } = options;
  return db.transaction(async (tx) => {
    const antes = await lockLembretesConfiguracao(tx);
    if (antes.versao > 0) conferirVersao(antes.versao, versao);
    else if (versao !== undefined)
      throw new AppError('conflict', MENSAGEM_VERSAO, undefined, { versao_atual: 0 });
    const depois = await upsertLembretesConfiguracao(tx, {
      ...config,
      versao: antes.versao + 1,
      updated_by: user.id,
      updated_at: new Date(),
    });
    await createAuditLog(tx, {
      tipo: 'lembretes_configuracao_alterada',
      usuario: user.id,
      antes: antes.versao > 0 ? antes : null,
      depois,
      meta: { entidade: 'lembretes_configuracao', id: 1, ip },
    });
    return depois;
  });
}
