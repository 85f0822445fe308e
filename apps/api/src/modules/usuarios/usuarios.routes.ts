import { z } from 'zod';
import type { App } from '../../app.ts';
import { access } from '../../platform/access.ts';
import { ZIdParams } from '../../platform/params.ts';
import { findUsuariosWebAtivos } from './usuarios.queries.ts';
import { unlockUsuario } from './usuarios.service.ts';

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

export async function usuariosRoutes(app: App) {
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
}
