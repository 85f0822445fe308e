import { createHmac, timingSafeEqual } from 'node:crypto';

/** The HMAC-SHA256 signature of a raw body as webhooks carry it (`sha256=<hex>`: Pagar.me, Meta). */
export function assinarWebhook(corpo: Buffer | string, segredo: string): string {
  return `sha256=${createHmac('sha256', segredo).update(corpo).digest('hex')}`;
}

/** Whether the header's signature is the body's, compared in constant time. */
export function assinaturaConfere(corpo: Buffer, assinatura: string | undefined, segredo: string): boolean {
  if (!assinatura) return false;
  const esperada = Buffer.from(assinarWebhook(corpo, segredo));
  const recebida = Buffer.from(assinatura.trim());
  return recebida.length === esperada.length && timingSafeEqual(recebida, esperada);
}
