import { z } from 'zod';
import { textoObrigatorio, ZUsuarioRef } from './cadastro.ts';
import { defineEnum } from './enum.ts';
import { podeVerFiscal } from './fiscal.ts';
import { ZIdQuery } from './ids.ts';
import { ZDataFiltro } from './pagamentos.ts';
import { ZPageQuery } from './pagination.ts';
import { ZVersao, ZVersaoAtual } from './versao.ts';

/**
 * The NFS-e on the agency's own revenue of a service: requested through the provider, then authorised,
 * rejected (fixable and re-sent) or cancelled. A pending invoice is worked by the durable queue.
 */
export const NFSE_STATUS = defineEnum({
  pendente: { label: 'Pendente', cor: 'laranja' },
  autorizada: { label: 'Autorizada', cor: 'verde' },
  rejeitada: { label: 'Rejeitada', cor: 'vermelho' },
  cancelada: { label: 'Cancelada', cor: 'cinza' },
  /** a credit note: recorded for the accountant, never sent to the provider */
  registrada: { label: 'Registrada', cor: 'azul' },
});
export type NfseStatus = (typeof NFSE_STATUS.values)[number];

/** What the queue does next with an invoice: send it, ask for its status, or cancel it at the provider. */
/**
 * What a row is: the service's invoice, the invoice that replaces it with the reduced own revenue after a
 * refund outside the cancellation window, or the credit note recorded for that refund (decision 0096).
 */
export const NFSE_TIPOS = defineEnum({
  nota: { label: 'NFS-e' },
  substituta: { label: 'NFS-e substituta' },
  nota_de_credito: { label: 'Nota de crédito' },
});
export type NfseTipo = (typeof NFSE_TIPOS.values)[number];

export const NFSE_OPERACOES = ['emitir', 'consultar', 'cancelar'] as const;
export type NfseOperacao = (typeof NFSE_OPERACOES)[number];

/** The provider's reference of a service's invoice: the same service never gets two. */
export function referenciaNfse(servico: number): string {
  return `servico-${servico}`;
}

export const NFSE_PAGE_SIZE = 15;
/** The provider asks for a cancellation reason of 15 to 255 characters. */
export const NFSE_MOTIVO_MIN = 15;
export const NFSE_MOTIVO_MAX = 255;
export const NFSE_DISCRIMINACAO_MAX = 2000;

