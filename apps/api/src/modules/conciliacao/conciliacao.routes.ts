import {
  CONCILIACAO_MESSAGES,
  podeConciliar,
  ZConciliacao,
  ZConciliacaoQuery,
} from '@skyler/domain/conciliacao';
import type { App } from '../../app.ts';
import { access } from '../../platform/access.ts';
import { AppError } from '../../platform/errors.ts';
import { conciliar } from './conciliacao.queries.ts';

const tags = ['conciliacao'];
const financeiro = access.rule({ name: 'podeConciliar', allows: podeConciliar });

/** Routes of the `conciliacao` area (decision 0038). */
export async function conciliacaoRoutes(app: App) {
  app.get(
    '/api/conciliacao/',
    {
      config: { access: financeiro },
      schema: {
        tags,
        summary: 'Conciliação: as vendas que quebram uma invariante do dinheiro',
        description:
          'Para as vendas criadas no período (dias em America/Sao_Paulo; sem datas, todas), uma divergência por venda e invariante, com o esperado, o encontrado e a diferença. Administradores e o departamento financeiro.',
        querystring: ZConciliacaoQuery,
        response: { 200: ZConciliacao },
      },
    },
    async (request) => {
      const inicio = request.query.inicio ?? null;
      const fim = request.query.fim ?? null;
      if (inicio && fim && fim < inicio)
        throw new AppError('bad_request', CONCILIACAO_MESSAGES.periodoInvalido, {
          fim: [CONCILIACAO_MESSAGES.periodoInvalido],
        });
      return conciliar(app.db, { inicio, fim });
    },
  );
}
