import { describe, expect, it } from 'vitest';
import { PNR_MAX_CHARS, PNR_MESSAGES } from './messages.ts';
import { convertPnr, type PernaPnr, type PnrResult, parsePnr } from './parse-pnr.ts';
import { parseSegments } from './segments.ts';

const today = new Date(2027, 0, 10);

const ROUND_TRIP = [
  '  1.SILVA/JOAO MR',
  '  2  LA3090 Y 15MAR 1 GRUPOA HK1  0700 0815  15MAR  E  LA/XKJ4TQ',
  '  3  LA3095 Y 18MAR 4 POAGRU HK1  2150 2320  18MAR  E  LA/XKJ4TQ',
].join('\n');

const THREE_LEGS = [
  '1 TP 186Y 03SEP F GRULIS HK1  1605  0530  04SEP J',
  '2 TP 836Y 09SEP Q LISFCO HK1  0725  1120',
  '3 TP  75Y 14SEP T FCOGIG HK1  1630  2245',
].join('\n');

function legsOf(result: PnrResult): PernaPnr[] {
  if (!result.ok) throw new Error(result.error);
  return result.bilhetes.flatMap((ticket) => ticket.viagem.trechos.flatMap((trip) => trip.pernas));
}

describe('parsePnr output', () => {
  it('maps a one-leg Amadeus 24-hour display to the flight quote shape', () => {
    const result = parsePnr('1 LA3090 Y 15MAR 7 GRUPOA HK1 0700 0815', { today });
    expect(result).toEqual({
      ok: true,
      formato: 'amadeus',
      tipo_trecho: 'so_ida',
      qtd_trechos: 1,
      distribuicao_voos: [1],
      avisos: [],
      bilhetes: [
        {
          ordem: 1,
          bilhete_ida: false,
          bilhete_volta: false,
          bilhete_independente: true,
          viagem: {
            trechos: [
              {
                ordem: 1,
                origem: 'GRU',
                destino: 'POA',
                pernas: [
                  {
                    ordem: 1,
                    origem: 'GRU',
                    destino: 'POA',
                    cia_aerea: 'LA',
                    numero_do_voo: '3090',
                    classe_reserva: 'Y',
                    data_hora_partida: '2027-03-15T07:00',
                    data_hora_chegada: '2027-03-15T08:15',
                    dia_chegada_offset: 0,
                    operado_por: null,
                    tipo_perna: null,
                    tempo_solo_minutos: null,
                    linha: 1,
                  },
                ],
              },
            ],
          },
        },
      ],
    });
  });

  it('infers a round trip and flags the ticket as ida and volta', () => {
    const result = parsePnr(ROUND_TRIP, { today });
    if (!result.ok) throw new Error(result.error);
    expect(result.tipo_trecho).toBe('ida_volta');
    expect(result.distribuicao_voos).toEqual([1, 1]);
    expect(result.bilhetes).toHaveLength(1);
    expect(result.bilhetes[0]).toMatchObject({
      bilhete_ida: true,
      bilhete_volta: true,
      bilhete_independente: false,
    });
    expect(result.bilhetes[0]?.viagem.trechos.map((trip) => `${trip.origem}-${trip.destino}`)).toEqual([
      'GRU-POA',
      'POA-GRU',
    ]);
  });

  it('gives one ticket per trip when asked', () => {
    const result = parsePnr(ROUND_TRIP, { today, bilhete_por_trecho: true });
    if (!result.ok) throw new Error(result.error);
    expect(
      result.bilhetes.map((ticket) => [
        ticket.bilhete_ida,
        ticket.bilhete_volta,
        ticket.bilhete_independente,
      ]),
    ).toEqual([
      [true, false, false],
      [false, true, false],
    ]);
    expect(result.bilhetes.map((ticket) => ticket.viagem.trechos[0]?.ordem)).toEqual([1, 1]);
  });

  it('follows qtd_trechos and distribuicao_voos when given (numbers or numeric strings)', () => {
    expect(legsOf(parsePnr(THREE_LEGS, { today })).map((leg) => leg.tipo_perna)).toEqual([null, null, null]);
    const oneTrip = parsePnr(THREE_LEGS, { today, qtd_trechos: 1 });
    expect(legsOf(oneTrip).map((leg) => leg.tipo_perna)).toEqual([null, 'stopover', 'stopover']);
    const given = parsePnr(THREE_LEGS, { today, qtd_trechos: '2', distribuicao_voos: ['2', 1] });
    if (!given.ok) throw new Error(given.error);
    expect(given.distribuicao_voos).toEqual([2, 1]);
    expect(given.tipo_trecho).toBe('ida_volta');
    expect(legsOf(given).map((leg) => leg.tipo_perna)).toEqual([null, 'stopover', null]);
    const twoTrips = parsePnr(THREE_LEGS, { today, qtd_trechos: 2 });
    if (!twoTrips.ok) throw new Error(twoTrips.error);
    expect(twoTrips.distribuicao_voos).toEqual([2, 1]);
  });

  it('rejects a trip count or distribution that does not fit the legs', () => {
    const error = (options: object) => {
      const result = parsePnr(THREE_LEGS, { today, ...options });
      return result.ok ? null : result.error;
    };
    expect(error({ qtd_trechos: 4 })).toBe(PNR_MESSAGES.invalidTripCount(3));
    expect(error({ qtd_trechos: 0 })).toBe(PNR_MESSAGES.invalidTripCount(3));
    expect(error({ qtd_trechos: 'dois' })).toBe(PNR_MESSAGES.invalidTripCount(3));
    expect(error({ qtd_trechos: 1.5 })).toBe(PNR_MESSAGES.invalidTripCount(3));
    expect(error({ distribuicao_voos: [2, 0, 1] })).toBe(PNR_MESSAGES.invalidDistribution);
    expect(error({ distribuicao_voos: '2,1' })).toBe(PNR_MESSAGES.invalidDistribution);
    expect(error({ qtd_trechos: 3, distribuicao_voos: [2, 1] })).toBe(
      PNR_MESSAGES.distributionCountMismatch(2, 3),
    );
    expect(error({ distribuicao_voos: [2, 2] })).toBe('A distribuição de voos soma 4 voos, mas o PNR tem 3.');
  });

  it('converts the body of POST api/pnr/convert_pnr/', () => {
    const result = convertPnr({ pnr: THREE_LEGS, qtd_trechos: 3, distribuicao_voos: [1, 1, 1] }, { today });
    if (!result.ok) throw new Error(result.error);
    expect(result.tipo_trecho).toBe('multitrecho');
    expect(convertPnr(null, { today })).toEqual({ ok: false, error: PNR_MESSAGES.notText });
    expect(convertPnr({ pnr: 42 }, { today })).toEqual({ ok: false, error: PNR_MESSAGES.notText });
  });
});

