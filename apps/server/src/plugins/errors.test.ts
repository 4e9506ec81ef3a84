import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { serializeError } from '../lib/log-serializers';
import errorsPlugin from './errors';

/** A database error the way Drizzle wraps it: SQL, bound values, and the driver's error. */
function failedQuery(sqlStateCode: string): Error {
  const driverError = Object.assign(new Error('value too long for type character varying(100)'), {
    code: sqlStateCode,
    detail: 'Key (email)=(secret@example.com) already exists.',
  });
  return Object.assign(
    new Error(
      'Failed query: insert into "users" ("email", "password_hash") values ($1, $2)\nparams: secret@example.com,$argon2id$v=19$m=19456',
      { cause: driverError },
    ),
    {
      query: 'insert into "users" ("email", "password_hash") values ($1, $2)',
      params: ['secret@example.com', '$argon2id$'],
    },
  );
}

async function appThrowing(error: Error) {
  const app = Fastify({ logger: false });
  await app.register(errorsPlugin);
  app.get('/boom', async () => {
    throw error;
  });
  await app.ready();
  return app;
}

describe('the error handler', () => {
  it('answers 422 for a database data exception (input that did not fit a column)', async () => {
    const app = await appThrowing(failedQuery('22001'));
    const res = await app.inject({ method: 'GET', url: '/boom' });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      status: 'ERROR',
      message: 'The value is invalid.',
      code: 'INVALID_VALUE',
    });
    await app.close();
  });

  it('answers 500 without any detail for other failures', async () => {
    const app = await appThrowing(failedQuery('23505'));
    const res = await app.inject({ method: 'GET', url: '/boom' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({
      status: 'ERROR',
      message: 'Something went wrong on our side. Please try again.',
    });
    expect(res.body).not.toContain('secret@example.com');
    await app.close();
  });
});

describe('serializeError (what the logs keep of an error)', () => {
  it('keeps the SQL, the SQLSTATE and the stack, and drops bound values and database details', () => {
    const logged = JSON.stringify(serializeError(failedQuery('23505')));
    expect(logged).toContain('insert into \\"users\\"');
    expect(logged).toContain('23505');
    expect(logged).not.toContain('secret@example.com');
    expect(logged).not.toContain('argon2id');
  });
});
