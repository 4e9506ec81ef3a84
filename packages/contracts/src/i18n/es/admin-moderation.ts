import type { Catalog } from '../catalog';
import type {
  adminAlerts as adminAlertsEn,
  adminReports as adminReportsEn,
} from '../en/admin-moderation';

/** Console: safety alerts and reports. */

export const adminAlerts: Catalog<typeof adminAlertsEn> = {
  intro:
    'Temas en los que alguien habló de hacerse daño. El tema sigue en modo seguro 24 horas o hasta que la persona diga que está a salvo.',
  empty: 'No hay alertas de seguridad.',
  detected: 'Detectada {time}',
  safeUntil: 'Modo seguro hasta {time}',
  safeEnded: 'Modo seguro terminado',
  closed: 'Tema cerrado',
  openTopic: 'Abrir el tema',
  markHandled: 'Marcar como atendida',
  handled: 'Atendida {time}',
  recent: 'Mensajes recientes',
  account: 'Cuenta',
  accountDeleted: 'Cuenta eliminada',
};

export const adminReports: Catalog<typeof adminReportsEn> = {
  status: 'Estado',
  statusOpen: 'Abiertas',
  statusHandled: 'Gestionadas',
  statusAll: 'Todas',
  typeTopic: 'Denuncia de tema',
  typeUser: 'Denuncia de usuario',
  reporter: 'Denunciante',
  reported: 'Denunciado',
  note: 'Nota del denunciante',
  recent: 'Mensajes recientes',
  noMessages: 'No hay mensajes.',
  closeTopic: 'Cerrar tema',
  blockChat: 'Bloquear en el chat',
  blockAccount: 'Bloquear cuenta',
  dismiss: 'Descartar',
  moderatorNote: 'Nota del moderador (opcional)',
  handled: 'Denuncia gestionada.',
  resolution: 'Resolución: {resolution}',
  deletedAccount: '[cuenta eliminada]',
  evidenceRemoved:
    'Una persona participante eliminó su cuenta; la conversación conservada se retiró al gestionar este informe.',
  resolutions: {
    topic_closed: 'Tema cerrado',
    user_blocked_chat: 'Bloqueado en el chat',
    user_blocked_account: 'Cuenta bloqueada',
    dismissed: 'Desestimado',
  },
};
