import { z } from 'zod';
import { ZIdRef } from '../cadastro.ts';
import { MOTIVO_PENDENCIA as MOTIVOS_PENDENCIA, STATUS_MOVIMENTO } from '../contas-bancarias.ts';
import { defineEnum } from '../enum.ts';
import { isValidIsoDate } from '../validacao.ts';
import { ZVersaoAtual } from '../versao.ts';

/**
 * Matching statement lines to the books and the bank reconciliation (decision 0086): the queue's states and
 * reasons, the categories of a line that is not sales money, the messages and the request and answer schemas.
 */
// the line's states and pending reasons are the statement area's own (contas-bancarias), named here as the queue
export {
  MOTIVO_PENDENCIA as MOTIVOS_PENDENCIA,
  STATUS_MOVIMENTO,
  type StatusMovimento,
} from '../contas-bancarias.ts';
export type MotivoPendencia = (typeof MOTIVOS_PENDENCIA.values)[number];

/** A line that is not sales money, by its kind. */
export const CATEGORIAS_IGNORADO = defineEnum({
  tarifa_bancaria: { label: 'Tarifa bancária' },
  transferencia_entre_contas: { label: 'Transferência entre contas' },
  imposto: { label: 'Imposto' },
  outros: { label: 'Outros' },
});
export type CategoriaIgnorado = (typeof CATEGORIAS_IGNORADO.values)[number];

/** What the bank reconciliation lists as open. */
export const PENDENCIAS_BANCO = defineEnum({
  pagamento_sem_movimento: { label: 'Recebido sem movimento no banco', cor: 'vermelho' },
  ordem_sem_movimento: { label: 'Pago sem movimento no banco', cor: 'vermelho' },
  movimento_nao_explicado: { label: 'Movimento não explicado', cor: 'laranja' },
  vinculos_diferentes: { label: 'Vínculos não somam o movimento', cor: 'vermelho' },
});
export type PendenciaBancoTipo = (typeof PENDENCIAS_BANCO.values)[number];

export const CONCILIACAO_BANCO_MESSAGES = {
  movimentoNaoEncontrado: 'Movimento bancário não encontrado.',
  contaNaoEncontrada: 'Conta bancária não encontrada.',
  pagamentoNaoEncontrado: 'Pagamento não encontrado.',
  ordemNaoEncontrada: 'Ordem de pagamento não encontrada.',
  pagamentosOuOrdens: 'Escolha pagamentos ou ordens de pagamento, não os dois.',
  pagamentoOuOrdem: 'Informe um pagamento ou uma ordem de pagamento.',
  escolhaAlgum: 'Escolha ao menos um pagamento ou ordem de pagamento.',
  creditoSoPagamentos: 'Um crédito concilia pagamentos (Contas a Receber).',
  debitoSoOrdens: 'Um débito concilia ordens de pagamento (Contas a Pagar).',
  jaConciliado: 'Este movimento já está conciliado ou ignorado: desfaça antes.',
  naoConciliado: 'Este movimento não está conciliado nem ignorado.',
  valorAcimaDoDevido: 'O valor do movimento é maior que o que resta dos escolhidos.',
  escolhidoSemSaldo: 'Um dos escolhidos já está coberto por outros movimentos ou pelos anteriores da lista.',
  liquidadoForaDoBanco: 'Um dos escolhidos está marcado como liquidado fora do banco.',
  moedaEstrangeira: 'Uma ordem em moeda estrangeira só concilia depois de registrado o câmbio pago.',
  foraDoBancoSoLiquidado: 'Só um pagamento concluído ou uma ordem paga pode ser liquidado fora do banco.',
  foraDoBancoComMovimento: 'Este lançamento já está todo coberto por movimentos do banco.',
  motivoObrigatorio: 'Informe o motivo.',
  dataInvalida: 'Data inválida: use o formato AAAA-MM-DD.',
  periodoInvalido: 'A data final deve ser igual ou posterior à inicial.',
  semPendencias: 'O banco fecha: nenhuma pendência no período.',
  erroCarregar: 'Erro ao carregar a conciliação bancária.',
} as const;

const M = CONCILIACAO_BANCO_MESSAGES;

