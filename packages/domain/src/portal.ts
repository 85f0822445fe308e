import { z } from 'zod';
import {
  ACEITE_MESSAGES,
  DOCUMENTO_PORTAL_MESSAGES,
  SITUACAO_COTACAO_PORTAL,
  VINCULO_PORTAL,
} from './portal-regras.ts';
import { VENDA_STATUS } from './vendas-regras.ts';
import { ZVersao, ZVersaoAtual } from './versao.ts';

export * from './portal-regras.ts';

/**
 * The client's portal: what a client account reads and does about its own sales. Every response schema here
 * lists only what a client may see (never a cost, margin, supplier, internal description, another client or
 * the staff's chat); the server writes its answers through them, so a field left out never reaches the client.
 */

/** One accepted quote as the client accepted it: its version (last change) and its amount. */
export const ZItemAceite = z.object({
  cotacao: z.number().int(),
  versao: z.string(),
  valor_final: z.string(),
});
export type ItemAceite = z.infer<typeof ZItemAceite>;

/** `GET /api/portal/vendas/`: a row of the client's trips. */
export const ZVendaPortalResumo = z.object({
  id: z.number().int(),
  status: z.enum(VENDA_STATUS.values),
  vinculo: z.enum(VINCULO_PORTAL.values),
  consultor: z.string().nullable(),
  created_at: z.string(),
});
export type VendaPortalResumo = z.infer<typeof ZVendaPortalResumo>;

export const ZVendasPortal = z.object({ vendas: z.array(ZVendaPortalResumo), pages: z.number().int() });
export type VendasPortal = z.infer<typeof ZVendasPortal>;

const ZDetalhe = z.object({ rotulo: z.string(), valor: z.string() });
const ZPernaPortal = z.object({
  origem: z.string(),
  destino: z.string(),
  origem_cidade: z.string().nullable(),
  destino_cidade: z.string().nullable(),
  partida: z.string().nullable(),
  chegada: z.string().nullable(),
  cia: z.string(),
  voo: z.string(),
  classe: z.string(),
  bagagem: z.string(),
});
const ZBilhetePortal = z.object({
  ordem: z.number().int(),
  rotulo: z.string(),
  passageiros: z.string(),
  trechos: z.array(z.object({ ordem: z.number().int(), pernas: z.array(ZPernaPortal) })),
});

/** A quote of the trip: what the proposal shows of it (never its cost, margin, supplier or internal name). */
export const ZCotacaoPortal = z.object({
  id: z.number().int(),
  /** the request it answers: quotes of one request are alternatives, the client accepts one */
  orcamento: z.number().int(),
  titulo: z.string(),
  tipo: z.string(),
  detalhes: z.array(ZDetalhe),
  bilhetes: z.array(ZBilhetePortal),
  valor_final: z.string(),
  situacao: z.enum(SITUACAO_COTACAO_PORTAL.values),
});
export type CotacaoPortal = z.infer<typeof ZCotacaoPortal>;

/** A payment of the trip, due or paid, with the ways to pay it the agency generated. */
export const ZPagamentoPortal = z.object({
  id: z.number().int(),
  valor: z.string(),
  vencimento: z.string().nullable(),
  pago_em: z.string().nullable(),
  status: z.enum(['nao_efetuado', 'atrasado', 'concluido']),
  meio: z.string(),
  pix: z.object({ copia_e_cola: z.string(), expira_em: z.string().nullable() }).nullable(),
  boleto: z.object({ linha_digitavel: z.string(), url: z.string().nullable() }).nullable(),
  link_cartao: z.string().nullable(),
});
export type PagamentoPortal = z.infer<typeof ZPagamentoPortal>;

/** A document the agency shared (an issuance's voucher, e-ticket, insurance policy…). */
export const ZDocumentoPortal = z.object({
  id: z.number().int(),
  nome: z.string(),
  tipo: z.string(),
  url: z.string(),
});

/** An issuance's progress, as the client reads it. */
export const ZEmissaoPortal = z.object({
  id: z.number().int(),
  servico: z.string(),
  status: z.string(),
});

/** A passenger and their document to-dos for the trip (passport validity, a missing birth date…). */
export const ZPassageiroPortal = z.object({
  id: z.number().int(),
  nome: z.string(),
  pendencias: z.array(z.object({ codigo: z.string(), mensagem: z.string() })),
});
export type PassageiroPortal = z.infer<typeof ZPassageiroPortal>;

