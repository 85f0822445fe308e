import { z } from 'zod';
import { ZIdRef } from './cadastro.ts';
import { isValidEmail, VALIDACAO_MESSAGES } from './validacao.ts';

/**
 * The proposal PDF of a request's quotes or of a sale's cart (part 1 §1, §2, §7): rendered by the server from
 * the stored quotes (what the browser sends as totals is ignored) and e-mailed to the recipients the user
 * chose (the client's e-mail by default) with, when asked, a copy to the sale's consultant (decision 0055);
 * without recipients, to the signed-in user.
 */

/** At most this many recipients besides the consultant's copy. */
export const PROPOSTA_DESTINATARIOS_MAX = 5;

/** The proposal is valid for this many hours from its issue (part 1 §9). */
export const PROPOSTA_VALIDADE_HORAS = 12;

export const PROPOSTA_MESSAGES = {
  titulo: 'Exportando PDF da cotação.',
  semCotacao: 'Por favor selecione pelo menos uma cotação.',
  enviada: 'PDF foi criado com sucesso e enviado ao seu e-mail!',
  erroInterno: 'Ocorreu um erro interno! Reporte o bug.',
  orcamentoNaoEncontrado: 'Orçamento não encontrado',
  orcamentoFechado: 'Só um orçamento aberto exporta PDF.',
  cotacaoDeOutroOrcamento: 'As cotações escolhidas devem ser deste orçamento.',
  cotacaoArquivada: 'Cotações arquivadas não entram na proposta.',
  semEmail: 'Seu usuário não tem e-mail cadastrado para receber o PDF.',
  semDestinatario: 'Informe ao menos um e-mail para receber a proposta.',
  emailObrigatorio: 'Informe o e-mail.',
  destinatariosDemais: `Informe no máximo ${PROPOSTA_DESTINATARIOS_MAX} e-mails.`,
  origem: 'Informe o orçamento ou a venda do carrinho, não os dois.',
  vendaNaoEncontrada: 'Venda não encontrada',
  cotacaoForaDoCarrinho: 'As cotações escolhidas devem estar no carrinho desta venda.',
  consultorSemEmail: 'O consultor da venda não tem e-mail cadastrado para receber a cópia.',
  enviadaPara: (emails: readonly string[]) =>
    `PDF foi criado com sucesso e enviado para ${emails.join(', ')}!`,
  assuntoCarrinho: (venda: string) => `Proposta da venda ${venda}`,
  assunto: (orcamento: string) => `Proposta do orçamento ${orcamento}`,
  condicoes: 'Pagamento de 1/3 (um terço) do valor via Pix e o restante no cartão de crédito.',
  validade: (emitida: string, ate: string) =>
    `Proposta sem compromisso, válida por 12 horas a partir da emissão em ${emitida} (até ${ate}). Valores e disponibilidade sujeitos a alteração até a confirmação da reserva.`,
} as const;

/** What each audit-log kind of this area means. */
export const PROPOSTA_LOG_TIPOS: Record<string, string> = {
  proposta_pdf_enviada: 'Proposta em PDF enviada por e-mail',
};

/** One recipient's e-mail, trimmed: required and well formed. */
export const ZEmailDestinatario = z
  .string({ error: PROPOSTA_MESSAGES.emailObrigatorio })
  .trim()
  .min(1, PROPOSTA_MESSAGES.emailObrigatorio)
  .max(254)
  .superRefine((email, ctx) => {
    if (!isValidEmail(email))
      ctx.addIssue({ code: 'custom', message: VALIDACAO_MESSAGES.emailInvalido(email) });
  });

/**
 * POST /api/pdf/orcamento_pdf/: the quotes of a request (`orcamento`) or of a sale's cart (`venda`), and who
 * receives it; `user`, `valor_total` and `infoPagamento` are accepted and ignored.
 */
export const ZPropostaPdfRequest = z
  .object({
    cotacoes: z
      .array(ZIdRef, { error: PROPOSTA_MESSAGES.semCotacao })
      .min(1, PROPOSTA_MESSAGES.semCotacao)
      .max(20),
    orcamento: ZIdRef.optional(),
    venda: ZIdRef.optional(),
    destinatarios: z
      .array(ZEmailDestinatario, { error: PROPOSTA_MESSAGES.semDestinatario })
      .min(1, PROPOSTA_MESSAGES.semDestinatario)
      .max(PROPOSTA_DESTINATARIOS_MAX, PROPOSTA_MESSAGES.destinatariosDemais)
      .optional(),
    copia_consultor: z.boolean().optional(),
    user: z.unknown().optional(),
    valor_total: z.unknown().optional(),
    infoPagamento: z.unknown().optional(),
  })
  .superRefine((pedido, ctx) => {
    if ((pedido.orcamento === undefined) === (pedido.venda === undefined)) {
      ctx.addIssue({ code: 'custom', path: ['orcamento'], message: PROPOSTA_MESSAGES.origem });
    }
  });
export type PropostaPdfRequest = z.input<typeof ZPropostaPdfRequest>;

export const ZPropostaPdfResposta = z.object({ detail: z.string() });
