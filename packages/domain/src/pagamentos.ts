import { z } from 'zod';
import { ZIdRef } from './cadastro.ts';
import { VENCIMENTOS_RECEBIVEIS } from './dashboard.ts';
import { DINHEIRO_MESSAGES, temCentavosDemais } from './dinheiro-schema.ts';
import { defineEnum } from './enum.ts';
import { ZIdQuery } from './ids.ts';
import { PAGAMENTO_STATUS, type PagamentoStatus } from './pagamento-status.ts';
import { ZPageQuery } from './pagination.ts';
import { DESCRICAO_PAGAMENTO_MAX, PAGAMENTO_MESSAGES, somaConfere } from './precos/pagamento.ts';
import { isValidIsoDate } from './validacao.ts';
import { ZVersao, ZVersaoAtual } from './versao.ts';

// the statuses live in a module of their own, which a screen that only shows them reads without this one
export { PAGAMENTO_STATUS, type PagamentoStatus } from './pagamento-status.ts';

// the payment terms live in a module of their own, which the pricing of payments reads without this one
export { TIPOS_PAGAMENTO, type TipoPagamento } from './tipos-pagamento.ts';

export const MEIOS_PAGAMENTO = defineEnum({
  pix: { label: 'Pix' },
  teddoc: { label: 'TED/DOC' },
  deposito: { label: 'Depósito' },
  boleto: { label: 'Boleto' },
  pagarme: { label: 'Pagar.me' },
  rede: { label: 'Rede' },
  cielo: { label: 'Cielo' },
  infinitypay: { label: 'InfinitePay' },
  cliente: { label: 'Cliente' },
  pagamento_faturado: { label: 'Pagamento faturado' },
  fornecedor: { label: 'Fornecedor' },
  transferencia: { label: 'Transferência' },
});
export type MeioPagamento = (typeof MEIOS_PAGAMENTO.values)[number];

/** The instalment count field is shown only for these methods. */
export const MEIOS_COM_PARCELAS: readonly MeioPagamento[] = ['pagarme', 'rede'];

/**
 * Overdue rule (part 1 §4): an unpaid payment whose due date ended before today becomes atrasado; otherwise
 * the mark is cleared. Dates are calendar days 'YYYY-MM-DD' in the agency's time zone.
 */
export function statusPagamento(pagamento: {
  status: PagamentoStatus;
  data_pagamento: string | null;
  data_vencimento: string | null;
  hoje: string;
}): PagamentoStatus {
  if (pagamento.status === 'concluido') return 'concluido';
  const vencido =
    !pagamento.data_pagamento &&
    pagamento.data_vencimento !== null &&
    pagamento.data_vencimento < pagamento.hoje;
  return vencido ? 'atrasado' : 'nao_efetuado';
}

/** Card methods (a card link or a machine): what the Pagar.me link and card instalments use. */
export const MEIOS_CARTAO: readonly MeioPagamento[] = ['pagarme', 'rede', 'cielo', 'infinitypay'];

/** A calendar day 'YYYY-MM-DD' of a filter or a due date. */
export const ZDataFiltro = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Data inválida.')
  .refine(isValidIsoDate, 'Data inválida.');

export const PAGAMENTOS_PAGE_SIZE = 15;
export const PAGAMENTOS_PAGE_LINKS = 7;
/** the payment tolerance of splits and discounts, in reais (part 1 §9) */
export const PAGAMENTO_TOLERANCIA = '0.1';

