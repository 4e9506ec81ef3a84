import type { Catalog } from '../catalog';
import type { safety as en } from '../en/safety';

/** Der Schutzraum: Hilfetelefone, Schutzmodus, Warnungen an die Moderation. */
export const safety: Catalog<typeof en> = {
  errors: {
    seatSafeMode:
      'Dieses Gespräch ist gerade ein geschützter Raum: Nur freigegebene Gesprächspartner dürfen beitreten.',
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
};