const ZDia = z.string().refine((d) => /^\d{4}-\d{2}-\d{2}$/.test(d) && isValidIsoDate(d), {
  message: M.dataInvalida,
});
const ZMotivo = z.string(M.motivoObrigatorio).trim().min(3, M.motivoObrigatorio).max(500);

/** POST /api/movimentos-bancarios/{id}/conciliar/: payments (a credit) or orders (a debit), in the order they take the line. */
export const ZConciliarMovimentoRequest = z
  .object({
    pagamentos: z.array(ZIdRef).max(50).optional(),
    ordens: z.array(ZIdRef).max(50).optional(),
    versao: ZVersaoAtual,
  })
  .superRefine((body, ctx) => {
    const p = body.pagamentos?.length ?? 0;
    const o = body.ordens?.length ?? 0;
    if (p > 0 && o > 0) ctx.addIssue({ code: 'custom', path: ['ordens'], message: M.pagamentosOuOrdens });
    else if (p === 0 && o === 0)
      ctx.addIssue({ code: 'custom', path: ['pagamentos'], message: M.escolhaAlgum });
  });
export type ConciliarMovimentoRequest = z.infer<typeof ZConciliarMovimentoRequest>;

/** POST /api/movimentos-bancarios/{id}/ignorar/ */
export const ZIgnorarMovimentoRequest = z.object({
  categoria: z.enum(CATEGORIAS_IGNORADO.values),
  motivo: ZMotivo,
  versao: ZVersaoAtual,
});
export type IgnorarMovimentoRequest = z.infer<typeof ZIgnorarMovimentoRequest>;

/** POST /api/movimentos-bancarios/{id}/desfazer/ */
export const ZDesfazerMovimentoRequest = z.object({ versao: ZVersaoAtual });

/** POST /api/movimentos-bancarios/conciliar-exatas/?conta= */
export const ZConciliarExatasQuery = z.object({
  conta: z.coerce.number().int().positive().max(2_147_483_647),
});
export const ZConciliarExatasResposta = z.object({
  conciliados: z.number().int(),
  movimentos: z.array(z.number().int()),
});

/**
 * POST /api/movimentos-bancarios/fora-do-banco/: a concluded payment or a paid order settled outside the bank,
 * with the version read; `motivo` null takes the mark back.
 */
export const ZForaDoBancoRequest = z
  .object({
    pagamento: ZIdRef.optional(),
    ordem: ZIdRef.optional(),
    motivo: ZMotivo.nullable(),
    versao: ZVersaoAtual,
  })
  .refine((b) => (b.pagamento === undefined) !== (b.ordem === undefined), {
    path: ['pagamento'],
    message: M.pagamentoOuOrdem,
  });
export type ForaDoBancoRequest = z.infer<typeof ZForaDoBancoRequest>;
export const ZForaDoBancoResposta = z.object({
  id: z.number().int(),
  fora_do_banco_motivo: z.string().nullable(),
  fora_do_banco_em: z.string().nullable(),
  versao: z.number().int(),
});

export const ZVinculoMovimento = z.object({
  pagamento: z.number().int().nullable(),
  ordem: z.number().int().nullable(),
  valor: z.string(),
});

/** A statement line as matching answers it. */
export const ZMovimentoConciliado = z.object({
  id: z.number().int(),
  conta: z.number().int(),
  data: z.string(),
  tipo: z.enum(['credito', 'debito']),
  valor: z.string(),
  descricao: z.string(),
  status: z.enum(STATUS_MOVIMENTO.values),
  motivo_pendencia: z.enum(MOTIVOS_PENDENCIA.values).nullable(),
  categoria: z.string().nullable(),
  motivo: z.string().nullable(),
  versao: z.number().int(),
  vinculos: z.array(ZVinculoMovimento),
});
export type MovimentoConciliado = z.infer<typeof ZMovimentoConciliado>;

/** A proposed match of a line: the payments (a credit) or orders (a debit) and the part of the line it explains. */
export const ZSugestaoMovimento = z.object({
  valor: z.string(),
  exata: z.boolean(),
  motivo: z.string(),
  // the optional keys last: the JSON serializer writes them after the required ones
  pagamentos: z.array(z.number().int()).optional(),
  ordens: z.array(z.number().int()).optional(),
});
export type SugestaoMovimento = z.infer<typeof ZSugestaoMovimento>;

