import { RESTRICTED_ROUTES } from '@skyler/domain/permissions';
import type { NewUsuario } from '../../modules/usuarios/usuarios.service.ts';

export const DEMO_PASSWORD = 'demo1234';

const demo = (username: string, nome: string, sobrenome: string, extra: Partial<NewUsuario>): NewUsuario => ({
  username,
  nome,
  sobrenome,
  email: `${username}@agencia-demo.com.br`,
  password: DEMO_PASSWORD,
  ...extra,
});

/** One account per kind of user of the agency (docs/decisions/0004-demo-accounts.md). */
export const DEMO_USUARIOS: NewUsuario[] = [
  demo('admin', 'Ana', 'Administradora', {
    is_superuser: true,
    authorized_restricted_routes: [...RESTRICTED_ROUTES],
    pertencente: ['financeiro', 'milhas', 'comissao'],
    perfil_user: ['consultor', 'cotador', 'emissor'],
    consultor: true,
    cotador: true,
    sdr: true,
    id_token: 'demo-admin-token',
  }),
  demo('consultor', 'Carlos', 'Consultor', {
    consultor: true,
    perfil_user: ['consultor'],
    authorized_restricted_routes: ['notificacoes', 'comissao'],
    pertencente: ['vendas_1'],
  }),
  demo('sdr', 'Sofia', 'Prospecção', {
    sdr: true,
    perfil_user: ['sdr'],
    authorized_restricted_routes: ['pega-vendas'],
  }),
  demo('cotador', 'Caio', 'Cotador', { cotador: true, perfil_user: ['cotador'] }),
  demo('emissor', 'Elisa', 'Emissora', { perfil_user: ['emissor'], pertencente: ['emissao'] }),
  demo('financeiro', 'Fernanda', 'Financeiro', {
    pertencente: ['financeiro', 'comissao'],
    authorized_restricted_routes: [
      'pagamentos-abertos',
      'ordem-pagamento-abertos',
      'painel-pagamentos',
      'comissao',
    ],
  }),
  demo('milhas', 'Marcos', 'Milhas', {
    pertencente: ['milhas'],
    authorized_restricted_routes: ['milhas', 'painel-autorizacao', 'milhas-proprias'],
  }),
  demo('cliente', 'Cláudia', 'Cliente', { cliente: true }),
];