export const PAGAMENTO_UI_MESSAGES = {
  erroCadastrarVarios: 'Erro ao cadastrar pagamentos!',
  erroCadastrar: 'Erro ao cadastrar pagamento!',
  erroAlterar: 'Erro ao alterar pagamento!',
  erroDeletar: 'Erro ao deletar pagamento!',
  comprovanteNaoEncontrado: 'Comprovante não encontrado',
  erroComprovante: 'Erro ao procurar comprovante',
  erroCopiar: 'Houve algum problema ao tentar copiar o texto.',
  cadastrados: 'Pagamentos cadastrados com sucesso!',
  cadastrado: 'Pagamento cadastrado com sucesso!',
  alterado: 'Pagamento alterado com sucesso!',
  deletado: 'Pagamento deletado com sucesso!',
  copiado: 'Texto copiado com sucesso!',
  erroCarregar: 'Erro ao carregar pagamentos.',
  vazio: 'Nenhum pagamento encontrado',
  // what the API answers besides the screens' messages
  naoEncontrado: 'Pagamento não encontrado.',
  semPermissao: 'Apenas o financeiro pode alterar pagamentos.',
  vendaNaoPermite: 'Esta venda não aceita novos pagamentos.',
  vendaCancelada: 'Pagamentos de uma venda cancelada não podem ser excluídos.',
  servicoDeOutraVenda: 'O serviço escolhido não é desta venda.',
  concluidoNaoExclui: 'Um pagamento concluído não pode ser excluído.',
  pagarmeNaoConfigurado: 'Pagamento por link Pagar.me não configurado. Defina PAGARME_URL e PAGARME_API_KEY.',
  pagarmeFalhou: 'O Pagar.me não respondeu. Tente novamente em instantes.',
  linkSoCartao: 'O link de pagamento é só para pagamentos por Pagar.me.',
  linkJaPago: 'Este pagamento já foi concluído.',
  pixSoPix: 'A cobrança Pix é só para pagamentos por Pix.',
  boletoSoBoleto: 'O boleto é só para pagamentos por boleto.',
  boletoSemGateway: 'Boleto indisponível: a agência não tem o Pagar.me configurado.',
  pixSemChave:
    'Cadastre a chave Pix de uma conta bancária ativa da agência para gerar a cobrança Pix sem o Pagar.me.',
  cobrancaSemValor: 'Este pagamento não tem valor a cobrar.',
  saldoDoServico:
    'O pagamento passa do valor do serviço: confira os pagamentos concluídos antes de concluir.',
  taxaInvalida: 'Taxa inválida.',
  semValorAberto: 'Esta venda não tem valor em aberto.',
  semPermissaoCriar:
    'Apenas o financeiro, um administrador ou o consultor da venda podem cadastrar pagamentos.',
  concluidoNaoAltera:
    'Um pagamento concluído não pode ser alterado. Reabra o pagamento (financeiro, com o motivo) antes de alterá-lo.',
  soConcluidoReabre: 'Só um pagamento concluído pode ser reaberto.',
  canceladoNaoReabre:
    'Este pagamento é de um serviço cancelado e não pode ser reaberto: o valor recebido é devolvido por um RAC.',
  reaberto: 'Pagamento reaberto.',
  erroReabrir: 'Erro ao reabrir pagamento!',
  motivoReabrir: 'Informe o motivo da reabertura (de 10 a 500 caracteres).',
  taxaAcimaDoValor: 'A taxa do meio de pagamento não pode ser maior que o valor do pagamento.',
  valorComLink:
    'Este pagamento já tem um link de cartão: o valor não pode mudar. Cadastre um novo pagamento para a diferença.',
  saldoCobrado: 'Saldo cobrado com sucesso!',
  erroCobrarSaldo: 'Erro ao cobrar o saldo!',
  concluidoNaoSubstitui: 'Um pagamento concluído não pode ser substituído.',
  vendaCanceladaNaoSubstitui: 'Pagamentos de uma venda cancelada não podem ser substituídos.',
  substituicaoDiferente:
    'Os novos pagamentos devem cobrar, de cada serviço, exatamente o que o pagamento substituído cobrava.',
  substituido: 'Pagamento substituído com sucesso!',
  erroSubstituir: 'Erro ao substituir pagamento!',
} as const;

/** Why deleting this payment would leave a live service owing money that Contas a Receber no longer expects. */
export function mensagemUnicoAberto(servico: string): string {
  return `Este é o único pagamento em aberto do serviço ${servico}: excluí-lo tiraria o valor devido de Contas a Receber. Use "Substituir" para trocar a forma de pagamento ou o vencimento.`;
}

/** A payment as the delete rule reads it: its status and the services it takes a share of. */
export type PagamentoDaVenda = { id: number; status: string; servicos: readonly { servico: number }[] };

/**
 * Why a payment may not be deleted, or null when it may (decision 0066): a concluded payment is what was
 * collected; a payment not concluded that is the only open one of a service still sold (not cancelled) is
 * the money that service still owes, so deleting it would take it out of Contas a Receber: it is replaced
 * instead. The server and the sale's Pagamentos tab ask this one rule, from the sale's payments.
 */
