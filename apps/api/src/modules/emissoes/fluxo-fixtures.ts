import type { CotacaoSaveInput } from '@skyler/domain/cotacoes';
import { ZCotacao } from '@skyler/domain/cotacoes';
import type { TipoOrcamento } from '@skyler/domain/orcamentos';
import { ZServico } from '@skyler/domain/servicos';
import { expect } from 'vitest';
import { z } from 'zod';
import type { TestApp } from '../../test/app.ts';
import {
  corpoCarro,
  corpoHotel,
  corpoOutro,
  corpoVoo,
  criarOrcamento,
  criarVenda,
  type Ids,
} from '../../test/fixtures.ts';
import { pagarServico } from '../../test/pagamentos-fixtures.ts';
import { infoAVista } from '../../test/servicos-fixtures.ts';

export type Kind = 'voo' | 'voo_pagantes' | 'hotel' | 'carro' | 'outro';

const TIPO: Record<Kind, TipoOrcamento> = {
  voo: 'orcamento_voo',
  voo_pagantes: 'orcamento_voo',
  hotel: 'orcamento_hotel',
  carro: 'orcamento_carro',
  outro: 'orcamento_outro',
};

/** Two paid tickets: an outbound with a connection and a return. */
export function corpoVooPagantes(ids: Ids): CotacaoSaveInput {
  const base = corpoVoo(ids);
  const [ida] = base.cotacao_voo?.subcotacoes ?? [];
  if (!ida) throw new Error('no ticket');
  return {
    ...base,
    cotacao_voo: {
      subcotacoes: [
        ida,
        {
          ...ida,
          custo_bilhete: '700.00',
          rav: '90.00',
          bilhete_ida: false,
          bilhete_volta: true,
          viagem: {
            trechos: [
              {
                pernas: [
                  {
                    origem: 'LIS',
                    destino: 'GRU',
                    data_hora_partida: '2027-03-24T10:00',
                    data_hora_chegada: '2027-03-24T17:30',
                    numero_do_voo: '',
                  },
                ],
              },
            ],
          },
        },
      ],
    },
  };
}

const CORPO: Record<Kind, (ids: Ids) => CotacaoSaveInput> = {
  voo: (ids) => corpoVoo(ids),
  voo_pagantes: corpoVooPagantes,
  hotel: (ids) => corpoHotel(ids, { diarias: 4 }),
  carro: (ids) => corpoCarro(ids),
  outro: (ids) => corpoOutro(ids),
};

/**
 * A sale whose cart holds one quote of the kind given, invoiced in cash with the passengers given
 * (the service is in pagamento): answers the sale and the service.
 */
export async function servicoFaturado(
  t: TestApp,
  ids: Ids,
  options: { kind: Kind; passageiros: number[]; corpo?: CotacaoSaveInput },
): Promise<{ venda: number; servico: number; cotacao: number }> {
  const venda = await criarVenda(t.db);
  const orcamento = await criarOrcamento(t.db, { venda, tipo: TIPO[options.kind] });
  const criada = await t.injectAs('cotador', {
    method: 'POST',
    url: `/api/orcamentos/${orcamento}/cotacoes/`,
    payload: options.corpo ?? CORPO[options.kind](ids),
  });
  expect(criada.statusCode, criada.body).toBe(201);
  const cotacao = ZCotacao.parse(criada.json());
  const carrinho = await t.injectAs('consultor', {
    method: 'POST',
    url: `/api/vendas/${venda}/carrinho/`,
    payload: { cotacao: cotacao.id },
  });
  expect(carrinho.statusCode, carrinho.body).toBe(200);
  const fatura = await t.injectAs('consultor', {
    method: 'POST',
    url: `/api/vendas/${venda}/fatura/`,
    payload: {
      carrinho: [
        {
          id: cotacao.id,
          beneficiarios: options.passageiros.map((contato, i) => ({
            contato,
            assento: i === 0 ? '12A' : '',
            tipo_assento: i === 0 ? 'Janela' : '',
            tipo_quarto: i === 0 ? 'Duplo' : '',
          })),
        },
      ],
      informacoes_pagamento: [infoAVista(cotacao.id, options.passageiros[0] ?? 0)],
    },
  });
  expect(fatura.statusCode, fatura.body).toBe(201);
  const [servico] = z.array(ZServico).parse(fatura.json());
  if (!servico) throw new Error('no service');
  return { venda, servico: servico.id, cotacao: cotacao.id };
}

/** Finance invoices the service (faturar): it goes to emissao, or to validacao with miles or wallet tickets. */
export async function faturar(t: TestApp, servico: number): Promise<string> {
  await pagarServico(t.db, servico);
  const response = await t.injectAs('financeiro', {
    method: 'POST',
    url: `/api/servicos/${servico}/faturar/`,
    payload: { seguiu_manual_boas_praticas: true },
  });
  expect(response.statusCode, response.body).toBe(200);
  return ZServico.parse(response.json()).status;
}
