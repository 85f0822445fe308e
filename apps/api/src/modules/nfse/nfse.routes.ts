import {
  podeCuidarNfse,
  ZNfse,
  ZNfseCancelarRequest,
  ZNfsePage,
  ZNfseQuery,
  ZNfseReenviarRequest,
} from '@skyler/domain/nfse';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { access } from '../../platform/access.ts';
import { actor } from '../../platform/actor.ts';
import { listResponse } from '../../platform/pagination.ts';
import { ZIdParams } from '../../platform/params.ts';
import { cancelarNfse, listarNfse, reenviarNfse, solicitarNfse, verNfse } from './nfse.service.ts';

const financeiro = access.rule({ name: 'podeCuidarNfse', allows: podeCuidarNfse });
const tags = ['nfse'];

const ZNfseEstado = z.object({ ligada: z.boolean() });

/** The NFS-e on the agency's own revenue: requesting a service's, the list, one, cancelling, re-sending. */
export const nfseRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/nfse/estado/',
    {
      config: { access: financeiro },
      schema: {
        tags,
        summary: 'Se a emissão de NFS-e está ligada neste servidor (NFSE_URL e NFSE_TOKEN definidos)',
        response: { 200: ZNfseEstado },
      },
    },
    async () => ({ ligada: app.nfse.ligada }),
  );

  app.post(
    '/api/servicos/:id/nfse/',
    {
      config: { access: financeiro },
      schema: {
        tags,
        summary: 'Pede a NFS-e da receita própria do serviço (ou responde a que ele já tem)',
        params: ZIdParams,
        response: { 200: ZNfse },
      },
    },
    async (request) => solicitarNfse(app.db, app.nfse, { servico: request.params.id, ...actor(request) }),
  );

  app.get(
    '/api/nfse/',
    {
      config: { access: financeiro },
      schema: {
        tags,
        summary: 'NFS-e emitidas, por status e período do pedido',
        querystring: ZNfseQuery,
        response: { 200: ZNfsePage },
      },
    },
    async (request) => listResponse('nfse', await listarNfse(app.db, request.query)),
  );

  app.get(
    '/api/nfse/:id/',
    {
      config: { access: financeiro },
      schema: { tags, summary: 'Uma NFS-e', params: ZIdParams, response: { 200: ZNfse } },
    },
    async (request) => verNfse(app.db, request.params.id),
  );

  app.post(
    '/api/nfse/:id/cancelar/',
    {
      config: { access: financeiro },
      schema: {
        tags,
        summary: 'Cancela uma NFS-e autorizada, com o motivo, dentro do prazo das configurações fiscais',
        params: ZIdParams,
        body: ZNfseCancelarRequest,
        response: { 200: ZNfse },
      },
    },
    async (request) =>
      cancelarNfse(app.db, app.nfse, { id: request.params.id, body: request.body, ...actor(request) }),
  );

  app.post(
    '/api/nfse/:id/reenviar/',
    {
      config: { access: financeiro },
      schema: {
        tags,
        summary: 'Reenvia uma NFS-e rejeitada, com o tomador e a descrição corrigidos',
        params: ZIdParams,
        body: ZNfseReenviarRequest,
        response: { 200: ZNfse },
      },
    },
    async (request) =>
      reenviarNfse(app.db, app.nfse, { id: request.params.id, body: request.body, ...actor(request) }),
  );
};