export function motivoNaoExcluir(
  pagamento: PagamentoDaVenda,
  pagamentosDaVenda: readonly PagamentoDaVenda[],
  statusDoServico: ReadonlyMap<number, string>,
  rotulo: (servico: number) => string = String,
): string | null {
  if (pagamento.status === 'concluido') return PAGAMENTO_UI_MESSAGES.concluidoNaoExclui;
  for (const { servico } of pagamento.servicos) {
    if ((statusDoServico.get(servico) ?? 'cancelado') === 'cancelado') continue;
    const outroAberto = pagamentosDaVenda.some(
      (outro) =>
        outro.id !== pagamento.id &&
        outro.status !== 'concluido' &&
        outro.servicos.some((parte) => parte.servico === servico),
    );
    if (!outroAberto) return mensagemUnicoAberto(rotulo(servico));
  }
  return null;
}

/** What the services would have scheduled above their value ("Serviço 0012: R$ 150,00 acima do valor"). */
export function mensagemAcimaDoServico(servico: string, excesso: string): string {
  return `Os pagamentos programados do serviço ${servico} passariam do valor do serviço em ${excesso}. Um pagamento não pode cobrar mais do que o serviço vale.`;
}

/**
 * Whether a concluded payment may be reopened, by the statuses of the services it pays: not when one is
 * cancelled (decision 0063), since it would be owed again for a service the client no longer buys; the
 * money received goes back through a RAC.
 */
export function podeReabrirPagamento(statusDosServicos: readonly string[]): boolean {
  return !statusDosServicos.includes('cancelado');
}

export const REABRIR_MOTIVO_MIN = 10;
export const REABRIR_MOTIVO_MAX = 500;

/** POST /api/pagamentos/{id}/reabrir/: finance reopens a concluded payment, with the reason (audited). */
export const ZPagamentoReabrirRequest = z.object({
  motivo: z
    .string({ error: PAGAMENTO_UI_MESSAGES.motivoReabrir })
    .trim()
    .min(REABRIR_MOTIVO_MIN, PAGAMENTO_UI_MESSAGES.motivoReabrir)
    .max(REABRIR_MOTIVO_MAX, PAGAMENTO_UI_MESSAGES.motivoReabrir),
  versao: ZVersao,
});

/** A decimal typed with a comma or a point ("12,50"), as the fee field accepts it (part 1 §5). */
export const ZDecimalVirgula = z
  .union([z.string(), z.number()])
  .nullish()
  .transform((valor) => (valor === null || valor === undefined ? '' : String(valor).trim().replace(',', '.')))
  .transform((valor) => (valor === '' ? '0' : valor))
  .refine((valor) => !temCentavosDemais(valor), DINHEIRO_MESSAGES.centavos)
  .refine(
    (valor) => temCentavosDemais(valor) || /^\d{1,12}(\.\d{1,2})?$/.test(valor),
    PAGAMENTO_UI_MESSAGES.taxaInvalida,
  );

const ZValorPagamento = z
  .union([z.string(), z.number()])
  .transform((valor) => String(valor).trim().replace(',', '.'))
  .refine((valor) => !temCentavosDemais(valor), DINHEIRO_MESSAGES.centavos)
  .refine(
    (valor) => temCentavosDemais(valor) || /^\d{1,12}(\.\d{1,2})?$/.test(valor),
    PAGAMENTO_MESSAGES.valorObrigatorio,
  )
  .refine((valor) => Number(valor) !== 0, PAGAMENTO_MESSAGES.valorObrigatorio);

/**
 * POST /api/pagamentos/ and PUT /api/pagamentos/{id}/ (part 1 §5 New/edit payment). `servicos` is the
 * split: one service takes the whole value; several must add up to it within 0.1.
 */
