import { BUSCA_CREDITO_MESSAGES, ZBuscaCreditoStatus, ZDataBusca } from '@skyler/domain/busca-credito';
import {
  CONTATOS_PAGE_SIZE,
  CONTATO_MESSAGES as M,
  ZAnonimizarRequest,
  ZContato,
  ZContatoEmpresasRequest,
  ZContatoRequest,
  ZContatosQuery,
  ZContatosResponse,
  ZEmissaoDoBeneficiario,
  ZFaturaRequest,
  ZFidelidadeContato,
  ZFidelidadeContatoRequest,
  ZMilhaValidadaDoContato,
  ZVendaDoContato,
} from '@skyler/domain/contatos';
import { podeVerContasMilhas } from '@skyler/domain/milhas-validadas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { createCreditoClient } from '../../integrations/credito.ts';
import { access } from '../../platform/access.ts';
import { actor } from '../../platform/actor.ts';
import { AppError } from '../../platform/errors.ts';
import { listResponse } from '../../platform/pagination.ts';
import { ZId, ZIdParams } from '../../platform/params.ts';
import { rotaDaListaDoRegistro, rotasDoRegistro } from '../../platform/rotas.ts';
import { buscarCredito } from '../buscas/busca-credito.service.ts';
import { findVendasDoContato } from '../vendas/vendas-do-cliente.queries.ts';
import {
  findContato,
  findContatoRow,
  findContatosPage,
  findEmissoesDoBeneficiario,
  findMilhasValidadasDoContato,
} from './contatos.queries.ts';
import { createContato, deleteContato, setEmpresasDoContato, updateContato } from './contatos.service.ts';
import { gerarFaturaContato } from './fatura.service.ts';
import { addFidelidade, deleteFidelidade, findFidelidadesDoContato } from './fidelidades.service.ts';
import { anonimizarContato, exportarDadosPessoais } from './lgpd.service.ts';

const tags = ['contatos'];
const ZDetail = z.object({ detail: z.string() });
const ZCriado = z.object({ id: z.number().int(), detail: z.string() });

