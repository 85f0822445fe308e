import { z } from 'zod';
import { ZIdRef } from './cadastro.ts';
import { ZIdQuery } from './ids.ts';
import { MILHAS_PROPRIAS_MESSAGES } from './milhas-proprias.ts';
import { ZDataFiltro } from './pagamentos.ts';
import { ZPageQuery } from './pagination.ts';
import { JUSTIFICATIVA_MAX, JUSTIFICATIVA_MIN, SERVICO_MESSAGES } from './servicos.ts';
import { isValidCpf, VALIDACAO_MESSAGES } from './validacao.ts';

/** Validated purchases per page of the Autorizações de Milhas list (part 2 §9), newest first, 7 links. */
export const MILHAS_VALIDADAS_PAGE_SIZE = 10;
export const MILHAS_VALIDADAS_PAGE_LINKS = 7;
/** The list's filters wait this long after typing (part 2 §7). */
export const MILHAS_VALIDADAS_FILTRO_DEBOUNCE_MS = 1000;
/** The approve button stays disabled this long after a click (part 2 §9). */
export const APROVAR_BLOQUEIO_MS = 1500;
/** Wallet purchases of the last this many days make the average purchase discount (decision 0028). */
export const DESAGIO_COMPRA_JANELA_DIAS = 90;
/** With no account of the ticket's programme, and for wallet tickets, the accounts offered are these. */
export const PROGRAMA_PADRAO_CONTAS = 'LATAM Pass';
/** Programmes a custom (third-party) account may name besides the ticket's own (part 2 §5). */
export const PROGRAMAS_CONTA_PERSONALIZADA = ['LATAM Pass', 'TudoAzul'] as const;
export const LOGIN_MAX = 120;
export const SENHA_MAX = 120;

/** Texts of part 1 §8 and part 2 §5 and §8, and what the server answers besides them. */
export const MILHAS_VALIDADAS_MESSAGES = {
  montantesNaoCobrem: 'Montantes indicados não cobrem a quantidade de milhas necessárias.',
  preenchaContas: 'Preencha a(s) conta(s) Fidelidade!',
  valorCompraZero: 'Valor de compra deve ser diferente de 0!',
  camposTerceiros: 'Preencha todos os campos da(s) conta(s) Fidelidade de Terceiros!',
  cpfInvalido: VALIDACAO_MESSAGES.cpfInvalido,
  camposObrigatorios: 'Preencha todos os campos obrigatórios para validar a compra',
  autorizado: SERVICO_MESSAGES.autorizado,
  programasNaoEncontrados: 'Programas de Fidelidade não encontrados',
  contasNaoEncontradas: 'Contas de Fidelidade não encontradas',
  naoEncontradas: 'Milhas validadas não encontradas',
  semCiaAerea: 'Nenhuma Cia Aérea especificada para esse bilhete.',
  justificativa: SERVICO_MESSAGES.justificativa,
  mesmaConta: 'Mesma autorização da primeira conta',
  // server
  servicoNaoEmValidacao: 'Este serviço não está em validação de bilhetes.',
  bilheteNaoDoServico: 'Este bilhete não é de milhas ou wallet deste serviço.',
  bilheteJaValidado: 'Este bilhete já foi validado.',
  dadosDivergentes: 'Serviço, cotação e venda não conferem com o bilhete.',
  boasPraticasObrigatoria: 'Responda se o manual de boas práticas de milhas foi seguido.',
  contaInvalida: 'Conta fidelidade inválida para este bilhete.',
  provedorInvalido: 'Provedor de milhas inválido.',
  programaInvalido: 'Programa inválido para a conta deste bilhete.',
  contatoInvalido: 'Passageiro não encontrado entre os beneficiários do serviço.',
  mesmaContaPrimeira: 'A primeira conta não pode copiar outra.',
  semLinhas: 'Informe ao menos uma conta.',
} as const;

// ——— requests ———

