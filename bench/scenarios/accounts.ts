import { expectStatus } from '../http';
import { defineScenario } from '../scenario';
import { benchPassword, createVerifiedUser } from '../support';

/** Sign-in: dominated by the argon2id verification (19 MiB, 2 passes) on purpose. */
export const signIn = defineScenario({
  name: 'sign-in',
  description: 'POST /api/login with the right password (argon2id verify + session + bearer token)',
  connections: 8,
  setup: async (context) => {
    const users = [];
    for (let i = 0; i < 8; i += 1) users.push((await createVerifiedUser(context)).email);
    return users;
  },
  request: async (context, users, index) => {
    const email = users[index % users.length]!;
    // A fresh cookie-less client per sign-in: an API client, like a mobile app's first call.
    const client = context.client();
    expectStatus(await client.post('/api/login', { email, password: benchPassword }), 200, 'login');
  },
});

/** The signed-in start-up calls: auth check and profile. */
export const profile = defineScenario({
  name: 'profile',
  description: 'GET /api/user/profile with a bearer token',
  setup: async (context) => (await createVerifiedUser(context)).client,
  request: async (_context, client) => {
    expectStatus(await client.get('/api/user/profile'), 200, 'profile');
  },
});
