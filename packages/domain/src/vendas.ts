import { z } from 'zod';
import { textoObrigatorio, ZUsuarioRef as ZCadastroUsuarioRef } from './cadastro.ts';
import { formatPhone } from './formatters.ts';
import { ZIdQuery } from './ids.ts';
import { TIPOS_ORCAMENTO, ZOrcamentoCreate } from './orcamentos.ts';
import { ZPageQuery } from './pagination.ts';
import {
  ERRO_MOTIVO_CURTO,
  MEIO_CONTATO_TIPOS,
  MOTIVO_CANCELAMENTO,
  telefoneDoMeioContato,
  VENDA_MESSAGES,
  VENDA_STATUS,
} from './vendas-regras.ts';

export * from './vendas-regras.ts';

/** A sale's contact value as shown: phones formatted (`+55 (11) 98765-4321`), anything else as typed. */
export function formatMeioContato(tipo: string | null | undefined, valor: string | null | undefined): string {
  if (!valor) return '';
  if (tipo !== 'Whatsapp' && tipo !== 'Telefone') return valor;
  const telefone = telefoneDoMeioContato(valor);
  if (!telefone.numero) return valor;
  const numero = formatPhone(telefone);
  return telefone.codigo === '55' ? `+55 ${numero}` : numero;
}

const obrigatorio = { error: VENDA_MESSAGES.camposObrigatorios };
const ZIdRef = z.number(obrigatorio).int(obrigatorio).positive(obrigatorio);

/**
 * Body of POST /api/vendas/ and of a full PUT: a client or a company (the company clears the client),
 * a consultant and the contact channel are required (part 1 §5).
 */
export const ZVendaForm = z
  .object({
    cliente: ZIdRef.nullable().optional(),
    cliente_empresa: ZIdRef.nullable().optional(),
    consultor: ZIdRef.nullable().optional(),
    sdr: ZIdRef.nullable().optional(),
    meio_contato_tipo: z.enum(MEIO_CONTATO_TIPOS.values, obrigatorio).nullable().optional(),
    meio_contato_valor: z.string(obrigatorio).trim().max(255).nullable().optional(),
    anotacoes: z.string().max(5000).nullable().optional(),
    /** the form's "Solicitações de orçamentos": created with the sale (ignored when editing) */
    orcamentos: z.array(ZOrcamentoCreate).max(20).optional(),
  })
  .superRefine((venda, ctx) => {
    const faltando: string[] = [];
    if (!venda.cliente && !venda.cliente_empresa) faltando.push('cliente');
    if (!venda.consultor) faltando.push('consultor');
    if (!venda.meio_contato_tipo) faltando.push('meio_contato_tipo');
    if (!venda.meio_contato_valor) faltando.push('meio_contato_valor');
    for (const campo of faltando) {
      ctx.addIssue({ code: 'custom', path: [campo], message: VENDA_MESSAGES.camposObrigatorios });
    }
  });
export type VendaForm = z.input<typeof ZVendaForm>;
export type VendaFormParsed = z.output<typeof ZVendaForm>;

/** PUT /api/vendas/{id}/: the whole form, or only `{consultor}` (Pega Vendas). */
export const ZVendaUpdate = z.union([z.object({ consultor: ZIdRef }).strict(), ZVendaForm]);

/** The target of the form's toggle decides which of client and company is kept (part 1 §5). */
export function alvoVenda<T extends { cliente?: number | null; cliente_empresa?: number | null }>(
  venda: T,
): T & { cliente: number | null; cliente_empresa: number | null } {
  return venda.cliente_empresa
    ? { ...venda, cliente: null, cliente_empresa: venda.cliente_empresa }
    : { ...venda, cliente: venda.cliente ?? null, cliente_empresa: null };
}

export const ZCancelarVenda = z.object({
  status: z.literal('fechada').default('fechada'),
  motivo_cancelamento: z
    .string({ error: ERRO_MOTIVO_CURTO })
    .trim()
    .min(MOTIVO_CANCELAMENTO.min, ERRO_MOTIVO_CURTO)
    .max(MOTIVO_CANCELAMENTO.max, MOTIVO_CANCELAMENTO.maxMessage),
});

export const ZConcluirVenda = z.object({ status: z.literal('concluida').default('concluida') });

const ZBooleanoQuery = z.enum(['true', 'false']).transform((v) => v === 'true');
const ZLista = <T extends z.ZodType>(item: T) =>
  z.preprocess((v) => (v === undefined ? undefined : [v].flat()), z.array(item).optional());

/** Filters of GET /api/vendas/detailed/ (part 1 §7). */
export const ZVendasDetailedQuery = ZPageQuery.extend({
  consultor: ZIdQuery.optional(),
  status: z.enum(VENDA_STATUS.values).optional(),
  cliente: z.string().trim().max(100).optional(),
  id_venda: ZIdQuery.optional(),
  tipos_orcamento: ZLista(z.enum(TIPOS_ORCAMENTO.values)),
  sem_consultor: ZBooleanoQuery.optional(),
});
export type VendasDetailedQuery = z.infer<typeof ZVendasDetailedQuery>;

/** a user a sale points to: the records' reference plus the login and whether it is a customer account */
export const ZUsuarioRef = ZCadastroUsuarioRef.extend({ username: z.string(), cliente: z.boolean() });
export type UsuarioRef = z.infer<typeof ZUsuarioRef>;

