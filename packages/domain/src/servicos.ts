import { z } from 'zod';
import { textoOpcional, ZIdRef } from './cadastro.ts';
import { ZDinheiroPositivo } from './dinheiro-schema.ts';
import { defineEnum } from './enum.ts';
import { ZIdQuery } from './ids.ts';
import {
  MEIOS_PAGAMENTO,
  PAGAMENTO_TOLERANCIA,
  TIPOS_PAGAMENTO,
  ZDataFiltro,
  ZPagamento,
  ZPagamentoSave,
} from './pagamentos.ts';
import { ZPageQuery } from './pagination.ts';
import { dec } from './precos/dinheiro.ts';
import { PAGAMENTO_MESSAGES } from './precos/pagamento.ts';
import { ZVersao, ZVersaoAtual } from './versao.ts';

export const SERVICO_STATUS = defineEnum({
  pagamento: { label: 'Aguardando pagamento', cor: 'laranja' },
  pagamento_validacao: { label: 'Pagamento em validação', cor: 'laranja' },
  validacao: { label: 'Validação de bilhetes', cor: 'azul' },
  emissao: { label: 'Emissão', cor: 'verde' },
  cancelado: { label: 'Cancelado', cor: 'vermelho' },
  rac: { label: 'RAC', cor: 'roxo' },
});
export type ServicoStatus = (typeof SERVICO_STATUS.values)[number];

// ——— flow (decision 0025) ———

/** Statuses a service may be cancelled from (part 1 §4): awaiting payment, payment in validation, ticket validation. */
export const SERVICO_CANCELAVEL: readonly ServicoStatus[] = ['pagamento', 'pagamento_validacao', 'validacao'];
/** Statuses finance may invoice (faturar) from. */
export const SERVICO_FATURAVEL: readonly ServicoStatus[] = ['pagamento', 'pagamento_validacao'];
/**
 * Statuses of a service whose quote counts as paid (a contact's or company's "cotações pagas", decision 0057):
 * its concluded payments covered it (`pagamento_validacao`) or finance let it go on (validation, issuance, RAC).
 */
export const SERVICO_PAGO: readonly ServicoStatus[] = ['pagamento_validacao', 'validacao', 'emissao', 'rac'];

/** Whether concluded payments of `pago` cover a service of `total`, within the payments' tolerance (0.1). */
export function servicoCoberto(pago: string, total: string): boolean {
  return dec(pago).plus(PAGAMENTO_TOLERANCIA).gte(dec(total));
}

export function podeCancelarServico(servico: { status: ServicoStatus }): boolean {
  return SERVICO_CANCELAVEL.includes(servico.status);
}
export function podeFaturarServico(servico: { status: ServicoStatus }): boolean {
  return SERVICO_FATURAVEL.includes(servico.status);
}

/**
 * Where a service goes when invoiced: ticket validation when its quote has miles or wallet tickets,
 * otherwise straight to issuance.
 */
export function statusAposFaturar(tiposBilhetes: readonly string[]): ServicoStatus {
  return tiposBilhetes.some((tipo) => tipo === 'milha' || tipo === 'wallet') ? 'validacao' : 'emissao';
}

export const SERVICOS_PAGE_SIZE = 15;
export const SERVICOS_PAGE_LINKS = 7;
/** the services list's date filters wait this long after typing (part 1 §9) */
export const SERVICOS_FILTRO_DEBOUNCE_MS = 5000;
export const JUSTIFICATIVA_MIN = 10;
export const JUSTIFICATIVA_MAX = 50;

