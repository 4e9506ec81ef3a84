// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';

/** The consent store reads cookies when loaded, so each test loads a fresh module. */
async function loadConsent() {
  vi.resetModules();
  return import('./consent');
}

function cookieJar(): Record<string, string> {
  return Object.fromEntries(
    document.cookie
      .split('; ')
      .filter(Boolean)
      .map((part) => {
        const index = part.indexOf('=');
        return [part.slice(0, index), decodeURIComponent(part.slice(index + 1))];
      }),
  );
}

beforeEach(() => {
  for (const name of Object.keys(cookieJar())) document.cookie = `${name}=; Max-Age=0; Path=/`;
});

describe('cookie consent', () => {
  it('is undecided until a choice is stored', async () => {
    const { readConsent } = await loadConsent();
    expect(readConsent().consent).toBeNull();
  });

  it('Accept all sets every category on and consent true', async () => {
    const { acceptAllCookies, readConsent } = await loadConsent();
    acceptAllCookies();
    expect(cookieJar().cookie_consent).toBe('true');
    expect(JSON.parse(cookieJar().cookie_settings!)).toEqual({
      essential: true,
      advertising: true,
      customization: true,
      functionality: true,
    });
    expect(readConsent()).toMatchObject({ consent: true, settings: { advertising: true } });
  });

  it('Decline sets every optional category off and consent false', async () => {
    const { declineCookies, readConsent } = await loadConsent();
    declineCookies();
    expect(readConsent()).toEqual({
      consent: false,
      settings: { essential: true, advertising: false, customization: false, functionality: false },
      isReopened: false,
    });
  });

  it('Save Settings stores the toggles with consent true and essential always on', async () => {
    const { saveCookieSettings, readConsent } = await loadConsent();
    saveCookieSettings({ advertising: false, customization: true, functionality: false });
    expect(readConsent()).toMatchObject({
      consent: true,
      settings: { essential: true, advertising: false, customization: true, functionality: false },
    });
  });

  it('writes both cookies for 365 days', async () => {
    const { acceptAllCookies } = await loadConsent();
    const written: string[] = [];
    const descriptor = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie')!;
    const spy = vi.spyOn(document, 'cookie', 'set').mockImplementation((value: string) => {
      written.push(value);
      descriptor.set!.call(document, value);
    });
    acceptAllCookies();
    spy.mockRestore();
    expect(written).toHaveLength(2);
    for (const cookie of written) expect(cookie).toContain(`Max-Age=${365 * 86_400}`);
  });

  it('treats a malformed settings cookie as every optional category off', async () => {
    document.cookie = 'cookie_consent=true; Path=/';
    document.cookie = 'cookie_settings=%7Bnot-json; Path=/';
    const { readConsent } = await loadConsent();
    expect(readConsent()).toMatchObject({
      consent: true,
      settings: { advertising: false, functionality: false },
    });
  });

  it("takes its first value from the page's start-up data without reading document.cookie", async () => {
    document.cookie = 'cookie_consent=false; Path=/';
    const { setStartupConsentCookies, useConsent } = await loadConsent();
    const { renderHook } = await import('@testing-library/react');
    setStartupConsentCookies({
      consent: 'true',
      settings: JSON.stringify({ advertising: true, customization: false, functionality: true }),
    });
    const read = vi.spyOn(document, 'cookie', 'get');
    const { result } = renderHook(() => useConsent());
    expect(read).not.toHaveBeenCalled();
    read.mockRestore();
    expect(result.current).toEqual({
      consent: true,
      settings: { essential: true, advertising: true, customization: false, functionality: true },
      isReopened: false,
    });
  });
});
