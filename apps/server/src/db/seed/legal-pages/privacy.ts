import { operator, type SeedStaticPage } from './types';

const { name, registryCode, email } = operator;

/** Privacy Policy: what personal data Parlor processes, why, for how long, and your rights. */
export const privacyPage: SeedStaticPage = {
  slug: 'privacy',
  isPrivacy: true,
  title: { en: 'Privacy Policy', de: 'Datenschutzerklärung', es: 'Política de privacidad' },
  content: {
    en: `<p><strong>Last updated: 15 January 2026.</strong> ${name} (registry code ${registryCode}, Narva mnt 5, 10117 Tallinn, Estonia) is the controller of the personal data described here. Questions and requests: <a href="mailto:${email}">${email}</a>.</p>
<h2>What we collect</h2>
<table>
<thead><tr><th>Data</th><th>Purpose</th><th>Legal basis (GDPR)</th><th>Kept for</th></tr></thead>
<tbody>
<tr><td>E-mail address, password hash, phone number</td><td>Creating and securing your account</td><td>Contract, Art. 6(1)(b)</td><td>Until the account is closed</td></tr>
<tr><td>Nickname, optional name and avatar colour</td><td>Showing your profile</td><td>Contract, Art. 6(1)(b)</td><td>Until the account is closed</td></tr>
<tr><td>Chat messages and attachments</td><td>Delivering conversations</td><td>Contract, Art. 6(1)(b)</td><td>Deleted 30 days after the topic is closed</td></tr>
<tr><td>Billing details and payment history</td><td>Processing payments, invoices, tax duties</td><td>Contract and legal obligation, Art. 6(1)(b) and (c)</td><td>7 years (Estonian Accounting Act)</td></tr>
<tr><td>Reports, moderation decisions, IP address of sign-ins</td><td>Preventing abuse and keeping the service safe</td><td>Legitimate interest, Art. 6(1)(f)</td><td>Up to 12 months</td></tr>
<tr><td>Interlocutor applications and payout details</td><td>Reviewing applications and paying out earnings</td><td>Contract and legal obligation</td><td>7 years for payouts, otherwise until the application is withdrawn</td></tr>
</tbody>
</table>
<h2>What we never do</h2>
<ul>
<li>We never show your e-mail address, phone number or real name to other users.</li>
<li>We never sell personal data.</li>
<li>We never see your full card number: card payments are handled by our payment provider.</li>
</ul>
<h2>Who receives data</h2>
<p>We use carefully selected processors bound by data processing agreements: our hosting provider in the EU, our card payment provider, an e-mail delivery service and, only when the operator has configured one (see “The AI companion” below), an AI model provider that receives the text of your conversations with the companion (never your account details). Where a processor is outside the EU/EEA, transfers rely on the European Commission’s standard contractual clauses.</p>
<h2>The AI companion</h2>
<p>Topics in AI mode are answered by an AI companion. Parlor ships with a built-in offline companion; the operator may instead connect an external AI model provider.</p>
<p>{{ai_companion}}</p>
<h2>Cookies</h2>
<p>How we use cookies and how to change your choice is explained in the <a href="/cookie-policy">Cookie Policy</a>.</p>
<h2>Your rights</h2>
<ul>
<li>Access to your data and a copy of it (data portability).</li>
<li>Correction of inaccurate data and deletion of your data.</li>
<li>Restriction of processing and objection to processing based on legitimate interest.</li>
<li>Withdrawal of consent at any time, without affecting earlier processing.</li>
</ul>
<p>Two of these rights you can use yourself on your account page, under <em>Your data</em>: <strong>Download my data</strong> gives you a JSON file with your profile, settings, points history, top-ups, payouts (destinations masked), applications, the messages of your open conversations and of closed ones still stored (with the day they will be deleted), and the safety alerts your own messages set off; <strong>Delete account</strong> deletes your account once you confirm it with your password and a link we e-mail you. Your messages, images, applications and profile are deleted at once, your conversations close and you are signed out everywhere; only what accounting law requires (points history, top-ups and payouts) is kept, without your name, e-mail address or phone number. Remaining points are forfeited; available earnings should be paid out first, and a pending payout must be settled before deletion. The welcome points are given once per e-mail address: after a deletion we keep only a keyed hash of the address (a code that cannot be turned back into the address without our secret key), so signing up again with it gives no second welcome points.</p>
<p>When someone reports a conversation you took part in, the moderators read only that conversation, from when the person reporting joined it, never your earlier conversations with other people. If you delete your account while such a report is still open, your messages in it are kept for the moderators only as “[deleted account]”; what the other person wrote there (which may mention you) is kept only until the report is handled, then removed.</p>
<p>A conversation does not have to wait for the retention period: in a chat you started, <strong>Delete this conversation now</strong> closes it and deletes all its messages and images at once; as the other person, <strong>Leave and delete my messages</strong> deletes what you wrote. Closed conversations that are still stored are listed under <em>Active chats</em> with the day they will be deleted. Points history, earnings, reports and safety alerts of a deleted conversation are kept (they hold no message text). Each of your messages shows what it cost and, with a person, the share that went to your listener; your account page shows <em>Where your points went</em>, per conversation and day.</p>
<p>Write to <a href="mailto:${email}">${email}</a>; we answer within one month. You may also complain to the Estonian Data Protection Inspectorate (Andmekaitse Inspektsioon, <a href="https://www.aki.ee">www.aki.ee</a>) or the authority of your country.</p>
<h2>Security</h2>
<p>Passwords are stored only as salted hashes (Argon2id), connections are encrypted, sessions are protected against cross-site request forgery and access to personal data is limited to staff who need it.</p>`,
    de: `<p><strong>Stand: 15. Januar 2026.</strong> Verantwortlich für die hier beschriebenen personenbezogenen Daten ist die ${name} (Registernummer ${registryCode}, Narva mnt 5, 10117 Tallinn, Estland). Fragen und Anträge: <a href="mailto:${email}">${email}</a>.</p>
<h2>Welche Daten wir verarbeiten</h2>
<table>
<thead><tr><th>Daten</th><th>Zweck</th><th>Rechtsgrundlage (DSGVO)</th><th>Speicherdauer</th></tr></thead>
<tbody>
<tr><td>E-Mail-Adresse, Passwort-Hash, Telefonnummer</td><td>Anlegen und Absichern deines Kontos</td><td>Vertrag, Art. 6 Abs. 1 lit. b</td><td>Bis zur Schließung des Kontos</td></tr>
<tr><td>Spitzname, optionaler Name und Avatarfarbe</td><td>Anzeige deines Profils</td><td>Vertrag, Art. 6 Abs. 1 lit. b</td><td>Bis zur Schließung des Kontos</td></tr>
<tr><td>Chatnachrichten und Anhänge</td><td>Zustellung der Gespräche</td><td>Vertrag, Art. 6 Abs. 1 lit. b</td><td>Gelöscht 30 Tage nach Schließung des Themas</td></tr>
<tr><td>Rechnungsdaten und Zahlungsverlauf</td><td>Zahlungsabwicklung, Rechnungen, steuerliche Pflichten</td><td>Vertrag und rechtliche Pflicht, Art. 6 Abs. 1 lit. b und c</td><td>7 Jahre (estnisches Buchführungsgesetz)</td></tr>
<tr><td>Meldungen, Moderationsentscheidungen, IP-Adresse bei Anmeldungen</td><td>Missbrauch verhindern und den Dienst sicher halten</td><td>Berechtigtes Interesse, Art. 6 Abs. 1 lit. f</td><td>Bis zu 12 Monate</td></tr>
<tr><td>Bewerbungen als Gesprächspartner und Auszahlungsdaten</td><td>Prüfung von Bewerbungen und Auszahlung von Einnahmen</td><td>Vertrag und rechtliche Pflicht</td><td>7 Jahre für Auszahlungen, sonst bis zur Rücknahme der Bewerbung</td></tr>
</tbody>
</table>
<h2>Was wir niemals tun</h2>
<ul>
<li>Wir zeigen anderen Nutzern niemals deine E-Mail-Adresse, Telefonnummer oder deinen echten Namen.</li>
<li>Wir verkaufen keine personenbezogenen Daten.</li>
<li>Wir sehen nie deine vollständige Kartennummer: Kartenzahlungen wickelt unser Zahlungsdienstleister ab.</li>
</ul>
<h2>Empfänger</h2>
<p>Wir setzen sorgfältig ausgewählte Auftragsverarbeiter ein, die an Auftragsverarbeitungsverträge gebunden sind: unseren Hosting-Anbieter in der EU, unseren Kartenzahlungsdienstleister, einen E-Mail-Versanddienst und – nur wenn der Betreiber einen eingerichtet hat (siehe „Die KI-Begleitung“ unten) – einen Anbieter von KI-Modellen, der den Text deiner Gespräche mit der Begleitung erhält (niemals deine Kontodaten). Sitzt ein Auftragsverarbeiter außerhalb der EU/des EWR, stützen sich Übermittlungen auf die Standardvertragsklauseln der Europäischen Kommission.</p>
<h2>Die KI-Begleitung</h2>
<p>Themen im KI-Modus beantwortet eine KI-Begleitung. Parlor bringt eine eingebaute Offline-Begleitung mit; der Betreiber kann stattdessen einen externen Anbieter von KI-Modellen anbinden.</p>
<p>{{ai_companion}}</p>
<h2>Cookies</h2>
<p>Wie wir Cookies verwenden und wie du deine Auswahl änderst, erklärt die <a href="/cookie-policy">Cookie-Richtlinie</a>.</p>
<h2>Deine Rechte</h2>
<ul>
<li>Auskunft über deine Daten und eine Kopie davon (Datenübertragbarkeit).</li>
<li>Berichtigung unrichtiger Daten und Löschung deiner Daten.</li>
<li>Einschränkung der Verarbeitung und Widerspruch gegen Verarbeitungen aufgrund berechtigten Interesses.</li>
<li>Widerruf einer Einwilligung jederzeit, ohne dass die frühere Verarbeitung unrechtmäßig wird.</li>
</ul>
<p>Zwei dieser Rechte kannst du selbst auf deiner Kontoseite unter <em>Deine Daten</em> ausüben: <strong>Meine Daten herunterladen</strong> liefert eine JSON-Datei mit deinem Profil, deinen Einstellungen, deinem Punkteverlauf, Aufladungen, Auszahlungen (Ziele maskiert), Bewerbungen, den Nachrichten deiner offenen Gespräche und der geschlossenen, die noch gespeichert sind (mit dem Tag ihrer Löschung), sowie den Sicherheitshinweisen, die deine eigenen Nachrichten ausgelöst haben; <strong>Konto löschen</strong> löscht dein Konto, sobald du es mit deinem Passwort und einem Link bestätigst, den wir dir per E-Mail schicken. Deine Nachrichten, Bilder, Bewerbungen und dein Profil werden sofort gelöscht, deine Gespräche geschlossen und du wirst überall abgemeldet; aufbewahrt wird nur, was das Buchhaltungsrecht verlangt (Punkteverlauf, Aufladungen und Auszahlungen), ohne deinen Namen, deine E-Mail-Adresse oder Telefonnummer. Restliche Punkte verfallen; verfügbare Einnahmen solltest du vorher auszahlen lassen, und eine offene Auszahlung muss vor der Löschung abgeschlossen sein. Die Willkommenspunkte gibt es einmal je E-Mail-Adresse: Nach einer Löschung bewahren wir nur einen verschlüsselten Hashwert der Adresse auf (einen Code, der sich ohne unseren geheimen Schlüssel nicht in die Adresse zurückverwandeln lässt), sodass eine neue Anmeldung damit keine zweiten Willkommenspunkte bringt.</p>
<p>Meldet jemand ein Gespräch, an dem du teilgenommen hast, liest die Moderation nur dieses Gespräch, ab dem Beitritt der meldenden Person, nie deine früheren Gespräche mit anderen. Löschst du dein Konto, solange eine solche Meldung offen ist, bleiben deine Nachrichten darin für die Moderation nur als „[gelöschtes Konto]“; was die andere Person dort geschrieben hat (und dich erwähnen kann), bleibt nur, bis die Meldung bearbeitet ist, und wird dann entfernt.</p>
<p>Ein Gespräch muss nicht auf die Speicherfrist warten: In einem Chat, den du begonnen hast, schließt <strong>Dieses Gespräch jetzt löschen</strong> ihn und löscht sofort alle Nachrichten und Bilder; als die andere Person löscht <strong>Verlassen und meine Nachrichten löschen</strong>, was du geschrieben hast. Geschlossene Gespräche, die noch gespeichert sind, stehen unter <em>Aktive Chats</em> mit dem Tag, an dem sie gelöscht werden. Punkteverlauf, Einnahmen, Meldungen und Sicherheitshinweise eines gelöschten Gesprächs bleiben (sie enthalten keinen Nachrichtentext). Jede deiner Nachrichten zeigt, was sie gekostet hat, und bei einer Person den Anteil, der an deinen Gesprächspartner ging; deine Kontoseite zeigt unter <em>Wohin deine Punkte gingen</em> die Kosten je Gespräch und Tag.</p>
<p>Schreib an <a href="mailto:${email}">${email}</a>; wir antworten innerhalb eines Monats. Du kannst dich auch bei der estnischen Datenschutzbehörde (Andmekaitse Inspektsioon, <a href="https://www.aki.ee">www.aki.ee</a>) oder der Behörde deines Landes beschweren.</p>
<h2>Sicherheit</h2>
<p>Passwörter speichern wir nur als gesalzene Hashes (Argon2id), Verbindungen sind verschlüsselt, Sitzungen sind gegen Cross-Site-Request-Forgery geschützt und nur Mitarbeitende, die es benötigen, haben Zugriff auf personenbezogene Daten.</p>`,
    es: `<p><strong>Última actualización: 15 de enero de 2026.</strong> ${name} (número de registro ${registryCode}, Narva mnt 5, 10117 Tallin, Estonia) es la responsable del tratamiento de los datos personales descritos aquí. Preguntas y solicitudes: <a href="mailto:${email}">${email}</a>.</p>
<h2>Qué datos tratamos</h2>
<table>
<thead><tr><th>Datos</th><th>Finalidad</th><th>Base jurídica (RGPD)</th><th>Plazo de conservación</th></tr></thead>
<tbody>
<tr><td>Correo electrónico, hash de la contraseña, número de teléfono</td><td>Crear y proteger tu cuenta</td><td>Contrato, art. 6.1.b</td><td>Hasta el cierre de la cuenta</td></tr>
<tr><td>Apodo, nombre opcional y color del avatar</td><td>Mostrar tu perfil</td><td>Contrato, art. 6.1.b</td><td>Hasta el cierre de la cuenta</td></tr>
<tr><td>Mensajes del chat y archivos adjuntos</td><td>Entregar las conversaciones</td><td>Contrato, art. 6.1.b</td><td>Se eliminan 30 días después de cerrar el tema</td></tr>
<tr><td>Datos de facturación e historial de pagos</td><td>Tramitar pagos, facturas y obligaciones fiscales</td><td>Contrato y obligación legal, art. 6.1.b y c</td><td>7 años (Ley de Contabilidad de Estonia)</td></tr>
<tr><td>Denuncias, decisiones de moderación, dirección IP de los inicios de sesión</td><td>Prevenir abusos y mantener la seguridad del servicio</td><td>Interés legítimo, art. 6.1.f</td><td>Hasta 12 meses</td></tr>
<tr><td>Solicitudes de interlocutor y datos de pago</td><td>Revisar solicitudes y pagar las ganancias</td><td>Contrato y obligación legal</td><td>7 años para los pagos; en otro caso, hasta que se retire la solicitud</td></tr>
</tbody>
</table>
<h2>Lo que nunca hacemos</h2>
<ul>
<li>Nunca mostramos tu correo electrónico, tu teléfono ni tu nombre real a otros usuarios.</li>
<li>Nunca vendemos datos personales.</li>
<li>Nunca vemos el número completo de tu tarjeta: los pagos con tarjeta los gestiona nuestro proveedor de pagos.</li>
</ul>
<h2>Destinatarios</h2>
<p>Trabajamos con encargados del tratamiento cuidadosamente seleccionados y vinculados por contratos de encargo: nuestro proveedor de alojamiento en la UE, nuestro proveedor de pagos con tarjeta, un servicio de envío de correo electrónico y, solo si el operador ha configurado uno (ver «El acompañante de IA» más abajo), un proveedor de modelos de IA que recibe el texto de tus conversaciones con el acompañante (nunca los datos de tu cuenta). Cuando un encargado está fuera de la UE/EEE, las transferencias se basan en las cláusulas contractuales tipo de la Comisión Europea.</p>
<h2>El acompañante de IA</h2>
<p>Los temas en modo IA los responde un acompañante de IA. Parlor incluye un acompañante integrado sin conexión; el operador puede conectar en su lugar un proveedor externo de modelos de IA.</p>
<p>{{ai_companion}}</p>
<h2>Cookies</h2>
<p>En la <a href="/cookie-policy">Política de cookies</a> explicamos cómo usamos las cookies y cómo cambiar tu elección.</p>
<h2>Tus derechos</h2>
<ul>
<li>Acceso a tus datos y obtención de una copia (portabilidad).</li>
<li>Rectificación de datos inexactos y supresión de tus datos.</li>
<li>Limitación del tratamiento y oposición al tratamiento basado en el interés legítimo.</li>
<li>Retirada del consentimiento en cualquier momento, sin que ello afecte al tratamiento anterior.</li>
</ul>
<p>Dos de estos derechos puedes ejercerlos tú mismo en la página de tu cuenta, en <em>Tus datos</em>: <strong>Descargar mis datos</strong> te da un archivo JSON con tu perfil, tus ajustes, tu historial de puntos, recargas, retiros (destinos enmascarados), solicitudes, los mensajes de tus conversaciones abiertas y de las cerradas que aún se guardan (con el día en que se eliminarán), y las alertas de seguridad que activaron tus propios mensajes; <strong>Eliminar cuenta</strong> elimina tu cuenta cuando la confirmas con tu contraseña y un enlace que te enviamos por correo. Tus mensajes, imágenes, solicitudes y perfil se eliminan al momento, tus conversaciones se cierran y se cierra tu sesión en todas partes; solo se conserva lo que exige la ley contable (historial de puntos, recargas y retiros), sin tu nombre, correo ni teléfono. Los puntos restantes se pierden; conviene retirar antes las ganancias disponibles, y un retiro pendiente debe resolverse antes de la eliminación. Los puntos de bienvenida se dan una vez por dirección de correo: tras una eliminación solo guardamos un hash con clave de la dirección (un código que no puede convertirse de nuevo en la dirección sin nuestra clave secreta), así que registrarse otra vez con ella no da puntos de bienvenida de nuevo.</p>
<p>Cuando alguien denuncia una conversación en la que participaste, la moderación lee solo esa conversación, desde que la persona denunciante se unió, nunca tus conversaciones anteriores con otras personas. Si eliminas tu cuenta mientras esa denuncia sigue abierta, tus mensajes en ella quedan para la moderación solo como «[cuenta eliminada]»; lo que escribió la otra persona (que puede mencionarte) se conserva solo hasta que se gestione la denuncia y después se elimina.</p>
<p>Una conversación no tiene que esperar al plazo de conservación: en un chat que empezaste, <strong>Eliminar esta conversación ahora</strong> lo cierra y elimina al instante todos sus mensajes e imágenes; como la otra persona, <strong>Salir y eliminar mis mensajes</strong> elimina lo que escribiste. Las conversaciones cerradas que aún se guardan aparecen en <em>Chats activos</em> con el día en que se eliminarán. El historial de puntos, las ganancias, las denuncias y los avisos de seguridad de una conversación eliminada se conservan (no contienen el texto de los mensajes). Cada uno de tus mensajes muestra lo que costó y, con una persona, la parte que fue para quien te escucha; la página de tu cuenta muestra <em>A dónde fueron tus puntos</em>, por conversación y día.</p>
<p>Escribe a <a href="mailto:${email}">${email}</a>; respondemos en el plazo de un mes. También puedes presentar una reclamación ante la Inspección de Protección de Datos de Estonia (Andmekaitse Inspektsioon, <a href="https://www.aki.ee">www.aki.ee</a>) o ante la autoridad de tu país.</p>
<h2>Seguridad</h2>
<p>Las contraseñas solo se guardan como hashes con sal (Argon2id), las conexiones están cifradas, las sesiones están protegidas contra la falsificación de peticiones entre sitios y solo el personal que lo necesita tiene acceso a los datos personales.</p>`,
  },
};
