import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type Candidato,
  type LinhaExtrato,
  repartirMovimento,
  saldoDoSistema,
  sugerirLote,
  sugerirParaLinha,
} from './sugestoes.ts';

const ANA = '12345678909';
const BETO = '98765432100';

function pag(id: number, valor: string, extra: Partial<Candidato> = {}): Candidato {
  return { id, valor, vinculado: '0', data: '2026-11-10', documentos: [ANA], grupo: 'ana', ...extra };
}
function linha(valor: string, extra: Partial<LinhaExtrato> = {}): LinhaExtrato {
  return { id: 1, tipo: 'credito', valor, data: '2026-11-11', documento: null, txid: null, ...extra };
}

describe('sugerirParaLinha', () => {
  const casos: {
    nome: string;
    linha: LinhaExtrato;
    candidatos: Candidato[];
    ids: number[][];
    exata: boolean;
    tipo?: string;
    pendencia: string | null;
  }[] = [
    {
      nome: 'exact by Pix txid, whatever the day',
      linha: linha('100.00', { txid: 'TX1', data: '2026-12-30' }),
      candidatos: [pag(1, '100.00'), pag(2, '100.00', { txid: 'TX1' })],
      ids: [[2]],
      exata: true,
      tipo: 'txid',
      pendencia: null,
    },
    {
      nome: 'exact: same amount and document within the window',
      linha: linha('250.00', { documento: ANA }),
      candidatos: [pag(1, '250.00'), pag(2, '250.00', { documentos: [BETO], grupo: 'beto' })],
      ids: [[1]],
      exata: true,
      tipo: 'exata',
      pendencia: null,
    },
    {
      nome: 'exact: the only candidate with the amount, the line without document',
      linha: linha('250.00'),
      candidatos: [pag(1, '250.00'), pag(2, '300.00')],
      ids: [[1]],
      exata: true,
      pendencia: null,
    },
    {
      nome: 'outside the date window: not exact',
      linha: linha('250.00', { data: '2026-11-30' }),
      candidatos: [pag(1, '250.00')],
      ids: [],
      exata: false,
      pendencia: 'sem_correspondencia',
    },
    {
      nome: 'near amount: valor diferente',
      linha: linha('245.00'),
      candidatos: [pag(1, '250.00', { documentos: [] }), pag(2, '900.00', { documentos: [] })],
      ids: [[1]],
      exata: false,
      tipo: 'proxima',
      pendencia: 'valor_diferente',
    },
    {
      nome: 'two candidates with the amount: várias possíveis',
      linha: linha('250.00'),
      candidatos: [pag(1, '250.00'), pag(2, '250.00', { documentos: [BETO], grupo: 'beto' })],
      ids: [[1], [2]],
      exata: false,
      pendencia: 'varias_possiveis',
    },
    {
      nome: 'equal instalments of one client: the oldest one',
      linha: linha('250.00', { documento: ANA }),
      candidatos: [pag(1, '250.00', { data: '2026-11-12' }), pag(2, '250.00', { data: '2026-11-09' })],
      ids: [[2]],
      exata: true,
      pendencia: null,
    },
    {
      nome: 'split: one credit for two payments of one client',
      linha: linha('350.00', { documento: ANA }),
      candidatos: [
        pag(1, '100.00'),
        pag(2, '250.00'),
        pag(3, '350.10', { documentos: [BETO], grupo: 'beto' }),
      ],
      ids: [[1, 2]],
      exata: true,
      tipo: 'dividida',
      pendencia: null,
    },
    {
      nome: 'partial: one payment received in parts',
      linha: linha('400.00', { documento: ANA }),
      candidatos: [pag(1, '1000.00')],
      ids: [[1]],
      exata: true,
      tipo: 'parcial',
      pendencia: null,
    },
    {
      nome: 'the rest of a payment received in parts matches exactly',
      linha: linha('600.00', { documento: ANA }),
      candidatos: [pag(1, '1000.00', { vinculado: '400.00' })],
      ids: [[1]],
      exata: true,
      tipo: 'exata',
      pendencia: null,
    },
    {
      nome: 'nothing near: sem correspondência',
      linha: linha('12.90'),
      candidatos: [pag(1, '1000.00', { documentos: [] })],
      ids: [],
      exata: false,
      pendencia: 'sem_correspondencia',
    },
    {
      nome: 'a debit matches an order by its supplier CNPJ',
      linha: linha('800.00', { tipo: 'debito', documento: '11222333000181' }),
      candidatos: [
        pag(7, '800.00', { documentos: ['11222333000181'], grupo: 'f1' }),
        pag(8, '800.00', { documentos: ['99888777000166'], grupo: 'f2' }),
      ],
      ids: [[7]],
      exata: true,
      pendencia: null,
    },
  ];
  it.each(casos)('$nome', (caso) => {
    const r = sugerirParaLinha(caso.linha, caso.candidatos);
    expect(r.pendencia).toBe(caso.pendencia);
    expect(r.sugestoes.map((s) => s.ids)).toEqual(caso.ids);
    expect(r.sugestoes.some((s) => s.exata)).toBe(caso.exata);
    if (caso.tipo) expect(r.sugestoes[0]?.tipo).toBe(caso.tipo);
  });

  it('a line imported twice finds nothing left the second time', () => {
    const { resultados } = sugerirLote(
      [linha('250.00', { id: 1, documento: ANA }), linha('250.00', { id: 2, documento: ANA })],
      { credito: [pag(1, '250.00')], debito: [] },
    );
    expect(resultados.get(1)?.sugestoes[0]).toMatchObject({ ids: [1], exata: true });
    expect(resultados.get(2)).toMatchObject({ pendencia: 'sem_correspondencia' });
  });
});

