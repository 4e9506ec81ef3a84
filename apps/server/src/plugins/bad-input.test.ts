import type { OpenAPIV3 } from 'openapi-types';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, signedInClient } from '../test/factories';
import { createTestApp, type TestApp } from '../test/test-app';

/**
 * "Bad input never crashes anything": every route of the OpenAPI document gets hostile
 * bodies, query values and path values from a signed-in, verified user with points, and
 * must answer a 4xx (or a 2xx where the input happens to be acceptable) — never a 5xx.
 */
let testApp: TestApp;
let operations: { method: string; path: string; fields: string[] }[] = [];

const hostileScalars: unknown[] = [
  'a\u0000b',
  99_999_999_999_999,
  2_147_483_648,
  -1,
  1e300,
  -1e300,
  '',
  'x'.repeat(5000),
  true,
  ['a'],
  { nested: { deeper: 'a\u0000' } },
  '9999999999',
  '1e300',
  '😀'.repeat(60),
];

const hostilePathValues = [
  '0',
  '-1',
  '9999999999',
  '2147483648',
  '1e300',
  'abc',
  '%00',
  '%E2%82',
  'a'.repeat(300),
];

function fieldsOf(operation: OpenAPIV3.OperationObject): string[] {
  const body = operation.requestBody as OpenAPIV3.RequestBodyObject | undefined;
  const schema = body?.content?.['application/json']?.schema as OpenAPIV3.SchemaObject | undefined;
  const query = (operation.parameters ?? [])
    .map((parameter) => parameter as OpenAPIV3.ParameterObject)
    .filter((parameter) => parameter.in === 'query')
    .map((parameter) => parameter.name);
  return [...Object.keys(schema?.properties ?? {}), ...query, 'currency', 'lang_id'];
}

beforeAll(async () => {
  testApp = await createTestApp();
  const document = testApp.app.swagger() as OpenAPIV3.Document;
  for (const [path, item] of Object.entries(document.paths)) {
    for (const method of ['get', 'post', 'put', 'patch', 'delete'] as const) {
      const operation = item?.[method];
      if (operation)
        operations.push({ method: method.toUpperCase(), path, fields: fieldsOf(operation) });
    }
  }
  operations = operations.filter((operation) => operation.path !== '/api/ws');
});
afterAll(() => testApp.close());

describe('hostile input on every route', () => {
  it('finds the routes to try', () => {
    expect(operations.length).toBeGreaterThan(30);
  });

  it('never answers 5xx to a malformed body, query or path', async () => {
    const failures: string[] = [];
    for (const operation of operations) {
      const user = await createUser(testApp.app, { points: 1000 });
      const client = await signedInClient(testApp.app, user);
      const paths = operation.path.includes('{')
        ? hostilePathValues.map((value) => operation.path.replace(/\{[^}]+\}/g, value))
        : [operation.path];
      for (const path of paths) {
        const attempts: { body?: unknown; query?: Record<string, string> }[] = [];
        if (operation.method === 'GET' || operation.method === 'DELETE') {
          for (const scalar of hostileScalars) {
            const text = typeof scalar === 'string' ? scalar : JSON.stringify(scalar);
            attempts.push({
              query: Object.fromEntries(operation.fields.map((field) => [field, text])),
            });
          }
        } else {
          attempts.push(
            { body: 'null' },
            { body: '[]' },
            { body: '"text"' },
            { body: '42' },
            { body: {} },
          );
          for (const scalar of hostileScalars) {
            attempts.push({
              body: Object.fromEntries(operation.fields.map((field) => [field, scalar])),
            });
          }
        }
        for (const attempt of attempts) {
          const headers =
            typeof attempt.body === 'string' ? { 'content-type': 'application/json' } : undefined;
          const res = await client.request(operation.method as 'GET', path, {
            ...attempt,
            headers,
          });
          if (res.statusCode >= 500) {
            failures.push(
              `${operation.method} ${path} ${JSON.stringify(attempt).slice(0, 120)} → ${res.statusCode} ${res.text.slice(0, 120)}`,
            );
          }
        }
      }
    }
    expect(failures).toEqual([]);
  }, 240_000);
});
