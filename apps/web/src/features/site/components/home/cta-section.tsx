import { useTranslation } from 'react-i18next';
import { LetsStartLink } from './lets-start-link';

/** The closing call to action with another `Let's start`. */
export function CtaSection() {
  const { t } = useTranslation();
  return (
    <section
      aria-labelledby="cta-title"
      className="mx-auto max-w-7xl px-4 pt-8 pb-4 sm:px-6 below-the-fold"
    >
      <div className="relative isolate overflow-hidden rounded-[2rem] border border-white/10 px-6 py-14 text-center sm:px-12 sm:py-20">
        <div
          aria-hidden="true"
          className="absolute inset-0 -z-10 bg-[linear-gradient(135deg,#0b3a8f_0%,#2a1a6e_50%,#4a0f63_100%)]"
        />
        <div
          aria-hidden="true"
          className="absolute -top-24 left-1/2 -z-10 h-72 w-[42rem] -translate-x-1/2 rounded-full bg-[radial-gradient(ellipse,rgb(40_226_232/0.25),transparent_70%)] blur-2xl"
        />
        <h2
          id="cta-title"
          className="mx-auto max-w-2xl font-display text-3xl font-extrabold text-white text-balance sm:text-5xl"
        >
          {t('site.home.ctaTitle')}
        </h2>
        <p className="mx-auto mt-5 max-w-xl text-base leading-relaxed text-ink-100 sm:text-lg">
          {t('site.home.ctaText')}
        </p>
        <LetsStartLink
          variant="secondary"
          className="mt-9 bg-white text-ink-900 hover:bg-ink-100"
        />
      </div>
    </section>
  );
}
