import { asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { whatsapp_mensagens } from '../../db/schema/index.ts';
import type { WhatsappClient } from '../../integrations/whatsapp.ts';
import {
  criarFilaDuravel,
  EMAIL_INTERVALO_MS,
  type FilaDuravel,
  LOTE_FILA,
  type Log,
  RESULTADOS_ENVIO,
  type ResultadoEnvio,
  reagendarAposFalha,
  reservarDaFila,
} from '../../platform/email-fila.ts';
import type { EventBus } from '../../platform/events.ts';
import type { Relogio } from '../../platform/relogio.ts';

type Reservada = typeof whatsapp_mensagens.$inferSelect;

/**
 * One attempt of one reserved WhatsApp message, the single place a message meets the Cloud API, with the
 * e-mails' policy: sent (Meta's id kept), or scheduled again with a growing wait, or `falhou` after
 * EMAIL_MAX_TENTATIVAS. A provider down is a retry, never an error to whoever queued it.
 */
export async function enviarWhatsappDaFila(
  deps: { db: Db; client: WhatsappClient; log: Log },
  mensagem: Reservada,
  agora: Date,
): Promise<ResultadoEnvio> {
  let id: string;
  try {
    id = await deps.client.enviarTemplate({
      para: mensagem.para,
      template: mensagem.template ?? '',
      idioma: mensagem.idioma ?? 'pt_BR',
      parametros: mensagem.parametros,
    });
  } catch (error) {
    const { erro, falhou, proximo } = await reagendarAposFalha(deps.db, whatsapp_mensagens, {
      linha: mensagem,
      error,
      agora,
    });
    const linha = { whatsapp: { id: mensagem.id, tentativa: mensagem.tentativas, erro } };
    if (falhou) deps.log.error(linha, 'WhatsApp message not sent: given up');
    else
      deps.log.warn(
        { ...linha, proximo_envio: proximo.toISOString() },
        'WhatsApp message not sent: will retry',
      );
    return falhou ? 'falhou' : 'reagendado';
  }
  await deps.db
    .update(whatsapp_mensagens)
    .set({
      status: 'enviado',
      enviado_em: agora,
      updated_at: agora,
      ultimo_erro: null,
      provedor_id: id || null,
    })
    .where(eq(whatsapp_mensagens.id, mensagem.id));
  deps.log.info({ whatsapp: { id: mensagem.id, tentativa: mensagem.tentativas } }, 'WhatsApp message sent');
  return 'enviado';
}

/** The WhatsApp outbox's sender of this process: the e-mail outbox's reservation, wake-up and timer. */
export function criarFilaWhatsapp(deps: {
  db: Db;
  client: WhatsappClient;
  log: Log;
  events?: EventBus;
  automatico: boolean;
  relogio?: Relogio;
}): FilaDuravel<ResultadoEnvio> {
  return criarFilaDuravel<Reservada, ResultadoEnvio>({
    resultados: RESULTADOS_ENVIO,
    reservar: async (agora) => {
      const ids = await reservarDaFila(deps.db, whatsapp_mensagens, agora);
      if (ids.length === 0) return [];
      return deps.db
        .select()
        .from(whatsapp_mensagens)
        .where(inArray(whatsapp_mensagens.id, ids))
        .orderBy(asc(whatsapp_mensagens.id));
    },
    trabalhar: (mensagem, agora) => enviarWhatsappDaFila(deps, mensagem, agora),
    lote: LOTE_FILA,
    nome: 'whatsapp outbox',
    canal: 'whatsapp',
    log: deps.log,
    events: deps.events,
    // nothing to send without the Cloud API: the timer does not run
    automatico: deps.automatico && deps.client.configurado,
    intervaloMs: EMAIL_INTERVALO_MS,
    relogio: deps.relogio,
  });
}
