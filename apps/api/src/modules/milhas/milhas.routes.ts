import {
  MILHAS_TABELA_MESSAGES,
  ZDesagioCompra,
  ZLinhaTabelaMilhasView,
  ZTabelaMilhasQuery,
} from '@skyler/domain/milhas';
import { dec } from '@skyler/domain/precos/dinheiro';
import { z } from 'zod';
import type { App } from '../../app.ts';
import { access } from '../../platform/access.ts';
import { AppError } from '../../platform/errors.ts';
import { findDesagioProprio, findTabelaMilhasAtual } from './milhas.queries.ts';

const tags = ['milhas'];

/**
 * Reading the miles table and the wallet discount: every staff member, since the quote dialog prices miles
 * and wallet tickets with them as the quoter types. Editing the table is a later area.
 */
export async function milhasRoutes(app: App) {
  app.get(
    '/api/milhas/',
    {
      config: { access: access.staff },
      schema: {
        tags,
        summary: 'Tabela de milhas atual (preço de venda ou custo)',
        querystring: ZTabelaMilhasQuery,
        response: { 200: z.array(ZLinhaTabelaMilhasView) },
      },
    },
    (request) => findTabelaMilhasAtual(app.db, { tipo: request.query.tipo }),
  );

  app.get(
    '/api/milhas-validadas/desagio_compra/',
    {
      config: { access: access.staff },
      schema: {
        tags,
        summary:
          'Deságio médio das compras de milhas validadas (%); sem compras validadas, o deságio próprio',
        response: { 200: ZDesagioCompra },
      },
    },
    async () => {
      const desagio = await findDesagioProprio(app.db);
      if (desagio === null)
        throw new AppError('not_found', MILHAS_TABELA_MESSAGES.desagioProprioNaoEncontrado);
      return { desagio_compra: dec(desagio).toFixed(2) };
    },
  );
}
