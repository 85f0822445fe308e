import type { Aeroporto } from '../components/fields/aeroporto-field.tsx';
import type { MockHandler } from './fetch-mock.ts';

const aeroporto = (
  id: number,
  iata: string,
  nome: string,
  cidade_nome: string,
  estado_sigla: string | null,
  pais_nome: string,
): Aeroporto => ({ id, iata, nome, cidade_nome, estado_sigla, pais_nome });

export const AEROPORTOS: Aeroporto[] = [
  aeroporto(1, 'GRU', 'Aeroporto Internacional de São Paulo/Guarulhos', 'São Paulo', 'SP', 'Brasil'),
  aeroporto(2, 'CGH', 'Aeroporto de Congonhas', 'São Paulo', 'SP', 'Brasil'),
  aeroporto(3, 'VCP', 'Aeroporto Internacional de Viracopos', 'São Paulo', 'SP', 'Brasil'),
  aeroporto(4, 'SSA', 'Aeroporto Internacional de Salvador', 'Salvador', 'BA', 'Brasil'),
  aeroporto(5, 'LIS', 'Aeroporto Humberto Delgado', 'Lisboa', null, 'Portugal'),
  aeroporto(6, 'OPO', 'Aeroporto Francisco Sá Carneiro', 'Porto', null, 'Portugal'),
];

const semAcentos = (texto: string) =>
  texto
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();

/**
 * GET /api/locais/aeroportos/ as the API answers it: every word of `q` in the code, name or city, without
 * accents, the exact code first.
 */
export const aeroportosHandler: MockHandler = ({ url }) => {
  const palavras = semAcentos(url.searchParams.get('q') ?? '')
    .split(/\s+/)
    .filter(Boolean);
  const achados = AEROPORTOS.filter((a) => {
    const texto = semAcentos(`${a.iata} ${a.nome} ${a.cidade_nome}`);
    return palavras.every((p) => texto.includes(p));
  });
  const codigo = palavras.join(' ').toUpperCase();
  return { body: achados.sort((a, b) => Number(b.iata === codigo) - Number(a.iata === codigo)) };
};
