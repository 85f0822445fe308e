import {
  USUARIO_MESSAGES as M,
  USUARIOS_PAGE_SIZE,
  ZContaCliente,
  ZMeuTelefone,
  ZMeuTelefoneResponse,
  ZUsuarioAdmin,
  ZUsuarioCriado,
  ZUsuarioRequest,
  ZUsuariosQuery,
  ZUsuariosResponse,
} from '@skyler/domain/usuarios';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { access } from '../../platform/access.ts';
import { actor } from '../../platform/actor.ts';
import { AppError } from '../../platform/errors.ts';
import { listResponse, paginate } from '../../platform/pagination.ts';
import { ZIdParams } from '../../platform/params.ts';
import { rotasDoRegistro } from '../../platform/rotas.ts';
import {
  countUsuarios,
  findTelefoneDoUsuario,
  findUsuarioAdmin,
  findUsuariosAdminPage,
  findUsuariosWebAtivos,
  usuariosWhere,
} from './usuarios.queries.ts';
import { alterarMeuTelefone, unlockUsuario } from './usuarios.service.ts';
import {
  alterarUsuario,
  contaDoContato,
  criarContaCliente,
  criarUsuarioConvidado,
  desativarUsuario,
  encerrarSessoesDoUsuario,
  novoConvite,
  reativarUsuario,
} from './usuarios-admin.service.ts';

const tags = ['usuarios'];
const ZDetail = z.object({ detail: z.string() });
const ZDetailUsuario = z.object({ detail: z.string(), usuario: ZUsuarioAdmin });

export const ZUsuarioResumo = z.object({
  id: z.number().int(),
  username: z.string(),
  nome: z.string(),
  sobrenome: z.string(),
  email: z.string(),
  cliente: z.boolean(),
  sdr: z.boolean(),
  consultor: z.boolean(),
  cotador: z.boolean(),
  perfil_user: z.array(z.string()),
  pertencente: z.array(z.string()),
});

