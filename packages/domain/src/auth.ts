import { z } from 'zod';
import { MOTIVOS_FIM_SESSAO } from './auth-regras.ts';

export * from './auth-regras.ts';

export const ZLoginRequest = z.object({
  username: z.string().trim().min(1, 'Informe o login.').max(150),
  password: z.string().min(1, 'Informe a senha.').max(256),
});
export type LoginRequest = z.infer<typeof ZLoginRequest>;

export const ZOtpRequest = z.object({
  otp: z
    .string()
    .trim()
    .regex(/^\d{4,8}$/, 'O código deve conter apenas dígitos.'),
});
export type OtpRequest = z.infer<typeof ZOtpRequest>;

/** Who a user is, as the session and the users' administration show it. */
export const CAMPOS_IDENTIDADE_USUARIO = {
  id: z.number().int(),
  username: z.string(),
  nome: z.string(),
  sobrenome: z.string(),
  email: z.string(),
  is_staff: z.boolean(),
};

/** What a user may see and do: profiles, departments, restricted routes, roles and the colleagues also served. */
export const CAMPOS_PAPEIS_USUARIO = {
  perfil_user: z.array(z.string()),
  pertencente: z.array(z.string()),
  authorized_restricted_routes: z.array(z.string()),
  sdr: z.boolean(),
  consultor: z.boolean(),
  cotador: z.boolean(),
  consultores_extra: z.array(z.number().int()),
  cotador_extra: z.array(z.number().int()),
  emissores_extra: z.array(z.number().int()),
};

export const ZUser = z.object({
  ...CAMPOS_IDENTIDADE_USUARIO,
  id_token: z.string().nullable(),
  cliente: z.boolean(),
  ...CAMPOS_PAPEIS_USUARIO,
  /** administrators: screens offer what only they may do (the server decides) */
  is_superuser: z.boolean().optional(),
});
export type User = z.infer<typeof ZUser>;

/** Answer of login, otp_verification, logout and whoami. */
export const ZAuthState = z.object({
  authenticated: z.boolean(),
  /** true after a correct password while the e-mailed code is still awaited */
  otp_pending: z.boolean(),
  otp_digits: z.number().int(),
  user: ZUser.nullable(),
  /** the browser sent a session that no longer opens: why it ended (decision 0081) */
  sessao_encerrada: z.enum(MOTIVOS_FIM_SESSAO).optional(),
});
export type AuthState = z.infer<typeof ZAuthState>;

export const ZErrorResponse = z.object({
  detail: z.string(),
  errors: z.record(z.string(), z.array(z.string())).optional(),
  /** a refused login code: the tries the code has left (0: log in again for a new one) */
  tentativas_restantes: z.number().int().nonnegative().optional(),
  /** a 401 for a session that was ended: why (decision 0081) */
  sessao_encerrada: z.enum(MOTIVOS_FIM_SESSAO).optional(),
  /** a write refused because the record changed (409): the record's version now (decision 0088) */
  versao_atual: z.number().int().optional(),
});
export type ErrorResponse = z.infer<typeof ZErrorResponse>;
