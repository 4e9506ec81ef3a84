import type { Catalog } from '../catalog';
import type { requests as en } from '../en/requests';

export const requests: Catalog<typeof en> = {
  badUrl: 'Die Adresse der Anfrage ist ungültig.',
  urlTooLong: 'Die Adresse der Anfrage ist zu lang.',
  headersTooLarge: 'Die Kopfzeilen der Anfrage sind zu groß.',
  timeout: 'Die Anfrage ist zu langsam eingetroffen.',
};
