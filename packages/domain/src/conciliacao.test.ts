import { describe, expect, it } from 'vitest';
import {
  INVARIANTE_DESCRICAO,
  INVARIANTES_CONCILIACAO,
  linhaDivergencia,
  podeConciliar,
} from './conciliacao.ts';
import { menuFor } from './permissions.ts';

const usuario = (extra: Partial<Parameters<typeof menuFor>[0]> = {}) => ({
  is_staff: true,
  cliente: false,
  pertencente: [] as string[],
  authorized_restricted_routes: [] as string[],
  ...extra,
});
const temMenu = (user: Parameters<typeof menuFor>[0]) => menuFor(user).some((i) => i.route === 'conciliacao');

describe('conciliação', () => {
  it('is for administrators and the financeiro department, in the menu for them only', () => {
    expect(podeConciliar(usuario({ pertencente: ['financeiro'] }))).toBe(true);
    expect(podeConciliar(usuario({ is_superuser: true }))).toBe(true);
    expect(podeConciliar(usuario({ pertencente: ['emissao', 'comissao'] }))).toBe(false);
    expect(temMenu(usuario({ pertencente: ['financeiro'] }))).toBe(true);
    expect(temMenu(usuario({ is_superuser: true }))).toBe(true);
    expect(temMenu(usuario())).toBe(false);
    expect(temMenu(usuario({ cliente: true, pertencente: ['financeiro'] }))).toBe(false);
  });

  it('describes every invariant and prints a divergence on one line', () => {
    for (const invariante of INVARIANTES_CONCILIACAO.values) {
      expect(INVARIANTES_CONCILIACAO.label(invariante)).not.toBe(invariante);
      expect(INVARIANTE_DESCRICAO[invariante].length).toBeGreaterThan(20);
    }
    expect(
      linhaDivergencia({
        venda: 7,
        invariante: 'saldo_aberto',
        esperado: '0.00',
        encontrado: '75.00',
        diferenca: '75.00',
      }),
    ).toBe(
      'venda 7\tsaldo_aberto\tSaldo em aberto ≠ serviços − pagamentos concluídos\tesperado 0.00\tencontrado 75.00\tdiferença 75.00',
    );
  });
});
