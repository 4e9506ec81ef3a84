import type { BenchClient } from '../http';
import { expectStatus } from '../http';
import { defineScenario } from '../scenario';

/** Anonymous visitors loading the site's start-up data (what every first page view fetches). */
export const publicSettings = defineScenario({
  name: 'public-settings',
  description: 'GET /api/settings (anonymous, cached settings)',
  setup: async (context) => context.client(),
  request: async (_context, client: BenchClient) => {
    expectStatus(await client.get('/api/settings'), 200, 'settings');
  },
});

export const publicFaq = defineScenario({
  name: 'public-faq-de',
  description: 'GET /api/faq?lang_id=2 (localised, sanitised HTML)',
  setup: async (context) => context.client(),
  request: async (_context, client: BenchClient) => {
    expectStatus(await client.get('/api/faq?lang_id=2'), 200, 'faq');
  },
});

export const publicStaticPage = defineScenario({
  name: 'public-static-page',
  description: 'GET /api/static-pages/terms (database read + sanitised HTML)',
  setup: async (context) => context.client(),
  request: async (_context, client: BenchClient) => {
    expectStatus(await client.get('/api/static-pages/terms'), 200, 'static page');
  },
});
