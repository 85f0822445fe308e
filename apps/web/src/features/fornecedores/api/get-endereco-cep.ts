import { api } from '../../../api/client.ts';

export type EnderecoDoCep = { uf: string; localidade: string; logradouro: string; bairro: string };

/** The street, district, city and state of a CEP (8 digits), from the API's postcode lookup. */
export function getEnderecoDoCep(cep: string, signal?: AbortSignal): Promise<EnderecoDoCep> {
  return api.get<EnderecoDoCep>(`/api/cep/${cep}/`, { signal });
}
