import type { TInterlocutorConsole, TInterlocutorSearch, TPayout } from '@parlor/contracts';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createUser, signedInClient } from '../../test/factories-testing';
import { createTestApp, type TestApp } from '../../test/test-app';
import type { TestClient } from '../../test/test-client';
import { makeTopic } from '../../test/chat-testing';
import { countryIdOf, personal } from '../../test/payout-testing';
import { makeInterlocutor } from '../../test/interlocutor-testing';

/**
 * The interlocutor console's earnings figures after random sequences of every kind of
 * change (earning, release by a new hold, admin adjustment, payout, its rejection): each
 * figure matches a model of the sequence, and Total = Pending + Available + Paid out.
 */

let testApp: TestApp;
let admin: TestClient;
let germany: number;

beforeAll(async () => {
  // 3 hundredths per character, 50 % share; payouts from 1.00 (1 point = 1 EUR).
  testApp = await createTestApp({
    env: { RATE_LIMIT_PAYOUTS: '1000' },
    settings: {
      message_symbol_cost: 0.03,
      payout_min_amount: 1,
      points_convertion_rate: 1,
      earning_hold_days: 7,
    },
  });
  admin = await signedInClient(testApp.app, await createUser(testApp.app, { role: 'admin' }));
  germany = await countryIdOf(testApp.app, 'DE');
});
afterAll(() => testApp.close());

/** A small seeded generator (mulberry32): a failing seed replays the same sequence. */
function seededRandom(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  return { next, int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)) };
}

interface Model {
  pending: number;
  available: number;
  paidOut: number;
  /** Payouts not yet decided, by method (one open payout per method). */
  open: Map<string, { id: number; centi: number }>;
  rejected: number;
}

const payoutMethods = {
  card: { method: 'card', pan: '4242 4242 4242 4242' },
  sepa: { method: 'sepa', iban: 'DE89 3704 0044 0532 0130 00' },
  fps: {
    method: 'fps',
    account_number: '12345678',
    sort_code: '12-34-56',
    birth_date: '1990-04-01',
  },
} as const;

async function matchedConversation() {
  const owner = await createUser(testApp.app, { points: 10_000 });
  const ownerClient = await signedInClient(testApp.app, owner);
  const topicId = await makeTopic(testApp.app, { ownerId: owner.id });
  const interlocutor = await makeInterlocutor(testApp.app);
  await ownerClient.post('/api/topics/update-chat-mode', { topic_id: topicId, chat_mode: 'human' });
  const search = (
    await ownerClient.get('/api/topics/interlocutor-search', { topic_id: topicId })
  ).payload<{ search: TInterlocutorSearch }>().search;
  const accepted = await interlocutor.client.post(
    `/api/interlocutor/requests/${search.request_id}/accept`,
  );
  expect(accepted.statusCode).toBe(200);
  await interlocutor.client.post(`/api/topics/${topicId}/accept-terms`);
  return { ownerClient, topicId, interlocutor };
}

async function earningsOf(client: TestClient) {
  const res = await client.get('/api/interlocutor/console');
  expect(res.statusCode).toBe(200);
  return res.payload<TInterlocutorConsole>().earnings;
}

const toCenti = (points: number) => Math.round(points * 100);

async function setHold(days: number) {
  const res = await admin.put('/api/admin/settings', { earning_hold_days: days });
  expect(res.statusCode).toBe(200);
}

