import type { OpenAPIV3 } from 'openapi-types';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StaffRole } from '../db/schema';
import { createUser, signedInClient } from '../test/factories-testing';
import { multipartBody } from '../test/multipart-testing';
import { TestClient, type TestResponse } from '../test/test-client';
import { createTestApp, type TestApp } from '../test/test-app';

/**
 * "Zero 5xx and zero non-envelope answers on any input": every operation
 * of the OpenAPI document — read from the document at test time, so a new route is walked
 * without touching this file — gets generated bad input as a guest, a plain user and an admin:
 * wrong types, out-of-range numbers (2^31, −1, 1e309, NaN), oversized strings, NUL and lone
 * surrogates, wrong content types, empty and malformed bodies, and hostile path values. Every
 * answer must be below 500, every error must be the envelope `{ status: 'ERROR', message }`,
 * and a JSON success the `{ status: 'OK' }` one. The cases per operation are a fixed, small
 * list (each also carries a hostile path value), so the walk stays quick on both databases.
 */
let testApp: TestApp;

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
interface Operation {
  method: Method;
  path: string;
  /** Body and query field names with their schema type, plus the ones every call takes. */
  fields: { name: string; type: string | undefined }[];
  hasBody: boolean;
}
interface Attempt {
  label: string;
  path: string;
  query?: Record<string, string>;
  /** A raw payload with its content type. */
  payload?: string | Buffer;
  contentType?: string;
}

const bodyMethods = new Set<Method>(['POST', 'PUT', 'PATCH', 'DELETE']);

/** Hostile values for path parameters; the first is a plausible id. */
const pathValues = [
  '1',
  '2147483648',
  '-1',
  '1e309',
  'NaN',
  '99999999999999999999',
  '%00',
  '%ED%A0%80',
  'abc',
  'a'.repeat(250),
];

/** Raw JSON texts of hostile values (`1e309` parses to Infinity). */
const jsonValues: [string, string][] = [
  ['2^31', '2147483648'],
  ['-1', '-1'],
  ['1e309', '1e309'],
  ['-1e309', '-1e309'],
  ['2^53+', '99999999999999999999'],
  ['fraction', '0.5'],
  ['NUL', '"a\\u0000b"'],
  ['lone surrogate', '"a\\ud800b"'],
  ['oversized', JSON.stringify('x'.repeat(200_000))],
  ['numeric text', '"1e300"'],
  ['null', 'null'],
  ['nested', '{"deeper":{"a":["\\u0000"]}}'],
];

/** Query texts of hostile values. */
const queryValues: [string, string][] = [
  ['2^31', '2147483648'],
  ['-1', '-1'],
  ['1e309', '1e309'],
  ['NaN', 'NaN'],
  ['NUL', 'a\u0000b'],
  ['oversized', 'x'.repeat(5000)],
  ['empty', ''],
  ['emoji', '😀'.repeat(60)],
];

/** A value of the wrong type for a field of this schema type, as raw JSON. */
function wrongType(type: string | undefined): string {
  switch (type) {
    case 'string':
      return '12';
    case 'integer':
    case 'number':
      return '"twelve"';
    case 'boolean':
      return '"yes"';
    case 'array':
      return '{"0":"a"}';
    case 'object':
      return '[1]';
    default:
      return '[[]]';
  }
}

function schemaFields(schema: OpenAPIV3.SchemaObject | undefined) {
  return Object.entries(schema?.properties ?? {}).map(([name, property]) => ({
    name,
    type: (property as OpenAPIV3.SchemaObject).type,
  }));
}

function operationsOf(document: OpenAPIV3.Document): Operation[] {
  const operations: Operation[] = [];
  for (const [path, item] of Object.entries(document.paths)) {
    for (const method of ['get', 'post', 'put', 'patch', 'delete'] as const) {
      const operation = item?.[method];
      if (!operation) continue;
      const content = (operation.requestBody as OpenAPIV3.RequestBodyObject | undefined)?.content;
      const schema = Object.values(content ?? {})[0]?.schema as OpenAPIV3.SchemaObject | undefined;
      const query = (operation.parameters ?? [])
        .map((parameter) => parameter as OpenAPIV3.ParameterObject)
        .filter((parameter) => parameter.in === 'query')
        .map((parameter) => ({
          name: parameter.name,
          type: (parameter.schema as OpenAPIV3.SchemaObject | undefined)?.type,
        }));
      operations.push({
        method: method.toUpperCase() as Method,
        path,
        fields: [
          ...schemaFields(schema),
          ...query,
          { name: 'currency', type: 'string' },
          { name: 'lang_id', type: 'integer' },
        ],
        hasBody: content !== undefined,
      });
    }
  }
  // The WebSocket upgrade is no request/answer operation.
  return operations.filter((operation) => operation.path !== '/api/ws');
}

