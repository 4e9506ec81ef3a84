import type { Catalog } from '../catalog';
import type { site as en } from '../en/site';

export const site: Catalog<typeof en> = {
  nav: {
    home: 'Startseite',
    rooms: 'Räume',
    myProfile: 'Mein Profil',
    signIn: 'Anmelden',
    signUp: 'Registrieren',
    logout: 'Abmelden',
    mainNavigation: 'Hauptnavigation',
    skipToContent: 'Zum Inhalt springen',
  },
  init: {
    starting: 'Parlor wird gestartet...',
    error: 'Beim Initialisieren ist ein Fehler aufgetreten.',
    pageDataError: 'Die Seitendaten konnten nicht geladen werden.',
    reload: 'Neu laden',
  },
  notFound: {
    title: 'Hoppla! Seite nicht gefunden.',
    text: 'Die gesuchte Seite existiert nicht oder wurde verschoben.',
    goHome: 'Zurück zur Startseite',
  },
  home: {
    heroEyebrow: 'Anonym chatten, aber richtig',
    heroTitle: 'Sag alles. Für alle. Völlig privat. Immer da.',
    heroText:
      'Parlor ist ein Ort zum Reden, ohne dass ein Name daran hängt. Wähle einen Raum, eröffne ein Thema und chatte mit einer KI-Begleitung oder einem echten Menschen, der zuhört – zu jeder Tageszeit.',
    letsStart: 'Los geht’s',
    promoSignedOut: 'Registriere dich in Sekunden und erhalte Gratispunkte für deinen ersten Chat.',
    promoSignedIn: 'Willkommen zurück. Deine Räume warten auf dich.',
    whyTitle: 'Warum du es lieben wirst',
    whyItems: {
      anythingTitle: 'Sag alles',
      anythingText:
        'Teile, was dich beschäftigt, ohne dir Gedanken zu machen, wie es klingt. Keine Profile, keine Follower, keine Urteile.',
      everyoneTitle: 'Für alle',
      everyoneText:
        'Räume für jede Stimmung und jedes Thema, von nächtlichen Gedanken bis zu Ratschlägen zu Arbeit, Liebe und Leben.',
      privateTitle: 'Völlig privat',
      privateText:
        'Niemand fragt nach deinem echten Namen. Kontaktdaten werden maskiert und Gespräche verblassen.',
      alwaysTitle: 'Immer da',
      alwaysText:
        'Eine KI-Begleitung antwortet zu jeder Stunde, und echte Gesprächspartner kommen dazu, wenn du eine menschliche Stimme möchtest.',
    },
    rulesTitle: 'Die Hausregeln',
    rulesIntro: 'Fünf einfache Regeln machen Parlor zu einem guten Ort zum Reden.',
    rules: {
      noNamesTitle: 'Keine Namen',
      noNamesText: 'Bleib anonym. Teile weder deinen Namen noch den von anderen.',
      noHistoryTitle: 'Kein Verlauf',
      noHistoryText:
        'Was du sagst, bleibt hier, und geschlossene Chats werden nach einiger Zeit gelöscht.',
      noSpamTitle: 'Kein Spam',
      noSpamText: 'Kein Fluten, keine Kettenbriefe, keine wiederholten Nachrichten.',
      noAdsTitle: 'Keine Werbung',
      noAdsText: 'Keine Werbung, Links oder Kontaktdaten. Sie werden automatisch maskiert.',
      noDangerTitle: 'Keine Gefahr',
      noDangerText: 'Respektiere andere. Keine Drohungen, Belästigungen oder gefährlichen Inhalte.',
    },
    faqTitle: 'Häufig gestellte Fragen',
    ctaTitle: 'Bereit, wenn du es bist',
    ctaText: 'Es ist immer jemand da, der zuhört. Starte ein Gespräch in weniger als einer Minute.',
  },
  footer: {
    support: 'Support',
    legal: 'Rechtliches',
    follow: 'Folge uns',
    payments: 'Sichere Zahlungen',
    rights: '© {year} {company}. Alle Rechte vorbehalten.',
    visa: 'Visa',
    mastercard: 'Mastercard',
    secure3d: '3D Secure',
  },
  staticPage: {
    loading: 'Seite wird geladen...',
  },
  cookies: {
    title: 'Wir verwenden Cookies',
    text: 'Wir verwenden notwendige Cookies, um Parlor zu betreiben, und mit deiner Zustimmung Cookies für Funktionalität, Personalisierung und Werbung.',
    acceptAll: 'Alle akzeptieren',
    decline: 'Ablehnen',
    manage: 'Cookies verwalten',
    saveSettings: 'Einstellungen speichern',
    settingsTitle: 'Cookie-Einstellungen',
    essential: 'Notwendig',
    essentialText: 'Für die Anmeldung und deine Sitzung erforderlich. Immer aktiv.',
    advertising: 'Werbung',
    advertisingText: 'Kampagnen messen und passende Angebote zeigen.',
    customization: 'Personalisierung',
    customizationText: 'Deine Einstellungen wie Sprache und Währung merken.',
    functionality: 'Funktionalität',
    functionalityText: 'Zusätzliche Funktionen wie die Analyse der Nutzung der Website aktivieren.',
    policyLink: 'Cookie-Richtlinie',
  },
  switchers: {
    chooseLanguage: 'Sprache wählen',
    chooseCurrency: 'Währung wählen',
  },
  errors: {
    languages: 'Sprachen konnten nicht geladen werden.',
    countries: 'Länder konnten nicht geladen werden.',
    currencies: 'Währungen konnten nicht geladen werden',
    settings: 'Einstellungen konnten nicht geladen werden.',
  },
};
