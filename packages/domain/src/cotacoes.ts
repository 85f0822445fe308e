import { z } from 'zod';
import { textoObrigatorio, textoOpcional, ZIdRef } from './cadastro.ts';
import { defineEnum } from './enum.ts';
import { CLASSES_CABINE, ZDataIsoOpcional } from './orcamentos.ts';
import { ajusteValido, MILHAS_MESSAGES } from './precos/milhas.ts';
import { isValidIsoDate, isValidTime } from './validacao.ts';

/** A quote is priced (orcamento), sent to the cart (carrinho), then invoiced (fatura). */
export const COTACAO_STATUS = defineEnum({
  orcamento: { label: 'Orçamento', cor: 'azul' },
  carrinho: { label: 'No carrinho', cor: 'laranja' },
  fatura: { label: 'Fatura', cor: 'verde' },
});

/** How a ticket is paid: money, airline miles, or a miles wallet. */
export const TIPOS_COTACAO = defineEnum({
  pagante: { label: 'Pagante' },
  milha: { label: 'Milha' },
  wallet: { label: 'Wallet' },
});
export type TipoCotacao = (typeof TIPOS_COTACAO.values)[number];

export const TIPOS_PERNA = defineEnum({
  conexao: { label: 'Conexão' },
  escala: { label: 'Escala' },
  stopover: { label: 'Stopover' },
});
export type TipoPerna = (typeof TIPOS_PERNA.values)[number];

/** A quote may go to the cart while its status is orcamento and it is younger than this (decision 0005). */
export const CARRINHO_VALIDADE_DIAS = 6;

export function podeIrParaCarrinho(
  cotacao: { status: string | null; data_hora_cotacao: string | Date },
  agora: Date,
): boolean {
  if (cotacao.status !== 'orcamento') return false;
  const criada = new Date(cotacao.data_hora_cotacao).getTime();
  return agora.getTime() - criada < CARRINHO_VALIDADE_DIAS * 24 * 3_600_000;
}

/** Invoiced quotes cannot be archived. */
export function podeArquivarCotacao(cotacao: { status: string | null }): boolean {
  return cotacao.status !== 'fatura';
}

export type BilheteFlags = { bilhete_ida: boolean; bilhete_volta: boolean; bilhete_independente: boolean };

/** Independent clears ida and volta; ida or volta clears independent (part 1 §4). */
export function alternarFlagBilhete(
  flags: BilheteFlags,
  flag: keyof BilheteFlags,
  valor: boolean,
): BilheteFlags {
  if (flag === 'bilhete_independente') {
    return valor
      ? { bilhete_ida: false, bilhete_volta: false, bilhete_independente: true }
      : { ...flags, bilhete_independente: false };
  }
  return { ...flags, [flag]: valor, ...(valor ? { bilhete_independente: false } : {}) };
}

/** A leg has exactly one cabin class on. */
export function classeUnicaValida(perna: {
  economica: boolean;
  economica_premium: boolean;
  executiva: boolean;
  primeira_classe: boolean;
}): boolean {
  return (
    [perna.economica, perna.economica_premium, perna.executiva, perna.primeira_classe].filter(Boolean)
      .length === 1
  );
}

export const COTACAO_LIMITES = {
  descricaoMax: 30,
  anotacaoCustoMax: 500,
  imagensMax: 4,
  bagagemMin: 0,
  bagagemMax: 5,
} as const;

// ——— messages (part 1 §5, §8) ———

