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
