import type { Catalog } from '../catalog';
import type { auth as en } from '../en/auth';

export const auth: Catalog<typeof en> = {
  validation: {
    emailRequired: 'E-Mail ist erforderlich',
    emailInvalid: 'Ungültiges E-Mail-Format',
    passwordRequired: 'Passwort ist erforderlich',
    phoneRequired: 'Eine gültige Telefonnummer ist erforderlich',
    passwordMin: 'Das Passwort muss mindestens 8 Zeichen lang sein',
    passwordComplexity:
      'Das Passwort muss mindestens 1 Kleinbuchstaben, 1 Großbuchstaben und 1 Ziffer enthalten',
    passwordTooLong: 'Das Passwort darf höchstens 128 Zeichen lang sein',
    passwordCommon: 'Dieses Passwort ist zu verbreitet. Bitte wähle ein weniger vorhersehbares.',
    confirmRequired: 'Bitte bestätige dein Passwort',
    passwordsMismatch: 'Die Passwörter stimmen nicht überein',
    termsRequired: 'Bitte akzeptiere die AGB und die Datenschutzerklärung',
    forgotEmailRequired: 'Bitte gib deine E-Mail-Adresse ein',
    countryNotSupported: 'Dieses Land wird nicht unterstützt',
  },
  phone: {
    label: 'Telefon',
    country: 'Land',
    noCountry: 'Land auswählen',
  },
  errors: {
    profileFetch: 'Das Benutzerprofil konnte nicht geladen werden.',
    profileUpdate: 'Das Profil konnte nicht aktualisiert werden.',
    passwordChange: 'Das Passwort konnte nicht geändert werden',
    resetRequest: 'Das Passwort konnte nicht zurückgesetzt werden',
    sendResetLink: 'Der Link zum Zurücksetzen konnte nicht gesendet werden.',
    resendLink: 'Der Link konnte nicht erneut gesendet werden.',
    reset: 'Das Passwort konnte nicht zurückgesetzt werden.',
    login: 'Anmeldung fehlgeschlagen',
    register: 'Registrierung fehlgeschlagen.',
    resendVerification: 'Die Bestätigungs-E-Mail konnte nicht erneut gesendet werden.',
    logout: 'Abmeldung fehlgeschlagen.',
    sessionExpired: 'Ein Fehler ist aufgetreten. Bitte melde dich erneut an.',
  },
  success: {
    profileUpdated: 'Profil erfolgreich aktualisiert',
    passwordChanged: 'Passwort erfolgreich geändert',
    passwordReset: 'Passwort erfolgreich zurückgesetzt',
    resetLinkSent: 'Link zum Zurücksetzen gesendet. Bitte prüfe deine E-Mails.',
    resetLinkResent: 'Link zum Zurücksetzen erneut gesendet. Bitte prüfe deine E-Mails.',
  },
};
