import { Mail, Phone } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { cn } from '../../../lib/cn';
import { useSettings, useStaticPages } from '../../../lib/site-data';
import { useSocialLinks } from '../api/get-social-links';
import { reopenCookieBanner } from '../cookies/consent';
import { Logo } from './logo';
import { PaymentBadges } from './payment-badges';

const linkClasses =
  'rounded-md text-sm text-ink-300 transition hover:text-white focus-visible:text-white';

function FooterColumn({
  title,
  children,
  className,
}: {
  title: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <div className={className}>
      <h2 className="mb-4 font-display text-sm font-bold tracking-wide text-white">{title}</h2>
      {children}
    </div>
  );
}

/** Social links with their images, each opening in a new tab. */
function SocialLinks() {
  const { t } = useTranslation();
  const { data: socialLinks } = useSocialLinks();
  if (!socialLinks || socialLinks.length === 0) return null;
  return (
    <div>
      <h2 className="sr-only">{t('site.footer.follow')}</h2>
      <ul className="flex flex-wrap gap-2">
        {socialLinks.map((social) => (
          <li key={social.id}>
            <a
              href={social.link}
              target="_blank"
              rel="noopener noreferrer"
              title={social.title}
              aria-label={t('site.footer.opensInNewTab', { title: social.title })}
              className="inline-flex size-10 items-center justify-center rounded-xl border border-ink-700 bg-ink-850 transition hover:-translate-y-0.5 hover:border-accent hover:bg-accent-soft"
            >
              <img
                src={social.img}
                alt={social.title}
                width={18}
                height={18}
                className="size-[18px]"
              />
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The ways to reach support: how each links, its icon, and what it is for screen readers. */
const contactChannels = {
  phone: {
    href: (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`,
    icon: Phone,
    kind: 'site.footer.phone',
    className: '',
  },
  email: {
    href: (email: string) => `mailto:${email}`,
    icon: Mail,
    kind: 'site.footer.email',
    className: 'break-all',
  },
} as const;

/** A way to reach support, when the settings give one: its icon, its kind (read out), its value. */
function ContactLink({
  channel,
  value,
}: {
  channel: keyof typeof contactChannels;
  value: string | null | undefined;
}) {
  const { t } = useTranslation();
  if (!value) return null;
  const { href, icon: Icon, kind, className } = contactChannels[channel];
  return (
    <li>
      <a
        href={href(value)}
        className={cn(linkClasses, 'inline-flex items-center gap-2', className)}
      >
        <Icon className="size-4 shrink-0 text-ink-300" aria-hidden="true" />
        <span className="sr-only">{t(kind)}: </span>
        {value}
      </a>
    </li>
  );
}

/** Support phone and e-mail from settings, and the way back to the cookie choice. */
function SupportColumn() {
  const { t } = useTranslation();
  const { data: settings } = useSettings();
  return (
    <FooterColumn title={t('site.footer.support')} className="col-span-2 sm:col-span-1">
      <ul className="flex flex-col gap-3">
        <ContactLink channel="phone" value={settings?.support_phone} />
        <ContactLink channel="email" value={settings?.support_email} />
        <li>
          <button type="button" onClick={reopenCookieBanner} className={linkClasses}>
            {t('site.footer.cookieSettings')}
          </button>
        </li>
      </ul>
    </FooterColumn>
  );
}

/** The copyright line and the payment badges. */
function FooterBottom({ company }: { company: string }) {
  const { t } = useTranslation();
  return (
    <div className="border-t border-white/5">
      <div className="mx-auto flex max-w-7xl flex-col-reverse gap-5 px-4 py-6 sm:flex-row sm:items-center sm:justify-between sm:px-6">
        <p className="text-xs text-ink-300">
          {t('site.footer.rights', { year: new Date().getFullYear(), company })}
        </p>
        <div className="flex flex-wrap items-center gap-3">
          <span className="text-xs font-medium text-ink-300">{t('site.footer.payments')}</span>
          <PaymentBadges />
        </div>
      </div>
    </div>
  );
}

/**
 * The site footer (spec §2): requisites lines and support contacts from settings, links to
 * the static pages, social links with their images, payment badges and the copyright.
 */
export function Footer(_props: { variant?: 'default' | 'compact' }) {
  const { t } = useTranslation();
  const { data: settings } = useSettings();
  const { data: pages } = useStaticPages();
  const requisites = settings?.requisites.filter((line) => line.trim() !== '') ?? [];
  const company = requisites[0] ?? t('common.appName');

  return (
    <footer className="relative mt-16 border-t border-white/5 bg-ink-950/60">
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-x-0 top-0 h-px bg-[linear-gradient(90deg,transparent,rgb(0_119_255/0.6),rgb(141_92_246/0.6),transparent)]"
      />
      <div className="mx-auto grid max-w-7xl grid-cols-2 gap-x-6 gap-y-10 px-4 pt-14 pb-10 sm:px-6 lg:grid-cols-[1.4fr_1fr_1fr_1fr] lg:gap-12">
        <div className="col-span-2 flex flex-col gap-4 sm:col-span-1">
          <Logo />
          <p className="max-w-xs text-sm leading-relaxed text-ink-300">
            {t('site.footer.tagline')}
          </p>
          <SocialLinks />
        </div>

        <SupportColumn />

        <FooterColumn title={t('site.footer.legal')}>
          {pages && pages.length > 0 ? (
            <ul className="flex flex-col gap-3">
              {pages.map((page) => (
                <li key={page.id}>
                  <Link to={`/${page.slug}`} className={linkClasses}>
                    {page.title}
                  </Link>
                </li>
              ))}
            </ul>
          ) : null}
        </FooterColumn>

        <FooterColumn title={t('site.footer.company')}>
          {requisites.length > 0 ? (
            <address className="flex flex-col gap-1.5 text-sm leading-relaxed text-ink-300 not-italic">
              {requisites.map((line) => (
                <span key={line}>{line}</span>
              ))}
            </address>
          ) : null}
        </FooterColumn>
      </div>

      <FooterBottom company={company} />
    </footer>
  );
}
