import { PAGAMENTO_UI_MESSAGES as M } from '@skyler/domain/pagamentos';
import { z } from 'zod';
import { AppError } from '../platform/errors.ts';
import { medirIntegracao } from '../platform/metricas.ts';

/**
 * Client of Pagar.me's API v5 payment links, and the check of its webhooks. The whole contract it speaks
 * is here (decision 0026), so that it is adjusted in this file alone.
 *
 * Creating a link: `POST {PAGARME_URL}/paymentlinks` with HTTP basic auth (the secret key `PAGARME_API_KEY`
 * as the user, an empty password) and the JSON of `PagarmeLinkPedido`:
 *
 *     { "type": "order", "name": <title>, "is_building": false, "max_paid_sessions": 1,
 *       "payment_settings": { "accepted_payment_methods": ["credit_card"],
 *         "credit_card_settings": { "operation_type": "auth_and_capture",
 *           "installments": [{ "number": 1, "total": <cents> }, …, { "number": <max>, "total": <cents> }] } },
 *       "cart_settings": { "items": [{ "name": <title>, "amount": <cents>, "default_quantity": 1 }] } }
 *
 * The amount is in cents, truncated (`toProviderCents`, part 1 §9); the value already holds the card's
 * interest, so every instalment count up to the maximum totals the same. Pagar.me answers 200/201 with at
 * least `{ "id": "pl_…", "url": "https://…" }` (`ZPagarmeLinkResposta`); anything else is a failure and
 * nothing is stored.
 *
 * Webhooks: `POST /api/pagarme/webhook/` with the JSON of `ZPagarmeEvento` —
 * `{ "id": "hook_…", "type": "order.paid", "created_at": …, "data": { "id": "or_…", "code"?, "status"?,
 * "paid_at"?, "payment_link_id"?, "order"?: { "id", "code"? } } }` — signed with HMAC-SHA256 of the raw body
 * under `PAGARME_WEBHOOK_SECRET`, the hex digest in the `X-Hub-Signature` header as `sha256=<hex>`.
 * The paid events are `order.paid` and `charge.paid`; the payment is found by its stored `pagarme_id`
 * among the ids the event carries (the link's, the order's, the charge's order). A paid event concludes
 * its payment only when its amount (`data.paid_amount` or `data.amount`, cents) is the link's.
 *
 * The fee of a paid charge (decision 0067): Pagar.me keeps it in the charge's receivables,
 * `GET {PAGARME_URL}/payables?charge_id=<ch_…>` → `{ "data": [{ "charge_id", "installment", "amount", "fee",
 * "anticipation_fee", "fraud_coverage_fee", … }] }`, one per instalment, every amount in cents. The
 * payment's fee is the sum of `fee + anticipation_fee + fraud_coverage_fee` over the receivables of the
 * event's charges (`data.id` of a `charge.*` event, `data.charges[].id` of an `order.*` one).
 *
 * Pix and boleto charges are orders: `POST {PAGARME_URL}/orders` with the JSON of `PagarmePedido`:
 *
 *     { "code": <the payment's txid>, "closed": true,
 *       "items": [{ "code": <txid>, "description": <title>, "amount": <cents>, "quantity": 1 }],
 *       "customer": { "name", "type": "individual" | "company", "document"?, "email"? },
 *       "payments": [{ "payment_method": "pix", "pix": { "expires_in": <seconds> } }]
 *               or [{ "payment_method": "boleto", "boleto": { "instructions", "due_at", "document_number",
 *                     "type": "DM", "fine": { "days": 1, "type": "percentage", "amount" },
 *                     "interest": { "days": 1, "type": "percentage", "amount" } } }] }
 *
 * Pagar.me answers `{ "id": "or_…", "status", "charges": [{ "id": "ch_…", "status", "amount",
 * "last_transaction": { … } }] }` (`ZPagarmePedidoResposta`): a Pix transaction carries `qr_code` (the
 * copy-and-paste BR Code), `qr_code_url` and `expires_at`; a boleto one `line` (the digitable line), `pdf`
 * or `url` and `due_at`. A charge whose status is `failed`, or an answer without them, is a failure.
 * The order's id is stored as the payment's `pagarme_id`, so its webhooks (`order.paid`, `charge.paid` with
 * `data.order.id`) find the payment as a link's do.
 */

export const PAGARME_TIMEOUT_MS = 15_000;
export const PAGARME_SIGNATURE_HEADER = 'x-hub-signature';
/** The events that mean the client paid. */
export const PAGARME_EVENTOS_PAGOS = ['order.paid', 'charge.paid', 'paymentlink.paid'] as const;