export const NFSE_MESSAGES = {
  desligada:
    'A emissão de NFS-e está desligada: defina NFSE_URL e NFSE_TOKEN no ambiente do servidor da API.',
  naoEncontrada: 'NFS-e não encontrada.',
  servicoNaoEncontrado: 'Serviço não encontrado.',
  servicoCancelado: 'Um serviço cancelado não recebe NFS-e.',
  semReceita: 'Este serviço não tem receita própria da agência para faturar.',
  semConfiguracao:
    'Preencha as configurações fiscais da agência (CNPJ, inscrição municipal, município e código do serviço) antes de emitir NFS-e.',
  semCliente: 'A venda deste serviço não tem cliente: informe o cliente antes de emitir a NFS-e.',
  semDocumento:
    'O cliente não tem CPF nem CNPJ: complete o cadastro (ou corrija o tomador) antes de emitir a NFS-e.',
  soAutorizadaCancela: 'Só uma NFS-e autorizada pode ser cancelada.',
  cancelamentoEmAndamento: 'O cancelamento desta NFS-e já foi pedido e aguarda o provedor.',
  prazoEncerrado: (limite: string) =>
    `O prazo de cancelamento desta NFS-e terminou em ${limite}: o ajuste segue o que as configurações fiscais definem.`,
  motivo: `Informe o motivo do cancelamento (de ${NFSE_MOTIVO_MIN} a ${NFSE_MOTIVO_MAX} caracteres).`,
  soRejeitadaReenvia: 'Só uma NFS-e rejeitada, ou que o provedor deixou sem resposta, pode ser reenviada.',
  discriminacao: 'Informe a descrição do serviço.',
  nomeTomador: 'Informe o nome ou a razão social do tomador.',
  documentoTomador: 'CPF ou CNPJ do tomador inválido.',
  semPermissao: 'Só o financeiro e os administradores cuidam das notas fiscais.',
  provedorSemResposta: 'O provedor não respondeu; uma nova tentativa está agendada.',
  provedorDesistiu: 'O provedor não respondeu depois de várias tentativas: confira e reenvie a NFS-e.',
  provedorRecusou: 'O provedor recusou a NFS-e sem dizer o motivo.',
  cancelamentoRecusado: 'O provedor recusou o cancelamento.',
  periodo: 'A data final vem depois da inicial.',
  pedida: 'NFS-e pedida: ela aparece como pendente até o provedor responder.',
  reenviada: 'NFS-e reenviada ao provedor.',
  cancelamentoPedido: 'Cancelamento pedido ao provedor.',
  substituiNota: (numero: string) =>
    `Substitui a NFS-e nº ${numero}, reduzida por reembolso após o prazo de cancelamento.`,
  notaDeCredito: (valor: string, numero: string, rac: number | null) =>
    `Nota de crédito de ${valor} sobre a NFS-e nº ${numero}: reembolso${rac ? ` da RAC ${rac}` : ''} após o prazo de cancelamento.`,
  substituidaPor: (numero: string) => `Substituída pela NFS-e nº ${numero}.`,
  loteMesInvalido: (mes: string) =>
    `Mês inválido${mes ? ` (${mes})` : ''}: informe o mês do lote como AAAA-MM, por exemplo --lote 2026-11.`,
} as const;

/** Who keeps the invoices: the people who read the fiscal settings (administrators and finance). */
export const podeCuidarNfse = podeVerFiscal;

/** Whether an authorised invoice may still be cancelled at `agora`: within `dias` days of its authorisation. */
export function limiteCancelamentoNfse(autorizadaEm: Date, dias: number): Date {
  return new Date(autorizadaEm.getTime() + dias * 24 * 60 * 60_000);
}

const digitos = (valor: string) => valor.replace(/\D/g, '');

export const ZNfseEndereco = z.object({
  logradouro: z.string().trim().max(200).default(''),
  numero: z.string().trim().max(20).default(''),
  complemento: z.string().trim().max(100).default(''),
  bairro: z.string().trim().max(100).default(''),
  cidade: z.string().trim().max(100).default(''),
  uf: z.string().trim().max(60).default(''),
  cep: z
    .string()
    .trim()
    .max(9)
    .default('')
    .transform((v) => digitos(v)),
});
export type NfseEndereco = z.output<typeof ZNfseEndereco>;

/** The taker as the invoice was (or will be) sent: the client's data copied when it was requested. */
export const ZNfseTomador = z.object({
  documento: z
    .string()
    .trim()
    .transform((v) => digitos(v))
    .refine((v) => v.length === 11 || v.length === 14, NFSE_MESSAGES.documentoTomador),
  nome: z.string().trim().min(1, NFSE_MESSAGES.nomeTomador).max(200),
  email: z.string().trim().max(254).default(''),
  endereco: ZNfseEndereco,
});
export type NfseTomador = z.output<typeof ZNfseTomador>;
export type NfseTomadorInput = z.input<typeof ZNfseTomador>;

