import fc from 'fast-check';

/** The part of JSON Schema the OpenAPI document of the API uses. */
export type JsonSchema = {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minItems?: number;
  maxItems?: number;
  pattern?: string;
  format?: string;
};

const MAX_DEPTH = 5;

function stringArbitrary(schema: JsonSchema): fc.Arbitrary<string> {
  if (schema.format === 'date') {
    return fc
      .date({ min: new Date('1950-01-01'), max: new Date('2040-12-31'), noInvalidDate: true })
      .map((d) => d.toISOString().slice(0, 10));
  }
  if (schema.format === 'date-time') {
    return fc
      .date({ min: new Date('2000-01-01'), max: new Date('2040-12-31'), noInvalidDate: true })
      .map((d) => d.toISOString());
  }
  if (schema.format === 'email') return fc.emailAddress();
  if (schema.pattern) {
    try {
      return fc.stringMatching(new RegExp(schema.pattern)).filter((s) => s.length <= 200);
    } catch {
      // a pattern fast-check cannot read: plain text below
    }
  }
  const minLength = schema.minLength ?? 0;
  const maxLength = Math.min(schema.maxLength ?? 40, Math.max(minLength, 40));
  return fc.string({ minLength, maxLength, unit: 'grapheme' });
}

function numberArbitrary(schema: JsonSchema, integer: boolean): fc.Arbitrary<number> {
  const min = schema.minimum ?? (schema.exclusiveMinimum !== undefined ? schema.exclusiveMinimum + 1 : -1000);
  const max =
    schema.maximum ?? (schema.exclusiveMaximum !== undefined ? schema.exclusiveMaximum - 1 : 100_000);
  const low = Math.max(min, -1e9);
  const high = Math.min(max, 1e9);
  if (integer || low > high)
    return fc.integer({ min: Math.ceil(low), max: Math.max(Math.ceil(low), Math.floor(high)) });
  return fc.double({ min: low, max: high, noNaN: true, noDefaultInfinity: true });
}

/** Values that a schema accepts, as far as JSON Schema says (refinements of Zod are not in it). */
export function arbitraryFor(schema: JsonSchema | undefined, depth = 0): fc.Arbitrary<unknown> {
  if (!schema || depth > MAX_DEPTH) return fc.constant(null);
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const choices = schema.anyOf ?? schema.oneOf;
  if (choices && choices.length > 0) return fc.oneof(...choices.map((c) => arbitraryFor(c, depth + 1)));
  if (schema.allOf && schema.allOf.length > 0) return arbitraryFor(schema.allOf[0], depth + 1);
  const type = Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : [];
  if (type.length > 1) {
    return fc.oneof(...type.map((one) => arbitraryFor({ ...schema, type: one }, depth + 1)));
  }
  switch (type[0]) {
    case 'string':
      return stringArbitrary(schema);
    case 'integer':
      return numberArbitrary(schema, true);
    case 'number':
      return numberArbitrary(schema, false);
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array':
      return fc.array(arbitraryFor(schema.items, depth + 1), {
        minLength: schema.minItems ?? 0,
        maxLength: Math.min(schema.maxItems ?? 3, Math.max(schema.minItems ?? 0, 3)),
      });
    case 'object': {
      const properties = schema.properties ?? {};
      const record: Record<string, fc.Arbitrary<unknown>> = {};
      for (const [key, value] of Object.entries(properties)) record[key] = arbitraryFor(value, depth + 1);
      const required = (schema.required ?? []).filter((key) => key in properties);
      return fc.record(record, { requiredKeys: required });
    }
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

let deep: unknown = 'fundo';
for (let i = 0; i < 100; i++) deep = { a: [deep] };

/** What an attacker or a broken client puts where a value belongs. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom<unknown>(
    'a\u0000b',
    '\u0000',
    'x\ud800y',
    '\udfff',
    'x'.repeat(100_000),
    '2025-02-30',
    '9999-99-99',
    '0000-00-00',
    '31/02/2025',
    '0xd5',
    '1e3',
    '-1',
    '2147483648',
    '99999999999999999999',
    "'; drop table vendas; --",
    '<script>alert(1)</script>',
    '../../etc/passwd',
    '',
    ' ',
    -1,
    0,
    1.5,
    2 ** 31,
    2 ** 53,
    -(2 ** 53),
    1e308,
    true,
    null,
    [],
    {},
    [null],
    { __proto__: null, constructor: { prototype: { admin: true } } },
    deep,
  ),
  fc.string({ maxLength: 20, unit: 'binary' }),
  fc.jsonValue({ maxDepth: 3 }),
);

/** Every place in a JSON value, as paths of keys and indexes. */
function pathsOf(value: unknown, prefix: (string | number)[] = [], out: (string | number)[][] = []) {
  out.push(prefix);
  if (Array.isArray(value)) {
    for (const [i, item] of value.entries()) pathsOf(item, [...prefix, i], out);
  } else if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) pathsOf(item, [...prefix, key], out);
  }
  return out;
}

