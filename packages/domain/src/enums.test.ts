import { describe, expect, it } from 'vitest';
import { TIPOS_COTACAO } from './cotacoes.ts';
import { CAMPOS_FORMADORES_POR_TIPO, EMISSAO_STATUS, TIPOS_EMISSAO } from './emissoes.ts';
import { NOTIFICACAO_TIPOS } from './notificacoes.ts';
import { TIPO_ORCAMENTO_MENU, TIPOS_ORCAMENTO } from './orcamentos.ts';
import { MEIOS_PAGAMENTO, PAGAMENTO_STATUS, TIPOS_PAGAMENTO } from './pagamentos.ts';
import { RAC_STATUS } from './racs.ts';
import { SERVICO_STATUS } from './servicos.ts';
import { VENDA_STATUS } from './vendas.ts';

describe('labels and colours the spec gives', () => {
  it('sale status: Proposta blue, fechada shown as Cancelada red, Concluída green', () => {
    expect([VENDA_STATUS.label('proposta'), VENDA_STATUS.cor('proposta')]).toEqual(['Proposta', 'azul']);
    expect([VENDA_STATUS.label('fechada'), VENDA_STATUS.cor('fechada')]).toEqual(['Cancelada', 'vermelho']);
    expect([VENDA_STATUS.label('concluida'), VENDA_STATUS.cor('concluida')]).toEqual(['Concluída', 'verde']);
  });

  it('issuance status and types', () => {
    expect(EMISSAO_STATUS.options().map((o) => o.label)).toEqual([
      'Fila de emissão',
      'Cancelada',
      'Finalizada',
      'RAC',
    ]);
    expect(EMISSAO_STATUS.values.map((v) => EMISSAO_STATUS.cor(v))).toEqual([
      'laranja',
      'vermelho',
      'verde',
      'roxo',
    ]);
    expect(TIPOS_EMISSAO.label('emissao_voo_milha')).toBe('Milha');
    expect(CAMPOS_FORMADORES_POR_TIPO.emissao_carro).toEqual([
      'custo_diaria',
      'custo_seguro',
      'custo_extras',
      'rav',
    ]);
  });

  it('payments, services, requests, RACs, notifications', () => {
    expect(PAGAMENTO_STATUS.options().map((o) => o.label)).toEqual(['Não efetuado', 'Atrasado', 'Concluído']);
    expect(TIPOS_PAGAMENTO.label('pagamentoParceladoEntrada')).toBe('Parcelado com Entrada');
    expect(MEIOS_PAGAMENTO.values).toHaveLength(12);
    expect(SERVICO_STATUS.values).toEqual([
      'pagamento',
      'pagamento_validacao',
      'validacao',
      'emissao',
      'cancelado',
      'rac',
    ]);
    expect(TIPOS_ORCAMENTO.values.map((v) => TIPOS_ORCAMENTO.label(v))).toEqual([
      'Aéreo',
      'Hotel',
      'Aluguel de veículo',
      'Outros',
    ]);
    expect(Object.values(TIPO_ORCAMENTO_MENU)).toEqual(['Vôo', 'Hotel', 'Aluguel de Carro', 'Outro']);
    expect(RAC_STATUS.options().map((o) => o.label)).toEqual(['Solicitada', 'Liberada', 'Concluída']);
    expect(TIPOS_COTACAO.values).toEqual(['pagante', 'milha', 'wallet']);
    expect(NOTIFICACAO_TIPOS).toHaveLength(10);
  });
});
