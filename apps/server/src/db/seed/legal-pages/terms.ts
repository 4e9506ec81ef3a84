import { operator, type SeedStaticPage } from './types';

const { name, registryCode, address, email } = operator;

/** Terms of Service: the agreement every account accepts at sign-up. */
export const termsPage: SeedStaticPage = {
  slug: 'terms',
  isTerms: true,
  title: { en: 'Terms of Service', de: 'Nutzungsbedingungen', es: 'Términos del servicio' },
  content: {
    en: `<p><strong>Last updated: 15 January 2026.</strong> These terms form the agreement between you and ${name}, registry code ${registryCode}, ${address} (“Parlor”, “we”), about your use of the Parlor website and chat service.</p>
<h2>1. The service</h2>
<p>Parlor is an anonymous chat service. You can open topics in themed rooms and talk either with an AI companion or with a human interlocutor. Some features are paid for with points, a prepaid credit you buy from us (see the <a href="/buyer-terms">Buyer Terms</a>).</p>
<h2>2. Who may use Parlor</h2>
<ul>
<li>You must be at least 18 years old and able to enter into a binding contract.</li>
<li>You may hold one account. Keep your password secret; you are responsible for everything done with your account.</li>
<li>Tell us at once at <a href="mailto:${email}">${email}</a> if you suspect that someone else uses your account.</li>
</ul>
<h2>3. The house rules</h2>
<p>Parlor only works if everyone can talk safely. When you use the chat you agree to these rules:</p>
<ol>
<li><strong>No names.</strong> Do not share your own or anyone else’s name, address, phone number, e-mail address or other identifying details.</li>
<li><strong>No history.</strong> Do not record, screenshot or republish conversations to identify or expose anyone.</li>
<li><strong>No spam.</strong> No flooding, chain messages or automated messages.</li>
<li><strong>No ads.</strong> No promotion of products, services, websites or other platforms.</li>
<li><strong>No danger.</strong> No threats, harassment, hate speech, sexual content involving minors, incitement to violence or self-harm, or any other unlawful content.</li>
</ol>
<p>Contact details typed into a chat are masked automatically. Masking is a safeguard, not a permission: the rules still apply.</p>
<h2>4. AI companion</h2>
<p>Replies of the AI companion are generated automatically. They may be inaccurate and are not professional advice of any kind — medical, psychological, legal or financial. If you are in danger or in crisis, contact your local emergency number immediately.</p>
<h2>5. Reports and moderation</h2>
<p>You can report a topic or a user from the chat. We review reports and may remove content, close topics or restrict or suspend access to the chat rooms when the rules are broken. Where the law requires it, we pass information on to the competent authorities.</p>
<h2>6. Points and payments</h2>
<p>Points are a prepaid credit for use inside Parlor only. They have no cash value, cannot be transferred to another account and are not a means of payment outside Parlor. Prices, top-ups and refunds are governed by the <a href="/buyer-terms">Buyer Terms</a>.</p>
<h2>7. Availability</h2>
<p>We work to keep Parlor available around the clock but cannot guarantee uninterrupted service. We may change or discontinue features; if we discontinue the paid service as a whole, we refund the value of unused purchased points.</p>
<h2>8. Liability</h2>
<p>Nothing in these terms limits liability that cannot be limited by law, including for intent, gross negligence or injury to life or health. Otherwise we are liable only for foreseeable damage caused by a breach of essential obligations. We are not responsible for what other users write.</p>
<h2>9. Ending the agreement</h2>
<p>You may close your account at any time by writing to <a href="mailto:${email}">${email}</a>. We may end the agreement with 30 days’ notice, or at once for a serious breach of these terms.</p>
<h2>10. Changes and applicable law</h2>
<p>We will tell you about material changes to these terms by e-mail or on the site at least 30 days in advance. These terms are governed by the law of the Republic of Estonia; mandatory consumer protection rules of your country of residence remain unaffected. The EU online dispute resolution platform is available at <a href="https://ec.europa.eu/consumers/odr">ec.europa.eu/consumers/odr</a>.</p>`,
    de: `<p><strong>Stand: 15. Januar 2026.</strong> Diese Bedingungen regeln die Vereinbarung zwischen dir und der ${name}, Registernummer ${registryCode}, Narva mnt 5, 10117 Tallinn, Estland („Parlor“, „wir“) über die Nutzung der Parlor-Website und des Chatdienstes.</p>
<h2>1. Der Dienst</h2>
<p>Parlor ist ein anonymer Chatdienst. Du kannst in thematischen Räumen Themen eröffnen und dich entweder mit einer KI-Begleitung oder mit einem menschlichen Gesprächspartner unterhalten. Einige Funktionen werden mit Punkten bezahlt, einem Prepaid-Guthaben, das du bei uns kaufst (siehe die <a href="/buyer-terms">Käuferbedingungen</a>).</p>
<h2>2. Wer Parlor nutzen darf</h2>
<ul>
<li>Du musst mindestens 18 Jahre alt und voll geschäftsfähig sein.</li>
<li>Du darfst ein Konto besitzen. Halte dein Passwort geheim; du bist für alles verantwortlich, was mit deinem Konto geschieht.</li>
<li>Informiere uns sofort unter <a href="mailto:${email}">${email}</a>, wenn du vermutest, dass jemand anderes dein Konto nutzt.</li>
</ul>
<h2>3. Die Hausregeln</h2>
<p>Parlor funktioniert nur, wenn alle sicher reden können. Wenn du den Chat nutzt, stimmst du diesen Regeln zu:</p>
<ol>
<li><strong>Keine Namen.</strong> Teile weder deinen noch fremde Namen, Adressen, Telefonnummern, E-Mail-Adressen oder andere identifizierende Angaben.</li>
<li><strong>Kein Verlauf.</strong> Zeichne Gespräche nicht auf, mache keine Screenshots und veröffentliche sie nicht, um jemanden zu identifizieren oder bloßzustellen.</li>
<li><strong>Kein Spam.</strong> Kein Fluten, keine Kettennachrichten, keine automatisierten Nachrichten.</li>
<li><strong>Keine Werbung.</strong> Keine Werbung für Produkte, Dienstleistungen, Websites oder andere Plattformen.</li>
<li><strong>Keine Gefahr.</strong> Keine Drohungen, Belästigung, Hassrede, sexuellen Inhalte mit Minderjährigen, Aufrufe zu Gewalt oder Selbstverletzung und keine sonstigen rechtswidrigen Inhalte.</li>
</ol>
<p>In einen Chat eingegebene Kontaktdaten werden automatisch maskiert. Die Maskierung ist ein Schutz, keine Erlaubnis: Die Regeln gelten trotzdem.</p>
<h2>4. KI-Begleitung</h2>
<p>Antworten der KI-Begleitung werden automatisch erzeugt. Sie können ungenau sein und sind keine fachliche Beratung – weder medizinisch, psychologisch, rechtlich noch finanziell. Wenn du in Gefahr oder in einer Krise bist, wende dich sofort an den örtlichen Notruf.</p>
<h2>5. Meldungen und Moderation</h2>
<p>Du kannst ein Thema oder einen Nutzer aus dem Chat heraus melden. Wir prüfen Meldungen und können bei Regelverstößen Inhalte entfernen, Themen schließen oder den Zugang zu den Chaträumen beschränken oder sperren. Wo das Gesetz es verlangt, geben wir Informationen an die zuständigen Behörden weiter.</p>
<h2>6. Punkte und Zahlungen</h2>
<p>Punkte sind ein Prepaid-Guthaben ausschließlich zur Nutzung innerhalb von Parlor. Sie haben keinen Geldwert, können nicht auf ein anderes Konto übertragen werden und sind außerhalb von Parlor kein Zahlungsmittel. Preise, Aufladungen und Erstattungen regeln die <a href="/buyer-terms">Käuferbedingungen</a>.</p>
<h2>7. Verfügbarkeit</h2>
<p>Wir bemühen uns, Parlor rund um die Uhr verfügbar zu halten, können aber keinen unterbrechungsfreien Betrieb garantieren. Wir können Funktionen ändern oder einstellen; stellen wir den kostenpflichtigen Dienst insgesamt ein, erstatten wir den Wert ungenutzter gekaufter Punkte.</p>
<h2>8. Haftung</h2>
<p>Diese Bedingungen beschränken keine Haftung, die gesetzlich nicht beschränkt werden kann, insbesondere für Vorsatz, grobe Fahrlässigkeit oder Verletzungen von Leben und Gesundheit. Im Übrigen haften wir nur für vorhersehbare Schäden aus der Verletzung wesentlicher Pflichten. Für die Äußerungen anderer Nutzer sind wir nicht verantwortlich.</p>
<h2>9. Beendigung</h2>
<p>Du kannst dein Konto jederzeit schließen, indem du an <a href="mailto:${email}">${email}</a> schreibst. Wir können die Vereinbarung mit einer Frist von 30 Tagen kündigen, bei schwerwiegenden Verstößen gegen diese Bedingungen auch sofort.</p>
<h2>10. Änderungen und anwendbares Recht</h2>
<p>Über wesentliche Änderungen dieser Bedingungen informieren wir dich mindestens 30 Tage im Voraus per E-Mail oder auf der Website. Es gilt das Recht der Republik Estland; zwingende Verbraucherschutzvorschriften deines Wohnsitzlandes bleiben unberührt. Die EU-Plattform zur Online-Streitbeilegung findest du unter <a href="https://ec.europa.eu/consumers/odr">ec.europa.eu/consumers/odr</a>.</p>`,
    es: `<p><strong>Última actualización: 15 de enero de 2026.</strong> Estos términos constituyen el acuerdo entre tú y ${name}, número de registro ${registryCode}, Narva mnt 5, 10117 Tallin, Estonia («Parlor», «nosotros»), sobre el uso del sitio web y del servicio de chat de Parlor.</p>
<h2>1. El servicio</h2>
<p>Parlor es un servicio de chat anónimo. Puedes abrir temas en salas temáticas y hablar con un acompañante de IA o con un interlocutor humano. Algunas funciones se pagan con puntos, un crédito prepago que nos compras (consulta los <a href="/buyer-terms">Términos para compradores</a>).</p>
<h2>2. Quién puede usar Parlor</h2>
<ul>
<li>Debes tener al menos 18 años y capacidad para celebrar un contrato vinculante.</li>
<li>Puedes tener una sola cuenta. Mantén tu contraseña en secreto; eres responsable de todo lo que se haga con tu cuenta.</li>
<li>Avísanos de inmediato en <a href="mailto:${email}">${email}</a> si sospechas que otra persona usa tu cuenta.</li>
</ul>
<h2>3. Las normas de la casa</h2>
<p>Parlor solo funciona si todo el mundo puede hablar con seguridad. Al usar el chat aceptas estas normas:</p>
<ol>
<li><strong>Sin nombres.</strong> No compartas tu nombre ni el de otras personas, ni direcciones, teléfonos, correos electrónicos u otros datos identificativos.</li>
<li><strong>Sin historial.</strong> No grabes, captures ni publiques conversaciones para identificar o exponer a nadie.</li>
<li><strong>Sin spam.</strong> Nada de inundar el chat, mensajes en cadena ni mensajes automatizados.</li>
<li><strong>Sin anuncios.</strong> Nada de promocionar productos, servicios, sitios web u otras plataformas.</li>
<li><strong>Sin peligro.</strong> Nada de amenazas, acoso, discursos de odio, contenido sexual con menores, incitación a la violencia o a autolesionarse, ni ningún otro contenido ilegal.</li>
</ol>
<p>Los datos de contacto que se escriben en un chat se ocultan automáticamente. El ocultamiento es una protección, no un permiso: las normas siguen aplicándose.</p>
<h2>4. Acompañante de IA</h2>
<p>Las respuestas del acompañante de IA se generan automáticamente. Pueden ser inexactas y no constituyen asesoramiento profesional de ningún tipo: ni médico, ni psicológico, ni jurídico, ni financiero. Si estás en peligro o atraviesas una crisis, llama de inmediato al número de emergencias de tu país.</p>
<h2>5. Denuncias y moderación</h2>
<p>Puedes denunciar un tema o a un usuario desde el chat. Revisamos las denuncias y, si se incumplen las normas, podemos eliminar contenido, cerrar temas o limitar o suspender el acceso a las salas. Cuando la ley lo exige, facilitamos información a las autoridades competentes.</p>
<h2>6. Puntos y pagos</h2>
<p>Los puntos son un crédito prepago para usar únicamente dentro de Parlor. No tienen valor monetario, no se pueden transferir a otra cuenta y no son un medio de pago fuera de Parlor. Los precios, las recargas y los reembolsos se rigen por los <a href="/buyer-terms">Términos para compradores</a>.</p>
<h2>7. Disponibilidad</h2>
<p>Trabajamos para que Parlor esté disponible a todas horas, pero no podemos garantizar un servicio ininterrumpido. Podemos modificar o retirar funciones; si dejamos de prestar el servicio de pago en su conjunto, reembolsamos el valor de los puntos comprados que no se hayan usado.</p>
<h2>8. Responsabilidad</h2>
<p>Nada de lo dispuesto en estos términos limita la responsabilidad que la ley no permite limitar, en particular por dolo, negligencia grave o daños a la vida o la salud. En los demás casos, solo respondemos de los daños previsibles causados por el incumplimiento de obligaciones esenciales. No somos responsables de lo que escriban otros usuarios.</p>
<h2>9. Fin del acuerdo</h2>
<p>Puedes cerrar tu cuenta en cualquier momento escribiendo a <a href="mailto:${email}">${email}</a>. Podemos resolver el acuerdo con un preaviso de 30 días, o de inmediato en caso de incumplimiento grave de estos términos.</p>
<h2>10. Cambios y ley aplicable</h2>
<p>Te informaremos de cualquier cambio importante de estos términos por correo electrónico o en el sitio con al menos 30 días de antelación. Estos términos se rigen por la ley de la República de Estonia, sin perjuicio de las normas imperativas de protección de los consumidores de tu país de residencia. La plataforma europea de resolución de litigios en línea está disponible en <a href="https://ec.europa.eu/consumers/odr">ec.europa.eu/consumers/odr</a>.</p>`,
  },
};
