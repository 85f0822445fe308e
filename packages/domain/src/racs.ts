import { z } from 'zod';
import { maximo, ZIdRef } from './cadastro.ts';
import { ZDinheiroPositivo } from './dinheiro-schema.ts';
import {
  CAMPOS_FORMADORES,
  EMISSAO_STATUS,
  RESPONSAVEIS_PAGAMENTO,
  TIPOS_EMISSAO,
  ZCartao,
} from './emissoes.ts';
import { defineEnum } from './enum.ts';
import { ZIdQuery } from './ids.ts';
import { ZDataFiltro } from './pagamentos.ts';
import { ZPageQuery } from './pagination.ts';
import { type Dec, type DecimalInput, dec, moneyString, sum } from './precos/dinheiro.ts';
import { ZVersao, ZVersaoAtual } from './versao.ts';

export const TIPOS_RAC = defineEnum({
  remarcacao: { label: 'Remarcação' },
  alteracao: { label: 'Alteração' },
  cancelamento: { label: 'Cancelamento' },
});

export const RAC_STATUS = defineEnum({
  aberta: { label: 'Solicitada', cor: 'laranja' },
  em_processo: { label: 'Liberada', cor: 'azul' },
  finalizada: { label: 'Concluída', cor: 'verde' },
});

/** What the supplier owes the agency back after a RAC (decision 0065), in Contas a Receber. */
export const RECEBIVEL_FORNECEDOR_STATUS = defineEnum({
  aberto: { label: 'A receber', cor: 'laranja' },
  recebido: { label: 'Recebido', cor: 'verde' },
});
export type RecebivelFornecedorStatus = (typeof RECEBIVEL_FORNECEDOR_STATUS.values)[number];

export const TIPOS_PAGAMENTO_RAC = defineEnum({
  nao_altera: { label: 'Não altera' },
  estornar: { label: 'Estornar' },
  transferencia_credito: { label: 'Transferência de crédito' },
});

export const CANAIS_COBRANCA_RAC = defineEnum({
  skyler: { label: 'Agência' },
  fornecedor: { label: 'Fornecedor' },
});

export const TIPOS_ESTORNO_PAGANTE = defineEnum({ pix: { label: 'Pix' }, cartao: { label: 'Cartão' } });
export const TIPOS_ESTORNO_MILHAS = defineEnum({ pix: { label: 'Pix' }, saldo: { label: 'Saldo' } });

export type TipoRac = (typeof TIPOS_RAC.values)[number];
export type RacStatus = (typeof RAC_STATUS.values)[number];
export type TipoPagamentoRac = (typeof TIPOS_PAGAMENTO_RAC.values)[number];

// ——— the flow (decision 0027) ———

/** Valid RAC status changes, chosen by the financeiro department only. */
export const RAC_TRANSICOES: Readonly<Record<RacStatus, readonly RacStatus[]>> = {
  aberta: ['em_processo'],
  em_processo: ['finalizada', 'aberta'],
  finalizada: [],
};

export function podeMudarStatusRac(de: RacStatus, para: RacStatus): boolean {
  return RAC_TRANSICOES[de].includes(para);
}

/** Who changes a RAC's status: the financeiro department (part 2 §6). */
export function podeAlterarStatusRac(user: { pertencente: readonly string[] }): boolean {
  return user.pertencente.includes('financeiro');
}

/** RAC payment types offered for an issuance type: no refund (estornar) for wallet tickets (part 2 §4). */
export function tiposPagamentoRac(tipoEmissao: string): readonly TipoPagamentoRac[] {
  return tipoEmissao === 'emissao_voo_wallet'
    ? TIPOS_PAGAMENTO_RAC.values.filter((t) => t !== 'estornar')
    : TIPOS_PAGAMENTO_RAC.values;
}

/** Client refund types: pix or card for paid issuances, pix or balance for miles and wallet ones. */
export function tiposEstornoCliente(tipoEmissao: string): readonly string[] {
  return tipoEmissao === 'emissao_voo_milha' || tipoEmissao === 'emissao_voo_wallet'
    ? TIPOS_ESTORNO_MILHAS.values
    : TIPOS_ESTORNO_PAGANTE.values;
}

export const RACS_PAGE_SIZE = 15;
export const RACS_PAGE_LINKS = 7;
export const RAC_DOCUMENTO_TIPO_MIN = 10;
export const RAC_PROTOCOLO_NOME_MIN = 10;
export const RAC_PROTOCOLO_DESCRICAO_MIN = 20;
export const RAC_PROTOCOLO_DESCRICAO_MAX = 500;
export const RAC_ANOTACAO_MAX = 500;
/** the add forms reset this long after adding (part 2 §5) */
export const RAC_FORM_RESET_MS = 2000;

