import type { CotacaoView } from '@skyler/domain/cotacoes';
import type { Orcamento } from '@skyler/domain/orcamentos';
import type { CotacaoDialogProps } from './cotacao-dialog.tsx';

/** A hotel quote of request 12 of sale 42, as the API answers it. */
export function makeCotacao(overrides: Partial<CotacaoView> = {}): CotacaoView {
  return {
    id: 5,
    orcamento: 12,
    venda: 42,
    tipo_servico: 'orcamento_hotel',
    status: 'orcamento',
    tipo_cotacao: 'pagante',
    descricao: 'Hotel em Gramado',
    data_hora_cotacao: '2026-03-10T15:30:00.000Z',
    archived_at: null,
    carrinho_em: null,
    cotador: { id: 4, nome: 'Carla', sobrenome: 'Dias' },
    cotado_por: { id: 4, nome: 'Carla', sobrenome: 'Dias' },
    ajuste_ativado: true,
    valor_ajuste_absoluto: '100.00',
    valor_ajuste_porcentagem: '0',
    incentivo_ativado: false,
    custo_total: '2500.00',
    custo_agencia: '2200.00',
    valor_ajuste: '100.00',
    valor_final: '2600.00',
    valor_incentivo: '0.00',
    lucro_porcentagem: '15.38',
    cor_lucro: 'laranja',
    desconto: '0.00',
    pode_ir_carrinho: true,
    fornecedores: [
      {
        id: 3,
        nome: 'Serra Turismo',
        cnpj: '11222333000181',
        cpf: null,
        email: 'reservas@serra.com.br',
        telefone: { numero: '5432861234', pais: 'BR' },
      },
    ],
    cotacao_voo: null,
    cotacao_hotel: {
      imagens: [{ id: 31, titulo: 'Fachada', url: '/api/provedores/2/imagens/31/' }],
      nome_hotel: 'Hotel Serra Azul',
      local_hotel: 'Gramado',
      fornecedor: 3,
      provedor: 2,
      custo_diaria: '500.00',
      diarias: 5,
      total: '2500.00',
    },
    cotacao_carro: null,
    cotacao_outro: null,
    ...overrides,
  };
}

export function makeOrcamento(overrides: Partial<Orcamento> = {}): Orcamento {
  return {
    id: 12,
    venda: 42,
    tipo_servico: 'orcamento_hotel',
    status: 'aberto',
    descricao: 'Férias na serra',
    quantidade_cotacoes: 1,
    created_at: '2026-03-09T12:00:00.000Z',
    updated_at: '2026-03-10T15:30:00.000Z',
    fechado_em: null,
    versao: 1,
    alterado_em: null,
    created_by: { id: 7, nome: 'Ana', sobrenome: 'Souza' },
    fechado_por: null,
    orcamento_voo: null,
    orcamento_hotel: null,
    orcamento_carro: null,
    orcamento_outro: null,
    ...overrides,
  };
}

/** Stands in for the quote dialog in screen tests: shows how it was opened. */
export function CotacaoDialogProbe({ open, cotacao, inicial, somenteLeitura, onClose }: CotacaoDialogProps) {
  if (!open) return null;
  return (
    <div role="dialog" aria-label="Diálogo de cotação">
      <output data-testid="dialogo-cotacao">{String(cotacao?.id ?? 'nova')}</output>
      <output data-testid="dialogo-somente-leitura">{String(Boolean(somenteLeitura))}</output>
      <output data-testid="dialogo-inicial">{JSON.stringify(inicial ?? null)}</output>
      <button type="button" onClick={() => onClose()}>
        Fechar diálogo
      </button>
    </div>
  );
}
