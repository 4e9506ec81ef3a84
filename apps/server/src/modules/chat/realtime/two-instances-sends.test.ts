import type { TMessage } from '@parlor/contracts';
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ledgerEntries, messages } from '../../../db/schema';
import { createUser, signedInClient } from '../../../test/factories-testing';
import type { TestApp } from '../../../test/test-app';
import {
  hasSharedInfrastructure,
  startTwoInstances,
  type TwoInstances,
} from '../../../test/two-instances-testing';
import { makeTopic } from '../../../test/chat-testing';

describe.runIf(hasSharedInfrastructure)(
  'one send fired 5 times at once across two instances',
  () => {
    let instanceA: TestApp;
    let instanceB: TestApp;
    let instances: TwoInstances | undefined;

    beforeAll(async () => {
      instances = await startTwoInstances();
      ({ a: instanceA, b: instanceB } = instances);
    });
    afterAll(() => instances?.close());

    it('stores one message and one ledger row, and answers every copy with it', async () => {
      const owner = await createUser(instanceA.app, { points: 10 });
      const guest = await createUser(instanceA.app, { points: 10 });
      const topicId = await makeTopic(instanceA.app, { ownerId: owner.id, guestId: guest.id });
      const onA = await signedInClient(instanceA.app, owner);
      const onB = await signedInClient(instanceB.app, owner);
      const key = randomUUID();
      const answers = await Promise.all(
        [onA, onB, onA, onB, onA].map((client) =>
          client.post(
            '/api/messages/create',
            { topic_id: topicId, content: 'Sent once' },
            { 'Idempotency-Key': key },
          ),
        ),
      );
      expect(answers.map((res) => res.statusCode)).toEqual([200, 200, 200, 200, 200]);
      const ids = answers.map((res) => res.payload<{ message: TMessage }>().message.id);
      expect(new Set(ids).size).toBe(1);

      const stored = await instanceA.app.db
        .select()
        .from(messages)
        .where(eq(messages.topicId, topicId));
      expect(stored).toHaveLength(1);
      expect(stored[0]).toMatchObject({ seq: 1, clientKey: key });
      const debits = await instanceA.app.db
        .select()
        .from(ledgerEntries)
        .where(eq(ledgerEntries.reference, `message:${stored[0]!.id}`));
      expect(debits).toHaveLength(1);
      const allDebits = await instanceA.app.db
        .select()
        .from(ledgerEntries)
        .where(eq(ledgerEntries.userId, owner.id));
      expect(allDebits.filter((row) => row.kind === 'message')).toHaveLength(1);
    });
  },
);
