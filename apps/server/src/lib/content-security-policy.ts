import crypto from 'node:crypto';

/**
 * Where the settings' Google tag snippet (gtag.js / Tag Manager) loads from and reports to,
 * allowed only while a snippet is configured (Google's documented CSP for Google Analytics 4
 * and Tag Manager). See docs/decisions/212-content-security-policy-on-every-html-answer.md.
 */
export const googleTagSources = {
  script: ['https://*.googletagmanager.com'],
  img: ['https://*.google-analytics.com', 'https://*.googletagmanager.com'],
  connect: [
    'https://*.google-analytics.com',
    'https://*.analytics.google.com',
    'https://*.googletagmanager.com',
  ],
} as const;

/** A fresh nonce for one answer (128 bits, base64). */
export function cspNonce(): string {
  return crypto.randomBytes(16).toString('base64');
}

/** `'sha256-…'` of a script's text as the browser hashes it (line breaks normalised to LF). */
export function cspHash(text: string): string {
  const normalised = text.replace(/\r\n?/g, '\n');
  return `'sha256-${crypto.createHash('sha256').update(normalised, 'utf8').digest('base64')}'`;
}

/**
 * The hashes of the inline scripts of an HTML snippet (the web app re-creates each
 * `<script>` of the Google tag snippet with the same text: google-tag.ts). Scripts with a
 * `src` are allowed by their origin instead.
 */
export function inlineScriptHashes(snippet: string): string[] {
  const hashes = new Set<string>();
  for (const match of snippet.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)) {
    const attributes = match[1] ?? '';
    const text = match[2] ?? '';
    if (/\bsrc\s*=/i.test(attributes) || text.trim() === '') continue;
    hashes.add(cspHash(text));
  }
  return [...hashes];
}

/** The WebSocket origin of the public URL (`wss://host` for https, `ws://host` for http). */
function webSocketOrigin(publicUrl: string): string {
  const url = new URL(publicUrl);
  return `${url.protocol === 'https:' ? 'wss' : 'ws'}://${url.host}`;
}

function serialise(directives: Record<string, string[]>): string {
  return Object.entries(directives)
    .map(([name, sources]) => [name, ...sources].join(' '))
    .join('; ');
}

/**
 * The web app's policy: its own scripts only (no inline script at all: the start-up data is
 * a non-executable `application/json` block), inline styles only with this answer's nonce
 * (index.html's start-up screen CSS, and the style tag Radix dialogs add to lock scrolling,
 * which reads the nonce: apps/web/src/app/content-security-policy.ts), the API and the WebSocket of the public URL,
 * and Google's tag origins plus the hashes of the snippet's inline scripts only while a
 * snippet is configured.
 */
export function webAppPolicy(options: {
  publicUrl: string;
  styleNonce: string;
  googleTag: string;
}): string {
  const hasGoogleTag = options.googleTag.trim() !== '';
  const google = (kind: keyof typeof googleTagSources): string[] =>
    hasGoogleTag ? [...googleTagSources[kind]] : [];
  return serialise({
    'default-src': ["'self'"],
    'script-src': [
      "'self'",
      ...(hasGoogleTag ? inlineScriptHashes(options.googleTag) : []),
      ...google('script'),
    ],
    'style-src': ["'self'", `'nonce-${options.styleNonce}'`],
    'img-src': ["'self'", 'data:', 'blob:', ...google('img')],
    // The build inlines small font files as data: URLs (Vite's assetsInlineLimit).
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'", webSocketOrigin(options.publicUrl), ...google('connect')],
    'object-src': ["'none'"],
    'base-uri': ["'none'"],
    'frame-ancestors': ["'none'"],
    'form-action': ["'self'"],
  });
}

/** Any other HTML answer that set no policy of its own: nothing but its own origin. */
export const fallbackHtmlPolicy = serialise({
  'default-src': ["'self'"],
  'object-src': ["'none'"],
  'base-uri': ["'none'"],
  'frame-ancestors': ["'none'"],
  'form-action': ["'self'"],
});
