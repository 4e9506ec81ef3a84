import { Cookie, X } from 'lucide-react';
import { useEffect, useLayoutEffect, useRef, useState, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Switch } from '../../../components/ui/switch';
import { cn } from '../../../lib/cn';
import { useSettings, useStaticPages } from '../../../lib/site-data';
import {
  acceptAllCookies,
  closeReopenedBanner,
  declineCookies,
  optionalCategories,
  saveCookieSettings,
  useConsent,
  type CookieSettings,
  type OptionalCategory,
} from '../cookies/consent';
import {
  injectGoogleTag,
  isGoogleTagAllowed,
  isGoogleTagInjected,
  updateGoogleConsent,
} from '../cookies/google-tag';

/** Injects the settings' google_tag once consent allows it (see cookies/google-tag.ts). */
function useGoogleTag() {
  const { data: settings } = useSettings();
  const consent = useConsent();
  const snippet = settings?.google_tag ?? '';
  useEffect(() => {
    if (isGoogleTagAllowed(consent)) {
      if (snippet.trim() !== '') injectGoogleTag(snippet, consent.settings);
      if (isGoogleTagInjected()) updateGoogleConsent(consent.settings);
    } else if (isGoogleTagInjected()) {
      // Consent withdrawn after the tag loaded: it must stop storing data at once.
      updateGoogleConsent(consent.settings);
    }
  }, [snippet, consent]);
}

/**
 * The cookie banner (spec §2): shown until consent is stored, or when reopened from the
 * footer. Accept all, Decline, or Manage cookies → three toggles and Save Settings.
 */
export function CookieBanner({ container }: { container: HTMLElement | null }) {
  const consent = useConsent();
  useGoogleTag();
  if (consent.consent !== null && !consent.isReopened) return null;
  // Reopening mounts a fresh panel that starts in the settings view with the stored choice.
  const panel = (
    <CookieBannerPanel
      key={consent.isReopened ? 'reopened' : 'first'}
      isReopened={consent.isReopened}
      stored={consent.settings}
    />
  );
  // Shown over the bottom of the page but placed early in the document: the keyboard meets
  // it right after the skip link, not after every link of the page it covers.
  return container ? createPortal(panel, container) : panel;
}

const focusable =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** The first control after `element` in the document's order, outside it. */
function nextFocusable(element: HTMLElement): HTMLElement | null {
  for (const candidate of document.querySelectorAll<HTMLElement>(focusable)) {
    const isAfter = element.compareDocumentPosition(candidate) & Node.DOCUMENT_POSITION_FOLLOWING;
    if (isAfter && !element.contains(candidate) && candidate.offsetParent !== null)
      return candidate;
  }
  return null;
}

/**
 * While the banner is shown, the page keeps a space of its height free at the bottom
 * (`--cookie-banner-space`, read by the layouts and the page's scroll padding), so that
 * the banner never covers the control that has the focus.
 */
function useReservedSpace(region: RefObject<HTMLElement | null>) {
  useLayoutEffect(() => {
    const element = region.current;
    if (!element) return;
    const root = document.documentElement;
    const reserve = () => {
      const { top } = element.getBoundingClientRect();
      root.style.setProperty('--cookie-banner-space', `${Math.ceil(window.innerHeight - top)}px`);
    };
    reserve();
    const observer = new ResizeObserver(reserve);
    observer.observe(element);
    window.addEventListener('resize', reserve);
    return () => {
      observer.disconnect();
      window.removeEventListener('resize', reserve);
      root.style.removeProperty('--cookie-banner-space');
    };
  }, [region]);
}

