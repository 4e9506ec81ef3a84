import { setNonce } from 'get-nonce';
import { z } from 'zod';

/**
 * Makes the app keep to the server's Content-Security-Policy
 * (apps/server/src/lib/content-security-policy.ts;
 * docs/decisions/212-content-security-policy-on-every-html-answer.md):
 * - the page's style nonce (the server sets a fresh one per answer on index.html's
 *   `<style>`) goes to the libraries that add a `<style>` tag at run time: Radix dialogs
 *   lock scrolling with one (react-remove-scroll reads it through get-nonce);
 * - zod validates without compiling parsers by `new Function` (its "JIT"): the policy
 *   allows no eval, and zod's probe for it would be reported as a violation on every page.
 * Without a policy (the Vite dev server sends none) the nonce is simply absent.
 */
export function adoptContentSecurityPolicy(doc: Document = document): void {
  z.config({ jitless: true });
  const nonce = doc.querySelector<HTMLStyleElement>('style[nonce]')?.nonce;
  if (nonce) setNonce(nonce);
}