export const SERVICO_MESSAGES = {
  cancelado: 'Servico cancelado com sucesso.',
  naoCancelado: 'Servico não pode ser cancelado no momento',
  autorizado: 'Autorizado com sucesso!',
  faturado: 'Servico faturado com sucesso!',
  erroFaturar: 'Problema ao faturar servico!',
  erroCarregar: 'Erro ao carregar servicos.',
  naoEncontrados: 'Serviços não encontrados',
  erroPlanilha: 'Erro ao adicionar Planilha',
  justificativa: 'Justificativa deve ter entre 10 e 50 caracteres.',
  naoEncontrado: 'Serviço não encontrado.',
  naoFaturavel: 'Este serviço não está aguardando pagamento.',
  // invoicing the cart (part 1 §8)
  carrinhoFaturado: 'Carrinho enviado para fatura com sucesso!',
  carrinhoNaoEnviado: 'Carrinho não pode ser enviado para a fatura.',
  requerimentoIncompleto: 'Requerimento não pode ser completado',
  carrinhoVazio: 'O carrinho está vazio.',
  cotacaoForaDoCarrinho: 'Esta cotação não está no carrinho desta venda.',
  vendaNaoProposta: 'Só uma venda em proposta pode ser faturada.',
  // releasing a service its concluded payments do not cover (exception by finance)
  naoCoberto:
    'Os pagamentos concluídos não cobrem este serviço. Conclua os pagamentos ou registre uma exceção do financeiro, com o motivo.',
  motivoExcecao: 'Informe o motivo da exceção (de 10 a 500 caracteres).',
} as const;

export const EXCECAO_MOTIVO_MIN = 10;
export const EXCECAO_MOTIVO_MAX = 500;

const ZJustificativa = z
  .string({ error: SERVICO_MESSAGES.justificativa })
  .trim()
  .min(JUSTIFICATIVA_MIN, SERVICO_MESSAGES.justificativa)
  .max(JUSTIFICATIVA_MAX, SERVICO_MESSAGES.justificativa);

/** POST /api/servicos/{id}/cancel/ */
export const ZServicoCancelRequest = z.object({ motivo_cancelamento: ZJustificativa, versao: ZVersao });

/** POST /api/servicos/{id}/faturar/: Sim, or Não with a reason of 10–50 characters (the best-practices dialog). */
export const ZServicoFaturarRequest = z
  .object({
    seguiu_manual_boas_praticas: z.boolean(),
    motivo_nao_seguimento_boas_praticas: z.string().trim().max(JUSTIFICATIVA_MAX).nullish(),
    /**
     * Release although the concluded payments do not cover the service: finance's explicit exception, with
     * its reason (audited, shown in the service's history, counted on the dashboard).
     */
    excecao_pagamento: z.boolean().default(false),
    motivo_excecao_pagamento: z.string().trim().nullish(),
    versao: ZVersao,
  })
  .superRefine((body, ctx) => {
    if (body.excecao_pagamento) {
      const motivo = body.motivo_excecao_pagamento ?? '';
      if (motivo.length < EXCECAO_MOTIVO_MIN || motivo.length > EXCECAO_MOTIVO_MAX) {
        ctx.addIssue({
          code: 'custom',
          path: ['motivo_excecao_pagamento'],
          message: SERVICO_MESSAGES.motivoExcecao,
        });
      }
    }
    if (body.seguiu_manual_boas_praticas) return;
    const motivo = body.motivo_nao_seguimento_boas_praticas ?? '';
    if (motivo.length < JUSTIFICATIVA_MIN) {
      ctx.addIssue({
        code: 'custom',
        path: ['motivo_nao_seguimento_boas_praticas'],
        message: SERVICO_MESSAGES.justificativa,
      });
    }
  });

/** GET /api/servicos/detailed/ (and the sale tab, the panels): dates are 'YYYY-MM-DD' of the service's creation. */
export const ZServicosQuery = ZPageQuery.extend({
  status: z.enum(SERVICO_STATUS.values).optional(),
  consultor: ZIdQuery.optional(),
  venda: ZIdQuery.optional(),
  data_inicio: ZDataFiltro.optional(),
  data_fim: ZDataFiltro.optional(),
});
export type ServicosQuery = z.infer<typeof ZServicosQuery>;

// ——— beneficiaries (part 1 §3, §5) ———

export const ZBeneficiarioInput = z.object({
  contato: ZIdRef,
  assento: textoOpcional(10),
  tipo_assento: textoOpcional(30),
  bagagem: textoOpcional(30),
  tipo_quarto: textoOpcional(30),
});
export type BeneficiarioInput = z.infer<typeof ZBeneficiarioInput>;

