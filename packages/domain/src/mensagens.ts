import { parsePhoneNumberFromString } from 'libphonenumber-js/mobile';
import { z } from 'zod';
import { textoObrigatorio } from './cadastro.ts';
import { defineEnum } from './enum.ts';
import { ZVersao, ZVersaoAtual } from './versao.ts';

/** Who wrote a message of the conversation between the client and the agency. */
export const MENSAGEM_ORIGEM = defineEnum({
  portal: { label: 'Cliente (portal)', cor: 'azul' },
  whatsapp: { label: 'Cliente (WhatsApp)', cor: 'verde' },
  equipe: { label: 'Agência', cor: 'roxo' },
});
export type MensagemOrigem = (typeof MENSAGEM_ORIGEM.values)[number];

export const MENSAGENS_MESSAGES = {
  vazia: 'A mensagem não pode ser vazia.',
  longa: 'A mensagem deve ter no máximo 2000 caracteres.',
  semMensagens: 'Nenhuma mensagem ainda.',
  carregando: 'Carregando a conversa...',
  erroHistorico: 'Não foi possível carregar a conversa',
  telefoneInvalido: 'Informe um celular válido, com DDD (ex.: +55 11 98765-4321).',
  telefoneObrigatorio: 'Informe o celular para receber mensagens pelo WhatsApp.',
  preferenciasSalvas: 'Preferências salvas.',
  whatsappNaoConfigurado: 'O WhatsApp não está configurado nesta agência.',
  assinaturaInvalida: 'Assinatura do webhook do WhatsApp inválida.',
  tokenInvalido: 'Token de verificação do webhook do WhatsApp inválido.',
  eventoInvalido: 'Evento do WhatsApp inválido.',
  configuracaoSalva: 'Configuração dos lembretes salva.',
  silencioInvalido: 'O horário de silêncio deve ter início e fim entre 0 e 23 horas.',
  diasVencimento: 'A antecedência do vencimento deve ser de 0 a 30 dias.',
  diasCheckin: 'A antecedência do check-in deve ser de 0 a 7 dias.',
  diasInicioViagem: 'A antecedência do início da viagem deve ser de 0 a 30 dias.',
  mesesPassaporte: 'A validade pedida do passaporte deve ser de 0 a 12 meses.',
  ligadoOuDesligado: 'Escolha ligado ou desligado.',
} as const;

/** The e-mail a side receives on new messages (one per burst: later messages join the e-mail still waiting). */
export const MENSAGENS_EMAIL = {
  assuntoParaCliente: (venda: string) => `Nova mensagem da agência sobre a venda ${venda}`,
  assuntoParaEquipe: (venda: string, cliente: string) => `Nova mensagem de ${cliente} na venda ${venda}`,
  /** how long the e-mail waits for more messages of the same side before it goes */
  agruparMinutos: 5,
} as const;

export const ZMensagemCreate = z.object({
  texto: textoObrigatorio(MENSAGENS_MESSAGES.vazia).max(2000, MENSAGENS_MESSAGES.longa),
});
export type MensagemCreate = z.input<typeof ZMensagemCreate>;

export const ZMensagem = z.object({
  id: z.number().int(),
  venda: z.number().int(),
  texto: z.string(),
  origem: z.enum(MENSAGEM_ORIGEM.values),
  /** the agency's author's first name, or the client's name; null for a WhatsApp reply */
  autor: z.string().nullable(),
  created_at: z.string(),
});
export type Mensagem = z.infer<typeof ZMensagem>;

/** A mobile phone as WhatsApp addresses it: E.164 ('+5511987654321'), Brazil when no country is given. */
export function normalizarCelular(valor: string | null | undefined): string | null {
  const texto = (valor ?? '').trim();
  if (!texto) return null;
  const numero = parsePhoneNumberFromString(texto, 'BR');
  if (!numero?.isValid()) return null;
  const tipo = numero.getType();
  // the mobile metadata answers MOBILE or FIXED_LINE_OR_MOBILE for a number that can receive WhatsApp
  if (tipo !== undefined && tipo !== 'MOBILE' && tipo !== 'FIXED_LINE_OR_MOBILE') return null;
  return numero.number;
}

