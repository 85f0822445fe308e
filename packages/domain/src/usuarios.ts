import { z } from 'zod';
import { CAMPOS_IDENTIDADE_USUARIO, CAMPOS_PAPEIS_USUARIO } from './auth.ts';
import { maximo, textoObrigatorio, ZIdLista, ZTelefone, ZTelefoneResponse } from './cadastro.ts';
import { defineEnum } from './enum.ts';
import { ZPageQuery } from './pagination.ts';
import { type DEPARTAMENTOS, MENU_ITEMS, RESTRICTED_ROUTES, type RestrictedRoute } from './permissions.ts';
import { isValidEmail } from './validacao.ts';

/** Users are listed 15 per page, like every list of the spec. */
export const USUARIOS_PAGE_SIZE = 15;

/** Profiles a user may have (`perfil_user`): the roles the screens offer work to (decision 0039). */
export const PERFIS_USUARIO = defineEnum({
  consultor: { label: 'Consultor' },
  cotador: { label: 'Cotador' },
  emissor: { label: 'Emissor' },
  sdr: { label: 'SDR' },
});
export type PerfilUsuario = (typeof PERFIS_USUARIO.values)[number];

/** The departments (`pertencente`) with their pt-BR names. */
export const DEPARTAMENTOS_USUARIO = defineEnum({
  financeiro: { label: 'Financeiro' },
  milhas: { label: 'Milhas' },
  comissao: { label: 'Comissão' },
  emissao: { label: 'Emissão' },
  vendas_1: { label: 'Vendas 1' },
  vendas_2: { label: 'Vendas 2' },
} satisfies Record<(typeof DEPARTAMENTOS)[number], { label: string }>);

/** The restricted routes (`authorized_restricted_routes`), named as the side menu names them. */
export const ROTAS_RESTRITAS = defineEnum(
  Object.fromEntries(
    RESTRICTED_ROUTES.map((rota) => [
      rota,
      { label: MENU_ITEMS.find((item) => item.restricted === rota && item.route === rota)?.label ?? rota },
    ]),
  ) as Record<RestrictedRoute, { label: string }>,
);

/** The role templates a new user starts from (decision 0081): each pre-fills what a role usually has. */
export const MODELOS_USUARIO = defineEnum({
  consultor: { label: 'Consultor' },
  cotador: { label: 'Cotador' },
  emissor: { label: 'Emissor' },
  financeiro: { label: 'Financeiro' },
  milhas: { label: 'Milhas' },
  gestor: { label: 'Gestor' },
});
export type ModeloUsuario = (typeof MODELOS_USUARIO.values)[number];

/** What a template fills: profiles, departments, restricted routes and the roles in sales. */
export type PapeisDoModelo = {
  perfil_user: PerfilUsuario[];
  pertencente: (typeof DEPARTAMENTOS)[number][];
  authorized_restricted_routes: RestrictedRoute[];
  consultor: boolean;
  cotador: boolean;
  sdr: boolean;
};

const SEM_PAPEIS: PapeisDoModelo = {
  perfil_user: [],
  pertencente: [],
  authorized_restricted_routes: [],
  consultor: false,
  cotador: false,
  sdr: false,
};

/** The one definition of each template; the demo accounts of those roles are made from it too. */
const PAPEIS_DOS_MODELOS: Record<ModeloUsuario, PapeisDoModelo> = {
  consultor: {
    ...SEM_PAPEIS,
    perfil_user: ['consultor'],
    pertencente: ['vendas_1'],
    authorized_restricted_routes: ['notificacoes', 'comissao'],
    consultor: true,
  },
  cotador: { ...SEM_PAPEIS, perfil_user: ['cotador'], cotador: true },
  emissor: { ...SEM_PAPEIS, perfil_user: ['emissor'], pertencente: ['emissao'] },
  financeiro: {
    ...SEM_PAPEIS,
    pertencente: ['financeiro', 'comissao'],
    authorized_restricted_routes: [
      'pagamentos-abertos',
      'ordem-pagamento-abertos',
      'painel-pagamentos',
      'comissao',
    ],
  },
  milhas: {
    ...SEM_PAPEIS,
    pertencente: ['milhas'],
    authorized_restricted_routes: ['milhas', 'painel-autorizacao', 'milhas-proprias'],
  },
  gestor: {
    perfil_user: ['consultor', 'cotador', 'emissor'],
    pertencente: ['financeiro', 'comissao', 'vendas_1', 'vendas_2'],
    authorized_restricted_routes: [...RESTRICTED_ROUTES],
    consultor: true,
    cotador: true,
    sdr: false,
  },
};

