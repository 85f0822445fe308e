import { type EmissaoView, TIPOS_EMISSAO } from '@skyler/domain/emissoes';
import { formatId } from '@skyler/domain/formatters-basicos';

export const NOVA_RAC_TEXTS = {
  titulo: 'Nova RAC',
  tipo: 'Tipo',
  emissao: 'Emissão associada',
  semEmissoes: 'Nenhuma emissão concluída nesta venda.',
  pagamentos: 'Pagamentos',
  carregandoCampos: 'Carregando campos formadores...',
  quemPaga: (campo: string) => `Quem paga: ${campo}`,
  tipoPagamento: (campo: string) => `Tipo de pagamento: ${campo}`,
  cartao: (campo: string) => `Cartão: ${campo}`,
  custo: 'Custo para a agência',
  cobranca: 'Cobrança ao cliente',
  valor: 'Valor',
  dataPrevista: 'Data prevista',
  dataRealizada: 'Data realizada',
  anotacoes: 'Anotações',
  canal: 'Canal de cobrança',
  fornecedor: 'Fornecedor',
  meio: 'Meio de cobrança',
  estorno: 'Estorno ao cliente',
  reembolsos: 'Reembolsos',
  reembolsoCliente: 'Reembolso ao cliente',
  reembolsoFornecedor: 'Reembolso do fornecedor à agência',
  fornecedorReembolso: 'Fornecedor que reembolsa',
  fornecedorDaEmissao: 'Fornecedor da emissão',
  reembolsosAjuda:
    'O reembolso ao cliente entra em Contas a Pagar (vencimento: data prevista da cobrança ao cliente); o do fornecedor, em Contas a Receber.',
} as const;

const ROTULOS_CAMPOS: Record<string, string> = {
  'racs.tipo': NOVA_RAC_TEXTS.tipo,
  'racs.emissao': NOVA_RAC_TEXTS.emissao,
  'racs.custo_skyler_valor': `${NOVA_RAC_TEXTS.valor} (${NOVA_RAC_TEXTS.custo})`,
  'racs.estorno_skyler_data_previsto': `${NOVA_RAC_TEXTS.dataPrevista} (${NOVA_RAC_TEXTS.custo})`,
  'racs.estorno_skyler_data_realizado': `${NOVA_RAC_TEXTS.dataRealizada} (${NOVA_RAC_TEXTS.custo})`,
  'racs.custo_skyler_anotacao': `${NOVA_RAC_TEXTS.anotacoes} (${NOVA_RAC_TEXTS.custo})`,
  'racs.cobranca_cliente': NOVA_RAC_TEXTS.canal,
  'racs.cobranca_cliente_fornecedor': NOVA_RAC_TEXTS.fornecedor,
  'racs.cobranca_cliente_valor': `${NOVA_RAC_TEXTS.valor} (${NOVA_RAC_TEXTS.cobranca})`,
  'racs.cobranca_cliente_meio': NOVA_RAC_TEXTS.meio,
  'racs.estorno_cliente_data_previsto': `${NOVA_RAC_TEXTS.dataPrevista} (${NOVA_RAC_TEXTS.cobranca})`,
  'racs.estorno_cliente_data_realizado': `${NOVA_RAC_TEXTS.dataRealizada} (${NOVA_RAC_TEXTS.cobranca})`,
  'racs.cobranca_cliente_anotacao': `${NOVA_RAC_TEXTS.anotacoes} (${NOVA_RAC_TEXTS.cobranca})`,
  'racs.estorno_cliente_tipo': NOVA_RAC_TEXTS.estorno,
  'racs.estorno_cliente_valor': NOVA_RAC_TEXTS.reembolsoCliente,
  'racs.estorno_fornecedor_valor': NOVA_RAC_TEXTS.reembolsoFornecedor,
  'racs.estorno_fornecedor': NOVA_RAC_TEXTS.fornecedorReembolso,
};

/** The server's field paths as the dialog names them: `pagamentos.0.cartao` → "Pagamentos, linha 1". */
export function rotuloCampoRac(campo: string): string {
  const linha = /^pagamentos\.(\d+)\./.exec(campo);
  if (linha) return `${NOVA_RAC_TEXTS.pagamentos}, linha ${Number(linha[1]) + 1}`;
  return ROTULOS_CAMPOS[campo] ?? campo;
}

export function rotuloEmissao(e: Pick<EmissaoView, 'id' | 'tipo' | 'localizador' | 'descricao'>): string {
  return [formatId(e.id), TIPOS_EMISSAO.label(e.tipo), e.localizador || 'sem localizador', e.descricao]
    .filter(Boolean)
    .join(' · ');
}
