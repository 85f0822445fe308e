import { z } from 'zod';
import { maximo, textoObrigatorio, textoOpcional, ZIdRef } from './cadastro.ts';
import { ZJustificativaDocumentos } from './documentos-viagem.ts';
import { defineEnum } from './enum.ts';
import { ZIdQuery } from './ids.ts';
import { ZDataFiltro } from './pagamentos.ts';
import { ZPageQuery } from './pagination.ts';
import { ZVersao, ZVersaoAtual } from './versao.ts';

export const EMISSAO_STATUS = defineEnum({
  fila_de_emissao: { label: 'Fila de emissão', cor: 'laranja' },
  cancelada: { label: 'Cancelada', cor: 'vermelho' },
  finalizada: { label: 'Finalizada', cor: 'verde' },
  rac: { label: 'RAC', cor: 'roxo' },
});
export type EmissaoStatus = (typeof EMISSAO_STATUS.values)[number];

export const TIPOS_EMISSAO = defineEnum({
  emissao_voo_pagante: { label: 'Pagante' },
  emissao_voo_milha: { label: 'Milha' },
  emissao_voo_wallet: { label: 'Wallet' },
  emissao_hotel: { label: 'Hotel' },
  emissao_carro: { label: 'Carro' },
  emissao_outro: { label: 'Outro' },
  emissao_aereo: { label: 'Aéreo' },
});
export type TipoEmissao = (typeof TIPOS_EMISSAO.values)[number];

export const CAMPOS_FORMADORES = defineEnum({
  custo_bilhete: { label: 'Custo do bilhete' },
  custo_taxa_embarque: { label: 'Taxa de embarque' },
  custo_taxa_bagagem: { label: 'Taxa de bagagem' },
  custo_taxas_extras: { label: 'Taxas extras' },
  rav: { label: 'RAV' },
  quantidade_milhas: { label: 'Quantidade de milhas' },
  milheiro: { label: 'Milheiro' },
  custo_diaria: { label: 'Diária' },
  custo_extras: { label: 'Extras' },
  custo_seguro: { label: 'Seguro' },
  custo_total: { label: 'Custo total' },
});
export type CampoFormador = (typeof CAMPOS_FORMADORES.values)[number];

/** Money fields that make up the cost of each kind of issuance (part 2 §3). */
export const CAMPOS_FORMADORES_POR_TIPO: Record<
  Exclude<TipoEmissao, 'emissao_aereo'>,
  readonly CampoFormador[]
> = {
  emissao_voo_pagante: [
    'custo_bilhete',
    'custo_taxa_embarque',
    'custo_taxa_bagagem',
    'custo_taxas_extras',
    'rav',
  ],
  emissao_voo_wallet: [
    'custo_bilhete',
    'custo_taxa_embarque',
    'custo_taxa_bagagem',
    'custo_taxas_extras',
    'rav',
  ],
  emissao_voo_milha: ['milheiro', 'custo_taxa_embarque', 'custo_taxa_bagagem', 'custo_taxas_extras', 'rav'],
  emissao_hotel: ['custo_diaria', 'custo_extras', 'rav'],
  emissao_carro: ['custo_diaria', 'custo_seguro', 'custo_extras', 'rav'],
  emissao_outro: ['custo_total', 'rav'],
};

/** Who pays a forming field: the screens use 0 and 1, the API the words. */
export const RESPONSAVEIS_PAGAMENTO = defineEnum({
  cliente: { label: 'Cliente' },
  skyler: { label: 'Agência' },
});

export const EMISSAO_ATRASO_HORAS = 48;

export type MarcadorTempo = { horas: number; icone: 'feliz' | 'bravo' | 'relogio'; atrasada: boolean };

/**
 * Elapsed-time marker (part 2 §4): cancelled and finished issuances stop the counter (angry face with the time to
 * cancellation, happy face with the time to issuance); an open one older than 48 hours is late (angry face). An
 * issuance under a RAC was issued: it counts as finished.
 */