/** The route of each global list (tabs Solicitada, Liberada, Concluída). */
export const RAC_LISTAS = {
  aberta: 'rac-aberta',
  em_processo: 'rac-em-processo',
  finalizada: 'rac-finalizada',
} as const satisfies Record<RacStatus, string>;

export const RAC_MESSAGES = {
  erroCarregarRacs: 'Problema ao carregar RACs.',
  erroCarregarEmissoes: 'Problema ao carregar emissões.',
  erroCarregar: 'Erro ao carregar racs.',
  protocoloCadastrado: 'Protocolo cadastrado com sucesso',
  documentoCadastrado: 'Documento cadastrado com sucesso',
  servicoCadastrado: 'Serviço cadastrado com sucesso',
  statusAdicionado: 'Novo status adicionado!',
  racCadastrada: 'RAC cadastrada com sucesso!',
  minimo10: 'Mínimo 10 caracteres',
  vazio: 'Nenhuma RAC encontrada.',
  vendaVazia: 'Nenhuma RAC para essa venda.',
  // the server's own
  naoEncontrada: 'RAC não encontrada.',
  emissaoNaoEncontrada: 'Emissão não encontrada nesta venda.',
  emissaoNaoConcluida: 'Só se abre RAC de uma emissão concluída.',
  racAberta: 'Esta emissão já tem uma RAC em andamento.',
  estornoWallet: 'Emissões wallet não podem ser estornadas.',
  campoInvalido: 'Campo formador não pertence a esta emissão.',
  campoRepetido: 'Cada campo formador só pode aparecer uma vez.',
  cartaoInvalido: 'Cartão não encontrado ou inativo.',
  cartaoSoAgencia: 'Cartão só quando a agência paga.',
  valorObrigatorio: 'Informe o valor.',
  fornecedorObrigatorio: 'Informe o fornecedor da cobrança.',
  fornecedorInexistente: 'Fornecedor não encontrado.',
  meioObrigatorio: 'Escolha cartão ou pix para a cobrança pela agência.',
  estornoInvalido: 'Tipo de estorno não permitido para esta emissão.',
  somenteFinanceiro: 'Apenas o financeiro pode alterar o status da RAC.',
  transicaoInvalida: 'Esta mudança de status não é permitida.',
  finalizada: 'Uma RAC concluída não pode ser alterada.',
  descricaoTamanho: 'A descrição deve ter entre 20 e 500 caracteres.',
  documentoObrigatorio: 'Campo "documento" não pode ser vazio',
  servicoOutraVenda: 'O serviço precisa ser desta venda.',
  servicoInexistente: 'Serviço não encontrado.',
  servicoJaVinculado: 'Este serviço já está vinculado a esta RAC.',
  anotacaoMax: 'Observações devem ter menos de 500 caracteres',
} as const;

// ——— refunds (decision 0065) ———

/**
 * What is still refundable to the client on an issuance: its value (what the client paid for it) less what
 * the issuance's other RACs already refund, never below zero. One RAC's client refund may not pass it.
 */
export function tetoEstornoRac(valorEmissao: DecimalInput, estornosAnteriores: readonly DecimalInput[]): Dec {
  const resto = dec(valorEmissao).minus(sum(estornosAnteriores));
  return resto.isNegative() ? dec(0) : resto;
}

/**
 * What refunds cost a sale: what its RACs refund the client less what the suppliers refund the agency. The
 * sale's revenue is net of the first, its cost of the second, so its margin is net of this (decision 0065).
 */
export function estornosDaVenda(
  racs: readonly { estorno_cliente_valor: DecimalInput; estorno_fornecedor_valor: DecimalInput }[],
): {
  cliente: string;
  fornecedor: string;
  liquido: string;
} {
  const cliente = sum(racs.map((r) => r.estorno_cliente_valor));
  const fornecedor = sum(racs.map((r) => r.estorno_fornecedor_valor));
  return {
    cliente: moneyString(cliente),
    fornecedor: moneyString(fornecedor),
    liquido: moneyString(cliente.minus(fornecedor)),
  };
}

/** A refund above what is still refundable on the issuance ("R$ 1.000,00"). */
export function mensagemEstornoAcimaDoTeto(teto: string): string {
  return `O reembolso não pode passar do que ainda pode ser reembolsado desta emissão (${teto}).`;
}

