import { describe, expect, it } from 'vitest';
import { expectDetail } from '../../test/app.ts';
import { t, usarApp } from '../../test/suite-com-app.ts';
import { REFERENCIA_MESSAGES } from './referencia.schemas.ts';

usarApp({ referencia: true });

async function get<T>(url: string, username = 'consultor'): Promise<T> {
  const response = await t.injectAs(username, { method: 'GET', url });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as T;
}

type Moeda = { id: number; sigla: string; simbolo: string; cambio: string; casas_decimais: number };
type Cidade = { id: number; nome: string; codigo_ibge: number; estado_sigla: string };
type Aeroporto = {
  iata: string;
  nome: string;
  cidade_nome: string | null;
  estado_sigla: string | null;
  pais_nome: string | null;
};
type CiaAerea = { id: number; nome: string; nome_resumido: string; iata: string | null };
type Programa = {
  id: number;
  nome: string;
  tipo: string;
  cia_aerea: { nome_resumido: string; iata: string } | null;
};
type Fidelidade = {
  programa: { id: number; nome: string };
  titular: string;
  conta_propria: boolean;
  ativo: boolean;
};
type Cartao = { nome: string; bandeira: string; digs: string; ativo: boolean };

const ROTAS = [
  '/api/moedas/',
  '/api/locais/',
  '/api/locais/cidades/?estado=SP',
  '/api/locais/aeroportos/?q=gru',
  '/api/ciaaereas',
  '/api/programas',
  '/api/fidelidades',
  '/api/cartoes',
];

describe('access to reference data', () => {
  it.each(ROTAS)('%s needs a session (401) and a staff account (403 for clients)', async (url) => {
    const anonimo = await t.inject({ method: 'GET', url });
    expect(anonimo.statusCode).toBe(401);
    const cliente = await t.injectAs('cliente', { method: 'GET', url });
    expect(cliente.statusCode).toBe(403);
    for (const username of ['admin', 'emissor', 'financeiro']) {
      expect((await t.injectAs(username, { method: 'GET', url })).statusCode).toBe(200);
    }
  });
});

describe('GET /api/moedas/', () => {
  it('lists currencies with BRL as id 2 and rates as decimal strings', async () => {
    const moedas = await get<Moeda[]>('/api/moedas/');
    expect(moedas.length).toBeGreaterThanOrEqual(17);
    expect(moedas[0]).toMatchObject({ id: 1, sigla: 'USD', simbolo: 'US$' });
    expect(moedas[1]).toMatchObject({
      id: 2,
      sigla: 'BRL',
      simbolo: 'R$',
      cambio: '1.000000',
      casas_decimais: 2,
    });
    for (const moeda of moedas) expect(moeda.cambio).toMatch(/^\d+\.\d{6}$/);
  });
});

describe('GET /api/locais/', () => {
  it('returns the countries in Portuguese and the 27 states', async () => {
    const locais = await get<{
      paises: { iso2: string; nome: string; codigo_telefone: string | null }[];
      estados: { sigla: string }[];
    }>('/api/locais/');
    expect(locais.paises.length).toBeGreaterThanOrEqual(249);
    expect(locais.paises).toContainEqual(
      expect.objectContaining({ iso2: 'BR', nome: 'Brasil', codigo_telefone: '55' }),
    );
    expect(locais.paises.map((p) => p.nome)).toContain('Alemanha');
    expect(locais.estados).toHaveLength(27);
    expect(locais.estados.map((e) => e.sigla)).toContain('SP');
  });
});

