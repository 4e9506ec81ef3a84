import { operator, type SeedStaticPage } from './types';

const { name, email } = operator;

/** Interlocutor (seller) terms: applying, conduct, earnings and payouts. */
export const sellerTermsPage: SeedStaticPage = {
  slug: 'seller-terms',
  isSellerTerms: true,
  title: {
    en: 'Interlocutor Terms',
    de: 'Bedingungen für Gesprächspartner',
    es: 'Términos para interlocutores',
  },
  content: {
    en: `<p><strong>Last updated: 15 January 2026.</strong> These terms apply, in addition to the <a href="/terms">Terms of Service</a>, to users who talk with other users on Parlor as interlocutors (also called contributors) and earn coins for it. The other party to these terms is ${name}.</p>
<h2>1. Becoming an interlocutor</h2>
<p>You apply from <strong>My profile</strong> with a nickname, a description of your experience and interests and how you would like to help. We review every application and tell you whether it was approved or rejected. After a rejection you may apply again. There is no right to be approved.</p>
<h2>2. How you work</h2>
<ul>
<li>You are an independent contractor, not our employee. You decide when and how much you talk.</li>
<li>You follow the house rules at all times, stay anonymous and never ask users for contact details, money or meetings outside Parlor.</li>
<li>You do not give medical, legal or financial advice and point users in crisis to emergency services.</li>
<li>You do not use automated tools to write messages on your behalf.</li>
</ul>
<h2>3. Earnings</h2>
<p>You earn coins for conversations in which you take part as an interlocutor. Your earned balance is shown on your profile. Coins earned through a breach of these terms or the house rules may be withheld.</p>
<h2>4. Payouts</h2>
<ul>
<li>You can request a payout once your balance reaches the minimum payout amount shown in the payout form; a maximum per request may apply.</li>
<li>Payouts are made to a card, by SEPA transfer (IBAN) or by UK Faster Payments (account number and sort code). You provide your name and address for every payout.</li>
<li>We process payout requests within 1-3 business days. Your bank may need additional time.</li>
<li>We may ask for proof of identity before a payout to prevent fraud and money laundering.</li>
</ul>
<h2>5. Taxes</h2>
<p>You are responsible for declaring your earnings and paying any taxes and social contributions due in your country. Where the law requires it, we report payouts to the tax authorities.</p>
<h2>6. Ending the arrangement</h2>
<p>You may stop being an interlocutor at any time by writing to <a href="mailto:${email}">${email}</a>; your remaining balance above the minimum is paid out. We may revoke interlocutor status for breaches of these terms, in serious cases with immediate effect.</p>`,
    de: `<p><strong>Stand: 15. Januar 2026.</strong> Diese Bedingungen gelten zusätzlich zu den <a href="/terms">Nutzungsbedingungen</a> für Nutzer, die auf Parlor als Gesprächspartner (auch Contributor genannt) mit anderen Nutzern sprechen und dafür Coins verdienen. Vertragspartner ist die ${name}.</p>
<h2>1. Gesprächspartner werden</h2>
<p>Du bewirbst dich unter <strong>Mein Profil</strong> mit einem Spitznamen, einer Beschreibung deiner Erfahrung und Interessen und wie du helfen möchtest. Wir prüfen jede Bewerbung und teilen dir mit, ob sie angenommen oder abgelehnt wurde. Nach einer Ablehnung kannst du dich erneut bewerben. Ein Anspruch auf Annahme besteht nicht.</p>
<h2>2. Wie du arbeitest</h2>
<ul>
<li>Du bist selbstständig tätig, nicht bei uns angestellt. Du entscheidest, wann und wie viel du sprichst.</li>
<li>Du hältst dich jederzeit an die Hausregeln, bleibst anonym und fragst Nutzer nie nach Kontaktdaten, Geld oder Treffen außerhalb von Parlor.</li>
<li>Du gibst keine medizinische, rechtliche oder finanzielle Beratung und verweist Menschen in einer Krise an den Notruf.</li>
<li>Du lässt keine Nachrichten von automatisierten Werkzeugen in deinem Namen schreiben.</li>
</ul>
<h2>3. Einnahmen</h2>
<p>Du verdienst Coins für Gespräche, an denen du als Gesprächspartner teilnimmst. Dein verdientes Guthaben siehst du in deinem Profil. Coins, die durch einen Verstoß gegen diese Bedingungen oder die Hausregeln verdient wurden, können einbehalten werden.</p>
<h2>4. Auszahlungen</h2>
<ul>
<li>Du kannst eine Auszahlung anfordern, sobald dein Guthaben den im Auszahlungsformular angezeigten Mindestbetrag erreicht; pro Anfrage kann ein Höchstbetrag gelten.</li>
<li>Auszahlungen erfolgen auf eine Karte, per SEPA-Überweisung (IBAN) oder per britischem Faster Payments (Kontonummer und Sort Code). Für jede Auszahlung gibst du deinen Namen und deine Adresse an.</li>
<li>Wir bearbeiten Auszahlungsanfragen innerhalb von 1–3 Werktagen. Deine Bank benötigt eventuell zusätzliche Zeit.</li>
<li>Vor einer Auszahlung können wir einen Identitätsnachweis verlangen, um Betrug und Geldwäsche zu verhindern.</li>
</ul>
<h2>5. Steuern</h2>
<p>Du bist dafür verantwortlich, deine Einnahmen anzugeben und die in deinem Land fälligen Steuern und Sozialabgaben zu zahlen. Wo das Gesetz es verlangt, melden wir Auszahlungen an die Steuerbehörden.</p>
<h2>6. Beendigung</h2>
<p>Du kannst jederzeit aufhören, Gesprächspartner zu sein, indem du an <a href="mailto:${email}">${email}</a> schreibst; dein Restguthaben über dem Mindestbetrag wird ausgezahlt. Bei Verstößen gegen diese Bedingungen können wir den Status als Gesprächspartner entziehen, in schweren Fällen mit sofortiger Wirkung.</p>`,
    es: `<p><strong>Última actualización: 15 de enero de 2026.</strong> Estos términos se aplican, además de los <a href="/terms">Términos del servicio</a>, a los usuarios que hablan con otros usuarios en Parlor como interlocutores (también llamados colaboradores) y ganan monedas por ello. La otra parte de estos términos es ${name}.</p>
<h2>1. Cómo ser interlocutor</h2>
<p>Presentas tu solicitud desde <strong>Mi perfil</strong> con un apodo, una descripción de tu experiencia e intereses y de cómo te gustaría ayudar. Revisamos cada solicitud y te comunicamos si se ha aprobado o rechazado. Tras un rechazo puedes volver a solicitarlo. No existe derecho a ser aprobado.</p>
<h2>2. Cómo trabajas</h2>
<ul>
<li>Eres un profesional independiente, no un empleado nuestro. Tú decides cuándo y cuánto hablas.</li>
<li>Respetas en todo momento las normas de la casa, mantienes el anonimato y nunca pides a los usuarios datos de contacto, dinero ni encuentros fuera de Parlor.</li>
<li>No das asesoramiento médico, jurídico ni financiero y remites a los servicios de emergencia a quien atraviese una crisis.</li>
<li>No utilizas herramientas automáticas para escribir mensajes en tu nombre.</li>
</ul>
<h2>3. Ganancias</h2>
<p>Ganas monedas por las conversaciones en las que participas como interlocutor. Tu saldo ganado aparece en tu perfil. Las monedas obtenidas incumpliendo estos términos o las normas de la casa pueden retenerse.</p>
<h2>4. Pagos</h2>
<ul>
<li>Puedes solicitar un pago cuando tu saldo alcance el importe mínimo indicado en el formulario de pago; puede aplicarse un máximo por solicitud.</li>
<li>Los pagos se realizan a una tarjeta, por transferencia SEPA (IBAN) o por Faster Payments del Reino Unido (número de cuenta y sort code). En cada pago indicas tu nombre y tu dirección.</li>
<li>Tramitamos las solicitudes de pago en un plazo de 1 a 3 días hábiles. Tu banco puede necesitar más tiempo.</li>
<li>Antes de un pago podemos pedirte que acredites tu identidad para prevenir el fraude y el blanqueo de capitales.</li>
</ul>
<h2>5. Impuestos</h2>
<p>Eres responsable de declarar tus ganancias y de pagar los impuestos y cotizaciones que correspondan en tu país. Cuando la ley lo exige, comunicamos los pagos a las autoridades fiscales.</p>
<h2>6. Fin de la colaboración</h2>
<p>Puedes dejar de ser interlocutor en cualquier momento escribiendo a <a href="mailto:${email}">${email}</a>; se te paga el saldo restante que supere el mínimo. Podemos retirarte la condición de interlocutor si incumples estos términos, en casos graves con efecto inmediato.</p>`,
  },
};
