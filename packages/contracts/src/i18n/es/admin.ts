import type { Catalog } from '../catalog';
import type { admin as en } from '../en/admin';

export const admin: Catalog<typeof en> = {
  errors: {
    accountBlocked: 'Tu cuenta ha sido bloqueada. Motivo: {reason}',
    chatBlocked:
      'Has sido bloqueado en las salas de chat por infringir las normas. Ya no puedes crear temas, unirte a ellos ni escribir en ellos.',
    reportHandled: 'Esta denuncia ya ha sido gestionada.',
    intervalOrder: 'El intervalo mínimo de respuesta no puede superar el máximo.',
    notBlocked: 'Este usuario no está bloqueado.',
    cannotBlockSelf: 'No puedes bloquear tu propia cuenta.',
    cannotBlockStaff: 'Las cuentas del personal no se pueden bloquear aquí.',
    nobodyToBlock: 'Esta denuncia no nombra a nadie a quien bloquear.',
  },
  chat: {
    closedByModerator: 'Un moderador ha cerrado este chat por infringir las normas.',
  },
  mail: {
    reportHandledSubject: 'Tu denuncia ha sido revisada',
    reportHandledIntro:
      'Gracias por tu denuncia sobre el chat «{title}». Un moderador la ha revisado.',
    outcomeTopicClosed: 'El chat ha sido cerrado.',
    outcomeUserBlocked: 'El usuario ha sido bloqueado.',
    outcomeDismissed: 'No se ha encontrado ninguna infracción de las normas.',
  },
};
