import type { Catalog } from '../catalog';
import type { money as en } from '../en/money';

export const money: Catalog<typeof en> = {
  validation: {
    amountInvalid: 'Bitte gib einen gültigen Betrag ein',
    nameRequired: 'Vorname ist erforderlich',
    surnameRequired: 'Nachname ist erforderlich',
    phoneRequired: 'Telefon ist erforderlich',
    phoneInvalid: 'Ungültige Telefonnummer',
    emailRequired: 'E-Mail ist erforderlich',
    countryRequired: 'Land ist erforderlich',
    cityRequired: 'Stadt ist erforderlich',
    addressRequired: 'Adresse ist erforderlich',
    postCodeRequired: 'Postleitzahl ist erforderlich',
    correctErrors: 'Bitte korrigiere die Fehler im Formular',
  },
  errors: {
    notEnoughPoints: 'Nicht genug Punkte auf deinem Guthaben.',
    initiatePayment: 'Die Zahlung konnte nicht gestartet werden. Bitte versuche es erneut.',
    paymentFailed:
      'Wir konnten deine Zahlung nicht verarbeiten. Bitte versuche es erneut oder verwende eine andere Zahlungsmethode.',
    channelPurchase: 'Der Kanalstatus konnte nicht gekauft werden.',
    accountData: 'Einige Kontodaten konnten nicht geladen werden. Bitte lade die Seite neu.',
  },
  success: {
    pointsAdded: '{points} Punkte wurden deinem Guthaben gutgeschrieben',
    channelPurchased: 'Kanalstatus erfolgreich gekauft',
  },
};
