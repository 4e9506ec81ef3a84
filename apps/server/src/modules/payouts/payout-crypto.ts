import { createCipheriv, createDecipheriv, createHmac, randomBytes } from 'node:crypto';

/**
 * AES-256-GCM for the payout details kept at rest. Each value gets a fresh random 12-byte
 * nonce; the stored text is `v1.<base64 nonce ‖ ciphertext ‖ 16-byte tag>`, so a raw
 * SELECT shows no digit of the number and a changed byte fails decryption.
 */
const version = 'v1';
const nonceBytes = 12;
const tagBytes = 16;

export function encryptSecret(key: Buffer, plaintext: string): string {
  const nonce = randomBytes(nonceBytes);
  const cipher = createCipheriv('aes-256-gcm', key, nonce);
  const body = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
  return `${version}.${Buffer.concat([nonce, body, cipher.getAuthTag()]).toString('base64')}`;
}

export function decryptSecret(key: Buffer, stored: string): string {
  const [prefix, encoded] = stored.split('.', 2);
  if (prefix !== version || !encoded) throw new Error('unknown payout secret format');
  const raw = Buffer.from(encoded, 'base64');
  const nonce = raw.subarray(0, nonceBytes);
  const tag = raw.subarray(raw.length - tagBytes);
  const decipher = createDecipheriv('aes-256-gcm', key, nonce);
  decipher.setAuthTag(tag);
  return Buffer.concat([
    decipher.update(raw.subarray(nonceBytes, raw.length - tagBytes)),
    decipher.final(),
  ]).toString('utf8');
}

/** A keyed fingerprint of a destination: recognises one used before without storing it in clear. */
export function destinationHash(key: Buffer, method: string, destination: string): string {
  return createHmac('sha256', key)
    .update(`payout-destination\0${method}\0${destination}`)
    .digest('hex');
}
