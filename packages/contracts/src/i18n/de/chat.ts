import type { Catalog } from '../catalog';
import type { chat as en } from '../en/chat';

export const chat: Catalog<typeof en> = {
  validation: {
    topicNameRequired: 'Ein Themenname ist erforderlich',
    roomRequired: 'Bitte wähle einen Raum',
    notEnoughPointsForTopic:
      'Nicht genug Punkte. Du brauchst {cost} Punkte, um ein Thema zu erstellen.',
  },
  success: {
    topicCreated: 'Thema erfolgreich erstellt',
    topicReported: 'Thema erfolgreich gemeldet',
    userReported: 'Nutzer erfolgreich gemeldet',
    left: 'Du hast den Chat verlassen.',
  },
};
