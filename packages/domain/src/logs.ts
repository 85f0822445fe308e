import { z } from 'zod';
import { COMISSAO_LOG_TIPOS } from './comissao.ts';
import { CONTAS_BANCARIAS_LOG_TIPOS } from './contas-bancarias.ts';
import { CONTATOS_LOG_TIPOS } from './contatos.ts';
import { COTACOES_LOG_TIPOS } from './cotacoes.ts';
import { EMAILS_LOG_TIPOS } from './emails.ts';
import { EMISSOES_LOG_TIPOS } from './emissoes.ts';
import { EMPRESAS_LOG_TIPOS } from './empresas.ts';
import { EXPORTAR_LOG_TIPOS } from './exportar.ts';
import { FINANCEIRO_LOG_TIPOS } from './financeiro.ts';
import { FISCAL_LOG_TIPOS } from './fiscal.ts';
import { FORNECEDORES_LOG_TIPOS } from './fornecedores.ts';
import { ZIdQuery } from './ids.ts';
import { TABELA_MILHAS_LOG_TIPOS } from './milhas.ts';
import { MILHAS_PROPRIAS_LOG_TIPOS } from './milhas-proprias.ts';
import { MILHAS_VALIDADAS_LOG_TIPOS } from './milhas-validadas.ts';
import { MOBLIX_LOG_TIPOS } from './moblix.ts';
import { MOEDAS_LOG_TIPOS } from './moedas.ts';
import { NFSE_LOG_TIPOS } from './nfse.ts';
import { ORCAMENTOS_LOG_TIPOS } from './orcamentos.ts';
import { ORDENS_LOG_TIPOS } from './ordens-pagamento.ts';
import { PAGAMENTOS_LOG_TIPOS, SERVICOS_PAGOS_LOG_TIPOS } from './pagamentos.ts';
import { ZPageQuery } from './pagination.ts';
import { PASSAGEIROS_LOG_TIPOS } from './passageiros.ts';
import { PROPOSTA_LOG_TIPOS } from './proposta.ts';
import { RACS_LOG_TIPOS } from './racs.ts';
import { REFERENCIA_LOG_TIPOS } from './referencia.ts';
import { SENHA_LOG_TIPOS } from './senha.ts';
import { SERVICOS_LOG_TIPOS } from './servicos.ts';
import { TAXAS_MEIO_PAGAMENTO_LOG_TIPOS } from './taxas-meio-pagamento.ts';
import { USUARIOS_LOG_TIPOS } from './usuarios.ts';
import { isValidIsoDate } from './validacao.ts';

/** What each audit-log `tipo` means, shown in the Logs screens; each area names its own. */
export const LOG_TIPO_LABELS: Record<string, string> = {
  venda_criada: 'Venda criada',
  venda_editada: 'Venda editada',
  venda_cancelada: 'Venda cancelada',
  venda_concluida: 'Venda concluída',
  chat_mensagem_enviada: 'Mensagem enviada no chat da venda',
  notificacao_lida: 'Notificação lida',
  notificacao_importante: 'Notificação importante',
  usuario_criado: 'Usuário criado',
  usuario_bloqueado: 'Usuário bloqueado',
  usuario_desbloqueado: 'Usuário desbloqueado',
  login: 'Login',
  ...CONTATOS_LOG_TIPOS,
  ...EMPRESAS_LOG_TIPOS,
  ...FORNECEDORES_LOG_TIPOS,
  ...ORCAMENTOS_LOG_TIPOS,
  ...COTACOES_LOG_TIPOS,
  ...MOBLIX_LOG_TIPOS,
  ...PROPOSTA_LOG_TIPOS,
  ...SERVICOS_LOG_TIPOS,
  ...PASSAGEIROS_LOG_TIPOS,
  ...PAGAMENTOS_LOG_TIPOS,
  ...SERVICOS_PAGOS_LOG_TIPOS,
  ...TABELA_MILHAS_LOG_TIPOS,
  ...MILHAS_VALIDADAS_LOG_TIPOS,
  ...MILHAS_PROPRIAS_LOG_TIPOS,
  ...EMISSOES_LOG_TIPOS,
  ...RACS_LOG_TIPOS,
  ...ORDENS_LOG_TIPOS,
  ...COMISSAO_LOG_TIPOS,
  ...USUARIOS_LOG_TIPOS,
  ...SENHA_LOG_TIPOS,
  ...EMAILS_LOG_TIPOS,
  ...REFERENCIA_LOG_TIPOS,
  ...MOEDAS_LOG_TIPOS,
  ...TAXAS_MEIO_PAGAMENTO_LOG_TIPOS,
  ...FISCAL_LOG_TIPOS,
  ...FINANCEIRO_LOG_TIPOS,
  ...EXPORTAR_LOG_TIPOS,
  ...CONTAS_BANCARIAS_LOG_TIPOS,
  ...NFSE_LOG_TIPOS,
};