describe('GET /api/locais/cidades/', () => {
  it('lists the 645 municipalities of SP', async () => {
    const cidades = await get<Cidade[]>('/api/locais/cidades/?estado=SP');
    expect(cidades).toHaveLength(645);
    expect(cidades).toContainEqual(
      expect.objectContaining({ nome: 'São Paulo', codigo_ibge: 3550308, estado_sigla: 'SP' }),
    );
  });

  it('searches names without accents, those starting with the text first', async () => {
    const cidades = await get<Cidade[]>('/api/locais/cidades/?estado=sp&q=sao paulo');
    expect(cidades[0]?.nome).toBe('São Paulo');
    const joses = await get<Cidade[]>('/api/locais/cidades/?estado=SP&q=SÃO JOSÉ');
    expect(joses.map((c) => c.nome)).toEqual(
      expect.arrayContaining(['São José dos Campos', 'São José do Rio Preto']),
    );
    expect(await get<Cidade[]>('/api/locais/cidades/?estado=SP&q=brasilia')).toEqual([]);
  });

  it('refuses a missing, malformed or unknown state', async () => {
    const semEstado = await t.injectAs('consultor', { method: 'GET', url: '/api/locais/cidades/' });
    expect(semEstado.statusCode).toBe(400);
    expect(expectDetail(semEstado)).toBe(REFERENCIA_MESSAGES.estadoObrigatorio);
    const malformado = await t.injectAs('consultor', {
      method: 'GET',
      url: '/api/locais/cidades/?estado=São Paulo',
    });
    expect(malformado.statusCode).toBe(400);
    expect(malformado.json()).toMatchObject({ errors: { estado: [REFERENCIA_MESSAGES.estadoInvalido] } });
    const desconhecido = await t.injectAs('consultor', {
      method: 'GET',
      url: '/api/locais/cidades/?estado=XX',
    });
    expect(desconhecido.statusCode).toBe(400);
    expect(expectDetail(desconhecido)).toBe(REFERENCIA_MESSAGES.estadoNaoEncontrado);
  });
});