export function marcadorTempo(emissao: {
  status: EmissaoStatus;
  created_at: string | Date;
  data_hora_emissao?: string | Date | null;
  cancelada_em?: string | Date | null;
  agora: Date;
}): MarcadorTempo {
  const inicio = new Date(emissao.created_at).getTime();
  const emitida = emissao.status === 'finalizada' || emissao.status === 'rac';
  const fim =
    emitida && emissao.data_hora_emissao
      ? new Date(emissao.data_hora_emissao).getTime()
      : emissao.status === 'cancelada' && emissao.cancelada_em
        ? new Date(emissao.cancelada_em).getTime()
        : emissao.agora.getTime();
  const horas = Math.max(0, (fim - inicio) / 3_600_000);
  if (emissao.status === 'cancelada') return { horas, icone: 'bravo', atrasada: false };
  if (emitida) return { horas, icone: 'feliz', atrasada: false };
  const atrasada = horas > EMISSAO_ATRASO_HORAS;
  return { horas, icone: atrasada ? 'bravo' : 'relogio', atrasada };
}

/** Saving, cancelling, concluding and editing beneficiaries, payments and attachments: only in the queue. */
export function emissaoEditavel(emissao: { status: EmissaoStatus }): boolean {
  return emissao.status === 'fila_de_emissao';
}

// ——— the rules of the flow (decision 0027) ———

/** The issuance type of a flight ticket by its quote type (pagante, milha, wallet). */
export function tipoEmissaoDoBilhete(tipoCotacao: string): TipoEmissao {
  if (tipoCotacao === 'milha') return 'emissao_voo_milha';
  if (tipoCotacao === 'wallet') return 'emissao_voo_wallet';
  return 'emissao_voo_pagante';
}

/** The issuance type of a hotel, car or other quote (flights take theirs from each ticket). */
export function tipoEmissaoDoServico(tipoServico: string): TipoEmissao {
  if (tipoServico === 'orcamento_hotel') return 'emissao_hotel';
  if (tipoServico === 'orcamento_carro') return 'emissao_carro';
  return 'emissao_outro';
}

export function isEmissaoVoo(tipo: TipoEmissao): boolean {
  return tipo.startsWith('emissao_voo') || tipo === 'emissao_aereo';
}

/** The forming fields of an issuance's type (the legacy emissao_aereo as a paid flight). */
export function camposFormadores(tipo: TipoEmissao): readonly CampoFormador[] {
  return CAMPOS_FORMADORES_POR_TIPO[tipo === 'emissao_aereo' ? 'emissao_voo_pagante' : tipo];
}

/**
 * Who may pay a forming field and with what (part 2 §5): the miles (milheiro) and a miles or wallet ticket's
 * cost are the agency's and take no card; a card only when the agency pays.
 */
export function regraCampoFormador(
  tipo: TipoEmissao,
  campo: CampoFormador,
): { responsavelFixo: 'skyler' | null; cartaoPermitido: boolean } {
  const milhaOuWallet = tipo === 'emissao_voo_milha' || tipo === 'emissao_voo_wallet';
  if (campo === 'milheiro' || campo === 'quantidade_milhas')
    return { responsavelFixo: 'skyler', cartaoPermitido: false };
  if (campo === 'custo_bilhete' && milhaOuWallet)
    return { responsavelFixo: 'skyler', cartaoPermitido: false };
  return { responsavelFixo: null, cartaoPermitido: true };
}

/** A zero-valued field gets no payment line, except rav (part 2 §5). */
export function campoTemLinha(campo: CampoFormador, valor: string): boolean {
  return campo === 'rav' || Number(valor) !== 0;
}

/** Who changes issuances: issuers by profile or department, and administrators (decision 0027). */
export function podeEditarEmissoes(user: {
  perfil_user?: readonly string[];
  pertencente: readonly string[];
  is_superuser?: boolean;
}): boolean {
  return (
    user.is_superuser === true ||
    user.pertencente.includes('emissao') ||
    (user.perfil_user ?? []).includes('emissor')
  );
}

// ——— limits and texts (part 2 §5, §8, §9) ———