const ZDecimal = (mensagem: string) =>
  z
    .string({ error: mensagem })
    .trim()
    .transform((v) => v.replace(',', '.'))
    .pipe(z.string().regex(/^\d{1,8}(\.\d{1,4})?$/, mensagem));

/**
 * One approval line (part 2 §3 "approval line") as `POST /api/milhas-validadas/validate/` receives it: the
 * ticket it is for, then a loyalty account of the base (`conta_fidelidade`) or a third party's account
 * (provider, programme, login, password, CPF), the miles it covers (miles tickets) and the price per thousand
 * (`valor_compra`, miles) or the discount obtained (`desagio_compra`, wallet). The rules between the fields
 * (part 2 §5) are the server's, answered with the screen's texts.
 */
export const ZLinhaAprovacaoInput = z.object({
  subcotacao: ZIdRef,
  tipo: z.enum(['milha', 'wallet']),
  servico: ZIdRef,
  cotacao: ZIdRef,
  venda: ZIdRef,
  contato: ZIdRef.nullish().transform((v) => v ?? null),
  conta_fidelidade: ZIdRef.nullish().transform((v) => v ?? null),
  provedor_milhas: ZIdRef.nullish().transform((v) => v ?? null),
  programa_fidelidade: ZIdRef.nullish().transform((v) => v ?? null),
  login: z
    .string()
    .trim()
    .max(LOGIN_MAX)
    .nullish()
    .transform((v) => v || null),
  senha: z
    .string()
    .max(SENHA_MAX)
    .nullish()
    .transform((v) => v || null),
  /** digits or masked; optional, valid when given */
  cpf: z
    .string()
    .nullish()
    .transform((v) => (v ?? '').replace(/\D/g, '') || null),
  titular: z
    .string()
    .trim()
    .max(150)
    .nullish()
    .transform((v) => v || null),
  /** miles taken from the account, precision 0 */
  valor: z.number().int().min(0).default(0),
  valor_compra: ZDecimal(MILHAS_VALIDADAS_MESSAGES.valorCompraZero)
    .nullish()
    .transform((v) => v ?? null),
  desagio_compra: ZDecimal(MILHAS_VALIDADAS_MESSAGES.camposObrigatorios)
    .nullish()
    .transform((v) => v ?? null),
  mesma_conta: z.boolean().default(false),
});
export type LinhaAprovacaoInput = z.infer<typeof ZLinhaAprovacaoInput>;

/**
 * POST /api/milhas-validadas/validate/: the lines of one or more tickets of one quote. When they validate the
 * quote's last pending ticket, the best-practices answer is required (Não with a 10–50-character reason) and
 * the service moves on to issuance in the same transaction.
 */
export const ZValidarMilhasRequest = z
  .object({
    milhas_validadas: z.array(ZLinhaAprovacaoInput).min(1, MILHAS_VALIDADAS_MESSAGES.semLinhas).max(30),
    cotacao: ZIdRef,
    seguiu_manual_boas_praticas_milhas: z.boolean().nullish(),
    motivo_nao_seguimento_boas_praticas_milhas: z.string().trim().max(JUSTIFICATIVA_MAX).nullish(),
  })
  .superRefine((body, ctx) => {
    if (body.seguiu_manual_boas_praticas_milhas !== false) return;
    const motivo = body.motivo_nao_seguimento_boas_praticas_milhas ?? '';
    if (motivo.length < JUSTIFICATIVA_MIN) {
      ctx.addIssue({
        code: 'custom',
        path: ['motivo_nao_seguimento_boas_praticas_milhas'],
        message: MILHAS_VALIDADAS_MESSAGES.justificativa,
      });
    }
  });
export type ValidarMilhasRequest = z.infer<typeof ZValidarMilhasRequest>;

/**
 * GET /api/milhas-validadas/: the filters of part 2 §7. `data_inicio`/`data_fim` bound the day the purchase
 * was validated (America/Sao_Paulo); `passageiro` is the linked passenger's contact id.
 */
