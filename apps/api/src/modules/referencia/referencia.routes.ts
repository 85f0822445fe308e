import { normalizarBusca } from '@skyler/domain/busca';
import { ZCartao, ZCartaoInput } from '@skyler/domain/emissoes';
import { z } from 'zod';
import type { App } from '../../app.ts';
import { PROGRAMA_TIPOS } from '../../db/schema/referencia.ts';
import { access } from '../../platform/access.ts';
import { actor } from '../../platform/actor.ts';
import { AppError } from '../../platform/errors.ts';
import { ZId, ZIdParams } from '../../platform/params.ts';
import { alterarCartao, criarCartao } from '../emissoes/cartoes.service.ts';
import {
  findAeroportos,
  findCartoes,
  findCiasAereas,
  findCidades,
  findFidelidades,
  findLocais,
  findMoedas,
  findProgramas,
} from './referencia.queries.ts';
import { ciaView } from './referencia-admin.service.ts';

export const REFERENCIA_MESSAGES = {
  booleano: 'Use true ou false.',
  estadoObrigatorio: 'Informe o estado (UF).',
  estadoInvalido: 'Estado inválido: use a sigla da UF, como SP.',
  estadoNaoEncontrado: 'Estado não encontrado.',
  buscaObrigatoria: 'Informe o texto da busca.',
  buscaCurta: 'Digite ao menos 2 letras ou números.',
  buscaLonga: 'Busca longa demais (máximo de 100 caracteres).',
} as const;

const ZBooleano = z
  .enum(['true', 'false'], { error: REFERENCIA_MESSAGES.booleano })
  .transform((valor) => valor === 'true');

const ZBusca = z.string().trim().max(100, REFERENCIA_MESSAGES.buscaLonga);

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

const tags = ['referencia'];

export async function referenciaRoutes(app: App) {
  app.get(
    '/api/moedas/',
    {
      config: { access: access.staff },
      schema: { tags, summary: 'Moedas e câmbio para BRL', response: { 200: z.array(ZMoeda) } },
    },
    () => findMoedas(app.db),
  );

  app.get(
    '/api/locais/',
    {
      config: { access: access.staff },
      schema: {
        tags,
        summary: 'Países e estados brasileiros',
        response: { 200: z.object({ paises: z.array(ZPais), estados: z.array(ZEstado) }) },
      },
    },
    () => findLocais(app.db),
  );

  app.get(
    '/api/locais/cidades/',
    {
      config: { access: access.staff },
      schema: {
        tags,
        summary: 'Municípios de um estado, com busca por nome sem acentos',
        querystring: z.object({
          estado: z
            .string({ error: REFERENCIA_MESSAGES.estadoObrigatorio })
            .trim()
            .regex(/^[A-Za-z]{2}$/, REFERENCIA_MESSAGES.estadoInvalido),
          q: ZBusca.optional(),
        }),
        response: { 200: z.array(ZCidade) },
      },
    },
    async (request) => {
      const lista = await findCidades(app.db, request.query);
      if (!lista) {
        throw new AppError('bad_request', REFERENCIA_MESSAGES.estadoNaoEncontrado, {
          estado: [REFERENCIA_MESSAGES.estadoNaoEncontrado],
        });
      }
      return lista;
    },
  );

  app.get(
    '/api/locais/aeroportos/',
    {
      config: { access: access.staff },
      schema: {
        tags,
        summary: 'Busca de aeroportos por IATA, nome, cidade, estado ou país (até 20)',
        querystring: z.object({
          q: z
            .string({ error: REFERENCIA_MESSAGES.buscaObrigatoria })
            .trim()
            .max(100, REFERENCIA_MESSAGES.buscaLonga)
            .refine((q) => normalizarBusca(q).length >= 2, REFERENCIA_MESSAGES.buscaCurta),
        }),
        response: { 200: z.array(ZAeroporto) },
      },
    },
    (request) => findAeroportos(app.db, { q: request.query.q }),
  );

  app.get(
    '/api/ciaaereas/',
    {
      config: { access: access.staff },
      schema: {
        tags,
        summary: 'Companhias aéreas',
        querystring: z.object({ q: ZBusca.optional(), ativo: ZBooleano.optional() }),
        response: { 200: z.array(ZCiaAerea) },
      },
    },
    async (request) => (await findCiasAereas(app.db, request.query)).map(ciaView),
  );

  app.get(
    '/api/programas/',
    {
      config: { access: access.staff },
      schema: {
        tags,
        summary: 'Programas de fidelidade',
        querystring: ZProgramasQuery,
        response: { 200: z.array(ZPrograma) },
      },
    },
    (request) => findProgramas(app.db, request.query),
  );

  app.get(
    '/api/fidelidades/',
    {
      config: { access: access.staff },
      schema: {
        tags,
        summary: 'Contas de fidelidade',
        querystring: ZFidelidadesQuery,
        response: { 200: z.array(ZFidelidade) },
      },
    },
    (request) => findFidelidades(app.db, request.query),
  );

  app.get(
    '/api/cartoes/',
    {
      config: { access: access.staff },
      schema: {
        tags,
        summary: 'Cartões da agência (ativo=true: só os oferecidos para pagamento)',
        querystring: z.object({ ativo: ZBooleano.optional() }),
        response: { 200: z.array(ZCartao) },
      },
    },
    (request) => findCartoes(app.db, request.query),
  );

  app.post(
    '/api/cartoes/',
    {
      config: { access: access.admin },
      schema: {
        tags,
        summary: 'Cadastra um cartão da agência (só os 4 últimos dígitos)',
        body: ZCartaoInput,
        response: { 201: ZCartao },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await criarCartao(app.db, { dados: request.body, ator: actor(request) })),
  );

  app.put(
    '/api/cartoes/:id/',
    {
      config: { access: access.admin },
      schema: {
        tags,
        summary: 'Altera ou desativa (ativo: false) um cartão da agência',
        params: ZIdParams,
        body: ZCartaoInput,
        response: { 200: ZCartao },
      },
    },
    (request) => alterarCartao(app.db, { id: request.params.id, dados: request.body, ator: actor(request) }),
  );
}