export const EMISSOES_PAGE_SIZE = 15;
export const EMISSOES_PAGE_LINKS = 7;
export const EMISSAO_MOTIVO_MIN = 3;
export const EMISSAO_MOTIVO_MAX = 255;
export const EMISSAO_OBSERVACOES_MAX = 30;
export const EMISSAO_LOCALIZADOR_MAX = 20;
export const ETICKET_MAX = 30;
export const ANEXO_NOME_MAX = 100;

export const EMISSAO_MESSAGES = {
  erroCarregar: 'Erro ao carregar emissão.',
  erroSalvar: 'Erro ao salvar emissão.',
  beneficiarioNaoAlterado: 'Beneficiário não pode ser alterado.',
  erroAtualizarBeneficiario: 'Erro ao atualizar beneficiário.',
  erroBeneficiarios: 'Não foi possivel recuperar os beneficiários.',
  erroCancelar: 'Nâo foi possível cancelar a emissão.',
  erroCartoes: 'Erro ao recuperar cartões.',
  erroPagamentos: 'Erro ao recuperar pagamentos desta emissão.',
  erroValidacoes: 'Erro ao recuperar validações desta emissão.',
  erroSalvarPagamentos: 'Erro ao salvar pagamentos.',
  erroBuscar: 'Erro ao buscar emissões',
  salva: 'Emissão salva com sucesso!',
  cancelada: 'Emissão cancelada.',
  concluida: 'Emissão concluída com sucesso!',
  beneficiarioAtualizado: 'Beneficiário atualizado com sucesso!',
  pagamentoRegistrado: 'Pagamento registrado com sucesso',
  beneficiarioCopiado: 'Dados do beneficiário copiados para área de transferencia!.',
  confirmarConclusao: 'Tem certeza que deseja marcar essa emissão como concluída?',
  vazio: 'Nenhuma emissão encontrada',
  vendaVazia: 'Sem emissões',
  anexoNome: 'Preencha o campo "nome"',
  anexoDocumento: 'Campo "documento" não pode ser vazio',
  anexoDeletarConfirmar: 'Tem certeza que deseja deletar esse documento?',
  anexoCancelarConfirmar: 'Certeza que deseja cancelar o envio desse anexo?',
  anexosVazio: 'Nenhum documento anexado',
  motivoMax: 'Maximo 255 caracteres',
  motivoMin: 'Mínimo 3 caracteres',
  observacoesMax: 'Maximo 30 caracteres',
  // the server's own
  naoEncontrada: 'Emissão não encontrada.',
  naoEditavel: 'Esta emissão não está na fila de emissão e não pode ser alterada.',
  semPermissao: 'Apenas a equipe de emissão pode alterar emissões.',
  localizadorObrigatorio: 'Preencha o localizador antes de concluir a emissão.',
  emissorInvalido: 'Este usuário não pode ser o emissor desta emissão.',
  voosInvalidos: 'Os números de voo não correspondem aos trechos desta emissão.',
  beneficiarioNaoEncontrado: 'Beneficiário não encontrado nesta emissão.',
  anexoNaoEncontrado: 'Documento não encontrado.',
  campoInvalido: 'Campo formador não pertence a esta emissão.',
  campoRepetido: 'Cada campo formador só pode aparecer uma vez.',
  camposFaltando: 'Defina quem paga cada campo formador desta emissão.',
  responsavelFixo: 'Este campo é pago pela agência.',
  cartaoSoAgencia: 'Cartão só quando a agência paga.',
  cartaoNaoPermitido: 'Este campo não é pago com cartão.',
  cartaoInvalido: 'Cartão não encontrado ou inativo.',
  pagamentosObrigatorios:
    'Registre na aba Pagamentos quem paga cada campo formador (agência ou cliente) antes de concluir a emissão.',
} as const;

/** What each audit-log `tipo` of an issuance means (Logs screens). */
export const EMISSOES_LOG_TIPOS: Record<string, string> = {
  emissoes_criadas: 'Emissões criadas',
  emissao_salva: 'Emissão salva',
  emissao_cancelada: 'Emissão cancelada',
  emissao_concluida: 'Emissão concluída',
  emissao_beneficiario: 'Beneficiário da emissão alterado',
  emissao_anexo: 'Documento da emissão',
  emissao_pagamentos: 'Pagamentos da emissão',
  cartao: 'Cartão da agência',
};

