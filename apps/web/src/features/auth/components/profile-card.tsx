import { AsYouType } from 'libphonenumber-js/min';
import { Mail, MailWarning, Phone } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Avatar } from '../../../components/ui/avatar';
import { Card } from '../../../components/ui/card';
import { RetryError } from '../../../components/ui/query-content';
import { LoadingBlock } from '../../../components/ui/spinner';
import { useProfile } from '../../../lib/auth';
import { formatShortDate } from '../../../lib/format';
import { fullName } from '../lib/full-name';
import '../texts';

function InfoRow({
  icon,
  label,
  children,
}: {
  icon: ReactNode;
  label: string;
  children: ReactNode;
}) {
  return (
    // A group of a `dl` holds only its dt and dd: the icon sits inside the dt.
    <div className="relative rounded-2xl bg-ink-800/80 py-3 pr-4 pl-11">
      <dt className="text-xs font-medium tracking-wide text-ink-400 uppercase">
        <span
          aria-hidden="true"
          className="absolute top-1/2 left-4 -translate-y-1/2 text-ink-400 [&>svg]:size-4.5"
        >
          {icon}
        </span>
        {label}
      </dt>
      <dd className="truncate text-body text-ink-100">{children}</dd>
    </div>
  );
}

/** Profile info of the account page: avatar in its colour, nickname, read-only e-mail and phone. */
export function ProfileCard() {
  const { t, i18n } = useTranslation();
  const { data: profile, isPending, isError, error, refetch } = useProfile();

  if (isPending) {
    return (
      <Card>
        <LoadingBlock label={t('common.loading')} className="min-h-52" />
      </Card>
    );
  }
  if (isError) {
    return (
      <Card>
        <RetryError message={error.message || t('auth.errors.profileFetch')} onRetry={refetch} />
      </Card>
    );
  }

  const name = fullName(profile);
  return (
    <Card className="flex flex-col gap-6">
      <div className="flex items-center gap-4 sm:gap-5">
        <Avatar name={name} color={profile.avatar_color} size={72} />
        <div className="min-w-0">
          <p className="truncate font-display text-xl font-bold text-white sm:text-2xl">{name}</p>
          <p className="text-sm text-ink-300">
            {t('auth.account.memberSince', {
              date: formatShortDate(profile.created_at, i18n.language),
            })}
          </p>
        </div>
      </div>
      <dl className="flex flex-col gap-2.5">
        <InfoRow icon={<Mail />} label={t('auth.fields.email')}>
          {profile.email}
        </InfoRow>
        <InfoRow icon={<Phone />} label={t('auth.phone.label')}>
          {profile.phone ? (
            new AsYouType().input(profile.phone)
          ) : (
            <span className="text-ink-400">{t('auth.account.notSet')}</span>
          )}
        </InfoRow>
      </dl>
      {profile.email_verified ? null : (
        <div className="flex flex-wrap items-center justify-between gap-3 rounded-2xl border border-warning/40 bg-warning/10 px-4 py-3">
          <span className="flex items-center gap-2 text-sm font-medium text-ink-100">
            <MailWarning className="size-4.5 text-warning" aria-hidden="true" />
            {t('auth.account.unverified')}
          </span>
          <Link
            to="/email/verify?redirect=%2Faccount"
            className="rounded text-sm font-semibold text-accent hover:text-accent-hover hover:underline"
          >
            {t('auth.account.verifyNow')}
          </Link>
        </div>
      )}
    </Card>
  );
}
