import { COTACAO_API_MESSAGES, ZCotacao } from '@skyler/domain/cotacoes';
import { ZPageQuery } from '@skyler/domain/pagination';
import {
  podeCancelarServicos,
  podeFaturarServicos,
  SERVICO_MESSAGES,
  SERVICOS_PAGE_SIZE,
  ZBeneficiario,
  ZBeneficiariosDaCotacao,
  ZBeneficiariosRequest,
  ZFaturaRequest,
  ZServico,
  ZServicoCancelRequest,
  ZServicoFaturarRequest,
  ZServicosPage,
  ZServicosQuery,
  ZValidacaoBilhete,
} from '@skyler/domain/servicos';
import { VENDA_ERROS } from '@skyler/domain/vendas';
import { and, asc, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { cotacoes, vendas } from '../../db/schema/index.ts';
import { type Access, access } from '../../platform/access.ts';
import { actor } from '../../platform/actor.ts';
import { AppError } from '../../platform/errors.ts';
import { listResponse } from '../../platform/pagination.ts';
import { ZIdParams } from '../../platform/params.ts';
import { rotaDaListaDoRegistro } from '../../platform/rotas.ts';
import { findCotacoesPorIds } from '../cotacoes/cotacoes.queries.ts';
import { faturarCarrinho } from './fatura.service.ts';
import {
  findBeneficiariosDasCotacoes,
  findBeneficiariosDoCarrinho,
  findServico,
  findServicoRow,
  findServicosEmValidacaoDaVenda,
  findServicosPage,
  findValidacoesDoServico,
  type ServicosFiltros,
} from './servicos.queries.ts';
import { cancelarServico, faturarServico, salvarBeneficiarios } from './servicos.service.ts';

const tags = ['servicos'];

/** Cancelling: the financeiro and milhas departments, and administrators. */
const cancelarServicos = access.rule({ name: 'podeCancelarServicos', allows: podeCancelarServicos });
/** Invoicing a service (faturar): the financeiro department. */
const faturarServicos = access.rule({ name: 'podeFaturarServicos', allows: podeFaturarServicos });

/** The panels: the services of one status, paged like the list, each for the panel's users. */
const PAINEIS: { caminho: string; access: Access; summary: string; filtros: ServicosFiltros }[] = [
  {
    caminho: '/api/servicos/pagamento/',
    access: access.route('painel-pagamentos'),
    summary: 'Serviços esperando pagamento (aguardando pagamento e pagamento em validação)',
    filtros: { status: ['pagamento', 'pagamento_validacao'] },
  },
  {
    caminho: '/api/servicos/validation_emissao/',
    access: access.route('painel-pagamentos'),
    summary: 'Serviços validados pelo financeiro, em emissão',
    filtros: { status: 'emissao' },
  },
  {
    caminho: '/api/servicos/validation/',
    access: access.route('painel-autorizacao'),
    summary: 'Serviços com bilhetes de milhas ou wallet pendentes de validação',
    filtros: { status: 'validacao' },
  },
  {
    caminho: '/api/servicos/validacao_pendente/',
    access: access.route('painel-autorizacao'),
    summary: 'Serviços com bilhetes de milhas ou wallet pendentes de validação (painel de autorização)',
    filtros: { status: 'validacao' },
  },
];

/** Services (part 1 §2, §7): invoicing the cart, the lists and panels, cancel, faturar. */
export const servicosRoutes: FastifyPluginAsyncZod = async (app) => {
  const mustFindVenda = async (id: number) => {
    const [venda] = await app.db.select({ id: vendas.id }).from(vendas).where(eq(vendas.id, id));
    if (!venda) throw new AppError('not_found', VENDA_ERROS.naoEncontrada);
  };
  const pagina = (filtros: ServicosFiltros, page: number) =>
    findServicosPage(app.db, filtros, { page, pageSize: SERVICOS_PAGE_SIZE }).then((result) =>
      listResponse('servicos', result),
    );

  // ——— the cart's beneficiaries ———

  app.get(
    '/api/cotacoes/:id/beneficiarios/',
    {
      config: { access: access.staff },
      schema: {
        tags,
        summary: 'Beneficiários de uma cotação, na ordem escolhida',
        params: ZIdParams,
        response: { 200: z.array(ZBeneficiario) },
      },
    },
    async (request) => {
      const [cotacao] = await app.db
        .select({ id: cotacoes.id })
        .from(cotacoes)
        .where(eq(cotacoes.id, request.params.id));
      if (!cotacao) throw new AppError('not_found', COTACAO_API_MESSAGES.naoEncontrada);
      return (await findBeneficiariosDasCotacoes(app.db, [cotacao.id])).get(cotacao.id) ?? [];
    },
  );

  app.put(
    '/api/cotacoes/:id/beneficiarios/',
    {
      config: { access: access.staff },
      schema: {
        tags,
        summary: 'Substitui os beneficiários de uma cotação no carrinho de uma venda em proposta',
        params: ZIdParams,
        body: ZBeneficiariosRequest,
        response: { 200: z.array(ZBeneficiario) },
      },
    },
    (request) =>
      salvarBeneficiarios(app.db, { cotacao: request.params.id, body: request.body, ...actor(request) }),
  );

  rotaDaListaDoRegistro(app, '/api/vendas/:id/beneficiarios/', {
    access: access.staff,
    tags,
    summary: 'Cada cotação do carrinho com seus beneficiários e quantos ela precisa',
    item: ZBeneficiariosDaCotacao,
    exigir: mustFindVenda,
    listar: (id) => findBeneficiariosDoCarrinho(app.db, id),
  });

  // ——— invoicing the cart ———

  app.post(
    '/api/vendas/:id/fatura/',
    {
      config: { access: access.staff },
      schema: {
        tags,
        summary: 'Fatura o carrinho de uma venda em proposta: um serviço por cotação, com seus pagamentos',
        params: ZIdParams,
        body: ZFaturaRequest,
        response: { 201: z.array(ZServico) },
      },
    },
    async (request, reply) => {
      const criados = await faturarCarrinho(app.db, {
        venda: request.params.id,
        body: request.body,
        ...actor(request),
      });
      return reply.status(201).send(criados);
    },
  );

  app.get(
    '/api/vendas/:id/fatura/',
    {
      config: { access: access.staff },
      schema: {
        tags,
        summary: 'Cotações faturadas da venda',
        params: ZIdParams,
        response: { 200: z.array(ZCotacao) },
      },
    },
    async (request) => {
      await mustFindVenda(request.params.id);
      const faturadas = await app.db
        .select({ id: cotacoes.id })
        .from(cotacoes)
        .where(and(eq(cotacoes.venda, request.params.id), eq(cotacoes.status, 'fatura')))
        .orderBy(asc(cotacoes.id));
      return findCotacoesPorIds(
        app.db,
        faturadas.map((c) => c.id),
      );
    },
  );

  rotaDaListaDoRegistro(app, '/api/vendas/:id/validacao/', {
    access: access.staff,
    tags,
    summary: 'Serviços da venda em validação de bilhetes',
    item: ZServico,
    exigir: mustFindVenda,
    listar: (id) => findServicosEmValidacaoDaVenda(app.db, id),
  });

  // ——— lists ———

  app.get(
    '/api/servicos/detailed/',
    {
      config: { access: access.staff },
      schema: {
        tags,
        summary: 'Serviços com filtros (15 por página, do mais novo ao mais antigo)',
        querystring: ZServicosQuery,
        response: { 200: ZServicosPage },
      },
    },
    (request) => {
      const { page, ...filtros } = request.query;
      return pagina(filtros, page);
    },
  );

  for (const painel of PAINEIS) {
    app.get(
      painel.caminho,
      {
        config: { access: painel.access },
        schema: { tags, summary: painel.summary, querystring: ZPageQuery, response: { 200: ZServicosPage } },
      },
      (request) => pagina(painel.filtros, request.query.page),
    );
  }

  app.get(
    '/api/servicos/:id/',
    {
      config: { access: access.staff },
      schema: { tags, summary: 'Um serviço', params: ZIdParams, response: { 200: ZServico } },
    },
    async (request) => {
      const servico = await findServico(app.db, request.params.id);
      if (!servico) throw new AppError('not_found', SERVICO_MESSAGES.naoEncontrado);
      return servico;
    },
  );

  app.get(
    '/api/servicos/:id/validacoes/',
    {
      config: { access: access.route('painel-autorizacao') },
      schema: {
        tags,
        summary: 'Bilhetes de milhas e wallet do serviço, com o que validá-los pede',
        params: ZIdParams,
        response: { 200: z.array(ZValidacaoBilhete) },
      },
    },
    async (request) => {
      const servico = await findServicoRow(app.db, request.params.id);
      if (!servico) throw new AppError('not_found', SERVICO_MESSAGES.naoEncontrado);
      return findValidacoesDoServico(app.db, servico);
    },
  );

  // ——— transitions ———

  app.post(
    '/api/servicos/:id/cancel/',
    {
      config: { access: cancelarServicos },
      schema: {
        tags,
        summary: 'Cancela um serviço (aguardando pagamento, pagamento em validação ou validação de bilhetes)',
        params: ZIdParams,
        body: ZServicoCancelRequest,
        response: { 200: ZServico },
      },
    },
    (request) => cancelarServico(app.db, { id: request.params.id, body: request.body, ...actor(request) }),
  );

  app.post(
    '/api/servicos/:id/faturar/',
    {
      config: { access: faturarServicos },
      schema: {
        tags,
        summary: 'Fatura um serviço aguardando pagamento, com a resposta do manual de boas práticas',
        params: ZIdParams,
        body: ZServicoFaturarRequest,
        response: { 200: ZServico },
      },
    },
    (request) => faturarServico(app.db, { id: request.params.id, body: request.body, ...actor(request) }),
  );
};