function setAt(value: unknown, path: (string | number)[], replacement: unknown): unknown {
  if (path.length === 0) return replacement;
  const [head, ...rest] = path;
  if (Array.isArray(value)) {
    const copy = [...value];
    copy[head as number] = setAt(copy[head as number], rest, replacement);
    return copy;
  }
  const copy = { ...(value as Record<string, unknown>) };
  copy[head as string] = setAt(copy[head as string], rest, replacement);
  return copy;
}

function stringPaths(value: unknown): (string | number)[][] {
  return pathsOf(value).filter((path) => typeof getAt(value, path) === 'string');
}

function getAt(value: unknown, path: (string | number)[]): unknown {
  return path.reduce<unknown>((current, key) => (current as Record<string | number, unknown>)?.[key], value);
}

/** Characters no text column can take, slipped into an otherwise valid text. */
const badCharacter = fc.oneof(
  { arbitrary: fc.constant('\u0000'), weight: 2 },
  { arbitrary: fc.constantFrom('\ud800', '\udfff'), weight: 1 },
);

/**
 * A valid value; one with a bad character slipped into one of its texts; one with a place replaced by a
 * hostile value; or one with an extra key.
 */
export function mutated(valid: fc.Arbitrary<unknown>): fc.Arbitrary<unknown> {
  return fc.oneof(
    { arbitrary: valid, weight: 2 },
    {
      arbitrary: fc.tuple(valid, fc.nat(), fc.nat(), badCharacter).map(([value, which, at, character]) => {
        const paths = stringPaths(value);
        if (paths.length === 0) return character;
        const path = paths[which % paths.length] ?? [];
        const text = String(getAt(value, path));
        const position = at % (text.length + 1);
        return setAt(value, path, `${text.slice(0, position)}${character}${text.slice(position)}`);
      }),
      weight: 3,
    },
    {
      arbitrary: fc.tuple(valid, fc.nat(), hostileValue).map(([value, index, hostile]) => {
        const paths = pathsOf(value);
        return setAt(value, paths[index % paths.length] ?? [], hostile);
      }),
      weight: 3,
    },
    {
      arbitrary: fc
        .tuple(valid, hostileValue)
        .map(([value, hostile]) =>
          value && typeof value === 'object' && !Array.isArray(value)
            ? { ...value, extra: hostile }
            : hostile,
        ),
      weight: 1,
    },
  );
}

/** JSON texts no serializer would write: prototype keys, broken syntax, numbers past a double. */
export const hostileJsonText = fc.constantFrom(
  '{"__proto__":{"is_superuser":true}}',
  '{"constructor":{"prototype":{"is_superuser":true}}}',
  '{',
  '"',
  '[1,2',
  '1e999',
  '{"a":1,"a":2}',
  `${'['.repeat(5000)}${']'.repeat(5000)}`,
  '\u0000',
  '',
);
