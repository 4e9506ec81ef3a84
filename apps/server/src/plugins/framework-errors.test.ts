import { connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app';

/**
 * Errors Fastify raises before any route handler runs (an address it cannot decode, a body it
 * cannot parse) and requests Node cannot even parse answer the project's envelope with the
 * right status, translated — never Fastify's or Node's default body.
 */
let testApp: TestApp;
/** Language ids of the seeded languages: 1 en, 2 de, 3 es. */
const lang = { de: 2, es: 3 };

beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

function get(url: string, headers: Record<string, string> = {}) {
  return testApp.app.inject({ method: 'GET', url, headers });
}

function postLogin(payload: string, headers: Record<string, string>, query = '') {
  return testApp.app.inject({ method: 'POST', url: `/api/login${query}`, headers, payload });
}

const envelope = (message: string) => ({ status: 'ERROR', message });

describe('an address that cannot be decoded', () => {
  it('answers 400 for a broken escape in a path parameter', async () => {
    const res = await get('/api/static-pages/%E0%A4%A');
    expect(res.statusCode).toBe(400);
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(res.json()).toEqual(envelope('The address of the request is not valid.'));
  });

  it('answers 400 for a lone % anywhere in the path, outside /api too', async () => {
    for (const url of ['/api/%', '/api/static-pages/50%', '/%E0%A4%A', '/account/%zz']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(400);
      expect(res.json(), url).toEqual(envelope('The address of the request is not valid.'));
    }
  });

  it('answers 400 for a malformed query string (broken escapes, invalid UTF-8)', async () => {
    for (const url of [
      '/api/static-pages?x=%E0%A4%A',
      '/api/static-pages?currency=%',
      '/api/static-pages?%zz=1',
      '/api/settings?a=1&b=%C0%AF',
    ]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(400);
      expect(res.json(), url).toEqual(envelope('The address of the request is not valid.'));
    }
  });

  it('speaks the language of lang_id, even when the path could not be decoded', async () => {
    const res = await get(`/api/static-pages/%E0%A4%A?lang_id=${lang.de}`);
    expect(res.json()).toEqual(envelope('Die Adresse der Anfrage ist ungültig.'));
    const query = await get(`/api/static-pages?lang_id=${lang.es}&x=%`);
    expect(query.json()).toEqual(envelope('La dirección de la solicitud no es válida.'));
  });

  it('speaks the first site language of Accept-Language, else English', async () => {
    const spanish = await get('/api/static-pages/%E0%A4%A', {
      'accept-language': 'fr-FR,fr;q=0.9,es;q=0.8,de;q=0.7',
    });
    expect(spanish.json()).toEqual(envelope('La dirección de la solicitud no es válida.'));
    const unknown = await get('/api/static-pages/%E0%A4%A', { 'accept-language': 'fr, ja' });
    expect(unknown.json()).toEqual(envelope('The address of the request is not valid.'));
  });

  it('still answers a well-formed address with a % escape', async () => {
    const res = await get('/api/static-pages?x=%E2%82%AC%20a+b');
    expect(res.statusCode).toBe(200);
  });
});

describe('an over-long address', () => {
  it('answers 414 for a path parameter over the router limit', async () => {
    const res = await get(`/api/static-pages/${'a'.repeat(300)}?lang_id=${lang.de}`);
    expect(res.statusCode).toBe(414);
    expect(res.json()).toEqual(envelope('Die Adresse der Anfrage ist zu lang.'));
  });
});

describe('a body Fastify cannot take', () => {
  const json = { 'content-type': 'application/json' };

  it('answers 400 for bad JSON, in the language of lang_id in the query', async () => {
    const res = await postLogin('{"email": "a@b.c",', json, `?lang_id=${lang.es}`);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(envelope('El cuerpo de la solicitud no es JSON válido.'));
  });

  it('answers 400 for an empty JSON body, in the language of Accept-Language', async () => {
    const res = await postLogin('', { ...json, 'accept-language': 'de-DE' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(envelope('Der Inhalt der Anfrage ist kein gültiges JSON.'));
  });

  it('answers 413 for a body over the limit', async () => {
    const res = await postLogin(`{"email":"${'x'.repeat(1024 * 1024)}"}`, json);
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual(envelope('The request is too large.'));
  });

  it('answers 415 for a media type no parser takes', async () => {
    const res = await postLogin('<login/>', { 'content-type': 'application/xml' });
    expect(res.statusCode).toBe(415);
    expect(res.json()).toEqual(envelope('Unsupported content type.'));
  });
});

describe('a request Node cannot parse (real socket)', () => {
  let port: number;

  beforeAll(async () => {
    await testApp.app.listen({ host: '127.0.0.1', port: 0 });
    port = (testApp.app.server.address() as AddressInfo).port;
  });

  /** Sends raw bytes and reads the whole answer until the server closes. */
  function rawRequest(head: string): Promise<{ status: number; body: string }> {
    return new Promise((resolve, reject) => {
      const socket = connect(port, '127.0.0.1');
      let answer = '';
      socket.setEncoding('utf8');
      socket.on('data', (chunk: string) => (answer += chunk));
      socket.on('error', reject);
      socket.on('close', () => {
        const [statusLine = '', ...rest] = answer.split('\r\n');
        resolve({
          status: Number(statusLine.split(' ')[1]),
          body: rest.join('\r\n').split('\r\n\r\n')[1] ?? '',
        });
      });
      socket.write(head);
    });
  }

  it('answers 431 with the envelope for an address longer than the header limit', async () => {
    const res = await rawRequest(
      `GET /api/static-pages?q=${'a'.repeat(20_000)} HTTP/1.1\r\nHost: localhost\r\n\r\n`,
    );
    expect(res.status).toBe(431);
    expect(JSON.parse(res.body)).toEqual(envelope('The request headers are too large.'));
  });

  it('answers 400 with the envelope for characters an address cannot hold', async () => {
    const res = await rawRequest('GET /api/static\u0001pages HTTP/1.1\r\nHost: localhost\r\n\r\n');
    expect(res.status).toBe(400);
    expect(JSON.parse(res.body)).toEqual(envelope('The address of the request is not valid.'));
  });

  it('answers 400 with the envelope for a request line that is not HTTP', async () => {
    const res = await rawRequest('HELLO\r\n\r\n');
    expect(res.status).toBe(400);
    expect(JSON.parse(res.body)).toEqual(envelope('Bad request.'));
  });
});
