import fs from 'node:fs';
import { deflateSync } from 'node:zlib';
import sharp from 'sharp';
import { defineScenario, type BenchContext, type Scenario } from '../scenario';

/**
 * The two image attacks the image budgets guard against, run against the server while `GET /api/settings` is
 * measured (the table's row: its p99 must stay ≤ 50 ms), with the server's resident memory
 * sampled every 50 ms (peak minus the value before the attack: at most +100 MB):
 * - `image-1bit`: messages of five 1-bit PNGs of 6320 × 6320 (just under 40 MP, 5 KB each);
 * - `image-rgb`: three senders at once, each message five 6300 × 6300 RGB JPEGs;
 * - `image-rgb-within`: the same senders with two such images a message (79 MP, within the
 *   default per-message budget), so the work reaches the image pool and the user budget.
 * Each sender sends in a closed loop while the measurement runs, at most `rounds` messages;
 * then the answers (status and time) and the memory figures are printed.
 */
interface Attack {
  images: Buffer[];
  mime: string;
  senders: number;
  rounds: number;
}

interface AttackState {
  stop: boolean;
  running: Promise<void>;
  answers: { status: number; ms: number; code?: string }[];
  rssBefore: number;
  rssPeak: number;
  sampler: NodeJS.Timeout;
}

/** Senders are seeded users 150, 151, … in their own topics (opened by prepareRun). */
const firstSender = 150;

function crc32(bytes: Buffer): number {
  let crc = ~0;
  for (const byte of bytes) {
    crc ^= byte;
    for (let bit = 0; bit < 8; bit++) crc = (crc >>> 1) ^ (0xedb88320 & -(crc & 1));
  }
  return ~crc >>> 0;
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A 1-bit greyscale PNG, all black: a few KB on the wire, `side`² pixels to decode. */
export function oneBitPng(side: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(side, 0);
  header.writeUInt32BE(side, 4);
  header.writeUInt8(1, 8); // bit depth
  header.writeUInt8(0, 9); // greyscale
  const rows = Buffer.alloc((1 + Math.ceil(side / 8)) * side); // filter 0, zero bits
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(rows, { level: 9 })),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A `side`² RGB JPEG of smooth colour (about 1 MB): 119 MB of pixels once decoded. */
async function rgbJpeg(side: number): Promise<Buffer> {
  const small = await sharp({
    create: {
      width: 64,
      height: 64,
      channels: 3,
      background: { r: 90, g: 140, b: 200 },
      noise: { type: 'gaussian', mean: 128, sigma: 60 },
    },
  })
    .png()
    .toBuffer();
  return sharp(small).resize(side, side, { kernel: 'cubic' }).jpeg({ quality: 85 }).toBuffer();
}

function residentBytes(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const match = /VmRSS:\s+(\d+) kB/.exec(status);
  return match ? Number(match[1]) * 1024 : 0;
}

async function sendMessage(context: BenchContext, sender: number, attack: Attack) {
  const form = new FormData();
  form.append('topic_id', String(context.data.topicId(sender)));
  form.append('content', '');
  attack.images.forEach((bytes, index) => {
    form.append(
      'attachments[]',
      new Blob([new Uint8Array(bytes)], { type: attack.mime }),
      `image-${index}`,
    );
    form.append('types[]', 'image');
  });
  const started = performance.now();
  const response = await fetch(`${context.baseUrl}/api/messages/create`, {
    method: 'POST',
    headers: { authorization: `Bearer ${context.data.token(sender)}`, accept: 'application/json' },
    body: form,
  });
  const text = await response.text();
  const ms = performance.now() - started;
  let code: string | undefined;
  try {
    const body = JSON.parse(text) as { message?: string; status?: string };
    code = body.status === 'OK' ? undefined : body.message;
  } catch {
    code = text.slice(0, 80);
  }
  return { status: response.status, ms, code };
}

function imageAttack(
  name: string,
  description: string,
  build: () => Promise<Omit<Attack, 'senders' | 'rounds'>>,
  shape: { senders: number; rounds: number },
): Scenario<AttackState> {
  return defineScenario<AttackState>({
    name,
    description,
    budget: { maxP99Ms: 50 },
    setup: async (context) => {
      const attack: Attack = { ...(await build()), ...shape };
      const pid = context.serverPid;
      const rssBefore = residentBytes(pid);
      const state: AttackState = {
        stop: false,
        running: Promise.resolve(),
        answers: [],
        rssBefore,
        rssPeak: rssBefore,
        sampler: setInterval(() => {
          state.rssPeak = Math.max(state.rssPeak, residentBytes(pid));
        }, 50),
      };
      const sender = async (number: number) => {
        for (let round = 0; round < attack.rounds && !state.stop; round++) {
          state.answers.push(await sendMessage(context, number, attack));
        }
      };
      state.running = Promise.all(
        Array.from({ length: attack.senders }, (_, index) => sender(firstSender + index)),
      ).then(() => undefined);
      return state;
    },
    request: async (context) => {
      await context.http.expect(200, 'GET', '/api/settings');
    },
    teardown: async (_context, state) => {
      state.stop = true;
      await state.running;
      clearInterval(state.sampler);
      const mb = (bytes: number) => (bytes / 1024 / 1024).toFixed(0);
      const answers = state.answers
        .map(
          (answer) =>
            `${answer.status}${answer.code ? ` "${answer.code}"` : ''} in ${(answer.ms / 1000).toFixed(1)} s`,
        )
        .join('; ');
      console.log(`${name}: ${state.answers.length} attack messages: ${answers}`);
      console.log(
        `${name}: server RSS ${mb(state.rssBefore)} MB before, peak ${mb(state.rssPeak)} MB (+${mb(state.rssPeak - state.rssBefore)} MB)`,
      );
    },
  });
}

export const imageOneBit = imageAttack(
  'image-1bit',
  'GET /api/settings while messages of five 1-bit 6320×6320 PNGs (5 KB each) are sent',
  async () => {
    const png = oneBitPng(6320);
    return { images: Array.from({ length: 5 }, () => png), mime: 'image/png' };
  },
  { senders: 1, rounds: 4 },
);

export const imageRgb = imageAttack(
  'image-rgb',
  'GET /api/settings while 3 senders send messages of five 6300×6300 RGB JPEGs',
  async () => {
    const jpeg = await rgbJpeg(6300);
    return { images: Array.from({ length: 5 }, () => jpeg), mime: 'image/jpeg' };
  },
  { senders: 3, rounds: 2 },
);

export const imageRgbWithin = imageAttack(
  'image-rgb-within',
  'GET /api/settings while 3 senders send messages of two 6300×6300 RGB JPEGs (79 MP)',
  async () => {
    const jpeg = await rgbJpeg(6300);
    return { images: [jpeg, jpeg], mime: 'image/jpeg' };
  },
  { senders: 3, rounds: 3 },
);