/**
 * `GET /api/portal/vendas/{id}/`: a trip as its client sees it. Only what is listed here is ever answered.
 */
export const ZVendaPortal = ZVendaPortalResumo.extend({
  cotacoes: z.array(ZCotacaoPortal),
  passageiros: z.array(ZPassageiroPortal),
  pagamentos: z.array(ZPagamentoPortal),
  documentos: z.array(ZDocumentoPortal),
  emissoes: z.array(ZEmissaoPortal),
  ultimo_aceite: z.string().nullable(),
});
export type VendaPortal = z.infer<typeof ZVendaPortal>;

/** Keys that never reach a client, whatever the schema says: the forbidden-keys test reads them. */
export const CHAVES_PROIBIDAS_PORTAL = [
  'custo_total',
  'custo_agencia',
  'lucro_porcentagem',
  'valor_ajuste',
  'valor_incentivo',
  'fornecedor',
  'provedor',
  'descricao',
  'anotacoes',
  'cotador',
  'cotado_por',
  'taxa_meio_pagamento',
  'chat',
  'mensagens_staff',
  'cliente_empresa',
  'email',
  'cpf',
] as const;

// ——— acceptance ———

/** `POST /api/portal/vendas/{id}/aceite/`: the quotes the client accepts, one per request. */
export const ZAceiteRequest = z.object({
  cotacoes: z
    .array(z.number().int().positive().max(2_147_483_647))
    .min(1, ACEITE_MESSAGES.semCotacao)
    .max(50),
});
export type AceiteRequest = z.infer<typeof ZAceiteRequest>;

export const ZAceiteResposta = z.object({
  id: z.number().int(),
  created_at: z.string(),
  itens: z.array(ZItemAceite),
  detail: z.string(),
});

// ——— documents sent by the client ———

/** The form fields of `POST /api/portal/vendas/{id}/documentos/` besides the file and the document's own. */
export const ZDocumentoPortalCampos = z.object({
  tipo: z.enum(['passaporte', 'visto', 'rg', 'cnh'], { error: DOCUMENTO_PORTAL_MESSAGES.tipo }),
  passageiro: z.coerce.number({ error: DOCUMENTO_PORTAL_MESSAGES.passageiro }).int().positive(),
  finalidade: z
    .string({ error: DOCUMENTO_PORTAL_MESSAGES.finalidade })
    .trim()
    .min(3, DOCUMENTO_PORTAL_MESSAGES.finalidade)
    .max(200),
});

export const ZDocumentoPortalResposta = z.object({
  id: z.number().int(),
  tipo: z.string(),
  passageiro: z.number().int(),
  finalidade: z.string(),
  detail: z.string(),
});

/** The portal's document form: the fields above, the document's number and validity, and the file. */
export const ZDocumentoPortalForm = ZDocumentoPortalCampos.extend({
  numero: z.string().trim().min(1, 'Informe o número do documento.').max(20),
  data_validade: z.string(),
  arquivo: z.custom<{ name: string }>((valor) => valor != null, { error: DOCUMENTO_PORTAL_MESSAGES.arquivo }),
});
export type DocumentoPortalForm = z.input<typeof ZDocumentoPortalForm>;

// ——— the agency's settings of the portal (Administração › Portal do cliente) ———

export const PORTAL_CONFIGURACAO_MESSAGES = {
  titulo: 'Portal do cliente',
  salva: 'Configuração do portal salva.',
  contatosEmpresa: 'Contatos de uma empresa veem as vendas da empresa',
  contatosEmpresaAjuda:
    'Quando ligado, um contato relacionado a uma empresa cliente vê no portal as vendas em que a empresa é a cliente, além das suas.',
  booleano: 'Escolha ligado ou desligado.',
  semAgencia: 'Cadastre antes os dados da agência em Parâmetros da agência.',
} as const;

/** `PUT /api/configuracoes/portal/` (administrators): the version read with the settings guards a stale write. */
export const ZPortalConfiguracaoInput = z.object({
  contatos_empresa: z.boolean({ error: PORTAL_CONFIGURACAO_MESSAGES.booleano }),
  versao: ZVersao,
});
export type PortalConfiguracaoInput = z.infer<typeof ZPortalConfiguracaoInput>;

export const ZPortalConfiguracao = z.object({
  contatos_empresa: z.boolean(),
  versao: ZVersaoAtual,
  atualizado_em: z.string().nullable(),
});
export type PortalConfiguracao = z.infer<typeof ZPortalConfiguracao>;
