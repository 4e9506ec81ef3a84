import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FastHttp } from './fast-http';

let server: http.Server;
let baseUrl: string;
const seen: { method?: string; url?: string; headers: http.IncomingHttpHeaders; body: string }[] =
  [];

beforeAll(async () => {
  server = http.createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    request.on('end', () => {
      seen.push({ method: request.method, url: request.url, headers: request.headers, body });
      if (request.url === '/chunked') {
        response.writeHead(200, { 'content-type': 'text/plain' });
        response.write('Grüße, ');
        setTimeout(() => response.end('in two chunks'), 5);
      } else if (request.url === '/close') {
        response.writeHead(503, { connection: 'close', 'content-length': '4' });
        response.end('busy');
      } else if (request.url === '/hang-up') {
        request.socket.destroy();
      } else {
        const text = JSON.stringify({ path: request.url, ok: true });
        response.writeHead(request.url === '/missing' ? 404 : 200, {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(text),
        });
        response.end(text);
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('FastHttp, the load generator client', () => {
  it('sends the method, path, token and JSON body, and reads a sized answer', async () => {
    const client = new FastHttp(baseUrl, 2);
    const answer = await client.request('POST', '/api/x?a=1', {
      token: 'tok-1',
      body: { text: 'héllo' },
    });
    client.close();
    expect(answer).toEqual({ status: 200, text: '{"path":"/api/x?a=1","ok":true}' });
    const request = seen.at(-1)!;
    expect(request.method).toBe('POST');
    expect(request.headers.authorization).toBe('Bearer tok-1');
    expect(request.headers['content-type']).toBe('application/json');
    expect(request.body).toBe('{"text":"héllo"}');
  });

  it('reads chunked answers, statuses other than 200 and many answers on one socket', async () => {
    const client = new FastHttp(baseUrl, 1);
    expect(await client.request('GET', '/chunked')).toEqual({
      status: 200,
      text: 'Grüße, in two chunks',
    });
    expect((await client.request('GET', '/missing')).status).toBe(404);
    await expect(client.expect(200, 'GET', '/missing')).rejects.toThrow(/expected 200, got 404/);
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => client.request('GET', `/n/${i}`)),
    );
    client.close();
    expect(answers.map((answer) => (JSON.parse(answer.text) as { path: string }).path)).toEqual(
      Array.from({ length: 20 }, (_, i) => `/n/${i}`),
    );
  });

  it('opens a new socket after the server closes one, and fails a request it hung up on', async () => {
    const client = new FastHttp(baseUrl, 1);
    expect(await client.request('GET', '/close')).toEqual({ status: 503, text: 'busy' });
    expect((await client.request('GET', '/after')).status).toBe(200);
    await expect(client.request('GET', '/hang-up')).rejects.toThrow(/closed the connection/);
    expect((await client.request('GET', '/again')).status).toBe(200);
    client.close();
  });
});
