import { z } from 'zod';
import { defineEnum } from './enum.ts';
import { VENDA_STATUS } from './vendas-regras.ts';

/**
 * The client's portal: what a client account reads and does about its own sales. Every response schema here
 * lists only what a client may see (never a cost, margin, supplier, internal description, another client or
 * the staff's chat); the server writes its answers through them, so a field left out never reaches the client.
 */
export const PORTAL_MESSAGES = {
  vendaNaoEncontrada: 'Viagem não encontrada.',
  nenhumaVenda: 'Nenhuma viagem encontrada.',
  conversaEmBreve: 'A conversa com a agência aparece aqui.',
} as const;

/** Why a client account sees a sale: its client, a passenger of it, or the contact of the company client. */
export const VINCULO_PORTAL = defineEnum({
  cliente: { label: 'Você é o cliente' },
  passageiro: { label: 'Você é passageiro' },
  empresa: { label: 'Venda da sua empresa' },
});
export type VinculoPortal = (typeof VINCULO_PORTAL.values)[number];

/** One accepted quote as the client accepted it: its version (last change) and its amount. */
export const ZItemAceite = z.object({
  cotacao: z.number().int(),
  versao: z.string(),
  valor_final: z.string(),
});
export type ItemAceite = z.infer<typeof ZItemAceite>;

/** `GET /api/portal/vendas/`: a row of the client's trips. */
export const ZVendaPortalResumo = z.object({
  id: z.number().int(),
  status: z.enum(VENDA_STATUS.values),
  vinculo: z.enum(VINCULO_PORTAL.values),
  consultor: z.string().nullable(),
  created_at: z.string(),
});
export type VendaPortalResumo = z.infer<typeof ZVendaPortalResumo>;

export const ZVendasPortal = z.object({ vendas: z.array(ZVendaPortalResumo), pages: z.number().int() });
export type VendasPortal = z.infer<typeof ZVendasPortal>;

/**
 * `GET /api/portal/vendas/{id}/`: a trip as its client sees it. Only what is listed here is ever answered.
 */
export const ZVendaPortal = ZVendaPortalResumo.extend({});
export type VendaPortal = z.infer<typeof ZVendaPortal>;