describe('years', () => {
  it('moves a date already past in the reference year to the next year', () => {
    const result = parseSegments('1 LA3090 Y 15MAR 1 GRUPOA HK1 0700 0815', { today: new Date(2027, 2, 16) });
    expect(result.ok && result.segments[0]?.departureDateTime).toBe('2028-03-15T07:00');
  });

  it('carries an itinerary across the new year', () => {
    const text = [
      ' 1 DL1853T 29DEC IAHATL SS1   705A 1011A *         SA   E',
      ' 2 AF1897R 10JAN CMNCDG SS1  1020A  230P *         TH   E  5',
    ].join('\n');
    const result = parseSegments(text, { today: new Date(2026, 11, 1) });
    if (!result.ok) throw new Error(result.error);
    expect(result.segments.map((segment) => segment.departureDateTime)).toEqual([
      '2026-12-29T07:05',
      '2027-01-10T10:20',
    ]);
  });

  it('computes the offset from an arrival date in the next year', () => {
    const result = parseSegments('1 AD8700K 31DEC F VCPFLL HK1  1105P  625A  01JAN M', { today });
    if (!result.ok) throw new Error(result.error);
    expect(result.segments[0]).toMatchObject({
      arrivalDayOffset: 1,
      departureDateTime: '2027-12-31T23:05',
      arrivalDateTime: '2028-01-01T06:25',
    });
  });
});

