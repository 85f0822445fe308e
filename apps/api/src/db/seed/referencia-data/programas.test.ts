import { describe, expect, it } from 'vitest';
import { buildCiasAereas, loadAirlines } from './cias-aereas.ts';
import { PROGRAMAS } from './programas.ts';

describe('PROGRAMAS', () => {
  it('has unique names and links every airline programme to an airline of the list', () => {
    expect(new Set(PROGRAMAS.map((p) => p.nome)).size).toBe(PROGRAMAS.length);
    const iatas = new Set(buildCiasAereas(loadAirlines()).map((c) => c.iata));
    for (const programa of PROGRAMAS) {
      if (programa.tipo === 'cia_aerea') expect(iatas, programa.nome).toContain(programa.cia_aerea_iata);
      else expect(programa.cia_aerea_iata).toBeNull();
    }
  });

  it('includes the programmes the agency issues most', () => {
    const nomes = PROGRAMAS.map((p) => p.nome);
    for (const nome of ['Smiles', 'LATAM Pass', 'TudoAzul', 'TAP Miles&Go', 'Livelo', 'Esfera']) {
      expect(nomes).toContain(nome);
    }
  });
});