export const COTACAO_MESSAGES = {
  atualizada: 'Cotação atualizada com sucesso!',
  erroAtualizar: 'Erro ao atualizar cotação.',
  criada: 'Cotação criada com sucesso!',
  erroCriar: 'Erro ao criar cotação.',
  arquivada: 'Cotação arquivada com sucesso!',
  erroArquivar: 'Erro ao arquivar cotação.',
  enviadaCarrinho: 'Cotação enviada para o carrinho!',
  removidaCarrinho: 'Cotação removida do carrinho!',
  naoRemovidaCarrinho: 'Cotação não pode ser removida do carrinho.',
  confirmarCarrinho: 'Sim envie',
  fornecedorObrigatorio: 'Fornecedor é obrigatório!',
  cotadorObrigatorio: 'Cotador é obrigatório!',
  descricaoObrigatoria: 'Descrição deve ser preenchida!',
  descricaoLonga: 'Descrições devem ter menos de 30 caracteres',
  nomeServicoObrigatorio: 'Nome do serviço é obrigatório!',
  anotacaoLonga: 'Máximo de 500 caracteres.',
  orcamentoNaoEncontrado: 'Orçamento não encontrado',
  diariasForaDoRange: 'Valor inválido para o range especificado.',
  bagagem: 'O valor deve estar entre 0 e 5.',
  classeUnica: 'Selecione apenas uma classe',
  imagensLimite: 'Limite de 4 imagens atingido!',
  semFornecedores: 'Nenhum fornecedor associado',
  programaObrigatorio: 'Programa de fidelidade é obrigatório!',
  bilheteObrigatorio: 'Inclua pelo menos um bilhete.',
  pernaObrigatoria: 'Cada trecho precisa de pelo menos uma perna.',
  aeroportoObrigatorio: 'Informe origem e destino de cada perna.',
  valorInvalido: 'Valor inválido.',
  valorNegativo: 'Valores não podem ser negativos',
  dataHoraInvalida: 'Data e hora inválidas.',
  paradasTitulo: 'Vôo com paradas',
  paradasAviso:
    'Há pernas de conexão sem data e hora de partida e chegada. Deseja adicionar as datas e horários?',
  paradasVoltar: 'Voltar',
  paradasContinuar: 'Continuar mesmo assim',
  orcamentoFechado: 'Este orçamento está fechado e não recebe novas cotações.',
  naoEditavel: 'Uma cotação no carrinho ou faturada não pode ser alterada.',
  naoArquivavel: 'Uma cotação faturada não pode ser arquivada.',
  jaArquivada: 'Esta cotação está arquivada.',
  naoPodeIrCarrinho:
    'Só vão para o carrinho cotações em orçamento, não arquivadas e feitas há menos de 6 dias.',
  naoNoCarrinho: 'Esta cotação não está no carrinho.',
  vendaNaoProposta: 'Só uma venda em proposta tem carrinho.',
  fornecedorInexistente: 'Fornecedor não encontrado.',
  provedorInexistente: 'Provedor não encontrado.',
  programaInexistente: 'Programa de fidelidade não encontrado.',
  imagemDeOutroProvedor: 'As imagens devem ser do provedor escolhido.',
  moedaInexistente: 'Moeda não encontrada.',
  ciaInexistente: 'Companhia aérea não encontrada.',
  tipoDiferente: 'A cotação deve ser do mesmo tipo do orçamento.',
} as const;

const C = COTACAO_MESSAGES;

// ——— request schemas: POST /api/orcamentos/{id}/cotacoes/ and PUT /api/cotacoes/{id}/ ———

/** A money amount or rate as a decimal string ("1234.50"); numbers are read through their text. */
export const ZDecimal = z
  .union([z.string(), z.number()])
  .nullish()
  .transform((valor) => (valor === null || valor === undefined ? '' : String(valor).trim().replace(',', '.')))
  .transform((valor) => (valor === '' ? '0' : valor))
  .refine((valor) => /^-?\d{1,12}(\.\d{1,6})?$/.test(valor), C.valorInvalido);
/** a decimal that cannot be negative */
export const ZDecimalPositivo = ZDecimal.refine((valor) => !valor.startsWith('-'), C.valorNegativo);

const ZRefOpcional = ZIdRef.nullish().transform((id) => id ?? null);
/** 'YYYY-MM-DDTHH:MM' (local time of the place), or null */
export const ZDataHora = z
  .string()
  .nullish()
  .transform((valor) => valor?.trim() || null)
  .refine(
    (valor) =>
      valor === null ||
      (/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(valor) &&
        isValidIsoDate(valor.slice(0, 10)) &&
        isValidTime(valor.slice(11))),
    C.dataHoraInvalida,
  );
const ZAnotacaoCusto = textoOpcional(COTACAO_LIMITES.anotacaoCustoMax).pipe(
  z.string().max(COTACAO_LIMITES.anotacaoCustoMax, C.anotacaoLonga),
);
const ZImagens = z
  .array(ZIdRef)
  .max(COTACAO_LIMITES.imagensMax, C.imagensLimite)
  .default([])
  .transform((ids) => [...new Set(ids)]);
