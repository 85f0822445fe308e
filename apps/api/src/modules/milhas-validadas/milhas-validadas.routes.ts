import { MILHAS_TABELA_MESSAGES, ZDesagioCompra } from '@skyler/domain/milhas';
import {
  MILHAS_VALIDADAS_API_MESSAGES,
  MILHAS_VALIDADAS_PAGE_SIZE,
  podeValidarMilhas,
  podeVerContasMilhas,
  ZContaOferecida,
  ZContasOferecidasQuery,
  ZMilhasValidadas,
  ZMilhasValidadasPage,
  ZMilhasValidadasQuery,
  ZRevelarSenhaResponse,
  ZValidarMilhasRequest,
  ZValidarMilhasResponse,
} from '@skyler/domain/milhas-validadas';
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { subcotacoes } from '../../db/schema/index.ts';
import { access } from '../../platform/access.ts';
import { actor } from '../../platform/actor.ts';
import { AppError } from '../../platform/errors.ts';
import { listResponse } from '../../platform/pagination.ts';
import { ZIdParams } from '../../platform/params.ts';
import { loadChaveMilhas } from '../../platform/segredos.ts';
import {
  findContasOferecidas,
  findDesagioCompra,
  findMilhasValidadasDaSubcotacao,
  findMilhasValidadasPage,
} from './milhas-validadas.queries.ts';
import { revelarSenha, validarMilhas } from './milhas-validadas.service.ts';

const tags = ['milhas-validadas'];

/** Validating tickets: the milhas department (decision 0028). */
const validarMilhasAccess = access.rule({ name: 'podeValidarMilhas', allows: podeValidarMilhas });
/** Revealing a third party's password: who issues from the account (decision 0052). */
const contasMilhasAccess = access.rule({ name: 'podeVerContasMilhas', allows: podeVerContasMilhas });

/** Validating miles and wallet tickets and the validated purchases (decision 0028). */
export const milhasValidadasRoutes: FastifyPluginAsyncZod = async (app) => {
  const chave = loadChaveMilhas(app.config);
  const leitor = (request: Parameters<typeof actor>[0]) => ({
    comConta: podeVerContasMilhas(actor(request).user),
  });

  app.post(
    '/api/milhas-validadas/validate/',
    {
      config: { access: validarMilhasAccess },
      schema: {
        tags,
        summary:
          'Valida bilhetes de milhas ou wallet de uma cotação; o último pendente leva o serviço à emissão',
        body: ZValidarMilhasRequest,
        response: { 201: ZValidarMilhasResponse },
      },
    },
    async (request, reply) => {
      const resposta = await validarMilhas(app.db, { body: request.body, chave, ...actor(request) });
      return reply.status(201).send(resposta);
    },
  );

  app.get(
    '/api/milhas-validadas/',
    {
      config: { access: access.route('painel-autorizacao') },
      schema: {
        tags,
        summary: 'Compras de milhas e wallet validadas (10 por página, da mais nova à mais antiga)',
        querystring: ZMilhasValidadasQuery,
        response: { 200: ZMilhasValidadasPage },
      },
    },
    async (request) =>
      listResponse(
        'milhas-validadas',
        await findMilhasValidadasPage(app.db, request.query, {
          pageSize: MILHAS_VALIDADAS_PAGE_SIZE,
          leitor: leitor(request),
        }),
      ),
  );

  app.get(
    '/api/milhas-validadas/contas/',
    {
      config: { access: access.route('painel-autorizacao') },
      schema: {
        tags,
        summary: 'Contas fidelidade oferecidas para validar um bilhete',
        querystring: ZContasOferecidasQuery,
        response: { 200: z.array(ZContaOferecida) },
      },
    },
    async (request) => {
      const [bilhete] = await app.db
        .select({
          tipo_cotacao: subcotacoes.tipo_cotacao,
          programa_fidelidade: subcotacoes.programa_fidelidade,
        })
        .from(subcotacoes)
        .where(eq(subcotacoes.id, request.query.subcotacao));
      if (!bilhete || (bilhete.tipo_cotacao !== 'milha' && bilhete.tipo_cotacao !== 'wallet'))
        throw new AppError('not_found', MILHAS_VALIDADAS_API_MESSAGES.bilheteNaoEncontrado);
      return findContasOferecidas(app.db, bilhete);
    },
  );

  app.get(
    '/api/milhas-validadas/desagio_compra/',
    {
      config: { access: access.staff },
      schema: {
        tags,
        summary:
          'Deságio médio das compras wallet validadas nos últimos 90 dias (%); sem elas, o deságio próprio',
        response: { 200: ZDesagioCompra },
      },
    },
    async () => {
      const desagio = await findDesagioCompra(app.db);
      if (desagio === null)
        throw new AppError('not_found', MILHAS_TABELA_MESSAGES.desagioProprioNaoEncontrado);
      return { desagio_compra: desagio };
    },
  );

  app.get(
    '/api/subcotacoes/:id/milhas-validadas/',
    {
      config: { access: access.staff },
      schema: {
        tags,
        summary:
          'Compras validadas de um bilhete (as contas que o emitem); login e CPF de terceiros só para emissão, milhas e administradores',
        params: ZIdParams,
        response: { 200: ZMilhasValidadas },
      },
    },
    async (request) => {
      const [bilhete] = await app.db
        .select({ id: subcotacoes.id })
        .from(subcotacoes)
        .where(eq(subcotacoes.id, request.params.id));
      if (!bilhete) throw new AppError('not_found', MILHAS_VALIDADAS_API_MESSAGES.bilheteNaoEncontrado);
      return findMilhasValidadasDaSubcotacao(app.db, bilhete.id, leitor(request));
    },
  );

  app.post(
    '/api/milhas-validadas/:id/revelar-senha/',
    {
      config: { access: contasMilhasAccess },
      schema: {
        tags,
        summary:
          'Revela a senha da conta de terceiros de uma compra validada (emissão, milhas e administradores); cada revelação fica no log',
        params: ZIdParams,
        response: { 200: ZRevelarSenhaResponse },
      },
    },
    async (request) => revelarSenha(app.db, { id: request.params.id, chave, ...actor(request) }),
  );
};
