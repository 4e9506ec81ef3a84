import { operator, type SeedStaticPage } from './types';

const { name, email } = operator;

/** Buyer Terms: buying points, bundles and channel status. */
export const buyerTermsPage: SeedStaticPage = {
  slug: 'buyer-terms',
  isBuyerTerms: true,
  title: { en: 'Buyer Terms', de: 'Käuferbedingungen', es: 'Términos para compradores' },
  content: {
    en: `<p><strong>Last updated: 15 January 2026.</strong> These terms apply in addition to the <a href="/terms">Terms of Service</a> whenever you buy points, bundles or channel status from ${name}.</p>
<h2>1. What you buy</h2>
<ul>
<li><strong>Points</strong> are a prepaid credit for Parlor. You spend them on opening topics, on the characters of the messages you send and on attachments. Current prices in points are shown where you spend them.</li>
<li><strong>Bundles</strong> are fixed packages of points at a fixed price.</li>
<li><strong>Channel status</strong> is bought with points and lasts 7 days. It highlights your topics, lets you colour their names and keep up to 5 topics open at once. Buying it again while it is active extends it by another 7 days.</li>
</ul>
<h2>2. Prices and payment</h2>
<p>Prices are shown in the currency you choose and include VAT at the applicable rate. You are charged in the currency shown at checkout. Before you pay, the top-up form shows exactly how many points you receive. Payment is made by Visa or Mastercard through our payment provider, protected by 3D Secure; we never see or store your full card number.</p>
<h2>3. Delivery</h2>
<p>Points are credited to your balance as soon as the payment provider confirms the payment, usually within seconds. If a payment fails or is cancelled, you are not charged and no points are credited. Every top-up appears in your purchase history.</p>
<h2>4. Right of withdrawal</h2>
<p>As a consumer in the EU you have a right to withdraw from a purchase within 14 days. Because points are digital content supplied immediately, you ask us at checkout to start at once and acknowledge that the right of withdrawal ends for the part of the points you have used. For points you have not used yet, you may withdraw within 14 days of the purchase by writing to <a href="mailto:${email}">${email}</a>; we refund the price of the unused points within 14 days to the card you paid with.</p>
<h2>5. Other refunds</h2>
<p>Apart from the cases above and those required by law, purchased points are not refundable and cannot be exchanged for money. Points spent on a topic or message are not returned if you close the topic yourself. If a technical fault on our side prevented a service you paid for, we credit the points back.</p>
<h2>6. Chargebacks and misuse</h2>
<p>If you dispute a payment with your bank without contacting us first, we may block the points from that payment until the dispute is resolved. Buying points with a card that is not yours or reselling points is not allowed.</p>
<h2>7. Complaints</h2>
<p>If something went wrong with a purchase, write to <a href="mailto:${email}">${email}</a> with the transaction number from your purchase history. We answer within 15 days.</p>`,
    de: `<p><strong>Stand: 15. Januar 2026.</strong> Diese Bedingungen gelten zusätzlich zu den <a href="/terms">Nutzungsbedingungen</a>, wenn du bei der ${name} Punkte, Pakete oder den Kanalstatus kaufst.</p>
<h2>1. Was du kaufst</h2>
<ul>
<li><strong>Punkte</strong> sind ein Prepaid-Guthaben für Parlor. Du gibst sie für das Eröffnen von Themen, für die Zeichen deiner gesendeten Nachrichten und für Anhänge aus. Die aktuellen Preise in Punkten siehst du dort, wo du sie ausgibst.</li>
<li><strong>Pakete</strong> sind feste Punktepakete zu einem festen Preis.</li>
<li>Der <strong>Kanalstatus</strong> wird mit Punkten gekauft und gilt 7 Tage. Er hebt deine Themen hervor, lässt dich ihre Namen einfärben und bis zu 5 Themen gleichzeitig offen halten. Ein erneuter Kauf während der Laufzeit verlängert ihn um weitere 7 Tage.</li>
</ul>
<h2>2. Preise und Zahlung</h2>
<p>Preise werden in der von dir gewählten Währung angezeigt und enthalten die gesetzliche Mehrwertsteuer. Belastet wird die beim Bezahlvorgang angezeigte Währung. Vor der Zahlung zeigt das Aufladeformular genau, wie viele Punkte du erhältst. Bezahlt wird mit Visa oder Mastercard über unseren Zahlungsdienstleister, abgesichert mit 3D Secure; deine vollständige Kartennummer sehen oder speichern wir nie.</p>
<h2>3. Lieferung</h2>
<p>Punkte werden deinem Guthaben gutgeschrieben, sobald der Zahlungsdienstleister die Zahlung bestätigt, meist innerhalb von Sekunden. Schlägt eine Zahlung fehl oder wird sie abgebrochen, wird dir nichts berechnet und es werden keine Punkte gutgeschrieben. Jede Aufladung erscheint in deinem Kaufverlauf.</p>
<h2>4. Widerrufsrecht</h2>
<p>Als Verbraucher in der EU hast du das Recht, einen Kauf innerhalb von 14 Tagen zu widerrufen. Da Punkte digitale Inhalte sind, die sofort bereitgestellt werden, bittest du uns beim Bezahlen, sofort zu beginnen, und bestätigst, dass das Widerrufsrecht für den genutzten Teil der Punkte erlischt. Für noch nicht genutzte Punkte kannst du innerhalb von 14 Tagen nach dem Kauf widerrufen, indem du an <a href="mailto:${email}">${email}</a> schreibst; wir erstatten den Preis der ungenutzten Punkte innerhalb von 14 Tagen auf die Karte, mit der du bezahlt hast.</p>
<h2>5. Sonstige Erstattungen</h2>
<p>Abgesehen von den oben genannten und den gesetzlich vorgeschriebenen Fällen sind gekaufte Punkte nicht erstattungsfähig und können nicht in Geld umgetauscht werden. Für ein Thema oder eine Nachricht ausgegebene Punkte werden nicht zurückgegeben, wenn du das Thema selbst schließt. Hat ein technischer Fehler auf unserer Seite eine bezahlte Leistung verhindert, schreiben wir dir die Punkte wieder gut.</p>
<h2>6. Rückbuchungen und Missbrauch</h2>
<p>Widersprichst du einer Zahlung bei deiner Bank, ohne uns vorher zu kontaktieren, können wir die Punkte aus dieser Zahlung sperren, bis der Fall geklärt ist. Der Kauf von Punkten mit einer fremden Karte und der Weiterverkauf von Punkten sind nicht erlaubt.</p>
<h2>7. Beschwerden</h2>
<p>Wenn bei einem Kauf etwas schiefgelaufen ist, schreib an <a href="mailto:${email}">${email}</a> und gib die Transaktionsnummer aus deinem Kaufverlauf an. Wir antworten innerhalb von 15 Tagen.</p>`,
    es: `<p><strong>Última actualización: 15 de enero de 2026.</strong> Estos términos se aplican, además de los <a href="/terms">Términos del servicio</a>, siempre que compres puntos, paquetes o el estado de canal a ${name}.</p>
<h2>1. Qué compras</h2>
<ul>
<li>Los <strong>puntos</strong> son un crédito prepago para Parlor. Los gastas al abrir temas, en los caracteres de los mensajes que envías y en los archivos adjuntos. Los precios actuales en puntos se muestran donde los gastas.</li>
<li>Los <strong>paquetes</strong> son lotes fijos de puntos a un precio fijo.</li>
<li>El <strong>estado de canal</strong> se compra con puntos y dura 7 días. Destaca tus temas, te permite colorear sus nombres y mantener hasta 5 temas abiertos a la vez. Si vuelves a comprarlo mientras está activo, se amplía otros 7 días.</li>
</ul>
<h2>2. Precios y pago</h2>
<p>Los precios se muestran en la moneda que elijas e incluyen el IVA aplicable. Se te cobra en la moneda que aparece al pagar. Antes del pago, el formulario de recarga indica exactamente cuántos puntos recibirás. El pago se realiza con Visa o Mastercard a través de nuestro proveedor de pagos, con la protección de 3D Secure; nunca vemos ni guardamos el número completo de tu tarjeta.</p>
<h2>3. Entrega</h2>
<p>Los puntos se abonan en tu saldo en cuanto el proveedor de pagos confirma el pago, normalmente en segundos. Si un pago falla o se cancela, no se te cobra nada y no se abonan puntos. Cada recarga aparece en tu historial de compras.</p>
<h2>4. Derecho de desistimiento</h2>
<p>Como consumidor en la UE, tienes derecho a desistir de una compra en un plazo de 14 días. Como los puntos son contenido digital que se suministra de inmediato, al pagar nos pides que empecemos enseguida y reconoces que el derecho de desistimiento se extingue para la parte de los puntos que hayas usado. Para los puntos que aún no hayas usado, puedes desistir en los 14 días siguientes a la compra escribiendo a <a href="mailto:${email}">${email}</a>; te reembolsamos el precio de los puntos no usados en un plazo de 14 días en la tarjeta con la que pagaste.</p>
<h2>5. Otros reembolsos</h2>
<p>Salvo en los casos anteriores y en los que exija la ley, los puntos comprados no son reembolsables ni se pueden canjear por dinero. Los puntos gastados en un tema o un mensaje no se devuelven si cierras el tema tú mismo. Si un fallo técnico por nuestra parte impidió un servicio que pagaste, te devolvemos los puntos.</p>
<h2>6. Retrocesiones y uso indebido</h2>
<p>Si impugnas un pago ante tu banco sin ponerte antes en contacto con nosotros, podemos bloquear los puntos de ese pago hasta que se resuelva la disputa. No está permitido comprar puntos con una tarjeta ajena ni revender puntos.</p>
<h2>7. Reclamaciones</h2>
<p>Si algo ha ido mal con una compra, escribe a <a href="mailto:${email}">${email}</a> indicando el número de transacción de tu historial de compras. Respondemos en un plazo de 15 días.</p>`,
  },
};
