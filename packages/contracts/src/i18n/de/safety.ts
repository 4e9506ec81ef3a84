import type { Catalog } from '../catalog';
import type { safety as en } from '../en/safety';

/** Der Schutzraum (Issue 26): Hilfetelefone, Schutzmodus, Warnungen an die Moderation. */
export const safety: Catalog<typeof en> = {
  errors: {
    seatSafeMode:
      'Dieses Gespräch ist gerade ein geschützter Raum: Nur freigegebene Gesprächspartner dürfen beitreten.',
    alertNotFound: 'Diese Warnung wurde schon bearbeitet.',
  },
  card: {
    title: 'Du bist nicht allein – Hilfe ist da, Tag und Nacht',
    emergency: 'In akuter Gefahr: {number}',
    call: '{number} anrufen',
    text: 'SMS an {number}',
    more: 'Andere Länder: findahelpline.com',
    free: 'Nachrichten in diesem Gespräch sind bis {time} kostenlos.',
    hide: 'Hilfetelefone ausblenden',
    show: 'Hilfetelefone',
  },
  cost: { free: 'Kostenlos' },
  reply: {
    emergency: 'In akuter Gefahr ruf bitte {number} an.',
    line: '{label}: {numbers}.',
    call: 'anrufen unter {number}',
    text: 'SMS an {number}',
    pinned: 'Diese Nummern stehen auch über dem Eingabefeld – tippe eine an, um anzurufen.',
  },
  mail: {
    subject: 'Sicherheitswarnung: Jemand ist möglicherweise in Gefahr',
    intro:
      'Im Thema „{title}“ wurden gerade Worte einer Krise erkannt. Das Thema ist 24 Stunden im Schutzmodus: Nachrichten sind kostenlos, nur freigegebene Gesprächspartner dürfen beitreten, und die Hilfetelefone werden angezeigt.',
    action: 'Bitte sieh dir die Warnung in der Konsole an:',
  },
  admin: {
    nav: 'Sicherheitswarnungen',
    intro:
      'Themen, in denen jemand davon sprach, sich etwas anzutun. Das Thema bleibt 24 Stunden im Schutzmodus oder bis die Person sagt, dass sie in Sicherheit ist.',
    empty: 'Keine Sicherheitswarnungen.',
    detected: 'Erkannt {time}',
    safeUntil: 'Schutzmodus bis {time}',
    safeEnded: 'Schutzmodus beendet',
    closed: 'Thema geschlossen',
    openTopic: 'Thema öffnen',
    markHandled: 'Als bearbeitet markieren',
    handled: 'Bearbeitet {time}',
    recent: 'Letzte Nachrichten',
  },
  settings: {
    country: 'Land (zwei Buchstaben, * für alle anderen)',
    emergency: 'Notrufnummer',
    label: 'Name des Angebots',
    tel: 'Nummer zum Anrufen',
    sms: 'Nummer für SMS',
    addCountry: 'Land hinzufügen',
    addLine: 'Angebot hinzufügen',
    removeCountry: 'Land entfernen',
    removeLine: 'Angebot entfernen',
    summary: '{count} Länder',
  },
};