describe('GET /api/locais/aeroportos/', () => {
  it('puts the exact IATA code first', async () => {
    const aeroportos = await get<Aeroporto[]>('/api/locais/aeroportos/?q=gru');
    expect(aeroportos[0]).toMatchObject({ iata: 'GRU', cidade_nome: 'São Paulo', estado_sigla: 'SP' });
    expect(aeroportos.length).toBeLessThanOrEqual(20);
  });

  it('finds the airports of a city without accents, the city itself first, by traffic', async () => {
    const aeroportos = await get<Aeroporto[]>('/api/locais/aeroportos/?q=sao paulo');
    const iatas = aeroportos.map((a) => a.iata);
    expect(iatas.slice(0, 2)).toEqual(['GRU', 'CGH']);
    expect(iatas).toContain('VCP');
    expect(aeroportos).toHaveLength(20);
  });

  it('finds a city typed as people write it, with or without accents and capitals', async () => {
    expect((await get<Aeroporto[]>('/api/locais/aeroportos/?q=Salvador'))[0]).toMatchObject({
      iata: 'SSA',
      cidade_nome: 'Salvador',
      estado_sigla: 'BA',
    });
    const comAcento = await get<Aeroporto[]>(`/api/locais/aeroportos/?q=${encodeURIComponent('São Paulo')}`);
    expect(comAcento.map((a) => a.iata)).toEqual(
      (await get<Aeroporto[]>('/api/locais/aeroportos/?q=SAO PAULO')).map((a) => a.iata),
    );
    expect(comAcento.map((a) => a.iata)).toEqual(expect.arrayContaining(['GRU', 'CGH', 'VCP']));
  });

  it('searches names and words in any order', async () => {
    expect((await get<Aeroporto[]>('/api/locais/aeroportos/?q=Guarulhos'))[0]?.iata).toBe('GRU');
    expect((await get<Aeroporto[]>('/api/locais/aeroportos/?q=galeão rio'))[0]?.iata).toBe('GIG');
    expect((await get<Aeroporto[]>('/api/locais/aeroportos/?q=lis'))[0]?.iata).toBe('LIS');
    expect(await get<Aeroporto[]>('/api/locais/aeroportos/?q=zzzzzz')).toEqual([]);
  });

  /** what a Brazilian agency's staff types → the airport it must offer first (decision 0074) */
  const PRIMEIRO_AEROPORTO: [string, string][] = [
    ['Lisboa', 'LIS'],
    ['lisboa', 'LIS'],
    ['Porto', 'OPO'],
    ['Madri', 'MAD'],
    ['Barcelona', 'BCN'],
    ['Paris', 'CDG'],
    ['Londres', 'LHR'],
    ['Roma', 'FCO'],
    ['Milão', 'MXP'],
    ['Veneza', 'VCE'],
    ['Florença', 'FLR'],
    ['Amsterdã', 'AMS'],
    ['Berlim', 'BER'],
    ['Munique', 'MUC'],
    ['Frankfurt', 'FRA'],
    ['Zurique', 'ZRH'],
    ['Genebra', 'GVA'],
    ['Viena', 'VIE'],
    ['Praga', 'PRG'],
    ['Atenas', 'ATH'],
    ['Istambul', 'IST'],
    ['Dubai', 'DXB'],
    ['Cairo', 'CAI'],
    ['Joanesburgo', 'JNB'],
    ['Cidade do Cabo', 'CPT'],
    ['Tóquio', 'HND'],
    ['Pequim', 'PEK'],
    ['Xangai', 'PVG'],
    ['Singapura', 'SIN'],
    ['Bangcoc', 'BKK'],
    ['Sydney', 'SYD'],
    ['Nova York', 'JFK'],
    ['Nova Iorque', 'JFK'],
    ['Miami', 'MIA'],
    ['Orlando', 'MCO'],
    ['Los Angeles', 'LAX'],
    ['São Francisco', 'SFO'],
    ['Las Vegas', 'LAS'],
    ['Chicago', 'ORD'],
    ['Washington', 'IAD'],
    ['Toronto', 'YYZ'],
    ['Montreal', 'YUL'],
    ['Cidade do México', 'MEX'],
    ['Cancún', 'CUN'],
    ['Buenos Aires', 'EZE'],
    ['Santiago', 'SCL'],
    ['Lima', 'LIM'],
    ['Bogotá', 'BOG'],
    ['Montevidéu', 'MVD'],
    ['Punta Cana', 'PUJ'],
    ['Havana', 'HAV'],
    ['Rio de Janeiro', 'GIG'],
    ['Estados Unidos', 'ATL'],
    // English names and codes
    ['Lisbon', 'LIS'],
    ['London', 'LHR'],
    ['New York', 'JFK'],
    ['Rome', 'FCO'],
    ['Munich', 'MUC'],
    ['Beijing', 'PEK'],
    ['Cape Town', 'CPT'],
    ['United States', 'ATL'],
    ['JFK', 'JFK'],
    ['gru', 'GRU'],
  ];

  it.each(PRIMEIRO_AEROPORTO)('"%s" offers %s first', async (busca, iata) => {
    const [primeiro] = await get<Aeroporto[]>(`/api/locais/aeroportos/?q=${encodeURIComponent(busca)}`);
    expect(primeiro?.iata).toBe(iata);
  });

  it('names a foreign city and its country in Portuguese, the main airports of a city first', async () => {
    const lisboa = await get<Aeroporto[]>('/api/locais/aeroportos/?q=Lisboa');
    expect(lisboa[0]).toMatchObject({ iata: 'LIS', cidade_nome: 'Lisboa', pais_nome: 'Portugal' });
    const londres = (await get<Aeroporto[]>('/api/locais/aeroportos/?q=Londres')).map((a) => a.iata);
    expect(londres.slice(0, 4)).toEqual(['LHR', 'LGW', 'STN', 'LTN']);
    const roma = await get<Aeroporto[]>('/api/locais/aeroportos/?q=roma');
    expect(roma.slice(0, 2).map((a) => a.iata)).toEqual(['FCO', 'CIA']);
    expect(roma.find((a) => a.pais_nome === 'Austrália')?.iata).toBe('RMA');
  });

  it('refuses a missing, too short or too long search', async () => {
    for (const [url, detail] of [
      ['/api/locais/aeroportos/', REFERENCIA_MESSAGES.buscaObrigatoria],
      ['/api/locais/aeroportos/?q=a', REFERENCIA_MESSAGES.buscaCurta],
      ['/api/locais/aeroportos/?q=%25%25', REFERENCIA_MESSAGES.buscaCurta],
      [`/api/locais/aeroportos/?q=${'a'.repeat(101)}`, REFERENCIA_MESSAGES.buscaLonga],
    ] as const) {
      const response = await t.injectAs('consultor', { method: 'GET', url });
      expect(response.statusCode, url).toBe(400);
      expect(expectDetail(response)).toBe(detail);
    }
  });
});

describe('GET /api/ciaaereas', () => {
  it('lists airlines with their short names, with and without the trailing slash', async () => {
    const cias = await get<CiaAerea[]>('/api/ciaaereas');
    expect(cias.length).toBeGreaterThan(900);
    expect(cias).toContainEqual(expect.objectContaining({ iata: 'JJ', nome_resumido: 'LATAM' }));
    expect(await get<CiaAerea[]>('/api/ciaaereas/')).toHaveLength(cias.length);
  });

  it('filters by code or name', async () => {
    expect((await get<CiaAerea[]>('/api/ciaaereas?q=g3')).map((c) => c.nome_resumido)).toEqual(['GOL']);
    const latam = await get<CiaAerea[]>('/api/ciaaereas?q=latam');
    expect(latam.map((c) => c.iata)).toEqual(expect.arrayContaining(['JJ', 'LA']));
    expect(latam.every((c) => /latam/i.test(c.nome))).toBe(true);
    expect(await get<CiaAerea[]>('/api/ciaaereas?q=%25')).toEqual([]);
  });

  it('refuses a flag that is not true or false', async () => {
    const response = await t.injectAs('consultor', { method: 'GET', url: '/api/ciaaereas?ativo=sim' });
    expect(response.statusCode).toBe(400);
    expect(expectDetail(response)).toBe(REFERENCIA_MESSAGES.booleano);
  });
});

