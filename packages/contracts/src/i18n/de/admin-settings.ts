import type { Catalog } from '../catalog';
import type { adminSettings as adminSettingsEn } from '../en/admin-settings';

/** Console: the settings page (groups, units, help lines, every setting field). */

export const adminSettings: Catalog<typeof adminSettingsEn> = {
  intro:
    'Änderungen gelten sofort auf allen Servern. Jede Änderung wird vorher zur Bestätigung gezeigt.',
  groups: {
    prices: 'Preise',
    chat: 'Chat',
    ai: 'KI-Begleiter',
    interlocutors: 'Gesprächspartner und Verdienste',
    payouts: 'Auszahlungen',
    limits: 'Grenzen',
    site: 'Website',
  },
  helpLines: {
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
  units: {
    points: 'Punkte',
    percent: '%',
    seconds: 'Sekunden',
    minutes: 'Minuten',
    megapixels: 'Megapixel',
    days: 'Tage',
    currency: 'EUR',
    count: '',
    pointsPerCurrency: 'Punkte pro EUR',
    text: '',
    lines: '',
    helpLines: '',
    switch: '',
  },
  range: 'Erlaubt: {min} bis {max}',
  maxLength: 'Höchstens {max} Zeichen',
  maxLines: 'Höchstens {max} Zeilen',
  default: 'Standard: {value}',
  on: 'An',
  off: 'Aus',
  empty: '(leer)',
  review: 'Änderungen prüfen',
  noChanges: 'Nichts wurde geändert.',
  confirmTitle: 'Diese Änderungen speichern?',
  confirmSave: 'Änderungen speichern',
  fields: {
    new_topic_cost: {
      label: 'Neues Thema',
      help: 'Punkte, die ein Thema zu erstellen kostet.',
    },
    message_symbol_cost: { label: 'Pro Zeichen', help: 'Punkte pro Zeichen einer Nachricht.' },
    image_attachment_cost: { label: 'Bildanhang', help: 'Punkte pro angehängtem Bild.' },
    document_attachment_cost: {
      label: 'Dokumentanhang',
      help: 'Punkte pro angehängtem Dokument.',
    },
    audio_attachment_cost: { label: 'Audioanhang', help: 'Punkte pro angehängter Audiodatei.' },
    video_attachment_cost: { label: 'Videoanhang', help: 'Punkte pro angehängtem Video.' },
    channel_status_cost: {
      label: 'Kanalstatus',
      help: 'Punkte für einen Zeitraum Kanalstatus.',
    },
    initial_points: {
      label: 'Willkommenspunkte',
      help: 'Punkte, mit denen ein neues Konto beginnt.',
    },
    points_convertion_rate: {
      label: 'Punkte pro Währungseinheit',
      help: 'Punkte für eine Einheit der Standardwährung.',
    },
    min_top_up_amount: {
      label: 'Mindestaufladung',
      help: 'Kleinste Aufladung in der Standardwährung.',
    },
    vat_percent: { label: 'MwSt.', help: 'Mehrwertsteuer auf Aufladungen.' },
    channel_status_duration: {
      label: 'Dauer des Kanalstatus',
      help: 'Tage, die ein Kauf des Kanalstatus hinzufügt.',
    },
    max_channel_topics: {
      label: 'Themen pro Kanal',
      help: 'Offene Themen, die ein Kanal zugleich haben darf.',
    },
    message_retention_days: {
      label: 'Nachrichten geschlossener Themen behalten',
      help: 'Tage, bis Nachrichten geschlossener Themen gelöscht werden.',
    },
    repeat_message_limit: {
      label: 'Gleiche Nachricht hintereinander',
      help: 'Derselbe Text, so oft hintereinander von einer Person in einem Thema gesendet, wird abgelehnt (Hausregel: kein Spam). 0 oder 1: keine Grenze.',
    },
    repeat_message_window_seconds: {
      label: 'Zeitfenster für Wiederholungen',
      help: 'Sekunden, in denen Wiederholungen zählen; danach wird derselbe Text wieder angenommen.',
    },
    bot_reply_interval_min: {
      label: 'Antwortverzögerung, kürzeste',
      help: 'Sekunden, die der Begleiter mindestens wartet.',
    },
    bot_reply_interval_max: {
      label: 'Antwortverzögerung, längste',
      help: 'Sekunden, die der Begleiter höchstens wartet.',
    },
    bot_conversation_history_limit: {
      label: 'Gemerkte Nachrichten',
      help: 'Frühere Nachrichten, die der Begleiter vor der Antwort liest.',
    },
    ai_replies_per_hour: {
      label: 'Antworten pro Stunde',
      help: 'Antworten des Begleiters pro Nutzer und Stunde.',
    },
    ai_vision: {
      label: 'Begleitung sieht Bilder',
      help: 'An: Bilder, die die Person sendet, gehen an den KI-Anbieter (neu kodiert, ohne Metadaten), damit die Begleitung auf das Gesehene antworten kann. Aus: Sie erfährt nur, dass ein Bild gesendet wurde. Braucht einen Anbieter mit Bildverständnis.',
    },
    ai_vision_model: {
      label: 'Modell für Bilder',
      help: 'Das Modell des Anbieters für Nachrichten mit Bildern; leer nutzt das eingestellte Modell.',
    },
    ai_help_resources: {
      label: 'Hilfetelefone',
      help: 'Pro Land die Notrufnummer und Krisentelefone für jemanden in Gefahr (angeheftete Karte und Antwort des Begleiters); * steht für alle anderen Länder.',
    },
    max_interlocutor_chats: {
      label: 'Chats pro Gesprächspartner',
      help: 'Themen, die ein Gesprächspartner zugleich betreuen darf.',
    },
    interlocutor_search_seconds: {
      label: 'Suche nach einer Person',
      help: 'Sekunden, die eine Suche läuft, bevor das Thema bei der KI bleibt.',
    },
    interlocutor_grace_seconds: {
      label: 'Frist nach Verbindungsabbruch',
      help: 'Sekunden, bis ein getrennter Gesprächspartner seine Plätze verliert.',
    },
    contributor_share_percent: {
      label: 'Anteil des Gesprächspartners',
      help: 'Teil der Ausgaben des Besitzers, den der Gesprächspartner verdient.',
    },
    prefer_rated_interlocutors: {
      label: 'Besser bewertete Gesprächspartner bevorzugen',
      help: 'An: Sind mehrere Gesprächspartner verfügbar, sehen die mindestens so gut wie der Median der Bewerteten (ab 5 Bewertungen) bewerteten eine neue Anfrage zuerst, die anderen nach dem Vorsprung. Nutzer sehen nie Bewertungen.',
    },
    rated_head_start_seconds: {
      label: 'Vorsprung der besser Bewerteten',
      help: 'Sekunden, die besser bewertete Gesprächspartner eine neue Anfrage vor den anderen sehen (wenn die Einstellung darüber an ist).',
    },
    earning_hold_days: {
      label: 'Wartezeit vor Auszahlung',
      help: 'Tage, die jeder Verdienst ab seinem Eingang aussteht; eine Änderung gilt auch für ausstehende Verdienste (0 macht sie sofort verfügbar).',
    },
    payout_min_amount: {
      label: 'Mindestauszahlung',
      help: 'Kleinste Auszahlung in der Standardwährung.',
    },
    payout_max_amount: {
      label: 'Höchstauszahlung',
      help: 'Größte Auszahlung in der Standardwährung; 0 heißt ohne Grenze.',
    },
    requisites: {
      label: 'Firmenangaben',
      help: 'Auf Zahlungsseiten gezeigt; ein Eintrag pro Zeile.',
    },
    image_megapixels_per_message: {
      label: 'Bildgröße pro Nachricht',
      help: 'Megapixel, die die Bilder einer Nachricht zusammen haben dürfen.',
    },
    image_megapixels_per_user: {
      label: 'Bildgröße pro Nutzer',
      help: 'Megapixel an Bildern, die ein Nutzer im Zeitraum unten senden darf.',
    },
    image_budget_window_minutes: {
      label: 'Zeitraum der Bildgröße',
      help: 'Minuten, über die die Bildgröße pro Nutzer gezählt wird.',
    },
    is_reg_enabled: {
      label: 'Registrierung offen',
      help: 'Neue Besucher dürfen sich registrieren.',
    },
    support_email: { label: 'Support-E-Mail', help: 'Wohin Nutzer um Hilfe schreiben.' },
    support_phone: {
      label: 'Support-Telefon',
      help: 'In der Fußzeile und auf Hilfeseiten gezeigt.',
    },
    google_tag: {
      label: 'Analyse-Snippet',
      help: 'HTML, das erst nach Cookie-Zustimmung läuft.',
    },
  },
};
