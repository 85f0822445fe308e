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

/** as the API names them: the dataset's airport name, the city and country in Portuguese */
export const AEROPORTOS: Aeroporto[] = [
  aeroporto(
    1,
    'GRU',
    'Guarulhos - Governador André Franco Montoro International Airport',
    'São Paulo',
    'SP',
    'Brasil',
  ),
  aeroporto(2, 'CGH', 'Congonhas Airport', 'São Paulo', 'SP', 'Brasil'),
  aeroporto(3, 'VCP', 'Viracopos International Airport', 'São Paulo', 'SP', 'Brasil'),
  aeroporto(4, 'SSA', 'Deputado Luiz Eduardo Magalhães International Airport', 'Salvador', 'BA', 'Brasil'),
  aeroporto(5, 'LIS', 'Humberto Delgado Airport (Lisbon Portela Airport)', 'Lisboa', null, 'Portugal'),
  aeroporto(6, 'OPO', 'Francisco de Sá Carneiro Airport', 'Porto', null, 'Portugal'),
  aeroporto(7, 'NOV', 'Nova Lisboa Airport', 'Huambo', null, 'Angola'),
];

const semAcentos = (texto: string) =>
  texto
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();

/**
 * GET /api/locais/aeroportos/ as the API answers it: every word of `q` in the code, name, city or country,
 * without accents, the exact code first, then the airports of the city typed.
 */
export const aeroportosHandler: MockHandler = ({ url }) => {
  const palavras = semAcentos(url.searchParams.get('q') ?? '')
    .split(/\s+/)
    .filter(Boolean);
  const achados = AEROPORTOS.filter((a) => {
    const texto = semAcentos(`${a.iata} ${a.nome} ${a.cidade_nome} ${a.pais_nome}`);
    return palavras.every((p) => texto.includes(p));
  });
  const codigo = palavras.join(' ').toUpperCase();
  const cidade = palavras.join(' ');
  const ordem = (a: Aeroporto) =>
    a.iata === codigo ? 0 : semAcentos(a.cidade_nome ?? '') === cidade ? 1 : 2;
  return { body: achados.sort((a, b) => ordem(a) - ordem(b)) };
};