// ——— requests ———

/** GET /api/emissoes/detailed/ (part 2 §7); `minhas=true`: the signed-in user's (issuer or sale's consultant). */
export const ZEmissoesQuery = ZPageQuery.extend({
  consultor: ZIdQuery.optional(),
  status: z.enum(EMISSAO_STATUS.values).optional(),
  localizador: z.string().trim().max(EMISSAO_LOCALIZADOR_MAX, maximo(EMISSAO_LOCALIZADOR_MAX)).optional(),
  tipo: z.enum(TIPOS_EMISSAO.values).optional(),
  data_ida: ZDataFiltro.optional(),
  id_venda: ZIdQuery.optional(),
  id_servico: ZIdQuery.optional(),
  emissor: ZIdQuery.optional(),
  id_emissao: ZIdQuery.optional(),
  minhas: z.enum(['true', 'false']).optional(),
  /** `true`: still in the queue more than 48 h after creation (the dashboard's late issuances) */
  atrasadas: z.enum(['true', 'false']).optional(),
});
export type EmissoesQuery = z.infer<typeof ZEmissoesQuery>;

/** PUT /api/emissoes/{id}/: the Geral tab (flight numbers per trecho, per perna, in the issuance's order). */
export const ZEmissaoUpdate = z.object({
  localizador: textoOpcional(EMISSAO_LOCALIZADOR_MAX).transform((l) => l.toUpperCase()),
  emitido_por: ZIdRef.nullish().transform((id) => id ?? null),
  observacoes: z
    .string()
    .nullish()
    .transform((valor) => (valor ?? '').trim())
    .pipe(z.string().max(EMISSAO_OBSERVACOES_MAX, EMISSAO_MESSAGES.observacoesMax)),
  numeros_voo: z
    .array(z.array(textoOpcional(10)).max(10))
    .max(10)
    .default([]),
  versao: ZVersao,
});
export type EmissaoUpdate = z.infer<typeof ZEmissaoUpdate>;

export const ZEmissaoCancelar = z.object({
  motivo_cancelamento: z
    .string({ error: EMISSAO_MESSAGES.motivoMin })
    .trim()
    .min(EMISSAO_MOTIVO_MIN, EMISSAO_MESSAGES.motivoMin)
    .max(EMISSAO_MOTIVO_MAX, EMISSAO_MESSAGES.motivoMax),
  versao: ZVersao,
});

/**
 * POST /api/emissoes/{id}/concluir/: the version read (decision 0034) and, when the passengers' documents
 * have warnings, why it is concluded anyway (decision 0076).
 */
export const ZEmissaoConcluir = z
  .object({ versao: ZVersao, justificativa_documentos: ZJustificativaDocumentos })
  .nullish();

/** PUT /api/emissoes/{id}/beneficiarios/: one beneficiary's fields; only the keys sent change. */
export const ZEmissaoBeneficiarioUpdate = z.object({
  id: ZIdRef,
  eticket: textoOpcional(ETICKET_MAX).optional(),
  assento: textoOpcional(10).optional(),
  tipo_assento: textoOpcional(30).optional(),
  tipo_quarto: textoOpcional(30).optional(),
  /** the beneficiary's version read (decision 0054) */
  versao: ZVersao,
});
export type EmissaoBeneficiarioUpdate = z.infer<typeof ZEmissaoBeneficiarioUpdate>;

/** At most this many passengers are saved at once: more than any issuance has. */
export const BENEFICIARIOS_LOTE_MAX = 100;

/**
 * PUT /api/emissoes/{id}/beneficiarios/lote/: the Beneficiários tab's one save, every changed passenger in one
 * transaction, each with the version it was read at (decision 0054).
 */
export const ZEmissaoBeneficiariosLote = z.object({
  beneficiarios: z
    .array(ZEmissaoBeneficiarioUpdate)
    .min(1, 'Nenhuma alteração para salvar.')
    .max(BENEFICIARIOS_LOTE_MAX)
    .refine((linhas) => new Set(linhas.map((l) => l.id)).size === linhas.length, {
      message: 'Cada beneficiário só pode aparecer uma vez.',
    }),
});
export type EmissaoBeneficiariosLote = z.infer<typeof ZEmissaoBeneficiariosLote>;

