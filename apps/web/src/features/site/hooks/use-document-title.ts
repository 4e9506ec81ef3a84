import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * Sets the tab title (`<page> · Parlor`) while the page is shown, and puts the site's
 * own title back when the page goes away (pages of other features set none).
 */
export function useDocumentTitle(
  title: string | undefined,
  options: { isFullTitle?: boolean } = {},
) {
  const { t } = useTranslation();
  const appName = t('common.appName');
  const siteTitle = t('site.home.documentTitle');
  const { isFullTitle = false } = options;
  useEffect(() => {
    if (!title) return;
    document.title = isFullTitle ? title : `${title} · ${appName}`;
    return () => {
      document.title = siteTitle;
    };
  }, [title, appName, siteTitle, isFullTitle]);
}
