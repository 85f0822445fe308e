import { z } from 'zod';
import { textoObrigatorio, textoOpcional } from './cadastro.ts';
import { defineEnum } from './enum.ts';
import { ZIdQuery } from './ids.ts';
import {
  ORCAMENTO_LIMITES,
  ORCAMENTO_MESSAGES,
  ORCAMENTO_STATUS,
  TIPOS_ORCAMENTO,
  TIPOS_OUTRO_SERVICO,
  TIPOS_TRECHO,
  TIPOS_VEICULO,
} from './orcamentos-regras.ts';
import { ZPageQuery } from './pagination.ts';
import { isValidIsoDate } from './validacao.ts';
import { MENSAGEM_VERSAO } from './versao.ts';

export * from './orcamentos-regras.ts';

const M = ORCAMENTO_MESSAGES;

/** `YYYY-MM-DD`, required */
export const ZDataIso = textoObrigatorio(M.obrigatorios).refine(isValidIsoDate, M.dataInvalida);
/** `YYYY-MM-DD` or empty (null) */
export const ZDataIsoOpcional = z
  .string()
  .nullish()
  .transform((valor) => valor?.trim() || null)
  .refine((valor) => valor === null || isValidIsoDate(valor), M.dataInvalida);

const ZLocal = textoObrigatorio(M.obrigatorios).max(
  ORCAMENTO_LIMITES.localMax,
  `Máximo de ${ORCAMENTO_LIMITES.localMax} caracteres.`,
);
const ZFlexibilidade = z
  .number()
  .int()
  .min(0)
  .max(ORCAMENTO_LIMITES.flexibilidadeMax)
  .nullish()
  .default(null);
const ZQuantidade = (min: number, max: number, message: string) =>
  z.number({ error: message }).int(message).min(min, message).max(max, message);
const ZAnotacoes = textoOpcional(ORCAMENTO_LIMITES.anotacoesMax);

/** a start–end period whose end, when given, is not before its start */
const periodoOk = (inicio: string | null, fim: string | null) => !inicio || !fim || inicio <= fim;

/**
 * The two windows of a stay or a rental (check-in and check-out, pick-up and drop-off), each from
 * `<campo>_inicio` to an optional `<campo>_fim`: each one in order, and the first not starting after the second.
 */
function janelasEmOrdem<Campo extends string>(ida: Campo, volta: Campo) {
  return (
    valor: Record<`${Campo}_inicio`, string> & Record<`${Campo}_fim`, string | null>,
    ctx: z.RefinementCtx,
  ) => {
    const inicios: Record<`${Campo}_inicio`, string> = valor;
    const fins: Record<`${Campo}_fim`, string | null> = valor;
    for (const janela of [ida, volta]) {
      if (!periodoOk(inicios[`${janela}_inicio`], fins[`${janela}_fim`]))
        ctx.addIssue({ code: 'custom', message: M.periodoInvertido, path: [`${janela}_fim`] });
    }
    if (inicios[`${ida}_inicio`] > inicios[`${volta}_inicio`])
      ctx.addIssue({ code: 'custom', message: M.idaDepoisDaVolta, path: [`${volta}_inicio`] });
  };
}

/** Who travels, in a flight or a hotel request: one adult at least. */
const PASSAGEIROS = {
  adultos: ZQuantidade(1, ORCAMENTO_LIMITES.passageirosMax, M.adultos).default(1),
  criancas: ZQuantidade(0, ORCAMENTO_LIMITES.passageirosMax, M.obrigatorios).default(0),
  bebes: ZQuantidade(0, ORCAMENTO_LIMITES.passageirosMax, M.obrigatorios).default(0),
};

export const ZTrechoOrcamento = z
  .object({
    ordem: z.number().int().min(1).max(ORCAMENTO_LIMITES.trechosMax).optional(),
    origem: ZLocal,
    destino: ZLocal,
    flexibilidade_origem: ZFlexibilidade,
    flexibilidade_destino: ZFlexibilidade,
    data_inicio: ZDataIso,
    data_fim: ZDataIsoOpcional,
  })
  .refine((t) => periodoOk(t.data_inicio, t.data_fim), { message: M.periodoInvertido, path: ['data_fim'] });

