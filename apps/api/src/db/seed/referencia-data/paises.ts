import { normalizarBusca } from '@skyler/domain/busca';
import countries from 'i18n-iso-countries';
import en from 'i18n-iso-countries/langs/en.json' with { type: 'json' };
import pt from 'i18n-iso-countries/langs/pt.json' with { type: 'json' };
import { type CountryCode, getCountryCallingCode, isSupportedCountry } from 'libphonenumber-js/min';
import type { PaisInsert } from '../../schema/referencia.ts';

countries.registerLocale(en);
countries.registerLocale(pt);

/** OpenFlights spellings that the ISO English names (and their aliases) do not cover. */
const PAISES_OPENFLIGHTS: Record<string, string> = {
  AVIANCA: 'CO',
  'British Virgin Islands': 'VG',
  Brunei: 'BN',
  Burma: 'MM',
  'Congo (Brazzaville)': 'CG',
  'Congo (Kinshasa)': 'CD',
  'East Timor': 'TL',
  'Falkland Islands': 'FK',
  'Johnston Atoll': 'UM',
  'Lao Peoples Democratic Republic': 'LA',
  Laos: 'LA',
  Macau: 'MO',
  Macedonia: 'MK',
  Micronesia: 'FM',
  'Midway Islands': 'UM',
  Moldova: 'MD',
  'Myanmar (Burma)': 'MM',
  Swaziland: 'SZ',
  Syria: 'SY',
  'Virgin Islands': 'VI',
  'Wake Island': 'UM',
};

/** ISO 3166-1 alpha-2 of a country named in English (as OpenFlights names them), or null. */
export function paisIso2(nomeIngles: string | null | undefined): string | null {
  if (!nomeIngles) return null;
  return PAISES_OPENFLIGHTS[nomeIngles] ?? countries.getAlpha2Code(nomeIngles, 'en') ?? null;
}

/** pt-BR name of a country, or null when the code is unknown. */
export function paisNome(iso2: string): string | null {
  return countries.getName(iso2, 'pt', { select: 'official' }) ?? null;
}

/** English name of a country (as OpenFlights names them), or null when the code is unknown. */
export function paisNomeIngles(iso2: string): string | null {
  return countries.getName(iso2, 'en') ?? null;
}

function codigoTelefone(iso2: string): string | null {
  return isSupportedCountry(iso2) ? getCountryCallingCode(iso2 as CountryCode) : null;
}

/** Every ISO 3166-1 country with its pt-BR name, ordered by that name. */
export function buildPaises(): PaisInsert[] {
  return Object.entries(countries.getNames('pt', { select: 'official' }))
    .map(([iso2, nome]) => ({
      iso2,
      iso3: countries.alpha2ToAlpha3(iso2) ?? null,
      nome,
      nome_busca: normalizarBusca(nome),
      codigo_telefone: codigoTelefone(iso2),
    }))
    .sort((a, b) => a.nome_busca.localeCompare(b.nome_busca));
}
