import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** A browser's subscription as the stand-in made it: what the browser would send the server. */
export interface StandInSubscription {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

/** One push message the stand-in received, decrypted and with its checked headers. */
export interface ReceivedPush {
  endpoint: string;
  ttl: number;
  urgency: string | undefined;
  topic: string | undefined;
  /** The VAPID JWT's claims, its ES256 signature verified with the `k` key. */
  jwt: { aud: string; exp: number; sub: string };
  vapidPublicKey: string;
  payload: unknown;
  receivedAt: number;
  /** `performance.now()` when it was read: for timing within this process (the bench). */
  readAt: number;
}

interface Holder {
  ecdh: crypto.ECDH;
  auth: Buffer;
  /** Statuses to answer next (then 201), e.g. [429] or [410]. */
  answers: { status: number; headers?: Record<string, string> }[];
}

const hkdf = (salt: Buffer, ikm: Buffer, info: Buffer, length: number) =>
  Buffer.from(crypto.hkdfSync('sha256', ikm, salt, info, length));

/** RFC 8291 with RFC 8188's aes128gcm record: decrypts one message for the subscription. */
function decryptAes128gcm(body: Buffer, holder: Holder): string {
  const salt = body.subarray(0, 16);
  const idLength = body.readUInt8(20);
  const senderPublic = body.subarray(21, 21 + idLength);
  const record = body.subarray(21 + idLength);
  const receiverPublic = holder.ecdh.getPublicKey();
  const ecdhSecret = holder.ecdh.computeSecret(senderPublic);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), receiverPublic, senderPublic]);
  const ikm = hkdf(holder.auth, ecdhSecret, keyInfo, 32);
  const cek = hkdf(salt, ikm, Buffer.from('Content-Encoding: aes128gcm\0'), 16);
  const nonce = hkdf(salt, ikm, Buffer.from('Content-Encoding: nonce\0'), 12);
  const decipher = crypto.createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(record.subarray(record.length - 16));
  const padded = Buffer.concat([
    decipher.update(record.subarray(0, record.length - 16)),
    decipher.final(),
  ]);
  // The last record ends with the delimiter 0x02 and optional zero padding.
  const end = padded.lastIndexOf(2);
  if (end < 0) throw new Error('no padding delimiter');
  return padded.subarray(0, end).toString('utf8');
}

/** Checks `Authorization: vapid t=<jwt>, k=<key>` (RFC 8292) and answers the JWT's claims. */
function verifyVapid(header: string | undefined): { claims: ReceivedPush['jwt']; key: string } {
  const match = /^vapid t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/.exec(header ?? '');
  if (!match) throw new Error(`not a VAPID authorization: ${header}`);
  const [jwt, key] = [match[1]!, match[2]!];
  const [head, body, signature] = jwt.split('.');
  const point = Buffer.from(key, 'base64url');
  const publicKey = crypto.createPublicKey({
    key: {
      kty: 'EC',
      crv: 'P-256',
      x: point.subarray(1, 33).toString('base64url'),
      y: point.subarray(33, 65).toString('base64url'),
    },
    format: 'jwk',
  });
  const isValid = crypto.verify(
    'sha256',
    Buffer.from(`${head}.${body}`),
    { key: publicKey, dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature ?? '', 'base64url'),
  );
  if (!isValid) throw new Error('VAPID JWT signature does not verify');
  const jwtHeader = JSON.parse(Buffer.from(head!, 'base64url').toString('utf8')) as { alg: string };
  if (jwtHeader.alg !== 'ES256') throw new Error(`VAPID JWT alg ${jwtHeader.alg}`);
  return {
    claims: JSON.parse(Buffer.from(body!, 'base64url').toString('utf8')) as ReceivedPush['jwt'],
    key,
  };
}

/**
 * A push service in the test process (RFC 8030): makes subscriptions with keys it holds,
 * receives what the server posts to their endpoints, verifies the VAPID signature, decrypts
 * the payload and records it; answers 201, or what a test queued (429, 410, 500 …).
 */
export async function startPushServiceStandIn() {
  const holders = new Map<string, Holder>();
  const received: ReceivedPush[] = [];
  const problems: string[] = [];
  const listeners = new Set<(push: ReceivedPush) => void>();
  let count = 0;

  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const endpoint = `${origin}${request.url ?? ''}`;
      const holder = holders.get(request.url ?? '');
      if (!holder) return void response.writeHead(404).end();
      const queued = holder.answers.shift();
      try {
        if (request.headers['content-encoding'] !== 'aes128gcm') {
          throw new Error(`content-encoding ${request.headers['content-encoding']}`);
        }
        const vapid = verifyVapid(request.headers.authorization);
        const push: ReceivedPush = {
          endpoint,
          ttl: Number(request.headers.ttl),
          urgency: request.headers.urgency as string | undefined,
          topic: request.headers.topic as string | undefined,
          jwt: vapid.claims,
          vapidPublicKey: vapid.key,
          payload: JSON.parse(decryptAes128gcm(Buffer.concat(chunks), holder)),
          receivedAt: Date.now(),
          readAt: performance.now(),
        };
        received.push(push);
        for (const listener of listeners) listener(push);
      } catch (error) {
        problems.push(String(error));
        return void response.writeHead(400).end();
      }
      response.writeHead(queued?.status ?? 201, queued?.headers).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    origin,
    received,
    /** Requests the stand-in could not read (bad encryption, bad signature). */
    problems,
    /** A new browser subscription whose endpoint is on this stand-in. */
    subscribe(): StandInSubscription {
      const ecdh = crypto.createECDH('prime256v1');
      ecdh.generateKeys();
      const auth = crypto.randomBytes(16);
      count += 1;
      const path = `/push/${count}-${crypto.randomBytes(6).toString('hex')}`;
      holders.set(path, { ecdh, auth, answers: [] });
      return {
        endpoint: `${origin}${path}`,
        keys: {
          p256dh: ecdh.getPublicKey().toString('base64url'),
          auth: auth.toString('base64url'),
        },
      };
    },
    /** The next answers for this subscription's endpoint (then 201 again). */
    answerNext(subscription: StandInSubscription, ...answers: Holder['answers']) {
      holders.get(new URL(subscription.endpoint).pathname)?.answers.push(...answers);
    },
    /** Calls `listener` with every push as it is read; answers how to stop. */
    onPush(listener: (push: ReceivedPush) => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    /** What reached this subscription's endpoint. */
    receivedBy(subscription: StandInSubscription) {
      return received.filter((push) => push.endpoint === subscription.endpoint);
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type PushServiceStandIn = Awaited<ReturnType<typeof startPushServiceStandIn>>;
