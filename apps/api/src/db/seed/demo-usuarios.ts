import { RESTRICTED_ROUTES } from '@skyler/domain/permissions';
import { papeisDoModelo } from '@skyler/domain/usuarios';
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

/** A staff member's mobile in São Paulo, as the proposals sign with it (decision 0088). */
const celular = (numero: string) => ({ telefone: { pais: 'BR', codigo: '55', numero: `119${numero}` } });

/**
 * One account per kind of user of the agency (docs/decisions/0004-demo-accounts.md); those of a role template
 * are made from it (decision 0081).
 */
export const DEMO_USUARIOS: NewUsuario[] = [
  demo('admin', 'Ana', 'Administradora', {
    ...celular('81230001'),
    is_superuser: true,
    authorized_restricted_routes: [...RESTRICTED_ROUTES],
    pertencente: ['financeiro', 'milhas', 'comissao'],
    perfil_user: ['consultor', 'cotador', 'emissor'],
    consultor: true,
    cotador: true,
    sdr: true,
    id_token: 'demo-admin-token',
  }),
  demo('consultor', 'Carlos', 'Consultor', { ...papeisDoModelo('consultor'), ...celular('81230002') }),
  demo('sdr', 'Sofia', 'Prospecção', {
    ...celular('81230003'),
    sdr: true,
    perfil_user: ['sdr'],
    authorized_restricted_routes: ['pega-vendas'],
  }),
  demo('cotador', 'Caio', 'Cotador', { ...papeisDoModelo('cotador'), ...celular('81230004') }),
  demo('emissor', 'Elisa', 'Emissora', { ...papeisDoModelo('emissor'), ...celular('81230005') }),
  demo('financeiro', 'Fernanda', 'Financeiro', { ...papeisDoModelo('financeiro'), ...celular('81230006') }),
  demo('milhas', 'Marcos', 'Milhas', { ...papeisDoModelo('milhas'), ...celular('81230007') }),
  demo('cliente', 'Cláudia', 'Cliente', { cliente: true }),
  // the contact of a company client: sees the company's sales in the portal (the demo agency allows it)
  demo('cliente_empresa', 'Eduardo', 'Empresa', { cliente: true }),
];
