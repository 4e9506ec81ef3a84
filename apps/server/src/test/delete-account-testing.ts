import type { FastifyInstance } from 'fastify';
import { lastMailTo, linkIn } from './mailbox-testing';
import type { TestClient } from './test-client';

/** Asks for the deletion link with the password and answers the link's token. */
export async function deletionToken(
  app: FastifyInstance,
  client: TestClient,
  user: { email: string; password: string },
): Promise<string> {
  const response = await client.post('/api/user/delete', { password: user.password });
  if (response.statusCode !== 200) {
    throw new Error(`POST /api/user/delete answered ${response.statusCode}: ${response.text}`);
  }
  const token = linkIn(await lastMailTo(app, user.email)).searchParams.get('token');
  if (!token) throw new Error('no token in the deletion link');
  return token;
}
