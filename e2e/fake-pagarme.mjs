// A stand-in for Pagar.me during the journeys: it creates payment links (`POST /paymentlinks`, basic auth),
// shows each link's checkout page, and when the client pays there it sends the app the signed `order.paid`
// webhook, as the real gateway does; the charge's receivables (`GET /payables?charge_id=`) tell the fee it
// kept: 3.19 % of the amount plus R$ 0,49 for anti-fraud. Pix and boleto orders (`POST /orders`) answer their
// copy-and-paste code or digitable line; their page `/pay/<order id>` pays them the same way, and their
// receivables keep 0.99 % (Pix) or R$ 3,49 (boleto). Loopback only.
import { createHmac, randomUUID } from 'node:crypto';
import { createServer } from 'node:http';

const port = Number(process.env.FAKE_PAGARME_PORT ?? 8011);
const apiKey = process.env.PAGARME_API_KEY ?? '';
const secret = process.env.PAGARME_WEBHOOK_SECRET ?? '';
const webhookUrl = process.env.PAGARME_WEBHOOK_TARGET ?? '';

/** @type {Map<string, { name: string, amount: number, paid: boolean }>} */
const links = new Map();
/** @type {Map<string, { amount: number, method: string }>} each paid charge: its amount in cents and method */
const charges = new Map();
/** @type {Map<string, { name: string, amount: number, method: 'pix' | 'boleto', paid: boolean }>} */
const orders = new Map();

/** What the gateway keeps of a charge, in cents, by its method. */
const feeOf = ({ amount, method }) =>
  method === 'pix' ? Math.round(amount * 0.0099) : method === 'boleto' ? 349 : Math.round(amount * 0.0319);

const readBody = (request) =>
  new Promise((resolve) => {
    const chunks = [];
    request.on('data', (chunk) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
  });

const page = (
  title,
  body,
) => `<!doctype html><html lang="pt-BR"><head><meta charset="utf-8"><title>${title}</title></head>
<body><main><h1>${title}</h1>${body}</main></body></html>`;

const reais = (cents) => (cents / 100).toLocaleString('pt-BR', { style: 'currency', currency: 'BRL' });

/** The paid event as the gateway sends it: the order's amount in cents is what the client paid at the link. */
async function sendPaid(linkId, amount, order) {
  const chargeId = `ch_${randomUUID().slice(0, 8)}`;
  charges.set(chargeId, { amount, method: order?.method ?? 'credit_card' });
  const body = JSON.stringify({
    id: `hook_${randomUUID()}`,
    type: 'order.paid',
    created_at: new Date().toISOString(),
    data: {
      id: order ? linkId : `or_${randomUUID().slice(0, 8)}`,
      status: 'paid',
      paid_at: new Date().toISOString(),
      ...(order ? {} : { payment_link_id: linkId }),
      amount,
      charges: [{ id: chargeId, status: 'paid', amount }],
    },
  });
  const signature = `sha256=${createHmac('sha256', secret).update(body).digest('hex')}`;
  const response = await fetch(webhookUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-hub-signature': signature },
    body,
  });
  return response.status;
}

