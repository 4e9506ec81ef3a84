import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/rows';
import {
  apiTokens,
  auditLog,
  conversationRatings,
  deposits,
  interlocutorApplications,
  interlocutorPresence,
  messages,
  payouts,
  reports,
  savedBillingDetails,
  topicMemories,
  topics,
  userBlocks,
  users,
  notificationMails,
  notificationPreferences,
  pushDeliveries,
  pushedTags,
  pushSubscriptions,
} from '../../db/schema';
import { createUser, signedInClient } from '../../test/factories-testing';
import { createTestApp, type TestApp } from '../../test/test-app';
import { TestClient } from '../../test/test-client';
import { image, file, send } from '../../test/attachments-testing';
import { makeTopic } from '../../test/chat-testing';
import { storeMessage } from '../chat/store-message';
import { countryIdOf } from '../../test/payout-testing';
import { registration } from '../../test/accounts-testing';
import { deletionToken } from '../../test/delete-account-testing';
import { tombstoneEmail } from './erase-account';

/**
 * What account deletion does with each table of the schema. A table missing here fails the
 * first test: whoever adds a table decides what deleting an account does with it.
 * - `deleted`: no row refers to the person any more (`userColumns`);
 * - `pseudonymised`: rows stay (accounting law, or other people's records) and may refer to
 *   the tombstone's id, but hold none of the person's data;
 * - `not personal`: nobody's data (site content, settings, sequences).
 * Every table, whatever its rule, must hold none of the person's details afterwards.
 */
type Rule =
  | { kind: 'deleted'; userColumns: string[] }
  | { kind: 'pseudonymised'; why: string }
  | { kind: 'not personal' };

const tableRules: Record<string, Rule> = {
  app_meta: { kind: 'not personal' },
  settings: { kind: 'not personal' },
  languages: { kind: 'not personal' },
  translations: { kind: 'not personal' },
  countries: { kind: 'not personal' },
  currencies: { kind: 'not personal' },
  faqs: { kind: 'not personal' },
  static_pages: { kind: 'not personal' },
  social_links: { kind: 'not personal' },
  rooms: { kind: 'not personal' },
  bundles: { kind: 'not personal' },
  topic_sequences: { kind: 'not personal' },
  payment_events: { kind: 'not personal' },
  test_checkouts: { kind: 'not personal' },
  welcome_grants: {
    kind: 'pseudonymised',
    why: 'a keyed hash of the address: one welcome grant per address, also after a deletion',
  },
  users: { kind: 'pseudonymised', why: 'the tombstone the ledger, deposits and payouts refer to' },
  ledger_entries: { kind: 'pseudonymised', why: 'accounting: every balance change' },
  deposits: { kind: 'pseudonymised', why: 'accounting: billing details emptied' },
  payouts: { kind: 'pseudonymised', why: 'accounting: name, address and secrets emptied' },
  interlocutor_earnings: { kind: 'pseudonymised', why: 'accounting: shares, topic unlinked' },
  audit_log: {
    kind: 'pseudonymised',
    why: "operators' actions; before/after about the person emptied",
  },
  topics: { kind: 'pseudonymised', why: 'closed, retitled; the guest keeps theirs until purged' },
  messages: { kind: 'pseudonymised', why: "the person's own and the companion's answers deleted" },
  safety_alerts: { kind: 'pseudonymised', why: 'moderation record, the writer unlinked' },
  reports: { kind: 'deleted', userColumns: ['reporter_id', 'reported_user_id'] },
  report_evidence: {
    kind: 'pseudonymised',
    why: "an open report's conversation, the person's lines erased; emptied once handled",
  },
  sessions: { kind: 'deleted', userColumns: ['user_id'] },
  api_tokens: { kind: 'deleted', userColumns: ['user_id'] },
  user_tokens: { kind: 'deleted', userColumns: ['user_id'] },
  saved_billing_details: { kind: 'deleted', userColumns: ['user_id'] },
  topic_terms_acceptances: { kind: 'deleted', userColumns: ['user_id'] },
  topic_removed_guests: { kind: 'deleted', userColumns: ['user_id'] },
  user_blocks: { kind: 'deleted', userColumns: ['blocker_id', 'blocked_id'] },
  ai_reply_jobs: { kind: 'not personal' },
  topic_memories: {
    kind: 'pseudonymised',
    why: "the companion's memory of their topics and of those they wrote in deleted",
  },
  interlocutor_applications: { kind: 'deleted', userColumns: ['user_id'] },
  interlocutor_requests: { kind: 'deleted', userColumns: ['owner_id', 'accepted_by'] },
  interlocutor_presence: { kind: 'deleted', userColumns: ['user_id'] },
  interlocutor_sockets: { kind: 'deleted', userColumns: ['user_id'] },
  push_subscriptions: { kind: 'deleted', userColumns: ['user_id'] },
  push_deliveries: { kind: 'deleted', userColumns: [] },
  notification_preferences: { kind: 'deleted', userColumns: ['user_id'] },
  notification_mails: { kind: 'deleted', userColumns: ['user_id'] },
  topic_views: { kind: 'deleted', userColumns: ['user_id'] },
  pushed_tags: { kind: 'deleted', userColumns: ['user_id'] },
  conversation_ratings: {
    kind: 'pseudonymised',
    why: "scores stay for the interlocutor's average; the giver and their words go",
  },
};