/** PUT /api/cotacoes/{id}/beneficiarios/: the quote's whole list, in order (a quote in the cart only). */
export const ZBeneficiariosRequest = z.object({
  beneficiarios: z.array(ZBeneficiarioInput).max(99),
});

export const ZBeneficiario = z.object({
  id: z.number().int(),
  cotacao: z.number().int(),
  servico: z.number().int().nullable(),
  contato: z.object({
    id: z.number().int(),
    nome: z.string(),
    sobrenome: z.string().nullable(),
    cpf: z.string().nullable(),
    email: z.string().nullable(),
    data_nascimento: z.string().nullable(),
  }),
  assento: z.string().nullable(),
  tipo_assento: z.string().nullable(),
  bagagem: z.string().nullable(),
  tipo_quarto: z.string().nullable(),
});
export type Beneficiario = z.infer<typeof ZBeneficiario>;

// ——— invoicing the cart: POST /api/vendas/{id}/fatura/ ———

/** One quote's payment terms (part 1 §7 informacoes_pagamento). `name` is the payment type. */
export const ZInformacaoPagamento = z.object({
  cotacao: ZIdRef,
  name: z.enum(TIPOS_PAGAMENTO.values, { error: PAGAMENTO_MESSAGES.tipoObrigatorio }),
  meio_pagamento: z.enum(MEIOS_PAGAMENTO.values).nullish(),
  numeroParcelas: z.number().int().min(1).max(12).nullish(),
  desconto: ZDinheiroPositivo,
  valorEntrada: ZDinheiroPositivo.nullish(),
  /** due date of the main payment, 'YYYY-MM-DD'; today when absent */
  data_vencimento: ZDataFiltro.nullish(),
  responsavel_financeiro: ZIdRef.nullish(),
  responsavel_financeiro_empresa: ZIdRef.nullish(),
});
export type InformacaoPagamento = z.infer<typeof ZInformacaoPagamento>;

export const ZFaturaRequest = z.object({
  /** the cart's quotes; `beneficiarios`, when sent, replace the quote's list */
  carrinho: z
    .array(z.object({ id: ZIdRef, beneficiarios: z.array(ZBeneficiarioInput).max(99).optional() }))
    .min(1, SERVICO_MESSAGES.carrinhoVazio)
    .max(50),
  informacoes_pagamento: z.array(ZInformacaoPagamento).max(50),
  /** groups of quote ids whose main payments become one payment split over their services */
  pagamentosJuntos: z.array(z.array(ZIdRef).min(2).max(50)).max(25).optional(),
});
export type FaturaRequest = z.infer<typeof ZFaturaRequest>;

// ——— what the API answers ———

const ZRef = z.object({ id: z.number().int(), nome: z.string(), sobrenome: z.string().nullable() });

