/** Business constants and limits shared by the server, the web app and the tests. */

/** The 14 avatar colours; the first (accent) is the default. */
export const avatarColors = [
  { id: 'pink', hex: '#E84AFF' },
  { id: 'purple', hex: '#8D5CF6' },
  { id: 'accent', hex: '#0077FF' },
  { id: 'green', hex: '#06DD7D' },
  { id: 'red', hex: '#E43146' },
  { id: 'orange', hex: '#F79E1B' },
  { id: 'yellow', hex: '#FFE033' },
  { id: 'secondary', hex: '#75757B' },
  { id: 'cyan', hex: '#28E2E8' },
  { id: 'accent-green', hex: '#39DD06' },
  { id: 'magenta', hex: '#F81A90' },
  { id: 'primary', hex: '#16161A' },
  { id: 'deep-purple', hex: '#9906DD' },
  { id: 'deep-orange', hex: '#FF550B' },
] as const;

export type TAvatarColorId = (typeof avatarColors)[number]['id'];
export const avatarColorIds = avatarColors.map((color) => color.id) as [
  TAvatarColorId,
  ...TAvatarColorId[],
];
export const defaultAvatarColor: TAvatarColorId = 'accent';
export const fallbackAvatarHex = '#0077FF';

/** Looks up the hex of an avatar colour id, falling back to the accent. */
export function avatarHex(id: string | null | undefined): string {
  return avatarColors.find((color) => color.id === id)?.hex ?? fallbackAvatarHex;
}

/** The largest id a database integer column holds; larger ids cannot exist. */
export const maxRowId = 2_147_483_647;

export const limits = {
  passwordMin: 8,
  passwordMax: 128,
  nameMax: 100,
  emailMax: 254,
  phoneMax: 25,
  topicTitleMax: 50,
  messageMax: 2000,
  sortCodeLength: 8,
  cityMax: 100,
  addressMax: 200,
  postCodeMax: 20,
} as const;

export const pageSizes = {
  rooms: 12,
  topics: 6,
  messages: 20,
  purchaseHistory: 5,
  bundlesShown: 3,
  paginationWindow: 5,
} as const;

export const timing = {
  toastMs: 2500,
  apiTimeoutMs: 30_000,
  chatCallTimeoutMs: 10_000,
  termsCallTimeoutMs: 8_000,
  depositPollMs: 3000,
  messagePollMs: 5000,
  sessionExpiredResetMs: 3000,
  unsupportedCountryToastMs: 500,
  applicationAutoCloseMs: 3000,
  cookieConsentDays: 365,
} as const;

export const topUp = {
  quickAmounts: [5, 10, 25, 50],
  defaultAmount: 25,
} as const;

/** Chat capacity: a topic holds its owner and one companion. */
export const maxParticipants = 2;
export const defaultMaxActiveChats = 1;

/** Points are stored as integer hundredths of a point. */
export const pointsScale = 100;

/** The WebSocket endpoint (same origin as the API). */
export const realtimePath = '/api/ws';

/**
 * The `type` of every event the server pushes (`ZRealtimeEventSchema`, chat.ts, has one
 * member per type; a test keeps the two equal). The web app's entry checks events against
 * this list instead of the schema, so that zod stays out of it.
 */
export const realtimeEventTypes = [
  'ready',
  'resync',
  'pong',
  'balance',
  'message',
  'typing',
  'participants',
  'mode',
  'safe_mode',
  'closed',
  'interlocutor_offer',
  'interlocutor_offer_closed',
  'interlocutor_search',
] as const;

/**
 * Slugs that never resolve to a static page (the router reserves them). Here, with no zod
 * near it: the static page's route imports it on a first visit.
 */
export const reservedSlugs = [
  '',
  'products',
  'AccountPage',
  'auth',
  'success-payment',
  'fail-payment',
  'processing-payment',
  'static-page',
  'rooms',
  'topics',
  // The app's own routes and the server's prefixes: a page there could never be reached.
  'account',
  'profile',
  'admin',
  'interlocutor',
  'chat',
  'reset-password',
  'password-restore',
  'pending-payment',
  'email',
  'api',
  'sanctum',
  'pay',
] as const;