describe('repartirMovimento and saldoDoSistema', () => {
  it('shares a line in order, refusing more than owed or an entry left with nothing', () => {
    expect(repartirMovimento('350.00', ['100.00', '300.00'])).toEqual(['100.00', '250.00']);
    expect(repartirMovimento('400.01', ['100.00', '300.00'])).toBeNull();
    expect(repartirMovimento('100.00', ['100.00', '300.00'])).toBeNull();
    expect(repartirMovimento('0.10', ['0.30'])).toEqual(['0.10']);
  });
  it('adds credits and subtracts debits without floating error', () => {
    expect(saldoDoSistema('0.10', ['0.20', '0.10'], ['0.30'])).toBe('0.10');
  });
});

/**
 * Random books (clients with CPFs, their payments; suppliers with CNPJs, their orders) and the statement
 * that pays them: one line per entry, or one line per client for two entries. Every line must match exactly
 * what it paid, and a line left out must leave exactly its entries unsettled.
 */
describe('a statement generated from random books', () => {
  const livro = fc
    .array(
      fc.record({
        valores: fc.array(fc.integer({ min: 1_00, max: 50_000_00 }), { minLength: 1, maxLength: 3 }),
        juntar: fc.boolean(),
        debito: fc.boolean(),
        comTxid: fc.boolean(),
        atraso: fc.integer({ min: 0, max: 3 }),
        dia: fc.integer({ min: 1, max: 20 }),
      }),
      { minLength: 1, maxLength: 12 },
    )
    .chain((clientes) => fc.tuple(fc.constant(clientes), fc.nat({ max: 100 })));

  it('matches completely, and a removed line is found', () => {
    fc.assert(
      fc.property(livro, ([clientes, remover]) => {
        const credito: Candidato[] = [];
        const debito: Candidato[] = [];
        const linhas: LinhaExtrato[] = [];
        const esperado = new Map<number, number[]>();
        let id = 0;
        clientes.forEach((cli, k) => {
          const doc = String(10_000_000_000 + k).padStart(11, '0');
          const tipo = cli.debito ? 'debito' : 'credito';
          const lista = cli.debito ? debito : credito;
          const entradas = cli.valores.map((centavos, i) => {
            id++;
            const c: Candidato = {
              id,
              valor: (centavos / 100).toFixed(2),
              vinculado: '0',
              data: `2026-11-${String(cli.dia + i).padStart(2, '0')}`,
              documentos: [doc],
              txid: cli.comTxid ? `TX${id}` : null,
              grupo: doc,
            };
            lista.push(c);
            return c;
          });
          const dia = (c: Candidato) =>
            `2026-11-${String(Number(c.data?.slice(8)) + cli.atraso).padStart(2, '0')}`;
          if (cli.juntar && entradas.length > 1) {
            const total = cli.valores.reduce((a, b) => a + b, 0);
            linhas.push({
              id: 1000 + linhas.length,
              tipo,
              valor: (total / 100).toFixed(2),
              data: dia(entradas[0] as Candidato),
              documento: doc,
            });
            esperado.set(
              1000 + linhas.length - 1,
              entradas.map((c) => c.id),
            );
          } else {
            for (const c of entradas) {
              linhas.push({
                id: 1000 + linhas.length,
                tipo,
                valor: c.valor,
                data: dia(c),
                documento: doc,
                txid: c.txid ?? null,
              });
              esperado.set(1000 + linhas.length - 1, [c.id]);
            }
          }
        });
        // equal instalments of one client are interchangeable: compared by their amounts
        const valorDe = new Map([...credito, ...debito].map((c) => [c.id, c.valor] as const));
        const valores = (ids: readonly number[] | undefined) => (ids ?? []).map((i) => valorDe.get(i)).sort();
        const { resultados, restantes } = sugerirLote(linhas, { credito, debito });
        for (const l of linhas) {
          const exata = resultados.get(l.id)?.sugestoes.find((s) => s.exata);
          expect(exata).toBeDefined();
          expect(valores(exata?.ids)).toEqual(valores(esperado.get(l.id)));
        }
        const todos = [...restantes.credito.values(), ...restantes.debito.values()];
        expect(todos.every((r) => r === '0.00')).toBe(true);

        const fora = linhas[remover % linhas.length] as LinhaExtrato;
        const semUma = sugerirLote(
          linhas.filter((l) => l !== fora),
          { credito, debito },
        );
        const abertos = [...semUma.restantes.credito, ...semUma.restantes.debito]
          .filter(([, r]) => r !== '0.00')
          .map(([c]) => c);
        expect(valores(abertos)).toEqual(valores(esperado.get(fora.id)));
      }),
      { numRuns: 150, seed: 42 },
    );
  });
});
