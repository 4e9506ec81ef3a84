import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readStoredSettings } from '../../plugins/reference-data';
import { apiTokenOf, createUser } from '../../test/factories-testing';
import { statementLog, type SentStatement } from '../../test/statement-log-testing';
import { createTestApp, type TestApp } from '../../test/test-app';
import { paidSendWork, pollWork, type CeilingWork } from './ceiling-statements';
import { makeTopic } from '../../test/chat-testing';

/**
 * The bench's database ceilings (`npm run bench`, bench/pgbench.ts) run `ceiling-statements.ts`
 * through pgbench. Here the statements the server sends for the scenarios' requests are
 * captured at the database client (PGlite, or the pg pool with TEST_DATABASE_URL) and must be
 * the ceiling's text, with the ceiling's values.
 */

let testApp: TestApp;
let log: ReturnType<typeof statementLog>;

beforeAll(async () => {
  testApp = await createTestApp();
  log = statementLog(testApp.app.db);
});
afterAll(() => testApp.close());

async function statementsOf(request: () => Promise<{ statusCode: number; body: string }>) {
  const { result: response, statements } = await log.during(request);
  expect(response.statusCode, response.body).toBe(200);
  return statements;
}

/** The one statement of `sent` with the ceiling's text, with its values by parameter name. */
function sentAs(work: CeilingWork, statements: SentStatement[]) {
  const matching = statements.filter((statement) => statement.text === work.statement.text);
  expect(
    matching,
    `the ceiling's statement is not what the server sent:\n${statements.map((s) => s.text).join('\n---\n')}`,
  ).toHaveLength(1);
  const values = matching[0]!.values;
  const named: Record<string, unknown> = {};
  work.statement.parameters.forEach((parameter, i) => {
    if ('name' in parameter) named[parameter.name] = values[i];
    else expect(values[i]).toEqual(parameter.fixed);
  });
  return named;
}

/** The ceiling's values of the parameters its statement has. */
function usedValues(work: CeilingWork) {
  const names = work.statement.parameters.flatMap((p) => ('name' in p ? [p.name] : []));
  return Object.fromEntries(names.map((name) => [name, work.values[name]]));
}

async function bearerUserWithTopic() {
  const user = await createUser(testApp.app, { points: 100 });
  const topicId = await makeTopic(testApp.app, { ownerId: user.id, chatMode: 'ai' });
  return { user, topicId, token: await apiTokenOf(testApp.app, user) };
}

describe("the bench's database ceilings are the server's statements", () => {
  it('send-10: POST /api/messages/create sends paid_send with the ceiling values', async () => {
    const { user, topicId, token } = await bearerUserWithTopic();
    const content = 'Message number 7: how are you today?';
    const send = () =>
      testApp.app.inject({
        method: 'POST',
        url: '/api/messages/create',
        headers: { authorization: `Bearer ${token}` },
        payload: { topic_id: topicId, content },
      });
    await send(); // the credential and the settings are cached from here on, as in the bench
    const statements = await statementsOf(send);
    const work = paidSendWork(
      testApp.app.chatPorts.companion,
      await readStoredSettings(testApp.app.db),
      {
        userId: user.id,
        topicId,
        content,
        lang: 'en',
      },
    );
    expect(work.statement.name).toBe('paid_send');
    const values = sentAs(work, statements);
    // The companion's delay is drawn at random per send; every other value is the ceiling's.
    const { delayMs, ...rest } = usedValues(work);
    expect(typeof delayMs).toBe('number');
    expect({ ...values, delayMs: 0 }).toEqual({ ...rest, delayMs: 0 });
  });

  it('poll-8: GET /api/messages/index page 1 sends the reading statement with the ceiling values', async () => {
    const { user, topicId, token } = await bearerUserWithTopic();
    const poll = () =>
      testApp.app.inject({
        method: 'GET',
        url: `/api/messages/index?topic_id=${topicId}&page=1`,
        headers: { authorization: `Bearer ${token}` },
      });
    await poll();
    const statements = await statementsOf(poll);
    const work = pollWork(testApp.app.db, { userId: user.id, topicId, page: 1 });
    expect(work.statement.name).toBe('topic_reading_page_desc');
    expect(sentAs(work, statements)).toEqual(usedValues(work));
    // Nothing else: the ceiling is the whole of the poll's database work.
    expect(statements.map((statement) => statement.text)).toEqual([work.statement.text]);
  });
});
