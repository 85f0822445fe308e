import { type CountryCode, getCountryCallingCode } from 'libphonenumber-js/min';
import { PAIS_BRASIL } from './masks.ts';

/** A country offered by phone fields; `codigo` is the calling code without `+`. */
export type PaisTelefone = { iso: CountryCode; nome: string; codigo: string; bandeira: string };

/** Value of a phone field, as the API receives it (part 1 §5: country iso, code and number). */
export type TelefoneValue = { pais: string; codigo: string; numero: string };

// biome-ignore format: grouped by region, one line per group reads better than one code per line
const ISO_PAISES: readonly CountryCode[] = [
  // América do Sul
  'BR', 'AR', 'BO', 'CL', 'CO', 'EC', 'GY', 'PY', 'PE', 'SR', 'UY', 'VE',
  // América do Norte, Central e Caribe
  'US', 'CA', 'MX', 'GT', 'SV', 'HN', 'NI', 'CR', 'PA', 'CU', 'DO', 'PR', 'JM', 'BS', 'TT',
  // Europa
  'PT', 'ES', 'FR', 'IT', 'DE', 'GB', 'IE', 'NL', 'BE', 'LU', 'CH', 'AT', 'DK', 'NO', 'SE', 'FI', 'IS', 'PL',
  'CZ', 'SK', 'HU', 'RO', 'BG', 'GR', 'HR', 'SI', 'RS', 'UA', 'RU', 'TR', 'MT', 'CY', 'EE', 'LV', 'LT',
  // Ásia e Oriente Médio
  'CN', 'JP', 'KR', 'IN', 'TH', 'VN', 'SG', 'MY', 'ID', 'PH', 'HK', 'TW', 'AE', 'QA', 'SA', 'IL', 'JO',
  // África
  'ZA', 'AO', 'MZ', 'CV', 'EG', 'MA', 'NG', 'KE', 'TN',
  // Oceania
  'AU', 'NZ',
];

/** Where the platform's pt-BR region name is not what a Brazilian user expects to read. */
const NOMES_AJUSTADOS: Partial<Record<CountryCode, string>> = { HK: 'Hong Kong' };

const REGIONAL_INDICATOR_A = 0x1f1e6;

/** `'BR'` → 🇧🇷 */
export function flagEmoji(iso: string): string {
  const letters = iso.toUpperCase();
  if (!/^[A-Z]{2}$/.test(letters)) return '';
  return String.fromCodePoint(...[...letters].map((c) => REGIONAL_INDICATOR_A + c.charCodeAt(0) - 65));
}

function regionNames(): (iso: string) => string {
  try {
    const names = new Intl.DisplayNames(['pt-BR'], { type: 'region' });
    return (iso) => names.of(iso) ?? iso;
  } catch {
    return (iso) => iso;
  }
}

function buildPaises(): PaisTelefone[] {
  const nameOf = regionNames();
  const paises = ISO_PAISES.map((iso) => ({
    iso,
    nome: NOMES_AJUSTADOS[iso] ?? nameOf(iso),
    codigo: getCountryCallingCode(iso),
    bandeira: flagEmoji(iso),
  }));
  const brasil = paises.filter((p) => p.iso === PAIS_BRASIL);
  const outros = paises
    .filter((p) => p.iso !== PAIS_BRASIL)
    .sort((a, b) => a.nome.localeCompare(b.nome, 'pt-BR'));
  return [...brasil, ...outros];
}

/** Brasil first, then the others by pt-BR name. */
export const PAISES_TELEFONE: readonly PaisTelefone[] = buildPaises();

export function findPaisTelefone(iso: string | null | undefined): PaisTelefone | undefined {
  const wanted = (iso ?? '').toUpperCase();
  return PAISES_TELEFONE.find((p) => p.iso === wanted);
}

export function defaultPaisTelefone(): PaisTelefone {
  const brasil = findPaisTelefone(PAIS_BRASIL);
  if (!brasil) throw new Error('Brasil ausente da lista de países de telefone.');
  return brasil;
}

export function emptyTelefone(): TelefoneValue {
  const brasil = defaultPaisTelefone();
  return { pais: brasil.iso, codigo: brasil.codigo, numero: '' };
}
