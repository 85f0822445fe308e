import { describe, expect, it } from 'vitest';
import { type AirlineOpenFlights, buildCiasAereas, loadAirlines, nomeResumido } from './cias-aereas.ts';

const airline = (overrides: Partial<AirlineOpenFlights>): AirlineOpenFlights => ({
  id: '1',
  name: 'Teste Airlines',
  alias: '\\N',
  iata: 'XX',
  icao: 'XXX',
  callsign: '',
  country: 'Brazil',
  active: 'Y',
  ...overrides,
});

describe('buildCiasAereas', () => {
  it('keeps active airlines with an IATA code, one per code, preferring the passenger carrier', () => {
    const cias = buildCiasAereas([
      airline({ name: 'Lufthansa Cargo', iata: 'LH', icao: 'GEC', country: 'Germany' }),
      airline({ name: 'Lufthansa', iata: 'LH', icao: 'DLH', country: 'Germany' }),
      airline({ name: 'Extinta', iata: 'ZZ', active: 'N' }),
      airline({ name: 'Sem código', iata: '-' }),
      airline({ name: 'Gol Transportes Aéreos', iata: 'G3', icao: 'GLO' }),
    ]);
    expect(cias).toEqual([
      {
        nome: 'Gol Transportes Aéreos',
        nome_resumido: 'GOL',
        iata: 'G3',
        icao: 'GLO',
        pais: 'Brasil',
        ativo: true,
      },
      {
        nome: 'Lufthansa',
        nome_resumido: 'Lufthansa',
        iata: 'LH',
        icao: 'DLH',
        pais: 'Alemanha',
        ativo: true,
      },
    ]);
  });

  it('shortens names for the legs of a flight', () => {
    expect(nomeResumido('JJ', 'LATAM Airlines Brasil')).toBe('LATAM');
    expect(nomeResumido('AA', 'American Airlines')).toBe('American');
    expect(nomeResumido('DL', 'Delta Air Lines')).toBe('Delta');
    expect(nomeResumido('QR', 'Qatar Airways')).toBe('Qatar Airways');
  });

  it('reads the OpenFlights list of the package', () => {
    const cias = buildCiasAereas(loadAirlines());
    expect(cias.length).toBeGreaterThan(900);
    expect(new Set(cias.map((c) => c.iata)).size).toBe(cias.length);
    expect(cias.find((c) => c.iata === 'JJ')).toMatchObject({ nome_resumido: 'LATAM', pais: 'Brasil' });
    expect(cias.find((c) => c.iata === 'AD')).toMatchObject({ nome_resumido: 'Azul', icao: 'AZU' });
    expect(cias.find((c) => c.iata === 'AV')?.pais).toBe('Colômbia');
  });
});
