import { Clock, MessageCircleHeart, ShieldCheck, Users, type LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ColorIconTile } from './color-icon-tile';
import { HomeSection } from './home-section';

const items = [
  {
    title: 'site.home.whyItems.anythingTitle',
    text: 'site.home.whyItems.anythingText',
    icon: MessageCircleHeart,
    color: '#E84AFF',
  },
  {
    title: 'site.home.whyItems.everyoneTitle',
    text: 'site.home.whyItems.everyoneText',
    icon: Users,
    color: '#28E2E8',
  },
  {
    title: 'site.home.whyItems.privateTitle',
    text: 'site.home.whyItems.privateText',
    icon: ShieldCheck,
    color: '#06DD7D',
  },
  {
    title: 'site.home.whyItems.alwaysTitle',
    text: 'site.home.whyItems.alwaysText',
    icon: Clock,
    color: '#F79E1B',
  },
] as const satisfies readonly { title: string; text: string; icon: LucideIcon; color: string }[];

/** Why you'll love it: the four promises of the landing page. */
export function WhySection() {
  const { t } = useTranslation();
  return (
    <HomeSection
      titleId="why-title"
      title={t('site.home.whyTitle')}
      intro={t('site.home.whyIntro')}
    >
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4 lg:gap-5">
        {items.map(({ title, text, icon: Icon, color }) => (
          <li
            key={title}
            className="group relative flex items-start gap-4 overflow-hidden rounded-[var(--radius-card)] border border-ink-700/80 bg-ink-850/80 p-5 transition duration-200 hover:-translate-y-1 hover:border-ink-600 sm:block sm:p-6"
          >
            <div
              aria-hidden="true"
              className="absolute -top-16 -right-16 size-40 rounded-full opacity-20 blur-2xl transition-opacity group-hover:opacity-35"
              style={{ background: color }}
            />
            <ColorIconTile
              icon={Icon}
              color={color}
              isLarge
              className="inline-flex shrink-0 sm:mb-5"
            />
            <div className="relative min-w-0">
              <h3 className="font-display text-lg font-bold text-white">{t(title)}</h3>
              <p className="mt-1.5 text-body leading-relaxed text-ink-300 sm:mt-2">{t(text)}</p>
            </div>
          </li>
        ))}
      </ul>
    </HomeSection>
  );
}
