// The quote-request area without a validation library: kinds, statuses, messages and limits. Screens that
// only list requests import this module; `orcamentos.ts` re-exports it.
import { defineEnum } from './enum.ts';
import { formatDateTime } from './formatters-basicos.ts';
import type { TipoOrcamento } from './orcamentos-tipos.ts';

/** Kinds of quote request, in a module of their own that the sales list's first screen reads. */
export { TIPOS_ORCAMENTO, type TipoOrcamento } from './orcamentos-tipos.ts';

export const TIPO_ORCAMENTO_MENU: Record<TipoOrcamento, string> = {
  orcamento_voo: 'Vôo',
  orcamento_hotel: 'Hotel',
  orcamento_carro: 'Aluguel de Carro',
  orcamento_outro: 'Outro',
};

export const ORCAMENTO_STATUS = defineEnum({
  aberto: { label: 'Aberto', cor: 'azul' },
  fechado: { label: 'Fechado', cor: 'verde' },
});
export type OrcamentoStatus = (typeof ORCAMENTO_STATUS.values)[number];

export const TIPOS_TRECHO = defineEnum({
  ida_volta: { label: 'Ida e volta' },
  so_ida: { label: 'Só ida' },
  multitrecho: { label: 'Multitrecho' },
});

export const CLASSES_CABINE = defineEnum({
  economica: { label: 'Econômica' },
  economica_premium: { label: 'Econômica Premium' },
  executiva: { label: 'Executiva' },
  primeira_classe: { label: 'Primeira Classe' },
});
export type ClasseCabine = (typeof CLASSES_CABINE.values)[number];

export const TIPOS_VEICULO = defineEnum({
  Carro: { label: 'Carro' },
  Van: { label: 'Van' },
  Caminhão: { label: 'Caminhão' },
});

/** Services of an "other" request (part 1 §3). */
export const TIPOS_OUTRO_SERVICO = defineEnum({
  guia_turistico: { label: 'Guia turístico' },
  ingressos: { label: 'Ingressos' },
  passeio_aereo: { label: 'Passeio aéreo' },
  passeio_aquatico: { label: 'Passeio aquático' },
  passeio_terrestre: { label: 'Passeio terrestre' },
  seguro_viagem: { label: 'Seguro viagem' },
  servicos_aeroporto: { label: 'Serviços de aeroporto' },
  translado_aquatico: { label: 'Translado aquático' },
  translado_terrestre: { label: 'Translado terrestre' },
});

/** The wider service list (suppliers, providers): the other services plus the main kinds. */
export const TIPOS_SERVICO = defineEnum({
  aereo: { label: 'Aéreo' },
  hospedagem: { label: 'Hospedagem' },
  locadora_de_carro: { label: 'Locadora de carro' },
  milhas: { label: 'Milhas' },
  ...TIPOS_OUTRO_SERVICO.entries,
});

export type TrechoOrcamento = {
  ordem: number;
  origem: string;
  destino: string;
  flexibilidade_origem?: number | null;
  flexibilidade_destino?: number | null;
  data_inicio: string | null;
  data_fim: string | null;
};

/** A round trip is two legs: the second is the reverse of the first, on the return dates (part 1 §3). */
export function trechosIdaVolta(
  ida: TrechoOrcamento,
  volta: { data_inicio: string | null; data_fim: string | null },
): TrechoOrcamento[] {
  return [
    { ...ida, ordem: 1 },
    {
      ordem: 2,
      origem: ida.destino,
      destino: ida.origem,
      flexibilidade_origem: ida.flexibilidade_destino ?? null,
      flexibilidade_destino: ida.flexibilidade_origem ?? null,
      data_inicio: volta.data_inicio,
      data_fim: volta.data_fim,
    },
  ];
}

/** Adding quotes, exporting and PNR quotes need an open request; a closed one hides copy and archive. */
export function orcamentoAberto(orcamento: { status: OrcamentoStatus }): boolean {
  return orcamento.status === 'aberto';
}

/**
 * What the request asks (dates, passengers, route, notes) may change while it is open and its sale is still a
 * proposal: a concluded or cancelled sale closes its requests with it.
 */