describe('rejections', () => {
  const failure = (text: unknown, options = { today }) => {
    const result = parseSegments(text, options);
    return result.ok ? null : result;
  };

  it('refuses text of 10,000 characters or more', () => {
    const padded = `${'1 LA3090 Y 15MAR 1 GRUPOA HK1 0700 0815'}${' '.repeat(PNR_MAX_CHARS)}`;
    expect(failure(padded.slice(0, PNR_MAX_CHARS))?.error).toBe(
      'O PNR deve ter menos de 10.000 caracteres (o texto tem 10.000).',
    );
    expect(failure(padded.slice(0, PNR_MAX_CHARS - 1))).toBeNull();
  });

  it('refuses empty text, non-text and an invalid reference date', () => {
    expect(failure('  \n ')?.error).toBe(PNR_MESSAGES.empty);
    expect(failure(undefined)?.error).toBe(PNR_MESSAGES.notText);
    expect(failure({ pnr: 'x' })?.error).toBe(PNR_MESSAGES.notText);
    expect(failure('1 LA3090 Y 15MAR 1 GRUPOA HK1 0700 0815', { today: new Date(Number.NaN) })?.error).toBe(
      PNR_MESSAGES.invalidToday,
    );
  });

  it('names a segment line whose times cannot be read', () => {
    const text = `${ROUND_TRIP}\n  4  LA3099 Y 20MAR 6 GRUPOA HK1  07O0 0815`;
    expect(failure(text)).toEqual({
      ok: false,
      error: 'Linha 4 não é um trecho reconhecido: "4 LA3099 Y 20MAR 6 GRUPOA HK1 07O0 0815"',
      line: 4,
    });
  });

  it('names impossible times, dates and routes', () => {
    expect(failure('1 LA3090 Y 15MAR 1 GRUPOA HK1 2561 0815')).toMatchObject({
      error: 'Linha 1: horário inválido "2561".',
      line: 1,
    });
    expect(failure('x\n1 LA3090 Y 31FEB 1 GRUPOA HK1 0700 0815')).toMatchObject({
      error: 'Linha 2: data inválida "31FEB".',
      line: 2,
    });
    expect(failure('1 LA3090 Y 15MAR 1 GRUGRU HK1 0700 0815')?.error).toBe(
      'Linha 1: origem e destino iguais (GRU).',
    );
    expect(failure('1 LA3090 Y 15MAR 1 GRUPOA HK1 0700 0815 25MAR')?.line).toBe(1);
  });

  it('rejects an availability screen naming its first flight line, and prose with no flight', () => {
    const availability = [
      'NEUTRAL DISPLAY*   SA 10MAR NYCLON+ 5:00 HR',
      '1+ AA6143 F7 A7 J7 R7 D7 I7 W7 P7 Y7 H7+JFKLHR 805A  750P 744* 0',
    ].join('\n');
    expect(failure(availability)?.line).toBe(2);
    expect(failure('Bom dia! O cliente quer voar para Recife em março.')?.error).toBe(
      'Nenhum trecho de voo encontrado no texto.',
    );
  });

  it('rejects an e-mail flight whose times are missing', () => {
    const text = 'Voo LA 3455\nSaída: São Paulo (GRU) 15/03/2027\nChegada: Porto Alegre (POA) 15/03/2027';
    expect(failure(text)).toMatchObject({
      line: 1,
      error: expect.stringMatching(/^Linha 1 não é um trecho reconhecido/),
    });
  });
});