export type PagarmeLinkPedido = {
  type: 'order';
  name: string;
  is_building: false;
  max_paid_sessions: 1;
  payment_settings: {
    accepted_payment_methods: ['credit_card'];
    credit_card_settings: {
      operation_type: 'auth_and_capture';
      installments: { number: number; total: number }[];
    };
  };
  cart_settings: { items: { name: string; amount: number; default_quantity: 1 }[] };
};

/** What Pagar.me answers when a link is created (other fields are ignored). */
export const ZPagarmeLinkResposta = z.object({
  id: z.string().trim().min(1).max(100),
  url: z
    .string()
    .trim()
    .max(500)
    .url()
    .refine((url) => /^https?:\/\//i.test(url)),
});
export type PagarmeLink = z.infer<typeof ZPagarmeLinkResposta>;

const ZIdGateway = z.string().trim().min(1).max(100);

/** A webhook event, as far as the agency reads it. */
export const ZPagarmeEvento = z.object({
  id: ZIdGateway,
  type: z.string().trim().min(1).max(60),
  created_at: z.string().max(40).optional(),
  data: z
    .object({
      id: ZIdGateway.optional(),
      code: ZIdGateway.optional(),
      status: z.string().max(40).optional(),
      paid_at: z.string().max(40).nullish(),
      /** the order's or charge's amount in cents; a charge also says what was paid */
      amount: z.number().int().nonnegative().nullish(),
      paid_amount: z.number().int().nonnegative().nullish(),
      payment_link_id: ZIdGateway.optional(),
      order: z.object({ id: ZIdGateway.optional(), code: ZIdGateway.optional() }).nullish(),
      charges: z
        .array(z.object({ id: ZIdGateway.optional() }).passthrough())
        .max(50)
        .nullish(),
    })
    .passthrough(),
});
export type PagarmeEvento = z.infer<typeof ZPagarmeEvento>;

/** What the event says was paid, in cents (a charge's paid amount, else the order's or charge's amount). */
export function centavosDoEvento(evento: PagarmeEvento): number | null {
  return evento.data.paid_amount ?? evento.data.amount ?? null;
}

/** Every id an event names, where the link or order the payment stored may be. */
export function idsDoEvento(evento: PagarmeEvento): string[] {
  const { data } = evento;
  const ids = [data.payment_link_id, data.id, data.code, data.order?.id, data.order?.code];
  return [...new Set(ids.filter((id): id is string => Boolean(id)))];
}

/** The charges an event names: a charge event's own id, an order event's charges. */
export function cobrancasDoEvento(evento: PagarmeEvento): string[] {
  const ids = [
    ...(evento.type.startsWith('charge.') && evento.data.id ? [evento.data.id] : []),
    ...(evento.data.charges ?? []).map((charge) => charge.id),
  ];
  return [...new Set(ids.filter((id): id is string => Boolean(id)))];
}

const ZCentavos = z.number().int().nonnegative().nullish();

/** The receivables of a charge, as far as the agency reads them (the fees, in cents). */
export const ZPagarmeRecebiveis = z.object({
  data: z
    .array(
      z
        .object({
          charge_id: z.string().nullish(),
          fee: ZCentavos,
          anticipation_fee: ZCentavos,
          fraud_coverage_fee: ZCentavos,
        })
        .passthrough(),
    )
    .max(100),
});

/** What the gateway kept from a charge's receivables, in cents. */
export function centavosDeTaxa(recebiveis: z.infer<typeof ZPagarmeRecebiveis>): number {
  return recebiveis.data.reduce(
    (soma, r) => soma + (r.fee ?? 0) + (r.anticipation_fee ?? 0) + (r.fraud_coverage_fee ?? 0),
    0,
  );
}

/** The day the event says the payment was made ('YYYY-MM-DD'), when it says one. */
export function dataPagaDoEvento(evento: PagarmeEvento): string | null {
  const quando = evento.data.paid_at ?? null;
  return quando && /^\d{4}-\d{2}-\d{2}/.test(quando) ? quando.slice(0, 10) : null;
}

export { assinarWebhook, assinaturaConfere } from '../platform/assinatura-hmac.ts';

/** A Pix or boleto order, as the agency asks for it. */
export type PagarmePedido = {
  code: string;
  closed: true;
  items: { code: string; description: string; amount: number; quantity: 1 }[];
  customer: { name: string; type: 'individual' | 'company'; document?: string; email?: string };
  payments: (
    | { payment_method: 'pix'; pix: { expires_in: number } }
    | {
        payment_method: 'boleto';
        boleto: {
          instructions: string;
          due_at: string;
          document_number: string;
          type: 'DM';
          fine: { days: 1; type: 'percentage'; amount: number };
          interest: { days: 1; type: 'percentage'; amount: number };
        };
      }
  )[];
};

const ZTextoGateway = z.string().trim().min(1).max(2000);

/** What Pagar.me answers when an order is created (other fields are ignored). */
export const ZPagarmePedidoResposta = z.object({
  id: ZIdGateway,
  status: z.string().max(40).optional(),
  charges: z
    .array(
      z
        .object({
          id: ZIdGateway,
          status: z.string().max(40).optional(),
          last_transaction: z
            .object({
              qr_code: ZTextoGateway.nullish(),
              qr_code_url: z.string().max(500).nullish(),
              expires_at: z.string().max(40).nullish(),
              line: z.string().trim().max(60).nullish(),
              pdf: z.string().max(500).nullish(),
              url: z.string().max(500).nullish(),
              due_at: z.string().max(40).nullish(),
            })
            .passthrough(),
        })
        .passthrough(),
    )
    .min(1)
    .max(10),
});

/** A Pix order as the payment keeps it. */
export type PedidoPix = { id: string; copiaECola: string; expiraEm: string | null };
/** A boleto order as the payment keeps it. */
export type PedidoBoleto = { id: string; linha: string; url: string | null; vencimento: string };

/** The Pix charge of an order's answer, or null when it has none (a failed charge, a missing code). */
export function pixDoPedido(resposta: z.infer<typeof ZPagarmePedidoResposta>): PedidoPix | null {
  const [cobranca] = resposta.charges;
  const transacao = cobranca?.last_transaction;
  if (!cobranca || cobranca.status === 'failed' || !transacao?.qr_code) return null;
  return { id: resposta.id, copiaECola: transacao.qr_code, expiraEm: transacao.expires_at ?? null };
}

/** The boleto of an order's answer, or null when it has none. */
export function boletoDoPedido(resposta: z.infer<typeof ZPagarmePedidoResposta>): PedidoBoleto | null {
  const [cobranca] = resposta.charges;
  const transacao = cobranca?.last_transaction;
  if (!cobranca || cobranca.status === 'failed' || !transacao?.line || !transacao.due_at) return null;
  const url = transacao.pdf ?? transacao.url ?? null;
  return {
    id: resposta.id,
    linha: transacao.line,
    url: url && /^https?:\/\//i.test(url) ? url : null,
    vencimento: transacao.due_at.slice(0, 10),
  };
}

/** Who pays an order: the payment's responsible person or company. */
export type PagadorPedido = { nome: string; documento: string | null; email: string | null };

function clientePedido(pagador: PagadorPedido): PagarmePedido['customer'] {
  const documento = pagador.documento?.replace(/\D/g, '') ?? '';
  return {
    name: pagador.nome.slice(0, 64),
    type: documento.length === 14 ? 'company' : 'individual',
    ...(documento ? { document: documento } : {}),
    ...(pagador.email ? { email: pagador.email } : {}),
  };
}

export function pedidoPix(options: {
  txid: string;
  titulo: string;
  centavos: number;
  expiraEmSegundos: number;
  pagador: PagadorPedido;
}): PagarmePedido {
  return {
    code: options.txid,
    closed: true,
    items: [{ code: options.txid, description: options.titulo, amount: options.centavos, quantity: 1 }],
    customer: clientePedido(options.pagador),
    payments: [{ payment_method: 'pix', pix: { expires_in: options.expiraEmSegundos } }],
  };
}

export function pedidoBoleto(options: {
  txid: string;
  titulo: string;
  centavos: number;
  vencimento: string;
  /** percent, as the agency's settings keep them ('2.00') */
  multa: string;
  juros: string;
  pagador: PagadorPedido;
}): PagarmePedido {
  return {
    code: options.txid,
    closed: true,
    items: [{ code: options.txid, description: options.titulo, amount: options.centavos, quantity: 1 }],
    customer: clientePedido(options.pagador),
    payments: [
      {
        payment_method: 'boleto',
        boleto: {
          instructions: `${options.titulo}. Após o vencimento, multa de ${options.multa.replace('.', ',')}% e juros de ${options.juros.replace('.', ',')}% ao mês.`,
          due_at: `${options.vencimento}T23:59:59Z`,
          document_number: options.txid.replace(/\D/g, '').slice(-16) || '0',
          type: 'DM',
          fine: { days: 1, type: 'percentage', amount: Number(options.multa) },
          interest: { days: 1, type: 'percentage', amount: Number(options.juros) },
        },
      },
    ],
  };
}

export type PagarmeClient = {
  configurado: boolean;
  /** a Pix order, checked; throws AppError 503 when not configured and 502 when Pagar.me fails or times out */
  criarPix: (pedido: PagarmePedido) => Promise<PedidoPix>;
  /** a boleto order, checked; the same failures as `criarPix` */
  criarBoleto: (pedido: PagarmePedido) => Promise<PedidoBoleto>;
  /** the link, checked; throws AppError 503 when not configured and 502 when Pagar.me fails */
  criarLink: (options: { titulo: string; centavos: number; maxParcelas: number }) => Promise<PagarmeLink>;
  /**
   * The fee the gateway kept from the charges given, in cents (their receivables); null when it is not
   * configured, cannot be reached or answers anything else — never throws.
   */
  taxaDasCobrancas: (cobrancas: readonly string[]) => Promise<number | null>;
};

function badGateway(cause?: unknown): AppError {
  return Object.assign(new AppError('bad_gateway', M.pagarmeFalhou), { cause });
}

export function pedidoDeLink(options: {
  titulo: string;
  centavos: number;
  maxParcelas: number;
}): PagarmeLinkPedido {
  return {
    type: 'order',
    name: options.titulo,
    is_building: false,
    max_paid_sessions: 1,
    payment_settings: {
      accepted_payment_methods: ['credit_card'],
      credit_card_settings: {
        operation_type: 'auth_and_capture',
        installments: Array.from({ length: options.maxParcelas }, (_, i) => ({
          number: i + 1,
          total: options.centavos,
        })),
      },
    },
    cart_settings: { items: [{ name: options.titulo, amount: options.centavos, default_quantity: 1 }] },
  };
}

export function createPagarmeClient({
  baseUrl,
  apiKey,
  timeoutMs = PAGARME_TIMEOUT_MS,
}: {
  baseUrl: string | undefined;
  apiKey: string | undefined;
  timeoutMs?: number;
}): PagarmeClient {
  const criarPedido = <T>(
    pedido: PagarmePedido,
    ler: (r: z.infer<typeof ZPagarmePedidoResposta>) => T | null,
  ) =>
    medirIntegracao('pagarme', async () => {
      if (!baseUrl || !apiKey) throw new AppError('unavailable', M.pagarmeNaoConfigurado);
      let response: Response;
      try {
        response = await fetch(`${baseUrl.replace(/\/+$/, '')}/orders`, {
          method: 'POST',
          headers: {
            authorization: `Basic ${Buffer.from(`${apiKey}:`).toString('base64')}`,
            accept: 'application/json',
            'content-type': 'application/json',
          },
          body: JSON.stringify(pedido),
          signal: AbortSignal.timeout(timeoutMs),
        });
      } catch (error) {
        throw badGateway(error);
      }
      if (!response.ok) throw badGateway(new Error(`Pagar.me answered ${response.status}`));
      const parsed = ZPagarmePedidoResposta.safeParse(await response.json().catch(() => null));
      if (!parsed.success) throw badGateway(parsed.error);
      const lido = ler(parsed.data);
      if (!lido) throw badGateway(new Error('Pagar.me answered an order without its charge'));
      return lido;
    });
  return {
    configurado: Boolean(baseUrl && apiKey),
    criarPix: (pedido) => criarPedido(pedido, pixDoPedido),
    criarBoleto: (pedido) => criarPedido(pedido, boletoDoPedido),
    criarLink: (options) =>
      medirIntegracao('pagarme', async () => {
        if (!baseUrl || !apiKey) throw new AppError('unavailable', M.pagarmeNaoConfigurado);
        let response: Response;
        try {
          response = await fetch(`${baseUrl.replace(/\/+$/, '')}/paymentlinks`, {
            method: 'POST',
            headers: {
              authorization: `Basic ${Buffer.from(`${apiKey}:`).toString('base64')}`,
              accept: 'application/json',
              'content-type': 'application/json',
            },
            body: JSON.stringify(pedidoDeLink(options)),
            signal: AbortSignal.timeout(timeoutMs),
          });
        } catch (error) {
          throw badGateway(error);
        }
        if (!response.ok) throw badGateway(new Error(`Pagar.me answered ${response.status}`));
        const parsed = ZPagarmeLinkResposta.safeParse(await response.json().catch(() => null));
        if (!parsed.success) throw badGateway(parsed.error);
        return parsed.data;
      }),
    taxaDasCobrancas: async (cobrancas) => {
      if (!baseUrl || !apiKey || cobrancas.length === 0) return null;
      try {
        return await medirIntegracao('pagarme', async () => {
          let total = 0;
          for (const cobranca of cobrancas) {
            const url = `${baseUrl.replace(/\/+$/, '')}/payables?charge_id=${encodeURIComponent(cobranca)}`;
            const response = await fetch(url, {
              headers: {
                authorization: `Basic ${Buffer.from(`${apiKey}:`).toString('base64')}`,
                accept: 'application/json',
              },
              signal: AbortSignal.timeout(timeoutMs),
            });
            if (!response.ok) return null;
            const parsed = ZPagarmeRecebiveis.safeParse(await response.json().catch(() => null));
            if (!parsed.success || parsed.data.data.length === 0) return null;
            total += centavosDeTaxa(parsed.data);
          }
          return total;
        });
      } catch {
        return null;
      }
    },
  };
}