export const usuariosRoutes: FastifyPluginAsyncZod = async (app) => {
  const mustFind = async (id: number) => {
    const usuario = await findUsuarioAdmin(app.db, id);
    if (!usuario) throw new AppError('not_found', M.naoEncontrado);
    return usuario;
  };
  app.get(
    '/api/users/',
    {
      config: { access: access.admin },
      schema: {
        tags,
        summary:
          'Usuários (administradores; 15 por página); search em login, nome e e-mail; ativo true, false ou todos',
        querystring: ZUsuariosQuery,
        response: { 200: ZUsuariosResponse },
      },
    },
    async (request) => {
      const { page, search, ativo } = request.query;
      const where = usuariosWhere({ search, ativo });
      const result = await paginate({
        page,
        pageSize: USUARIOS_PAGE_SIZE,
        rows: (limit, offset) => findUsuariosAdminPage(app.db, { where, limit, offset }),
        count: () => countUsuarios(app.db, where),
      });
      return listResponse('usuarios', result);
    },
  );

  app.post(
    '/api/users/',
    {
      config: { access: access.admin },
      schema: {
        tags,
        summary: 'Cria um usuário sem senha e envia o convite por e-mail (link de 48 h para definir a senha)',
        body: ZUsuarioRequest,
        response: { 201: ZUsuarioCriado },
      },
    },
    async (request, reply) => {
      const id = await criarUsuarioConvidado(app.db, {
        input: request.body,
        appUrl: app.config.appUrl,
        ...actor(request),
      });
      return reply.status(201).send({ detail: M.criado, usuario: await mustFind(id), convite_enviado: true });
    },
  );

  app.get(
    '/api/users/me/telefone/',
    {
      config: { access: access.staff },
      schema: { tags, summary: 'O telefone do próprio usuário', response: { 200: ZMeuTelefoneResponse } },
    },
    async (request) => ({ telefone: await findTelefoneDoUsuario(app.db, actor(request).user.id) }),
  );

  app.put(
    '/api/users/me/telefone/',
    {
      config: { access: access.staff },
      schema: {
        tags,
        summary: 'Altera o telefone do próprio usuário (assina as propostas)',
        body: ZMeuTelefone,
        response: { 200: ZMeuTelefoneResponse },
      },
    },
    async (request) => ({
      telefone: await alterarMeuTelefone(app.db, { telefone: request.body.telefone, ...actor(request) }),
    }),
  );

  rotasDoRegistro(app, '/api/users/', {
    access: access.admin,
    tags,
    entrada: ZUsuarioRequest,
    registro: ZUsuarioAdmin,
    resumos: {
      ver: 'Um usuário',
      alterar: 'Edita um usuário (o último administrador ativo não perde o perfil de administrador)',
    },
    achar: mustFind,
    alterar: (id, input, autor) => alterarUsuario(app.db, { id, input, ...autor }),
  });

  app.post(
    '/api/users/:id/convite/',
    {
      config: { access: access.admin },
      schema: {
        tags,
        summary: 'Envia um novo convite por e-mail; o link anterior deixa de valer',
        params: ZIdParams,
        response: { 200: ZDetailUsuario },
      },
    },
    async (request) => {
      await novoConvite(app.db, { id: request.params.id, appUrl: app.config.appUrl, ...actor(request) });
      return { detail: M.conviteEnviado, usuario: await mustFind(request.params.id) };
    },
  );

  app.post(
    '/api/users/:id/desativar/',
    {
      config: { access: access.admin },
      schema: {
        tags,
        summary: 'Desativa um usuário: as sessões dele terminam na hora e o login é recusado',
        params: ZIdParams,
        response: { 200: ZDetailUsuario },
      },
    },
    async (request) => {
      await desativarUsuario(app.db, { id: request.params.id, ...actor(request) });
      return { detail: M.desativado, usuario: await mustFind(request.params.id) };
    },
  );

  app.post(
    '/api/users/:id/reativar/',
    {
      config: { access: access.admin },
      schema: { tags, summary: 'Reativa um usuário', params: ZIdParams, response: { 200: ZDetailUsuario } },
    },
    async (request) => {
      await reativarUsuario(app.db, { id: request.params.id, ...actor(request) });
      return { detail: M.reativado, usuario: await mustFind(request.params.id) };
    },
  );

  app.post(
    '/api/users/:id/encerrar-sessoes/',
    {
      config: { access: access.admin },
      schema: {
        tags,
        summary: 'Encerra todas as sessões de um usuário',
        params: ZIdParams,
        response: { 200: ZDetail },
      },
    },
    async (request) => {
      const n = await encerrarSessoesDoUsuario(app.db, { id: request.params.id, ...actor(request) });
      return { detail: M.sessoesEncerradas(n) };
    },
  );

  app.get(
    '/api/contatos/:id/conta-cliente/',
    {
      config: { access: access.admin },
      schema: {
        tags,
        summary: 'A conta de cliente ligada ao contato, se houver',
        params: ZIdParams,
        response: { 200: ZContaCliente },
      },
    },
    async (request) => {
      const conta = await contaDoContato(app.db, request.params.id);
      if (conta === undefined) throw new AppError('not_found', M.contatoNaoEncontrado);
      return { conta: conta === null ? null : await findUsuarioAdmin(app.db, conta) };
    },
  );

  app.post(
    '/api/contatos/:id/conta-cliente/',
    {
      config: { access: access.admin },
      schema: {
        tags,
        summary:
          'Cria a conta de cliente do contato (login = e-mail do contato), liga-a ao contato e envia o convite',
        params: ZIdParams,
        response: { 201: ZUsuarioCriado },
      },
    },
    async (request, reply) => {
      const id = await criarContaCliente(app.db, {
        contatoId: request.params.id,
        appUrl: app.config.appUrl,
        ...actor(request),
      });
      return reply.status(201).send({
        detail: M.contaClienteCriada,
        usuario: await mustFind(id),
        convite_enviado: true,
      });
    },
  );

  app.get(
    '/api/users/web_ativos/',
    {
      config: { access: access.staff },
      schema: {
        tags: ['usuarios'],
        summary: 'Usuários internos ativos',
        response: { 200: z.array(ZUsuarioResumo) },
      },
    },
    () => findUsuariosWebAtivos(app.db),
  );

  app.post(
    '/api/users/:id/desbloquear/',
    {
      config: { access: access.admin },
      schema: {
        tags: ['usuarios'],
        summary: 'Desbloqueia uma conta bloqueada por códigos incorretos',
        params: ZIdParams,
        response: { 200: z.object({ detail: z.string() }) },
      },
    },
    async (request) => {
      await unlockUsuario(app.db, { id: request.params.id, by: request.user?.id ?? 0, ip: request.ip });
      return { detail: 'Usuário desbloqueado com sucesso.' };
    },
  );
};