/** A template's roles, as fresh lists the form may change. */
export function papeisDoModelo(modelo: ModeloUsuario): PapeisDoModelo {
  const papeis = PAPEIS_DOS_MODELOS[modelo];
  return {
    ...papeis,
    perfil_user: [...papeis.perfil_user],
    pertencente: [...papeis.pertencente],
    authorized_restricted_routes: [...papeis.authorized_restricted_routes],
  };
}

/** What the list and the user's page show of an account, most important first. */
export const STATUS_USUARIO = defineEnum({
  ativo: { label: 'Ativo', cor: 'verde' },
  inativo: { label: 'Inativo', cor: 'cinza' },
  convite_pendente: { label: 'Convite pendente', cor: 'azul' },
  /** no password and no open invitation: the link expired or was voided */
  sem_senha: { label: 'Convite expirado', cor: 'laranja' },
  bloqueado: { label: 'Bloqueado', cor: 'vermelho' },
});
export type StatusUsuario = (typeof STATUS_USUARIO.values)[number];

export function statusDoUsuario(usuario: {
  ativo: boolean;
  bloqueado: boolean;
  convite_pendente: boolean;
  tem_senha: boolean;
}): StatusUsuario[] {
  const status: StatusUsuario[] = [usuario.ativo ? 'ativo' : 'inativo'];
  if (usuario.convite_pendente) status.push('convite_pendente');
  else if (!usuario.tem_senha && usuario.ativo) status.push('sem_senha');
  if (usuario.bloqueado) status.push('bloqueado');
  return status;
}

export const USUARIO_MESSAGES = {
  criado: 'Usuário criado. O convite foi enviado por e-mail.',
  criadoSemEmail:
    'Usuário criado, mas não foi possível enviar o e-mail de convite. Use "Reenviar convite" para tentar de novo.',
  salvo: 'Usuário salvo com sucesso!',
  telefoneSalvo: 'Telefone salvo.',
  naoEncontrado: 'Usuário não encontrado.',
  nenhum: 'Nenhum usuário encontrado.',
  usernameObrigatorio: 'Informe o login.',
  usernameInvalido: 'O login pode ter letras, números e os caracteres @ . + - _ (sem espaços).',
  usernameEmUso: 'Já existe um usuário com este login.',
  nomeObrigatorio: 'Informe o nome.',
  emailObrigatorio: 'Informe o e-mail.',
  emailInvalido: 'Informe um e-mail válido.',
  emailEmUso: 'Já existe um usuário com este e-mail.',
  perfilInvalido: (valor: string) => `Perfil desconhecido: ${valor}.`,
  departamentoInvalido: (valor: string) => `Departamento desconhecido: ${valor}.`,
  rotaInvalida: (valor: string) => `Rota restrita desconhecida: ${valor}.`,
  extraInvalido: 'Escolha apenas usuários internos ativos.',
  conviteEnviado: 'Convite enviado por e-mail. O link anterior deixou de valer.',
  conviteFalhou: 'Não foi possível enviar o e-mail de convite. Tente novamente em instantes.',
  conviteInativo: 'Reative o usuário antes de enviar um convite.',
  desativado: 'Usuário desativado. As sessões dele foram encerradas.',
  reativado: 'Usuário reativado.',
  jaInativo: 'Este usuário já está desativado.',
  jaAtivo: 'Este usuário já está ativo.',
  desativarASiMesmo: 'Você não pode desativar a sua própria conta.',
  ultimoAdministrador:
    'Este é o último administrador ativo: promova outro usuário a administrador antes de desativá-lo ou de tirar o perfil de administrador.',
  sessoesEncerradas: (n: number) =>
    n === 0
      ? 'Este usuário não tinha sessões abertas.'
      : n === 1
        ? '1 sessão encerrada.'
        : `${n} sessões encerradas.`,
  contatoSemEmail: 'Este contato não tem e-mail: cadastre o e-mail dele antes de criar a conta de cliente.',
  contatoJaTemConta: 'Este contato já tem uma conta de cliente.',
  contatoNaoEncontrado: 'Contato não encontrado.',
  contaClienteCriada: 'Conta de cliente criada. O convite foi enviado por e-mail.',
  contaClienteSemEmail:
    'Conta de cliente criada, mas não foi possível enviar o e-mail de convite. Use "Reenviar convite" na página do usuário.',
} as const;

const M = USUARIO_MESSAGES;

/** A list of vocabulary words: each one known, without repetitions, with its own message per word. */
function listaDe<V extends string>(valores: readonly V[], mensagem: (valor: string) => string) {
  return z
    .array(z.string().max(50))
    .max(50)
    .default([])
    .superRefine((lista, ctx) => {
      for (const valor of lista) {
        if (!valores.includes(valor as V)) ctx.addIssue({ code: 'custom', message: mensagem(valor) });
      }
    })
    .transform((lista) => [...new Set(lista)] as V[]);
}

