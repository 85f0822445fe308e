/** Answers and events in the Pagar.me contract of `pagarme.ts`, for the tests and the fake server. */
export const LINK_PAGARME = {
  id: 'pl_7Jd2kLqR0bX1',
  url: 'https://payment-link.pagar.me/pl_7Jd2kLqR0bX1',
  name: 'Venda 0001 · Serviço 0001',
  status: 'active',
  type: 'order',
};

/** A webhook event of `type` for the link or order `pagarmeId`. */
export function eventoPagarme(options: {
  id: string;
  type: string;
  pagarmeId: string;
  paidAt?: string;
  /** the order's amount in cents (absent when not given) */
  amount?: number;
}): Record<string, unknown> {
  return {
    id: options.id,
    account: { id: 'acc_demo', name: 'Skyler Viagens' },
    type: options.type,
    created_at: '2026-11-24T13:05:00Z',
    data: {
      id: 'or_Zx81nB5cQ2',
      code: 'SKY-0001',
      status: options.type.endsWith('.paid') ? 'paid' : 'pending',
      payment_link_id: options.pagarmeId,
      ...(options.paidAt ? { paid_at: options.paidAt } : {}),
      ...(options.amount === undefined ? {} : { amount: options.amount }),
      charges: [{ id: 'ch_9yKq', status: 'paid', amount: 10050 }],
    },
  };
}

/** The answer to `POST /orders` of a Pix (`metodo` pix) or boleto order, as Pagar.me v5 gives it. */
export function pedidoPagarme(options: {
  id: string;
  metodo: 'pix' | 'boleto';
  centavos: number;
  /** the Pix code the order carries (any BR Code) */
  qrCode?: string;
  expiraEm?: string;
  vencimento?: string;
}): Record<string, unknown> {
  const transacao =
    options.metodo === 'pix'
      ? {
          id: `tran_${options.id}`,
          transaction_type: 'pix',
          status: 'waiting_payment',
          qr_code: options.qrCode ?? '00020101021226820014br.gov.bcb.pix2560pix.stone.com.br/pix/v2/demo',
          qr_code_url: `https://api.pagar.me/core/v5/transactions/tran_${options.id}/qrcode`,
          expires_at: options.expiraEm ?? '2026-11-30T13:05:00Z',
        }
      : {
          id: `tran_${options.id}`,
          transaction_type: 'boleto',
          status: 'generated',
          line: '23793381286000000001234567890123456789012345678',
          barcode: `https://api.pagar.me/core/v5/transactions/tran_${options.id}/barcode`,
          pdf: `https://api.pagar.me/core/v5/transactions/tran_${options.id}/pdf`,
          url: `https://api.pagar.me/core/v5/transactions/tran_${options.id}/pdf`,
          due_at: `${options.vencimento ?? '2026-12-05'}T23:59:59Z`,
        };
  return {
    id: options.id,
    code: 'SKYPAG0000000001',
    amount: options.centavos,
    currency: 'BRL',
    closed: true,
    status: 'pending',
    charges: [
      {
        id: `ch_${options.id.replace(/^or_/, '')}`,
        code: 'SKYPAG0000000001',
        amount: options.centavos,
        status: 'pending',
        payment_method: options.metodo,
        last_transaction: transacao,
      },
    ],
  };
}
