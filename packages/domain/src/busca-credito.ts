import { z } from 'zod';
import { defineEnum } from './enum.ts';
import { ZIdQuery } from './ids.ts';

/**
 * Flag of a credit and background search result or of one of its sections; anything the bureau
 * sends that is not listed shows gray (part 2 §2: "flag colour (default gray)").
 */
export const FLAGS_BUSCA = defineEnum({
  green: { label: 'Sem apontamentos', cor: 'verde' },
  yellow: { label: 'Atenção', cor: 'laranja' },
  red: { label: 'Com apontamentos', cor: 'vermelho' },
  gray: { label: 'Sem informação', cor: 'cinza' },
});
export type FlagBusca = (typeof FLAGS_BUSCA.values)[number];

/** Sections of a person's search (part 2 §2 Search tab, §3 Credit search result), in display order. */
export const SECOES_BUSCA_PESSOA = defineEnum({
  personal_information: { label: 'Informações Pessoais' },
  process: { label: 'Processos' },
  restriction: { label: 'Restrições' },
  bank_check: { label: 'Cheques sem Fundo ou Sustados' },
  protest: { label: 'Protestos' },
  credit_score: { label: 'Score de Crédito' },
  email: { label: 'E-mails' },
  phone: { label: 'Telefones' },
  other_document: { label: 'Outros Documentos' },
});

/** Sections of a company's search (part 2 §2 Companies). */
export const SECOES_BUSCA_EMPRESA = defineEnum({
  company_information: { label: 'Informações da Empresa' },
  process: { label: 'Processos' },
  restriction: { label: 'Restrições' },
  bank_check: { label: 'Cheques sem Fundo ou Sustados' },
  protest: { label: 'Protestos' },
  credit_score: { label: 'Score de Crédito' },
  other_document: { label: 'Outros Documentos' },
  partnership: { label: 'Participações Societárias' },
  shareholder: { label: 'Quadro Societário' },
});

/** Credit score horizons (part 2 §9): current, 30, 60 and 90 days. */
export const HORIZONTES_SCORE = defineEnum({
  D00: { label: 'Atual' },
  D30: { label: '30 dias' },
  D60: { label: '60 dias' },
  D90: { label: '90 dias' },
});

/** Labels of the fields a section card shows; other fields are only in the raw-data dialog. */
export const CAMPOS_BUSCA: Record<string, string> = {
  nome: 'Nome',
  idade: 'Idade',
  data_nascimento: 'Data de nascimento',
  nome_mae: 'Nome da mãe',
  nome_pai: 'Nome do pai',
  razao_social: 'Razão social',
  nome_fantasia: 'Nome fantasia',
  situacao: 'Situação cadastral',
  data_abertura: 'Data de abertura',
  atividade_principal: 'Atividade principal',
  quantidade: 'Quantidade',
  valor_total: 'Valor total',
};

export const BUSCA_CREDITO_MESSAGES = {
  buscar: 'Buscar',
  naoConfigurado: 'Serviço de busca de crédito não configurado.',
  indisponivel: 'Serviço de busca de crédito indisponível. Tente novamente mais tarde.',
  chaveRecusada: 'O serviço de busca de crédito recusou a chave de acesso configurada.',
  ocupado: 'O serviço de busca de crédito está ocupado. Tente novamente em instantes.',
  respostaInvalida: 'O serviço de busca de crédito respondeu em um formato inesperado.',
  semDados: 'O serviço de busca de crédito não encontrou informações para este documento.',
  erroBusca: 'Erro ao fazer a busca',
  cpfNaoDisponivel: 'CPF não disponível',
  cnpjNaoDisponivel: 'CNPJ não disponível',
  nenhumaBusca: 'Nenhuma busca realizada.',
  dadosBrutos: 'Dados brutos',
} as const;

/** Who ran the search and when (`data` as an ISO instant). */
export const ZSearchInformation = z.object({ user: z.string(), data: z.string() });

/**
 * What a contact or a company keeps of its last search (`data_busca`): the overall flag, the sections as the
 * bureau sent them and who searched when.
 */
export const ZDataBusca = z.object({
  general_flag: z.string(),
  formatted_data: z.record(z.string(), z.unknown()),
  search_information: ZSearchInformation,
  /** the stored search this result comes from (`GET /api/buscas/{id}/`); absent on results kept before searches were stored */
  busca: z.number().int().optional(),
});
export type DataBusca = z.infer<typeof ZDataBusca>;

/** `GET /api/busca-credito/`: whether the bureau is configured, so the screens can say so. */
export const ZBuscaCreditoStatus = z.object({ configurado: z.boolean(), detail: z.string() });
export type BuscaCreditoStatus = z.infer<typeof ZBuscaCreditoStatus>;

/** The flag a section carries, gray when it has none. */
export function flagDaSecao(secao: unknown): FlagBusca {
  const flag = typeof secao === 'object' && secao !== null ? (secao as { flag?: unknown }).flag : undefined;
  return FLAGS_BUSCA.is(flag) ? flag : 'gray';
}

/** Stored searches (decision 0029): the viewer `/buscas/{id}` and the Busca tabs' history. */
export const BUSCAS_MESSAGES = {
  naoEncontrada: 'Busca não encontrada.',
  registroObrigatorio: 'Informe o contato ou a empresa da busca, um dos dois.',
  verDadosCompletos: 'Ver dados completos',
  buscasAnteriores: 'Buscas anteriores',
  nenhumaBuscaAnterior: 'Nenhuma busca anterior.',
  erroCarregar: 'Erro ao carregar a busca',
  expandirTudo: 'Expandir tudo',
  recolherTudo: 'Recolher tudo',
  copiarJson: 'Copiar JSON',
  jsonCopiado: 'JSON copiado!',
  erroCopiar: 'Não foi possível copiar o JSON.',
} as const;

/** A person as a stored search names them. */
const ZPessoaBusca = z.object({ id: z.number().int(), nome: z.string(), sobrenome: z.string().nullable() });

/** One search of a record's history: who ran it, when, and its overall flag. */
export const ZBuscaResumo = z.object({
  id: z.number().int(),
  created_at: z.string(),
  usuario: ZPessoaBusca.nullable(),
  general_flag: z.string(),
});
export type BuscaResumo = z.infer<typeof ZBuscaResumo>;

/**
 * `GET /api/buscas/{id}/`: who ran it, when, of which contact or company (the other null), and `dados`:
 * `{resposta, data_busca}`, the bureau's answer as received and what the Busca tab showed of it.
 */
export const ZBusca = ZBuscaResumo.extend({
  contato: ZPessoaBusca.nullable(),
  empresa: z.object({ id: z.number().int(), nome: z.string() }).nullable(),
  dados: z.unknown(),
});
export type Busca = z.infer<typeof ZBusca>;

/** `GET /api/buscas/?contato=|empresa=`: the history of one contact or one company, newest first. */
export const ZBuscasQuery = z
  .object({ contato: ZIdQuery.optional(), empresa: ZIdQuery.optional() })
  .refine((q) => (q.contato === undefined) !== (q.empresa === undefined), {
    message: BUSCAS_MESSAGES.registroObrigatorio,
    path: ['contato'],
  });
export type BuscasQuery = z.infer<typeof ZBuscasQuery>;

/** The most searches a record's history lists. */
export const BUSCAS_HISTORICO_MAX = 50;
