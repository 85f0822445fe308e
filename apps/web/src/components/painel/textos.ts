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
} as const;

export const ETAPAS_FUNIL: Record<Dashboard['funil'][number]['etapa'], string> = {
  solicitacoes: 'Solicitações',
  cotacoes: 'Cotações',
  carrinho: 'Carrinho',
  servicos: 'Serviços',
  emissoes: 'Emissões',
};

/** `45.5` → `45,5%`; no base → `-`. */
export const textoTaxa = (taxa: string | null) => (taxa === null ? '-' : `${taxa.replace('.', ',')}%`);

/** `1990-03-14` → `14/03` (a birthday's day and month). */
export const textoAniversario = (data: string) => `${data.slice(8, 10)}/${data.slice(5, 7)}`;

/** `1 pagamento`, `3 pagamentos`. */
export const contagem = (n: number, singular: string, plural: string) =>
  `${n} ${n === 1 ? singular : plural}`;
