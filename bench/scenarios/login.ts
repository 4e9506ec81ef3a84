import { benchUserPassword } from '../database';
import { defineScenario } from '../scenario';

/**
 * Sign-in with the right password: dominated on purpose by the argon2id verification
 * (apps/server/src/lib/password.ts: 19 MiB, 2 passes, 1 lane), plus the session and token.
 */
export const login = defineScenario({
  name: 'login',
  description: 'POST /api/login (argon2id m=19456 KiB, t=2, p=1), 8 connections',
  connections: 8,
  ceiling: 'bare-http',
  request: async (context, _state, index) => {
    await context.http.expect(200, 'POST', '/api/login', {
      body: { email: context.data.email(1 + (index % 200)), password: benchUserPassword },
    });
  },
});
