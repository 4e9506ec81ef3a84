import fs from 'node:fs/promises';
import path from 'node:path';
import { crc32 } from 'node:zlib';
import type { TMessage } from '@parlor/contracts';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ledgerEntries, messages, topics, users } from '../../../db/schema';
import { createUser, signedInClient } from '../../../test/factories-testing';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { sumLedger } from '../../ledger/apply-balance-change';
import type { MultipartFile } from '../../../test/multipart-testing';
import { makeTopic } from '../../../test/chat-testing';
import { file, image, send } from '../../../test/attachments-testing';
import { purgeClosedTopicMessages } from '../purge-closed-messages';

let testApp: TestApp;

beforeAll(async () => {
  testApp = await createTestApp({
    settings: {
      message_symbol_cost: 0.05,
      image_attachment_cost: 2,
      document_attachment_cost: 0.5,
    },
  });
});
afterAll(() => testApp.close());

type Sent = { message: TMessage; balance: number };

async function balanceOf(userId: number): Promise<number> {
  const [row] = await testApp.app.db
    .select({ balance: users.balance })
    .from(users)
    .where(eq(users.id, userId));
  return row!.balance;
}

/** Every file under the uploads directory. */
async function storedFiles(): Promise<string[]> {
  try {
    const entries = await fs.readdir(testApp.config.uploadsDir, { recursive: true });
    const files: string[] = [];
    for (const entry of entries) {
      const file = path.join(testApp.config.uploadsDir, entry);
      if ((await fs.stat(file)).isFile()) files.push(file);
    }
    return files;
  } catch {
    return [];
  }
}

async function conversation(points = 100) {
  const owner = await createUser(testApp.app, { points });
  const guest = await createUser(testApp.app, { points });
  const topicId = await makeTopic(testApp.app, { ownerId: owner.id, guestId: guest.id });
  return {
    owner,
    guest,
    topicId,
    ownerClient: await signedInClient(testApp.app, owner),
    guestClient: await signedInClient(testApp.app, guest),
  };
}

