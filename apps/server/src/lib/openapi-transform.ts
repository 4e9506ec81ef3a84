import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { z } from 'zod';

type TransformInput = Parameters<typeof jsonSchemaTransform>[0];
type TransformOutput = ReturnType<typeof jsonSchemaTransform>;

interface BodyByContentType {
  content: Record<string, { schema: z.ZodType }>;
}

function isBodyByContentType(body: unknown): body is BodyByContentType {
  return typeof body === 'object' && body !== null && 'content' in body && !('_zod' in body);
}

/**
 * The zod type provider's OpenAPI transform, plus bodies given per content type
 * (`body: { content: { 'multipart/form-data': { schema } } }`), which it cannot read:
 * each of those zod schemas becomes the JSON schema of its content type.
 */
export function openApiTransform(input: TransformInput): TransformOutput {
  const body: unknown = input.schema?.body;
  if (!input.schema || !isBodyByContentType(body)) return jsonSchemaTransform(input);
  const { body: _omitted, ...rest } = input.schema;
  const transformed = jsonSchemaTransform({ ...input, schema: rest });
  const content = Object.fromEntries(
    Object.entries(body.content).map(([type, { schema }]) => [
      type,
      { schema: z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) },
    ]),
  );
  return { ...transformed, schema: { ...transformed.schema, body: { content } } };
}