/** A stored mobile (E.164) as the client reads it: `(11) 98765-4321` in Brazil, international abroad. */
export function formatCelular(e164: string): string {
  const numero = parsePhoneNumberFromString(e164);
  if (!numero) return e164;
  return numero.country === 'BR' ? numero.formatNational() : numero.formatInternational();
}

export const ZPreferenciasCliente = z
  .object({
    whatsapp: z.boolean(),
    telefone: z.string().trim().max(30).nullish(),
  })
  .superRefine((valor, ctx) => {
    if (!valor.telefone) {
      if (valor.whatsapp) {
        ctx.addIssue({ code: 'custom', path: ['telefone'], message: MENSAGENS_MESSAGES.telefoneObrigatorio });
      }
      return;
    }
    if (!normalizarCelular(valor.telefone)) {
      ctx.addIssue({ code: 'custom', path: ['telefone'], message: MENSAGENS_MESSAGES.telefoneInvalido });
    }
  });
export type PreferenciasClienteForm = z.input<typeof ZPreferenciasCliente>;

export const ZPreferenciasClienteResposta = z.object({
  whatsapp: z.boolean(),
  telefone: z.string().nullable(),
  /** whether the agency configured the WhatsApp Business Cloud API */
  whatsapp_disponivel: z.boolean(),
});
export type PreferenciasClienteResposta = z.infer<typeof ZPreferenciasClienteResposta>;

/**
 * The agency's approved WhatsApp templates (names as registered at Meta, language pt_BR) and the order of
 * their body parameters.
 */
export const WHATSAPP_TEMPLATES = defineEnum({
  proposta_enviada: { label: 'Proposta enviada' },
  pagamento_a_vencer: { label: 'Pagamento a vencer' },
  pagamento_recebido: { label: 'Pagamento recebido' },
  documentos_pendentes: { label: 'Documentos pendentes' },
  bilhetes_emitidos: { label: 'Bilhetes emitidos' },
  lembrete_checkin: { label: 'Lembrete de check-in' },
});
export type WhatsappTemplate = (typeof WHATSAPP_TEMPLATES.values)[number];
export const WHATSAPP_IDIOMA = 'pt_BR';

export const WHATSAPP_STATUS = defineEnum({
  pendente: { label: 'Na fila', cor: 'laranja' },
  enviado: { label: 'Enviado', cor: 'verde' },
  falhou: { label: 'Falhou', cor: 'vermelho' },
  recebido: { label: 'Recebido', cor: 'azul' },
});
export type WhatsappStatus = (typeof WHATSAPP_STATUS.values)[number];

/** The reminders the API sends by itself, each once per object and date. */
export const LEMBRETE_TIPOS = defineEnum({
  pagamento_a_vencer: { label: 'Pagamento a vencer', cor: 'laranja' },
  pagamento_vencido: { label: 'Pagamento vencido', cor: 'vermelho' },
  passaporte_vencendo: { label: 'Passaporte vencendo antes da viagem', cor: 'vermelho' },
  checkin: { label: 'Abertura do check-in', cor: 'azul' },
  inicio_viagem: { label: 'Início da viagem', cor: 'verde' },
  aniversario: { label: 'Aniversário', cor: 'roxo' },
});
export type LembreteTipo = (typeof LEMBRETE_TIPOS.values)[number];

/** The approved template a reminder goes by on WhatsApp; null: by e-mail only (no approved template). */
export const TEMPLATE_DO_LEMBRETE: Record<LembreteTipo, WhatsappTemplate | null> = {
  pagamento_a_vencer: 'pagamento_a_vencer',
  pagamento_vencido: 'pagamento_a_vencer',
  passaporte_vencendo: 'documentos_pendentes',
  checkin: 'lembrete_checkin',
  inicio_viagem: null,
  aniversario: null,
};

export const LEMBRETE_CANAIS = defineEnum({
  email: { label: 'E-mail' },
  whatsapp: { label: 'WhatsApp' },
});

