import type { GrupoOrdens, OrdemPagamento } from '@skyler/domain/ordens-pagamento';
import { makeUser } from '../../../test/fixtures.ts';

export const CARTAO_CORPORATIVO = { id: 1, nome: 'Corporativo', bandeira: 'Visa', digs: '4242', ativo: true };
export const CARTAO_ANTIGO = { id: 3, nome: 'Antigo', bandeira: 'Elo', digs: '1111', ativo: false };

/** Finance: the route and the financeiro department. */
export const FINANCEIRO = makeUser({
  id: 20,
  username: 'financeiro',
  pertencente: ['financeiro'],
  authorized_restricted_routes: ['ordem-pagamento-abertos'],
});
/** Given the route, but not of finance: reads only. */
export const LEITOR = makeUser({ authorized_restricted_routes: ['ordem-pagamento-abertos'] });

export function makeOrdem(overrides: Partial<OrdemPagamento> = {}): OrdemPagamento {
  return {
    versao: 1,
    id: 71,
    tipo: 'fornecedor',
    servico: 31,
    venda: 42,
    emissao: 5,
    rac: null,
    favorecido: null,
    vencimento: null,
    fornecedor: { id: 9, nome: 'Consolidadora Sul' },
    campo_formador: 'custo_bilhete',
    valor: '1000.00',
    moeda: 'BRL',
    valor_moeda: '1000.00',
    cambio: '1.00',
    cambio_pago: null,
    valor_pago: null,
    diferenca_cambial: '0.00',
    meio_pagamento: 'cartao_credito',
    status: 'aberto',
    pagamento_emissao: 300,
    cartao: CARTAO_CORPORATIVO,
    servico_descricao: '2 bilhetes GRU-LIS',
    tipo_servico: 'orcamento_voo',
    data_solicitacao: '2026-03-10T14:05:00-03:00',
    data_alteracao: '2026-03-11T09:30:00-03:00',
    id_fatura: null,
    data_pagamento: null,
    incentivo: { subcotacao: 61, valor: '50.00', porcentagem: '5.00' },
    ...overrides,
  };
}

export function makeGrupo(
  overrides: Partial<GrupoOrdens['emissao']> = {},
  OPs: OrdemPagamento[] = [makeOrdem()],
  custo_total = '1000.00',
): GrupoOrdens {
  return {
    emissao: {
      id: 5,
      tipo: 'emissao_voo_pagante',
      status: 'fila_de_emissao',
      localizador: 'ABC123',
      venda: 42,
      servico: 31,
      ...overrides,
    },
    custo_total,
    OPs,
  };
}

/** `quantidade` orders of one issuance, ids from 100. */
export function muitasOrdens(quantidade: number, overrides: Partial<OrdemPagamento> = {}): OrdemPagamento[] {
  return Array.from({ length: quantidade }, (_, i) =>
    makeOrdem({ id: 100 + i, campo_formador: 'custo_taxa_embarque', incentivo: null, ...overrides }),
  );
}
