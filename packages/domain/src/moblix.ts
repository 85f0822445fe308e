import { z } from 'zod';
import { ZIdRef } from './cadastro.ts';
import type { CotacaoSaveInput } from './cotacoes.ts';
import { CLASSES_CABINE, type ClasseCabine } from './orcamentos.ts';

/**
 * The Moblix flight search of a flight request (part 1 §2, §7): POST /api/moblix/busca/ sends the request's
 * flight to Moblix and keeps the offers; the busca-moblix page lists them and turns one into a quote.
 */

/** Moblix's airline codes for the outbound airline (part 1 §9). */
export const MOBLIX_COMPANHIAS = [
  { codigo: 1, nome: 'Latam' },
  { codigo: 2, nome: 'Gol' },
  { codigo: 3, nome: 'Azul' },
  { codigo: 34, nome: 'Livelo' },
  { codigo: 11, nome: 'TAP' },
  { codigo: 1200, nome: 'Interline' },
  { codigo: 9000, nome: 'Rextur' },
  { codigo: 1300, nome: 'Kayak' },
] as const;
export type CodigoCompanhiaMoblix = (typeof MOBLIX_COMPANHIAS)[number]['codigo'];

export function nomeCompanhiaMoblix(codigo: number | null | undefined): string | null {
  return MOBLIX_COMPANHIAS.find((c) => c.codigo === codigo)?.nome ?? null;
}

export const MOBLIX_MESSAGES = {
  naoConfigurado: 'A busca de voos na Moblix não está configurada neste servidor.',
  indisponivel: 'A Moblix não respondeu. Tente novamente em instantes.',
  tokenRecusado: 'A Moblix recusou o token de acesso configurado.',
  respostaInvalida: 'A Moblix respondeu em um formato inesperado. Tente novamente ou cote manualmente.',
  companhiaInvalida: 'Escolha a companhia aérea da ida.',
  orcamentoNaoEncontrado: 'Orçamento não encontrado',
  naoVoo: 'A busca na Moblix é só para orçamentos de vôo.',
  fechado: 'Este orçamento está fechado e não recebe novas cotações.',
  buscaNaoEncontrada: 'Busca não encontrada.',
  semOfertas: 'Nenhuma oferta encontrada para essa busca.',
  erroCarregar: 'Erro ao carregar a busca.',
  buscar: 'Buscar voos',
  criarCotacao: 'Criar cotação',
  voltarOrcamento: 'Voltar ao orçamento',
  fornecedorPadrao: 'Moblix',
} as const;

/** What each audit-log kind of this area means. */
export const MOBLIX_LOG_TIPOS: Record<string, string> = {
  busca_moblix: 'Busca de voos na Moblix',
};

/** POST /api/moblix/busca/ */
export const ZBuscaMoblixCreate = z.object({
  orcamento: ZIdRef,
  internacional: z.boolean().default(false),
  pagante: z.boolean().default(true),
  diamanteSmiles: z.boolean().default(false),
  clubeSmiles: z.boolean().default(false),
  agenciaExterna: z.boolean().default(false),
  companhia_aerea_ida: z
    .number({ error: MOBLIX_MESSAGES.companhiaInvalida })
    .refine(
      (codigo) => MOBLIX_COMPANHIAS.some((c) => c.codigo === codigo),
      MOBLIX_MESSAGES.companhiaInvalida,
    ),
});
export type BuscaMoblixCreate = z.input<typeof ZBuscaMoblixCreate>;

/** The IATA code in a place typed as "GRU", "São Paulo (GRU)" or "GRU - Guarulhos"; the text otherwise. */
export function codigoDoLocal(local: string): string {
  const texto = local.trim();
  if (/^[a-z]{3}$/i.test(texto)) return texto.toUpperCase();
  const entreParenteses = /\(([A-Z]{3})\)/.exec(texto)?.[1];
  if (entreParenteses) return entreParenteses;
  const solto = /(?:^|[\s,-])([A-Z]{3})(?:$|[\s,-])/.exec(texto)?.[1];
  return solto ?? texto;
}

/** One flight of an offer. */
export const ZPernaMoblix = z.object({
  origem: z.string(),
  destino: z.string(),
  /** local 'YYYY-MM-DDTHH:MM' */
  partida: z.string(),
  chegada: z.string(),
  numero_do_voo: z.string(),
  cia_iata: z.string(),
  /** the airline registered with that IATA code, when there is one */
  cia_aerea: z.number().int().nullable(),
});