let testApp: TestApp;

beforeAll(async () => {
  testApp = await createTestApp({
    env: { RATE_LIMIT_REGISTER_PER_IP: '10000', RATE_LIMIT_REGISTER_PER_ACCOUNT: '10000' },
  });
});
afterAll(() => testApp.close());

async function schemaTables(): Promise<string[]> {
  const result = await testApp.app.db.execute(sql`
    select table_name from information_schema.tables
    where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`);
  return rowsOf<{ table_name: string }>(result).map((row) => row.table_name);
}

/** A unique word planted in every personal field of the person. */
const marker = `Quxmarker${Date.now().toString(36)}`;

/** A person with data in every corner: profile, money, chat, files, applications, reports. */
async function richPerson() {
  const app = testApp.app;
  const person = await createUser(app, {
    email: `${marker.toLowerCase()}@example.com`,
    name: marker,
    points: 50,
    interlocutor: true,
  });
  const countryId = await countryIdOf(app, 'DE');
  await app.db
    .update(users)
    .set({
      surname: marker,
      phone: '+4915199887766',
      phoneCountryCode: 'DE',
      nationalNumber: '15199887766',
      city: marker,
      address: marker,
      postCode: '99887',
      countryId,
    })
    .where(eq(users.id, person.id));
  await app.db.insert(savedBillingDetails).values({
    userId: person.id,
    name: marker,
    surname: marker,
    phone: '+4915199887766',
    email: person.email,
    countryId,
    city: marker,
    address: marker,
    postCode: '99887',
  });
  // A device, its queued push, its choices and what was sent to it.
  const [device] = await app.db
    .insert(pushSubscriptions)
    .values({
      userId: person.id,
      endpoint: `https://push.example/${marker}`,
      p256dh: 'p256dh-key',
      auth: 'auth-key',
      device: marker,
    })
    .returning({ id: pushSubscriptions.id });
  await app.db.insert(pushDeliveries).values({
    subscriptionId: device!.id,
    payload: { kind: 'account', title: marker, body: marker, url: '/rooms', tag: 'topic-1' },
    ttl: 60,
    urgency: 'normal',
  });
  await app.db
    .insert(notificationPreferences)
    .values({ userId: person.id, timeZone: 'Europe/Berlin' });
  await app.db.insert(notificationMails).values({ userId: person.id, subject: 'request:1' });
  await app.db.insert(pushedTags).values({ userId: person.id, tag: 'topic-1' });
  await app.db.insert(deposits).values({
    userId: person.id,
    amountMinor: 500,
    currency: 'EUR',
    points: 5000,
    status: 'success',
    provider: 'test',
    billing: { name: marker, email: person.email, phone: '+4915199887766' },
  });
  const [payout] = await app.db
    .insert(payouts)
    .values({
      userId: person.id,
      method: 'sepa',
      status: 'paid',
      amountMinor: 1000,
      currency: 'EUR',
      points: 10000,
      firstName: marker,
      lastName: marker,
      countryId,
      city: marker,
      address: marker,
      zip: '99887',
      ibanEnc: `enc-${marker}`,
      destinationMask: 'DE89 •••• 3000',
      destinationHash: `hash-${marker}`,
    })
    .returning({ id: payouts.id });
  const [application] = await app.db
    .insert(interlocutorApplications)
    .values({
      userId: person.id,
      nickname: marker.slice(0, 40),
      email: person.email,
      experience: marker,
      interests: marker,
      helpDescription: marker,
      status: 'approved',
    })
    .returning({ id: interlocutorApplications.id });
  await app.db.insert(auditLog).values([
    {
      actorRole: 'admin',
      action: 'application.approve',
      objectType: 'application',
      objectId: String(application!.id),
      after: { nickname: marker },
    },
    {
      actorRole: 'admin',
      action: 'payout.paid',
      objectType: 'payout',
      objectId: String(payout!.id),
      after: { first_name: marker },
    },
  ]);
  await app.db.insert(interlocutorPresence).values({ userId: person.id, isAvailable: true });
  await app.db.insert(apiTokens).values({
    tokenHash: `hash-${marker}`,
    userId: person.id,
    deviceName: marker,
    expiresAt: new Date(Date.now() + 86_400_000),
  });

  // Chat: an own topic with a guest, an image and a companion answer; a seat in another's.
  const partner = await createUser(app, { points: 50 });
  const host = await createUser(app, { points: 50 });
  const ownTopic = await makeTopic(app, {
    ownerId: person.id,
    guestId: partner.id,
    title: marker,
  });
  const guestTopic = await makeTopic(app, { ownerId: host.id, guestId: person.id });
  const client = await signedInClient(app, person);
  const sent = await send(client, ownTopic, [file(await image('png'))], { content: marker });
  expect(sent.statusCode).toBe(200);
  expect(
    (await client.post('/api/messages/create', { topic_id: guestTopic, content: marker }))
      .statusCode,
  ).toBe(200);
  await app.db.transaction((tx) =>
    storeMessage(tx, {
      topicId: ownTopic,
      senderId: null,
      senderKind: 'ai',
      senderName: 'Luna',
      content: `Hello ${marker}`,
      cost: 0,
    }),
  );
  await app.db.insert(reports).values({
    topicId: guestTopic,
    reporterId: person.id,
    reportedUserId: host.id,
    type: 'user',
    reason: 'other',
    details: marker,
  });
  await app.db.insert(reports).values({
    topicId: ownTopic,
    reporterId: partner.id,
    reportedUserId: person.id,
    type: 'topic',
    reason: 'spam',
  });
  await app.db.insert(userBlocks).values({ blockerId: person.id, blockedId: host.id });
  // Ratings: one the person gave (with their words), one they got as the guest.
  await app.db.insert(conversationRatings).values([
    {
      topicId: guestTopic,
      raterId: host.id,
      ratedUserId: person.id,
      ratedAs: 'interlocutor',
      score: 5,
      comment: `Lovely talk with ${marker}`,
    },
    {
      topicId: ownTopic,
      raterId: person.id,
      ratedUserId: partner.id,
      ratedAs: 'interlocutor',
      score: 2,
      comment: `${marker} found it slow`,
    },
  ]);
  await app.db.insert(topicMemories).values([
    { topicId: ownTopic, summary: `They said ${marker}` },
    { topicId: guestTopic, summary: `The guest said ${marker}` },
  ]);
  const [withFile] = await app.db
    .select({ attachments: messages.attachments })
    .from(messages)
    .where(
      sql`${messages.senderId} = ${person.id} and jsonb_array_length(${messages.attachments}) > 0`,
    );
  const fileKey = withFile!.attachments[0]!.key;
  expect(await app.storage.get(fileKey)).toBeDefined();
  return { person, client, partner, host, ownTopic, guestTopic, fileKey };
}

