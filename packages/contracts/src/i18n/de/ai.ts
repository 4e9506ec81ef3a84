import type { Catalog } from '../catalog';
import type { ai as en } from '../en/ai';

export const ai: Catalog<typeof en> = {
  unavailable:
    'Der Begleiter kann gerade nicht antworten. Bitte versuche es gleich noch einmal — es wurde nichts berechnet.',
  replyLimit:
    'Der Begleiter hat in dieser Stunde schon viel geantwortet und braucht eine kurze Pause. Bitte schreib etwas später wieder.',
  selfHarm:
    'Ich bin wirklich froh, dass du es mir erzählst, und es tut mir leid, dass du das gerade trägst. Du verdienst jetzt Unterstützung von jemandem, der für dich da sein kann. {resources} Wenn du hier lieber mit einem Menschen sprechen möchtest, kannst du im Chat-Menü „Mensch“ wählen, dann kommt ein Gesprächspartner dazu. Ich bin auch da — möchtest du mir erzählen, was gerade passiert?',
  selfHarmSeatClosed:
    'Ich bin wirklich froh, dass du es mir erzählst, und es tut mir leid, dass du das gerade trägst. Du verdienst jetzt Unterstützung von jemandem, der für dich da sein kann. {resources} Wenn du hier lieber mit einem Menschen sprechen möchtest, kannst du im Chat-Menü unter „Wer beitreten darf“ geprüfte Gesprächspartner zulassen und dann „Mensch“ wählen — dann kommt ein Gesprächspartner dazu. Ich bin auch da — möchtest du mir erzählen, was gerade passiert?',
  safeAgain:
    'Ich bin froh, dass du dich jetzt sicher fühlst. Der Schutzmodus ist beendet, Nachrichten kosten also wieder Punkte. Die Hilfetelefone bleiben nur einen Tipp entfernt: Öffne „Hilfetelefone“ im Chat-Menü, wann immer du sie brauchst. Ich bin weiter da — worüber möchtest du sprechen?',
  refused:
    'Darüber kann ich nicht sprechen. Drohungen und alles Sexuelle mit Minderjährigen verstoßen gegen die Hausregeln. Wenn jemand in Gefahr ist, wende dich bitte an den Notruf.',
  safeFallback:
    'Das möchte ich so lieber nicht sagen. Magst du mir etwas mehr darüber erzählen, was dich beschäftigt, damit ich dir besser antworten kann?',
  streaming: 'Der Begleiter antwortet',
  privacyDisclosure:
    'Antworten des Begleiters schreibt eine KI, nie ein Mensch; im Chat sind sie mit „KI-Begleiter“ markiert. Übernimmt eine Person (ein Gesprächspartner oder ein anderes Mitglied) den Platz, steht das im Gespräch und ihre Nachrichten sind mit „Person“ markiert.',
  privacyOffline:
    'Aktiv ist derzeit: die eingebaute Offline-Begleitung. Sie läuft ohne Netzwerkverbindung auf unseren eigenen Servern, und was du ihr schreibst, wird an niemanden weitergegeben.',
  privacyProvider:
    'Aktiv ist derzeit: ein externer Anbieter von KI-Modellen ({host}). Für jede Antwort werden ihm die letzten Nachrichten des Themas (E-Mail-Adressen, Telefonnummern und Links bereits maskiert) übermittelt, deine Kontodaten nie.',
  handoff: {
    title: 'Eine Zusammenfassung mit der Person teilen, die übernimmt?',
    intro:
      'Deine KI-Begleitung hat diese kurze Zusammenfassung eures Gesprächs geschrieben. Lies sie, ändere, was du möchtest, oder teile nichts. Nur die Person, die diesen Chat übernimmt, sieht sie oben angeheftet.',
    writing: 'Die Begleitung schreibt eine kurze Zusammenfassung…',
    label: 'Zusammenfassung für die Person',
    words: '{count} Wörter',
    share: 'Diese Zusammenfassung teilen',
    decline: 'Nichts teilen',
    shared: 'Die Zusammenfassung wird der Person gezeigt, die übernimmt.',
    declined: 'Der Person wird nichts von eurem Gespräch gezeigt.',
    failed:
      'Die Zusammenfassung konnte nicht geschrieben werden. Du kannst selbst eine schreiben oder nichts teilen.',
    pinnedTitle: 'Zusammenfassung von der Person, die den Chat eröffnet hat',
    pinnedBy: 'Geschrieben von der KI-Begleitung, bestätigt von der Person',
    pinnedEdited: 'Geschrieben von der KI-Begleitung, bearbeitet und bestätigt von der Person',
    errors: { empty: 'Schreib eine Zusammenfassung oder entscheide dich, nichts zu teilen.' },
  },
};
