import { cambioDesatualizado } from '@skyler/domain/moedas';
import { beforeAll, describe, expect, it } from 'vitest';
import { t, usarApp } from '../../test/suite-com-app.ts';
import { moedas_historico } from '../schema/index.ts';
import { MOEDA_DESATUALIZADA_DEMO, seedMoedasDemo } from './moedas-demo.ts';

type Moeda = { id: number; sigla: string; cambio: string; cambio_data: string | null };
type Historico = { historico: { cambio: string; cambio_data: string; origem: string; usuario: unknown }[] };
let lista: Moeda[];

usarApp({ referencia: true });

beforeAll(async () => {
  lista = (await t.injectAs('financeiro', { method: 'GET', url: '/api/moedas/' })).json();
}, 120_000);

const moeda = (sigla: string) => {
  const encontrada = lista.find((m) => m.sigla === sigla);
  if (!encontrada) throw new Error(sigla);
  return encontrada;
};

describe('demo exchange rates', () => {
  it('USD and EUR have weeks of history, PTAX and one typed by finance, ending in the current rate', async () => {
    for (const sigla of ['USD', 'EUR']) {
      const atual = moeda(sigla);
      const response = await t.injectAs('financeiro', {
        method: 'GET',
        url: `/api/moedas/${atual.id}/historico/`,
      });
      const { historico } = response.json() as Historico;
      expect(historico.length).toBeGreaterThanOrEqual(5);
      expect(historico[0]).toMatchObject({
        cambio: atual.cambio,
        cambio_data: atual.cambio_data,
        origem: 'ptax',
      });
      expect(historico.filter((h) => h.origem === 'manual')).toHaveLength(1);
      expect(historico.find((h) => h.origem === 'manual')?.usuario).not.toBeNull();
      // newest first, never two days out of order
      const dias = historico.map((h) => h.cambio_data);
      expect([...dias].sort().reverse()).toEqual(dias);
    }
  });

  it('one currency is left stale for the warning, the others are current on the seeding day', async () => {
    const hoje = lista.find((m) => m.sigla === 'USD')?.cambio_data ?? '';
    expect(cambioDesatualizado({ ...moeda(MOEDA_DESATUALIZADA_DEMO), hoje })).toBe(true);
    expect(lista.filter((m) => cambioDesatualizado({ ...m, hoje })).map((m) => m.sigla)).toEqual([
      MOEDA_DESATUALIZADA_DEMO,
    ]);
  });

  it('on a Sunday the rates are Friday’s', async () => {
    await t.db.delete(moedas_historico);
    await t.db.transaction((tx) => seedMoedasDemo(tx, { agora: new Date('2026-11-22T15:00:00Z') }));
    lista = (await t.injectAs('financeiro', { method: 'GET', url: '/api/moedas/' })).json();
    expect(moeda('USD').cambio_data).toBe('2026-11-20');
    expect(moeda('BRL').cambio).toBe('1.000000');
  });
});
