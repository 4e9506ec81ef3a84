import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/** The VAPID key pair (RFC 8292) that signs every push message: P-256, base64url. */
export interface VapidKeys {
  /** The uncompressed public point (65 bytes), given to `pushManager.subscribe`. */
  publicKey: string;
  /** The private scalar (32 bytes). */
  privateKey: string;
  /** Who runs the server, for the push services (`mailto:` or https URL): VAPID_SUBJECT. */
  subject: string;
}

/** A fresh P-256 key pair, base64url like the web-push library's `generateVAPIDKeys`. */
function generateVapidKeys(): Pick<VapidKeys, 'publicKey' | 'privateKey'> {
  const ecdh = crypto.createECDH('prime256v1');
  ecdh.generateKeys();
  return {
    publicKey: ecdh.getPublicKey().toString('base64url'),
    privateKey: ecdh.getPrivateKey().toString('base64url').padStart(43, 'A'),
  };
}

/** Throws unless the pair is a P-256 private key and its own public point. */
function checkVapidKeys(keys: { publicKey: string; privateKey: string }): void {
  const ecdh = crypto.createECDH('prime256v1');
  const isValid = (() => {
    try {
      ecdh.setPrivateKey(Buffer.from(keys.privateKey, 'base64url'));
      return ecdh.getPublicKey().toString('base64url') === keys.publicKey;
    } catch {
      return false;
    }
  })();
  if (!isValid) {
    throw new Error(
      'VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY must be one P-256 key pair, base64url ' +
        '(e.g. `npx web-push generate-vapid-keys`)',
    );
  }
}

/**
 * VAPID_PUBLIC_KEY / VAPID_PRIVATE_KEY, else the pair in (or generated into)
 * `$DATA_DIR/.vapid-keys.json`. A subscription is bound to the public key it was made
 * with, so the pair must outlive restarts and be the same on every instance.
 */
export function resolveVapidKeys(
  env: { VAPID_PUBLIC_KEY?: string; VAPID_PRIVATE_KEY?: string; VAPID_SUBJECT?: string },
  options: { dataDir: string; mailFrom: string },
): VapidKeys {
  const address = /<([^>]+)>/.exec(options.mailFrom)?.[1] ?? options.mailFrom.trim();
  const subject = env.VAPID_SUBJECT ?? `mailto:${address}`;
  if (Boolean(env.VAPID_PUBLIC_KEY) !== Boolean(env.VAPID_PRIVATE_KEY)) {
    throw new Error('VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY go together: set both or neither');
  }
  if (env.VAPID_PUBLIC_KEY && env.VAPID_PRIVATE_KEY) {
    const keys = { publicKey: env.VAPID_PUBLIC_KEY, privateKey: env.VAPID_PRIVATE_KEY };
    checkVapidKeys(keys);
    return { ...keys, subject };
  }
  const file = path.join(options.dataDir, '.vapid-keys.json');
  if (fs.existsSync(file)) {
    const stored = JSON.parse(fs.readFileSync(file, 'utf8')) as VapidKeys;
    checkVapidKeys(stored);
    return { publicKey: stored.publicKey, privateKey: stored.privateKey, subject };
  }
  fs.mkdirSync(options.dataDir, { recursive: true });
  const keys = generateVapidKeys();
  fs.writeFileSync(file, JSON.stringify(keys), { mode: 0o600 });
  return { ...keys, subject };
}
