import { isDeepStrictEqual } from 'node:util';
import { createSerializerCompiler } from 'fastify-type-provider-zod';

type SerializerCompiler = ReturnType<typeof createSerializerCompiler>;

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
  if (env === 'production') return serializeAsIs;
  return checkedSerializerCompiler;
}

const serializeAsIs: SerializerCompiler = () => (data) => JSON.stringify(data);

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
