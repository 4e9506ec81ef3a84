import { useTranslation } from 'react-i18next';
import { NavLink, Navigate, Route, Routes } from 'react-router';
import { cn } from '../../../../lib/cn';
import { BundlesSection } from './bundles-section';
import { CurrenciesSection } from './currencies-section';
import { FaqSection } from './faq-section';
import { LanguagesSection } from './languages-section';
import { RoomsSection } from './rooms-section';
import { SocialLinksSection } from './social-links-section';
import { StaticPagesSection } from './static-pages-section';

const sections = [
  { path: 'rooms', element: <RoomsSection /> },
  { path: 'bundles', element: <BundlesSection /> },
  { path: 'currencies', element: <CurrenciesSection /> },
  { path: 'languages', element: <LanguagesSection /> },
  { path: 'faq', element: <FaqSection /> },
  { path: 'pages', element: <StaticPagesSection /> },
  { path: 'social', element: <SocialLinksSection /> },
] as const;

/** Site content (admins only): one sub-tab per kind of content. */
export function ContentPage() {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col gap-6">
      <nav aria-label={t('admin.console.content.nav.label')} className="overflow-x-auto">
        <ul className="flex flex-wrap gap-2">
          {sections.map((section) => (
            <li key={section.path}>
              <NavLink
                to={`/admin/content/${section.path}`}
                className={({ isActive }) =>
                  cn(
                    'inline-flex h-9 items-center rounded-lg border px-3 text-sm font-semibold whitespace-nowrap transition focus-visible:outline-2 focus-visible:outline-accent',
                    isActive
                      ? 'border-accent bg-accent/15 text-white'
                      : 'border-ink-700 text-ink-200 hover:bg-ink-800',
                  )
                }
              >
                {t(`admin.console.content.nav.${section.path}`)}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <Routes>
        {sections.map((section) => (
          <Route key={section.path} path={section.path} element={section.element} />
        ))}
        <Route path="*" element={<Navigate to="rooms" replace />} />
      </Routes>
    </div>
  );
}
