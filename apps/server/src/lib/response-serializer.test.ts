import Fastify, { type FastifyInstance } from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { afterEach, describe, expect, it } from 'vitest';
import { okEnvelope, ZMessagesPageSchema } from '@parlor/contracts';
import { z } from 'zod';
import {
  compileAnswerSerializer,
  compiledAnswer,
  responseSerializerCompiler,
} from './response-serializer';

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

describe('an answer schema marked compiledAnswer', () => {
  const page = okEnvelope(ZMessagesPageSchema);
  const message = (id: number, mine: boolean) => ({
    id,
    topic_id: 3,
    sender: mine ? 'Me' : 'Aurora',
    sender_kind: mine ? ('user' as const) : ('ai' as const),
    is_mine: mine,
    content: `Line "${id}" with \\ a backslash, a tab\t, ü, 😀 and </script>`,
    created_at: '2026-12-07T17:45:31.123Z',
    is_typing: false,
    attachments: mine
      ? [
          {
            type: 'image' as const,
            path: `/api/attachments/${id}/0`,
            original_filename: 'a.png',
            filesize: 5120,
            thumbnail_path: null,
            width: 640,
            height: null,
          },
        ]
      : [],
    seq: mine ? id : null,
    client_key: mine ? '0d6f1f52-8f0e-4d7e-9d52-2b1c9d3c1e11' : null,
    receipt: mine ? { points: 1.5, listener_points: 0.25 } : null,
  });
  const answer = {
    status: 'OK' as const,
    payload: {
      data: [message(1, true), message(2, false), { ...message(3, false), is_typing: true }],
      meta: { current_page: 1, per_page: 20, total: 3, last_page: 1, from: 1, to: 3 },
    },
  };

  it('is written by its compiled serializer as the same JSON as JSON.stringify writes', async () => {
    const stringify = await compileAnswerSerializer(page);
    const written = stringify(answer);
    expect(JSON.parse(written)).toEqual(JSON.parse(JSON.stringify(answer)));
    expect(JSON.parse(stringify({ ...answer, message: 'Saved.' }))).toEqual({
      ...answer,
      message: 'Saved.',
    });
  });

  it('answers the same in production, before and after its serializer is compiled', async () => {
    const app = Fastify();
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(responseSerializerCompiler('production'));
    app.get('/page', { schema: { response: { 200: compiledAnswer(page) } } }, async () => answer);
    // A key the schema does not name tells which serializer wrote the answer: only the
    // compiled one leaves it out (the tests of every route keep answers free of such keys).
    const marked = { ...answer, unnamed: true };
    app.get('/marked', { schema: { response: { 200: compiledAnswer(page) } } }, async () => marked);
    await app.ready();
    apps.push(app);
    const first = await app.inject({ method: 'GET', url: '/page' });
    await compileAnswerSerializer(page);
    await new Promise((resolve) => setTimeout(resolve, 50));
    const later = await app.inject({ method: 'GET', url: '/page' });
    expect(first.json()).toEqual(answer);
    expect(later.json()).toEqual(answer);
    const compiled = await app.inject({ method: 'GET', url: '/marked' });
    expect(compiled.json()).toEqual(answer);
  });
});
