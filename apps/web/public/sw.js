// Parlor's service worker: push notifications (show, replace per conversation, close when
// read elsewhere, Accept/Decline on offers) and the app shell for a start without network.
// Plain JavaScript served from the site root (public/), outside the bundle: it costs a
// first visit nothing and its scope is the whole app.

const shellCache = 'parlor-shell-v1';
const shellUrl = '/';

/** The shell: the start page (fetched without cookies: nobody's data) and its assets. */
async function cacheShell() {
  const cache = await caches.open(shellCache);
  const response = await fetch(shellUrl, { credentials: 'omit', cache: 'no-store' });
  if (!response.ok) return;
  const html = await response.clone().text();
  const assets = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+)"/g)].map((match) => match[1]);
  await cache.put(shellUrl, response);
  await Promise.all(assets.map((url) => cache.add(url).catch(() => undefined)));
}

/**
 * The cached shell for a start without network, marked as such on its root element: its
 * start-up data were a visitor's, so the app must not read "signed out" from them (it asks,
 * and without an answer trusts what it knew before).
 */
async function cachedShell() {
  const cached = await caches.match(shellUrl);
  if (!cached) return Response.error();
  const html = (await cached.text()).replace('<html', '<html data-cached-shell');
  // Only what describes the text: its length and encoding changed with it.
  const headers = new Headers({ 'content-type': 'text/html; charset=utf-8' });
  const policy = cached.headers.get('content-security-policy');
  if (policy) headers.set('content-security-policy', policy);
  return new Response(html, { status: 200, headers });
}

self.addEventListener('install', (event) => {
  event.waitUntil(
    cacheShell()
      .catch(() => undefined)
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) =>
        Promise.all(keys.filter((key) => key !== shellCache).map((key) => caches.delete(key))),
      )
      .then(() => self.clients.claim()),
  );
});

self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (request.mode === 'navigate') {
    // The network first (the page carries fresh start-up data); the shell when offline.
    event.respondWith(fetch(request).catch(cachedShell));
    return;
  }
  if (url.pathname.startsWith('/assets/')) {
    // Hashed file names never change: from the cache when there, else kept for next time.
    event.respondWith(
      caches.match(request).then(
        (cached) =>
          cached ??
          fetch(request).then(async (response) => {
            if (response.ok) (await caches.open(shellCache)).put(request, response.clone());
            return response;
          }),
      ),
    );
  }
});

self.addEventListener('push', (event) => {
  let payload;
  try {
    payload = event.data ? event.data.json() : undefined;
  } catch {
    payload = undefined;
  }
  if (!payload) return;
  event.waitUntil(showPayload(payload));
});

async function showPayload(payload) {
  if (payload.kind === 'clear') {
    const shown = await self.registration.getNotifications({ tag: payload.tag });
    shown.forEach((notification) => notification.close());
    return;
  }
  await self.registration.showNotification(payload.title, {
    body: payload.body,
    tag: payload.tag,
    // A newer message of the same conversation replaces the old one and still alerts.
    renotify: true,
    icon: '/icons/icon-192.png',
    badge: '/icons/icon-192.png',
    actions: payload.actions ?? [],
    requireInteraction: payload.kind === 'offer',
    data: { url: payload.url, kind: payload.kind, token: payload.action_token ?? null },
  });
}

/** Brings the tab forward; refused outside a click (a tab that cannot be focused still shows the page). */
const focus = (client) => (client ? client.focus().catch(() => client) : client);

/** Focuses an open tab of the app on `path`, or opens one. */
async function openPage(path) {
  const target = new URL(path, self.location.origin).href;
  const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const exact = windows.find((client) => client.url === target);
  if (exact) return focus(exact);
  const any = windows.find((client) => new URL(client.url).origin === self.location.origin);
  if (any && 'navigate' in any) return any.navigate(target).then(focus);
  return self.clients.openWindow(target);
}

/** Accept or Decline, at once: the payload's signed token is the permission (no cookies). */
async function runOfferAction(data, action) {
  const response = await fetch('/api/push/actions', {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    credentials: 'omit',
    body: JSON.stringify({ token: data.token, action }),
  });
  const answer = await response.json().catch(() => ({}));
  if (response.ok) {
    if (action === 'accept') await openPage(answer.payload.url);
    return;
  }
  // Taken by someone else, or no longer waiting: say so where the offer was.
  await self.registration.showNotification(answer.message || 'Parlor', {
    tag: 'offer-outcome',
    icon: '/icons/icon-192.png',
    data: { url: '/interlocutor', kind: 'offer_outcome', token: null },
  });
}

/** What a click on the notification (or on one of its buttons) does. */
// Also run by the browser test (e2e/push-notifications.spec.ts): a headless browser has no button to click.
async function handleNotificationClick(notification, action) {
  const data = notification.data || {};
  notification.close();
  if (data.kind === 'offer' && (action === 'accept' || action === 'decline')) {
    return runOfferAction(data, action);
  }
  return openPage(data.url || '/');
}

self.addEventListener('notificationclick', (event) => {
  event.waitUntil(handleNotificationClick(event.notification, event.action));
});
