import { Check, Sparkles } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { LetsStartLink } from './lets-start-link';
import { useAuth } from '../../../../lib/auth';
import { ChatPreview } from './chat-preview';

/** Headline, intro, `Let's start` (the route guard asks guests to sign in) and the promo line. */
export function HeroSection() {
  const { t } = useTranslation();
  const { isAuthenticated } = useAuth();
  const highlights = [
    t('site.home.highlights.anonymous'),
    t('site.home.highlights.allDay'),
    t('site.home.highlights.masked'),
  ];
  return (
    <section
      aria-labelledby="hero-title"
      className="mx-auto grid max-w-7xl items-center gap-14 px-4 pt-10 pb-16 sm:px-6 sm:pt-16 lg:grid-cols-[1.15fr_0.85fr] lg:gap-16 lg:pt-20 lg:pb-24"
    >
      <div className="flex flex-col items-start">
        <p className="mb-6 inline-flex items-center gap-2 rounded-full border border-accent/30 bg-accent-soft px-3.5 py-1.5 text-xs font-semibold tracking-wide text-ink-100 sm:text-sm">
          <span className="relative flex size-2">
            <span className="absolute inline-flex size-full animate-ping rounded-full bg-success opacity-60 [animation-iteration-count:3]" />
            <span className="relative inline-flex size-2 rounded-full bg-success" />
          </span>
          {t('site.home.heroEyebrow')}
        </p>
        <h1
          id="hero-title"
          className="bg-[linear-gradient(180deg,#fff_30%,var(--color-ink-200))] bg-clip-text font-display text-[2.5rem] leading-[1.05] font-extrabold text-balance text-transparent sm:text-6xl lg:text-[4.25rem]"
        >
          {t('site.home.heroTitle')}
        </h1>
        <p className="mt-6 max-w-xl text-base leading-relaxed text-ink-200 sm:text-lg">
          {t('site.home.heroText')}
        </p>
        <div className="mt-9 flex w-full flex-col gap-4 sm:w-auto sm:flex-row sm:items-center">
          <LetsStartLink className="w-full sm:w-auto" />
        </div>
        <p className="mt-5 flex items-start gap-2 text-sm text-ink-300">
          <Sparkles className="mt-0.5 size-4 shrink-0 text-yellow" aria-hidden="true" />
          {isAuthenticated ? t('site.home.promoSignedIn') : t('site.home.promoSignedOut')}
        </p>
        <ul className="mt-8 flex flex-wrap gap-x-6 gap-y-3 border-t border-white/5 pt-6">
          {highlights.map((text) => (
            <li key={text} className="flex items-center gap-2 text-sm font-medium text-ink-200">
              <span className="inline-flex size-5 items-center justify-center rounded-full bg-success/15">
                <Check className="size-3.5 text-success" aria-hidden="true" />
              </span>
              {text}
            </li>
          ))}
        </ul>
      </div>
      <ChatPreview />
    </section>
  );
}
