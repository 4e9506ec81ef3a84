import { Cookie, X } from 'lucide-react';
import { useEffect, useState, type Dispatch, type SetStateAction } from 'react';
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
import { useBannerFocus } from './cookie-banner-focus';

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

function CookieBannerPanel({
  isReopened,
  stored,
}: {
  isReopened: boolean;
  stored: CookieSettings;
}) {
  const { t } = useTranslation();
  const [isManaging, setIsManaging] = useState(isReopened);
  const [choice, setChoice] = useState<CookieChoice>({
    advertising: stored.advertising,
    customization: stored.customization,
    functionality: stored.functionality,
  });
  const { regionRef, answer } = useBannerFocus(isReopened);

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
      <CookieBannerHeading
        isManaging={isManaging}
        isReopened={isReopened}
        onClose={() => answer(closeReopenedBanner)}
      />

      {isManaging ? (
        <CookieCategories
          choice={choice}
          onChange={setChoice}
          onDecline={() => answer(declineCookies)}
          onSave={() => answer(() => saveCookieSettings(choice))}
        />
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

/** The banner's icon, title and text with the cookie policy link; Close when reopened. */
function CookieBannerHeading({
  isManaging,
  isReopened,
  onClose,
}: {
  isManaging: boolean;
  isReopened: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { data: pages } = useStaticPages();
  const policyPage = pages?.find((page) => page.is_cookie === 1);
  return (
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
          onClick={onClose}
          aria-label={t('common.close')}
          className="-mt-1 -mr-1 inline-flex size-9 shrink-0 items-center justify-center rounded-lg text-ink-300 hover:bg-ink-750 hover:text-white"
        >
          <X className="size-4.5" aria-hidden="true" />
        </button>
      ) : null}
    </div>
  );
}

type CookieChoice = Record<OptionalCategory, boolean>;

/** The categories as toggles (essential always on), then Decline and Save Settings. */
function CookieCategories({
  choice,
  onChange,
  onDecline,
  onSave,
}: {
  choice: CookieChoice;
  onChange: Dispatch<SetStateAction<CookieChoice>>;
  onDecline: () => void;
  onSave: () => void;
}) {
  const { t } = useTranslation();
  return (
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
            onChange((current) => ({ ...current, [category]: checked }))
          }
        />
      ))}
      <div className="mt-1 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onDecline}>
          {t('site.cookies.decline')}
        </Button>
        <Button onClick={onSave}>{t('site.cookies.saveSettings')}</Button>
      </div>
    </div>
  );
}
