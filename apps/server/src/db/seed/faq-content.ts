import type { LocalizedText } from '../schema/columns';

/** FAQ items: question as text, answer as HTML (sanitised again when served). */
export const seedFaqs: { question: LocalizedText; answer: LocalizedText }[] = [
  {
    question: {
      en: 'Is Parlor really anonymous?',
      de: 'Ist Parlor wirklich anonym?',
      es: '¿Parlor es realmente anónimo?',
    },
    answer: {
      en: '<p>Yes. Other people only ever see a nickname you choose. E-mail addresses, phone numbers and links typed into a chat are masked before they are stored, so nobody can pass on contact details.</p>',
      de: '<p>Ja. Andere sehen nur einen Spitznamen, den du selbst wählst. E-Mail-Adressen, Telefonnummern und Links in einem Chat werden vor dem Speichern maskiert, sodass niemand Kontaktdaten weitergeben kann.</p>',
      es: '<p>Sí. Los demás solo ven el apodo que eliges. Las direcciones de correo, los números de teléfono y los enlaces que se escriben en un chat se ocultan antes de guardarse, así que nadie puede compartir datos de contacto.</p>',
    },
  },
  {
    question: {
      en: 'What do points pay for?',
      de: 'Wofür werden Punkte verwendet?',
      es: '¿Para qué sirven los puntos?',
    },
    answer: {
      en: '<p>Points pay for opening a topic, for each character you send and for attachments. The current prices are shown right where you spend them, for example the cost of a message appears under the input before you send it.</p>',
      de: '<p>Mit Punkten bezahlst du das Eröffnen eines Themas, jedes gesendete Zeichen und Anhänge. Die aktuellen Preise siehst du direkt dort, wo du sie ausgibst – die Kosten einer Nachricht etwa stehen unter dem Eingabefeld, bevor du sie sendest.</p>',
      es: '<p>Los puntos pagan la apertura de un tema, cada carácter que envías y los archivos adjuntos. Los precios actuales se muestran justo donde los gastas; por ejemplo, el coste de un mensaje aparece bajo el campo de texto antes de enviarlo.</p>',
    },
  },
  {
    question: {
      en: 'How do I top up my balance?',
      de: 'Wie lade ich mein Guthaben auf?',
      es: '¿Cómo recargo mi saldo?',
    },
    answer: {
      en: '<p>Open <strong>My profile</strong> and choose <strong>Top up balance</strong>. Pick an amount or a bundle, fill in your billing details and pay by card (Visa or Mastercard, secured with 3D Secure). The points appear as soon as the payment is confirmed.</p>',
      de: '<p>Öffne <strong>Mein Profil</strong> und wähle <strong>Guthaben aufladen</strong>. Wähle einen Betrag oder ein Paket, gib deine Rechnungsdaten ein und zahle per Karte (Visa oder Mastercard, abgesichert mit 3D Secure). Die Punkte erscheinen, sobald die Zahlung bestätigt ist.</p>',
      es: '<p>Abre <strong>Mi perfil</strong> y elige <strong>Recargar saldo</strong>. Selecciona un importe o un paquete, rellena tus datos de facturación y paga con tarjeta (Visa o Mastercard, protegida con 3D Secure). Los puntos aparecen en cuanto se confirma el pago.</p>',
    },
  },
  {
    question: {
      en: 'What is channel status?',
      de: 'Was ist der Kanalstatus?',
      es: '¿Qué es el estado de canal?',
    },
    answer: {
      en: '<p>Channel status lasts one week and can be extended at any time. Your topics are highlighted in colour, you can style their titles, and you can keep up to five chats open at once instead of one.</p>',
      de: '<p>Der Kanalstatus gilt eine Woche und kann jederzeit verlängert werden. Deine Themen werden farbig hervorgehoben, du kannst ihre Titel gestalten und bis zu fünf Chats gleichzeitig offen halten statt nur einem.</p>',
      es: '<p>El estado de canal dura una semana y se puede ampliar en cualquier momento. Tus temas se destacan en color, puedes dar estilo a sus títulos y mantener hasta cinco chats abiertos a la vez en lugar de uno.</p>',
    },
  },
  {
    question: {
      en: 'Who am I talking to?',
      de: 'Mit wem spreche ich?',
      es: '¿Con quién estoy hablando?',
    },
    answer: {
      en: '<p>Each topic has one companion: either our AI companion, which answers at any hour, or a real person who joins your topic. You can switch a topic between the AI and a human interlocutor from the chat page.</p>',
      de: '<p>Jedes Thema hat eine Begleitung: entweder unsere KI, die zu jeder Stunde antwortet, oder einen echten Menschen, der deinem Thema beitritt. Auf der Chatseite kannst du zwischen KI und menschlichem Gesprächspartner wechseln.</p>',
      es: '<p>Cada tema tiene un acompañante: nuestra IA, que responde a cualquier hora, o una persona real que se une a tu tema. Desde la página del chat puedes cambiar entre la IA y un interlocutor humano.</p>',
    },
  },
  {
    question: {
      en: 'How long are my messages kept?',
      de: 'Wie lange werden meine Nachrichten gespeichert?',
      es: '¿Cuánto tiempo se guardan mis mensajes?',
    },
    answer: {
      en: '<p>Messages of a closed topic are deleted automatically after 30 days. Open conversations stay available to their two participants only.</p>',
      de: '<p>Nachrichten eines geschlossenen Themas werden nach 30 Tagen automatisch gelöscht. Offene Gespräche sind nur für ihre beiden Teilnehmenden sichtbar.</p>',
      es: '<p>Los mensajes de un tema cerrado se eliminan automáticamente a los 30 días. Las conversaciones abiertas solo están disponibles para sus dos participantes.</p>',
    },
  },
];
