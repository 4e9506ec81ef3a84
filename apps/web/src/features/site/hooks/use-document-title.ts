import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/** Sets the tab title (`<page> · Parlor`) while the page is shown. */
export function useDocumentTitle(
  title: string | undefined,
  options: { isFullTitle?: boolean } = {},
) {
  const { t } = useTranslation();
  const appName = t('common.appName');
  const { isFullTitle = false } = options;
  useEffect(() => {
    if (!title) return;
    document.title = isFullTitle ? title : `${title} · ${appName}`;
  }, [title, appName, isFullTitle]);
}
