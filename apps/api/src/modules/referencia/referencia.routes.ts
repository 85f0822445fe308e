import { normalizarBusca } from '@skyler/domain/busca';
import { ZCartao, ZCartaoInput } from '@skyler/domain/emissoes';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { access } from '../../platform/access.ts';
import { AppError } from '../../platform/errors.ts';
import { rotasDeCadastro } from '../../platform/rotas.ts';
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
import {
  REFERENCIA_MESSAGES,
  ZAeroporto,
  ZBooleano,
  ZBusca,
  ZCiaAerea,
  ZCidade,
  ZEstado,
  ZFidelidade,
  ZFidelidadesQuery,
  ZMoeda,
  ZPais,
  ZPrograma,
  ZProgramasQuery,
} from './referencia.schemas.ts';
import { ciaView } from './referencia-admin.service.ts';

const tags = ['referencia'];

export const referenciaRoutes: FastifyPluginAsyncZod = async (app) => {
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

  rotasDeCadastro(app, '/api/cartoes/', {
    access: access.admin,
    tags,
    entrada: ZCartaoInput,
    registro: ZCartao,
    resumos: {
      criar: 'Cadastra um cartão da agência (só os 4 últimos dígitos)',
      alterar: 'Altera ou desativa (ativo: false) um cartão da agência',
    },
    criar: (dados, ator) => criarCartao(app.db, { dados, ator }),
    alterar: (id, dados, ator) => alterarCartao(app.db, { id, dados, ator }),
  });
};
