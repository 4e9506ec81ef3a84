import type { Catalog } from '../catalog';
import type {
  adminAlerts as adminAlertsEn,
  adminReports as adminReportsEn,
} from '../en/admin-moderation';

/** Console: safety alerts and reports. */

export const adminAlerts: Catalog<typeof adminAlertsEn> = {
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
  account: 'Konto',
  accountDeleted: 'Gelöschtes Konto',
};

export const adminReports: Catalog<typeof adminReportsEn> = {
  status: 'Status',
  statusOpen: 'Offen',
  statusHandled: 'Bearbeitet',
  statusAll: 'Alle',
  typeTopic: 'Themenmeldung',
  typeUser: 'Benutzermeldung',
  reporter: 'Meldender',
  reported: 'Gemeldet',
  note: 'Notiz des Meldenden',
  recent: 'Letzte Nachrichten',
  noMessages: 'Keine Nachrichten.',
  closeTopic: 'Thema schließen',
  blockChat: 'Für den Chat sperren',
  blockAccount: 'Konto sperren',
  dismiss: 'Verwerfen',
  moderatorNote: 'Notiz des Moderators (optional)',
  handled: 'Meldung bearbeitet.',
  resolution: 'Ergebnis: {resolution}',
  deletedAccount: '[gelöschtes Konto]',
  evidenceRemoved:
    'Eine beteiligte Person hat ihr Konto gelöscht; das aufbewahrte Gespräch wurde entfernt, als diese Meldung bearbeitet wurde.',
  resolutions: {
    topic_closed: 'Thema geschlossen',
    user_blocked_chat: 'Für den Chat gesperrt',
    user_blocked_account: 'Konto gesperrt',
    dismissed: 'Abgewiesen',
  },
};
