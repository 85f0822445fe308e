import fastJson from 'fast-json-stringify';
import type { FastifySerializerCompiler } from 'fastify/types/schema.js';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { type ZodType, z } from 'zod';
import { $ZodType } from 'zod/v4/core';

type Route = Parameters<FastifySerializerCompiler<ZodType>>[0];

type Escrever = (data: unknown) => string;

/**
 * Responses are written by fast-json-stringify from the JSON Schema of their Zod schema: like Zod's output,
 * only the schema's keys, in its order. Zod's own encoding of a page of 15 sales took about three times as
 * long. A schema JSON Schema cannot express (a transform, a date) keeps Zod's serializer. Each route's
 * serializer is compiled at its first answer (5 ms for the sales page), not at start-up.
 *
 * With `checkAgainstZod` (the tests), every response also goes through Zod: data that does not match its schema
 * fails as before, and an answer that differs by a byte from Zod's is an error.
 */
export function createSerializerCompiler({
  checkAgainstZod,
}: {
  checkAgainstZod: boolean;
}): FastifySerializerCompiler<ZodType> {
  return (route: Route) => {
    const porZod = zodSerializerCompiler(route) as Escrever;
    let rapido: Escrever | undefined;
    const escrever: Escrever = (data) => {
      rapido ??= compilar(route) ?? porZod;
      return rapido(data);
    };
    if (!checkAgainstZod) return escrever;
    return (data) => {
      const esperado = porZod(data);
      const escrito = escrever(data);
      if (escrito !== esperado) {
        throw new Error(
          `${route.method} ${route.url}: fast-json-stringify wrote ${escrito}, Zod ${esperado}`,
        );
      }
      return escrito;
    };
  };
}

/**
 * The writers compiled so far, by response schema: a schema is a module's constant, so every app the process
 * builds (the API's workers rebuild none, the tests one per file) compiles it once, with the validators
 * fast-json-stringify compiles for its branches at their first use. `null`: JSON Schema cannot express it.
 */
const compilados = new WeakMap<object, Escrever | null>();

/** fast-json-stringify's writer for the route's schema, or undefined when JSON Schema cannot express it. */
function compilar(route: Route): Escrever | undefined {
  const schema =
    route.schema instanceof $ZodType ? route.schema : (route.schema as { properties: ZodType }).properties;
  const pronto = compilados.get(schema);
  if (pronto !== undefined) return pronto ?? undefined;
  let escrever: Escrever | null;
  try {
    const jsonSchema = z.toJSONSchema(schema, { io: 'output', unrepresentable: 'throw' });
    escrever = fastJson(semPropriedadesFechadas(jsonSchema) as Parameters<typeof fastJson>[0]) as Escrever;
  } catch {
    escrever = null;
  }
  compilados.set(schema, escrever);
  return escrever ?? undefined;
}

/**
 * The JSON Schema without `additionalProperties: false`. fast-json-stringify writes an object's own
 * properties whatever else it carries, but it validates the branches of a nullable object (`anyOf`), and
 * there an extra key would fail the whole answer instead of being left out, as Zod leaves it out.
 */
function semPropriedadesFechadas(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(semPropriedadesFechadas);
  if (schema === null || typeof schema !== 'object') return schema;
  return Object.fromEntries(
    Object.entries(schema)
      .filter(([chave, valor]) => !(chave === 'additionalProperties' && valor === false))
      .map(([chave, valor]) => [chave, semPropriedadesFechadas(valor)]),
  );
}
