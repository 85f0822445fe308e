import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type ConvertPnrResposta, classeDaReserva, ZConvertPnrResposta } from '@skyler/domain/conversao-pnr';
import { ZSubcotacao } from '@skyler/domain/cotacoes';
import { PNR_MESSAGES, parsePnr } from '@skyler/domain/pnr/index';
import { beforeAll, describe, expect, it } from 'vitest';
import { cias_aereas } from '../../db/schema/index.ts';
import { expectDetail } from '../../test/app.ts';
import { t, usarApp } from '../../test/suite-com-app.ts';

/** The project's own itineraries (packages/domain/fixtures/pnr), the ones the parser's tests read. */
const FIXTURES_DIR = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../../../packages/domain/fixtures/pnr',
);
type Fixture = {
  file: string;
  text: string;
  negative?: boolean;
  legs: { airline: string; flight: string; class: string; origin: string; destination: string }[];
  trips?: { distribuicao_voos: number[]; tipos_perna: (string | null)[] };
};
const FIXTURES: Fixture[] = readdirSync(FIXTURES_DIR)
  .filter((file) => file.endsWith('.json'))
  .sort()
  .map((file) => ({ file, ...JSON.parse(readFileSync(path.join(FIXTURES_DIR, file), 'utf8')) }));
const fixture = (prefix: string): Fixture => {
  const found = FIXTURES.find((f) => f.file.startsWith(prefix));
  if (!found) throw new Error(`no fixture ${prefix}`);
  return found;
};

const ciaId = new Map<string, number>();

usarApp();

beforeAll(async () => {
  const rows = await t.db
    .insert(cias_aereas)
    .values([
      { nome: 'Gol Linhas Aéreas', nome_resumido: 'GOL', iata: 'G3' },
      { nome: 'LATAM Airlines Brasil', nome_resumido: 'LATAM', iata: 'LA' },
      { nome: 'Azul Linhas Aéreas', nome_resumido: 'Azul', iata: 'AD' },
      { nome: 'Antiga Azul', nome_resumido: 'Azul', iata: 'AD', ativo: false },
    ])
    .returning();
  for (const row of rows) if (row.iata && row.ativo) ciaId.set(row.iata, row.id);
});

const converter = (body: unknown, username = 'cotador') =>
  t.injectAs(username, { method: 'POST', url: '/api/pnr/convert_pnr/', payload: body as object });

const pernasDe = (resposta: ConvertPnrResposta) =>
  resposta.subcotacoes.flatMap((s) => s.viagem.trechos.flatMap((tr) => tr.pernas));

