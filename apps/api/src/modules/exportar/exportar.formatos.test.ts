import { stringify } from 'csv-stringify/sync';
import { describe, expect, it } from 'vitest';
import { EscritorCsv, PEDACO_CSV } from './exportar.formatos.ts';

/** What csv-stringify writes with the options the export used before its own writer (decision 0060). */
const CSV = { delimiter: ';', record_delimiter: 'windows', quote_record_delimiter: true } as const;

const CAMPOS = [
  '',
  'simples',
  'Zélia Araújo',
  'ponto;e vírgula',
  'aspas "duplas"',
  '"',
  'linha\nquebrada',
  'retorno\rsó',
  'windows\r\nquebra',
  'termina em \r',
  "'=SOMA(A1)",
  'emoji ✈️ 🧳 e chinês 旅行',
  '12,50',
  '31/12/2030 23:59',
];

/** Every record of `registros` written by the writer with buffers of `tamanho` bytes, as one text. */
function escrever(registros: string[][], tamanho: number) {
  const escritor = new EscritorCsv(tamanho);
  escritor.bom();
  const pedacos: Buffer[] = [];
  for (const registro of registros) {
    escritor.registro(registro);
    pedacos.push(...escritor.cheios());
  }
  pedacos.push(...escritor.resto());
  return { pedacos, texto: Buffer.concat(pedacos).toString('utf8') };
}

describe('EscritorCsv', () => {
  const registros = [
    CAMPOS,
    [...CAMPOS].reverse(),
    CAMPOS.map((campo, i) => `${i}${campo}${campo}`),
    // a field longer than the buffers goes on its own
    ['curto', 'Ç'.repeat(200), '"'.repeat(50), 'fim'],
  ];

  it('writes the same bytes as csv-stringify, with the BOM, whatever the size of its buffers', () => {
    const esperado = stringify(registros, { ...CSV, bom: true });
    for (const tamanho of [16, 64, 257, PEDACO_CSV])
      expect(escrever(registros, tamanho).texto).toBe(esperado);
  });

  it('hands over buffers no larger than its size (a longer field alone) that later records leave as they were', () => {
    const { pedacos, texto } = escrever(registros, 64);
    expect(pedacos.length).toBeGreaterThan(10);
    for (const pedaco of pedacos) {
      expect(pedaco.length).toBeGreaterThan(0);
      const sozinho = pedaco.toString('utf8');
      if (pedaco.length > 64)
        expect(
          registros.flat().some((campo) => [campo, `"${campo.replaceAll('"', '""')}"`].includes(sozinho)),
          sozinho,
        ).toBe(true);
    }
    // the buffers handed over were not written again: read now, they still make the whole file
    expect(Buffer.concat(pedacos).toString('utf8')).toBe(texto);
    expect(texto.startsWith('\uFEFF')).toBe(true);
  });

  it('hands nothing over until a buffer is full, and the rest at the end', () => {
    const escritor = new EscritorCsv(PEDACO_CSV);
    escritor.registro(['a', 'b']);
    expect(escritor.cheios()).toEqual([]);
    expect(escritor.resto().map((b) => b.toString('utf8'))).toEqual(['a;b\r\n']);
    expect(escritor.resto()).toEqual([]);
  });
});