/** GET /api/movimentos-bancarios/{id}/candidatos/?busca=: what finance may choose for a line by hand */
export const ZCandidatosQuery = z.object({ busca: z.string().trim().max(100).optional() });
export type CandidatosQuery = z.infer<typeof ZCandidatosQuery>;

/** A payment (for a credit) or an order (for a debit) a line may settle, with what is left of it. */
export const ZCandidatoMovimento = z.object({
  id: z.number().int(),
  venda: z.number().int().nullable(),
  /** the payer (client or company) or the payee (supplier, refunded client) */
  nome: z.string(),
  descricao: z.string(),
  data: z.string().nullable(),
  status: z.string(),
  valor: z.string(),
  restante: z.string(),
});
export type CandidatoMovimento = z.infer<typeof ZCandidatoMovimento>;
/** The closest by amount, then by day; at most this many. */
export const CANDIDATOS_LIMITE = 20;

/** GET /api/conciliacao/banco/?conta=&inicio=&fim= (no account: the first active one) */
export const ZConciliacaoBancoQuery = z
  .object({
    conta: z.coerce.number().int().positive().max(2_147_483_647).optional(),
    inicio: ZDia.optional(),
    fim: ZDia.optional(),
  })
  .refine((q) => !q.inicio || !q.fim || q.inicio <= q.fim, { path: ['fim'], message: M.periodoInvalido });
export type ConciliacaoBancoQuery = z.infer<typeof ZConciliacaoBancoQuery>;

export const ZPendenciaBanco = z.object({
  tipo: z.enum(PENDENCIAS_BANCO.values),
  /** the payment, order or movement it names */
  pagamento: z.number().int().nullable(),
  ordem: z.number().int().nullable(),
  movimento: z.number().int().nullable(),
  /** a line's side: credito (settles payments) or debito (orders) */
  tipo_movimento: z.enum(['credito', 'debito']).nullable(),
  venda: z.number().int().nullable(),
  data: z.string().nullable(),
  descricao: z.string(),
  /** the line's or the entry's amount, and what is linked to it */
  valor: z.string(),
  vinculado: z.string(),
  status: z.enum(STATUS_MOVIMENTO.values).nullable(),
  motivo_pendencia: z.enum(MOTIVOS_PENDENCIA.values).nullable(),
  versao: z.number().int(),
  /** a line's suggestions (none for a payment or order) */
  sugestoes: z.array(ZSugestaoMovimento),
});
export type PendenciaBanco = z.infer<typeof ZPendenciaBanco>;

export const ZContaConciliavel = z.object({
  id: z.number().int(),
  descricao: z.string(),
  banco: z.string(),
  agencia: z.string(),
  conta: z.string(),
});

export const ZConciliacaoBanco = z.object({
  /** the account reconciled (null: the agency has no active account) and the accounts it may choose */
  conta: z.number().int().nullable(),
  contas: z.array(ZContaConciliavel),
  periodo: z.object({ inicio: z.string().nullable(), fim: z.string().nullable() }),
  pendencias: z.array(ZPendenciaBanco),
  /** the last imported statement's closing balance (null: no statement with a balance) and its day */
  saldo_extrato: z.string().nullable(),
  saldo_data: z.string().nullable(),
  /** the balance before the first line + credits − debits of the explained lines up to that day */
  saldo_sistema: z.string(),
  verificado_em: z.string(),
});
export type ConciliacaoBanco = z.infer<typeof ZConciliacaoBanco>;

export { podeConciliar } from '../permissions.ts';

/** One line of the CLI's bank report. */
export function linhaPendenciaBanco(p: PendenciaBanco): string {
  const alvo = p.pagamento
    ? `pagamento ${p.pagamento}`
    : p.ordem
      ? `ordem ${p.ordem}`
      : `movimento ${p.movimento}`;
  return `${alvo}\t${p.tipo}\t${PENDENCIAS_BANCO.label(p.tipo)}\t${p.data ?? ''}\tvalor ${p.valor}\tvinculado ${p.vinculado}`;
}
