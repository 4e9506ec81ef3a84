// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import type { CookieSettings } from './consent';
import {
  consentModeSignals,
  injectGoogleTag,
  isGoogleTagAllowed,
  isGoogleTagInjected,
  updateGoogleConsent,
} from './google-tag';

const settings = (on: Partial<CookieSettings>): CookieSettings => ({
  essential: true,
  advertising: false,
  customization: false,
  functionality: false,
  ...on,
});

const snippet =
  '<!-- Google tag --><script async src="https://www.googletagmanager.com/gtag/js?id=G-TEST"></script>' +
  '<script>window.dataLayer = window.dataLayer || []; window.tagRan = true;</script>' +
  '<noscript><img src="https://example.com/pixel"></noscript>';

beforeEach(() => {
  document.head.innerHTML = '';
  delete window.dataLayer;
});

describe('google_tag gating', () => {
  it('is not allowed before consent, after Decline, or with only customization', () => {
    expect(isGoogleTagAllowed({ consent: null, settings: settings({ advertising: true }) })).toBe(
      false,
    );
    expect(isGoogleTagAllowed({ consent: false, settings: settings({}) })).toBe(false);
    expect(isGoogleTagAllowed({ consent: true, settings: settings({}) })).toBe(false);
    expect(isGoogleTagAllowed({ consent: true, settings: settings({ customization: true }) })).toBe(
      false,
    );
  });

  it('is allowed after consent to advertising or functionality', () => {
    expect(isGoogleTagAllowed({ consent: true, settings: settings({ advertising: true }) })).toBe(
      true,
    );
    expect(isGoogleTagAllowed({ consent: true, settings: settings({ functionality: true }) })).toBe(
      true,
    );
  });

  it('maps each category to Google Consent Mode signals', () => {
    expect(consentModeSignals(settings({ functionality: true }))).toEqual({
      ad_storage: 'denied',
      ad_user_data: 'denied',
      ad_personalization: 'denied',
      analytics_storage: 'granted',
      functionality_storage: 'granted',
      personalization_storage: 'denied',
      security_storage: 'granted',
    });
  });
});

describe('injectGoogleTag', () => {
  it('re-creates each script of the snippet once, after the consent defaults', () => {
    expect(injectGoogleTag(snippet, settings({ advertising: true }))).toBe(true);
    const scripts = [...document.head.querySelectorAll('script')];
    expect(scripts).toHaveLength(2);
    expect(scripts[0]!.getAttribute('src')).toBe(
      'https://www.googletagmanager.com/gtag/js?id=G-TEST',
    );
    expect(scripts[0]!.hasAttribute('async')).toBe(true);
    expect(scripts[1]!.text).toContain('window.tagRan = true');
    expect(document.head.querySelector('noscript, img')).toBeNull();

    const [first] = window.dataLayer as IArguments[];
    expect([...first!]).toEqual([
      'consent',
      'default',
      consentModeSignals(settings({ advertising: true })),
    ]);

    expect(injectGoogleTag(snippet, settings({ advertising: true }))).toBe(false);
    expect(document.head.querySelectorAll('script')).toHaveLength(2);
    expect(isGoogleTagInjected()).toBe(true);
  });

  it('injects nothing for a snippet without scripts', () => {
    expect(injectGoogleTag('<p>nothing to run</p>', settings({ advertising: true }))).toBe(false);
    expect(isGoogleTagInjected()).toBe(false);
  });

  it('tells a loaded tag when consent changes', () => {
    updateGoogleConsent(settings({}));
    const [update] = window.dataLayer as IArguments[];
    expect([...update!]).toEqual(['consent', 'update', consentModeSignals(settings({}))]);
  });
});