const ZBagagem = z
  .number({ error: C.bagagem })
  .int(C.bagagem)
  .min(COTACAO_LIMITES.bagagemMin, C.bagagem)
  .max(COTACAO_LIMITES.bagagemMax, C.bagagem)
  .default(0);
/** currency of the part's costs: an id of /api/moedas/ (2 is the real) */
export const MOEDA_PADRAO = 2;
const ZMoeda = ZIdRef.default(MOEDA_PADRAO);

/** What every priced part has: RAV (agency fee), incentive from the supplier, currency and notes. */
const parteShape = {
  moeda: ZMoeda,
  rav: ZDecimalPositivo,
  porcentagem_incentivo: ZDecimalPositivo,
  valor_incentivo: ZDecimalPositivo,
  anotacao_custo_extra: ZAnotacaoCusto,
  imagens_provedor: ZImagens,
  fornecedor: ZRefOpcional,
  provedor: ZRefOpcional,
};

/** A leg's end: an IATA code of three letters, upper-cased. */
const ZAeroporto = z
  .string({ error: C.aeroportoObrigatorio })
  .trim()
  .min(3, C.aeroportoObrigatorio)
  .max(3, C.aeroportoObrigatorio)
  .toUpperCase();

export const ZPerna = z
  .object({
    ordem: z.number().int().min(1).optional(),
    origem: ZAeroporto,
    destino: ZAeroporto,
    cia_aerea: ZRefOpcional,
    data_hora_partida: ZDataHora,
    data_hora_chegada: ZDataHora,
    numero_do_voo: textoOpcional(10),
    economica: z.boolean().default(true),
    economica_premium: z.boolean().default(false),
    executiva: z.boolean().default(false),
    primeira_classe: z.boolean().default(false),
    adultos: z.number().int().min(0).max(20).default(1),
    criancas: z.number().int().min(0).max(20).default(0),
    bebes: z.number().int().min(0).max(20).default(0),
    bagagem_10kg: ZBagagem,
    bagagem_23kg: ZBagagem,
    tipo_perna: z
      .enum(TIPOS_PERNA.values)
      .nullish()
      .transform((t) => t ?? null),
  })
  .refine(classeUnicaValida, { message: C.classeUnica, path: ['economica'] });
export type Perna = z.output<typeof ZPerna>;

export const ZViagem = z.object({
  trechos: z
    .array(z.object({ pernas: z.array(ZPerna).min(1, C.pernaObrigatoria).max(10) }))
    .min(1, C.pernaObrigatoria)
    .max(10),
});
export type Viagem = z.output<typeof ZViagem>;

/** One ticket of a flight quote (subcotação): paid, with miles or with a miles wallet. */
export const ZSubcotacao = z
  .object({
    id: ZIdRef.optional(),
    tipo_cotacao: z.enum(TIPOS_COTACAO.values).default('pagante'),
    ...parteShape,
    programa_fidelidade: ZRefOpcional,
    quantidade_milhas: z.number().int().min(0).max(100_000_000).default(0),
    /** fixed price per thousand miles (milha); empty takes the table's */
    milheiro: ZDecimalPositivo.nullish().transform((m) =>
      m === undefined || m === null || m === '0' ? null : m,
    ),
    /** slider adjustment of the price per thousand (−2.5 to 2.5, step 0.5) */
    ajuste_efetivo: ZDecimal.refine((a) => ajusteValido(Number(a)), C.valorInvalido),
    custo_bilhete: ZDecimalPositivo,
    custo_taxa_embarque: ZDecimalPositivo,
    custo_taxa_bagagem: ZDecimalPositivo,
    custo_taxas_extras: ZDecimalPositivo,
    custo_assento_conforto: ZDecimalPositivo,
    bilhete_ida: z.boolean().default(false),
    bilhete_volta: z.boolean().default(false),
    bilhete_independente: z.boolean().default(true),
    viagem: ZViagem,
  })
  .superRefine((b, ctx) => {
    if (b.tipo_cotacao === 'pagante' && !b.fornecedor)
      ctx.addIssue({ code: 'custom', message: C.fornecedorObrigatorio, path: ['fornecedor'] });
    if (b.tipo_cotacao !== 'pagante' && !b.programa_fidelidade)
      ctx.addIssue({ code: 'custom', message: C.programaObrigatorio, path: ['programa_fidelidade'] });
    if (b.tipo_cotacao === 'milha' && b.quantidade_milhas <= 0)
      ctx.addIssue({ code: 'custom', message: MILHAS_MESSAGES.quantidadeZero, path: ['quantidade_milhas'] });
  });