export const RAC_REEMBOLSO_MESSAGES = {
  reembolsoPago:
    'O reembolso desta RAC ao cliente já foi pago: o valor não pode mudar. Reabra o pagamento em Contas a Pagar antes.',
  recebivelRecebido:
    'O reembolso do fornecedor desta RAC já foi recebido: o valor não pode mudar. Reabra o recebimento antes.',
  fornecedorReembolsoObrigatorio: 'Informe o fornecedor que reembolsa a agência.',
  recebivelNaoEncontrado: 'Reembolso de fornecedor não encontrado.',
  recebivelJaNoStatus: 'O reembolso do fornecedor já está neste status.',
  dataRecebimentoObrigatoria: 'Necessário preencher a data do recebimento!',
  dataRecebimentoFutura: 'A data do recebimento não pode estar no futuro.',
  recebivelAlterado: 'Recebimento registrado!',
  valoresAlterados: 'Reembolsos da RAC alterados!',
  somenteFinanceiro: 'Apenas o financeiro pode alterar reembolsos e recebimentos.',
} as const;

/** A RAC amount above what its issuance was paid ("R$ 1.000,00"). */
export function mensagemRacAcimaDoPago(pago: string): string {
  return `O valor não pode passar do que foi pago pela emissão (${pago}).`;
}

export const RACS_LOG_TIPOS: Record<string, string> = {
  rac_criada: 'RAC cadastrada',
  rac_status: 'Status da RAC alterado',
  rac_protocolo: 'Protocolo da RAC',
  rac_documento: 'Documento da RAC',
  rac_servico: 'Serviço vinculado à RAC',
  rac_valores: 'Reembolsos da RAC alterados',
  rac_reembolso: 'Reembolso da RAC lançado',
  recebivel_fornecedor_status: 'Reembolso de fornecedor recebido ou reaberto',
};

// ——— requests ———

export const ZRacsQuery = ZPageQuery.extend({
  status: z.enum(RAC_STATUS.values).default('aberta'),
  consultor: ZIdQuery.optional(),
  tipo: z.enum(TIPOS_RAC.values).optional(),
});
export type RacsQuery = z.infer<typeof ZRacsQuery>;

const ZDataOpcional = ZDataFiltro.nullish().transform((d) => d ?? null);
const ZAnotacao = z
  .string()
  .nullish()
  .transform((valor) => (valor ?? '').trim())
  .pipe(z.string().max(RAC_ANOTACAO_MAX - 1, RAC_MESSAGES.anotacaoMax));

export const ZRacPagamentoInput = z.object({
  campo_formador: z.enum(CAMPOS_FORMADORES.values),
  responsavel: z.enum(RESPONSAVEIS_PAGAMENTO.values),
  tipo_rac: z.enum(TIPOS_PAGAMENTO_RAC.values).default('nao_altera'),
  cartao: ZIdRef.nullish().transform((id) => id ?? null),
});
export type RacPagamentoInput = z.infer<typeof ZRacPagamentoInput>;

/** POST /api/racs/ (part 2 §7: a racs object with the RAC's fields, venda, emissao, plus the pagamentos list). */
export const ZRacCreate = z.object({
  racs: z.object({
    tipo: z.enum(TIPOS_RAC.values).default('remarcacao'),
    venda: ZIdRef,
    emissao: ZIdRef,
    custo_skyler: z.boolean().default(false),
    custo_skyler_valor: ZDinheiroPositivo.default('0'),
    estorno_skyler_data_previsto: ZDataOpcional,
    estorno_skyler_data_realizado: ZDataOpcional,
    custo_skyler_anotacao: ZAnotacao,
    /** the client's charge channel, null when the client is not charged */
    cobranca_cliente: z
      .enum(CANAIS_COBRANCA_RAC.values)
      .nullish()
      .transform((c) => c ?? null),
    cobranca_cliente_fornecedor: ZIdRef.nullish().transform((id) => id ?? null),
    cobranca_cliente_valor: ZDinheiroPositivo.default('0'),
    /** by the agency: how the client pays it */
    cobranca_cliente_meio: z
      .enum(['pix', 'cartao'])
      .nullish()
      .transform((m) => m ?? null),
    estorno_cliente_data_previsto: ZDataOpcional,
    estorno_cliente_data_realizado: ZDataOpcional,
    cobranca_cliente_anotacao: ZAnotacao,
    /** how the client is refunded (pix or cartao; pix or saldo for miles and wallet) */
    estorno_cliente_tipo: z
      .enum(['pix', 'cartao', 'saldo'])
      .nullish()
      .transform((t) => t ?? null),
    /** what the agency refunds the client: a payment order to the client, due estorno_cliente_data_previsto */
    estorno_cliente_valor: ZDinheiroPositivo.default('0'),
    /** what the supplier refunds the agency: a receivable, due estorno_skyler_data_previsto */
    estorno_fornecedor_valor: ZDinheiroPositivo.default('0'),
    /** who refunds the agency (the issuance's supplier when not given) */
    estorno_fornecedor: ZIdRef.nullish().transform((id) => id ?? null),
  }),
  pagamentos: z.array(ZRacPagamentoInput).max(20).default([]),
});
export type RacCreate = z.infer<typeof ZRacCreate>;

