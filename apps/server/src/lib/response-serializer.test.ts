import Fastify, { type FastifyInstance } from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { responseSerializerCompiler } from './response-serializer';

const ZUser = z.object({ id: z.number().int(), name: z.string() });

/** One route answering `answer` under the response schema ZUser. */
async function appAnswering(env: 'production' | 'test', answer: unknown) {
  const app = Fastify();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(responseSerializerCompiler(env));
  app.withTypeProvider<ZodTypeProvider>().get(
    '/user',
    { schema: { response: { 200: ZUser } } },
    // The handler's answer is whatever the case gives, as a presenter's could be.
    async () => answer as z.infer<typeof ZUser>,
  );
  await app.ready();
  apps.push(app);
  return app;
}

const apps: FastifyInstance[] = [];
afterEach(async () => {
  await Promise.all(apps.splice(0).map((app) => app.close()));
});

describe('the response serializer', () => {
  it('answers an answer that is its schema’s own output, in every environment', async () => {
    for (const env of ['test', 'production'] as const) {
      const app = await appAnswering(env, { name: 'Ada', id: 7 });
      const response = await app.inject({ method: 'GET', url: '/user' });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ id: 7, name: 'Ada' });
    }
  });

  it('fails, outside production, an answer with a key its schema would strip', async () => {
    const app = await appAnswering('test', { id: 7, name: 'Ada', passwordHash: 'secret' });
    const response = await app.inject({ method: 'GET', url: '/user' });
    expect(response.statusCode).toBe(500);
    expect(response.json<{ message: string }>().message).toContain('at "passwordHash"');
    expect(response.body).not.toContain('secret');
  });

  it('fails, outside production, an answer its schema rejects', async () => {
    const app = await appAnswering('test', { id: '7', name: 'Ada' });
    const response = await app.inject({ method: 'GET', url: '/user' });
    expect(response.statusCode).toBe(500);
  });

  it('sends, in production, the answer as it is (the tests above keep it exact)', async () => {
    const app = await appAnswering('production', { id: 7, name: 'Ada', extra: true });
    const response = await app.inject({ method: 'GET', url: '/user' });
    expect(response.json()).toEqual({ id: 7, name: 'Ada', extra: true });
  });
});