describe('POST /api/pnr/convert_pnr/', () => {
  it('converts a round trip with connections into one ticket of two trips, airlines by IATA code', async () => {
    const { text } = fixture('own-03');
    const response = await converter({ pnr: text, qtd_trechos: 2, distribuicao_voos: [2, 2] });
    expect(response.statusCode, response.body).toBe(200);
    const resposta = ZConvertPnrResposta.parse(response.json());
    expect(resposta.formato).toBe('amadeus');
    expect(resposta.tipo_trecho).toBe('ida_volta');
    expect(resposta.distribuicao_voos).toEqual([2, 2]);
    expect(resposta.cias_nao_encontradas).toEqual([]);
    const [bilhete] = resposta.subcotacoes;
    expect(bilhete).toMatchObject({
      tipo_cotacao: 'pagante',
      bilhete_ida: true,
      bilhete_volta: true,
      bilhete_independente: false,
    });
    expect(bilhete?.viagem.trechos.map((tr) => tr.pernas.map((p) => `${p.origem}-${p.destino}`))).toEqual([
      ['GRU-BSB', 'BSB-MAO'],
      ['MAO-BSB', 'BSB-GRU'],
    ]);
    const [primeira, conexao] = bilhete?.viagem.trechos[0]?.pernas ?? [];
    const esperado = parsePnr(text, { today: new Date(), qtd_trechos: 2 });
    if (!esperado.ok) throw new Error(esperado.error);
    const lida = esperado.bilhetes[0]?.viagem.trechos[0]?.pernas[0];
    expect(primeira).toMatchObject({
      ordem: 1,
      cia_aerea: ciaId.get('G3'),
      cia_aerea_iata: 'G3',
      numero_do_voo: '1450',
      classe_reserva: 'Y',
      economica: true,
      executiva: false,
      adultos: 1,
      tipo_perna: null,
      data_hora_partida: lida?.data_hora_partida,
      data_hora_chegada: lida?.data_hora_chegada,
    });
    expect(primeira?.data_hora_partida).toMatch(/^\d{4}-04-10T08:05$/);
    expect(conexao).toMatchObject({ ordem: 2, tipo_perna: 'conexao', numero_do_voo: '1672' });
  });

  it('answers what the quote dialog saves: every ticket passes ZSubcotacao once a supplier is chosen', async () => {
    for (const f of FIXTURES.filter((x) => !x.negative)) {
      const response = await converter({ pnr: f.text });
      expect(response.statusCode, `${f.file}: ${response.body}`).toBe(200);
      const resposta = response.json() as ConvertPnrResposta;
      expect(
        pernasDe(resposta).map((p) => p.numero_do_voo),
        f.file,
      ).toEqual(f.legs.map((l) => l.flight));
      if (f.trips) expect(resposta.distribuicao_voos, f.file).toEqual(f.trips.distribuicao_voos);
      for (const bilhete of resposta.subcotacoes) {
        const salvo = ZSubcotacao.safeParse({ ...bilhete, fornecedor: 1 });
        expect(salvo.success, `${f.file}: ${JSON.stringify(salvo.error?.issues)}`).toBe(true);
      }
    }
  });

  it('follows qtd_trechos alone, splitting at the longest ground time', async () => {
    const { text } = fixture('own-03');
    const resposta = (await converter({ pnr: text, qtd_trechos: '1' })).json() as ConvertPnrResposta;
    expect(resposta.tipo_trecho).toBe('so_ida');
    expect(resposta.distribuicao_voos).toEqual([4]);
    expect(resposta.subcotacoes[0]?.bilhete_independente).toBe(true);
    const tipos = pernasDe(resposta).map((p) => p.tipo_perna);
    expect(tipos).toEqual([null, 'conexao', 'stopover', 'conexao']);
  });

  it('reads a multi-leg itinerary as three trips', async () => {
    const { text } = fixture('own-05');
    const resposta = (
      await converter({ pnr: text, qtd_trechos: 3, distribuicao_voos: [1, 1, 2] })
    ).json() as ConvertPnrResposta;
    expect(resposta.tipo_trecho).toBe('multitrecho');
    expect(resposta.subcotacoes[0]?.viagem.trechos.map((tr) => tr.pernas.length)).toEqual([1, 1, 2]);
    // TAP is not registered here: its legs come without an airline, and the answer says so
    expect(resposta.cias_nao_encontradas).toEqual(['TP']);
    expect(pernasDe(resposta).every((p) => p.cia_aerea === null)).toBe(true);
  });

  it('sets the cabin from the booking class', async () => {
    const premium = (await converter({ pnr: fixture('own-02').text })).json() as ConvertPnrResposta;
    expect(pernasDe(premium).map((p) => p.economica_premium)).toEqual([true, true]);
    expect(pernasDe(premium)[0]?.cia_aerea).toBe(ciaId.get('LA'));
    const executiva = (await converter({ pnr: fixture('own-22').text })).json() as ConvertPnrResposta;
    expect(pernasDe(executiva).every((p) => p.executiva && !p.economica)).toBe(true);
    const semClasse = (await converter({ pnr: fixture('own-17').text })).json() as ConvertPnrResposta;
    expect(pernasDe(semClasse).every((p) => p.classe_reserva === null && p.economica)).toBe(true);
    expect(classeDaReserva('F')).toBe('primeira_classe');
    expect(classeDaReserva('c')).toBe('executiva');
    expect(classeDaReserva('K')).toBe('economica');
  });

  it('takes the active airline when a code repeats', async () => {
    const resposta = (await converter({ pnr: fixture('own-04').text })).json() as ConvertPnrResposta;
    expect(pernasDe(resposta).map((p) => p.cia_aerea)).toEqual([ciaId.get('AD'), ciaId.get('AD')]);
  });

  it("answers 400 with the parser's Portuguese message", async () => {
    for (const f of FIXTURES.filter((x) => x.negative)) {
      const response = await converter({ pnr: f.text });
      expect(response.statusCode, f.file).toBe(400);
      const esperado = parsePnr(f.text, { today: new Date() });
      expect(esperado.ok).toBe(false);
      if (!esperado.ok) expect(expectDetail(response)).toBe(esperado.error);
    }
    expect(expectDetail(await converter({ pnr: '   ' }))).toBe(PNR_MESSAGES.empty);
    const longo = `${fixture('own-03').text}${' '.repeat(10_000)}`;
    const tooLong = await converter({ pnr: longo });
    expect(tooLong.statusCode).toBe(400);
    expect(expectDetail(tooLong)).toBe(PNR_MESSAGES.tooLong(longo.length));
    expect(expectDetail(tooLong)).toContain('menos de 10.000 caracteres');
    const { text } = fixture('own-03');
    expect(expectDetail(await converter({ pnr: text, qtd_trechos: 5 }))).toBe(
      PNR_MESSAGES.invalidTripCount(4),
    );
    expect(expectDetail(await converter({ pnr: text, distribuicao_voos: [3, 3] }))).toBe(
      PNR_MESSAGES.distributionSumMismatch(6, 4),
    );
    expect(expectDetail(await converter({ pnr: text, qtd_trechos: 2, distribuicao_voos: [4] }))).toBe(
      PNR_MESSAGES.distributionCountMismatch(1, 2),
    );
    expect(expectDetail(await converter({ pnr: text, distribuicao_voos: [2, 0, 2] }))).toBe(
      PNR_MESSAGES.invalidDistribution,
    );
    const semTexto = await converter({ qtd_trechos: 1 });
    expect(semTexto.statusCode).toBe(400);
    expect(expectDetail(semTexto)).toBe(PNR_MESSAGES.notText);
  });

  it('is for staff: the customer account gets 403, without a session 401', async () => {
    const { text } = fixture('own-01');
    for (const username of ['admin', 'consultor', 'sdr', 'cotador', 'emissor', 'financeiro', 'milhas']) {
      expect((await converter({ pnr: text }, username)).statusCode, username).toBe(200);
    }
    expect((await converter({ pnr: text }, 'cliente')).statusCode).toBe(403);
    const anonimo = await t.inject({ method: 'POST', url: '/api/pnr/convert_pnr/', payload: { pnr: text } });
    expect(anonimo.statusCode).toBe(401);
  });
});