/** POST /api/emissoes/{id}/pagamentos/: the whole list of the issuance's payment lines. */
export const ZLinhaPagamentoInput = z.object({
  campo_formador: z.enum(CAMPOS_FORMADORES.values),
  responsavel: z.enum(RESPONSAVEIS_PAGAMENTO.values),
  cartao: ZIdRef.nullish().transform((id) => id ?? null),
});
export type LinhaPagamentoInput = z.infer<typeof ZLinhaPagamentoInput>;
export const ZEmissaoPagamentosRequest = z.object({
  pagamentos: z.array(ZLinhaPagamentoInput).max(20),
  /** the issuance's version read with the lines (decision 0034) */
  versao: ZVersao,
});

// ——— agency cards ———

export const CARTAO_MESSAGES = {
  nomeObrigatorio: 'Informe o nome do cartão.',
  bandeiraObrigatoria: 'Informe a bandeira do cartão.',
  digitos: 'Informe só os 4 últimos dígitos do cartão.',
  naoEncontrado: 'Cartão não encontrado.',
  criado: 'Cartão cadastrado com sucesso!',
  salvo: 'Cartão alterado com sucesso!',
} as const;

export const ZCartaoInput = z.object({
  nome: textoObrigatorio(CARTAO_MESSAGES.nomeObrigatorio, 100),
  bandeira: textoObrigatorio(CARTAO_MESSAGES.bandeiraObrigatoria, 30),
  digs: z.string({ error: CARTAO_MESSAGES.digitos }).regex(/^\d{4}$/, CARTAO_MESSAGES.digitos),
  ativo: z.boolean().default(true),
});
export type CartaoInput = z.infer<typeof ZCartaoInput>;

export const ZCartao = z.object({
  id: z.number().int(),
  nome: z.string(),
  bandeira: z.string(),
  digs: z.string(),
  ativo: z.boolean(),
});
export type Cartao = z.infer<typeof ZCartao>;

// ——— what the API answers ———

const ZRef = z.object({ id: z.number().int(), nome: z.string(), sobrenome: z.string().nullable() });

export const ZPernaEmissao = z.object({
  origem: z.string(),
  destino: z.string(),
  data_hora_partida: z.string().nullable(),
  cia_aerea: z
    .object({
      id: z.number().int(),
      nome: z.string(),
      /** the airline's code and its logo's address (null without one), so that a leg draws its logo at once */
      iata: z.string().nullable().optional(),
      logo: z.string().nullable().optional(),
    })
    .nullable(),
  numero_do_voo: z.string(),
});
export type PernaEmissao = z.infer<typeof ZPernaEmissao>;

/** An issuance as its lists, the sale's tab and the detail answer it (part 2 §3). */
export const ZEmissao = z.object({
  id: z.number().int(),
  status: z.enum(EMISSAO_STATUS.values),
  tipo: z.enum(TIPOS_EMISSAO.values),
  localizador: z.string().nullable(),
  observacoes: z.string().nullable(),
  emitido_por: ZRef.nullable(),
  venda: z.object({
    id: z.number().int(),
    created_at: z.string(),
    cliente: ZRef.nullable(),
    cliente_empresa: z.object({ id: z.number().int(), nome: z.string() }).nullable(),
    consultor: ZRef.nullable(),
  }),
  servico: z.object({
    id: z.number().int(),
    status: z.string(),
    cotacao: z.number().int(),
    orcamento: z.number().int(),
  }),
  /** the quote's description (part 1 quote summary) */
  descricao: z.string(),
  /** flights: the ticket and its legs as issued */
  subcotacao_voo: z
    .object({
      id: z.number().int(),
      tipo_cotacao: z.string(),
      viagem: z.object({ trechos: z.array(z.object({ pernas: z.array(ZPernaEmissao) })) }),
    })
    .nullable(),
  fornecedor: z.object({ id: z.number().int(), nome: z.string() }).nullable(),
  provedor: z.object({ id: z.number().int(), nome: z.string() }).nullable(),
  /** the beneficiaries' names, for the lists' details */
  passageiros: z.array(z.string()),
  data_ida: z.string().nullable(),
  created_at: z.string(),
  data_hora_emissao: z.string().nullable(),
  concluida_por: ZRef.nullable(),
  cancelada_em: z.string().nullable(),
  cancelada_por: ZRef.nullable(),
  motivo_cancelamento: z.string().nullable(),
  versao: ZVersaoAtual,
});
export type EmissaoView = z.infer<typeof ZEmissao>;

