import type { Catalog } from '../catalog';
import type { privacy as en } from '../en/privacy';

export const privacy: Catalog<typeof en> = {
  section: {
    title: 'Deine Daten',
    intro:
      'Lade eine Kopie dessen herunter, was Parlor über dich speichert, oder lösche dein Konto endgültig.',
  },
  export: {
    button: 'Meine Daten herunterladen',
    hint: 'Eine JSON-Datei mit deinem Profil, deinen Einstellungen, deinem Punkteverlauf, Aufladungen, Auszahlungen (Ziele maskiert), Bewerbungen und den Nachrichten deiner offenen Gespräche.',
    started: 'Dein Download hat begonnen.',
  },
  delete: {
    button: 'Konto löschen',
    title: 'Konto löschen',
    lossPoints: 'Deine restlichen Punkte ({points}) verfallen.',
    lossEarnings:
      'Verfügbare Einnahmen müssen vorher ausgezahlt werden, sonst verfallen sie mit dem Konto.',
    lossPending:
      'Eine offene Auszahlung muss abgeschlossen sein, bevor das Konto gelöscht werden kann.',
    lossConversations:
      'Deine offenen Gespräche werden geschlossen (die andere Person sieht, dass du gegangen bist), und deine Nachrichten, Bilder, Bewerbungen und dein Profil werden gelöscht.',
    lossKept:
      'Aufbewahrt wird nur, was das Buchhaltungsrecht verlangt, ohne deinen Namen, deine E-Mail-Adresse oder Telefonnummer: Punkteverlauf, Aufladungen und Auszahlungen.',
    passwordLabel: 'Passwort',
    passwordHint: 'Gib dein Passwort ein, um zu bestätigen, dass du es bist.',
    submit: 'Bestätigungslink senden',
    cancel: 'Abbrechen',
    linkSent:
      'Wir haben dir einen Bestätigungslink per E-Mail geschickt. Dein Konto wird gelöscht, sobald du ihn öffnest (60 Minuten gültig).',
    confirmTitle: 'Konto endgültig löschen?',
    deletedTitle: 'Dein Konto ist gelöscht',
    confirmText:
      'Das lässt sich nicht rückgängig machen. Deine Gespräche werden geschlossen, deine Nachrichten, Bilder und dein Profil gelöscht, und du wirst überall abgemeldet.',
    confirmButton: 'Mein Konto löschen',
    deleted:
      'Dein Konto wurde gelöscht. Du kannst dich jederzeit wieder mit derselben Adresse registrieren.',
  },
  errors: {
    pendingPayout:
      'Deine Auszahlungsanfrage ist noch offen. Bitte warte, bis sie abgeschlossen ist, bevor du dein Konto löschst.',
    passwordWrong: 'Das Passwort ist falsch.',
    staffAccount:
      'Mitarbeiterkonten können sich nicht selbst löschen. Bitte wende dich an einen Administrator.',
    linkInvalid:
      'Dieser Löschlink ist ungültig oder abgelaufen. Bitte fordere auf deiner Kontoseite einen neuen an.',
  },
  mail: {
    subject: 'Bestätige die Löschung deines Parlor-Kontos',
    intro:
      'Du hast die Löschung deines Parlor-Kontos beantragt. Öffne den Link unten, um es endgültig zu löschen: Deine restlichen Punkte verfallen, und deine Gespräche, Nachrichten und dein Profil werden gelöscht.',
    action: 'Mein Konto löschen',
    validity: 'Der Link ist 60 Minuten gültig.',
    ignore:
      'Wenn du das nicht beantragt hast, ignoriere diese E-Mail und ändere dein Passwort; dein Konto bleibt, wie es ist.',
  },
};