/**
 * PUT /api/racs/{id}/reembolsos/: a RAC's refund amounts and due dates while it is not concluded; the open
 * refund order and receivable follow, a paid or received one is never changed (decision 0065).
 */
export const ZRacReembolsosUpdate = z.object({
  estorno_cliente_valor: ZDinheiroPositivo,
  estorno_cliente_data_previsto: ZDataOpcional,
  estorno_fornecedor_valor: ZDinheiroPositivo,
  estorno_fornecedor: ZIdRef.nullish().transform((id) => id ?? null),
  estorno_skyler_data_previsto: ZDataOpcional,
  versao: ZVersao,
});
export type RacReembolsosUpdate = z.infer<typeof ZRacReembolsosUpdate>;

/** GET /api/racs/recebiveis/: the supplier refunds of one status, newest first. */
export const ZRecebiveisQuery = ZPageQuery.extend({
  status: z.enum(RECEBIVEL_FORNECEDOR_STATUS.values).default('aberto'),
  fornecedor: ZIdQuery.optional(),
  id_venda: ZIdQuery.optional(),
});
export type RecebiveisQuery = z.infer<typeof ZRecebiveisQuery>;

/** POST /api/racs/recebiveis/{id}/status/: `recebido` with the day; back to `aberto` clears it. */
export const ZRecebivelStatus = z.discriminatedUnion('status', [
  z.object({
    status: z.literal('recebido'),
    data_recebimento: z.iso.date({ error: 'Necessário preencher a data do recebimento!' }),
    versao: ZVersao,
  }),
  z.object({ status: z.literal('aberto'), data_recebimento: z.unknown().optional(), versao: ZVersao }),
]);
export type RecebivelStatusRequest = z.infer<typeof ZRecebivelStatus>;

export const ZRacStatusRequest = z.object({ status: z.enum(RAC_STATUS.values) });

export const ZRacProtocoloCreate = z.object({
  nome: z
    .string({ error: RAC_MESSAGES.minimo10 })
    .trim()
    .min(RAC_PROTOCOLO_NOME_MIN, RAC_MESSAGES.minimo10)
    .max(100, maximo(100)),
  descricao: z
    .string({ error: RAC_MESSAGES.descricaoTamanho })
    .trim()
    .min(RAC_PROTOCOLO_DESCRICAO_MIN, RAC_MESSAGES.descricaoTamanho)
    .max(RAC_PROTOCOLO_DESCRICAO_MAX, RAC_MESSAGES.descricaoTamanho),
  /** the protocol's date; today when not given */
  data: ZDataOpcional,
});
export type RacProtocoloCreate = z.infer<typeof ZRacProtocoloCreate>;

/** The document's type text, sent beside the file (multipart `tipo`, `documento`). */
export const ZRacDocumentoTipo = z
  .string({ error: RAC_MESSAGES.minimo10 })
  .trim()
  .min(RAC_DOCUMENTO_TIPO_MIN, RAC_MESSAGES.minimo10)
  .max(200, maximo(200));

/** POST /api/racs/{id}/documentos/ as the screen sends it (multipart): the type text and the chosen file. */
export const ZRacDocumentoCreate = z.object({ tipo: ZRacDocumentoTipo, documento: z.instanceof(File) });
export type RacDocumentoCreate = z.infer<typeof ZRacDocumentoCreate>;

export const ZRacServicoVincular = z.object({ servico: ZIdRef });

// ——— what the API answers ———

const ZRef = z.object({ id: z.number().int(), nome: z.string(), sobrenome: z.string().nullable() });

export const ZRacPagamento = z.object({
  id: z.number().int(),
  campo_formador: z.enum(CAMPOS_FORMADORES.values),
  responsavel: z.enum(RESPONSAVEIS_PAGAMENTO.values),
  tipo_rac: z.enum(TIPOS_PAGAMENTO_RAC.values),
  cartao: ZCartao.nullable(),
});

