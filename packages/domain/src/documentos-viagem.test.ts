import { describe, expect, it } from 'vitest';
import {
  type CodigoAvisoDocumento,
  idadeEm,
  PAISES_SCHENGEN,
  type PassageiroDocumentos,
  type PernaDocumentos,
  saidaDoSchengen,
  somarMeses,
  type ViagemDocumentos,
  verificarDocumentosViagem,
  ZJustificativaDocumentos,
} from './documentos-viagem.ts';

const passaporte = { numero: 'FX123456', data_validade: '2030-01-01', nome: 'ANA SOUZA LIMA' };
const completo: PassageiroDocumentos = {
  id: 1,
  nome: 'Ana',
  sobrenome: 'Souza Lima',
  data_nascimento: '1985-04-12',
  cpf: '12345678909',
  rg: null,
  passaporte,
  estrangeiro: false,
  relacao: null,
  tipo_relacao: null,
};

const perna = (origem_pais: string | null, destino_pais: string | null, data: string): PernaDocumentos => ({
  origem_pais,
  destino_pais,
  data,
});
/** São Paulo → Lisbon on 10 March 2027, back on 24 March */
const lisboa = [perna('BR', 'PT', '2027-03-10'), perna('PT', 'BR', '2027-03-24')];
/** São Paulo → Miami and back */
const miami = [perna('BR', 'US', '2027-03-10'), perna('US', 'BR', '2027-03-24')];
/** São Paulo → Rio and back */
const rio = [perna('BR', 'BR', '2027-03-10'), perna('BR', 'BR', '2027-03-24')];
/** Lisbon on to London on 20 March, home on 30 March */
const lisboaLondres = [
  perna('BR', 'PT', '2027-03-10'),
  perna('PT', 'GB', '2027-03-20'),
  perna('GB', 'BR', '2027-03-30'),
];

const viagem = (
  pernas: PernaDocumentos[],
  outros: ViagemDocumentos['passageiros'] = [],
): ViagemDocumentos => ({
  pernas,
  passageiros: outros,
});
const menor = { ...completo, id: 2, data_nascimento: '2015-06-01' };

type Caso = [string, PassageiroDocumentos, ViagemDocumentos, CodigoAvisoDocumento[]];

const casos: Caso[] = [
  ['international, complete: nothing', completo, viagem(lisboa), []],
  [
    'international without passport',
    { ...completo, passaporte: null },
    viagem(lisboa),
    ['passaporte_ausente'],
  ],
  [
    'passport expiring five months after the return',
    { ...completo, passaporte: { ...passaporte, data_validade: '2027-08-24' } },
    viagem(miami),
    ['passaporte_validade'],
  ],
  [
    'passport valid exactly six months after the return',
    { ...completo, passaporte: { ...passaporte, data_validade: '2027-09-24' } },
    viagem(miami),
    [],
  ],
  [
    'passport without expiry',
    { ...completo, passaporte: { ...passaporte, data_validade: null } },
    viagem(miami),
    ['passaporte_validade'],
  ],
  [
    'Schengen: valid six months after the return but not three after leaving the area',
    // leaves Lisbon on 20 March → needs 20 June; back on 30 March → needs 30 September
    { ...completo, passaporte: { ...passaporte, data_validade: '2027-06-19' } },
    viagem(lisboaLondres),
    ['passaporte_validade', 'passaporte_schengen'],
  ],
  [
    'Schengen: three months after leaving the area is enough for that rule',
    { ...completo, passaporte: { ...passaporte, data_validade: '2027-09-29' } },
    viagem(lisboaLondres),
    ['passaporte_validade'],
  ],
  [
    'passport without the name as in it',
    { ...completo, passaporte: { ...passaporte, nome: null } },
    viagem(lisboa),
    ['nome_passaporte_ausente'],
  ],
  [
    'name in the passport differs from the record',
    { ...completo, passaporte: { ...passaporte, nome: 'ANA LIMA' } },
    viagem(lisboa),
    ['nome_passaporte_diferente'],
  ],
  [
    'name in the passport without accents and in capitals matches',
    { ...completo, nome: 'Ána', passaporte: { ...passaporte, nome: 'ANA SOUZA LIMA' } },
    viagem(lisboa),
    [],
  ],
  [
    'international without birth date',
    { ...completo, data_nascimento: null },
    viagem(lisboa),
    ['nascimento_ausente'],
  ],
  ['domestic, complete: nothing (no passport needed)', { ...completo, passaporte: null }, viagem(rio), []],
  [
    'domestic without CPF nor RG',
    { ...completo, cpf: null, rg: null, passaporte: null },
    viagem(rio),
    ['documento_nacional_ausente'],
  ],
  ['domestic with RG only', { ...completo, cpf: null, rg: '123456789', passaporte: null }, viagem(rio), []],
  [
    'domestic: a foreigner shows the passport',
    { ...completo, cpf: null, rg: null, estrangeiro: true },
    viagem(rio),
    [],
  ],
  [
    "domestic: a Brazilian's passport is not CPF or RG",
    { ...completo, cpf: null, rg: null },
    viagem(rio),
    ['documento_nacional_ausente'],
  ],
  [
    'domestic without birth date',
    { ...completo, data_nascimento: null },
    viagem(rio),
    ['nascimento_ausente'],
  ],
  [
    'the passenger of the Lisbon case: no passport, CPF nor birth date',
    { ...completo, cpf: null, data_nascimento: null, passaporte: null },
    viagem(lisboa),
    ['passaporte_ausente', 'nascimento_ausente'],
  ],
  [
    'minor without parents on the trip',
    menor,
    viagem(rio, [{ id: 2, relacao: null, tipo_relacao: null }]),
    ['menor_sem_pais'],
  ],
  [
    'minor with one parent on the trip',
    { ...menor, relacao: 10, tipo_relacao: 'Mãe' },
    viagem(rio, [{ id: 10, relacao: null, tipo_relacao: null }]),
    ['menor_sem_pais'],
  ],
  [
    'minor with both parents on the trip (one named by the minor, one naming the minor)',
    { ...menor, relacao: 10, tipo_relacao: 'Mãe' },
    viagem(rio, [
      { id: 10, relacao: null, tipo_relacao: null },
      { id: 11, relacao: 2, tipo_relacao: 'Filho(a)' },
    ]),
    [],
  ],
  [
    'a spouse is not a parent',
    { ...menor, relacao: 10, tipo_relacao: 'Cônjuge' },
    viagem(rio, [
      { id: 10, relacao: null, tipo_relacao: null },
      { id: 11, relacao: 2, tipo_relacao: 'Filho(a)' },
    ]),
    ['menor_sem_pais'],
  ],
  [
    'eighteen on the day of departure is not a minor',
    { ...completo, data_nascimento: '2009-03-10' },
    viagem(rio),
    [],
  ],
  [
    'seventeen the day before the birthday',
    { ...completo, data_nascimento: '2009-03-11' },
    viagem(rio),
    ['menor_sem_pais'],
  ],
  ['a trip without legs checks nothing', { ...completo, cpf: null, data_nascimento: null }, viagem([]), []],
];

