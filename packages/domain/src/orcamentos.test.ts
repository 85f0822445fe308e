import { describe, expect, it } from 'vitest';
import { ORCAMENTO_MESSAGES as M, ZOrcamentoCarro, ZOrcamentoHotel } from './orcamentos.ts';

const HOTEL = {
  local: 'Gramado, RS',
  checkin_inicio: '2027-07-10',
  checkin_fim: '2027-07-12',
  checkout_inicio: '2027-07-15',
  checkout_fim: null,
};
const CARRO = {
  local_retirada: 'Aeroporto de Florianópolis',
  local_devolucao: 'Aeroporto de Florianópolis',
  data_retirada_inicio: '2027-02-01',
  data_devolucao_inicio: '2027-02-08',
  data_devolucao_fim: '2027-02-09',
  tipo_veiculo: 'Carro',
};

/** Each refusal as `campo: mensagem`. */
function recusas(resultado: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) {
  return (resultado.error?.issues ?? []).map((issue) => `${issue.path.join('.')}: ${issue.message}`);
}

describe('the two date windows of a hotel or a car request', () => {
  it.each([
    ['a hotel', ZOrcamentoHotel, HOTEL],
    ['a car', ZOrcamentoCarro, CARRO],
  ])('accept %s whose windows are in order', (_nome, schema, pedido) => {
    expect(recusas(schema.safeParse(pedido))).toEqual([]);
  });

  // the field refused, its schema, the request and the message
  it.each([
    ['checkin_fim', ZOrcamentoHotel, { ...HOTEL, checkin_fim: '2027-07-01' }, M.periodoInvertido],
    ['checkout_fim', ZOrcamentoHotel, { ...HOTEL, checkout_fim: '2027-07-14' }, M.periodoInvertido],
    ['data_retirada_fim', ZOrcamentoCarro, { ...CARRO, data_retirada_fim: '2027-01-31' }, M.periodoInvertido],
    [
      'data_devolucao_fim',
      ZOrcamentoCarro,
      { ...CARRO, data_devolucao_fim: '2027-02-07' },
      M.periodoInvertido,
    ],
    // the first window starting after the second
    [
      'checkout_inicio',
      ZOrcamentoHotel,
      { ...HOTEL, checkin_inicio: '2027-07-16', checkin_fim: null },
      M.idaDepoisDaVolta,
    ],
    [
      'data_devolucao_inicio',
      ZOrcamentoCarro,
      { ...CARRO, data_retirada_inicio: '2027-02-10' },
      M.idaDepoisDaVolta,
    ],
  ])('refuse windows out of order, at %s', (campo, schema, pedido, mensagem) => {
    expect(recusas(schema.safeParse(pedido))).toEqual([`${campo}: ${mensagem}`]);
  });
});