export const ZRac = z.object({
  id: z.number().int(),
  tipo: z.enum(TIPOS_RAC.values),
  status: z.enum(RAC_STATUS.values),
  emissao: z.object({
    id: z.number().int(),
    tipo: z.enum(TIPOS_EMISSAO.values),
    status: z.enum(EMISSAO_STATUS.values),
    localizador: z.string().nullable(),
  }),
  venda: z.number().int(),
  servico: z.number().int(),
  cliente: ZRef.nullable(),
  cliente_empresa: z.object({ id: z.number().int(), nome: z.string() }).nullable(),
  consultor: ZRef.nullable(),
  created_by: ZRef.nullable(),
  created_at: z.string(),
  updated_at: z.string(),
  custo_skyler: z.boolean(),
  custo_skyler_valor: z.string(),
  estorno_skyler_data_previsto: z.string().nullable(),
  estorno_skyler_data_realizado: z.string().nullable(),
  custo_skyler_anotacao: z.string(),
  cobranca_cliente: z.enum(CANAIS_COBRANCA_RAC.values).nullable(),
  cobranca_cliente_fornecedor: z.object({ id: z.number().int(), nome: z.string() }).nullable(),
  cobranca_cliente_valor: z.string(),
  cobranca_cliente_meio: z.enum(['pix', 'cartao']).nullable(),
  estorno_cliente_data_previsto: z.string().nullable(),
  estorno_cliente_data_realizado: z.string().nullable(),
  cobranca_cliente_anotacao: z.string(),
  estorno_cliente_tipo: z.enum(['pix', 'cartao', 'saldo']).nullable(),
  status_alterado_por: ZRef.nullable(),
  status_alterado_em: z.string().nullable(),
  pagamentos: z.array(ZRacPagamento),
  estorno_cliente_valor: z.string(),
  estorno_fornecedor_valor: z.string(),
  estorno_fornecedor: z.object({ id: z.number().int(), nome: z.string() }).nullable(),
  /** the refund booked for the client: its payment order in Contas a Pagar */
  reembolso_cliente: z
    .object({
      ordem: z.number().int(),
      valor: z.string(),
      vencimento: z.string().nullable(),
      status: z.enum(['aberto', 'pago']),
      data_pagamento: z.string().nullable(),
    })
    .nullable(),
  /** what the supplier owes back: its receivable in Contas a Receber */
  reembolso_fornecedor: z
    .object({
      recebivel: z.number().int(),
      valor: z.string(),
      vencimento: z.string().nullable(),
      status: z.enum(RECEBIVEL_FORNECEDOR_STATUS.values),
      data_recebimento: z.string().nullable(),
    })
    .nullable(),
  versao: ZVersaoAtual,
});
export type RacView = z.infer<typeof ZRac>;

/** A receivable from a supplier (Contas a Receber, "Reembolsos de fornecedores"). */
export const ZRecebivelFornecedor = z.object({
  id: z.number().int(),
  rac: z.number().int(),
  venda: z.number().int(),
  servico: z.number().int(),
  emissao: z.number().int(),
  fornecedor: z.object({ id: z.number().int(), nome: z.string() }).nullable(),
  valor: z.string(),
  vencimento: z.string().nullable(),
  status: z.enum(RECEBIVEL_FORNECEDOR_STATUS.values),
  data_recebimento: z.string().nullable(),
  created_at: z.string(),
  versao: ZVersaoAtual,
});
export type RecebivelFornecedor = z.infer<typeof ZRecebivelFornecedor>;
export const ZRecebiveisPage = z.object({
  recebiveis: z.array(ZRecebivelFornecedor),
  pages: z.number().int(),
});

export const ZRacsPage = z.object({ rac: z.array(ZRac), pages: z.number().int() });

export const ZRacProtocolo = z.object({
  id: z.number().int(),
  nome: z.string(),
  descricao: z.string(),
  data: z.string(),
  created_at: z.string(),
  created_by: ZRef.nullable(),
});
export type RacProtocolo = z.infer<typeof ZRacProtocolo>;

export const ZRacDocumento = z.object({
  id: z.number().int(),
  tipo: z.string(),
  /** where the file is read (GET, inline) */
  documento: z.string(),
  nome_arquivo: z.string(),
  /** the file's content type, named in Portuguese by `rotuloTipoArquivo` where listed */
  tipo_arquivo: z.string(),
  created_at: z.string(),
  created_by: ZRef.nullable(),
});
export type RacDocumento = z.infer<typeof ZRacDocumento>;

export const ZRacServico = z.object({
  id: z.number().int(),
  servico: z.object({ id: z.number().int(), status: z.string(), descricao: z.string() }),
  venda: z.number().int(),
  servico_vinculado_por: ZRef.nullable(),
  servico_vinculado_em: z.string(),
});
export type RacServico = z.infer<typeof ZRacServico>;
