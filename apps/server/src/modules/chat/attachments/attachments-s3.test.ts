import fs from 'node:fs/promises';
import type { TMessage } from '@parlor/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages, topics } from '../../../db/schema';
import { createUser, signedInClient } from '../../../test/factories-testing';
import { standInEnv, startS3StandIn, type S3StandIn } from '../../../test/s3-stand-in';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { makeTopic } from '../../../test/chat-testing';
import { purgeClosedTopicMessages } from '../purge-closed-messages';
import { file, image, send } from '../../../test/attachments-testing';

let standIn: S3StandIn;
let testApp: TestApp;

beforeAll(async () => {
  standIn = await startS3StandIn({ bucket: 'parlor-attachments' });
  testApp = await createTestApp({
    env: standInEnv(standIn),
    settings: { message_symbol_cost: 0.05, image_attachment_cost: 2 },
  });
});
afterAll(async () => {
  await testApp.close();
  await standIn.close();
});

type Sent = { message: TMessage; balance: number };

describe('attachments in an S3 bucket (S3_BUCKET set)', () => {
  it('stores the processed image and thumbnail in the bucket, serves them to participants only, and the retention job deletes them', async () => {
    const owner = await createUser(testApp.app, { points: 100 });
    const guest = await createUser(testApp.app, { points: 100 });
    const topicId = await makeTopic(testApp.app, { ownerId: owner.id, guestId: guest.id });
    const ownerClient = await signedInClient(testApp.app, owner);

    const res = await send(
      ownerClient,
      topicId,
      [file(await image('jpeg'), 'a.jpg', 'image/jpeg')],
      {
        content: 'Hi',
      },
    );
    expect(res.statusCode).toBe(200);
    const { message, balance } = res.payload<Sent>();
    expect(balance).toBe(100 - 0.1 - 2);

    const [row] = await testApp.app.db.select().from(messages).where(eq(messages.id, message.id));
    const stored = row!.attachments[0]!;
    expect([...standIn.objects.keys()].sort()).toEqual([stored.key, stored.thumbnailKey].sort());
    expect(standIn.requests.every((request) => request.signed)).toBe(true);
    // Nothing went to the disk.
    await expect(fs.access(testApp.config.uploadsDir)).rejects.toThrow();

    const served = await ownerClient.get(message.attachments[0]!.path);
    expect(served.statusCode).toBe(200);
    expect(served.bytes).toEqual(standIn.objects.get(stored.key)!.body);
    expect(served.headers['content-type']).toBe('image/jpeg');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    const thumbnail = await ownerClient.get(message.attachments[0]!.thumbnail_path!);
    expect(thumbnail.statusCode).toBe(200);
    expect(thumbnail.bytes).toEqual(standIn.objects.get(stored.thumbnailKey!)!.body);

    const stranger = await signedInClient(testApp.app, await createUser(testApp.app));
    expect((await stranger.get(message.attachments[0]!.path)).statusCode).toBe(404);

    await testApp.app.db
      .update(topics)
      .set({ isClosed: true, closedAt: new Date(Date.now() - 400 * 86_400_000) })
      .where(eq(topics.id, topicId));
    expect(await purgeClosedTopicMessages(testApp.app)).toBeGreaterThanOrEqual(1);
    expect(standIn.objects.size).toBe(0);
  });

  it('stores nothing in the bucket when the payment fails', async () => {
    const poor = await createUser(testApp.app, { points: 1 });
    const topicId = await makeTopic(testApp.app, { ownerId: poor.id });
    const client = await signedInClient(testApp.app, poor);
    const before = standIn.objects.size;
    const res = await send(client, topicId, [file(await image('png'))]);
    expect(res.statusCode).toBe(422);
    expect(standIn.objects.size).toBe(before);
  });
});
