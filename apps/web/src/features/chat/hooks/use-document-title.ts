import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/** Sets the tab title (`<page> · Parlor`) while the page is shown. */
export function useDocumentTitle(title: string | undefined) {
  const { t } = useTranslation();
  const appName = t('common.appName');
  useEffect(() => {
    if (title) document.title = `${title} · ${appName}`;
  }, [title, appName]);
}
