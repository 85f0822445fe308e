import {
  aniversariosDaSemana,
  DASHBOARD_MESSAGES,
  DASHBOARD_PERIODO_MAX_DIAS,
  diasDoPeriodo,
  mesDoDia,
  periodoValido,
  podeVerPainelCompleto,
  ZDashboard,
  ZDashboardQuery,
} from '@skyler/domain/dashboard';
import { hojeNaAgencia } from '@skyler/domain/formatters';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { access } from '../../platform/access.ts';
import { actor } from '../../platform/actor.ts';
import { AppError } from '../../platform/errors.ts';
import { findDashboard } from './dashboard.queries.ts';

const tags = ['dashboard'];

/** Routes of the `dashboard` area (decision 0029). */
export const dashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/dashboard/',
    {
      config: { access: access.staff },
      schema: {
        tags,
        summary:
          'Painel: os números de um período (padrão: o mês corrente) e, opcionalmente, de um consultor',
        description:
          'Administradores e os departamentos financeiro e comissao veem a agência toda e podem escolher o consultor; os demais veem só as vendas de que são consultores (o filtro consultor é sempre o próprio usuário).',
        querystring: ZDashboardQuery,
        response: { 200: ZDashboard },
      },
    },
    async (request) => {
      const { user } = actor(request);
      const hoje = hojeNaAgencia();
      const mes = mesDoDia(hoje);
      const inicio = request.query.inicio ?? mes.inicio;
      const fim = request.query.fim ?? mes.fim;
      if (!periodoValido(inicio, fim))
        throw new AppError('bad_request', DASHBOARD_MESSAGES.periodoInvalido, {
          fim: [DASHBOARD_MESSAGES.periodoInvalido],
        });
      if (diasDoPeriodo(inicio, fim) > DASHBOARD_PERIODO_MAX_DIAS) {
        throw new AppError('bad_request', DASHBOARD_MESSAGES.periodoLongo, {
          fim: [DASHBOARD_MESSAGES.periodoLongo],
        });
      }
      const consultor = podeVerPainelCompleto(user) ? (request.query.consultor ?? null) : user.id;
      return findDashboard(app.leitura.banco(request), {
        inicio,
        fim,
        consultor,
        aniversarios: aniversariosDaSemana(hoje),
      });
    },
  );
};