export function logTipoLabel(tipo: string): string {
  return LOG_TIPO_LABELS[tipo] ?? tipo;
}

/** Names of the keys of a log's data shown in the log dialog; other keys are shown as words (`data_especial` → "Data especial"). */
export const LOG_CAMPO_LABELS: Record<string, string> = {
  antes: 'Antes',
  depois: 'Depois',
  entidade: 'Entidade',
  id: 'ID',
  ip: 'IP',
  user_agent: 'Navegador',
  created_at: 'Criado em',
  updated_at: 'Alterado em',
  created_by: 'Criado por',
  last_edited_by: 'Alterado por',
  concluida_por: 'Concluída por',
  cancelado_por: 'Cancelado por',
  email: 'E-mail',
  cpf: 'CPF',
  cnpj: 'CNPJ',
  cnh: 'CNH',
  cep: 'CEP',
  sdr: 'SDR',
  tier: 'Tier',
  motivo_cancelamento: 'Motivo do cancelamento',
  meio_contato_tipo: 'Meio de contato',
  meio_contato_valor: 'Contato',
  data_nascimento: 'Data de nascimento',
  cliente_estrangeiro: 'Cliente estrangeiro',
  razao_social: 'Razão social',
  anotacoes: 'Anotações',
  observacoes: 'Observações',
  indicacao: 'Indicação',
  genero: 'Gênero',
  endereco: 'Endereço',
  numero: 'Número',
  relacao: 'Relação',
  tipo_relacao: 'Tipo de relação',
  ocasiao: 'Ocasião',
  titulo: 'Título',
  descricao: 'Descrição',
  orcamento: 'Orçamento',
  cotacao: 'Cotação',
  emissao: 'Emissão',
  pais: 'País',
  programa: 'Programa',
  numero_conta: 'Número da conta',
};

/** "Data de nascimento" for `data_nascimento`: the label of a log data key. */
export function logCampoLabel(key: string): string {
  const label = LOG_CAMPO_LABELS[key];
  if (label) return label;
  const words = key.replace(/_/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

export const LOG_MESSAGES = {
  naoEncontrado: 'Log não encontrado.',
  vazio: 'Nenhum log encontrado',
  dataInvalida: 'Data inválida: use AAAA-MM-DD.',
} as const;

const ZData = z.string().refine(isValidIsoDate, LOG_MESSAGES.dataInvalida);

/** Filters of GET /api/logs/. */
export const ZLogsQuery = ZPageQuery.extend({
  tipo: z.string().trim().max(64).optional(),
  venda: ZIdQuery.optional(),
  usuario: ZIdQuery.optional(),
  data_inicio: ZData.optional(),
  data_fim: ZData.optional(),
});
export type LogsQuery = z.infer<typeof ZLogsQuery>;

export const ZLog = z.object({
  id: z.number().int(),
  tipo: z.string(),
  venda: z.number().int().nullable(),
  usuario: z.object({ id: z.number().int(), nome: z.string(), sobrenome: z.string() }).nullable(),
  created_at: z.string(),
  dados: z.unknown(),
  meta: z.unknown(),
});
export type Log = z.infer<typeof ZLog>;
