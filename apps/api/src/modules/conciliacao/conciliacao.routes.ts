import {
  CONCILIACAO_MESSAGES,
  podeConciliar,
  ZConciliacao,
  ZConciliacaoQuery,
  ZContagemDivergencias,
} from '@skyler/domain/conciliacao';
import {
  ZConciliacaoBanco,
  ZConciliacaoBancoQuery,
} from '@skyler/domain/conciliacao-banco/conciliacao-banco';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { access } from '../../platform/access.ts';
import { AppError } from '../../platform/errors.ts';
import { conciliarBanco } from './banco.queries.ts';
import { conciliar } from './conciliacao.queries.ts';

const tags = ['conciliacao'];
const financeiro = access.rule({ name: 'podeConciliar', allows: podeConciliar });

/** The period asked, refused when it ends before it starts. */
function periodo(query: { inicio?: string | undefined; fim?: string | undefined }) {
  const inicio = query.inicio ?? null;
  const fim = query.fim ?? null;
  if (inicio && fim && fim < inicio)
    throw new AppError('bad_request', CONCILIACAO_MESSAGES.periodoInvalido, {
      fim: [CONCILIACAO_MESSAGES.periodoInvalido],
    });
  return { inicio, fim };
}

/** Routes of the `conciliacao` area (decisions 0038 and 0053). */
export const conciliacaoRoutes: FastifyPluginAsyncZod = async (app) => {
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
    async (request) => conciliar(app.db, periodo(request.query)),
  );

  app.get(
    '/api/conciliacao/contagem/',
    {
      config: { access: financeiro },
      schema: {
        tags,
        summary: 'Painel: quantas vendas do período quebram uma invariante',
        description:
          'O número de vendas distintas que a conciliação do mesmo período lista. Cada processo guarda a contagem por até um minuto e a esquece quando um pagamento, serviço, cotação, emissão ou ordem de pagamento muda (decisão 0053). Administradores e o departamento financeiro.',
        querystring: ZConciliacaoQuery,
        response: { 200: ZContagemDivergencias },
      },
    },
    async (request) => app.contagemDivergencias.contar(app.db, periodo(request.query)),
  );

  app.get(
    '/api/conciliacao/banco/',
    {
      config: { access: financeiro },
      schema: {
        tags,
        summary: 'Conciliação bancária: o que o extrato de uma conta e os livros não explicam',
        description:
          'Pagamentos concluídos e ordens pagas dos dias cobertos pelos extratos sem movimento (nem marcados como liquidados fora do banco), movimentos não explicados, movimentos conciliados cujos vínculos não somam o valor, e o saldo do último extrato contra o do sistema. Administradores e o departamento financeiro.',
        querystring: ZConciliacaoBancoQuery,
        response: { 200: ZConciliacaoBanco },
      },
    },
    async (request) =>
      conciliarBanco(app.db, {
        conta: request.query.conta ?? null,
        inicio: request.query.inicio ?? null,
        fim: request.query.fim ?? null,
      }),
  );
};
