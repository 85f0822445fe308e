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
  }),
  pagamentos: z.array(ZRacPagamentoInput).max(20).default([]),
});
export type RacCreate = z.infer<typeof ZRacCreate>;

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
});
export type RacView = z.infer<typeof ZRac>;

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
