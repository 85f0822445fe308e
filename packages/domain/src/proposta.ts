import { z } from 'zod';
import { ZIdRef } from './cadastro.ts';

/**
 * The proposal PDF of a request's quotes (part 1 §1, §2, §7): rendered by the server from the stored quotes
 * (what the browser sends as totals is ignored) and e-mailed to the signed-in user.
 */

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
  emailFalhou: 'Não foi possível enviar o e-mail com o PDF. Tente novamente em instantes.',
  assunto: (orcamento: string) => `Proposta do orçamento ${orcamento}`,
  condicoes: 'Pagamento de 1/3 (um terço) do valor via Pix e o restante no cartão de crédito.',
  validade: (emitida: string, ate: string) =>
    `Proposta sem compromisso, válida por 12 horas a partir da emissão em ${emitida} (até ${ate}). Valores e disponibilidade sujeitos a alteração até a confirmação da reserva.`,
} as const;

/** What each audit-log kind of this area means. */
export const PROPOSTA_LOG_TIPOS: Record<string, string> = {
  proposta_pdf_enviada: 'Proposta em PDF enviada por e-mail',
};

/** POST /api/pdf/orcamento_pdf/; `user`, `valor_total` and `infoPagamento` are accepted and ignored. */
export const ZPropostaPdfRequest = z.object({
  cotacoes: z
    .array(ZIdRef, { error: PROPOSTA_MESSAGES.semCotacao })
    .min(1, PROPOSTA_MESSAGES.semCotacao)
    .max(20),
  orcamento: ZIdRef,
  user: z.unknown().optional(),
  valor_total: z.unknown().optional(),
  infoPagamento: z.unknown().optional(),
});
export type PropostaPdfRequest = z.input<typeof ZPropostaPdfRequest>;

export const ZPropostaPdfResposta = z.object({ detail: z.string() });
