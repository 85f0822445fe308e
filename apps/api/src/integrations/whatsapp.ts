import { z } from 'zod';
import { medirIntegracao } from '../platform/metricas.ts';

/**
 * Client of the WhatsApp Business Cloud API (Meta), and the check of its webhooks. The whole contract it
 * speaks is here, so that it is adjusted in this file alone.
 *
 * Sending a template: `POST {WHATSAPP_API_URL}/{WHATSAPP_PHONE_NUMBER_ID}/messages` with
 * `Authorization: Bearer {WHATSAPP_TOKEN}` and the JSON
 *
 *     { "messaging_product": "whatsapp", "recipient_type": "individual", "to": "5511987654321",
 *       "type": "template",
 *       "template": { "name": <approved name>, "language": { "code": "pt_BR" },
 *         "components": [{ "type": "body", "parameters": [{ "type": "text", "text": "…" }, …] }] } }
 *
 * Meta answers 200 with `{ "messaging_product": "whatsapp", "contacts": [{ "input", "wa_id" }],
 * "messages": [{ "id": "wamid.…" }] }`; an error is a 4xx/5xx with `{ "error": { "message", "code" } }`.
 *
 * Webhooks: `GET /api/webhooks/whatsapp/?hub.mode=subscribe&hub.verify_token=…&hub.challenge=…` when the
 * callback is set up (answered with the challenge when the token is ours), then `POST` with
 * `{ "object": "whatsapp_business_account", "entry": [{ "id", "changes": [{ "field": "messages",
 * "value": { "metadata": { "phone_number_id" }, "contacts": [{ "wa_id", "profile": { "name" } }],
 * "messages": [{ "from": "5511987654321", "id": "wamid.…", "timestamp", "type": "text",
 * "text": { "body" } }], "statuses": [ … ] } }] }] }`, signed with HMAC-SHA256 of the raw body under the
 * app secret, the hex digest in `X-Hub-Signature-256` as `sha256=<hex>`.
 */

export const WHATSAPP_TIMEOUT_MS = 15_000;
export const WHATSAPP_SIGNATURE_HEADER = 'x-hub-signature-256';

export type WhatsappEnvio = {
  /** E.164, with or without its '+' */
  para: string;
  template: string;
  idioma: string;
  parametros: readonly string[];
};

export type WhatsappClient = {
  configurado: boolean;
  /** sends one template; answers Meta's message id, or throws with what Meta (or the network) said */
  enviarTemplate: (envio: WhatsappEnvio) => Promise<string>;
};

const ZEnvioResposta = z.object({ messages: z.array(z.object({ id: z.string() })).min(1) });
const ZErro = z.object({ error: z.object({ message: z.string().optional(), code: z.number().optional() }) });

/** The JSON body of a template message, as the Cloud API takes it. */
export function corpoDoTemplate(envio: WhatsappEnvio) {
  return {
    messaging_product: 'whatsapp',
    recipient_type: 'individual',
    to: envio.para.replace(/^\+/, ''),
    type: 'template',
    template: {
      name: envio.template,
      language: { code: envio.idioma },
      components:
        envio.parametros.length > 0
          ? [{ type: 'body', parameters: envio.parametros.map((text) => ({ type: 'text', text })) }]
          : [],
    },
  };
}

export function createWhatsappClient(config: {
  baseUrl: string;
  token: string | undefined;
  phoneNumberId: string | undefined;
}): WhatsappClient {
  const { baseUrl, token, phoneNumberId } = config;
  return {
    configurado: Boolean(token && phoneNumberId),
    enviarTemplate: (envio) =>
      medirIntegracao('whatsapp', async () => {
        if (!token || !phoneNumberId) throw new Error('WhatsApp not configured');
        const url = `${baseUrl.replace(/\/+$/, '')}/${encodeURIComponent(phoneNumberId)}/messages`;
        const response = await fetch(url, {
          method: 'POST',
          headers: {
            authorization: `Bearer ${token}`,
            accept: 'application/json',
            'content-type': 'application/json',
          },
          body: JSON.stringify(corpoDoTemplate(envio)),
          signal: AbortSignal.timeout(WHATSAPP_TIMEOUT_MS),
        });
        const json: unknown = await response.json().catch(() => null);
        if (!response.ok) {
          const erro = ZErro.safeParse(json);
          const detalhe = erro.success ? (erro.data.error.message ?? '') : '';
          throw new Error(`WhatsApp answered ${response.status}${detalhe ? `: ${detalhe}` : ''}`);
        }
        const parsed = ZEnvioResposta.safeParse(json);
        if (!parsed.success) throw new Error('WhatsApp answered without a message id');
        return parsed.data.messages[0]?.id ?? '';
      }),
  };
}

/** A text message a client sent, as the webhook carries it (other kinds are kept by their type's name). */
export type WhatsappRecebida = { id: string; de: string; texto: string; nome: string | null };

const ZWebhook = z.object({
  object: z.string(),
  entry: z
    .array(
      z.object({
        changes: z
          .array(
            z.object({
              field: z.string().optional(),
              value: z
                .object({
                  contacts: z
                    .array(
                      z.object({
                        wa_id: z.string(),
                        profile: z.object({ name: z.string() }).partial().optional(),
                      }),
                    )
                    .optional(),
                  messages: z
                    .array(
                      z.object({
                        from: z.string().max(20),
                        id: z.string().max(200),
                        type: z.string(),
                        text: z.object({ body: z.string() }).optional(),
                      }),
                    )
                    .optional(),
                })
                .passthrough(),
            }),
          )
          .max(100),
      }),
    )
    .max(100),
});

/** The messages a webhook's JSON carries (statuses and other fields answer none); null: not a webhook. */
export function mensagensDoWebhook(json: unknown): WhatsappRecebida[] | null {
  const parsed = ZWebhook.safeParse(json);
  if (!parsed.success) return null;
  const recebidas: WhatsappRecebida[] = [];
  for (const entrada of parsed.data.entry) {
    for (const mudanca of entrada.changes) {
      const nomes = new Map((mudanca.value.contacts ?? []).map((c) => [c.wa_id, c.profile?.name ?? null]));
      for (const m of mudanca.value.messages ?? []) {
        recebidas.push({
          id: m.id,
          de: `+${m.from.replace(/\D/g, '')}`,
          texto: m.text?.body ?? `[${m.type}]`,
          nome: nomes.get(m.from) ?? null,
        });
      }
    }
  }
  return recebidas;
}
