import type { Catalog } from '../catalog';
import type { admin as en } from '../en/admin';

export const admin: Catalog<typeof en> = {
  errors: {
    accountBlocked: 'Ihr Konto wurde gesperrt. Grund: {reason}',
    chatBlocked:
      'Sie wurden wegen Regelverstößen für die Chaträume gesperrt. Sie können keine Themen mehr erstellen, ihnen beitreten oder darin schreiben.',
    reportHandled: 'Diese Meldung wurde bereits bearbeitet.',
    intervalOrder: 'Das minimale Antwortintervall darf das maximale nicht überschreiten.',
    notBlocked: 'Dieser Benutzer ist nicht gesperrt.',
    cannotBlockSelf: 'Sie können Ihr eigenes Konto nicht sperren.',
    cannotBlockStaff: 'Mitarbeiterkonten können hier nicht gesperrt werden.',
    nobodyToBlock: 'Diese Meldung nennt niemanden, der gesperrt werden könnte.',
  },
  chat: {
    closedByModerator: 'Dieser Chat wurde von einem Moderator wegen Regelverstößen geschlossen.',
  },
  mail: {
    reportHandledSubject: 'Ihre Meldung wurde geprüft',
    reportHandledIntro: 'Danke für Ihre Meldung zum Chat „{title}“. Ein Moderator hat sie geprüft.',
    outcomeTopicClosed: 'Der Chat wurde geschlossen.',
    outcomeUserBlocked: 'Der Benutzer wurde gesperrt.',
    outcomeDismissed: 'Es wurde kein Regelverstoß festgestellt.',
  },
};
