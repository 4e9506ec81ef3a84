import type { Catalog } from '../catalog';
import type {
  adminContentErrors as adminContentErrorsEn,
  adminContent as adminContentEn,
} from '../en/admin-content';

/** Site content: the console's content pages and the refusals of content edits. */

export const adminContentErrors: Catalog<typeof adminContentErrorsEn> = {
  roomHasTopics:
    'Dieser Raum hat {count} Themen und kann nicht gelöscht werden. Benennen Sie ihn stattdessen um.',
  bundleBought:
    'Dieses Paket wurde bereits gekauft und kann nicht gelöscht werden. Blenden Sie es stattdessen aus („Im Shop angeboten“ abwählen).',
  defaultCurrency: 'Die Standardwährung kann nicht gelöscht werden.',
  currencyUsed:
    'Diese Währung wird von Einzahlungen oder Auszahlungen verwendet und kann nicht gelöscht werden.',
  defaultCurrencyCode: 'Die Standardwährung behält ihren Code.',
  currencyCodeUsed:
    'Diese Währung wird von Einzahlungen oder Auszahlungen verwendet; ihr Code kann nicht geändert werden.',
  defaultRate: 'Der Kurs der Standardwährung ist immer 1.',
  currencyCode: 'Verwenden Sie den dreistelligen ISO-Code, z. B. EUR.',
  duplicateCode: 'Dieser Code wird bereits verwendet.',
  defaultLanguage:
    'Die Standardsprache und Englisch (die Rückfallsprache aller Texte) können nicht gelöscht werden.',
  defaultLanguageCode: 'Der Code der Standardsprache und von Englisch kann nicht geändert werden.',
  unknownKey: 'Diesen Textschlüssel gibt es nicht.',
  slug: 'Verwenden Sie Kleinbuchstaben, Ziffern und einzelne Bindestriche.',
  reservedSlug: 'Diese Adresse ist von der Website reserviert.',
  duplicateSlug: 'Eine andere Seite hat diese Adresse.',
  htmlEmpty: 'Nach dem Entfernen von unsicherem HTML bleibt von diesem Text nichts übrig.',
  legalPage:
    'Rechtliche Seiten (AGB, Datenschutz, …) können nicht gelöscht werden; bearbeiten Sie sie stattdessen.',
  httpUrl: 'Geben Sie einen Link ein, der mit http:// oder https:// beginnt.',
  imageUrl: 'Geben Sie eine Bild-URL (https://…) oder einen Pfad auf dieser Website (/…) ein.',
};

export const adminContent: Catalog<typeof adminContentEn> = {
  nav: {
    label: 'Inhaltsbereiche',
    rooms: 'Räume',
    bundles: 'Pakete',
    currencies: 'Währungen',
    languages: 'Sprachen & Übersetzungen',
    faq: 'FAQ',
    pages: 'Statische Seiten',
    social: 'Soziale Links',
  },
  common: {
    add: 'Hinzufügen',
    edit: 'Bearbeiten',
    delete: 'Löschen',
    position: 'Reihenfolge',
    creating: 'Neuer Eintrag',
    editing: '#{id} bearbeiten',
    confirmDelete: '„{name}“ löschen? Das kann nicht rückgängig gemacht werden.',
    created: 'Erstellt.',
    deleted: 'Gelöscht.',
    languageField: '{field} ({language})',
    englishRequired: 'Englisch ist Pflicht; eine leer gelassene Sprache zeigt den englischen Text.',
  },
  rooms: { title: 'Titel', topics: 'Themen' },
  bundles: {
    points: 'Punkte',
    price: 'Preis ({currency})',
    description: 'Beschreibung',
    active: 'Im Shop angeboten',
    hidden: 'Ausgeblendet',
    deposits: 'Käufe',
  },
  currencies: {
    code: 'Code',
    symbol: 'Symbol',
    rate: 'Kurs (pro 1 {currency})',
    isDefault: 'Standardwährung',
    usage: 'Ein- und Auszahlungen',
  },
  languages: {
    code: 'Code',
    title: 'Name',
    missing: 'Fehlende Texte',
    isDefault: 'Standardsprache',
  },
  translations: {
    title: 'Übersetzungen',
    language: 'Sprache',
    key: 'Schlüssel',
    english: 'Englisch',
    text: 'Text',
    searchPlaceholder: 'Schlüssel oder Text',
    missingOnly: 'Nur fehlende',
    missing: 'Fehlt',
    edited: 'In der Konsole bearbeitet',
    saveText: 'Text speichern',
  },
  faq: { question: 'Frage', answer: 'Antwort (HTML)' },
  pages: {
    slug: 'Adresse (Slug)',
    title: 'Titel',
    content: 'Inhalt (HTML)',
    preview: 'Vorschau, bereinigt wie auf der Website',
    previewEmpty: 'Nichts zur Vorschau.',
    legal: 'Rechtliche Seite',
    open: 'Auf der Website öffnen',
  },
  social: { title: 'Titel', link: 'Link', img: 'Symbol (URL oder /Pfad)' },
};
