import { z } from 'zod';
import { TIPOS_COTACAO, TIPOS_PERNA } from './cotacoes.ts';
import type { ClasseCabine } from './orcamentos.ts';
import { PNR_MESSAGES } from './pnr/messages.ts';

/**
 * POST /api/pnr/convert_pnr/ (part 1 §2 "PNR quote", §7): the pasted itinerary becomes the tickets, trips and
 * legs of a new flight quote, which the quoter reviews in the quote dialog and saves.
 */

/** `qtd_trechos` and each count of `distribuicao_voos`: a whole number, sent as a number or numeric text */
const ZContagem = z.union([z.number(), z.string().max(12)]);

export const ZConvertPnr = z.object({
  pnr: z.string({ error: PNR_MESSAGES.notText }),
  /** trips: 1 one way, 2 round trip, 3 or more multi-leg; the parser infers it when empty */
  qtd_trechos: ZContagem.nullish(),
  /** flight segments in each trip, in order ([2, 1]: the first two legs, then the last) */
  distribuicao_voos: z.array(ZContagem).max(50).nullish(),
});
export type ConvertPnr = z.input<typeof ZConvertPnr>;

/** The booking class letter's cabin, by the IATA conventions most carriers follow (decision 0023). */
export function classeDaReserva(letra: string | null | undefined): ClasseCabine {
  const classe = (letra ?? '').trim().toUpperCase();
  if (['F', 'A', 'P'].includes(classe)) return 'primeira_classe';
  if (['J', 'C', 'D', 'I', 'Z', 'R'].includes(classe)) return 'executiva';
  if (['W'].includes(classe)) return 'economica_premium';
  return 'economica';
}

/** A leg as the quote dialog fills it (ZPerna's fields), plus what was read for the quoter to check. */
export const ZPernaConvertida = z.object({
  ordem: z.number().int(),
  origem: z.string(),
  destino: z.string(),
  /** id of the airline in /api/ciaaereas/, null when its code is not registered */
  cia_aerea: z.number().int().nullable(),
  /** the airline's IATA code as printed */
  cia_aerea_iata: z.string(),
  numero_do_voo: z.string(),
  data_hora_partida: z.string(),
  data_hora_chegada: z.string(),
  /** booking class letter as printed, null when the text does not print it */
  classe_reserva: z.string().nullable(),
  economica: z.boolean(),
  economica_premium: z.boolean(),
  executiva: z.boolean(),
  primeira_classe: z.boolean(),
  adultos: z.number().int(),
  criancas: z.number().int(),
  bebes: z.number().int(),
  bagagem_10kg: z.number().int(),
  bagagem_23kg: z.number().int(),
  tipo_perna: z.enum(TIPOS_PERNA.values).nullable(),
});
export type PernaConvertida = z.infer<typeof ZPernaConvertida>;

/**
 * The flight part of a new quote (`ZCotacaoSave['cotacao_voo']`: its `subcotacoes`, without supplier and
 * costs, which the quoter adds) plus how the text was read.
 */
export const ZConvertPnrResposta = z.object({
  subcotacoes: z.array(
    z.object({
      tipo_cotacao: z.enum(TIPOS_COTACAO.values),
      bilhete_ida: z.boolean(),
      bilhete_volta: z.boolean(),
      bilhete_independente: z.boolean(),
      viagem: z.object({ trechos: z.array(z.object({ pernas: z.array(ZPernaConvertida) })) }),
    }),
  ),
  /** how the itinerary was read: GDS (amadeus, sabre, galileo, apollo) or an airline's e-mail */
  formato: z.string(),
  tipo_trecho: z.enum(['so_ida', 'ida_volta', 'multitrecho']),
  qtd_trechos: z.number().int(),
  distribuicao_voos: z.array(z.number().int()),
  /** lines the parser skipped (a cancelled segment) */
  avisos: z.array(z.string()),
  /** airline codes read that have no registered airline: their legs come without one */
  cias_nao_encontradas: z.array(z.string()),
});
export type ConvertPnrResposta = z.infer<typeof ZConvertPnrResposta>;
