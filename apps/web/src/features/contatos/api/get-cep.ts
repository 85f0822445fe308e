import { api } from '../../../api/client.ts';

/** What the postcode lookup gives (part 2 §7: uf, localidade, logradouro). */
export type EnderecoCep = { uf: string; localidade: string; logradouro: string; bairro: string };

export function getCep(cep: string) {
  return api.get<EnderecoCep>(`/api/cep/${cep}/`);
}