describe('leniency', () => {
  it('reads lower-case GDS text with CRLF, tabs and non-breaking spaces', () => {
    const result = parseSegments('  1  la3090 y 15mar 1 grupoa hk1\t0700\u00a00815\r\n', { today });
    if (!result.ok) throw new Error(result.error);
    expect(result.segments[0]).toMatchObject({
      airline: 'LA',
      origin: 'GRU',
      destination: 'POA',
      departure: '0700',
    });
  });

  it('leaves out segments the airline cancelled, with a warning', () => {
    const text = `${ROUND_TRIP}\n  4  LA3099 Y 20MAR 6 GRUPOA HX1  0700 0815`;
    const result = parsePnr(text, { today });
    if (!result.ok) throw new Error(result.error);
    expect(legsOf(result)).toHaveLength(2);
    expect(result.avisos).toEqual(['Linha 4: trecho com situação HX (cancelado) foi ignorado.']);
  });

  it('reads a segment without its status code', () => {
    const result = parseSegments('LA3090 Y 15MAR 1 GRUPOA 0700 0815', { today });
    expect(result.ok && result.segments[0]?.status).toBeNull();
  });
});

describe('airline e-mails', () => {
  it('takes the airline of a bare "Voo 1234" from the one brand the e-mail names', () => {
    const text = 'GOL Linhas Aéreas\n\nVoo 1784   GRU 06:00  →  SSA 08:25  14/05/2027';
    const result = parseSegments(text, { today });
    expect(result.ok && result.segments[0]).toMatchObject({ airline: 'G3', flight: '1784', origin: 'GRU' });
    const twoBrands = parseSegments(`${text}\nCompre também com a LATAM`, { today });
    expect(twoBrands.ok).toBe(false);
  });

  it.each([
    {
      caso: 'English e-mails with month-first dates',
      text: [
        'Your LATAM booking',
        'Flight LA 8084 - Operated by LATAM Airlines Brasil',
        'Departure: São Paulo (GRU) Mar 10, 2027 18:25',
        'Arrival: Milan (MXP) Mar 11, 2027 10:35',
      ].join('\n'),
      segment: {
        airline: 'LA',
        flight: '8084',
        date: 'Mar 10, 2027',
        origin: 'GRU',
        destination: 'MXP',
        arrivalDayOffset: 1,
        operatedBy: 'LATAM Airlines Brasil',
      },
    },
    {
      caso: 'times printed as 06h15',
      text: 'Azul\n\nIda: sáb, 20/03/2027\nVoo 4071\nCampinas (VCP) 06h15 → Belo Horizonte (CNF) 07h25',
      segment: { airline: 'AD', departure: '06h15', arrival: '07h25', departureDateTime: '2027-03-20T06:15' },
    },
  ])('reads $caso', ({ text, segment }) => {
    const result = parseSegments(text, { today });
    expect(result.ok && result.segments[0]).toMatchObject(segment);
  });

  it('reads arrivals on the next day from a later arrival date, a (+1) or a clock that goes back', () => {
    const text = [
      'Voo LA 8084',
      'Saída: São Paulo (GRU) 10/03/2027 18:25',
      'Chegada: Milão (MXP) 11/03/2027 10:35',
      '',
      'AD 8707 FLL 20:05 → VCP 07:30 (+1)  5 jan 2028',
      '',
      'G3 7450  MIA 23:55 → BSB 09:10  20 jan 2028',
    ].join('\n');
    const result = parseSegments(text, { today });
    if (!result.ok) throw new Error(result.error);
    expect(result.segments.map((segment) => [segment.arrivalDayOffset, segment.arrivalDateTime])).toEqual([
      [1, '2027-03-11T10:35'],
      [1, '2028-01-06T07:30'],
      [1, '2028-01-21T09:10'],
    ]);
  });
});

describe('reformatted GDS lines', () => {
  it('reads 24-hour times printed with a colon', () => {
    const result = parseSegments('1 LA3090Y 15MAR M GRUPOA HK1  07:00  08:15', { today });
    expect(result.ok && result.segments[0]).toMatchObject({
      format: 'sabre',
      departure: '07:00',
      arrival: '08:15',
    });
  });
});
