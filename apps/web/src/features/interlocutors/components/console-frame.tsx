import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../../lib/cn';
import '../texts';

/**
 * The frame of `/interlocutor`, whether it shows the console or the application's state:
 * the console's title over the page's content, centred at `width`.
 */
export function ConsoleFrame({
  width,
  children,
}: {
  width: 'max-w-2xl' | 'max-w-6xl';
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <div className={cn('mx-auto w-full px-4 pt-8 pb-20 sm:px-6 lg:pt-12', width)}>
      <h1 className="font-display text-2xl font-bold text-white sm:text-3xl">
        {t('interlocutors.console.title')}
      </h1>
      {children}
    </div>
  );
}