const ZExtras = ZIdLista.default([]);

/**
 * Body of POST /api/users/ and PUT /api/users/{id}/: the spec's user fields (part 1 §3), plus `is_superuser`
 * ("Administrador"), the flag the server's access rules read (decision 0039).
 */
export const ZUsuarioRequest = z.object({
  username: textoObrigatorio(M.usernameObrigatorio, 150).regex(/^[\w.@+-]+$/, M.usernameInvalido),
  nome: textoObrigatorio(M.nomeObrigatorio, 150),
  sobrenome: z.string().trim().max(150, maximo(150)).default(''),
  email: textoObrigatorio(M.emailObrigatorio, 254).refine((email) => isValidEmail(email), M.emailInvalido),
  /** the phone the proposals sign with (decision 0088); empty: none, and the agency's phone stands in */
  telefone: ZTelefone.nullish().transform((telefone) => telefone ?? null),
  is_staff: z.boolean().default(true),
  is_superuser: z.boolean().default(false),
  perfil_user: listaDe(PERFIS_USUARIO.values, M.perfilInvalido),
  pertencente: listaDe(DEPARTAMENTOS_USUARIO.values, M.departamentoInvalido),
  authorized_restricted_routes: listaDe(ROTAS_RESTRITAS.values, M.rotaInvalida),
  consultor: z.boolean().default(false),
  cotador: z.boolean().default(false),
  sdr: z.boolean().default(false),
  consultores_extra: ZExtras,
  cotador_extra: ZExtras,
  emissores_extra: ZExtras,
});
export type UsuarioRequest = z.input<typeof ZUsuarioRequest>;
export type UsuarioData = z.output<typeof ZUsuarioRequest>;

/** GET /api/users/: `search` in login, name and e-mail; `ativo` true (default), false or todos. */
export const ZUsuariosQuery = ZPageQuery.extend({
  search: z.string().trim().max(100, maximo(100)).optional(),
  ativo: z.enum(['true', 'false', 'todos']).default('true'),
});

// ——— response schemas ———

export const ZUsuarioAdmin = z.object({
  ...CAMPOS_IDENTIDADE_USUARIO,
  telefone: ZTelefoneResponse.nullable(),
  is_superuser: z.boolean(),
  cliente: z.boolean(),
  ativo: z.boolean(),
  bloqueado: z.boolean(),
  ...CAMPOS_PAPEIS_USUARIO,
  /** false until the user sets a password from an invitation */
  tem_senha: z.boolean(),
  convite_pendente: z.boolean(),
  convite_expira_em: z.string().nullable(),
  last_login: z.string().nullable(),
  created_at: z.string(),
});
export type UsuarioAdmin = z.infer<typeof ZUsuarioAdmin>;

export const ZUsuariosResponse = z.object({ usuarios: z.array(ZUsuarioAdmin), pages: z.number().int() });

/** Answer of a creation: the user, and whether the invitation left. */
export const ZUsuarioCriado = z.object({
  detail: z.string(),
  usuario: ZUsuarioAdmin,
  convite_enviado: z.boolean(),
});
export type UsuarioCriado = z.infer<typeof ZUsuarioCriado>;

/**
 * GET and PUT /api/users/me/telefone/: the signed-in staff member's own phone, which the proposals they sign
 * show (decision 0088); empty clears it.
 */
export const ZMeuTelefone = z.object({
  telefone: ZTelefone.nullish().transform((telefone) => telefone ?? null),
});
export type MeuTelefoneRequest = z.input<typeof ZMeuTelefone>;
export const ZMeuTelefoneResponse = z.object({ telefone: ZTelefoneResponse.nullable() });
export type MeuTelefone = z.infer<typeof ZMeuTelefoneResponse>;

/** GET /api/contatos/{id}/conta-cliente/: the customer account linked to the contact, if any. */
export const ZContaCliente = z.object({ conta: ZUsuarioAdmin.nullable() });

/** What each audit-log `tipo` of this area means (for the Logs screens). */
export const USUARIOS_LOG_TIPOS: Record<string, string> = {
  usuario_editado: 'Usuário editado',
  usuario_desativado: 'Usuário desativado',
  usuario_reativado: 'Usuário reativado',
  usuario_convite_enviado: 'Convite enviado ao usuário',
  usuario_sessoes_encerradas: 'Sessões do usuário encerradas',
  contato_conta_cliente_criada: 'Conta de cliente criada para o contato',
};
