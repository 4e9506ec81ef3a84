import type { TSpendingAnswer } from '@parlor/contracts';
import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../../../db/client';
import { rowsOf } from '../../../db/rows';
import { ledgerEntries } from '../../../db/schema';
import { createUser, signedInClient } from '../../../test/factories-testing';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { createTestPostgresDatabase, testDatabaseKind } from '../../../test/test-database';
import { makeTopic } from '../../../test/chat-testing';

/** The server's sessions run in UTC, whatever the database's default zone. */
describe('the database session time zone', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp();
  });
  afterAll(() => testApp.close());

  it('is UTC', async () => {
    const [row] = rowsOf<{ zone: string }>(
      await testApp.app.db.execute(sql`select current_setting('TimeZone') as zone`),
    );
    expect(row!.zone).toBe('UTC');
  });
});

/**
 * Spending days are the person's days (their offset) on a PostgreSQL database whose own
 * time zone is far from UTC (`Etc/GMT-14` is UTC+14): a late-evening cost stays on its day.
 */
describe.runIf(testDatabaseKind === 'postgres')(
  'GET /api/messages/spending on a UTC+14 database',
  () => {
    let created: Awaited<ReturnType<typeof createTestPostgresDatabase>>;
    let database: DatabaseHandle;
    let testApp: TestApp;

    beforeAll(async () => {
      created = await createTestPostgresDatabase();
      const admin = new pg.Client({ connectionString: created.url });
      await admin.connect();
      try {
        const [{ name }] = (
          await admin.query<{ name: string }>('select current_database() as name')
        ).rows as [{ name: string }];
        await admin.query(`alter database "${name}" set timezone to 'Etc/GMT-14'`);
      } finally {
        await admin.end();
      }
      database = await openDatabase({ databaseUrl: created.url, poolSize: 4 });
      testApp = await createTestApp({ database, settings: { message_symbol_cost: 0.1 } });
    });
    afterAll(async () => {
      await testApp?.close();
      await database?.close();
      await created?.drop();
    });

    it("puts a cost at 22:30 on the person's clock (UTC+1) on that day, not the next", async () => {
      // A plain connection takes the database's zone: proof the setting is in force.
      const plain = new pg.Client({ connectionString: created.url });
      await plain.connect();
      const zone = (
        await plain.query<{ zone: string }>("select current_setting('TimeZone') as zone")
      ).rows[0]!.zone;
      await plain.end();
      expect(zone).toBe('Etc/GMT-14');

      const owner = await createUser(testApp.app, { points: 10 });
      const client = await signedInClient(testApp.app, owner);
      const topicId = await makeTopic(testApp.app, { ownerId: owner.id });
      const sent = await client.post('/api/messages/create', {
        topic_id: topicId,
        content: 'late',
      });
      expect(sent.statusCode).toBe(200);
      const messageId = sent.payload<{ message: { id: number } }>().message.id;
      await testApp.app.db
        .update(ledgerEntries)
        .set({ createdAt: new Date('2026-11-20T21:30:00.000Z') })
        .where(eq(ledgerEntries.reference, `message:${messageId}`));

      const dayAt = async (offset: number) =>
        (await client.get('/api/messages/spending', { utc_offset: offset }))
          .payload<TSpendingAnswer>()
          .data.map((group) => group.day);
      expect(await dayAt(60)).toEqual(['2026-11-20']);
      expect(await dayAt(0)).toEqual(['2026-11-20']);
      expect(await dayAt(180)).toEqual(['2026-11-21']);
    });
  },
);