export type SubcotacaoInput = z.input<typeof ZSubcotacao>;
export type Subcotacao = z.output<typeof ZSubcotacao>;

export const ZCotacaoVoo = z.object({
  subcotacoes: z.array(ZSubcotacao).min(1, C.bilheteObrigatorio).max(20),
});

/** A bound of the nights a hotel quote may sell (empty: none). */
const ZDiariasLimite = z
  .number()
  .int()
  .min(0)
  .max(365)
  .nullish()
  .transform((v) => v ?? null);

export const ZCotacaoHotel = z.object({
  ...parteShape,
  nome_hotel: z
    .string({ error: C.descricaoObrigatoria })
    .trim()
    .min(1, 'Nome do hotel é obrigatório!')
    .max(150),
  local_hotel: textoOpcional(150),
  checkin_inicio: ZDataIsoOpcional,
  checkin_fim: ZDataIsoOpcional,
  checkout_inicio: ZDataIsoOpcional,
  checkout_fim: ZDataIsoOpcional,
  diarias: z.number().int().min(0).max(365).default(1),
  diarias_min: ZDiariasLimite,
  diarias_max: ZDiariasLimite,
  adultos: z.number().int().min(1).max(20).default(1),
  criancas: z.number().int().min(0).max(20).default(0),
  bebes: z.number().int().min(0).max(20).default(0),
  quartos: z.number().int().min(1).max(20).default(1),
  custo_diaria: ZDecimalPositivo,
  custo_extras: ZDecimalPositivo,
  cafe: z.boolean().default(false),
});
export type CotacaoHotel = z.output<typeof ZCotacaoHotel>;

export const ZCotacaoCarro = z.object({
  ...parteShape,
  local_retirada: textoOpcional(150),
  local_devolucao: textoOpcional(150),
  data_hora_retirada: ZDataHora,
  data_hora_devolucao: ZDataHora,
  empresa: textoOpcional(100),
  tipo_carro: textoOpcional(100),
  diarias: z.number().int().min(0).max(365).default(1),
  custo_diaria: ZDecimalPositivo,
  custo_seguro: ZDecimalPositivo,
  custo_extras: ZDecimalPositivo,
});
export type CotacaoCarro = z.output<typeof ZCotacaoCarro>;

export const ZCotacaoOutro = z.object({
  ...parteShape,
  nome_servico: textoObrigatorio(C.nomeServicoObrigatorio).max(100),
  descricao_servico: textoOpcional(500),
  local: textoOpcional(150),
  data_inicio: ZDataIsoOpcional,
  data_fim: ZDataIsoOpcional,
  custo_total: ZDecimalPositivo,
});
export type CotacaoOutro = z.output<typeof ZCotacaoOutro>;

/**
 * The quote dialog's body (part 1 §2, §5): description, quoter, adjustment and incentive switches, and
 * exactly one of the four parts, the one of the request's kind. Totals are never read from it: the server
 * prices the quote with `precos/calculo-cotacao`.
 */
export const ZCotacaoSave = z
  .object({
    descricao: textoObrigatorio(C.descricaoObrigatoria).max(COTACAO_LIMITES.descricaoMax, C.descricaoLonga),
    cotado_por: ZIdRef.nullish().refine((id) => !!id, C.cotadorObrigatorio),
    ajuste_ativado: z.boolean().default(false),
    valor_ajuste_absoluto: ZDecimal,
    valor_ajuste_porcentagem: ZDecimal,
    incentivo_ativado: z.boolean().default(false),
    cotacao_voo: ZCotacaoVoo.nullish(),
    cotacao_hotel: ZCotacaoHotel.nullish(),
    cotacao_carro: ZCotacaoCarro.nullish(),
    cotacao_outro: ZCotacaoOutro.nullish(),
  })
  .superRefine((c, ctx) => {
    const partes = [c.cotacao_voo, c.cotacao_hotel, c.cotacao_carro, c.cotacao_outro].filter(Boolean);
    if (partes.length !== 1)
      ctx.addIssue({ code: 'custom', message: C.tipoDiferente, path: ['cotacao_voo'] });
    for (const [chave, parte] of [
      ['cotacao_hotel', c.cotacao_hotel],
      ['cotacao_carro', c.cotacao_carro],
      ['cotacao_outro', c.cotacao_outro],
    ] as const) {
      if (parte && !parte.fornecedor)
        ctx.addIssue({ code: 'custom', message: C.fornecedorObrigatorio, path: [chave, 'fornecedor'] });
    }
    const hotel = c.cotacao_hotel;
    if (hotel) {
      const faixa = faixaDiarias(hotel);
      for (const campo of ['diarias_min', 'diarias_max'] as const) {
        const valor = hotel[campo];
        if (faixa && valor !== null && (valor < faixa.min || valor > faixa.max))
          ctx.addIssue({ code: 'custom', message: C.diariasForaDoRange, path: ['cotacao_hotel', campo] });
      }
      if (hotel.diarias_min !== null && hotel.diarias_max !== null && hotel.diarias_min > hotel.diarias_max)
        ctx.addIssue({
          code: 'custom',
          message: C.diariasForaDoRange,
          path: ['cotacao_hotel', 'diarias_max'],
        });
    }
  });
