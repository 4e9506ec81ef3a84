import type { Catalog } from '../catalog';
import type { errors as en } from '../en/errors';

export const errors: Catalog<typeof en> = {
  notFound: 'No encontrado.',
  routeNotFound: 'Ruta {method} {url} no encontrada.',
  unauthenticated: 'No autenticado.',
  forbidden: 'Esta acción no está autorizada.',
  csrfMismatch: 'El token CSRF no coincide.',
  emailNotVerified: 'Tu dirección de correo electrónico no está verificada.',
  tooManyRequests: 'Demasiados intentos. Inténtalo de nuevo en {seconds} segundos.',
  validationFailed: 'Los datos enviados no son válidos.',
  invalidJson: 'El cuerpo de la solicitud no es JSON válido.',
  unsupportedMediaType: 'Tipo de contenido no admitido.',
  payloadTooLarge: 'La solicitud es demasiado grande.',
  badRequest: 'Solicitud incorrecta.',
  internal: 'Algo ha fallado por nuestra parte. Inténtalo de nuevo.',
  invalidValue: 'El valor no es válido.',
  required: 'Este campo es obligatorio.',
  tooLong: 'Este valor es demasiado largo.',
  tooLarge: 'Este número es demasiado grande.',
  databaseUnavailable: 'La base de datos no está disponible.',
  serverStarting: 'El servidor aún se está iniciando.',
};