async function runSequence(seed: number, steps: number) {
  const random = seededRandom(seed);
  const { ownerClient, topicId, interlocutor } = await matchedConversation();
  const model: Model = { pending: 0, available: 0, paidOut: 0, open: new Map(), rejected: 0 };
  const done: string[] = [];

  const actions = {
    async earn() {
      const length = random.int(1, 40);
      const sent = await ownerClient.post('/api/messages/create', {
        topic_id: topicId,
        content: 'x'.repeat(length),
      });
      expect(sent.statusCode).toBe(200);
      model.pending += Math.floor((length * 3 * 50) / 100);
    },
    async release() {
      // A hold of 0 applies to what is pending already: released within seconds.
      await setHold(0);
      await vi.waitFor(
        async () => expect((await earningsOf(interlocutor.client)).pending).toBe(0),
        {
          timeout: 10_000,
          interval: 100,
        },
      );
      await setHold(7);
      model.available += model.pending;
      model.pending = 0;
    },
    async adjust() {
      const centi = random.int(-Math.max(1, model.available) - 50, 500) || 1;
      const res = await admin.post(`/api/admin/users/${interlocutor.user.id}/balance-adjustments`, {
        account: 'earnings_available',
        amount: centi / 100,
        reason: 'property test',
      });
      if (model.available + centi < 0) {
        expect(res.statusCode).toBe(422);
        return;
      }
      expect(res.statusCode).toBe(200);
      model.available += centi;
    },
    async payout() {
      const method = (['card', 'sepa', 'fps'] as const).find((each) => !model.open.has(each));
      if (!method || model.available < 100) return;
      const centi = random.int(100, model.available);
      const res = await interlocutor.client.post('/api/payouts', {
        amount: centi / 100,
        ...payoutMethods[method],
        ...personal(germany),
        password: interlocutor.user.password,
      });
      expect(res.statusCode, res.text).toBe(201);
      model.open.set(method, { id: res.payload<TPayout>().id, centi });
      model.available -= centi;
      model.paidOut += centi;
    },
    async decide() {
      const [method, payout] = [...model.open.entries()][random.int(0, model.open.size - 1)] ?? [];
      if (!method || !payout) return;
      model.open.delete(method);
      if (random.next() < 0.5) {
        const res = await admin.post(`/api/admin/payouts/${payout.id}/paid`, { reference: 'TX' });
        expect(res.statusCode).toBe(200);
        return;
      }
      // The reversal: a rejected payout gives the points back to available.
      const res = await admin.post(`/api/admin/payouts/${payout.id}/reject`, { reason: 'No' });
      expect(res.statusCode).toBe(200);
      model.available += payout.centi;
      model.paidOut -= payout.centi;
      model.rejected += 1;
    },
  };
  const weighted = [
    'earn',
    'earn',
    'earn',
    'release',
    'adjust',
    'adjust',
    'payout',
    'payout',
    'decide',
  ] as const;

  const effective = new Set<string>();
  let previousFigures = '0/0/0';
  for (let step = 0; step < steps; step += 1) {
    const action = weighted[random.int(0, weighted.length - 1)]!;
    done.push(action);
    await actions[action]();
    const shown = await earningsOf(interlocutor.client);
    const figures = [shown.pending, shown.available, shown.paid_out].join('/');
    if (figures !== previousFigures) effective.add(action);
    const context = `seed ${seed}, after ${done.join(' → ')}`;
    expect(
      {
        pending: toCenti(shown.pending),
        available: toCenti(shown.available),
        paidOut: toCenti(shown.paid_out),
      },
      context,
    ).toEqual({ pending: model.pending, available: model.available, paidOut: model.paidOut });
    expect(toCenti(shown.total), context).toBe(
      toCenti(shown.pending) + toCenti(shown.available) + toCenti(shown.paid_out),
    );
    previousFigures = figures;
  }
  return { effective, rejected: model.rejected };
}

describe('GET /api/interlocutor/console earnings', () => {
  it('Total = Pending + Available + Paid out after every change, over random sequences', async () => {
    const covered = new Set<string>();
    let rejected = 0;
    for (const seed of [7, 1_234, 98_765, 4_242]) {
      const run = await runSequence(seed, 24);
      for (const action of run.effective) covered.add(action);
      rejected += run.rejected;
    }
    // The sequences did try every kind of change, a reversal (rejected payout) included.
    expect([...covered].sort()).toEqual(['adjust', 'decide', 'earn', 'payout', 'release']);
    expect(rejected).toBeGreaterThan(0);
  }, 300_000);

  it('a new hold re-dates pending earnings: 0 releases them within seconds, a longer hold keeps them', async () => {
    const { ownerClient, topicId, interlocutor } = await matchedConversation();
    await ownerClient.post('/api/messages/create', { topic_id: topicId, content: 'Hello!!' });
    expect(await earningsOf(interlocutor.client)).toMatchObject({ pending: 0.1, available: 0 });

    // Longer: still pending, now due 30 days after it was earned.
    await setHold(30);
    const longer = await earningsOf(interlocutor.client);
    expect(longer).toMatchObject({ pending: 0.1, available: 0 });
    const dueInDays = (Date.parse(longer.recent[0]!.release_at) - Date.now()) / 86_400_000;
    expect(dueInDays).toBeGreaterThan(29.9);

    await setHold(0);
    await vi.waitFor(
      async () =>
        expect(await earningsOf(interlocutor.client)).toMatchObject({
          pending: 0,
          available: 0.1,
          total: 0.1,
        }),
      { timeout: 5_000, interval: 100 },
    );
    await setHold(7);
  });
});