export const ZPagamentoSave = z
  .object({
    venda: ZIdRef,
    valor_pagamento: z.object({ valor: ZValorPagamento, moeda: z.literal('BRL').default('BRL') }),
    servicos: z
      .array(z.object({ servico: ZIdRef, valor: ZDecimalVirgula.optional() }))
      .min(1, PAGAMENTO_MESSAGES.servicoObrigatorio)
      .max(50),
    descricao: z.string().trim().max(DESCRICAO_PAGAMENTO_MAX, PAGAMENTO_MESSAGES.descricaoLonga).nullish(),
    meio_pagamento: z.enum(MEIOS_PAGAMENTO.values),
    taxa_meio_pagamento: ZDecimalVirgula.optional(),
    num_parcelas: z.number().int().min(1).max(12).default(1),
    data_vencimento: ZDataFiltro.nullish(),
    data_pagamento: ZDataFiltro.nullish(),
    /** concluido records it as paid (financeiro only) */
    status: z.enum(['nao_efetuado', 'concluido']).default('nao_efetuado'),
    responsavel_financeiro: ZIdRef.nullish(),
    responsavel_financeiro_empresa: ZIdRef.nullish(),
    /** the version read (decision 0034): a payment changed since gets 409 */
    versao: ZVersao,
  })
  .superRefine((body, ctx) => {
    if (Array.isArray(body.servicos) && body.servicos.length > 1) {
      const partes = body.servicos.map((s) => s.valor ?? '0');
      // a value or part that is not a number already has its own issue: there is no sum to check
      const numero = /^\d{1,12}(\.\d{1,2})?$/;
      if (!numero.test(String(body.valor_pagamento?.valor)) || !partes.every((parte) => numero.test(parte)))
        return;
      if (!somaConfere(body.valor_pagamento.valor, partes)) {
        ctx.addIssue({ code: 'custom', path: ['servicos'], message: PAGAMENTO_MESSAGES.somaDiferente });
      }
    }
  });
export type PagamentoSaveInput = z.input<typeof ZPagamentoSave>;
export type PagamentoSave = z.output<typeof ZPagamentoSave>;

/** POST /api/pagamentos/criar_pagamentos/: several payments at once; `pagamentosJuntos` are created joined. */
export const ZCriarPagamentosRequest = z.object({
  pagamentos: z.array(ZPagamentoSave).max(50),
  pagamentosJuntos: z.array(ZPagamentoSave).max(50).default([]),
});

/** One of the payments that replace another: its value, its split over the services, method and due date. */
export const ZPagamentoSubstituto = z
  .object({
    valor_pagamento: z.object({ valor: ZValorPagamento, moeda: z.literal('BRL').default('BRL') }),
    servicos: z
      .array(z.object({ servico: ZIdRef, valor: ZDecimalVirgula }))
      .min(1, PAGAMENTO_MESSAGES.servicoObrigatorio)
      .max(50),
    descricao: z.string().trim().max(DESCRICAO_PAGAMENTO_MAX, PAGAMENTO_MESSAGES.descricaoLonga).nullish(),
    meio_pagamento: z.enum(MEIOS_PAGAMENTO.values),
    num_parcelas: z.number().int().min(1).max(12).default(1),
    data_vencimento: ZDataFiltro.nullish(),
  })
  .superRefine((body, ctx) => {
    const partes = body.servicos.map((s) => s.valor);
    const numero = /^\d{1,12}(\.\d{1,2})?$/;
    if (!numero.test(String(body.valor_pagamento?.valor)) || !partes.every((parte) => numero.test(parte)))
      return;
    if (!somaConfere(body.valor_pagamento.valor, partes))
      ctx.addIssue({ code: 'custom', path: ['servicos'], message: PAGAMENTO_MESSAGES.somaDiferente });
  });
export type PagamentoSubstituto = z.output<typeof ZPagamentoSubstituto>;

/**
 * POST /api/pagamentos/{id}/substituir/ (decision 0066): finance swaps a payment not concluded for one or
 * more payments that charge each service exactly what it charged, in one transaction, with the version read.
 */
export const ZPagamentoSubstituirRequest = z.object({
  pagamentos: z.array(ZPagamentoSubstituto).min(1, PAGAMENTO_MESSAGES.valorObrigatorio).max(12),
  versao: ZVersao,
});
export type PagamentoSubstituirInput = z.input<typeof ZPagamentoSubstituirRequest>;

/** POST /api/pagamentos/pagamento_total/: one payment of the sale's whole open amount, split over its services. */
export const ZPagamentoTotalRequest = z.object({
  venda: ZIdRef,
  meio_pagamento: z.enum(MEIOS_PAGAMENTO.values),
  num_parcelas: z.number().int().min(1).max(12).default(1),
  data_vencimento: ZDataFiltro.nullish(),
  descricao: z.string().trim().max(DESCRICAO_PAGAMENTO_MAX, PAGAMENTO_MESSAGES.descricaoLonga).nullish(),
});

