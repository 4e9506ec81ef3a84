import type { Catalog } from '../catalog';
import type { money as en } from '../en/money';

export const money: Catalog<typeof en> = {
  validation: {
    amountInvalid: 'Introduce un importe válido',
    nameRequired: 'El nombre es obligatorio',
    surnameRequired: 'El apellido es obligatorio',
    phoneRequired: 'El teléfono es obligatorio',
    phoneInvalid: 'Número de teléfono no válido',
    emailRequired: 'El correo electrónico es obligatorio',
    countryRequired: 'El país es obligatorio',
    cityRequired: 'La ciudad es obligatoria',
    addressRequired: 'La dirección es obligatoria',
    postCodeRequired: 'El código postal es obligatorio',
    correctErrors: 'Corrige los errores del formulario',
  },
  errors: {
    notEnoughPoints: 'No tienes suficientes puntos en tu saldo.',
    initiatePayment: 'No se ha podido iniciar el pago. Inténtalo de nuevo.',
    paymentFailed:
      'No hemos podido procesar tu pago. Inténtalo de nuevo o usa otro método de pago.',
    channelPurchase: 'No se ha podido comprar el estado de canal.',
    accountData: 'No se han podido cargar algunos datos de la cuenta. Recarga la página.',
  },
  success: {
    pointsAdded: 'Se han añadido {points} puntos a tu saldo',
    channelPurchased: 'Estado de canal comprado correctamente',
  },
};