/** A service as every list and the detail answer it (part 1 §3, part 2 §3). */
export const ZServico = z.object({
  id: z.number().int(),
  status: z.enum(SERVICO_STATUS.values),
  venda: z.object({
    id: z.number().int(),
    status: z.string(),
    cliente: ZRef.nullable(),
    cliente_empresa: z.object({ id: z.number().int(), nome: z.string() }).nullable(),
    consultor: ZRef.nullable(),
    created_by: ZRef.nullable(),
  }),
  cotacao: z.object({
    id: z.number().int(),
    orcamento: z.number().int(),
    tipo_servico: z.string(),
    tipo_cotacao: z.string(),
    descricao: z.string(),
    valor_final: z.string(),
    custo_total: z.string(),
    /** flights: each ticket's type, for the validation panels */
    subcotacoes: z.array(
      z.object({
        id: z.number().int(),
        tipo_cotacao: z.string(),
        programa_fidelidade: z.number().int().nullable(),
      }),
    ),
  }),
  metodo_pagamento: z.enum(TIPOS_PAGAMENTO.values),
  num_parcelas: z.number().int(),
  valor_entrada: z.string(),
  desconto: z.string(),
  valor_avista: z.string(),
  valor_total: z.string(),
  /** concluded payments' share of this service */
  valor_pago: z.string(),
  responsavel_financeiro: ZRef.nullable(),
  responsavel_financeiro_empresa: z.object({ id: z.number().int(), nome: z.string() }).nullable(),
  beneficiarios: z.array(ZBeneficiario),
  created_by: ZRef.nullable(),
  created_at: z.string(),
  faturado_por: ZRef.nullable(),
  faturado_em: z.string().nullable(),
  seguiu_manual_boas_praticas: z.boolean().nullable(),
  motivo_nao_seguimento_boas_praticas: z.string().nullable(),
  seguiu_manual_boas_praticas_milhas: z.boolean().nullable(),
  validado_por: ZRef.nullable(),
  cancelado_por: ZRef.nullable(),
  cancelado_em: z.string().nullable(),
  motivo_cancelamento: z.string().nullable(),
  /** released with concluded payments not covering it: finance's exception */
  excecao_pagamento: z.object({ por: ZRef.nullable(), em: z.string(), motivo: z.string() }).nullable(),
  /** the invoice PDF made from the Planilha Fatura, when there is one */
  fatura_pdf_url: z.string().nullable(),
  /**
   * the miles and the wallet cost of the validated purchases (part 1 §4), only while the service is in
   * `emissao`; null otherwise or without validated purchases
   */
  custo_milhas: z.object({ milha: z.string().nullable(), wallet: z.string().nullable() }).nullable(),
  versao: ZVersaoAtual,
});
export type ServicoView = z.infer<typeof ZServico>;

/** What each audit-log `tipo` of a service means (Logs screens). */
export const SERVICOS_LOG_TIPOS: Record<string, string> = {
  carrinho_faturado: 'Carrinho faturado',
  servico_cancelado: 'Serviço cancelado',
  servico_faturado: 'Serviço faturado',
  servico_liberado_excecao: 'Serviço liberado sem pagamento (exceção do financeiro)',
  beneficiarios_alterados: 'Beneficiários alterados',
  planilha_fatura: 'Planilha de fatura adicionada',
};

/** GET /api/vendas/{id}/beneficiarios/: each cart quote's beneficiaries and how many it needs. */
export const ZBeneficiariosDaCotacao = z.object({
  cotacao: z.number().int(),
  /** beneficiaries the quote needs: the passengers of its request (`quantidadeBeneficiarios`) */
  quantidade: z.number().int(),
  beneficiarios: z.array(ZBeneficiario),
});
export type BeneficiariosDaCotacao = z.infer<typeof ZBeneficiariosDaCotacao>;

/**
 * GET /api/servicos/{id}/validacoes/: a miles or wallet ticket of the service with what validating it
 * needs (part 2 §7 'Bilhetes pendentes de validação').
 */
export const ZValidacaoBilhete = z.object({
  subcotacao: z.number().int(),
  tipo_cotacao: z.enum(['milha', 'wallet']),
  programa_fidelidade: z.object({ id: z.number().int(), nome: z.string() }).nullable(),
  quantidade_milhas: z.number().int(),
  /** sale price per thousand miles used */
  milheiro: z.string().nullable(),
  custo_bilhete: z.string(),
  /** what the client pays for the ticket, fees included */
  valor_total: z.string(),
  passageiros: z.number().int(),
  cias_aereas: z.array(z.string()),
  /** true once the miles area stores a validated purchase for the ticket */
  validado: z.boolean(),
});
export type ValidacaoBilhete = z.infer<typeof ZValidacaoBilhete>;

export const ZServicosPage = z.object({ servicos: z.array(ZServico), pages: z.number().int() });

// ——— a contact's or company's services, paid quotes and beneficiaries (part 2 §2, §7; decision 0057) ———