/** POST /api/pagamentos/{id}/pagarme_link/: a card link for the payment (amount in cents, truncated). */
export const ZPagarmeLinkRequest = z.object({
  max_installments: z.number().int().min(1).max(12).optional(),
});

/** POST /api/pagamentos/{id}/pix/: the Pix charge of a payment (the gateway's order, else the agency's static code). */
export const ZCobrancaPix = z.object({
  txid: z.string(),
  copia_e_cola: z.string(),
  qr_code_svg: z.string(),
  expira_em: z.string().nullable(),
  origem: z.enum(['gateway', 'estatico']),
});
export type CobrancaPix = z.infer<typeof ZCobrancaPix>;

/** POST /api/pagamentos/{id}/boleto/: the gateway's boleto of a payment. */
export const ZCobrancaBoleto = z.object({
  linha_digitavel: z.string(),
  url: z.string().nullable(),
  vencimento: z.string(),
});
export type CobrancaBoleto = z.infer<typeof ZCobrancaBoleto>;

/**
 * GET /api/pagamentos/cobrancas/disponiveis/: which charges the screens may offer. Pix always (through the
 * gateway, else the static code of the agency's key; `pix_origem` null while neither exists, and "Gerar
 * cobrança Pix" answers why); boleto only with the gateway configured.
 */
export const ZCobrancasDisponiveis = z.object({
  pix: z.literal(true),
  pix_origem: z.enum(['gateway', 'estatico']).nullable(),
  boleto: z.boolean(),
});
export type CobrancasDisponiveis = z.infer<typeof ZCobrancasDisponiveis>;

/** The txid of a payment's Pix charge: letters and digits only, at most 25 for a static code (BR Code). */
export function txidDoPagamento(pagamento: number): string {
  return `SKYPAG${String(pagamento).padStart(10, '0')}`;
}

/** GET /api/pagamentos/ (the Pagamentos list and the sale tab): search by sale, service, client or method. */
export const ZPagamentosQuery = ZPageQuery.extend({
  search: z.string().trim().max(100).optional(),
  venda: ZIdQuery.optional(),
  status: z.enum(PAGAMENTO_STATUS.values).optional(),
});

/** GET /api/pagamentos/pagamentos_abertos: not concluded, filtered by the sale's consultant, its client and the sale. */
export const ZPagamentosAbertosQuery = ZPageQuery.extend({
  consultor: ZIdQuery.optional(),
  contato: ZIdQuery.optional(),
  venda: ZIdQuery.optional(),
  /** overdue (due before today) or due from today up to 7 days ahead, as the dashboard counts them */
  vencimento: z.enum(VENCIMENTOS_RECEBIVEIS).optional(),
  /** the period of the due dates, both days included */
  vencimento_inicio: ZDataFiltro.optional(),
  vencimento_fim: ZDataFiltro.optional(),
});

const ZRef = z.object({ id: z.number().int(), nome: z.string(), sobrenome: z.string().nullable() });

/** A payment as the API answers it (part 1 §3); `status` is derived (atrasado from the due date). */
export const ZPagamento = z.object({
  id: z.number().int(),
  venda: z.object({
    id: z.number().int(),
    status: z.string(),
    cliente: ZRef.nullable(),
    cliente_empresa: z.object({ id: z.number().int(), nome: z.string() }).nullable(),
    consultor: ZRef.nullable(),
  }),
  /** the first service it pays */
  servico: z.number().int().nullable(),
  servicos: z.array(
    z.object({
      servico: z.number().int(),
      valor: z.string(),
      cotacao: z.number().int(),
      descricao: z.string(),
    }),
  ),
  status: z.enum(PAGAMENTO_STATUS.values),
  descricao: z.string().nullable(),
  valor_pagamento: z.object({ moeda: z.string(), valor: z.string() }),
  /** value plus the method's fee */
  valor_total: z.string(),
  meio_pagamento: z.string(),
  taxa_meio_pagamento: z.string(),
  num_parcelas: z.number().int(),
  origem: z.string(),
  data_pagamento: z.string().nullable(),
  data_vencimento: z.string().nullable(),
  pagarme_link: z.string().nullable(),
  pagarme_id: z.string().nullable(),
  /** the Pix charge, when one was generated (gateway order or the agency's static code) */
  pix_txid: z.string().nullable(),
  pix_copia_e_cola: z.string().nullable(),
  pix_origem: z.enum(['gateway', 'estatico']).nullable(),
  pix_expira_em: z.string().nullable(),
  /** the boleto, when one was generated by the gateway */
  boleto_linha: z.string().nullable(),
  boleto_url: z.string().nullable(),
  boleto_vencimento: z.string().nullable(),
  responsavel_financeiro: ZRef.nullable(),
  responsavel_financeiro_empresa: z.object({ id: z.number().int(), nome: z.string() }).nullable(),
  /** where the browser reads the receipt, when there is one */
  documento_comprovante: z.string().nullable(),
  documento_nome: z.string().nullable(),
  created_by: ZRef.nullable(),
  created_at: z.string(),
  concluido_por: ZRef.nullable(),
  concluido_em: z.string().nullable(),
  emissao: z.number().int().nullable(),
  versao: ZVersaoAtual,
});
export type PagamentoView = z.infer<typeof ZPagamento>;

