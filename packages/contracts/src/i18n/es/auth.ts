import type { Catalog } from '../catalog';
import type { auth as en } from '../en/auth';

export const auth: Catalog<typeof en> = {
  validation: {
    emailRequired: 'El correo electrónico es obligatorio',
    emailInvalid: 'Formato de correo electrónico no válido',
    passwordRequired: 'La contraseña es obligatoria',
    phoneRequired: 'Se requiere un número de teléfono válido',
    passwordMin: 'La contraseña debe tener al menos 8 caracteres',
    passwordComplexity:
      'La contraseña debe contener al menos 1 letra minúscula, 1 letra mayúscula y 1 dígito',
    passwordTooLong: 'La contraseña debe tener como máximo 128 caracteres',
    passwordCommon: 'Esta contraseña es demasiado común. Elige una menos predecible.',
    confirmRequired: 'Confirma tu contraseña',
    passwordsMismatch: 'Las contraseñas no coinciden',
    termsRequired: 'Acepta los términos y la política de privacidad',
    forgotEmailRequired: 'Introduce tu dirección de correo electrónico',
    countryNotSupported: 'Este país no está disponible',
  },
  phone: {
    label: 'Teléfono',
    country: 'País',
    noCountry: 'Elige un país',
  },
  errors: {
    profileFetch: 'No se ha podido cargar el perfil de usuario.',
    profileUpdate: 'No se ha podido actualizar el perfil.',
    passwordChange: 'No se ha podido cambiar la contraseña',
    resetRequest: 'No se ha podido restablecer la contraseña',
    sendResetLink: 'No se ha podido enviar el enlace de restablecimiento.',
    resendLink: 'No se ha podido reenviar el enlace.',
    reset: 'No se ha podido restablecer la contraseña.',
    login: 'Error de autenticación',
    register: 'Error en el registro.',
    resendVerification: 'No se ha podido reenviar el correo de verificación.',
    logout: 'Error al cerrar sesión.',
    sessionExpired: 'Se ha producido un error. Vuelve a iniciar sesión.',
  },
  success: {
    profileUpdated: 'Perfil actualizado correctamente',
    passwordChanged: 'Contraseña cambiada correctamente',
    passwordReset: 'Contraseña restablecida correctamente',
    resetLinkSent: 'Enlace de restablecimiento enviado. Revisa tu correo.',
    resetLinkResent: 'Enlace de restablecimiento reenviado. Revisa tu correo.',
  },
};
