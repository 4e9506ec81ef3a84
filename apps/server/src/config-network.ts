import fs from 'node:fs';
import net from 'node:net';

/** Where the server listens and whose forwarding headers it trusts. */

/** True inside a container, where the server must listen on every interface. */
export function isInContainer(): boolean {
  return (
    fs.existsSync('/.dockerenv') ||
    fs.existsSync('/run/.containerenv') ||
    process.env.KUBERNETES_SERVICE_HOST !== undefined
  );
}

/**
 * TRUST_PROXY: `true`, `false`, or the addresses of the proxies in front of the server —
 * IPs or CIDRs, comma-separated (`10.0.0.5`, `10.0.0.0/24, fd00::/8`). Throws on anything else.
 */
export function parseTrustProxy(text: string): boolean | string[] {
  const trimmed = text.trim();
  if (trimmed === 'true' || trimmed === 'false') return trimmed === 'true';
  const addresses = trimmed
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  const isAddress = (entry: string) => {
    const [address = '', bits, extra] = entry.split('/');
    const version = net.isIP(address);
    if (version === 0 || extra !== undefined) return false;
    if (bits === undefined) return true;
    return /^\d+$/.test(bits) && Number(bits) <= (version === 4 ? 32 : 128);
  };
  if (addresses.length === 0 || !addresses.every(isAddress)) {
    throw new Error(
      `TRUST_PROXY must be true, false or the proxies' addresses (IPs or CIDRs, comma-separated), not "${text}"`,
    );
  }
  return addresses;
}