describe('verificarDocumentosViagem', () => {
  it.each(casos)('%s', (_nome, passageiro, trip, esperados) => {
    expect(verificarDocumentosViagem(passageiro, trip).map((a) => a.codigo)).toEqual(esperados);
  });

  it('each warning carries its pt-BR message', () => {
    const [aviso] = verificarDocumentosViagem({ ...completo, passaporte: null }, viagem(lisboa));
    expect(aviso?.mensagem).toBe('Viagem internacional sem passaporte cadastrado.');
  });
});

describe('the rules’ pieces', () => {
  it.each([
    ['2027-03-24', 6, '2027-09-24'],
    ['2027-08-31', 6, '2028-02-29'],
    ['2027-11-30', 3, '2028-02-29'],
    ['2026-12-15', 3, '2027-03-15'],
  ])('%s plus %i months is %s', (data, meses, esperado) => {
    expect(somarMeses(data, meses)).toBe(esperado);
  });

  it.each([
    ['2009-03-10', '2027-03-10', 18],
    ['2009-03-11', '2027-03-10', 17],
    ['2015-06-01', '2027-03-10', 11],
  ])('born %s is %i on %s', (nascimento, dia, idade) => {
    expect(idadeEm(nascimento, dia)).toBe(idade);
  });

  it.each([
    ['never enters', miami, null],
    ['leaves for the United Kingdom', lisboaLondres, '2027-03-20'],
    ['leaves home', lisboa, '2027-03-24'],
    ['one way, never leaves', [perna('BR', 'FR', '2027-03-10')], '2027-03-10'],
  ])('the day leaving Schengen: %s', (_nome, pernas, esperado) => {
    expect(saidaDoSchengen(pernas)).toBe(esperado);
  });

  it('ships the 29 Schengen countries, Romania and Bulgaria in, Ireland and Cyprus out', () => {
    expect(PAISES_SCHENGEN.size).toBe(29);
    expect(PAISES_SCHENGEN.has('RO') && PAISES_SCHENGEN.has('BG')).toBe(true);
    expect(PAISES_SCHENGEN.has('IE') || PAISES_SCHENGEN.has('CY')).toBe(false);
  });

  it('the justification is optional but never a word or two', () => {
    expect(ZJustificativaDocumentos.parse(undefined)).toBeNull();
    expect(ZJustificativaDocumentos.parse('  ')).toBeNull();
    expect(ZJustificativaDocumentos.safeParse('curta').success).toBe(false);
    expect(ZJustificativaDocumentos.parse(' Cliente apresenta passaporte no embarque ')).toBe(
      'Cliente apresenta passaporte no embarque',
    );
  });
});
