import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createSerializerCompiler } from './serializer.ts';

const ZPessoa = z.object({ id: z.number().int(), nome: z.string() });
const ZResposta = z.object({
  itens: z.array(
    z.object({
      id: z.number().int(),
      cliente: ZPessoa.nullable(),
      anotacoes: z.string().nullable(),
      etiquetas: z.array(z.string()),
      valor: z.string().optional(),
    }),
  ),
  pages: z.number().int(),
});

const compilar = (schema: z.ZodType, checkAgainstZod: boolean) =>
  createSerializerCompiler({ checkAgainstZod })({
    schema,
    method: 'GET',
    url: '/api/teste/',
    httpStatus: '200',
  }) as (data: unknown) => string;

const dados = {
  itens: [
    {
      id: 1,
      cliente: { id: 7, nome: 'Ana "Bia" Ávila', senha_hash: 'segredo' },
      anotacoes: null,
      etiquetas: ['a', 'ç'],
      interno: true,
    },
    { id: 2, cliente: null, anotacoes: 'linha\nnova', etiquetas: [], valor: '10.50' },
  ],
  pages: 1,
};

describe('response serializer', () => {
  it('writes what Zod writes: the schema keys only, in order, nulls and optional keys alike', () => {
    const escrito = compilar(ZResposta, true)(dados);
    expect(escrito).toBe(JSON.stringify(ZResposta.encode(dados as never)));
    expect(compilar(ZResposta, false)(dados)).toBe(escrito);
    expect(escrito).not.toContain('senha_hash');
    expect(escrito).not.toContain('interno');
    expect(JSON.parse(escrito).itens[1]).toEqual({
      id: 2,
      cliente: null,
      anotacoes: 'linha\nnova',
      etiquetas: [],
      valor: '10.50',
    });
  });

  it('writes without Zod outside the tests, so Zod does not refuse a wrong type there', () => {
    const semConferir = compilar(z.object({ n: z.number() }), false);
    expect(semConferir({ n: '5' })).toBe('{"n":5}');
    expect(() => compilar(z.object({ n: z.number() }), true)({ n: '5' })).toThrow();
  });

  it("keeps Zod's serializer for a schema JSON Schema cannot express", () => {
    const escrever = compilar(z.object({ quando: z.date(), n: z.number() }), false);
    expect(escrever({ quando: new Date('2026-11-23T12:00:00Z'), n: 1 })).toBe(
      '{"quando":"2026-11-23T12:00:00.000Z","n":1}',
    );
    expect(() => escrever({ quando: new Date(), n: '5' })).toThrow();
  });

  it('gives every app built in the process the writer compiled for a schema, and Zod where none can be', () => {
    const primeiro = compilar(ZResposta, false)(dados);
    // another app (a test file, a worker) answering with the same schema
    expect(compilar(ZResposta, true)(dados)).toBe(primeiro);
    const ZData = z.object({ quando: z.date() });
    const quando = new Date('2026-11-23T12:00:00Z');
    expect(compilar(ZData, false)({ quando })).toBe('{"quando":"2026-11-23T12:00:00.000Z"}');
    expect(compilar(ZData, false)({ quando })).toBe('{"quando":"2026-11-23T12:00:00.000Z"}');
    expect(() => compilar(ZData, false)({ quando: 'ontem' })).toThrow();
  });
});
