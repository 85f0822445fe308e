import { z } from 'zod';
import { PROGRAMA_TIPOS } from '../../db/schema/referencia.ts';
import { ZId } from '../../platform/params.ts';

export const REFERENCIA_MESSAGES = {
  booleano: 'Use true ou false.',
  estadoObrigatorio: 'Informe o estado (UF).',
  estadoInvalido: 'Estado inválido: use a sigla da UF, como SP.',
  estadoNaoEncontrado: 'Estado não encontrado.',
  buscaObrigatoria: 'Informe o texto da busca.',
  buscaCurta: 'Digite ao menos 2 letras ou números.',
  buscaLonga: 'Busca longa demais (máximo de 100 caracteres).',
} as const;

export const ZBooleano = z
  .enum(['true', 'false'], { error: REFERENCIA_MESSAGES.booleano })
  .transform((valor) => valor === 'true');

export const ZBusca = z.string().trim().max(100, REFERENCIA_MESSAGES.buscaLonga);

/** The filters of GET /api/programas/ and GET /api/fidelidades/ (their exports take the same). */
export const ZProgramasQuery = z.object({ ativo: ZBooleano.optional() });
export const ZFidelidadesQuery = z.object({
  programa: ZId.optional(),
  contato: ZId.optional(),
  conta_propria: ZBooleano.optional(),
});

/** numeric columns travel as strings, never floats */
const ZDecimal = z.string().regex(/^-?\d+(\.\d+)?$/);

export const ZMoeda = z.object({
  id: z.number().int(),
  sigla: z.string(),
  nome: z.string(),
  simbolo: z.string(),
  cambio: ZDecimal.describe('valor de 1 unidade em BRL'),
  cambio_data: z.string().nullable(),
  casas_decimais: z.number().int(),
  /** raised on every rate change; a change sends back the one it read (decision 0034) */
  versao: z.number().int(),
});

export const ZPais = z.object({
  id: z.number().int(),
  iso2: z.string(),
  iso3: z.string().nullable(),
  nome: z.string(),
  codigo_telefone: z.string().nullable(),
});

export const ZEstado = z.object({
  id: z.number().int(),
  sigla: z.string(),
  nome: z.string(),
  codigo_ibge: z.number().int(),
});

export const ZCidade = z.object({
  id: z.number().int(),
  nome: z.string(),
  codigo_ibge: z.number().int(),
  estado_sigla: z.string(),
});

export const ZAeroporto = z.object({
  id: z.number().int(),
  iata: z.string(),
  icao: z.string().nullable(),
  nome: z.string(),
  cidade_id: z.number().int().nullable(),
  cidade_nome: z.string().nullable(),
  estado_sigla: z.string().nullable(),
  pais_iso2: z.string().nullable(),
  pais_nome: z.string().nullable(),
  latitude: ZDecimal.nullable(),
  longitude: ZDecimal.nullable(),
});

export const ZCiaAerea = z.object({
  id: z.number().int(),
  nome: z.string(),
  nome_resumido: z.string(),
  iata: z.string().nullable(),
  icao: z.string().nullable(),
  pais: z.string().nullable(),
  ativo: z.boolean(),
  /** the logo's address (changes with the file), null without one */
  logo: z.string().nullable(),
});

export const ZPrograma = z.object({
  id: z.number().int(),
  nome: z.string(),
  tipo: z.enum(PROGRAMA_TIPOS),
  ativo: z.boolean(),
  cia_aerea: z
    .object({
      id: z.number().int(),
      nome: z.string(),
      nome_resumido: z.string(),
      iata: z.string().nullable(),
    })
    .nullable(),
});

export const ZFidelidade = z.object({
  id: z.number().int(),
  programa: z.object({ id: z.number().int(), nome: z.string() }),
  titular: z.string(),
  numero_id_conta: z.string(),
  contato: z.number().int().nullable(),
  provedor: z.number().int().nullable(),
  conta_propria: z.boolean(),
  ativo: z.boolean(),
  created_at: z.string(),
});
