import { isDeepStrictEqual } from 'node:util';
import { createSerializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';

type SerializerCompiler = ReturnType<typeof createSerializerCompiler>;
type Stringify = (data: unknown) => string;

/** Answer schemas whose answers production writes with a serializer compiled from them. */
const compiledAnswers = new WeakSet<object>();

/**
 * Marks a route's answer schema to be written, in production, by fast-json-stringify
 * compiled from it instead of `JSON.stringify`: for a message page (20 messages, 6 KB) it
 * took 10 µs where `JSON.stringify` took 20, while a small answer gains under a microsecond
 * (bench/README.md). Only for schemas of plain objects, arrays, scalars and nullables, whose
 * answers the tests keep exactly their schema's output: the compiled serializer writes the
 * schema's keys only and refuses an answer missing a required one.
 */
export function compiledAnswer<T extends z.ZodType>(schema: T): T {
  compiledAnswers.add(schema);
  return schema;
}

/**
 * How answers become JSON. In development and tests every answer is encoded by its route's
 * response schema, as fastify-type-provider-zod does, and must already have exactly the
 * shape the schema answers: no key the schema would strip, no value it would change. So a
 * presenter that leaks a field or drifts from the contract fails its tests.
 *
 * In production answers are serialised as they are: the tests have shown them to be their
 * schema's own output, and validating every answer again was a fifth of the server's time
 * on the message poll (bench/README.md).
 */
export function responseSerializerCompiler(env: 'development' | 'production' | 'test') {
  if (env === 'production') return productionSerializerCompiler;
  return checkedSerializerCompiler;
}

const productionSerializerCompiler: SerializerCompiler = (route) => {
  const schema: unknown = route.schema;
  if (!(schema instanceof z.ZodType) || !compiledAnswers.has(schema)) return serializeAsIs;
  // Loaded in the background, so that no start waits for it (it brings ajv along, ~100 ms):
  // answers sent before are written as they are, which is the same JSON.
  let compiled: Stringify | undefined;
  void compileAnswerSerializer(schema).then(
    (stringify) => (compiled = stringify),
    (error: unknown) =>
      process.emitWarning(
        `The answers of ${route.method} ${route.url} stay written by JSON.stringify: ${String(error)}`,
      ),
  );
  return (data) => (compiled ? compiled(data) : JSON.stringify(data));
};

const serializeAsIs: Stringify = (data) => JSON.stringify(data);

/** fast-json-stringify compiled from a zod answer schema (its output form). */
export async function compileAnswerSerializer(schema: z.ZodType): Promise<Stringify> {
  const { default: build } = await import('fast-json-stringify');
  const jsonSchema = z.toJSONSchema(schema, { io: 'output', target: 'draft-7' });
  return build(jsonSchema as Parameters<typeof build>[0]);
}

const encodeBySchema = createSerializerCompiler({});

const checkedSerializerCompiler: SerializerCompiler = (route) => {
  const encode = encodeBySchema(route);
  return (data) => {
    const json = encode(data);
    const asIs = JSON.stringify(data);
    if (json === asIs) return json;
    const difference = firstDifference(JSON.parse(asIs), JSON.parse(json), '');
    if (difference !== undefined) {
      // The path only: the values may be what must not leak.
      throw new Error(
        `The answer of ${route.method} ${route.url} differs from its response schema's output ` +
          `at "${difference}" (production sends answers as they are)`,
      );
    }
    return json;
  };
};

/** Where two JSON values first differ (key order aside), or undefined when they are equal. */
function firstDifference(actual: unknown, expected: unknown, path: string): string | undefined {
  if (isDeepStrictEqual(actual, expected)) return undefined;
  if (!isJsonObject(actual) || !isJsonObject(expected)) return path || '(the answer)';
  const keys = new Set([...Object.keys(actual), ...Object.keys(expected)]);
  for (const key of keys) {
    const found = firstDifference(actual[key], expected[key], path ? `${path}.${key}` : key);
    if (found !== undefined) return found;
  }
  return path;
}

function isJsonObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}
