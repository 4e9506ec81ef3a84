import type { Catalog } from '../catalog';
import type { privacy as en } from '../en/privacy';

export const privacy: Catalog<typeof en> = {
  section: {
    title: 'Tus datos',
    intro: 'Descarga una copia de lo que Parlor guarda sobre ti o elimina tu cuenta para siempre.',
  },
  export: {
    button: 'Descargar mis datos',
    hint: 'Un archivo JSON con tu perfil, tus ajustes, tu historial de puntos, recargas, retiros (destinos enmascarados), solicitudes y los mensajes de tus conversaciones abiertas.',
    started: 'Tu descarga ha comenzado.',
  },
  delete: {
    button: 'Eliminar cuenta',
    title: 'Eliminar tu cuenta',
    lossPoints: 'Tus puntos restantes ({points}) se pierden.',
    lossEarnings:
      'Las ganancias disponibles deben retirarse antes; de lo contrario se pierden con la cuenta.',
    lossPending: 'Un retiro pendiente debe resolverse antes de poder eliminar la cuenta.',
    lossConversations:
      'Tus conversaciones abiertas se cierran (la otra persona ve que te has ido) y se eliminan tus mensajes, imágenes, solicitudes y tu perfil.',
    lossKept:
      'Solo se conserva lo que exige la ley contable, sin tu nombre, correo ni teléfono: tu historial de puntos, recargas y retiros.',
    passwordLabel: 'Contraseña',
    passwordHint: 'Introduce tu contraseña para confirmar que eres tú.',
    submit: 'Enviar el enlace de confirmación',
    cancel: 'Cancelar',
    linkSent:
      'Te hemos enviado un enlace de confirmación por correo. Tu cuenta se elimina cuando lo abras (válido durante 60 minutos).',
    confirmTitle: '¿Eliminar tu cuenta para siempre?',
    deletedTitle: 'Tu cuenta se ha eliminado',
    confirmText:
      'Esto no se puede deshacer. Tus conversaciones se cierran, tus mensajes, imágenes y perfil se eliminan y se cierra tu sesión en todas partes.',
    confirmButton: 'Eliminar mi cuenta',
    deleted:
      'Tu cuenta ha sido eliminada. Puedes registrarte de nuevo con la misma dirección cuando quieras.',
  },
  errors: {
    pendingPayout:
      'Tu solicitud de retiro sigue pendiente. Espera a que se resuelva antes de eliminar tu cuenta.',
    passwordWrong: 'La contraseña es incorrecta.',
    staffAccount:
      'Las cuentas del personal no pueden eliminarse a sí mismas. Pide ayuda a un administrador.',
    linkInvalid:
      'Este enlace de eliminación no es válido o ha caducado. Solicita uno nuevo desde la página de tu cuenta.',
  },
  mail: {
    subject: 'Confirma la eliminación de tu cuenta de Parlor',
    intro:
      'Has pedido eliminar tu cuenta de Parlor. Abre el enlace de abajo para eliminarla para siempre: tus puntos restantes se pierden y se eliminan tus conversaciones, mensajes y perfil.',
    action: 'Eliminar mi cuenta',
    validity: 'El enlace es válido durante 60 minutos.',
    ignore:
      'Si no lo has pedido, ignora este correo y cambia tu contraseña; tu cuenta se queda como está.',
  },
};