export const ZLembreteEnviado = z.object({
  id: z.number().int(),
  tipo: z.enum(LEMBRETE_TIPOS.values),
  data: z.string(),
  descricao: z.string(),
  para: z.string(),
  canais: z.array(z.enum(LEMBRETE_CANAIS.values)),
  created_at: z.string(),
});
export type LembreteEnviado = z.infer<typeof ZLembreteEnviado>;

const hora = z
  .number({ error: MENSAGENS_MESSAGES.silencioInvalido })
  .int(MENSAGENS_MESSAGES.silencioInvalido)
  .min(0, MENSAGENS_MESSAGES.silencioInvalido)
  .max(23, MENSAGENS_MESSAGES.silencioInvalido);

/** A whole number from 0 to `max`, every refusal with the field's one message. */
const ate = (max: number, mensagem: string) =>
  z.number({ error: mensagem }).int(mensagem).min(0, mensagem).max(max, mensagem);

const ligado = z.boolean({ error: MENSAGENS_MESSAGES.ligadoOuDesligado });

/** Each kind of reminder on or off (all on until an administrator turns one off). */
export const ZLembretesTipos = z.object(
  Object.fromEntries(LEMBRETE_TIPOS.values.map((tipo) => [tipo, ligado])) as Record<
    LembreteTipo,
    typeof ligado
  >,
);
export type LembretesTipos = z.infer<typeof ZLembretesTipos>;

/** The agency's reminder settings: which go, how far ahead, and the quiet hours (São Paulo time) when none goes out. */
export const ZLembretesConfiguracaoDados = z.object({
  ativo: ligado,
  tipos: ZLembretesTipos,
  dias_vencimento: ate(30, MENSAGENS_MESSAGES.diasVencimento),
  dias_checkin: ate(7, MENSAGENS_MESSAGES.diasCheckin),
  dias_inicio_viagem: ate(30, MENSAGENS_MESSAGES.diasInicioViagem),
  meses_passaporte: ate(12, MENSAGENS_MESSAGES.mesesPassaporte),
  silencio_inicio: hora,
  silencio_fim: hora,
});
export type LembretesConfiguracaoDados = z.infer<typeof ZLembretesConfiguracaoDados>;

/** `PUT /api/lembretes/configuracao/` (administrators): the settings and the version they were read with. */
export const ZLembretesConfiguracaoInput = ZLembretesConfiguracaoDados.extend({ versao: ZVersao });
export type LembretesConfiguracaoInput = z.infer<typeof ZLembretesConfiguracaoInput>;

/** `GET /api/lembretes/configuracao/`: the kept settings (or the defaults, version 0) and when they changed. */
export const ZLembretesConfiguracao = ZLembretesConfiguracaoDados.extend({
  versao: ZVersaoAtual,
  atualizado_em: z.string().nullable(),
});
export type LembretesConfiguracao = z.infer<typeof ZLembretesConfiguracao>;

/** Whether `horaLocal` (0–23, São Paulo) falls in the quiet hours [inicio, fim), which may cross midnight. */
export function emSilencio(
  horaLocal: number,
  config: Pick<LembretesConfiguracaoDados, 'silencio_inicio' | 'silencio_fim'>,
) {
  const { silencio_inicio: inicio, silencio_fim: fim } = config;
  if (inicio === fim) return false;
  return inicio < fim ? horaLocal >= inicio && horaLocal < fim : horaLocal >= inicio || horaLocal < fim;
}

export const ZWhatsappMensagem = z.object({
  id: z.number().int(),
  para: z.string(),
  template: z.string().nullable(),
  texto: z.string().nullable(),
  status: z.enum(WHATSAPP_STATUS.values),
  tentativas: z.number().int(),
  ultimo_erro: z.string().nullable(),
  venda: z.number().int().nullable(),
  created_at: z.string(),
  enviado_em: z.string().nullable(),
});
export type WhatsappMensagem = z.infer<typeof ZWhatsappMensagem>;
