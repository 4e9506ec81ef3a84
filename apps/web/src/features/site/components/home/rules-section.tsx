import { Ban, EyeOff, MegaphoneOff, ShieldAlert, UserX, type LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ColorIconTile } from './color-icon-tile';
import { SectionHeading } from './section-heading';

/** The five house rules of spec §1, in their order. */
const rules = [
  {
    title: 'site.home.rules.noNamesTitle',
    text: 'site.home.rules.noNamesText',
    icon: UserX,
    color: '#0077FF',
  },
  {
    title: 'site.home.rules.noHistoryTitle',
    text: 'site.home.rules.noHistoryText',
    icon: EyeOff,
    color: '#8D5CF6',
  },
  {
    title: 'site.home.rules.noSpamTitle',
    text: 'site.home.rules.noSpamText',
    icon: Ban,
    color: '#F81A90',
  },
  {
    title: 'site.home.rules.noAdsTitle',
    text: 'site.home.rules.noAdsText',
    icon: MegaphoneOff,
    color: '#FF550B',
  },
  {
    title: 'site.home.rules.noDangerTitle',
    text: 'site.home.rules.noDangerText',
    icon: ShieldAlert,
    color: '#E43146',
  },
] as const satisfies readonly { title: string; text: string; icon: LucideIcon; color: string }[];

/** The house rules: No names, No history, No spam, No ads, No danger. */
export function RulesSection() {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="rules-title" className="relative py-16 sm:py-20 below-the-fold">
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-[radial-gradient(ellipse_at_center,rgb(141_92_246/0.10),transparent_65%)]"
      />
      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        <SectionHeading
          id="rules-title"
          title={t('site.home.rulesTitle')}
          intro={t('site.home.rulesIntro')}
        />
        <ol className="grid gap-4 sm:grid-cols-2 lg:grid-cols-5">
          {rules.map(({ title, text, icon: Icon, color }, index) => (
            <li
              key={title}
              data-testid="house-rule"
              className="relative flex items-start gap-4 rounded-[var(--radius-card)] border border-ink-700/80 bg-ink-850/80 p-5 last:sm:col-span-2 sm:flex-col sm:gap-0 sm:p-6 last:lg:col-span-1"
            >
              <div className="flex shrink-0 items-center justify-between sm:mb-5 sm:w-full">
                <ColorIconTile icon={Icon} color={color} className="inline-flex" />
                {/* A watermark, not text: drawn by CSS, so contrast checks (and readers)
                    leave it out, as WCAG does for pure decoration. */}
                <span
                  aria-hidden="true"
                  data-number={String(index + 1).padStart(2, '0')}
                  className="absolute top-4 right-5 font-display text-2xl font-extrabold text-ink-700 before:content-[attr(data-number)] sm:static sm:text-3xl"
                />
              </div>
              <div className="min-w-0 pr-10 sm:pr-0">
                <h3 className="font-display text-lg font-bold text-white">{t(title)}</h3>
                <p className="mt-1.5 text-body leading-relaxed text-ink-300 sm:mt-2">{t(text)}</p>
              </div>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
