import { operator, type SeedStaticPage } from './types';

const { name, email } = operator;

/** Cookie Policy: every cookie and storage entry, with its category and lifetime. */
export const cookiePolicyPage: SeedStaticPage = {
  slug: 'cookie-policy',
  isCookie: true,
  title: { en: 'Cookie Policy', de: 'Cookie-Richtlinie', es: 'Política de cookies' },
  content: {
    en: `<p><strong>Last updated: 15 January 2026.</strong> This policy explains which cookies and similar technologies ${name} uses on Parlor and how you control them.</p>
<h2>Your choice</h2>
<p>When you first visit Parlor, a banner asks for your consent. <strong>Accept all</strong> allows every category, <strong>Decline</strong> allows essential cookies only, and <strong>Manage cookies</strong> lets you switch advertising, customization and functionality on or off one by one. You can change or withdraw your choice at any time with <strong>Cookie settings</strong> in the footer. Your choice is stored for 365 days.</p>
<h2>Categories</h2>
<ul>
<li><strong>Essential</strong> — needed to sign you in, keep your session secure and remember your cookie choice. Always on.</li>
<li><strong>Functionality</strong> — analytics that show us how the site is used, so that we can improve it.</li>
<li><strong>Customization</strong> — remembering optional preferences beyond the essentials.</li>
<li><strong>Advertising</strong> — measuring our campaigns and showing relevant offers.</li>
</ul>
<p>Measurement and advertising tags (such as the Google tag) are only loaded after you consented to functionality or advertising, and they are told which categories you allowed.</p>
<h2>Cookies and storage we use</h2>
<table>
<thead><tr><th>Name</th><th>Category</th><th>Purpose</th><th>Lifetime</th></tr></thead>
<tbody>
<tr><td>parlor_session</td><td>Essential</td><td>Keeps you signed in (HttpOnly, not readable by scripts)</td><td>Up to 30 days; ends after 24 hours without activity</td></tr>
<tr><td>XSRF-TOKEN</td><td>Essential</td><td>Protects your account against cross-site request forgery</td><td>Up to 30 days</td></tr>
<tr><td>cookie_consent</td><td>Essential</td><td>Remembers whether you consented</td><td>365 days</td></tr>
<tr><td>cookie_settings</td><td>Essential</td><td>Remembers which categories you allowed</td><td>365 days</td></tr>
<tr><td>languageId, currency (local storage)</td><td>Essential</td><td>Remember the language and currency you picked</td><td>Until you clear your browser data</td></tr>
<tr><td>auth_session (local storage)</td><td>Essential</td><td>Marks that this browser has a session, removed at logout</td><td>Until logout</td></tr>
<tr><td>_ga, _ga_*</td><td>Functionality</td><td>Google Analytics: distinguishes visits to measure use of the site</td><td>Up to 2 years</td></tr>
<tr><td>_gcl_au</td><td>Advertising</td><td>Google Ads: measures the success of campaigns</td><td>90 days</td></tr>
</tbody>
</table>
<h2>Managing cookies in your browser</h2>
<p>Most browsers let you block or delete cookies. If you block essential cookies, you will not be able to sign in.</p>
<h2>Contact</h2>
<p>Questions about cookies: <a href="mailto:${email}">${email}</a>. More about how we handle personal data: <a href="/privacy">Privacy Policy</a>.</p>`,
    de: `<p><strong>Stand: 15. Januar 2026.</strong> Diese Richtlinie erklärt, welche Cookies und ähnlichen Technologien die ${name} auf Parlor verwendet und wie du sie steuerst.</p>
<h2>Deine Wahl</h2>
<p>Bei deinem ersten Besuch fragt ein Banner nach deiner Einwilligung. <strong>Alle akzeptieren</strong> erlaubt alle Kategorien, <strong>Ablehnen</strong> nur notwendige Cookies, und unter <strong>Cookies verwalten</strong> kannst du Werbung, Personalisierung und Funktionalität einzeln ein- oder ausschalten. Über <strong>Cookie-Einstellungen</strong> in der Fußzeile kannst du deine Wahl jederzeit ändern oder widerrufen. Deine Wahl wird 365 Tage gespeichert.</p>
<h2>Kategorien</h2>
<ul>
<li><strong>Notwendig</strong> – erforderlich, um dich anzumelden, deine Sitzung abzusichern und deine Cookie-Wahl zu speichern. Immer aktiv.</li>
<li><strong>Funktionalität</strong> – Analysen, die uns zeigen, wie die Website genutzt wird, damit wir sie verbessern können.</li>
<li><strong>Personalisierung</strong> – Speichern optionaler Einstellungen über das Notwendige hinaus.</li>
<li><strong>Werbung</strong> – Messung unserer Kampagnen und Anzeige passender Angebote.</li>
</ul>
<p>Mess- und Werbe-Tags (etwa das Google-Tag) werden erst geladen, nachdem du in Funktionalität oder Werbung eingewilligt hast, und sie erfahren, welche Kategorien du erlaubt hast.</p>
<h2>Verwendete Cookies und Speicher</h2>
<table>
<thead><tr><th>Name</th><th>Kategorie</th><th>Zweck</th><th>Speicherdauer</th></tr></thead>
<tbody>
<tr><td>parlor_session</td><td>Notwendig</td><td>Hält dich angemeldet (HttpOnly, für Skripte nicht lesbar)</td><td>Bis zu 30 Tage; endet nach 24 Stunden ohne Aktivität</td></tr>
<tr><td>XSRF-TOKEN</td><td>Notwendig</td><td>Schützt dein Konto vor Cross-Site-Request-Forgery</td><td>Bis zu 30 Tage</td></tr>
<tr><td>cookie_consent</td><td>Notwendig</td><td>Speichert, ob du eingewilligt hast</td><td>365 Tage</td></tr>
<tr><td>cookie_settings</td><td>Notwendig</td><td>Speichert, welche Kategorien du erlaubt hast</td><td>365 Tage</td></tr>
<tr><td>languageId, currency (lokaler Speicher)</td><td>Notwendig</td><td>Merken die gewählte Sprache und Währung</td><td>Bis du deine Browserdaten löschst</td></tr>
<tr><td>auth_session (lokaler Speicher)</td><td>Notwendig</td><td>Kennzeichnet, dass dieser Browser eine Sitzung hat; wird beim Abmelden entfernt</td><td>Bis zur Abmeldung</td></tr>
<tr><td>_ga, _ga_*</td><td>Funktionalität</td><td>Google Analytics: unterscheidet Besuche, um die Nutzung der Website zu messen</td><td>Bis zu 2 Jahre</td></tr>
<tr><td>_gcl_au</td><td>Werbung</td><td>Google Ads: misst den Erfolg von Kampagnen</td><td>90 Tage</td></tr>
</tbody>
</table>
<h2>Cookies im Browser verwalten</h2>
<p>Die meisten Browser erlauben es, Cookies zu blockieren oder zu löschen. Wenn du notwendige Cookies blockierst, kannst du dich nicht anmelden.</p>
<h2>Kontakt</h2>
<p>Fragen zu Cookies: <a href="mailto:${email}">${email}</a>. Mehr zum Umgang mit personenbezogenen Daten: <a href="/privacy">Datenschutzerklärung</a>.</p>`,
    es: `<p><strong>Última actualización: 15 de enero de 2026.</strong> Esta política explica qué cookies y tecnologías similares utiliza ${name} en Parlor y cómo puedes controlarlas.</p>
<h2>Tu elección</h2>
<p>En tu primera visita, un aviso te pide tu consentimiento. <strong>Aceptar todas</strong> permite todas las categorías, <strong>Rechazar</strong> solo permite las cookies esenciales y <strong>Gestionar cookies</strong> te deja activar o desactivar una a una la publicidad, la personalización y la funcionalidad. Puedes cambiar o retirar tu elección en cualquier momento desde <strong>Ajustes de cookies</strong>, en el pie de página. Tu elección se guarda durante 365 días.</p>
<h2>Categorías</h2>
<ul>
<li><strong>Esenciales</strong>: necesarias para iniciar sesión, proteger tu sesión y recordar tu elección sobre las cookies. Siempre activas.</li>
<li><strong>Funcionalidad</strong>: analítica que nos muestra cómo se usa el sitio para poder mejorarlo.</li>
<li><strong>Personalización</strong>: recordar preferencias opcionales más allá de lo esencial.</li>
<li><strong>Publicidad</strong>: medir nuestras campañas y mostrar ofertas relevantes.</li>
</ul>
<p>Las etiquetas de medición y publicidad (como la etiqueta de Google) solo se cargan después de que hayas aceptado la funcionalidad o la publicidad, y se les indica qué categorías has permitido.</p>
<h2>Cookies y almacenamiento que usamos</h2>
<table>
<thead><tr><th>Nombre</th><th>Categoría</th><th>Finalidad</th><th>Duración</th></tr></thead>
<tbody>
<tr><td>parlor_session</td><td>Esencial</td><td>Mantiene tu sesión iniciada (HttpOnly, no legible por scripts)</td><td>Hasta 30 días; caduca tras 24 horas sin actividad</td></tr>
<tr><td>XSRF-TOKEN</td><td>Esencial</td><td>Protege tu cuenta frente a la falsificación de peticiones entre sitios</td><td>Hasta 30 días</td></tr>
<tr><td>cookie_consent</td><td>Esencial</td><td>Recuerda si has dado tu consentimiento</td><td>365 días</td></tr>
<tr><td>cookie_settings</td><td>Esencial</td><td>Recuerda qué categorías has permitido</td><td>365 días</td></tr>
<tr><td>languageId, currency (almacenamiento local)</td><td>Esencial</td><td>Recuerdan el idioma y la moneda que elegiste</td><td>Hasta que borres los datos del navegador</td></tr>
<tr><td>auth_session (almacenamiento local)</td><td>Esencial</td><td>Indica que este navegador tiene una sesión; se elimina al cerrar sesión</td><td>Hasta cerrar sesión</td></tr>
<tr><td>_ga, _ga_*</td><td>Funcionalidad</td><td>Google Analytics: distingue las visitas para medir el uso del sitio</td><td>Hasta 2 años</td></tr>
<tr><td>_gcl_au</td><td>Publicidad</td><td>Google Ads: mide el éxito de las campañas</td><td>90 días</td></tr>
</tbody>
</table>
<h2>Gestionar las cookies en el navegador</h2>
<p>La mayoría de los navegadores permiten bloquear o eliminar cookies. Si bloqueas las cookies esenciales, no podrás iniciar sesión.</p>
<h2>Contacto</h2>
<p>Preguntas sobre cookies: <a href="mailto:${email}">${email}</a>. Más información sobre cómo tratamos los datos personales: <a href="/privacy">Política de privacidad</a>.</p>`,
  },
};