async function leftovers(table: string, userId: number): Promise<string[]> {
  const found: string[] = [];
  const rule = tableRules[table]!;
  const patterns = [`%${marker.toLowerCase()}%`, '%15199887766%', '%99887%'];
  const result = await testApp.app.db.execute(sql`
    select count(*)::int as n from ${sql.identifier(table)} t
    where lower(row_to_json(t)::text) like any (${`{${patterns.join(',')}}`}::text[])`);
  const n = Number(rowsOf<{ n: number }>(result)[0]?.n ?? 0);
  if (n > 0) found.push(`${table}: ${n} row(s) with the person's details`);
  if (rule.kind === 'deleted') {
    for (const column of rule.userColumns) {
      const refs = await testApp.app.db.execute(sql`
        select count(*)::int as n from ${sql.identifier(table)} where ${sql.identifier(column)} = ${userId}`);
      const count = Number(rowsOf<{ n: number }>(refs)[0]?.n ?? 0);
      if (count > 0) found.push(`${table}.${column}: ${count} row(s) still refer to the person`);
    }
  }
  return found;
}

describe('delete my account', () => {
  it('has a deletion rule for every table of the schema', async () => {
    expect(await schemaTables()).toEqual(Object.keys(tableRules).sort());
  });

  it('leaves no trace of the person in any table, keeps the ledger, frees the address', async () => {
    const app = testApp.app;
    const rich = await richPerson();
    const { person, client } = rich;
    // The check sees the planted details before the deletion (so its silence after means something).
    expect(await leftovers('users', person.id)).toHaveLength(1);
    expect(await leftovers('sessions', person.id)).toHaveLength(1);
    expect(await leftovers('messages', person.id)).toHaveLength(1);
    const token = await deletionToken(app, client, person);
    const confirmed = await new TestClient(app).post('/api/user/delete/confirm', { token });
    expect(confirmed.statusCode).toBe(200);

    const problems: string[] = [];
    for (const table of await schemaTables()) problems.push(...(await leftovers(table, person.id)));
    expect(problems).toEqual([]);

    // The tombstone: no e-mail, phone or name; balances forfeited through the ledger.
    const [tomb] = await app.db.select().from(users).where(eq(users.id, person.id));
    expect(tomb).toMatchObject({
      email: tombstoneEmail(person.id),
      phone: null,
      surname: '',
      balance: 0,
      earningsAvailable: 0,
    });
    const ledger = await app.db.execute(
      sql`select kind, delta from ledger_entries where user_id = ${person.id} order by id`,
    );
    expect(rowsOf<{ kind: string; delta: string }>(ledger).at(-1)).toMatchObject({
      kind: 'account_deleted',
    });
    // Files gone from storage; partners read "The person left"; topics closed.
    expect(await app.storage.get(rich.fileKey)).toBeUndefined();
    const lines = await app.db
      .select({ topicId: messages.topicId, content: messages.content })
      .from(messages)
      .where(eq(messages.senderKind, 'system'));
    expect(lines).toContainEqual({ topicId: rich.ownTopic, content: 'chat.system.personLeft' });
    expect(lines).toContainEqual({ topicId: rich.guestTopic, content: 'chat.system.personLeft' });
    // The scores stay, unlinked and without words.
    const ratings = await app.db
      .select({ score: conversationRatings.score, comment: conversationRatings.comment })
      .from(conversationRatings)
      .where(eq(conversationRatings.ratedUserId, rich.partner.id));
    expect(ratings).toEqual([{ score: 2, comment: null }]);
    const [own] = await app.db.select().from(topics).where(eq(topics.id, rich.ownTopic));
    expect(own).toMatchObject({ isClosed: true, closedReason: 'owner' });
    const [seat] = await app.db.select().from(topics).where(eq(topics.id, rich.guestTopic));
    expect(seat).toMatchObject({ isClosed: false, guestId: null });

    // The old session is dead, the password does not sign in, the address registers again.
    expect((await client.get('/api/user/profile')).statusCode).toBe(401);
    const login = await new TestClient(app).post('/api/login', {
      email: person.email,
      password: person.password,
    });
    expect(login.statusCode).toBe(422);
    const again = await new TestClient(app).post(
      '/api/register',
      registration({ email: person.email }),
    );
    expect(again.statusCode).toBe(200);
  });

  it('refuses with a sentence while a payout is pending, at the request and at the link', async () => {
    const app = testApp.app;
    const person = await createUser(app, { interlocutor: true });
    const client = await signedInClient(app, person);
    const token = await deletionToken(app, client, person);
    const countryId = await countryIdOf(app, 'DE');
    await app.db.insert(payouts).values({
      userId: person.id,
      method: 'sepa',
      amountMinor: 1000,
      currency: 'EUR',
      points: 10000,
      firstName: 'Ada',
      lastName: 'L',
      countryId,
      city: 'Berlin',
      address: 'Street 1',
      zip: '10117',
      destinationMask: 'DE89 •••• 3000',
      destinationHash: 'h',
    });
    const asked = await client.post('/api/user/delete', { password: person.password });
    expect(asked.statusCode).toBe(422);
    expect(asked.body.message).toBe(
      'Your payout request is still pending. Please wait until it is settled before deleting your account.',
    );
    const confirmed = await new TestClient(app).post('/api/user/delete/confirm', { token });
    expect(confirmed.statusCode).toBe(422);
    expect(confirmed.body.code).toBe('PAYOUT_PENDING');
    expect((await client.get('/api/user/profile')).statusCode).toBe(200);
  });

  it('needs the right password, a live link, a signed-in person, and refuses staff', async () => {
    const app = testApp.app;
    const person = await createUser(app);
    const client = await signedInClient(app, person);
    const wrong = await client.post('/api/user/delete', { password: 'Not-The-One-1' });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.body.errors?.password?.[0]).toBe('The password is incorrect.');
    expect((await new TestClient(app).post('/api/user/delete', { password: 'x' })).statusCode).toBe(
      401,
    );
    const bogus = await new TestClient(app).post('/api/user/delete/confirm', { token: 'nope' });
    expect(bogus.statusCode).toBe(422);
    // A link works once.
    const token = await deletionToken(app, client, person);
    expect((await new TestClient(app).post('/api/user/delete/confirm', { token })).statusCode).toBe(
      200,
    );
    expect((await new TestClient(app).post('/api/user/delete/confirm', { token })).statusCode).toBe(
      422,
    );

    const moderator = await createUser(app, { role: 'moderator' });
    const staff = await signedInClient(app, moderator);
    const refused = await staff.post('/api/user/delete', { password: moderator.password });
    expect(refused.statusCode).toBe(422);
    expect(refused.body.code).toBe('STAFF_ACCOUNT');
  });
});