/** A PNG whose header claims `width` × `height` pixels, with one tiny data chunk. */
function pngClaiming(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.writeUInt8(8, 8); // bit depth
  header.writeUInt8(2, 9); // truecolour
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', Buffer.from([0x78, 0x9c, 0x03, 0x00, 0x00, 0x00, 0x00, 0x01])),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

describe('POST /api/messages/create with files', () => {
  it('stores one image and charges the text and image_attachment_cost in one debit', async () => {
    const { owner, topicId, ownerClient } = await conversation();
    const res = await send(ownerClient, topicId, [file(await image('png'), 'cat.png')], {
      content: 'Hi',
    });
    expect(res.statusCode).toBe(200);
    const { message, balance } = res.payload<Sent>();
    expect(message.content).toBe('Hi');
    expect(message.attachments).toEqual([
      {
        type: 'image',
        path: `/api/attachments/${message.id}/0`,
        original_filename: 'cat.png',
        filesize: expect.any(Number),
        thumbnail_path: `/api/attachments/${message.id}/0/thumbnail`,
        width: 64,
        height: 48,
      },
    ]);
    // 2 characters × 0.05 + 2 points for the image.
    expect(balance).toBe(97.9);
    expect(await balanceOf(owner.id)).toBe(97_90);
    expect(await sumLedger(testApp.app.db, owner.id)).toBe(97_90);
    const entries = await testApp.app.db
      .select()
      .from(ledgerEntries)
      .where(eq(ledgerEntries.reference, `message:${message.id}`));
    expect(entries).toEqual([expect.objectContaining({ delta: -2_10, kind: 'message' })]);

    const served = await ownerClient.get(message.attachments[0]!.path);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.headers['content-disposition']).toContain('inline; filename="cat.png"');
    expect(served.headers['cache-control']).toContain('private');
    const thumb = await ownerClient.get(message.attachments[0]!.thumbnail_path!);
    expect(thumb.headers['content-type']).toBe('image/webp');
  });

  it('sends two files with empty content: an image and a file of another type charged as a document', async () => {
    const { guest, topicId, guestClient, ownerClient } = await conversation();
    const res = await send(
      guestClient,
      topicId,
      [file(await image('png')), file(await image('jpeg'), 'scan.jpg', 'image/jpeg')],
      { content: '', types: ['image', 'spreadsheet'] },
    );
    expect(res.statusCode).toBe(200);
    const { message, balance } = res.payload<Sent>();
    expect(message.content).toBe('');
    expect(message.attachments.map((a) => a.type)).toEqual(['image', 'document']);
    expect(balance).toBe(97.5);
    expect(await balanceOf(guest.id)).toBe(97_50);
    // The owner reads both; the document downloads.
    const document = await ownerClient.get(message.attachments[1]!.path);
    expect(document.statusCode).toBe(200);
    expect(document.headers['content-type']).toBe('image/jpeg');
    expect(document.headers['content-disposition']).toContain('attachment; filename="scan.jpg"');
  });

  it('keeps answering a JSON message without files exactly as before', async () => {
    const { topicId, ownerClient } = await conversation();
    const res = await ownerClient.post('/api/messages/create', {
      topic_id: topicId,
      content: 'plain',
    });
    expect(res.statusCode).toBe(200);
    expect(res.payload<Sent>().message.attachments).toEqual([]);
  });

  it('refuses a multipart message with neither text nor files', async () => {
    const { topicId, ownerClient } = await conversation();
    const res = await send(ownerClient, topicId, [], { content: '  ' });
    expect(res.statusCode).toBe(422);
    expect(res.body.errors).toHaveProperty('content');
  });

  describe('answers in the language of the lang_id the form carries (spec §7: body for POST)', () => {
    async function germanId(client: Awaited<ReturnType<typeof signedInClient>>) {
      const languages = (await client.get('/api/languages')).payload<
        { id: number; code: string }[]
      >();
      return String(languages.find((language) => language.code === 'de')!.id);
    }

    it('after the files, as the web client sends it', async () => {
      const { topicId, ownerClient } = await conversation(1);
      const res = await send(ownerClient, topicId, [file(await image('png'))], {
        content: 'Look',
        trailingFields: [['lang_id', await germanId(ownerClient)]],
      });
      expect(res.statusCode).toBe(422);
      expect(res.body.message).toMatch(/^Nicht genug Punkte\. Du brauchst .+ Punkte, um diese/);
    });

    it('before the files, also when the stream is cut off at the sixth file', async () => {
      const { topicId, ownerClient } = await conversation();
      const res = await send(
        ownerClient,
        topicId,
        Array.from({ length: 6 }, () => file(pngClaiming(2, 2))),
        { content: 'Look', fields: [['lang_id', await germanId(ownerClient)]] },
      );
      expect(res.statusCode).toBe(422);
      expect(res.body.message).toBe('Maximal 5 Dateien erlaubt');
    });
  });

  describe('refusals store and charge nothing', () => {
    const cases: [string, () => Promise<MultipartFile[]>, string][] = [
      [
        '6 files',
        async () => Array.from({ length: 6 }, () => file(pngClaiming(2, 2))),
        'Maximum 5 files allowed',
      ],
      [
        'a 6 MB file',
        async () => [file(Buffer.concat([await image('png'), Buffer.alloc(6 * 1024 * 1024)]))],
        'File size exceeds 5 MB',
      ],
      [
        'text bytes named .png',
        async () => [file(Buffer.from('hello, this is not a picture'), 'fake.png')],
        'Only PNG, JPEG, GIF, and WebP images are allowed',
      ],
      [
        'a PDF',
        async () => [
          file(Buffer.from('%PDF-1.4\n1 0 obj\n<<>>\nendobj\n%%EOF\n'), 'a.pdf', 'application/pdf'),
        ],
        'Only PNG, JPEG, GIF, and WebP images are allowed',
      ],
      [
        'a 20000×20000 pixel PNG',
        async () => [file(pngClaiming(20_000, 20_000), 'bomb.png')],
        'Invalid file size',
      ],
      [
        'a truncated JPEG',
        async () => {
          const noise = await sharp(
            Buffer.from(Array.from({ length: 300 * 200 * 3 }, (_, i) => (i * 7919) % 251)),
            {
              raw: { width: 300, height: 200, channels: 3 },
            },
          )
            .jpeg()
            .toBuffer();
          return [file(noise.subarray(0, Math.floor(noise.length / 2)), 'cut.jpg', 'image/jpeg')];
        },
        'Invalid file',
      ],
    ];

    it.each(cases)('%s', async (_name, makeFiles, text) => {
      const { owner, topicId, ownerClient } = await conversation();
      const filesBefore = await storedFiles();
      const res = await send(ownerClient, topicId, await makeFiles(), { content: 'Look' });
      expect(res.statusCode).toBe(422);
      expect(res.body).toMatchObject({ status: 'ERROR', message: text });
      expect(res.body.errors).toEqual({ attachments: [text] });
      expect(await balanceOf(owner.id)).toBe(100_00);
      expect(await sumLedger(testApp.app.db, owner.id)).toBe(100_00);
      expect(
        await testApp.app.db.select().from(messages).where(eq(messages.topicId, topicId)),
      ).toEqual([]);
      expect(await storedFiles()).toEqual(filesBefore);
    });

    it('deletes the stored files when the payment fails', async () => {
      const { owner, topicId, ownerClient } = await conversation(1);
      const filesBefore = await storedFiles();
      const res = await send(ownerClient, topicId, [file(await image('png'))]);
      expect(res.statusCode).toBe(422);
      expect(res.body.message).toBe('Not enough points. You need 2 points to send this message.');
      expect(await balanceOf(owner.id)).toBe(1_00);
      expect(await storedFiles()).toEqual(filesBefore);
    });
  });

  it('strips EXIF with GPS and applies the orientation before storing', async () => {
    const { topicId, ownerClient } = await conversation();
    const photo = await sharp({
      create: { width: 60, height: 30, channels: 3, background: { r: 10, g: 120, b: 200 } },
    })
      .jpeg()
      .withExif({
        IFD0: { Make: 'Phone' },
        IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '48/1 8/1 0/1' },
      })
      .withMetadata({ orientation: 6 })
      .toBuffer();
    const before = await sharp(photo).metadata();
    expect(before.orientation).toBe(6);
    expect(before.exif?.includes(Buffer.from('Phone'))).toBe(true);
    // The GPS IFD pointer (tag 0x8825), in either byte order.
    const gpsTag = [Buffer.from([0x88, 0x25]), Buffer.from([0x25, 0x88])];
    expect(gpsTag.some((tag) => before.exif?.includes(tag))).toBe(true);

    const res = await send(ownerClient, topicId, [file(photo, 'gps.jpg', 'image/jpeg')]);
    expect(res.statusCode).toBe(200);
    const { message } = res.payload<Sent>();
    // Turned upright: 60×30 with orientation 6 is 30 wide and 60 high.
    expect(message.attachments[0]).toMatchObject({ width: 30, height: 60 });
    const served = await ownerClient.get(message.attachments[0]!.path);
    const after = await sharp(served.bytes).metadata();
    expect(after.exif).toBeUndefined();
    expect(after.xmp).toBeUndefined();
    expect(after.icc).toBeUndefined();
    expect(after.orientation).toBeUndefined();
    expect([after.width, after.height]).toEqual([30, 60]);
  });
});