export type CotacaoSaveInput = z.input<typeof ZCotacaoSave>;
export type CotacaoSave = z.output<typeof ZCotacaoSave>;

const DIA = 86_400_000;
const dias = (de: string, ate: string) => Math.round((Date.parse(ate) - Date.parse(de)) / DIA);

/**
 * The shortest and longest stay the hotel's date ranges allow: from the latest check-in to the earliest
 * check-out, and from the earliest check-in to the latest check-out. Null without a range (the min and max
 * fields show only when a check-in or check-out range exists).
 */
export function faixaDiarias(hotel: {
  checkin_inicio: string | null;
  checkin_fim: string | null;
  checkout_inicio: string | null;
  checkout_fim: string | null;
}): { min: number; max: number } | null {
  const { checkin_inicio, checkin_fim, checkout_inicio, checkout_fim } = hotel;
  if (!checkin_inicio || !checkout_inicio || (!checkin_fim && !checkout_fim)) return null;
  const min = Math.max(0, dias(checkin_fim ?? checkin_inicio, checkout_inicio));
  const max = Math.max(min, dias(checkin_inicio, checkout_fim ?? checkout_inicio));
  return { min, max };
}

/** Legs of connection type lacking a departure or arrival date and time, or with a midnight time (part 1 §5). */
export function pernasSemHorario(
  subcotacoes: readonly { viagem: { trechos: readonly { pernas: readonly Partial<Perna>[] }[] } }[],
): boolean {
  const semHora = (valor: string | null | undefined) => !valor || valor.endsWith('T00:00');
  return subcotacoes.some((s) =>
    s.viagem.trechos.some(
      (t) =>
        t.pernas.length > 1 &&
        t.pernas.some((p) => semHora(p.data_hora_partida) || semHora(p.data_hora_chegada)),
    ),
  );
}

// ——— the API's answer ———

const ZPessoaRef = z.object({ id: z.number().int(), nome: z.string(), sobrenome: z.string().nullable() });

/** a provider image a quote shows, with where the browser reads it */
export const ZImagemCotacao = z.object({ id: z.number().int(), titulo: z.string(), url: z.string() });

/** a supplier of the quote, for the suppliers popup (part 1 §2) */
export const ZFornecedorDaCotacao = z.object({
  id: z.number().int(),
  nome: z.string(),
  cnpj: z.string().nullable(),
  cpf: z.string().nullable(),
  email: z.string(),
  telefone: z.unknown(),
});

/** the part as saved (ids, as the dialog edits it) plus its images and what the server computed */
const ZParteSalva = z.object({ imagens: z.array(ZImagemCotacao) }).passthrough();

export const ZSubcotacaoView = z
  .object({
    id: z.number().int(),
    ordem: z.number().int(),
    tipo_cotacao: z.enum(TIPOS_COTACAO.values),
    total: z.string(),
    custo_agencia: z.string(),
    milheiro_efetivo: z.string().nullable(),
    imagens: z.array(ZImagemCotacao),
  })
  .passthrough();

