import type { ConsentState, CookieSettings } from './consent';

/**
 * The settings' `google_tag` snippet (gtag.js / Tag Manager) measures use of the site and
 * serves advertising, so its scripts run only after consent that covers one of those
 * purposes: consent given AND advertising or functionality (our analytics category) on.
 * Google Consent Mode v2 signals mirror each category, so a tag loaded for analytics only
 * still stores no advertising data. See docs/decisions/042-which-consent-loads-google-tag.md.
 */
export function isGoogleTagAllowed(state: Pick<ConsentState, 'consent' | 'settings'>): boolean {
  return state.consent === true && (state.settings.advertising || state.settings.functionality);
}

type ConsentSignal = 'granted' | 'denied';

/** Google Consent Mode v2 values for the visitor's categories. */
export function consentModeSignals(settings: CookieSettings): Record<string, ConsentSignal> {
  const signal = (isOn: boolean): ConsentSignal => (isOn ? 'granted' : 'denied');
  return {
    ad_storage: signal(settings.advertising),
    ad_user_data: signal(settings.advertising),
    ad_personalization: signal(settings.advertising),
    analytics_storage: signal(settings.functionality),
    functionality_storage: signal(settings.functionality),
    personalization_storage: signal(settings.customization),
    security_storage: 'granted',
  };
}

const marker = 'data-parlor-google-tag';

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

/** gtag() as Google defines it: pushes its `arguments` object onto the dataLayer. */
function gtag(..._args: unknown[]): void {
  window.dataLayer = window.dataLayer ?? [];
  // eslint-disable-next-line prefer-rest-params -- gtag.js reads Arguments objects, not arrays.
  window.dataLayer.push(arguments);
}

export function isGoogleTagInjected(doc: Document = document): boolean {
  return doc.head.querySelector(`script[${marker}]`) !== null;
}

/**
 * Runs the snippet's scripts once: consent defaults first, then each `<script>` of the
 * snippet re-created (scripts set through innerHTML never execute). Other markup such as
 * `<noscript>` is ignored. Returns whether anything was injected.
 */
export function injectGoogleTag(
  snippet: string,
  settings: CookieSettings,
  doc: Document = document,
): boolean {
  if (isGoogleTagInjected(doc)) return false;
  const template = doc.createElement('template');
  template.innerHTML = snippet;
  const scripts = [...template.content.querySelectorAll('script')];
  if (scripts.length === 0) return false;

  gtag('consent', 'default', consentModeSignals(settings));
  for (const source of scripts) {
    const script = doc.createElement('script');
    for (const { name, value } of [...source.attributes]) script.setAttribute(name, value);
    script.text = source.text;
    script.setAttribute(marker, '');
    doc.head.appendChild(script);
  }
  return true;
}

/** After the visitor changed the choice: tell already-loaded Google tags at once. */
export function updateGoogleConsent(settings: CookieSettings): void {
  gtag('consent', 'update', consentModeSignals(settings));
}
