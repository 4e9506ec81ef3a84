import type { ReactNode } from 'react';
import { Card } from '../../../components/ui/card';

/** The centred card the reset-password and e-mail verification pages sit in. */
export function AuthPageShell({
  icon,
  title,
  children,
}: {
  icon?: ReactNode;
  title: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="mx-auto flex w-full max-w-lg flex-col px-4 py-12 sm:py-20">
      <Card className="flex flex-col gap-5 sm:p-9">
        {icon ? (
          <span className="inline-flex size-14 items-center justify-center rounded-2xl bg-accent-soft text-accent [&>svg]:size-7">
            {icon}
          </span>
        ) : null}
        <h1 className="font-display text-2xl font-bold text-white sm:text-title">{title}</h1>
        {children}
      </Card>
    </div>
  );
}
