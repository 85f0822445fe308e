import type { Dashboard } from '@skyler/domain/dashboard';
import { formatId } from '@skyler/domain/formatters-basicos';

/** The dashboard's words, used by the screen and its tests. */
export const PAINEL_TEXTS = {
  filtros: 'Filtros do painel',
  periodo: 'Período',
  inicio: 'Início',
  fim: 'Fim',
  consultor: 'Consultor',
  todos: 'Todos',
  receita: 'Receita',
  custo: 'Custo',
  margem: 'Margem',
  margemLiquida: 'Margem líquida',
  margemLiquidaDica: (taxa: string) => `${taxa} da receita, após taxas, comissões e estornos`,
  comissaoAcimaDaMargem: (n: number) =>
    n === 1 ? '1 serviço com comissão acima da margem:' : `${n} serviços com comissão acima da margem:`,
  vendaCurta: (id: number) => `Venda ${formatId(id)}`,
  servicosFaturados: (n: number) => (n === 1 ? '1 serviço faturado' : `${n} serviços faturados`),
  recebiveisVencidos: 'Recebíveis vencidos',
  recebiveisAVencer: 'A receber em 7 dias',
  emissoesAtrasadas: 'Emissões atrasadas',
  emissoesAtrasadasDica: 'Na fila há mais de 48 h',
  ordensAbertas: 'Ordens de pagamento em aberto',
  liberadosSemPagamento: 'Liberados sem pagamento',
  liberadosSemPagamentoDica: (n: number) =>
    `${n === 1 ? '1 serviço liberado' : `${n} serviços liberados`} por exceção do financeiro (falta receber)`,
  vendasPorStatus: 'Vendas por status',
  funil: 'Funil',
  etapa: 'Etapa',
  quantidade: 'Quantidade',
  conversao: 'Conversão',
  topClientes: 'Principais clientes',
  cliente: 'Cliente',
  vendas: 'Vendas',
  valor: 'Valor',
  semClientes: 'Nenhum serviço faturado no período.',
  semVendas: 'Nenhuma venda criada no período.',
  alertas: 'Alertas',
  passaportes: 'Passaportes vencendo até 6 meses após a viagem',
  semPassaportes: 'Nenhum passaporte a vencer antes de uma viagem.',
  validade: 'Validade',
  embarque: 'Embarque',
  venda: 'Venda',
  aniversarios: 'Aniversariantes da semana',
  semAniversarios: 'Nenhum aniversariante nesta semana.',
  nascimento: 'Aniversário',
  graficoVendas: 'Gráfico de vendas por status; os números estão na lista ao lado.',
  graficoFunil: 'Gráfico do funil; os números estão na tabela ao lado.',
  daEtapaAnterior: '% da etapa anterior',
  periodoAnterior: 'Período anterior',
  /** the line under a figure: how it moved from the previous period's */
  comparado: (anterior: string) => `vs. ${anterior} no período anterior`,
  semBaseAnterior: 'sem valor no período anterior para comparar',
  subiu: 'Subiu',
  caiu: 'Caiu',
  vendasCriadas: (n: number) => (n === 1 ? '1 venda criada' : `${n} vendas criadas`),
  rankingConsultores: 'Ranking por consultor',
  rankingFornecedores: 'Ranking por fornecedor',
  semRanking: 'Nenhuma venda no período.',
  semFornecedores: 'Nenhum fornecedor com serviço faturado no período.',
  concluidas: 'Concluídas',
  receitaColuna: 'Receita',
  margemColuna: 'Margem',
  ticketMedio: 'Ticket médio',
  fornecedor: 'Fornecedor',
  servicos: 'Serviços',
  volume: 'Volume',
  ordenarPor: (coluna: string) => `Ordenar por ${coluna}`,
  fluxoCaixa: 'Fluxo de caixa: próximas 8 semanas',
  semana: 'Semana',
  aReceber: 'A receber',
  aPagar: 'A pagar',
  saldo: 'Saldo',
  atrasados: 'Atrasados',
  semVencimento: 'Sem vencimento',
  fluxoDica:
    'Pagamentos de clientes em aberto e ordens de pagamento a fornecedores em aberto, por vencimento.',
} as const;

/** The funnel's stages: the period's sales, then those that reached each stage (decision 0084). */
export const ETAPAS_FUNIL: Record<Dashboard['funil'][number]['etapa'], string> = {
  vendas: 'Vendas criadas',
  solicitacoes: 'Com solicitação',
  cotacoes: 'Com cotação',
  carrinho: 'No carrinho',
  faturadas: 'Faturadas',
  concluidas: 'Concluídas',
};

/** `45.5` → `45,5%`; no base → `-`. */
export const textoTaxa = (taxa: string | null) => (taxa === null ? '-' : `${taxa.replace('.', ',')}%`);

/** A variation in percent with its sign: `12.5` → `+12,5%`, `-3.0` → `-3,0%`, none → `—`. */
export const textoVariacao = (variacao: string | null) =>
  variacao === null ? '—' : `${variacao.startsWith('-') ? '' : '+'}${variacao.replace('.', ',')}%`;

/** `1990-03-14` → `14/03` (a birthday's day and month). */
export const textoAniversario = (data: string) => `${data.slice(8, 10)}/${data.slice(5, 7)}`;

/** `1 pagamento`, `3 pagamentos`. */
export const contagem = (n: number, singular: string, plural: string) =>
  `${n} ${n === 1 ? singular : plural}`;
