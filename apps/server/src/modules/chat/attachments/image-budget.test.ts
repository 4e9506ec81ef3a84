import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages, users } from '../../../db/schema';
import { createUser, signedInClient } from '../../../test/factories-testing';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { makeTopic } from '../../../test/chat-testing';
import { file, image, send } from '../../../test/attachments-testing';
import { createImagePool } from './image-pool';

/**
 * Bounded image work, so one upload cannot take the server's memory: a message's images are weighed by their headers
 * before any pixel is decoded — against a budget per message and one per user over a
 * window (settings) — and decoded in a pool of fixed size whose queue, when full, answers
 * 503 with Retry-After.
 */
let testApp: TestApp;

beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

async function sender() {
  const owner = await createUser(testApp.app, { points: 100 });
  const topicId = await makeTopic(testApp.app, { ownerId: owner.id });
  return { owner, topicId, client: await signedInClient(testApp.app, owner) };
}

async function storedMessages(topicId: number) {
  return testApp.app.db.select().from(messages).where(eq(messages.topicId, topicId));
}

async function balanceOf(userId: number) {
  const [row] = await testApp.app.db
    .select({ balance: users.balance })
    .from(users)
    .where(eq(users.id, userId));
  return row!.balance;
}

/** A PNG whose header is intact and whose pixel data is garbage: decoding it fails. */
async function headerOnlyPng(width: number, height: number): Promise<Buffer> {
  const png = Buffer.from(await image('png', width, height));
  const data = png.indexOf('IDAT') + 4;
  return png.fill(0xff, data, data + 36);
}

describe('the budget of one message', () => {
  it('refuses images larger together than the setting, by their headers, storing nothing', async () => {
    await testApp.setSettings({ image_megapixels_per_message: 1 });
    try {
      const { owner, topicId, client } = await sender();
      // 0.64 MP each: together 1.28 MP. Their pixels are cut off — decoding them would
      // answer "Invalid file", so this refusal was made on the headers alone.
      const res = await send(client, topicId, [
        file(await headerOnlyPng(800, 800)),
        file(await headerOnlyPng(800, 800)),
      ]);
      expect(res.statusCode).toBe(422);
      expect(res.body.errors).toEqual({
        attachments: ['These images are too large together: at most 1 megapixels per message.'],
      });
      expect(await storedMessages(topicId)).toHaveLength(0);
      expect(await balanceOf(owner.id)).toBe(100_00);

      // Within the budget, such a file is decoded — and refused for its broken pixels.
      const one = await send(client, topicId, [file(await headerOnlyPng(800, 800))]);
      expect(one.body.errors).toEqual({ attachments: ['Invalid file'] });
    } finally {
      await testApp.setSettings({ image_megapixels_per_message: 100 });
    }
  });

  it('takes images within it', async () => {
    await testApp.setSettings({ image_megapixels_per_message: 1 });
    try {
      const { topicId, client } = await sender();
      const res = await send(client, topicId, [file(await image('png', 600, 600))]);
      expect(res.statusCode).toBe(200);
      expect(await storedMessages(topicId)).toHaveLength(1);
    } finally {
      await testApp.setSettings({ image_megapixels_per_message: 100 });
    }
  });
});

describe("a user's budget over a window", () => {
  it('answers 429 with Retry-After once the window holds the setting', async () => {
    await testApp.setSettings({ image_megapixels_per_user: 1, image_budget_window_minutes: 10 });
    try {
      const { topicId, client } = await sender();
      const first = await send(client, topicId, [file(await image('png', 800, 800))]);
      expect(first.statusCode).toBe(200);

      const second = await send(client, topicId, [file(await image('png', 800, 800))]);
      expect(second.statusCode).toBe(429);
      expect(second.body.code).toBe('RATE_LIMITED');
      const seconds = Number(second.headers['retry-after']);
      expect(seconds).toBeGreaterThan(0);
      expect(seconds).toBeLessThanOrEqual(600);
      expect(second.body.message).toBe(
        `You have sent many large images. Please try again in ${seconds} seconds.`,
      );
      expect(await storedMessages(topicId)).toHaveLength(1);

      // Another user has a budget of their own.
      const other = await sender();
      const theirs = await send(other.client, other.topicId, [file(await image('png', 800, 800))]);
      expect(theirs.statusCode).toBe(200);
    } finally {
      await testApp.setSettings({ image_megapixels_per_user: 200 });
    }
  });

  it('is counted with settings that have a range and defaults', () => {
    // The single definition the admin page and the update share.
    return import('@parlor/contracts').then(({ settingFields }) => {
      expect(settingFields.image_megapixels_per_user.schema.safeParse(0).success).toBe(false);
      expect(settingFields.image_megapixels_per_user.default).toBe(200);
      expect(settingFields.image_budget_window_minutes.default).toBe(10);
      expect(settingFields.image_megapixels_per_message.default).toBe(100);
    });
  });
});

describe('the image pool', () => {
  it('answers 503 with Retry-After when its queue is full, and takes work again after', async () => {
    const { topicId, client } = await sender();
    const pool = testApp.app.imagePool;
    let open!: () => void;
    const gate = new Promise<void>((resolve) => (open = resolve));
    const held = Array.from({ length: pool.capacity }, () => pool.run(() => gate));

    const res = await send(client, topicId, [file(await image('png'))]);
    expect(res.statusCode).toBe(503);
    expect(res.body.code).toBe('IMAGES_BUSY');
    expect(res.headers['retry-after']).toBe('10');
    expect(res.body.message).toBe(
      'Many images are being processed right now. Please try again in 10 seconds.',
    );
    expect(await storedMessages(topicId)).toHaveLength(0);

    open();
    await Promise.all(held);
    const again = await send(client, topicId, [file(await image('png'))]);
    expect(again.statusCode).toBe(200);
  });

  it('runs at most its concurrency at once and refuses beyond its queue', async () => {
    const pool = createImagePool({ concurrency: 2, queueLength: 1 });
    let running = 0;
    let most = 0;
    let open!: () => void;
    const gate = new Promise<void>((resolve) => (open = resolve));
    const job = async () => {
      running += 1;
      most = Math.max(most, running);
      await gate;
      running -= 1;
    };
    const accepted = [pool.run(job), pool.run(job), pool.run(job)];
    await expect(pool.run(job)).rejects.toMatchObject({ statusCode: 503, retryAfter: 10 });
    expect(pool.busy).toBe(3);
    open();
    await Promise.all(accepted);
    expect(most).toBe(2);
    expect(pool.busy).toBe(0);
  });
});

describe('a large JPEG', () => {
  it('is written baseline, row by row (mozjpeg keeps the whole image in memory), a small one progressive', async () => {
    const { topicId, client } = await sender();
    const res = await send(client, topicId, [
      file(await image('jpeg', 2100, 2000), 'large.jpg', 'image/jpeg'),
      file(await image('jpeg', 640, 480), 'small.jpg', 'image/jpeg'),
    ]);
    expect(res.statusCode).toBe(200);
    const messageId = res.payload<{ message: { id: number } }>().message.id;
    const large = await client.get(`/api/attachments/${messageId}/0`);
    const small = await client.get(`/api/attachments/${messageId}/1`);
    expect((await sharp(large.bytes).metadata()).isProgressive).toBe(false);
    expect((await sharp(small.bytes).metadata()).isProgressive).toBe(true);
  });
});