export const ZMilhasValidadasQuery = ZPageQuery.extend({
  provedor_milhas: ZIdQuery.optional(),
  cia_aerea: ZIdQuery.optional(),
  conta_propria: z.enum(['true', 'false']).optional(),
  titular_conta_propria: z.string().trim().max(150).optional(),
  id_venda: ZIdQuery.optional(),
  passageiro: ZIdQuery.optional(),
  data_inicio: ZDataFiltro.optional(),
  data_fim: ZDataFiltro.optional(),
});
export type MilhasValidadasQuery = z.infer<typeof ZMilhasValidadasQuery>;

/** GET /api/milhas-validadas/contas/?subcotacao=: the loyalty accounts offered for a ticket (part 2 §5). */
export const ZContasOferecidasQuery = z.object({ subcotacao: ZIdQuery });

// ——— what the API answers ———

const ZRefNome = z.object({ id: z.number().int(), nome: z.string() });
const ZRefUsuario = z.object({ id: z.number().int(), nome: z.string(), sobrenome: z.string().nullable() });

export const ZContaOferecida = z.object({
  id: z.number().int(),
  titular: z.string(),
  numero_id_conta: z.string(),
  programa: ZRefNome,
  provedor: ZRefNome.nullable(),
  conta_propria: z.boolean(),
  contato: ZRefNome.nullable(),
  /** an own account's balance of miles (decision 0068); null for a contact's account */
  saldo: z.number().int().nullable(),
  /** an own account's cost per thousand miles (the own-cost table), which its miles lines are costed at */
  custo_milheiro: z.string().nullable(),
});
export type ContaOferecida = z.infer<typeof ZContaOferecida>;

/**
 * A validated purchase (part 2 §3). The third party's account login and CPF come only to those who issue
 * from it (`podeVerContasMilhas`); every other reader gets the row without those keys. The password is never
 * in a list: `tem_senha` says there is one, and `POST /api/milhas-validadas/{id}/revelar-senha/` reveals it
 * (decision 0052).
 */
export const ZMilhaValidada = z.object({
  id: z.number().int(),
  tipo: z.enum(['milha', 'wallet']),
  conta_fidelidade: z
    .object({
      id: z.number().int(),
      titular: z.string(),
      numero_id_conta: z.string(),
      programa: z.string(),
    })
    .nullable(),
  contato: z.object({ id: z.number().int(), nome: z.string() }).nullable(),
  /** miles */
  valor: z.number().int(),
  valor_compra: z.string().nullable(),
  desagio_compra: z.string().nullable(),
  /** miles: valor × valor_compra / 1000; wallet: the ticket's cost less the discount */
  custo: z.string().nullable(),
  subcotacao: z.number().int(),
  cotacao: z.object({ id: z.number().int(), venda: z.number().int(), orcamento: z.number().int() }),
  servico: z.number().int(),
  created_at: z.string(),
  created_by: ZRefUsuario.nullable(),
  provedor_milhas: ZRefNome.nullable(),
  programa_fidelidade: ZRefNome.nullable(),
  cias_aereas: z.array(z.string()),
  /** a third party's password is stored for the line (revealed on request) */
  tem_senha: z.boolean(),
  milheiro_emite: z.string().nullable(),
  titular: z.string().nullable(),
  conta_propria: z.boolean(),
  titular_conta_propria: z.string().nullable(),
  mesma_conta: z.boolean(),
  // last: optional keys are written after the others
  /** only for `podeVerContasMilhas` */
  login: z.string().nullable().optional(),
  /** only for `podeVerContasMilhas` */
  cpf: z.string().nullable().optional(),
});
export type MilhaValidada = z.infer<typeof ZMilhaValidada>;

export const ZMilhasValidadasPage = z.object({
  'milhas-validadas': z.array(ZMilhaValidada),
  pages: z.number().int(),
});