export const ZEmissoesPage = z.object({ emissoes: z.array(ZEmissao), pages: z.number().int() });

/** A forming field of the issuance with its value and what the Pagamentos tab may choose for it. */
export const ZCampoFormadorEmissao = z.object({
  campo_formador: z.enum(CAMPOS_FORMADORES.values),
  valor: z.string(),
  responsavel_fixo: z.enum(RESPONSAVEIS_PAGAMENTO.values).nullable(),
  cartao_permitido: z.boolean(),
});
export type CampoFormadorEmissao = z.infer<typeof ZCampoFormadorEmissao>;

/** GET /api/emissoes/{id}/: the issuance with its forming fields. */
export const ZEmissaoDetalhe = ZEmissao.extend({
  campos_formadores: z.array(ZCampoFormadorEmissao),
  /** whether the signed-in user may change it now (issuer, in the queue) */
  editavel: z.boolean(),
  /** why it was concluded despite the passengers' document warnings (decision 0076); null without warnings */
  justificativa_documentos: z.string().nullable(),
});
export type EmissaoDetalhe = z.infer<typeof ZEmissaoDetalhe>;

export const ZEmissaoBeneficiario = z.object({
  id: z.number().int(),
  contato: z.object({
    id: z.number().int(),
    nome: z.string(),
    sobrenome: z.string().nullable(),
    cpf: z.string().nullable(),
    data_nascimento: z.string().nullable(),
    passaporte: z
      .object({
        numero: z.string(),
        data_emissao: z.string().nullable(),
        data_validade: z.string().nullable(),
      })
      .nullable(),
  }),
  eticket: z.string(),
  assento: z.string(),
  tipo_assento: z.string(),
  tipo_quarto: z.string(),
  versao: ZVersaoAtual,
});
export type EmissaoBeneficiario = z.infer<typeof ZEmissaoBeneficiario>;

export const ZAnexo = z.object({
  id: z.number().int(),
  nome: z.string(),
  emissao_id: z.number().int(),
  /** where the file is read (GET, inline) */
  documento: z.string(),
  tipo_arquivo: z.string(),
  created_by: ZRef.nullable(),
  created_at: z.string(),
});
export type Anexo = z.infer<typeof ZAnexo>;

/** The name of a document attached to an issuance (POST /api/emissoes/{id}/anexos/, field `nome`). */
export const ZAnexoNome = textoObrigatorio(EMISSAO_MESSAGES.anexoNome, ANEXO_NOME_MAX);

/** 'Anexar Arquivo' as the screen sends it (multipart): the name and the chosen file, both required. */
export const ZAnexoRequest = z.object({
  nome: ZAnexoNome,
  arquivo: z.custom<File>((valor) => typeof File !== 'undefined' && valor instanceof File, {
    error: EMISSAO_MESSAGES.anexoDocumento,
  }),
});
export type AnexoRequest = z.output<typeof ZAnexoRequest>;

export const ZLinhaPagamentoEmissao = z.object({
  id: z.number().int(),
  campo_formador: z.enum(CAMPOS_FORMADORES.values),
  responsavel: z.enum(RESPONSAVEIS_PAGAMENTO.values),
  cartao: ZCartao.nullable(),
  servico: z.number().int(),
  emissao: z.number().int(),
  valor: z.string(),
  tipo_rac: z.string().nullable(),
});
export type LinhaPagamentoEmissao = z.infer<typeof ZLinhaPagamentoEmissao>;

/** What the server answers when a document or a passenger leaves an issuance. */
export const EMISSAO_REMOCAO_MESSAGES = {
  anexoDeletado: 'Documento deletado.',
  beneficiarioRemovido: 'Beneficiário removido da emissão.',
} as const;
