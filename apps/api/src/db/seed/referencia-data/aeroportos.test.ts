import { describe, expect, it } from 'vitest';
import { type AirportOpenFlights, buildAeroportos, loadAirports } from './aeroportos.ts';
import { buildLocaisBrasil } from './locais-brasil.ts';

const locais = buildLocaisBrasil();

const airport = (overrides: Partial<AirportOpenFlights>): AirportOpenFlights => ({
  id: 1,
  name: 'Test Airport',
  city: 'Test',
  country: 'Brazil',
  iata: 'TST',
  icao: 'SBTS',
  latitude: -23.5,
  longitude: -46.6,
  ...overrides,
});

describe('buildAeroportos', () => {
  it('keeps airports with a 3-letter IATA code and matches Brazilian cities to IBGE', () => {
    const { aeroportos, brasileiros, casados } = buildAeroportos({
      ...locais,
      airports: [
        airport({ iata: 'CGH', name: 'Congonhas Airport', city: 'Sao Paulo' }),
        airport({ iata: undefined, name: 'Heliponto' }),
        airport({ iata: 'LIS', name: 'Humberto Delgado Airport', city: 'Lisbon', country: 'Portugal' }),
      ],
    });
    expect(brasileiros).toBe(1);
    expect(casados).toBe(1);
    expect(aeroportos).toHaveLength(2);
    expect(aeroportos[0]).toEqual({
      iata: 'CGH',
      icao: 'SBTS',
      nome: 'Congonhas Airport',
      cidade_nome: 'São Paulo',
      cidade_codigo_ibge: 3550308,
      estado_sigla: 'SP',
      pais_iso2: 'BR',
      latitude: '-23.500000',
      longitude: '-46.600000',
      busca: 'cgh congonhas airport sao paulo sao paulo sp brasil brazil',
      cidades_busca: '|sao paulo|',
      porte: 1,
      passageiros_mil: null,
      internacional: false,
    });
    expect(aeroportos[1]).toMatchObject({ cidade_nome: 'Lisbon', estado_sigla: null, pais_iso2: 'PT' });
  });

  it('names foreign cities in Portuguese and ranks airports by OurAirports size and traffic', () => {
    const our = (iata_code: string, type: string, municipality: string, iso_country: string) => ({
      iata_code,
      type,
      municipality,
      iso_country,
      name: `${municipality} Airport`,
      gps_code: '',
      latitude_deg: '52.36',
      longitude_deg: '13.5',
      keywords: 'Londres, http://example.com',
    });
    const { aeroportos } = buildAeroportos({
      ...locais,
      airports: [
        airport({ iata: 'LIS', name: 'Humberto Delgado Airport', city: 'Lisbon', country: 'Portugal' }),
        airport({ iata: 'NOV', name: 'Nova Lisboa Airport', city: 'Huambo', country: 'Angola' }),
        airport({
          iata: 'JFK',
          name: 'John F Kennedy International Airport',
          city: 'New York',
          country: 'United States',
        }),
      ],
      ourairports: [
        our('LIS', 'large_airport', 'Lisbon', 'PT'),
        our('NOV', 'medium_airport', 'Huambo', 'AO'),
        our('BER', 'large_airport', 'Berlin', 'DE'),
      ],
      cidadesPt: [
        { pais: 'PT', nome: 'Lisboa', en: ['Lisbon'] },
        { pais: 'US', nome: 'Nova York', en: ['New York'], outros: ['Nova Iorque'] },
        { pais: 'DE', nome: 'Berlim', en: ['Berlin'] },
      ],
      passageiros: { JFK: 62.5 },
    });
    const porIata = new Map(aeroportos.map((a) => [a.iata, a]));
    expect(porIata.get('LIS')).toMatchObject({
      cidade_nome: 'Lisboa',
      cidades_busca: '|lisboa|lisbon|',
      porte: 3,
    });
    expect(porIata.get('LIS')?.busca).toBe(
      'lis humberto delgado airport lisboa lisbon portugal portugal londres',
    );
    expect(porIata.get('NOV')).toMatchObject({ cidade_nome: 'Huambo', porte: 2 });
    expect(porIata.get('JFK')).toMatchObject({
      cidade_nome: 'Nova York',
      cidades_busca: '|nova york|new york|nova iorque|',
      porte: 1,
      passageiros_mil: 62500,
      internacional: true,
    });
    expect(porIata.get('BER')).toMatchObject({ cidade_nome: 'Berlim', pais_iso2: 'DE', porte: 3 });
  });

  it('places a city name found in several states by the airports around it', () => {
    const { aeroportos } = buildAeroportos({
      ...locais,
      airports: [
        airport({ iata: 'CGR', city: 'Campo Grande', latitude: -20.47, longitude: -54.67 }),
        airport({ iata: 'CMG', city: 'Corumba', latitude: -19.01, longitude: -57.67 }),
      ],
    });
    expect(aeroportos[0]).toMatchObject({ cidade_nome: 'Campo Grande', estado_sigla: 'MS' });
  });

  it('matches every Brazilian airport of the package', () => {
    const { aeroportos, brasileiros, casados } = buildAeroportos({ ...locais, airports: loadAirports() });
    expect(aeroportos.length).toBeGreaterThan(6000);
    expect(new Set(aeroportos.map((a) => a.iata)).size).toBe(aeroportos.length);
    expect(brasileiros).toBeGreaterThan(200);
    expect(casados / brasileiros).toBeGreaterThan(0.95);
    const porIata = new Map(aeroportos.map((a) => [a.iata, a]));
    expect(porIata.get('GRU')).toMatchObject({ estado_sigla: 'SP', cidade_nome: 'São Paulo' });
    expect(porIata.get('VCP')).toMatchObject({ estado_sigla: 'SP', cidade_nome: 'Campinas' });
    expect(porIata.get('BEL')).toMatchObject({ estado_sigla: 'PA', cidade_codigo_ibge: 1501402 });
    expect(porIata.get('LAJ')).toMatchObject({ estado_sigla: 'SC', cidade_nome: 'Lages' });
    expect(porIata.get('BVB')).toMatchObject({ estado_sigla: 'RR', cidade_nome: 'Boa Vista' });
    expect(porIata.get('JFK')).toMatchObject({
      estado_sigla: null,
      cidade_codigo_ibge: null,
      pais_iso2: 'US',
    });
  });
});