export const ZValidarMilhasResponse = z.object({
  milhas_validadas: z.array(ZMilhaValidada),
  servico: z.object({ id: z.number().int(), status: z.string() }),
  /** tickets of the quote still waiting for validation */
  pendentes: z.number().int(),
  /** issuances created when the service moved on to issuance */
  emissoes: z.array(z.number().int()),
});
export type ValidarMilhasResponse = z.infer<typeof ZValidarMilhasResponse>;

/** Who validates tickets and opens and cancels pending services: the milhas group. */
export function podeValidarMilhas(user: { pertencente: readonly string[] }): boolean {
  return user.pertencente.includes('milhas');
}

/**
 * Who reads the accounts a ticket is issued from (the third party's login and CPF) and reveals their
 * passwords: the issuing department, the milhas group and administrators (decision 0052).
 */
export function podeVerContasMilhas(user: {
  pertencente: readonly string[];
  is_superuser?: boolean | undefined;
}): boolean {
  return user.is_superuser === true || user.pertencente.includes('emissao') || podeValidarMilhas(user);
}

/** POST /api/milhas-validadas/{id}/revelar-senha/: the third party's password of one validated purchase. */
export const ZRevelarSenhaResponse = z.object({ senha: z.string() });
export type RevelarSenhaResponse = z.infer<typeof ZRevelarSenhaResponse>;

/** What the validation routes answer besides the texts of the screens. */
export const MILHAS_VALIDADAS_API_MESSAGES = {
  bilheteNaoEncontrado: 'Bilhete não encontrado.',
  semSenha: 'Esta compra não tem senha de conta de terceiros.',
  senhaIlegivel: 'A senha desta compra não pode ser lida com a chave atual; peça à equipe de milhas.',
  desagioInvalido: 'O deságio deve ser menor que 100%.',
} as const;

/**
 * The own accounts whose balance does not cover the miles the lines take from them (decision 0068): each
 * line of such an account, by index, with the message the dialog and the server show.
 */
export function linhasAcimaDoSaldo(
  linhas: readonly { conta_fidelidade: number | null; valor: number; tipo?: 'milha' | 'wallet' }[],
  contas: readonly Pick<ContaOferecida, 'id' | 'conta_propria' | 'saldo'>[],
): { indice: number; mensagem: string }[] {
  const porConta = new Map<number, number>();
  for (const linha of linhas) {
    if (linha.conta_fidelidade === null || linha.tipo === 'wallet') continue;
    porConta.set(linha.conta_fidelidade, (porConta.get(linha.conta_fidelidade) ?? 0) + linha.valor);
  }
  const saldoDe = new Map(contas.filter((c) => c.conta_propria).map((c) => [c.id, c.saldo ?? 0]));
  const erros: { indice: number; mensagem: string }[] = [];
  linhas.forEach((linha, indice) => {
    if (linha.conta_fidelidade === null || linha.tipo === 'wallet') return;
    const saldo = saldoDe.get(linha.conta_fidelidade);
    if (saldo === undefined) return;
    if ((porConta.get(linha.conta_fidelidade) ?? 0) > saldo)
      erros.push({ indice, mensagem: MILHAS_PROPRIAS_MESSAGES.saldoContaInsuficiente(saldo) });
  });
  return erros;
}

/** A ticket as the approval rules read it: its type and, for miles, the miles it needs. */
export type BilheteAprovacao = { tipo: 'milha' | 'wallet'; quantidade_milhas: number };

type LinhaRegra = Pick<
  LinhaAprovacaoInput,
  | 'conta_fidelidade'
  | 'provedor_milhas'
  | 'programa_fidelidade'
  | 'login'
  | 'senha'
  | 'cpf'
  | 'valor'
  | 'valor_compra'
  | 'desagio_compra'
  | 'mesma_conta'
>;

/** The account fields a "mesma autorização da primeira conta" line takes from the ticket's first line. */
export const CAMPOS_CONTA = [
  'conta_fidelidade',
  'provedor_milhas',
  'programa_fidelidade',
  'login',
  'senha',
  'cpf',
  'titular',
] as const;