export const ZOrcamentoVoo = z
  .object({
    tipo_trecho: z.enum(TIPOS_TRECHO.values),
    economica: z.boolean().default(true),
    economica_premium: z.boolean().default(false),
    executiva: z.boolean().default(false),
    primeira_classe: z.boolean().default(false),
    ...PASSAGEIROS,
    trechos: z.array(ZTrechoOrcamento).min(1, M.obrigatorios).max(ORCAMENTO_LIMITES.trechosMax),
  })
  .transform((voo) => ({ ...voo, trechos: voo.trechos.map((t, i) => ({ ...t, ordem: i + 1 })) }))
  .superRefine((voo, ctx) => {
    const n = voo.trechos.length;
    if (voo.tipo_trecho === 'so_ida' && n !== 1)
      ctx.addIssue({ code: 'custom', message: M.trechosSoIda, path: ['trechos'] });
    if (voo.tipo_trecho === 'ida_volta' && n !== 2)
      ctx.addIssue({ code: 'custom', message: M.trechosIdaVolta, path: ['trechos'] });
    if (voo.tipo_trecho === 'multitrecho' && n < 2)
      ctx.addIssue({ code: 'custom', message: M.trechosMulti, path: ['trechos'] });
    const [ida, volta] = voo.trechos;
    if (voo.tipo_trecho === 'ida_volta' && ida && volta && ida.data_inicio > volta.data_inicio)
      ctx.addIssue({ code: 'custom', message: M.idaDepoisDaVolta, path: ['trechos', 1, 'data_inicio'] });
  });
export type OrcamentoVoo = z.output<typeof ZOrcamentoVoo>;

export const ZOrcamentoHotel = z
  .object({
    local: ZLocal,
    flexibilidade: ZFlexibilidade,
    checkin_inicio: ZDataIso,
    checkin_fim: ZDataIsoOpcional,
    checkout_inicio: ZDataIso,
    checkout_fim: ZDataIsoOpcional,
    ...PASSAGEIROS,
    quartos: ZQuantidade(1, ORCAMENTO_LIMITES.quartosMax, M.quartos).default(1),
    anotacoes: ZAnotacoes,
  })
  .superRefine(janelasEmOrdem('checkin', 'checkout'));
export type OrcamentoHotel = z.output<typeof ZOrcamentoHotel>;

export const ZOrcamentoCarro = z
  .object({
    local_retirada: ZLocal,
    local_devolucao: ZLocal,
    flexibilidade_retirada: ZFlexibilidade,
    flexibilidade_devolucao: ZFlexibilidade,
    data_retirada_inicio: ZDataIso,
    data_retirada_fim: ZDataIsoOpcional,
    data_devolucao_inicio: ZDataIso,
    data_devolucao_fim: ZDataIsoOpcional,
    tipo_veiculo: z.enum(TIPOS_VEICULO.values, { error: M.obrigatorios }),
    anotacoes: ZAnotacoes,
  })
  .superRefine(janelasEmOrdem('data_retirada', 'data_devolucao'));
export type OrcamentoCarro = z.output<typeof ZOrcamentoCarro>;

/** how the dates of an other-service request are meant */
export const TIPOS_DATA_OUTRO = defineEnum({
  data_unica: { label: 'Data única' },
  periodo: { label: 'Período' },
});

export const ZOrcamentoOutro = z
  .object({
    local: ZLocal,
    flexibilidade: ZFlexibilidade,
    nome_servico: z.enum(TIPOS_OUTRO_SERVICO.values, { error: M.obrigatorios }),
    descricao_servico: textoOpcional(500),
    data_inicio_inicio: ZDataIso,
    data_inicio_fim: ZDataIsoOpcional,
    tipo_data: z.enum(TIPOS_DATA_OUTRO.values).default('data_unica'),
    anotacoes: ZAnotacoes,
  })
  .refine((o) => periodoOk(o.data_inicio_inicio, o.data_inicio_fim), {
    message: M.periodoInvertido,
    path: ['data_inicio_fim'],
  });
export type OrcamentoOutro = z.output<typeof ZOrcamentoOutro>;

export const ZDescricaoOrcamento = textoObrigatorio(M.obrigatorios).max(
  ORCAMENTO_LIMITES.descricaoMax,
  M.descricaoLonga,
);

const ZPedidoVoo = z.object({
  tipo_servico: z.literal('orcamento_voo'),
  descricao: ZDescricaoOrcamento,
  orcamento_voo: ZOrcamentoVoo,
});
const ZPedidoHotel = z.object({
  tipo_servico: z.literal('orcamento_hotel'),
  descricao: ZDescricaoOrcamento,
  orcamento_hotel: ZOrcamentoHotel,
});
const ZPedidoCarro = z.object({
  tipo_servico: z.literal('orcamento_carro'),
  descricao: ZDescricaoOrcamento,
  orcamento_carro: ZOrcamentoCarro,
});
const ZPedidoOutro = z.object({
  tipo_servico: z.literal('orcamento_outro'),
  descricao: ZDescricaoOrcamento,
  orcamento_outro: ZOrcamentoOutro,
});

/** One new request: its kind, description and the nested object of that kind (part 1 §3). */
export const ZOrcamentoCreate = z.discriminatedUnion('tipo_servico', [
  ZPedidoVoo,
  ZPedidoHotel,
  ZPedidoCarro,
  ZPedidoOutro,
]);
export type OrcamentoCreate = z.input<typeof ZOrcamentoCreate>;
export type OrcamentoCreateParsed = z.output<typeof ZOrcamentoCreate>;

/** the version of the request the form was opened on: a change made meanwhile by someone else answers 409 */
const versaoLida = { versao: z.number({ error: MENSAGEM_VERSAO }).int().positive() };