describe('GET /api/programas', () => {
  it('lists loyalty programmes linked to their airlines', async () => {
    const programas = await get<Programa[]>('/api/programas');
    const porNome = new Map(programas.map((p) => [p.nome, p]));
    expect(porNome.get('Smiles')).toMatchObject({
      tipo: 'cia_aerea',
      cia_aerea: { iata: 'G3', nome_resumido: 'GOL' },
    });
    expect(porNome.get('LATAM Pass')?.cia_aerea?.nome_resumido).toBe('LATAM');
    expect(porNome.get('TudoAzul')?.cia_aerea?.iata).toBe('AD');
    expect(porNome.get('Livelo')).toMatchObject({ tipo: 'banco', cia_aerea: null });
  });
});

describe('GET /api/fidelidades', () => {
  it("lists the agency's own demo accounts with their programme", async () => {
    const contas = await get<Fidelidade[]>('/api/fidelidades?conta_propria=true');
    // eight in use and one retired Smiles account (the administration screen's inactive row)
    expect(contas).toHaveLength(9);
    expect(contas.filter((c) => !c.ativo).map((c) => c.programa.nome)).toEqual(['Smiles']);
    for (const conta of contas)
      expect(conta).toMatchObject({ titular: 'Skyler Viagens', conta_propria: true });
    expect(new Set(contas.map((c) => c.programa.nome))).toEqual(
      new Set(['Smiles', 'LATAM Pass', 'TudoAzul', 'TAP Miles&Go']),
    );
  });

  it('filters by programme, contact and own account', async () => {
    const todas = await get<(Fidelidade & { contato: number | null })[]>('/api/fidelidades');
    const deContatos = await get<(Fidelidade & { contato: number | null })[]>(
      '/api/fidelidades?conta_propria=false',
    );
    expect(deContatos.length).toBeGreaterThan(0);
    // contacts' accounts and the accounts miles providers hold for the agency
    expect(deContatos.every((c) => !c.conta_propria)).toBe(true);
    expect(deContatos.some((c) => c.contato !== null)).toBe(true);
    expect(todas).toHaveLength(deContatos.length + 9);

    const programas = await get<Programa[]>('/api/programas');
    const smiles = programas.find((p) => p.nome === 'Smiles');
    const daSmiles = await get<Fidelidade[]>(`/api/fidelidades?programa=${smiles?.id}&conta_propria=true`);
    expect(daSmiles).toHaveLength(3);
    expect(daSmiles.every((c) => c.programa.nome === 'Smiles')).toBe(true);

    const contatoId = deContatos.find((c) => c.contato !== null)?.contato;
    const doContato = await get<(Fidelidade & { contato: number | null })[]>(
      `/api/fidelidades?contato=${contatoId}`,
    );
    expect(doContato.length).toBeGreaterThan(0);
    expect(doContato.every((c) => c.contato === contatoId)).toBe(true);
  });

  it('refuses an invalid programme id', async () => {
    const response = await t.injectAs('consultor', { method: 'GET', url: '/api/fidelidades?programa=abc' });
    expect(response.statusCode).toBe(400);
    expect(expectDetail(response)).toBe('Identificador inválido.');
  });
});

describe('GET /api/cartoes', () => {
  it('lists the cards, and only the active ones when asked', async () => {
    const todos = await get<Cartao[]>('/api/cartoes');
    expect(todos).toHaveLength(4);
    expect(todos).toContainEqual({
      id: expect.any(Number),
      nome: 'Cartão Corporativo Itaú',
      bandeira: 'Visa',
      digs: '4821',
      ativo: true,
    });
    const ativos = await get<Cartao[]>('/api/cartoes?ativo=true');
    expect(ativos).toHaveLength(3);
    expect(ativos.every((c) => c.ativo)).toBe(true);
    expect(await get<Cartao[]>('/api/cartoes/?ativo=false')).toHaveLength(1);
  });

  it('refuses a flag that is not true or false', async () => {
    const response = await t.injectAs('consultor', { method: 'GET', url: '/api/cartoes?ativo=1' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ errors: { ativo: [REFERENCIA_MESSAGES.booleano] } });
  });
});