/** A later line marked `mesma_conta` with the first line's account (part 2 §5); the first line as it is. */
export function comContaDaPrimeira<T extends LinhaRegra & { titular?: string | null }>(
  linhas: readonly T[],
): T[] {
  const [primeira] = linhas;
  return linhas.map((linha, indice) => {
    if (indice === 0 || !linha.mesma_conta || !primeira) return linha;
    const copia = { ...linha };
    for (const campo of CAMPOS_CONTA) (copia as Record<string, unknown>)[campo] = primeira[campo] ?? null;
    return copia;
  });
}

const zero = (valor: string | null) => valor === null || /^0*(\.0*)?$/.test(valor);

/**
 * The rules of part 2 §5 over the approval lines of one ticket (the account of a `mesma_conta` line already
 * copied, see `comContaDaPrimeira`), each refusal under its line's field (`0.valor_compra`): a base account
 * or a complete third-party account (provider, programme, login, password, CPF), a valid CPF when given, a
 * purchase value other than zero (miles) or the discount (wallet, third party), and miles lines that add up
 * to the ticket's miles.
 */
export function regrasDasLinhas(
  bilhete: BilheteAprovacao,
  linhas: readonly LinhaRegra[],
): { campo: string; mensagem: string }[] {
  const erros: { campo: string; mensagem: string }[] = [];
  const erro = (indice: number, campo: string, mensagem: string) =>
    erros.push({ campo: `${indice}.${campo}`, mensagem });
  const m = MILHAS_VALIDADAS_MESSAGES;
  linhas.forEach((linha, indice) => {
    if (indice === 0 && linha.mesma_conta) erro(indice, 'mesma_conta', m.mesmaContaPrimeira);
    const terceiros = [linha.provedor_milhas, linha.programa_fidelidade, linha.login, linha.senha, linha.cpf];
    if (linha.conta_fidelidade === null) {
      if (terceiros.every((v) => v === null)) erro(indice, 'conta_fidelidade', m.preenchaContas);
      else {
        const faltam = (['provedor_milhas', 'programa_fidelidade', 'login', 'cpf'] as const).filter(
          (campo) => linha[campo] === null,
        );
        for (const campo of faltam) erro(indice, campo, m.camposTerceiros);
        if (linha.senha === null) erro(indice, 'senha', m.camposObrigatorios);
        if (bilhete.tipo === 'wallet' && linha.desagio_compra === null)
          erro(indice, 'desagio_compra', m.camposObrigatorios);
      }
    }
    if (linha.cpf !== null && !isValidCpf(linha.cpf)) erro(indice, 'cpf', m.cpfInvalido);
    if (bilhete.tipo === 'milha' && zero(linha.valor_compra)) erro(indice, 'valor_compra', m.valorCompraZero);
    if (bilhete.tipo === 'wallet' && linha.desagio_compra !== null && Number(linha.desagio_compra) >= 100)
      erro(indice, 'desagio_compra', MILHAS_VALIDADAS_API_MESSAGES.desagioInvalido);
  });
  if (bilhete.tipo === 'milha') {
    const total = linhas.reduce((soma, linha) => soma + linha.valor, 0);
    if (total !== bilhete.quantidade_milhas)
      linhas.forEach((_linha, indice) => {
        erro(indice, 'valor', m.montantesNaoCobrem);
      });
  }
  return erros;
}

/** The validated purchases of a ticket (GET /api/subcotacoes/{id}/milhas-validadas/). */
export const ZMilhasValidadas = z.array(ZMilhaValidada);

/** What each miles-validation audit-log `tipo` means, shown in the Logs screens. */
export const MILHAS_VALIDADAS_LOG_TIPOS: Record<string, string> = {
  milhas_validadas: 'Compras de milhas validadas',
  servico_validado: 'Serviço validado e enviado à emissão',
  senha_milhas_revelada: 'Senha da conta de milhas revelada',
};
