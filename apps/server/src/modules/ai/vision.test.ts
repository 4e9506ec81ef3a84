import type { TMessage } from '@parlor/contracts';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, signedInClient } from '../../test/factories-testing';
import { createTestApp, type TestApp } from '../../test/test-app';
import type { TestClient } from '../../test/test-client';
import { makeTopic } from '../../test/chat-testing';
import { file, send } from '../../test/attachments-testing';
import { listMessages } from '../../test/memory-testing';
import {
  hasImageParts,
  startOpenAiStandIn,
  textOf,
  type StandInContent,
} from '../../test/openai-stand-in';

/** A JPEG with EXIF (camera, GPS-like comment) that must not reach the provider. */
function photoWithMetadata() {
  return sharp({ create: { width: 80, height: 60, channels: 3, background: '#3366aa' } })
    .jpeg()
    .withExif({ IFD0: { Make: 'SecretCam', ImageDescription: 'Home at 52.52N 13.40E' } })
    .toBuffer();
}

async function sendPicture(client: TestClient, topicId: number, content: string) {
  const res = await send(
    client,
    topicId,
    [file(await photoWithMetadata(), 'me.jpg', 'image/jpeg')],
    {
      content,
    },
  );
  expect(res.statusCode).toBe(200);
  const sentId = res.payload<{ message: TMessage }>().message.id;
  const started = Date.now();
  for (;;) {
    const [newest] = await listMessages(client, topicId);
    if (newest && newest.id > sentId && !newest.is_typing) return newest;
    if (Date.now() - started > 8000) throw new Error('no reply');
    await new Promise((resolve) => setTimeout(resolve, 40));
  }
}

const imageUrlOf = (content: StandInContent) =>
  Array.isArray(content)
    ? content.flatMap((part) => (part.type === 'image_url' ? [part.image_url.url] : []))
    : [];

describe('pictures and a provider with vision (the local stand-in)', () => {
  let standIn: Awaited<ReturnType<typeof startOpenAiStandIn>>;
  let testApp: TestApp;
  let client: TestClient;
  let ownerId: number;
  beforeAll(async () => {
    standIn = await startOpenAiStandIn();
    testApp = await createTestApp({
      env: { AI_BASE_URL: standIn.baseUrl, AI_MODEL: 'text-model' },
      settings: {
        bot_reply_interval_min: 0,
        bot_reply_interval_max: 0,
        ai_vision: true,
        ai_vision_model: 'vision-model',
      },
    });
    const owner = await createUser(testApp.app, { points: 500 });
    ownerId = owner.id;
    client = await signedInClient(testApp.app, owner);
  });
  afterAll(async () => {
    await testApp.close();
    await standIn.close();
  });

  it('sends the re-encoded, metadata-free picture as an image_url data URL to the vision model', async () => {
    const topicId = await makeTopic(testApp.app, { ownerId });
    standIn.enqueue({ kind: 'stream', text: 'What a calm blue. Where was this?' });
    const before = standIn.completions().length;
    const reply = await sendPicture(client, topicId, 'Look at this');
    expect(reply.content).toBe('What a calm blue. Where was this?');
    const request = standIn.completions()[before]!;
    expect(request.body.model).toBe('vision-model');
    const last = request.body.messages!.at(-1)!;
    const [url] = imageUrlOf(last.content);
    expect(url).toMatch(/^data:image\/jpeg;base64,/);
    const bytes = Buffer.from(url!.split(',')[1]!, 'base64');
    const meta = await sharp(bytes).metadata();
    expect(meta.exif).toBeUndefined();
    expect(bytes.toString('latin1')).not.toContain('SecretCam');
    expect(textOf(last.content)).toContain('Look at this');
  });

  it('falls back to text when the provider refuses pictures', async () => {
    const topicId = await makeTopic(testApp.app, { ownerId });
    standIn.refuseImages(true);
    try {
      standIn.enqueue({ kind: 'stream', text: 'Thank you for the picture. What does it show?' });
      const before = standIn.completions().length;
      const reply = await sendPicture(client, topicId, '');
      expect(reply).toMatchObject({
        sender_kind: 'ai',
        content: 'Thank you for the picture. What does it show?',
      });
      const [refused, retried] = standIn.completions().slice(before);
      expect(hasImageParts(refused!)).toBe(true);
      expect(hasImageParts(retried!)).toBe(false);
      expect(retried!.body.model).toBe('text-model');
      expect(retried!.body.messages!.at(-1)).toEqual({
        role: 'user',
        content: 'The user sent a picture.',
      });
    } finally {
      standIn.refuseImages(false);
    }
  });

  it('without vision, tells the model in words that a picture was sent', async () => {
    await testApp.setSettings({ ai_vision: false });
    try {
      const topicId = await makeTopic(testApp.app, { ownerId });
      const before = standIn.completions().length;
      await sendPicture(client, topicId, 'My desk');
      const request = standIn.completions()[before]!;
      expect(hasImageParts(request)).toBe(false);
      expect(request.body.model).toBe('text-model');
      expect(request.body.messages!.at(-1)).toEqual({
        role: 'user',
        content: 'My desk\nThe user sent a picture.',
      });
      expect(textOf(request.body.messages![0]!.content)).toContain(
        'acknowledge it naturally and ask what it shows',
      );
    } finally {
      await testApp.setSettings({ ai_vision: true });
    }
  });
});
