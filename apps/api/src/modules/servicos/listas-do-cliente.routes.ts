import { CONTATO_MESSAGES } from '@skyler/domain/contatos';
import { EMPRESA_MESSAGES } from '@skyler/domain/empresas';
import { ZPageQuery } from '@skyler/domain/pagination';
import {
  LISTAS_DO_CLIENTE_PAGE_SIZE,
  SERVICO_PAGO,
  ZBeneficiariosPage,
  ZCotacoesPagasPage,
  ZServicosPage,
} from '@skyler/domain/servicos';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { access } from '../../platform/access.ts';
import { AppError } from '../../platform/errors.ts';
import type { App } from '../../platform/fastify.ts';
import { listResponse } from '../../platform/pagination.ts';
import { ZIdParams } from '../../platform/params.ts';
import { clienteExiste, findBeneficiariosDoCliente, findServicosPage } from './servicos.queries.ts';

type Cliente = { cliente: number } | { cliente_empresa: number };

/** A contact's services, paid quotes and beneficiaries, under `/api/contatos/{id}/`. */
export const listasDoContatoRoutes: FastifyPluginAsyncZod = async (app) =>
  listasDoCliente(app, {
    prefix: '/api/contatos',
    tags: ['contatos'],
    quem: 'do contato (cliente da venda)',
    cliente: (id) => ({ cliente: id }),
    mustExist: async (id) => {
      if (!(await clienteExiste(app.db, { cliente: id })))
        throw new AppError('not_found', CONTATO_MESSAGES.naoEncontrado);
    },
  });

/** A company's services, paid quotes and beneficiaries, under `/api/empresas/{id}/`. */
export const listasDaEmpresaRoutes: FastifyPluginAsyncZod = async (app) =>
  listasDoCliente(app, {
    prefix: '/api/empresas',
    tags: ['empresas'],
    quem: 'da empresa (cliente da venda)',
    cliente: (id) => ({ cliente_empresa: id }),
    mustExist: async (id) => {
      if (!(await clienteExiste(app.db, { cliente_empresa: id })))
        throw new AppError('not_found', EMPRESA_MESSAGES.naoEncontrada);
    },
  });

/**
 * A contact's or a company's services, paid quotes and beneficiaries (part 2 §2, §7; decision 0057), under
 * `{prefix}/{id}/servicos/`, `cotacoes-pagas/` and `beneficiarios/`: open to staff like the record, 15 rows a
 * page, 404 with the record's message when it does not exist.
 */
function listasDoCliente(
  app: App,
  {
    prefix,
    tags,
    quem,
    cliente,
    mustExist,
  }: {
    prefix: '/api/contatos' | '/api/empresas';
    tags: string[];
    /** 'do contato', 'da empresa' */
    quem: string;
    cliente: (id: number) => Cliente;
    mustExist: (id: number) => Promise<void>;
  },
) {
  const pagina = { pageSize: LISTAS_DO_CLIENTE_PAGE_SIZE };
  const schema = (
    summary: string,
    response: typeof ZServicosPage | typeof ZCotacoesPagasPage | typeof ZBeneficiariosPage,
  ) => ({
    tags,
    summary,
    params: ZIdParams,
    querystring: ZPageQuery,
    response: { 200: response },
  });

  app.get(
    `${prefix}/:id/servicos/`,
    {
      config: { access: access.staff },
      schema: schema(
        `Serviços das vendas ${quem}, do mais novo ao mais antigo (15 por página)`,
        ZServicosPage,
      ),
    },
    async (request) => {
      await mustExist(request.params.id);
      const page = await findServicosPage(app.db, cliente(request.params.id), {
        ...pagina,
        page: request.query.page,
      });
      return listResponse('servicos', page);
    },
  );

  app.get(
    `${prefix}/:id/cotacoes-pagas/`,
    {
      config: { access: access.staff },
      schema: schema(
        `Cotações pagas ${quem}: cada uma pelo seu serviço, já coberto pelos pagamentos ou liberado pelo financeiro (15 por página)`,
        ZCotacoesPagasPage,
      ),
    },
    async (request) => {
      await mustExist(request.params.id);
      const page = await findServicosPage(
        app.db,
        { ...cliente(request.params.id), status: SERVICO_PAGO },
        { ...pagina, page: request.query.page },
      );
      return listResponse('cotacoes', page);
    },
  );

  app.get(
    `${prefix}/:id/beneficiarios/`,
    {
      config: { access: access.staff },
      schema: schema(
        `Beneficiários dos serviços ${quem} (não cancelados), o serviço mais novo primeiro (15 por página)`,
        ZBeneficiariosPage,
      ),
    },
    async (request) => {
      await mustExist(request.params.id);
      const page = await findBeneficiariosDoCliente(app.db, cliente(request.params.id), {
        ...pagina,
        page: request.query.page,
      });
      return listResponse('beneficiarios', page);
    },
  );
}