export function podeEditarOrcamento(
  orcamento: { status: OrcamentoStatus },
  vendaStatus: string | null | undefined,
): boolean {
  return orcamentoAberto(orcamento) && vendaStatus === 'proposta';
}

/** The notice on a quote made before the request's last edit (decision 0075). */
export function avisoCotacaoAnterior(alteradoEm: string | Date): string {
  return `Feita antes da alteração do orçamento em ${formatDateTime(alteradoEm)}`;
}

/** Why a request can no longer be edited, or null when it can. */
export function motivoOrcamentoNaoEditavel(
  orcamento: { status: OrcamentoStatus },
  vendaStatus: string | null | undefined,
): string | null {
  if (!orcamentoAberto(orcamento)) return ORCAMENTO_MESSAGES.fechadoNaoEdita;
  if (vendaStatus !== 'proposta') return ORCAMENTO_MESSAGES.vendaNaoPropostaEdita;
  return null;
}

/** A quote made before the request's last edit answers what the request asked then, not what it asks now. */
export function cotacaoAnteriorAAlteracao(
  cotacao: { data_hora_cotacao: string | Date },
  orcamento: { alterado_em?: string | null } | null | undefined,
): boolean {
  if (!orcamento?.alterado_em) return false;
  return new Date(cotacao.data_hora_cotacao).getTime() < new Date(orcamento.alterado_em).getTime();
}

export const ORCAMENTO_MESSAGES = {
  descricaoLonga: 'Descrições devem ter menos de 30 caracteres',
  idaDepoisDaVolta: 'A data de ida não pode ser depois que a data de volta',
  confirmarFinalizar: 'Deseja realmente finalizar o orçamento?',
  vazio: 'Nenhum orçamento solicitado para essa venda.',
  criado: 'Demanda de orçamento criada com sucesso',
  criados: 'Orçamento(s) criado(s) com sucesso.',
  finalizado: 'Orçamento concluído com sucesso!',
  excluido: 'Orçamento excluído com sucesso!',
  erroObter: 'Erro ao obter orçamento',
  erroCotacoes: 'Erro ao obter cotações',
  erroFinalizar: 'Erro ao finalizar orçamento',
  erroExcluir: 'Erro ao excluir orçamento',
  erroCarregar: 'Erro ao carregar orçamentos',
  obrigatorios: 'Preencha os campos obrigatórios.',
  dataInvalida: 'Data inválida.',
  naoEncontrado: 'Orçamento não encontrado',
  jaFechado: 'Este orçamento já foi finalizado.',
  vendaNaoProposta: 'Só se pedem orçamentos para uma venda em proposta.',
  comCotacoesNoCarrinho:
    'Este orçamento tem cotações no carrinho ou faturadas e não pode ser excluído; arquive-as ou finalize o orçamento.',
  trechosIdaVolta: 'Uma viagem de ida e volta tem dois trechos: o de ida e o de volta.',
  trechosSoIda: 'Uma viagem só de ida tem um trecho.',
  trechosMulti: 'Uma viagem multitrecho tem pelo menos dois trechos.',
  adultos: 'Informe pelo menos um adulto.',
  quartos: 'Informe pelo menos um quarto.',
  periodoInvertido: 'A data final do período não pode ser antes da inicial.',
  alterado: 'Orçamento alterado com sucesso!',
  erroAlterar: 'Erro ao alterar orçamento',
  fechadoNaoEdita: 'Este orçamento já foi finalizado e não pode ser alterado.',
  vendaNaoPropostaEdita: 'O orçamento de uma venda concluída ou cancelada não pode ser alterado.',
  tipoNaoMuda: 'O tipo de serviço de um orçamento não muda; solicite um novo orçamento.',
} as const;

// ——— request schemas (part 1 §3, §5): the API's bodies and the forms' resolvers ———

/** limits of the request forms */
export const ORCAMENTO_LIMITES = {
  descricaoMax: 30,
  localMax: 150,
  anotacoesMax: 2000,
  trechosMax: 10,
  passageirosMax: 20,
  quartosMax: 20,
  flexibilidadeMax: 30,
} as const;