createServer(async (request, response) => {
  const url = new URL(request.url ?? '/', `http://127.0.0.1:${port}`);
  if (request.method === 'GET' && url.pathname === '/health') {
    response.writeHead(200, { 'content-type': 'text/plain' }).end('ok');
    return;
  }
  const expected = `Basic ${Buffer.from(`${apiKey}:`).toString('base64')}`;
  if (request.method === 'GET' && url.pathname === '/payables') {
    const chargeId = url.searchParams.get('charge_id') ?? '';
    const charge = charges.get(chargeId);
    if (request.headers.authorization !== expected || charge === undefined) {
      response.writeHead(404, { 'content-type': 'application/json' }).end('{"message":"Not found"}');
      return;
    }
    const payable = {
      id: 1,
      status: 'waiting_funds',
      charge_id: chargeId,
      installment: 1,
      amount: charge.amount,
      fee: feeOf(charge),
      anticipation_fee: 0,
      fraud_coverage_fee: charge.method === 'credit_card' ? 49 : 0,
      type: 'credit',
      payment_method: charge.method,
    };
    response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ data: [payable] }));
    return;
  }
  if (request.method === 'POST' && url.pathname === '/paymentlinks') {
    if (request.headers.authorization !== expected) {
      response.writeHead(401, { 'content-type': 'application/json' }).end('{"message":"Unauthorized"}');
      return;
    }
    const pedido = JSON.parse(String(await readBody(request)));
    const id = `pl_${randomUUID().replaceAll('-', '').slice(0, 16)}`;
    links.set(id, { name: pedido.name, amount: pedido.cart_settings.items[0].amount, paid: false });
    response
      .writeHead(200, { 'content-type': 'application/json' })
      .end(JSON.stringify({ id, url: `http://127.0.0.1:${port}/pay/${id}`, status: 'active' }));
    return;
  }
  if (request.method === 'POST' && url.pathname === '/orders') {
    if (request.headers.authorization !== expected) {
      response.writeHead(401, { 'content-type': 'application/json' }).end('{"message":"Unauthorized"}');
      return;
    }
    const pedido = JSON.parse(String(await readBody(request)));
    const id = `or_${randomUUID().replaceAll('-', '').slice(0, 16)}`;
    const method = pedido.payments[0].payment_method;
    const amount = pedido.items[0].amount;
    orders.set(id, { name: pedido.items[0].description, amount, method, paid: false });
    const payUrl = `http://127.0.0.1:${port}/pay/${id}`;
    const transaction =
      method === 'pix'
        ? {
            transaction_type: 'pix',
            status: 'waiting_payment',
            qr_code: `00020101021226${String(payUrl.length + 22).padStart(2, '0')}0014br.gov.bcb.pix25${String(payUrl.length).padStart(2, '0')}${payUrl}5204000053039865802BR6304ABCD`,
            qr_code_url: payUrl,
            expires_at: new Date(Date.now() + pedido.payments[0].pix.expires_in * 1000).toISOString(),
          }
        : {
            transaction_type: 'boleto',
            status: 'generated',
            line: `23793381286${String(amount).padStart(10, '0')}${id.slice(3, 13).replace(/\D/g, '0')}`.padEnd(
              47,
              '0',
            ),
            pdf: payUrl,
            due_at: pedido.payments[0].boleto.due_at,
          };
    response.writeHead(200, { 'content-type': 'application/json' }).end(
      JSON.stringify({
        id,
        code: pedido.code,
        amount,
        status: 'pending',
        charges: [{ id: `ch_${id.slice(3, 11)}`, amount, status: 'pending', last_transaction: transaction }],
      }),
    );
    return;
  }
  const pay = /^\/pay\/([\w-]+)$/.exec(url.pathname);
  const order = pay ? orders.get(pay[1]) : undefined;
  const link = pay ? (links.get(pay[1]) ?? order) : undefined;
  if (pay && link && request.method === 'GET') {
    response
      .writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
      .end(
        page(
          'Checkout Pagar.me (teste)',
          `<p>${link.name}</p><p>Total: ${reais(link.amount)}</p>${
            link.paid
              ? '<p>Pagamento aprovado</p>'
              : `<form method="post"><button type="submit">Pagar</button></form>`
          }`,
        ),
      );
    return;
  }
  if (pay && link && request.method === 'POST') {
    const status = await sendPaid(pay[1], link.amount, order).catch(() => 0);
    link.paid = status >= 200 && status < 300;
    response
      .writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
      .end(
        page(
          'Checkout Pagar.me (teste)',
          link.paid ? '<p>Pagamento aprovado</p>' : `<p>Falha ao notificar (${status})</p>`,
        ),
      );
    return;
  }
  response.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
}).listen(port, '127.0.0.1');