/** `MilhasUsadas` of `precos/calculo-cotacao`: the miles table's prices a ticket was priced with. */
export const ZMilhasUsadas = z.object({
  programa: z.number().int().nullable(),
  classe: z.enum(CLASSES_CABINE.values),
  quantidade: z.number().int(),
  milheiro_tabela: z.string().nullable(),
  milheiro_custo: z.string().nullable(),
  tabela_em: z.string().nullable(),
});

/**
 * A quote as the API answers it (part 1 §3): its numbers as decimal strings computed by the server, who
 * quoted it, its suppliers, and exactly one part set, the one of its kind.
 */
export const ZCotacao = z.object({
  id: z.number().int(),
  orcamento: z.number().int(),
  venda: z.number().int(),
  tipo_servico: z.string(),
  status: z.string(),
  tipo_cotacao: z.enum(TIPOS_COTACAO.values),
  descricao: z.string(),
  data_hora_cotacao: z.string(),
  archived_at: z.string().nullable(),
  carrinho_em: z.string().nullable(),
  cotador: ZPessoaRef.nullable(),
  cotado_por: ZPessoaRef.nullable(),
  ajuste_ativado: z.boolean(),
  valor_ajuste_absoluto: z.string(),
  valor_ajuste_porcentagem: z.string(),
  incentivo_ativado: z.boolean(),
  custo_total: z.string(),
  custo_agencia: z.string(),
  valor_ajuste: z.string(),
  valor_final: z.string(),
  valor_incentivo: z.string(),
  lucro_porcentagem: z.string(),
  cor_lucro: z.enum(['verde', 'laranja', 'vermelho']),
  desconto: z.string(),
  /** may it go to the cart now (status orcamento, not archived, younger than 6 days) */
  pode_ir_carrinho: z.boolean(),
  fornecedores: z.array(ZFornecedorDaCotacao),
  cotacao_voo: z.object({ subcotacoes: z.array(ZSubcotacaoView) }).nullable(),
  cotacao_hotel: ZParteSalva.nullable(),
  cotacao_carro: ZParteSalva.nullable(),
  cotacao_outro: ZParteSalva.nullable(),
  /**
   * the rate of each currency the quote was priced with, by currency id: editing it prices again with these
   * (decision 0041); last, as an optional key is written last; absent on quotes saved before rates were kept
   */
  cambios: z.record(z.string(), z.string()).nullable().optional(),
  /**
   * the wallet discount (%) its wallet tickets were priced with and when it was taken, kept when it is edited
   * (decision 0069); null without wallet tickets
   */
  desagio_wallet: z.string().nullable().optional(),
  desagio_wallet_em: z.string().nullable().optional(),
  /** the miles table's prices each miles ticket was priced with, kept when it is edited (decision 0069) */
  tabela_milhas_usada: z.array(ZMilhasUsadas).nullable().optional(),
});
export type CotacaoView = z.infer<typeof ZCotacao>;

// ——— the API's other messages, bodies and lists ———

/** What the quote API answers besides the screens' messages. */
export const COTACAO_API_MESSAGES = {
  naoEncontrada: 'Cotação não encontrada.',
  cotadorInvalido: 'Cotador não encontrado.',
  deOutraVenda: 'Esta cotação não é desta venda.',
  valorForaDoLimite: 'Valor fora do limite permitido.',
} as const;

/** POST /api/vendas/{id}/carrinho/ and /remove_carrinho/ */
export const ZCarrinhoRequest = z.object({ cotacao: ZIdRef });

/** GET /api/orcamentos/{id}/cotacoes/: `arquivadas=true` lists the archived quotes too. */
export const ZCotacoesDoOrcamentoQuery = z.object({
  arquivadas: z
    .enum(['true', 'false'])
    .optional()
    .transform((valor) => valor === 'true'),
});

/** GET /api/subcotacoes/: a ticket with the quote it belongs to */
export const ZSubcotacaoRecente = ZSubcotacaoView.extend({ cotacao: z.number().int() });

/** What each quote audit-log `tipo` means, shown in the Logs screens. */
export const COTACOES_LOG_TIPOS: Record<string, string> = {
  cotacao_criada: 'Cotação criada',
  cotacao_alterada: 'Cotação alterada',
  cotacao_arquivada: 'Cotação arquivada',
  cotacao_carrinho: 'Cotação adicionada ao carrinho',
  cotacao_removida_carrinho: 'Cotação removida do carrinho',
  cotacao_custo_real: 'Custo real da cotação recalculado pelas ordens de pagamento',
};