/** One way of an offer (outbound, return, or one of a multi-leg trip), with its flights. */
export const ZTrechoMoblix = z.object({
  origem: z.string(),
  destino: z.string(),
  partida: z.string(),
  chegada: z.string(),
  paradas: z.number().int(),
  pernas: z.array(ZPernaMoblix),
});

/** An offer as stored and shown: money as decimal strings in reais. */
export const ZOfertaMoblix = z.object({
  id: z.string(),
  companhia: z.object({ codigo: z.number().int().nullable(), iata: z.string(), nome: z.string() }),
  /** fare, taxes and their sum */
  preco: z.string(),
  taxas: z.string(),
  total: z.string(),
  moeda: z.string(),
  /** miles asked when the fare is paid with miles, else null */
  milhas: z.number().int().nullable(),
  bagagem: z.object({ mao: z.number().int(), despachada: z.number().int() }),
  trechos: z.array(ZTrechoMoblix),
});
export type OfertaMoblix = z.infer<typeof ZOfertaMoblix>;

/** What was asked: the flags, the request's trips, passengers and cabin. */
export const ZCriteriosMoblix = z.object({
  internacional: z.boolean(),
  pagante: z.boolean(),
  diamanteSmiles: z.boolean(),
  clubeSmiles: z.boolean(),
  agenciaExterna: z.boolean(),
  companhia_aerea_ida: z.number().int(),
  cabine: z.enum(CLASSES_CABINE.values),
  adultos: z.number().int(),
  criancas: z.number().int(),
  bebes: z.number().int(),
  trechos: z.array(z.object({ origem: z.string(), destino: z.string(), data: z.string() })),
});
export type CriteriosMoblix = z.infer<typeof ZCriteriosMoblix>;

/** GET /api/moblix/{id} */
export const ZBuscaMoblix = z.object({
  id: z.number().int(),
  orcamento: z.number().int(),
  venda: z.number().int(),
  criterios: ZCriteriosMoblix,
  ofertas: z.array(ZOfertaMoblix),
  created_at: z.string(),
  created_by: z
    .object({ id: z.number().int(), nome: z.string(), sobrenome: z.string().nullable() })
    .nullable(),
});
export type BuscaMoblix = z.infer<typeof ZBuscaMoblix>;

/** POST /api/moblix/busca/ answers the stored search's id and its offers. */
export const ZBuscaMoblixCriada = z.object({ id: z.number().int(), ofertas: z.array(ZOfertaMoblix) });

function descricaoDaOferta(oferta: OfertaMoblix): string {
  const ida = oferta.trechos[0];
  const rota = ida ? `${ida.origem}-${ida.destino}` : '';
  return `Moblix ${oferta.companhia.nome} ${rota}`.trim().slice(0, 30);
}

/**
 * The body of POST /api/orcamentos/{id}/cotacoes/ for an offer: one paid ticket with the offer's trips
 * (round trips flagged ida and volta), the fare as the ticket cost and the taxes as boarding tax.
 */
export function cotacaoDaOferta(
  oferta: OfertaMoblix,
  {
    criterios,
    fornecedor,
    cotado_por,
  }: { criterios: CriteriosMoblix; fornecedor: number; cotado_por: number },
): CotacaoSaveInput {
  const cabine: ClasseCabine = criterios.cabine;
  const idaEVolta = oferta.trechos.length === 2;
  return {
    descricao: descricaoDaOferta(oferta),
    cotado_por,
    cotacao_voo: {
      subcotacoes: [
        {
          tipo_cotacao: 'pagante',
          fornecedor,
          custo_bilhete: oferta.preco,
          custo_taxa_embarque: oferta.taxas,
          bilhete_ida: idaEVolta,
          bilhete_volta: idaEVolta,
          bilhete_independente: !idaEVolta,
          viagem: {
            trechos: oferta.trechos.map((trecho) => ({
              pernas: trecho.pernas.map((perna, indice) => ({
                ordem: indice + 1,
                origem: perna.origem,
                destino: perna.destino,
                cia_aerea: perna.cia_aerea,
                numero_do_voo: perna.numero_do_voo,
                data_hora_partida: perna.partida,
                data_hora_chegada: perna.chegada,
                economica: cabine === 'economica',
                economica_premium: cabine === 'economica_premium',
                executiva: cabine === 'executiva',
                primeira_classe: cabine === 'primeira_classe',
                adultos: criterios.adultos,
                criancas: criterios.criancas,
                bebes: criterios.bebes,
                bagagem_10kg: Math.min(oferta.bagagem.mao, 5),
                bagagem_23kg: Math.min(oferta.bagagem.despachada, 5),
                tipo_perna: indice === 0 ? null : 'conexao',
              })),
            })),
          },
        },
      ],
    },
  };
}
