import fs from 'node:fs';
import path from 'node:path';

/** The server's secrets: from the environment, else generated once into the data directory. */

/** Reads the secret from APP_SECRET, else from (or into) `$DATA_DIR/.app-secret`. */
export function resolveAppSecret(fromEnv: string | undefined, dataDir: string): string {
  if (fromEnv) return fromEnv;
  const file = path.join(dataDir, '.app-secret');
  if (fs.existsSync(file)) return fs.readFileSync(file, 'utf8').trim();
  fs.mkdirSync(dataDir, { recursive: true });
  const secret = crypto
    .getRandomValues(new Uint8Array(32))
    .reduce((hex, byte) => hex + byte.toString(16).padStart(2, '0'), '');
  fs.writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

/** A 32-byte key written as 64 hex characters or as base64; throws on anything else. */
export function parseEncryptionKey(text: string): Buffer {
  const trimmed = text.trim();
  const key = /^[0-9a-fA-F]{64}$/.test(trimmed)
    ? Buffer.from(trimmed, 'hex')
    : /^[A-Za-z0-9+/_-]{43}=?$/.test(trimmed)
      ? Buffer.from(trimmed, 'base64')
      : Buffer.alloc(0);
  if (key.length !== 32) {
    throw new Error(
      'PAYOUT_ENCRYPTION_KEY must be 32 bytes written as 64 hex characters or as base64 ' +
        '(e.g. `openssl rand -base64 32`)',
    );
  }
  return key;
}

/** Reads the payout key from PAYOUT_ENCRYPTION_KEY, else from (or into) `$DATA_DIR/.payout-key`. */
export function resolvePayoutKey(fromEnv: string | undefined, dataDir: string): Buffer {
  if (fromEnv) return parseEncryptionKey(fromEnv);
  const file = path.join(dataDir, '.payout-key');
  if (fs.existsSync(file)) return parseEncryptionKey(fs.readFileSync(file, 'utf8'));
  fs.mkdirSync(dataDir, { recursive: true });
  const key = Buffer.from(crypto.getRandomValues(new Uint8Array(32)));
  fs.writeFileSync(file, key.toString('base64'), { mode: 0o600 });
  return key;
}

/**
 * With REDIS_URL set, several instances may serve the same users behind a load balancer. A secret
 * generated per instance (into its own data dir) would make one instance's CSRF tokens and
 * signed links fail on another (419) and its encrypted payout details unreadable elsewhere, so
 * both secrets must be set explicitly, identical on every instance.
 */
export function requireSharedSecrets(env: {
  APP_SECRET?: string;
  PAYOUT_ENCRYPTION_KEY?: string;
  VAPID_PRIVATE_KEY?: string;
}): void {
  const missing = [
    env.APP_SECRET ? undefined : 'APP_SECRET (at least 32 characters)',
    env.PAYOUT_ENCRYPTION_KEY ? undefined : 'PAYOUT_ENCRYPTION_KEY (32 bytes, base64 or hex)',
    // A subscription is bound to the key pair it was made with: one pair for every instance.
    env.VAPID_PRIVATE_KEY ? undefined : 'VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY',
  ].filter((name): name is string => name !== undefined);
  if (missing.length === 0) return;
  throw new Error(
    `REDIS_URL is set, so more than one instance may run: ${missing.join(' and ')} must be set ` +
      'explicitly, the same on every instance. A secret generated per instance would make CSRF ' +
      'tokens and signed links from one instance fail on another (419) and payout details ' +
      'encrypted by one unreadable on the others.',
  );
}