/** the three lists of a client page 15 rows at a time, like the other lists of records */
export const LISTAS_DO_CLIENTE_PAGE_SIZE = 15;
export const LISTAS_DO_CLIENTE_MESSAGES = {
  nenhumServico: 'Nenhum serviço encontrado',
  nenhumaCotacaoPaga: 'Nenhuma cotação paga encontrada',
  nenhumBeneficiario: 'Nenhum beneficiário encontrado',
} as const;
/** each paid quote is shown through its service (one per invoiced quote): the quote, what it cost and paid */
export const ZCotacoesPagasPage = z.object({ cotacoes: z.array(ZServico), pages: z.number().int() });
export const ZBeneficiariosPage = z.object({
  beneficiarios: z.array(ZBeneficiario),
  pages: z.number().int(),
});

/** What the invoicing and beneficiary routes answer besides the screens' messages. */
export const FATURA_API_MESSAGES = {
  carrinhoIncompleto: 'Envie todas as cotações do carrinho para a fatura.',
  cotacaoRepetida: 'Esta cotação foi enviada mais de uma vez.',
  beneficiariosDemais: 'Há mais beneficiários do que passageiros nesta cotação.',
  responsavelInexistente: 'Responsável financeiro não encontrado.',
  empresaInexistente: 'Empresa responsável não encontrada.',
  naoJuntaveis: 'Só se juntam pagamentos com o mesmo meio e o mesmo número de parcelas.',
  juntoDuasVezes: 'Uma cotação só pode estar em um grupo de pagamentos juntos.',
} as const;

/** Who may cancel a service: the financeiro and milhas departments, and administrators. */
export function podeCancelarServicos(user: {
  pertencente: readonly string[];
  is_superuser?: boolean;
}): boolean {
  return (
    user.is_superuser === true ||
    user.pertencente.includes('financeiro') ||
    user.pertencente.includes('milhas')
  );
}
/** Who may invoice (faturar) a service: the financeiro department. */
export function podeFaturarServicos(user: { pertencente: readonly string[] }): boolean {
  return user.pertencente.includes('financeiro');
}

export const CONCLUIR_LIBERAR_MESSAGES = {
  soConcluido: 'Só um pagamento concluído libera o serviço.',
  servicoDeOutroPagamento: 'O serviço liberado deve ser pago por este pagamento.',
  concluidoELiberado: (servicos: number) =>
    servicos === 1 ? 'Pagamento concluído e serviço liberado!' : 'Pagamento concluído e serviços liberados!',
} as const;

/**
 * POST /api/pagamentos/{id}/concluir/ (Contas a Receber): finance concludes a payment and, in the same
 * transaction, releases (faturar) the services it completes with the best-practices answer; without
 * `liberar`, it only concludes it.
 */
export const ZConcluirPagamentoRequest = z
  .object({
    pagamento: ZPagamentoSave,
    liberar: z
      .object({
        servicos: z.array(ZIdRef).min(1).max(50),
        seguiu_manual_boas_praticas: z.boolean(),
        motivo_nao_seguimento_boas_praticas: z.string().trim().max(JUSTIFICATIVA_MAX).nullish(),
      })
      .superRefine((liberar, ctx) => {
        if (liberar.seguiu_manual_boas_praticas) return;
        if ((liberar.motivo_nao_seguimento_boas_praticas ?? '').length < JUSTIFICATIVA_MIN) {
          ctx.addIssue({
            code: 'custom',
            path: ['motivo_nao_seguimento_boas_praticas'],
            message: SERVICO_MESSAGES.justificativa,
          });
        }
      })
      .nullish(),
  })
  .superRefine((body, ctx) => {
    if (body.liberar && body.pagamento?.status !== 'concluido') {
      ctx.addIssue({
        code: 'custom',
        path: ['pagamento', 'status'],
        message: CONCLUIR_LIBERAR_MESSAGES.soConcluido,
      });
    }
  });
export type ConcluirPagamentoRequest = z.input<typeof ZConcluirPagamentoRequest>;

export const ZConcluirPagamentoResposta = z.object({ pagamento: ZPagamento, servicos: z.array(ZServico) });
export type ConcluirPagamentoResposta = z.infer<typeof ZConcluirPagamentoResposta>;