function CookieBannerPanel({
  isReopened,
  stored,
}: {
  isReopened: boolean;
  stored: CookieSettings;
}) {
  const { t } = useTranslation();
  const { data: pages } = useStaticPages();
  const [isManaging, setIsManaging] = useState(isReopened);
  const [choice, setChoice] = useState<Record<OptionalCategory, boolean>>({
    advertising: stored.advertising,
    customization: stored.customization,
    functionality: stored.functionality,
  });
  const regionRef = useRef<HTMLElement>(null);
  // Reopened from the footer: the focus goes back to the footer's button afterwards.
  const [opener] = useState(() =>
    isReopened && document.activeElement instanceof HTMLElement ? document.activeElement : null,
  );
  useEffect(() => {
    if (isReopened) regionRef.current?.focus();
  }, [isReopened]);
  useReservedSpace(regionRef);

  /** Answers the banner; the focus goes on to what follows it instead of to the body. */
  const answer = (choose: () => void) => {
    const region = regionRef.current;
    const hasFocus = region !== null && region.contains(document.activeElement);
    const next = !hasFocus ? null : opener?.isConnected ? opener : nextFocusable(region);
    choose();
    next?.focus();
  };

  const policyPage = pages?.find((page) => page.is_cookie === 1);

  return (
    <section
      ref={regionRef}
      tabIndex={-1}
      aria-labelledby="cookie-banner-title"
      data-testid="cookie-banner"
      className={cn(
        'fixed inset-x-3 bottom-3 z-[45] max-h-[calc(100dvh-1.5rem)] overflow-y-auto rounded-[var(--radius-card)] border border-ink-600 bg-ink-850/95 p-4 shadow-[0_24px_80px_-16px_rgb(0_0_0/0.8)] backdrop-blur-xl outline-none',
        'sm:right-auto sm:bottom-5 sm:left-5 sm:w-[27rem] sm:p-6',
      )}
    >
      <div className="flex items-start gap-3">
        <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-xl bg-orange/15 text-orange">
          <Cookie className="size-5" aria-hidden="true" />
        </span>
        <div className="min-w-0 flex-1">
          <h2 id="cookie-banner-title" className="font-display text-lg font-bold text-white">
            {isManaging ? t('site.cookies.settingsTitle') : t('site.cookies.title')}
          </h2>
          <p className="mt-1.5 text-sm leading-relaxed text-ink-300">
            {isManaging ? t('site.cookies.settingsIntro') : t('site.cookies.text')}{' '}
            {policyPage ? (
              <Link
                to={`/${policyPage.slug}`}
                className="font-medium text-ink-100 underline underline-offset-2 hover:text-white"
              >
                {t('site.cookies.policyLink')}
              </Link>
            ) : null}
          </p>
        </div>
        {isReopened ? (
          <button
            type="button"
            onClick={() => answer(closeReopenedBanner)}
            aria-label={t('common.close')}
            className="-mt-1 -mr-1 inline-flex size-9 shrink-0 items-center justify-center rounded-lg text-ink-300 hover:bg-ink-750 hover:text-white"
          >
            <X className="size-4.5" aria-hidden="true" />
          </button>
        ) : null}
      </div>

      {isManaging ? (
        <div className="mt-5 flex flex-col gap-4 border-t border-ink-700 pt-5">
          <Switch
            label={t('site.cookies.essential')}
            description={t('site.cookies.essentialText')}
            checked
            disabled
            onCheckedChange={() => undefined}
          />
          {optionalCategories.map((category) => (
            <Switch
              key={category}
              label={t(`site.cookies.${category}`)}
              description={t(`site.cookies.${category}Text`)}
              checked={choice[category]}
              onCheckedChange={(checked) =>
                setChoice((current) => ({ ...current, [category]: checked }))
              }
            />
          ))}
          <div className="mt-1 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button variant="outline" onClick={() => answer(declineCookies)}>
              {t('site.cookies.decline')}
            </Button>
            <Button onClick={() => answer(() => saveCookieSettings(choice))}>
              {t('site.cookies.saveSettings')}
            </Button>
          </div>
        </div>
      ) : (
        <div className="mt-4 grid grid-cols-2 gap-2 sm:mt-5">
          <Button onClick={() => answer(acceptAllCookies)}>{t('site.cookies.acceptAll')}</Button>
          <Button variant="outline" onClick={() => answer(declineCookies)}>
            {t('site.cookies.decline')}
          </Button>
          <Button variant="ghost" className="col-span-2" onClick={() => setIsManaging(true)}>
            {t('site.cookies.manage')}
          </Button>
        </div>
      )}
    </section>
  );
}