export const contatosRoutes: FastifyPluginAsyncZod = async (app) => {
  const credito = createCreditoClient({
    baseUrl: app.config.creditoApiUrl,
    apiKey: app.config.creditoApiKey,
  });

  const mustFind = async (id: number) => {
    const contato = await findContato(app.db, id);
    if (!contato) throw new AppError('not_found', M.naoEncontrado);
    return contato;
  };
  const mustExist = async (id: number) => {
    if (!(await findContatoRow(app.db, id))) throw new AppError('not_found', M.naoEncontrado);
  };

  app.get(
    '/api/contatos/',
    {
      config: { access: access.staff },
      schema: {
        tags,
        summary:
          'Contatos em ordem alfabética (15 por página); search procura em nome, sobrenome, CPF e e-mail',
        querystring: ZContatosQuery,
        response: { 200: ZContatosResponse },
      },
    },
    async (request) => {
      const { page, search } = request.query;
      const result = await findContatosPage(app.leitura.banco(request), {
        search,
        page,
        pageSize: CONTATOS_PAGE_SIZE,
      });
      return listResponse('contatos', result);
    },
  );

  app.post(
    '/api/contatos/',
    {
      config: { access: access.staff },
      schema: {
        tags,
        summary: 'Cria um contato (nome, sobrenome e indicação obrigatórios)',
        body: ZContatoRequest,
        response: { 201: ZCriado },
      },
    },
    async (request, reply) => {
      const id = await createContato(app.db, { input: request.body, ...actor(request) });
      return reply.status(201).send({ id, detail: M.criado });
    },
  );

  rotasDoRegistro(app, '/api/contatos/', {
    access: access.staff,
    tags,
    entrada: ZContatoRequest,
    registro: ZContato,
    resumos: {
      ver: 'Um contato',
      alterar: 'Edita um contato (o contato inteiro)',
    },
    achar: mustFind,
    alterar: (id, input, autor) => updateContato(app.db, { id, input, ...autor }),
  });

  app.delete(
    '/api/contatos/:id/',
    {
      config: { access: access.staff },
      schema: {
        tags,
        summary: 'Deleta um contato com os seus documentos e contas fidelidade',
        params: ZIdParams,
        response: { 200: ZDetail },
      },
    },
    async (request) => {
      await deleteContato(app.db, app.files, { id: request.params.id, ...actor(request) });
      return { detail: M.deletado };
    },
  );

  app.put(
    '/api/contatos/:id/empresas/',
    {
      config: { access: access.staff },
      schema: {
        tags,
        summary: 'Empresas relacionadas ao contato (substitui a lista)',
        params: ZIdParams,
        body: ZContatoEmpresasRequest,
        response: { 200: ZContato },
      },
    },
    async (request) => {
      await setEmpresasDoContato(app.db, {
        id: request.params.id,
        empresas: request.body.empresas,
        ...actor(request),
      });
      return mustFind(request.params.id);
    },
  );

  rotaDaListaDoRegistro(app, '/api/contatos/:id/vendas/', {
    access: access.staff,
    tags,
    summary: 'Vendas do contato, mais recentes primeiro',
    item: ZVendaDoContato,
    exigir: mustExist,
    listar: (id) => findVendasDoContato(app.db, id),
  });

  app.post(
    '/api/contatos/:id/fatura/',
    {
      config: { access: access.staff },
      schema: {
        tags,
        summary: 'Fatura em PDF (A4) das vendas escolhidas do contato',
        params: ZIdParams,
        body: ZFaturaRequest,
        produces: ['application/pdf'],
      },
    },
    async (request, reply) => {
      const { pdf, nome } = await gerarFaturaContato(app.db, {
        id: request.params.id,
        vendas: request.body.vendas,
      });
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="${nome}"`)
        .header('cache-control', 'no-store')
        .send(pdf);
    },
  );

  app.get(
    '/api/contatos/:id/dados-pessoais/',
    {
      config: { access: access.admin },
      schema: {
        tags,
        summary:
          'LGPD: ZIP com tudo o que a agência guarda do contato (JSON e os arquivos dos documentos); auditado',
        params: ZIdParams,
        produces: ['application/zip'],
      },
    },
    async (request, reply) => {
      const { zip, nome } = await exportarDadosPessoais(app.db, app.files, {
        id: request.params.id,
        ...actor(request),
      });
      return reply
        .type('application/zip')
        .header('content-disposition', `attachment; filename="${nome}"`)
        .header('cache-control', 'private, no-store')
        .send(zip);
    },
  );

  app.post(
    '/api/contatos/:id/anonimizar/',
    {
      config: { access: access.admin },
      schema: {
        tags,
        summary:
          'LGPD: apaga os dados pessoais do contato (confirmação: nome e sobrenome); vendas e pagamentos ficam',
        params: ZIdParams,
        body: ZAnonimizarRequest,
        response: { 200: ZContato },
      },
    },
    async (request) => {
      await anonimizarContato(app.db, app.files, {
        id: request.params.id,
        confirmacao: request.body.confirmacao,
        ...actor(request),
      });
      return mustFind(request.params.id);
    },
  );

  rotaDaListaDoRegistro(app, '/api/contatos/:id/milhas-validadas/', {
    access: access.staff,
    tags,
    summary:
      'Cotações de milhas validadas com contas do contato; o número ou login da conta só para emissão, milhas e administradores',
    item: ZMilhaValidadaDoContato,
    exigir: mustExist,
    listar: (id, request) =>
      findMilhasValidadasDoContato(app.db, id, { comConta: podeVerContasMilhas(actor(request).user) }),
  });

  rotaDaListaDoRegistro(app, '/api/contatos/:id/emissoes-beneficiario/', {
    access: access.staff,
    tags,
    summary: 'Emissões em que o contato viaja como beneficiário (PAX)',
    item: ZEmissaoDoBeneficiario,
    exigir: mustExist,
    listar: (id) => findEmissoesDoBeneficiario(app.db, id),
  });

  rotaDaListaDoRegistro(app, '/api/contatos/:id/fidelidades/', {
    access: access.staff,
    tags,
    summary: 'Contas fidelidade do contato',
    item: ZFidelidadeContato,
    exigir: mustExist,
    listar: (id) => findFidelidadesDoContato(app.db, id),
  });

  app.post(
    '/api/contatos/:id/fidelidades/',
    {
      config: { access: access.staff },
      schema: {
        tags,
        summary: 'Adiciona uma conta fidelidade ao contato',
        params: ZIdParams,
        body: ZFidelidadeContatoRequest,
        response: { 201: z.array(ZFidelidadeContato) },
      },
    },
    async (request, reply) => {
      await addFidelidade(app.db, { contatoId: request.params.id, ...request.body, ...actor(request) });
      return reply.status(201).send(await findFidelidadesDoContato(app.db, request.params.id));
    },
  );

  app.delete(
    '/api/contatos/:id/fidelidades/:fidelidade/',
    {
      config: { access: access.staff },
      schema: {
        tags,
        summary: 'Deleta uma conta fidelidade do contato',
        params: z.object({ id: ZId, fidelidade: ZId }),
        response: { 200: ZDetail },
      },
    },
    async (request) => {
      await deleteFidelidade(app.db, {
        contatoId: request.params.id,
        id: request.params.fidelidade,
        ...actor(request),
      });
      return { detail: M.fidelidadeDeletada };
    },
  );

  app.get(
    '/api/busca-credito/',
    {
      config: { access: access.staff },
      schema: {
        tags,
        summary: 'Se o serviço de busca de crédito está configurado',
        response: { 200: ZBuscaCreditoStatus },
      },
    },
    () => ({
      configurado: credito.configurado,
      detail: credito.configurado ? '' : BUSCA_CREDITO_MESSAGES.naoConfigurado,
    }),
  );

  app.post(
    '/api/contatos/:id/busca/',
    {
      config: { access: access.staff },
      schema: {
        tags,
        summary: 'Busca de crédito e antecedentes pelo CPF do contato; guarda o resultado no contato',
        params: ZIdParams,
        response: { 200: ZDataBusca },
      },
    },
    (request) =>
      buscarCredito(app.db, credito, { registro: { contato: request.params.id }, ...actor(request) }),
  );
};
