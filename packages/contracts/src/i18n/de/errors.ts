import type { Catalog } from '../catalog';
import type { errors as en } from '../en/errors';

export const errors: Catalog<typeof en> = {
  notFound: 'Nicht gefunden.',
  routeNotFound: 'Route {method} {url} nicht gefunden.',
  unauthenticated: 'Nicht angemeldet.',
  forbidden: 'Diese Aktion ist nicht erlaubt.',
  csrfMismatch: 'CSRF-Token stimmt nicht überein.',
  emailNotVerified: 'Deine E-Mail-Adresse ist nicht bestätigt.',
  tooManyRequests: 'Zu viele Versuche. Bitte versuche es in {seconds} Sekunden erneut.',
  validationFailed: 'Die übermittelten Daten sind ungültig.',
  invalidJson: 'Der Inhalt der Anfrage ist kein gültiges JSON.',
  unsupportedMediaType: 'Nicht unterstützter Inhaltstyp.',
  payloadTooLarge: 'Die Anfrage ist zu groß.',
  badRequest: 'Ungültige Anfrage.',
  internal: 'Bei uns ist etwas schiefgelaufen. Bitte versuche es erneut.',
  invalidValue: 'Der Wert ist ungültig.',
  required: 'Dieses Feld ist erforderlich.',
  tooLong: 'Dieser Wert ist zu lang.',
  tooLarge: 'Diese Zahl ist zu groß.',
  databaseUnavailable: 'Die Datenbank ist nicht erreichbar.',
  serverStarting: 'Der Server startet noch.',
};
