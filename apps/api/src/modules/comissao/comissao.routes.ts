import {
  COMISSAO_PAGE_SIZE,
  type EmissaoComissao,
  podeVerValoresComissao,
  ZComissaoQuery,
  ZComissaoResposta,
  ZTaxasComissaoUpdate,
  ZTaxasComissaoUsuario,
} from '@skyler/domain/comissao';
import { ZIdQuery } from '@skyler/domain/ids';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { access } from '../../platform/access.ts';
import { actor } from '../../platform/actor.ts';
import { findComissaoPage, findTaxasComissao } from './comissao.queries.ts';
import { salvarTaxasComissao } from './comissao.service.ts';

const tags = ['comissao'];

/** The commission report and the users' commission rates (decision 0028). */
export const comissaoRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/emissoes/comissao/',
    {
      config: { access: access.route('comissao') },
      schema: {
        tags,
        summary:
          'Relatório de comissão (15 por página, da mais nova à mais antiga); datas: dias AAAA-MM-DD separados por vírgula',
        description:
          'Quem pertence a comissao recebe todas as emissões com valor base, porcentagens e valores (com_valores: true); os demais, só as emissões de que participaram, sem nenhum valor (com_valores: false).',
        querystring: ZComissaoQuery,
        response: { 200: ZComissaoResposta },
      },
    },
    async (request) => {
      const { user } = actor(request);
      const { page, ...filtros } = request.query;
      const comValores = podeVerValoresComissao(user);
      const result = await findComissaoPage(
        app.db,
        { ...filtros, somenteDe: comValores ? undefined : user.id },
        { page, pageSize: COMISSAO_PAGE_SIZE, comValores },
      );
      return comValores
        ? { emissoes: result.rows as EmissaoComissao[], pages: result.pages, com_valores: true as const }
        : { emissoes: result.rows, pages: result.pages, com_valores: false as const };
    },
  );

  app.get(
    '/api/comissao/taxas/',
    {
      config: { access: access.admin },
      schema: {
        tags,
        summary: 'As taxas de comissão (%) de cada usuário da equipe',
        response: { 200: z.array(ZTaxasComissaoUsuario) },
      },
    },
    () => findTaxasComissao(app.db),
  );

  app.put(
    '/api/comissao/taxas/:usuario/',
    {
      config: { access: access.admin },
      schema: {
        tags,
        summary: 'Altera as taxas de comissão (%) de um usuário como consultor, cotador e emissor',
        params: z.object({ usuario: ZIdQuery }),
        body: ZTaxasComissaoUpdate,
        response: { 200: ZTaxasComissaoUsuario },
      },
    },
    (request) =>
      salvarTaxasComissao(app.db, {
        usuario: request.params.usuario,
        dados: request.body,
        ator: actor(request),
      }),
  );
};