/**
 * PUT /api/orcamentos/{id}/: the request as the form has it (the same fields as when it was asked, of the same
 * kind) and the version it was read at (decision 0075).
 */
export const ZOrcamentoUpdate = z.discriminatedUnion('tipo_servico', [
  ZPedidoVoo.extend(versaoLida),
  ZPedidoHotel.extend(versaoLida),
  ZPedidoCarro.extend(versaoLida),
  ZPedidoOutro.extend(versaoLida),
]);
export type OrcamentoUpdate = z.input<typeof ZOrcamentoUpdate>;
export type OrcamentoUpdateParsed = z.output<typeof ZOrcamentoUpdate>;

/** POST /api/vendas/{id}/orcamentos/ (part 1 §7: "body orcamentos list") */
export const ZOrcamentosCreate = z.object({
  orcamentos: z.array(ZOrcamentoCreate).min(1, M.obrigatorios).max(20),
});

/** the nested object of a stored request, by kind */
export type OrcamentoDetalhes =
  | { tipo_servico: 'orcamento_voo'; orcamento_voo: OrcamentoVoo }
  | { tipo_servico: 'orcamento_hotel'; orcamento_hotel: OrcamentoHotel }
  | { tipo_servico: 'orcamento_carro'; orcamento_carro: OrcamentoCarro }
  | { tipo_servico: 'orcamento_outro'; orcamento_outro: OrcamentoOutro };

const ZPessoa = z.object({ id: z.number().int(), nome: z.string(), sobrenome: z.string().nullable() });

/** A request as the API answers it; exactly one nested object is set, the one of its kind. */
export const ZOrcamento = z.object({
  id: z.number().int(),
  venda: z.number().int(),
  tipo_servico: z.enum(TIPOS_ORCAMENTO.values),
  status: z.enum(ORCAMENTO_STATUS.values),
  descricao: z.string(),
  quantidade_cotacoes: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
  fechado_em: z.string().nullable(),
  /** raised by each change of the request itself (edit, close), sent back by the edit form */
  versao: z.number().int(),
  /** when what the request asks was last edited (null: never since it was asked) */
  alterado_em: z.string().nullable(),
  created_by: ZPessoa.nullable(),
  fechado_por: ZPessoa.nullable(),
  orcamento_voo: z.unknown().nullable(),
  orcamento_hotel: z.unknown().nullable(),
  orcamento_carro: z.unknown().nullable(),
  orcamento_outro: z.unknown().nullable(),
});
export type Orcamento = Omit<
  z.infer<typeof ZOrcamento>,
  `orcamento_${'voo' | 'hotel' | 'carro' | 'outro'}`
> & {
  orcamento_voo: OrcamentoVoo | null;
  orcamento_hotel: OrcamentoHotel | null;
  orcamento_carro: OrcamentoCarro | null;
  orcamento_outro: OrcamentoOutro | null;
};

/** a row of the global Orçamentos list: the request plus its sale's status, client and consultant */
export const ZOrcamentoDetalhado = ZOrcamento.extend({
  venda_status: z.string(),
  venda_cliente: z.string().nullable(),
  consultor: ZPessoa.nullable(),
  cotadores: z.array(ZPessoa),
});

export const QUANTIDADE_COTACOES_MAX = 20;

/** Filters of GET /api/orcamentos/detalhado/ (part 1 §7); `quantidade_cotacoes` 20 means 20 or more. */
export const ZOrcamentosDetalhadoQuery = ZPageQuery.extend({
  status: z.enum(ORCAMENTO_STATUS.values).optional(),
  consultor: ZIdQuery.optional(),
  tipo_servico: z.enum(TIPOS_ORCAMENTO.values).optional(),
  quantidade_cotacoes: z
    .string()
    .regex(/^\d{1,2}$/, 'Quantidade de cotações inválida.')
    .transform(Number)
    .pipe(z.number().max(QUANTIDADE_COTACOES_MAX, 'Quantidade de cotações inválida.'))
    .optional(),
  cotado_por: ZIdQuery.optional(),
  status_venda: z.string().trim().max(16).optional(),
  id_venda: ZIdQuery.optional(),
});
export type OrcamentosDetalhadoQuery = z.infer<typeof ZOrcamentosDetalhadoQuery>;

export const ORCAMENTOS_PAGE_SIZE = 15;
export const ORCAMENTOS_PAGE_LINKS = 9;

/** What each audit-log `tipo` of a quote request means (Logs screens). */
export const ORCAMENTOS_LOG_TIPOS: Record<string, string> = {
  orcamento_criado: 'Orçamento solicitado',
  orcamento_finalizado: 'Orçamento finalizado',
  orcamento_excluido: 'Orçamento excluído',
  orcamento_duplicado: 'Orçamento duplicado',
  orcamento_alterado: 'Orçamento alterado',
  orcamento_fechado_com_venda: 'Orçamento fechado com a venda',
};
