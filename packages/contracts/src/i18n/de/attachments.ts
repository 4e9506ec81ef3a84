/** Bildanhänge im Chat. */
export const attachments = {
  errors: {
    tooManyFiles: 'Maximal {n} Dateien erlaubt',
    fileTooLarge: 'Die Datei ist größer als {size}',
    imagesOnly: 'Nur PNG-, JPEG-, GIF- und WebP-Bilder sind erlaubt',
    invalidFile: 'Ungültige Datei',
    invalidFileSize: 'Ungültige Dateigröße',
    tooManyPixels:
      'Diese Bilder sind zusammen zu groß: höchstens {megapixels} Megapixel pro Nachricht.',
    pixelBudget:
      'Du hast viele große Bilder gesendet. Bitte versuche es in {seconds} Sekunden erneut.',
    busy: 'Gerade werden viele Bilder verarbeitet. Bitte versuche es in {seconds} Sekunden erneut.',
    sendFailed: 'Die Dateien konnten nicht gesendet werden.',
    notFound: 'Die Datei existiert nicht oder du darfst sie nicht sehen.',
  },
  input: {
    attachImage: 'Bilder anhängen',
    attachFile: 'Dateien anhängen',
  },
  modal: {
    title: 'Dateien senden',
    caption: 'Nachricht hinzufügen (optional)',
    remove: '{name} entfernen',
    send: 'Senden',
    cancel: 'Abbrechen',
    total: 'Gesamtkosten: {cost} Punkte',
    empty: 'Keine Dateien ausgewählt',
  },
  list: {
    openImage: 'Bild {name} öffnen',
    download: '{name} herunterladen',
    size: '{size}',
  },
  lightbox: {
    title: 'Bildansicht',
    close: 'Schließen',
    zoomIn: 'Vergrößern',
    zoomOut: 'Verkleinern',
    previous: 'Vorheriges Bild',
    next: 'Nächstes Bild',
    position: 'Bild {index} von {count}',
  },
} as const;
