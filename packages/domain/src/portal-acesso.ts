import { z } from 'zod';
import { defineEnum } from './enum.ts';

/**
 * The proposal's link into the client's portal: a signed, expiring token naming a sale and the client's
 * contact. Opening it signs the client in, or creates their account on first use with a code e-mailed to the
 * contact's address.
 */

/** How long the proposal's link is valid by default (`PORTAL_LINK_DIAS`). */
export const PORTAL_LINK_DIAS_PADRAO = 30;
/** The account-creation code: digits, lifetime and tries. */
export const CODIGO_ACESSO = {
  digitos: 6,
  validadeMinutos: 15,
  tentativas: 5,
  porJanela: 3,
  janelaMinutos: 15,
};

export const PORTAL_ACESSO_MESSAGES = {
  linkInvalido: 'Este link não é válido. Entre com seu e-mail e senha para ver sua viagem.',
  linkExpirado: 'Este link expirou. Entre com seu e-mail e senha para ver sua viagem.',
  outraConta:
    'Este link é de outra pessoa. Saia da sua conta para abri-lo, ou entre com a conta de quem o recebeu.',
  contaExiste: 'Você já tem uma conta: entre com seu e-mail e senha.',
  semEmail: 'Seu cadastro não tem e-mail. Fale com seu consultor para receber o acesso.',
  codigoEnviado: (email: string) => `Enviamos um código de ${CODIGO_ACESSO.digitos} dígitos para ${email}.`,
  codigoIncorreto: (restantes: number) =>
    restantes === 1
      ? 'Código incorreto. Resta 1 tentativa.'
      : `Código incorreto. Restam ${restantes} tentativas.`,
  codigoInvalido: 'Código expirado ou tentativas esgotadas: peça um novo código.',
  muitosCodigos: 'Muitos códigos pedidos. Aguarde alguns minutos e tente de novo.',
  codigoFormato: `Informe os ${CODIGO_ACESSO.digitos} dígitos do código.`,
  senhasDiferentes: 'As senhas não conferem.',
  contaCriada: 'Conta criada! Esta é a sua viagem.',
  assuntoCodigo: 'Seu código para criar o acesso às suas viagens',
  textoCodigo: (nome: string, codigo: string) =>
    `Olá, ${nome}.\n\nSeu código para criar o acesso às suas viagens é ${codigo}. Ele vale por ` +
    `${CODIGO_ACESSO.validadeMinutos} minutos e só pode ser usado uma vez.\n\n` +
    'Se você não pediu este código, ignore este e-mail.\n',
  linkNoEmail: (url: string, dias: number) =>
    `Veja a proposta, aceite e pague pela sua área de cliente (link válido por ${dias} dias):\n${url}`,
} as const;

/** What the link allows: open the sale (signed in), sign in (an account exists), or create the account. */
export const SITUACAO_ACESSO = defineEnum({
  autenticado: { label: 'Abrir a viagem' },
  entrar: { label: 'Entrar' },
  criar_conta: { label: 'Criar conta' },
});
export type SituacaoAcesso = (typeof SITUACAO_ACESSO.values)[number];

export const ZAcessoRequest = z.object({ token: z.string().trim().min(1).max(300) });
export type AcessoRequest = z.infer<typeof ZAcessoRequest>;

export const ZAcessoResposta = z.object({
  situacao: z.enum(SITUACAO_ACESSO.values),
  venda: z.number().int(),
  /** the contact's e-mail (the account's login), to fill the sign-in */
  email: z.string(),
});
export type AcessoResposta = z.infer<typeof ZAcessoResposta>;

export const ZCodigoAcessoResposta = z.object({ detail: z.string(), expira_em: z.string() });

const senhasIguais = (dados: { senha: string; confirmacao: string }) => dados.senha === dados.confirmacao;
const senhasDiferentes = { message: PORTAL_ACESSO_MESSAGES.senhasDiferentes, path: ['confirmacao'] };

const ZContaAcessoCampos = z.object({
  codigo: z
    .string({ error: PORTAL_ACESSO_MESSAGES.codigoFormato })
    .regex(new RegExp(`^\\d{${CODIGO_ACESSO.digitos}}$`), PORTAL_ACESSO_MESSAGES.codigoFormato),
  senha: z.string({ error: 'Informe a senha.' }).min(1, 'Informe a senha.').max(128),
  confirmacao: z.string({ error: PORTAL_ACESSO_MESSAGES.senhasDiferentes }).max(128),
});

/** The account-creation form: the e-mailed code and the password, typed twice. */
export const ZContaAcessoForm = ZContaAcessoCampos.refine(senhasIguais, senhasDiferentes);
export type ContaAcessoForm = z.infer<typeof ZContaAcessoForm>;

/** `POST /api/portal/acesso/conta/`: the link's token with the form. */
export const ZContaAcessoRequest = ZContaAcessoCampos.extend({ token: ZAcessoRequest.shape.token }).refine(
  senhasIguais,
  senhasDiferentes,
);
export type ContaAcessoRequest = z.infer<typeof ZContaAcessoRequest>;
