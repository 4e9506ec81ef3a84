import type { Catalog } from '../catalog';
import type { requests as en } from '../en/requests';

export const requests: Catalog<typeof en> = {
  badUrl: 'La dirección de la solicitud no es válida.',
  urlTooLong: 'La dirección de la solicitud es demasiado larga.',
  headersTooLarge: 'Las cabeceras de la solicitud son demasiado grandes.',
  timeout: 'La solicitud ha tardado demasiado en llegar.',
};