export const ZVendaCliente = z.object({
  id: z.number().int(),
  nome: z.string(),
  sobrenome: z.string().nullable(),
  email: z.string().nullable(),
  telefone: z.unknown().nullable(),
  cpf: z.string().nullable(),
  cnpj: z.string().nullable(),
});
export type VendaCliente = z.infer<typeof ZVendaCliente>;

export const ZVenda = z.object({
  id: z.number().int(),
  status: z.enum(VENDA_STATUS.values),
  cliente: ZVendaCliente.nullable(),
  cliente_empresa: z.object({ id: z.number().int(), nome: z.string() }).nullable(),
  indicacao: z
    .object({ id: z.number().int(), nome: z.string(), sobrenome: z.string().nullable() })
    .nullable(),
  consultor: ZUsuarioRef.nullable(),
  sdr: ZUsuarioRef.nullable(),
  created_by: ZUsuarioRef.nullable(),
  concluida_por: ZUsuarioRef.nullable(),
  cancelado_por: ZUsuarioRef.nullable(),
  last_edited_by: ZUsuarioRef.nullable(),
  motivo_cancelamento: z.string().nullable(),
  meio_contato_tipo: z.string().nullable(),
  meio_contato_valor: z.string().nullable(),
  anotacoes: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
  concluida_em: z.string().nullable(),
  cancelada_em: z.string().nullable(),
  tipos_servicos: z.array(z.string()),
});
export type Venda = z.infer<typeof ZVenda>;

/** Per-sale counters of the sales list (part 1 §2). */
export const ZVendaContadores = z.object({
  num_orcamentos_ativos: z.number().int(),
  num_cotacoes_carrinho: z.number().int(),
  num_emissoes_fila: z.number().int(),
  num_emissoes_finalizadas: z.number().int(),
  num_servicos_validacao: z.number().int(),
});
export type VendaContadores = z.infer<typeof ZVendaContadores>;

export const ZVendaDetalhada = ZVenda.extend(ZVendaContadores.shape);
export type VendaDetalhada = z.infer<typeof ZVendaDetalhada>;

/** A service as the good-practices box reads it; `cotacao` tells whether it has miles or wallet tickets. */
export type ServicoBoasPraticas = {
  seguiu_manual_boas_praticas: boolean | null;
  seguiu_manual_boas_praticas_milhas: boolean | null;
  cotacao?: { subcotacoes: readonly { tipo_cotacao: string }[] };
};

/**
 * Whether the miles manual applies to a service: when its quote has miles or wallet tickets, or when the
 * quote is not known.
 */
function manualMilhasSeAplica(servico: ServicoBoasPraticas): boolean {
  if (!servico.cotacao) return true;
  return servico.cotacao.subcotacoes.some((s) => s.tipo_cotacao === 'milha' || s.tipo_cotacao === 'wallet');
}

/**
 * Good-practices box: 'seguiu' only when every service followed both manuals; '-' without services. A
 * service without miles or wallet tickets has no miles manual to follow: only the manual counts for it.
 */
export function resumoBoasPraticas(servicos: readonly ServicoBoasPraticas[]): {
  seguiram: number;
  total: number;
  situacao: 'seguiu' | 'não seguiu' | '-';
} {
  const seguiram = servicos.filter(
    (s) =>
      s.seguiu_manual_boas_praticas === true &&
      (s.seguiu_manual_boas_praticas_milhas === true || !manualMilhasSeAplica(s)),
  ).length;
  if (servicos.length === 0) return { seguiram: 0, total: 0, situacao: '-' };
  return {
    seguiram,
    total: servicos.length,
    situacao: seguiram === servicos.length ? 'seguiu' : 'não seguiu',
  };
}

/** Consultant choices: users flagged consultor, the user's extra consultants and the user, no clients (part 1 §6). */
export function opcoesConsultor<T extends { id: number; consultor: boolean; cliente: boolean }>(
  usuarios: readonly T[],
  eu: { id: number; consultores_extra: readonly number[] },
): T[] {
  return usuarios.filter(
    (u) => !u.cliente && (u.consultor || u.id === eu.id || eu.consultores_extra.includes(u.id)),
  );
}

/** SDR choices: users flagged sdr. */
export function opcoesSdr<T extends { sdr: boolean; cliente: boolean }>(usuarios: readonly T[]): T[] {
  return usuarios.filter((u) => u.sdr && !u.cliente);
}

export const CHAT_MESSAGES = {
  conectando: 'Conectando ao chat...',
  carregando: 'Carregando histórico de mensagens...',
  vazia: 'A mensagem não pode ser vazia.',
  longa: 'A mensagem deve ter no máximo 2000 caracteres.',
  semMensagens: 'Nenhuma mensagem ainda.',
  somenteLeitura: 'O chat de uma venda concluída ou cancelada é somente para leitura.',
} as const;

export const ZChatMessageCreate = z.object({
  message: textoObrigatorio(CHAT_MESSAGES.vazia).max(2000, CHAT_MESSAGES.longa),
});

export const ZChatMessage = z.object({
  id: z.number().int(),
  venda: z.number().int(),
  message: z.string(),
  created_by: z.object({ id: z.number().int(), nome: z.string(), sobrenome: z.string() }).nullable(),
  created_at: z.string(),
});
export type ChatMessage = z.infer<typeof ZChatMessage>;