export const ZNfse = z.object({
  id: z.number().int(),
  servico: z.number().int(),
  venda: z.number().int(),
  referencia: z.string(),
  tipo: z.enum(NFSE_TIPOS.values),
  /** the invoice a substitute or a credit note adjusts, with its number */
  ajusta: z.object({ id: z.number().int(), numero: z.string().nullable() }).nullable(),
  status: z.enum(NFSE_STATUS.values),
  /** the agency's own revenue of the service, in reais */
  valor: z.string(),
  tomador: z.object({
    documento: z.string(),
    nome: z.string(),
    email: z.string(),
    endereco: z.object({
      logradouro: z.string(),
      numero: z.string(),
      complemento: z.string(),
      bairro: z.string(),
      cidade: z.string(),
      uf: z.string(),
      cep: z.string(),
    }),
  }),
  discriminacao: z.string(),
  numero: z.string().nullable(),
  codigo_verificacao: z.string().nullable(),
  url_pdf: z.string().nullable(),
  url_xml: z.string().nullable(),
  /** the provider's message (a rejection, a refused cancellation, no answer) */
  mensagem: z.string().nullable(),
  /** what the queue is doing, while it works the invoice */
  operacao: z.enum(NFSE_OPERACOES).nullable(),
  tentativas: z.number().int(),
  proxima_tentativa: z.string().nullable(),
  motivo_cancelamento: z.string().nullable(),
  autorizada_em: z.string().nullable(),
  cancelada_em: z.string().nullable(),
  /** until when an authorised invoice may be cancelled */
  cancelavel_ate: z.string().nullable(),
  created_at: z.string(),
  created_by: ZUsuarioRef.nullable(),
  versao: ZVersaoAtual,
});
export type NfseView = z.infer<typeof ZNfse>;

export const ZNfseQuery = ZPageQuery.extend({
  status: z.enum(NFSE_STATUS.values).optional(),
  inicio: ZDataFiltro.optional(),
  fim: ZDataFiltro.optional(),
  servico: ZIdQuery.optional(),
}).refine((q) => !q.inicio || !q.fim || q.inicio <= q.fim, { message: NFSE_MESSAGES.periodo, path: ['fim'] });
export type NfseQuery = z.infer<typeof ZNfseQuery>;

export const ZNfsePage = z.object({ nfse: z.array(ZNfse), pages: z.number().int() });

export const ZNfseCancelarRequest = z.object({
  motivo: z
    .string({ error: NFSE_MESSAGES.motivo })
    .trim()
    .min(NFSE_MOTIVO_MIN, NFSE_MESSAGES.motivo)
    .max(NFSE_MOTIVO_MAX, NFSE_MESSAGES.motivo),
  versao: ZVersao,
});
export type NfseCancelarRequest = z.input<typeof ZNfseCancelarRequest>;

/** The re-send of a rejected invoice, with the taker and the description fixed. */
export const ZNfseReenviarRequest = z.object({
  tomador: ZNfseTomador,
  discriminacao: textoObrigatorio(NFSE_MESSAGES.discriminacao).max(NFSE_DISCRIMINACAO_MAX),
  versao: ZVersao,
});
export type NfseReenviarRequest = z.input<typeof ZNfseReenviarRequest>;

/** What each audit-log `tipo` of the NFS-e means. */
export const NFSE_LOG_TIPOS: Record<string, string> = {
  nfse_solicitada: 'NFS-e pedida',
  nfse_autorizada: 'NFS-e autorizada',
  nfse_rejeitada: 'NFS-e rejeitada pelo provedor',
  nfse_sem_resposta: 'NFS-e sem resposta do provedor',
  nfse_reenviada: 'NFS-e corrigida e reenviada',
  nfse_cancelamento_pedido: 'Cancelamento de NFS-e pedido',
  nfse_cancelada: 'NFS-e cancelada',
  nfse_cancelamento_recusado: 'Cancelamento de NFS-e recusado pelo provedor',
  nfse_substituta_solicitada: 'NFS-e substituta pedida (reembolso após o prazo)',
  nfse_substituida: 'NFS-e substituída',
  nfse_nota_de_credito: 'Nota de crédito registrada (reembolso após o prazo)',
  nfse_reembolso_registrado: 'Reembolso após o prazo registrado, sem ajuste da nota',
};