describe('GET /api/attachments/{messageId}/{index}', () => {
  it('answers 404 to somebody outside the topic and to a former guest', async () => {
    const { topicId, ownerClient, guestClient } = await conversation();
    const res = await send(ownerClient, topicId, [file(await image('png'))]);
    const { message } = res.payload<Sent>();
    const path0 = message.attachments[0]!.path;
    expect((await guestClient.get(path0)).statusCode).toBe(200);

    const stranger = await signedInClient(testApp.app, await createUser(testApp.app));
    const refused = await stranger.get(path0);
    expect(refused.statusCode).toBe(404);
    expect(refused.body.status).toBe('ERROR');
    expect((await stranger.get(message.attachments[0]!.thumbnail_path!)).statusCode).toBe(404);

    const left = await guestClient.post('/api/topics/leave', { topic_id: topicId });
    expect(left.statusCode).toBe(200);
    expect((await guestClient.get(path0)).statusCode).toBe(404);
    expect((await ownerClient.get(path0)).statusCode).toBe(200);
    expect((await ownerClient.get(`/api/attachments/${message.id}/7`)).statusCode).toBe(404);
  });

  it('the retention job deletes the files with their messages', async () => {
    const { topicId, ownerClient } = await conversation();
    const res = await send(ownerClient, topicId, [file(await image('png'))]);
    const { message } = res.payload<Sent>();
    const [row] = await testApp.app.db.select().from(messages).where(eq(messages.id, message.id));
    const stored = row!.attachments[0]!;
    const root = testApp.config.uploadsDir;
    await fs.access(path.join(root, stored.key));
    await testApp.app.db
      .update(topics)
      .set({ isClosed: true, closedAt: new Date(Date.now() - 400 * 86_400_000) })
      .where(eq(topics.id, topicId));
    expect(await purgeClosedTopicMessages(testApp.app)).toBeGreaterThanOrEqual(1);
    await expect(fs.access(path.join(root, stored.key))).rejects.toThrow();
    await expect(fs.access(path.join(root, stored.thumbnailKey!))).rejects.toThrow();
  });
});
