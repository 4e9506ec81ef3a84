import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { cn } from '../../../lib/cn';

/** The Parlor mark and word, linking home. */
export function Logo({ className, compact = false }: { className?: string; compact?: boolean }) {
  const { t } = useTranslation();
  return (
    <Link
      to="/"
      aria-label={t('site.nav.logoLabel')}
      className={cn('group inline-flex items-center gap-2.5 rounded-xl', className)}
    >
      <img
        src="/favicon.svg"
        alt=""
        width={36}
        height={36}
        className={cn(
          'transition-transform duration-200 group-hover:-rotate-6',
          compact ? 'size-8' : 'size-9',
        )}
      />
      <span
        className={cn(
          'font-display font-extrabold tracking-tight text-white',
          compact ? 'text-lg' : 'text-xl',
        )}
      >
        {t('common.appName')}
      </span>
    </Link>
  );
}
