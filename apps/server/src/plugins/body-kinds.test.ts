import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeTopic } from '../test/chat-testing';
import { createUser, signedInClient } from '../test/factories-testing';
import { multipartBody } from '../test/multipart-testing';
import type { TestClient } from '../test/test-client';
import { createTestApp, type TestApp } from '../test/test-app';

/**
 * Bodies of a kind a route does not take, or that cannot be read, answer a 4xx with the
 * envelope (a client always gets an answer it can read): 415 for a content type the route does not accept, 400 for a
 * multipart body that cannot be parsed, 422 naming the field for a NUL in any body kind.
 */
let testApp: TestApp;
let client: TestClient;
let topicId: number;

beforeAll(async () => {
  testApp = await createTestApp();
  const owner = await createUser(testApp.app, { points: 100 });
  topicId = await makeTopic(testApp.app, { ownerId: owner.id });
  client = await signedInClient(testApp.app, owner);
});
afterAll(() => testApp.close());

describe('a content type the route does not take', () => {
  it('answers 415 with the envelope for text/plain (POST /api/messages/create)', async () => {
    const res = await client.post('/api/messages/create', `topic_id=${topicId}&content=hi`, {
      'content-type': 'text/plain',
    });
    expect(res.statusCode).toBe(415);
    expect(res.body).toEqual({ status: 'ERROR', message: 'Unsupported content type.' });
  });

  it('answers 415 for text/plain on a JSON-only route (POST /api/login)', async () => {
    const res = await client.post('/api/login', 'email=a@b.c', { 'content-type': 'text/plain' });
    expect(res.statusCode).toBe(415);
    expect(res.body.status).toBe('ERROR');
  });

  it('answers 415 for a content type no parser knows', async () => {
    const res = await client.post('/api/messages/create', '<x/>', {
      'content-type': 'application/xml',
    });
    expect(res.statusCode).toBe(415);
    expect(res.body.status).toBe('ERROR');
  });
});

describe('a multipart body that cannot be read', () => {
  it('answers 400 with the envelope when the boundary is missing', async () => {
    const res = await client.post('/api/messages/create', 'garbage', {
      'content-type': 'multipart/form-data',
    });
    expect(res.statusCode).toBe(400);
    expect(res.body).toEqual({ status: 'ERROR', message: 'Bad request.' });
  });

  it('answers 400 when the parts are cut off', async () => {
    const res = await client.post(
      '/api/messages/create',
      '--b\r\nContent-Disposition: form-data; name="topic_id"\r\n\r\n1',
      { 'content-type': 'multipart/form-data; boundary=b' },
    );
    expect(res.statusCode).toBe(400);
    expect(res.body.status).toBe('ERROR');
  });
});

describe('a NUL character in a multipart field', () => {
  it('answers 422 naming the field, before anything is stored', async () => {
    const { payload, headers } = multipartBody(
      [
        ['topic_id', String(topicId)],
        ['content', 'hi\u0000there'],
      ],
      [],
    );
    const res = await client.post('/api/messages/create', payload, headers);
    expect(res.statusCode).toBe(422);
    expect(res.body).toMatchObject({
      status: 'ERROR',
      code: 'INVALID_CHARACTERS',
      message: 'The value is invalid.',
      errors: { content: ['The value is invalid.'] },
    });
  });

  it('answers 422 for a NUL in a form-urlencoded field', async () => {
    const res = await client.post(
      '/api/messages/create',
      `topic_id=${topicId}&content=hi%00there`,
      { 'content-type': 'application/x-www-form-urlencoded' },
    );
    expect(res.statusCode).toBe(422);
    expect(res.body.errors).toEqual({ content: ['The value is invalid.'] });
  });

  it('answers 422 for an unpaired surrogate, which no database can store', async () => {
    const res = await client.request('POST', '/api/messages/create', {
      body: `{"topic_id":${topicId},"content":"hi \\ud800 there"}`,
      headers: { 'content-type': 'application/json' },
    });
    expect(res.statusCode).toBe(422);
    expect(res.body.errors).toEqual({ content: ['The value is invalid.'] });
  });
});