function jsonObject(fields: Operation['fields'], value: (type: string | undefined) => string) {
  return `{${fields.map((field) => `${JSON.stringify(field.name)}:${value(field.type)}`).join(',')}}`;
}

/** The fixed list of bad requests for one operation; the n-th takes the n-th path value. */
function attemptsFor(operation: Operation): Attempt[] {
  const attempts: Omit<Attempt, 'path'>[] = [];
  const names = operation.fields.map((field) => field.name);
  if (bodyMethods.has(operation.method)) {
    const json = 'application/json';
    attempts.push(
      { label: 'empty JSON', payload: '', contentType: json },
      { label: 'malformed JSON', payload: '{"a":', contentType: json },
      { label: 'JSON NaN', payload: jsonObject(operation.fields, () => 'NaN'), contentType: json },
      { label: 'JSON array', payload: '[]', contentType: json },
      { label: 'JSON text', payload: '"text"', contentType: json },
      { label: 'wrong types', payload: jsonObject(operation.fields, wrongType), contentType: json },
      ...jsonValues.map(([label, raw]) => ({
        label,
        payload: jsonObject(operation.fields, () => raw),
        contentType: json,
      })),
      { label: 'text/plain', payload: 'a=1', contentType: 'text/plain' },
      { label: 'xml', payload: '<a/>', contentType: 'application/xml' },
      { label: 'multipart, no boundary', payload: 'x', contentType: 'multipart/form-data' },
      {
        label: 'multipart, cut off',
        payload: '--b\r\nContent-Disposition: form-data; name="a"\r\n\r\n1',
        contentType: 'multipart/form-data; boundary=b',
      },
      (() => {
        const { payload, headers } = multipartBody(
          names.map((name) => [name, 'a\u0000b']),
          [
            {
              field: 'attachments[]',
              filename: 'x.png',
              contentType: 'image/png',
              bytes: Buffer.from('not an image'),
            },
          ],
        );
        return { label: 'multipart NUL', payload, contentType: headers['content-type'] };
      })(),
      {
        label: 'form, out of range',
        payload: names.map((name) => `${encodeURIComponent(name)}=2147483648`).join('&'),
        contentType: 'application/x-www-form-urlencoded',
      },
      {
        label: 'form NUL',
        payload: names.map((name) => `${encodeURIComponent(name)}=a%00b`).join('&'),
        contentType: 'application/x-www-form-urlencoded',
      },
    );
  }
  if (!operation.hasBody) {
    for (const [label, text] of queryValues) {
      attempts.push({
        label: `query ${label}`,
        query: Object.fromEntries(names.map((name) => [name, text])),
      });
    }
  }
  return attempts.map((attempt, index) => ({
    ...attempt,
    path: operation.path.replace(/\{[^}]+\}/g, pathValues[index % pathValues.length]!),
  }));
}

/** What is wrong with an answer, or undefined when it is fine. */
function defectOf(res: TestResponse): string | undefined {
  if (res.statusCode >= 500) return `status ${res.statusCode}`;
  const json = String(res.headers['content-type'] ?? '').startsWith('application/json');
  if (res.statusCode >= 400) {
    if (!json) return `error without the envelope (${String(res.headers['content-type'])})`;
    if (res.body.status !== 'ERROR' || typeof res.body.message !== 'string')
      return 'error without the envelope';
  } else if (json && res.statusCode !== 204 && res.body.status !== 'OK') {
    return 'success without the envelope';
  }
  return undefined;
}

async function clientAs(role: 'guest' | StaffRole): Promise<TestClient> {
  if (role === 'guest') return new TestClient(testApp.app);
  const user = await createUser(testApp.app, { points: 1000, role });
  return signedInClient(testApp.app, user);
}

let operations: Operation[] = [];

beforeAll(async () => {
  testApp = await createTestApp();
  operations = operationsOf(testApp.app.swagger() as OpenAPIV3.Document);
});
afterAll(() => testApp.close());

describe('bad input on every operation of the OpenAPI document', () => {
  it('finds the operations to walk', () => {
    expect(operations.length).toBeGreaterThan(80);
  });

  it.each(['guest', 'user', 'admin'] as const)(
    'never answers 5xx or without the envelope, as a %s',
    async (role) => {
      const failures: string[] = [];
      for (const operation of operations) {
        // A fresh client per operation: one that signs out or deletes its account spoils no other.
        const client = await clientAs(role);
        for (const attempt of attemptsFor(operation)) {
          const res = await client.request(operation.method, attempt.path, {
            query: attempt.query,
            body: attempt.payload,
            headers: attempt.contentType ? { 'content-type': attempt.contentType } : undefined,
          });
          const defect = defectOf(res);
          if (defect) {
            failures.push(
              `${operation.method} ${attempt.path.slice(0, 80)} [${attempt.label}] → ${res.statusCode} ${defect}: ${res.text.slice(0, 100)}`,
            );
          }
        }
      }
      expect(failures).toEqual([]);
    },
    300_000,
  );
});
