import type { Catalog } from '../catalog';
import type { conversations as english } from '../en/conversations';

/** Privatsphäre der Gespräche. */
export const conversations: Catalog<typeof english> = {
  purge: {
    action: 'Dieses Gespräch jetzt löschen',
    title: 'Dieses Gespräch jetzt löschen?',
    message:
      'Der Chat wird für euch beide geschlossen, und alle Nachrichten und Dateien werden sofort gelöscht. Das lässt sich nicht rückgängig machen.',
    confirm: 'Jetzt löschen',
    done: 'Das Gespräch wurde geschlossen und gelöscht.',
  },
  deleteMine: {
    action: 'Verlassen und meine Nachrichten löschen',
    title: 'Verlassen und deine Nachrichten löschen?',
    message:
      'Du verlässt diesen Chat, und jede Nachricht, die du darin geschrieben hast, wird jetzt mit ihren Dateien gelöscht. Die Nachrichten der anderen Person bleiben, bis das Gespräch gelöscht wird.',
    confirm: 'Meine Nachrichten löschen',
    done: 'Deine Nachrichten in diesem Gespräch wurden gelöscht.',
  },
  closed: {
    purgedByOwner:
      'Dieser Chat wurde von seinem Besitzer geschlossen. Seine Nachrichten wurden gelöscht.',
    title: 'Geschlossene Gespräche',
    deletesOn: 'Wird am {date} gelöscht',
  },
  receipt: {
    label: 'Was diese Nachricht gekostet hat',
    free: 'Kostenlos',
    cost: '{points} Punkte · {price}',
    share: '{share} von {points} Punkten an deine Zuhörerin / deinen Zuhörer',
  },
  spending: {
    title: 'Wohin deine Punkte gingen',
    description: 'Was deine Nachrichten gekostet haben, pro Gespräch und Tag.',
    empty: 'Noch keine Kosten für Nachrichten.',
    failed: 'Die Kosten deiner Nachrichten konnten nicht geladen werden.',
    day: 'Tag',
    conversation: 'Gespräch',
    messages: 'Nachrichten',
    points: 'Punkte',
    deletedConversation: 'Gelöschtes Gespräch',
    toListener: '{points} an deine Zuhörerin / deinen Zuhörer',
  },
};