/** What each audit-log `tipo` of a payment means (Logs screens). */
export const PAGAMENTOS_LOG_TIPOS: Record<string, string> = {
  pagamento_criado: 'Pagamento cadastrado',
  pagamento_alterado: 'Pagamento alterado',
  pagamento_excluido: 'Pagamento excluído',
  pagamento_comprovante: 'Comprovante anexado',
  pagamento_link: 'Link de pagamento criado',
  pagamento_pago_gateway: 'Pagamento confirmado pelo Pagar.me',
  pagamento_pix: 'Cobrança Pix gerada',
  pagamento_boleto: 'Boleto gerado',
  pagamento_reaberto: 'Pagamento reaberto',
  pagamento_gateway_divergente: 'Pagar.me: valor pago diferente do link (não concluído)',
  pagamento_substituido: 'Pagamento substituído',
};

/** What the audit rows of a service moved by its payments mean (Logs screens). */
export const SERVICOS_PAGOS_LOG_TIPOS: Record<string, string> = {
  servico_pago: 'Serviço pago: pagamento em validação',
  servico_pagamento_reaberto: 'Serviço voltou a aguardar pagamento',
};

/** The API's refusals of payments besides `PAGAMENTO_UI_MESSAGES` (decision 0026). */
export const PAGAMENTO_API_MESSAGES = {
  vendaNaoEncontrada: 'Venda não encontrada.',
  servicoCancelado: 'Um serviço cancelado não recebe pagamentos.',
  servicoRepetido: 'O mesmo serviço foi escolhido mais de uma vez.',
  outraVenda: 'O pagamento não pode mudar de venda.',
  responsavelNaoEncontrado: 'Responsável financeiro não encontrado.',
  nenhumPagamento: 'Nenhum pagamento enviado.',
  webhookNaoConfigurado: 'Webhook do Pagar.me não configurado. Defina PAGARME_WEBHOOK_SECRET.',
  assinaturaInvalida: 'Assinatura do webhook inválida.',
  eventoInvalido: 'Evento do Pagar.me inválido.',
} as const;

/** The Planilha Fatura of the payment panel (decision 0026): its columns and messages. */
export const PLANILHA_FATURA_COLUNAS = ['Descrição', 'Quantidade', 'Valor unitário', 'Valor'] as const;
export const PLANILHA_FATURA_MAX_LINHAS = 500;
export const PLANILHA_FATURA_MESSAGES = {
  erro: 'Erro ao adicionar Planilha',
  adicionada: 'Planilha adicionada com sucesso!',
  naoXlsx: 'Envie a planilha em formato .xlsx.',
  semArquivo: 'Envie a planilha (.xlsx).',
  servicoObrigatorio: 'Informe o ID do serviço.',
  ilegivel: 'Não foi possível ler a planilha.',
  cabecalho: `A primeira linha deve ter as colunas ${['Descrição', 'Quantidade', 'Valor unitário', 'Valor'].join(' | ')}.`,
  semLinhas: 'A planilha não tem linhas de itens.',
  muitasLinhas: 'A planilha tem linhas demais (máximo 500).',
  faturaNaoEncontrada: 'Fatura não encontrada.',
  servicoCancelado: 'Um serviço cancelado não recebe fatura.',
} as const;

/** The message of one bad row of the Planilha Fatura ("Linha 3: valor inválido"). */
export function erroLinhaPlanilha(linha: number, problema: string): string {
  return `Linha ${linha}: ${problema}`;
}
