import { operator, type SeedStaticPage } from './types';

const { name, email } = operator;
const mail = `<a href="mailto:${email}?subject=Accessibility">${email}</a>`;

/**
 * The accessibility statement the European Accessibility Act expects of a consumer service:
 * the standard aimed at, how far it is met, the known gaps and how to report a barrier.
 * Operators edit it in the console like every legal page.
 */
export const accessibilityPage: SeedStaticPage = {
  slug: 'accessibility',
  title: {
    en: 'Accessibility Statement',
    de: 'Erklärung zur Barrierefreiheit',
    es: 'Declaración de accesibilidad',
  },
  content: {
    en: `<p><strong>Last updated: 7 December 2026.</strong> ${name} wants everyone to be able to use Parlor, with a keyboard, a screen reader, a magnifier or a phone.</p>
<h2>Standard and status</h2>
<p>We aim for the <strong>Web Content Accessibility Guidelines (WCAG) 2.2, level AA</strong>, which EN 301 549 refers to under the European Accessibility Act. Parlor <strong>partially conforms</strong>: the gaps below are known and being worked on.</p>
<h2>How we check</h2>
<ul>
<li>An automated check (axe-core) of every page and dialog at phone and desktop widths, in English, German and Spanish, runs with every change and fails on serious findings.</li>
<li>Keyboard-only journeys: sign up, verify the address, top up, create a topic, agree to the rules, send, ask for a person, report a topic and delete a conversation, with the focus checked after every dialog.</li>
<li>Every page and dialog at 320 pixels wide and with text at 200 %.</li>
</ul>
<h2>Known gaps</h2>
<ul>
<li>Dialogs are checked at 320 pixels and 200 % text in English; German and Spanish, whose words are longer, only in the automated check at phone width and on desktop.</li>
<li>Pages have not yet been tested with every screen reader; announcements of new messages are checked through the accessibility tree only.</li>
<li>The test payment page of the demo installation is a separate page and follows the same colours but not every pattern of the app.</li>
</ul>
<h2>Report a barrier</h2>
<p>If something stops you, write to ${mail} with the page's address and what happened. We answer within 5 working days and tell you how and when we will fix it. If you need a piece of content in another form, ask at the same address.</p>
<h2>If you are not satisfied</h2>
<p>If our answer does not satisfy you, you can contact the market surveillance authority for accessibility of the country you live in.</p>`,
    de: `<p><strong>Stand: 7. Dezember 2026.</strong> Die ${name} möchte, dass alle Parlor nutzen können – mit Tastatur, Screenreader, Vergrößerung oder am Telefon.</p>
<h2>Standard und Stand</h2>
<p>Wir richten uns nach den <strong>Web Content Accessibility Guidelines (WCAG) 2.2, Stufe AA</strong>, auf die die EN 301 549 im Rahmen des European Accessibility Act verweist. Parlor ist <strong>teilweise konform</strong>: Die unten genannten Lücken sind bekannt und werden behoben.</p>
<h2>Wie wir prüfen</h2>
<ul>
<li>Eine automatische Prüfung (axe-core) jeder Seite und jedes Dialogs in Telefon- und Desktopbreite, auf Englisch, Deutsch und Spanisch, läuft bei jeder Änderung und schlägt bei schweren Befunden fehl.</li>
<li>Wege nur mit der Tastatur: Registrieren, die Adresse bestätigen, Aufladen, ein Thema anlegen, den Regeln zustimmen, senden, nach einer Person fragen, ein Thema melden und eine Unterhaltung löschen; nach jedem Dialog wird geprüft, wo der Fokus steht.</li>
<li>Jede Seite und jeder Dialog bei 320 Pixeln Breite und mit 200 % Textgröße.</li>
</ul>
<h2>Bekannte Lücken</h2>
<ul>
<li>Dialoge werden bei 320 Pixeln und 200 % Textgröße auf Englisch geprüft; Deutsch und Spanisch, deren Wörter länger sind, nur in der automatischen Prüfung in Telefon- und Desktopbreite.</li>
<li>Die Seiten sind noch nicht mit jedem Screenreader getestet; Ansagen neuer Nachrichten werden nur über den Barrierefreiheitsbaum geprüft.</li>
<li>Die Test-Bezahlseite der Demo-Installation ist eine eigene Seite; sie nutzt dieselben Farben, aber nicht jedes Muster der App.</li>
</ul>
<h2>Eine Barriere melden</h2>
<p>Wenn dich etwas aufhält, schreib an ${mail} mit der Adresse der Seite und dem, was passiert ist. Wir antworten innerhalb von 5 Werktagen und sagen dir, wie und wann wir es beheben. Brauchst du Inhalte in einer anderen Form, frag unter derselben Adresse.</p>
<h2>Wenn du nicht zufrieden bist</h2>
<p>Stellt dich unsere Antwort nicht zufrieden, kannst du dich an die Marktüberwachungsbehörde für Barrierefreiheit deines Landes wenden.</p>`,
    es: `<p><strong>Última actualización: 7 de diciembre de 2026.</strong> ${name} quiere que todas las personas puedan usar Parlor, con teclado, lector de pantalla, ampliador o desde el móvil.</p>
<h2>Norma y situación</h2>
<p>Seguimos las <strong>Pautas de Accesibilidad para el Contenido Web (WCAG) 2.2, nivel AA</strong>, a las que remite la norma EN 301 549 en el marco de la Ley Europea de Accesibilidad. Parlor es <strong>parcialmente conforme</strong>: las carencias de abajo son conocidas y las estamos corrigiendo.</p>
<h2>Cómo lo comprobamos</h2>
<ul>
<li>Una comprobación automática (axe-core) de cada página y diálogo en anchos de móvil y de escritorio, en inglés, alemán y español, se ejecuta con cada cambio y falla ante hallazgos graves.</li>
<li>Recorridos solo con teclado: registrarse, confirmar la dirección, recargar, crear un tema, aceptar las normas, enviar, pedir una persona, denunciar un tema y borrar una conversación, comprobando tras cada diálogo dónde queda el foco.</li>
<li>Cada página y cada diálogo a 320 píxeles de ancho y con el texto al 200 %.</li>
</ul>
<h2>Carencias conocidas</h2>
<ul>
<li>Los diálogos se comprueban a 320 píxeles y con el texto al 200 % en inglés; el alemán y el español, de palabras más largas, solo en la comprobación automática en anchos de móvil y de escritorio.</li>
<li>Las páginas aún no se han probado con todos los lectores de pantalla; los avisos de mensajes nuevos se comprueban solo mediante el árbol de accesibilidad.</li>
<li>La página de pago de prueba de la instalación de demostración es una página aparte; usa los mismos colores, pero no todos los patrones de la aplicación.</li>
</ul>
<h2>Informar de una barrera</h2>
<p>Si algo te lo impide, escribe a ${mail} con la dirección de la página y lo que ocurrió. Respondemos en un plazo de 5 días laborables y te decimos cómo y cuándo lo corregiremos. Si necesitas un contenido en otro formato, pídelo en la misma dirección.</p>
<h2>Si no estás satisfecho</h2>
<p>Si nuestra respuesta no te satisface, puedes dirigirte a la autoridad de vigilancia del mercado en materia de accesibilidad de tu país.</p>`,
  },
};
