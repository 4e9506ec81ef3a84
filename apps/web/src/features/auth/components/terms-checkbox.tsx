import type { TStaticPageSummary } from '@parlor/contracts';
import type { ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { Checkbox } from '../../../components/ui/field';

const linkClasses = 'font-semibold text-accent underline-offset-2 hover:underline';

/** "I accept the Terms and the Privacy Policy", the pages opening in a new tab. */
export function TermsCheckbox({
  terms,
  privacy,
  error,
  ...props
}: Omit<ComponentProps<'input'>, 'type'> & {
  terms: TStaticPageSummary;
  privacy: TStaticPageSummary;
  error?: string;
}) {
  const { t } = useTranslation();
  return (
    <Checkbox
      error={error}
      label={
        <>
          {t('auth.register.termsBefore')}
          <a href={`/${terms.slug}`} target="_blank" rel="noopener" className={linkClasses}>
            {terms.title}
          </a>
          {t('auth.register.termsAnd')}
          <a href={`/${privacy.slug}`} target="_blank" rel="noopener" className={linkClasses}>
            {privacy.title}
          </a>
          {t('auth.register.termsAfter')}
        </>
      }
      {...props}
    />
  );
}
