import type { Catalog } from '../catalog';
import type { ratings as en } from '../en/ratings';

export const ratings: Catalog<typeof en> = {
  validation: {
    scoreRequired: 'Wähle 1 bis 5 Sterne.',
    commentTooLong: 'Höchstens 500 Zeichen.',
  },
  errors: {
    notRateable: 'Dieses Gespräch kann nicht bewertet werden.',
    alreadyRated: 'Du hast dieses Gespräch schon bewertet.',
    editClosed: 'Eine Bewertung kann 24 Stunden lang geändert werden.',
    blockNotFound: 'Diese Person ist nicht mehr auf deiner Liste.',
  },
  modal: {
    title: 'Wie war dein Gespräch mit {name}?',
    editTitle: 'Deine Bewertung von {name} ändern',
    intro:
      'Deine Bewertung ist anonym: {name} sieht nur den Durchschnitt vieler Bewertungen, nie deine.',
    scoreLegend: 'Deine Bewertung',
    star: '{count} von 5 Sternen',
    comment: 'Möchtest du etwas dazu sagen? (freiwillig)',
    commentHint:
      'Bis zu 500 Zeichen. E-Mail-Adressen, Telefonnummern und Links werden wie in Nachrichten verborgen.',
    submit: 'Bewertung senden',
    save: 'Änderungen speichern',
    skip: 'Überspringen',
    editUntil: 'Du kannst sie bis {time} ändern.',
    thanks: 'Danke für deine Bewertung.',
    changed: 'Deine Bewertung wurde geändert.',
    skipped: 'Wir fragen nach diesem Gespräch nicht noch einmal.',
  },
  panel: {
    rate: 'Dieses Gespräch bewerten',
    change: 'Bewertung ändern',
    locked:
      'Diese Bewertung kann nicht mehr geändert werden: Eine Bewertung lässt sich 24 Stunden lang ändern, nachdem sie abgegeben wurde.',
  },
  own: {
    title: 'Deine Bewertungen',
    average: 'Durchschnitt: {average} von 5',
    count: '{count} Bewertungen',
    notYet:
      'Dein Durchschnitt erscheint, sobald {count} Personen ein Gespräch mit dir bewertet haben – so kann niemand erkennen, wer welche Bewertung gab.',
    comments: 'Was geschrieben wurde',
    noComments: 'Noch keine Worte.',
  },
  blocks: {
    title: 'Von dir blockierte Personen',
    intro:
      'Du und diese Personen werden nie wieder zusammengebracht: Zufallschat und Beitreten überspringen sie. Hebe eine Blockierung auf, um es wieder zu erlauben.',
    empty: 'Du hast niemanden blockiert.',
    blockedOn: 'Blockiert am {date}',
    inTopic: 'in „{title}“',
    unblock: 'Blockierung aufheben',
    unblocked: 'Die Blockierung von {name} ist aufgehoben.',
  },
};
