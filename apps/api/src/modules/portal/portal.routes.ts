import { ZPageQuery } from '@skyler/domain/pagination';
import { ZVendaPortal, ZVendasPortal } from '@skyler/domain/portal';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { access } from '../../platform/access.ts';
import { actor } from '../../platform/actor.ts';
import { listResponse } from '../../platform/pagination.ts';
import { ZIdParams } from '../../platform/params.ts';
import { findVendasDoPortal } from './portal.queries.ts';
import { lerVendaDoPortal } from './portal.service.ts';

const tags = ['portal'];
export const PORTAL_PAGE_SIZE = 15;

/**
 * The client's portal (`/api/portal/…`): a client account's own sales, answered from the client's point of
 * view. Only client accounts reach it; a staff user reads the sale in the back-office instead.
 */
export const portalRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/portal/vendas/',
    {
      config: { access: access.cliente },
      schema: {
        tags,
        summary: 'Viagens do cliente: as vendas de que é cliente, passageiro ou contato da empresa cliente',
        querystring: ZPageQuery,
        response: { 200: ZVendasPortal },
      },
    },
    async (request) => {
      const page = await findVendasDoPortal(app.db, {
        usuario: actor(request).user.id,
        page: request.query.page,
        pageSize: PORTAL_PAGE_SIZE,
      });
      return listResponse('vendas', page);
    },
  );

  app.get(
    '/api/portal/vendas/:id/',
    {
      config: { access: access.cliente },
      schema: {
        tags,
        summary: 'Uma viagem do cliente, do ponto de vista do cliente (404 para a venda de outro cliente)',
        params: ZIdParams,
        response: { 200: ZVendaPortal },
      },
    },
    (request) => lerVendaDoPortal(app.db, { usuario: actor(request).user.id, venda: request.params.id }),
  );
};
