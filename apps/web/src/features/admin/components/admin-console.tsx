import type { TAdminMe } from '@parlor/contracts';
import { useTranslation } from 'react-i18next';
import { NavLink, Navigate, Route, Routes } from 'react-router';
import { LoadingBlock } from '../../../components/ui/spinner';
import { cn } from '../../../lib/cn';
import { useConsoleTexts } from '../api/console-texts';
import { ApplicationsPage } from './applications-page';
import { AuditPage } from './audit-page';
import { ConsoleRoleContext } from './console-role';
import { ContentPage } from './content/content-page';
import { DashboardPage } from './dashboard-page';
import { PayoutsPage } from './payouts-page';
import { InterlocutorStatsPage } from './interlocutor-stats-page';
import { ReportsPage } from './reports-page';
import { SafetyAlertsPage } from './safety-alerts-page';
import { SettingsPage } from './settings-page';
import { UserDetailPage } from './user-detail-page';
import { UsersPage } from './users-page';
import '../texts';

type Section = { path: string; label: string; adminOnly: boolean };

/**
 * The operator console (lazy-loaded under /admin): section navigation and the pages.
 * Moderators see users, reports and safety alerts only; the server refuses the rest to them too.
 */
export default function AdminConsole({ me }: { me: TAdminMe }) {
  const { t } = useTranslation();
  const { isReady } = useConsoleTexts();
  const isAdmin = me.role === 'admin';
  const sections: Section[] = [
    { path: 'dashboard', label: t('admin.console.nav.dashboard'), adminOnly: true },
    { path: 'reports', label: t('admin.console.nav.reports'), adminOnly: false },
    { path: 'alerts', label: t('admin.console.nav.alerts'), adminOnly: false },
    { path: 'users', label: t('admin.console.nav.users'), adminOnly: false },
    { path: 'interlocutors', label: t('admin.console.nav.interlocutors'), adminOnly: false },
    { path: 'applications', label: t('admin.console.nav.applications'), adminOnly: true },
    { path: 'payouts', label: t('admin.console.nav.payouts'), adminOnly: true },
    { path: 'settings', label: t('admin.console.nav.settings'), adminOnly: true },
    { path: 'content', label: t('admin.console.nav.content'), adminOnly: true },
    { path: 'audit', label: t('admin.console.nav.audit'), adminOnly: true },
  ];
  const visible = sections.filter((section) => isAdmin || !section.adminOnly);
  if (!isReady) return <LoadingBlock label={t('common.loading')} />;

  return (
    <ConsoleRoleContext.Provider value={me.role}>
      <div className="mx-auto flex w-full max-w-[1400px] flex-col gap-6 px-4 pt-8 pb-20 sm:px-6">
        <header className="flex flex-wrap items-baseline justify-between gap-2">
          <h1 className="font-display text-2xl font-extrabold text-white sm:text-3xl">
            {t('admin.console.title')}
          </h1>
          <span className="text-sm text-ink-300">
            {me.email} · {me.role}
          </span>
        </header>
        <nav aria-label={t('admin.console.nav.label')}>
          <ul className="flex flex-wrap gap-2">
            {visible.map((section) => (
              <li key={section.path}>
                <NavLink
                  to={`/admin/${section.path}`}
                  className={({ isActive }) =>
                    cn(
                      'inline-flex h-10 items-center rounded-xl px-4 text-sm font-semibold whitespace-nowrap transition focus-visible:outline-2 focus-visible:outline-accent',
                      isActive
                        ? 'bg-accent-strong text-white'
                        : 'bg-ink-800 text-ink-200 hover:bg-ink-750',
                    )
                  }
                >
                  {section.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        {/* The layout's <main> holds the console: one main landmark a page. */}
        <div data-testid="admin-section">
          <Routes>
            <Route index element={<Navigate to={isAdmin ? 'dashboard' : 'reports'} replace />} />
            <Route path="reports" element={<ReportsPage />} />
            <Route path="alerts" element={<SafetyAlertsPage />} />
            <Route path="users" element={<UsersPage />} />
            <Route path="users/:userId" element={<UserDetailPage />} />
            <Route path="interlocutors" element={<InterlocutorStatsPage />} />
            {isAdmin && (
              <>
                <Route path="dashboard" element={<DashboardPage />} />
                <Route path="applications" element={<ApplicationsPage />} />
                <Route path="payouts" element={<PayoutsPage />} />
                <Route path="settings" element={<SettingsPage />} />
                <Route path="content/*" element={<ContentPage />} />
                <Route path="audit" element={<AuditPage />} />
              </>
            )}
            <Route path="*" element={<Navigate to={isAdmin ? 'dashboard' : 'reports'} replace />} />
          </Routes>
        </div>
      </div>
    </ConsoleRoleContext.Provider>
  );
}
