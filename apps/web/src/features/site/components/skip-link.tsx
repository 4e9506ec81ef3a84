import { useTranslation } from 'react-i18next';

/** The first focusable element: jumps keyboard users past the header to `#main`. */
export function SkipLink(_props: { variant?: 'default' | 'compact' }) {
  const { t } = useTranslation();
  return (
    <a
      href="#main"
      onClick={(event) => {
        const main = document.getElementById('main');
        if (!main) return;
        event.preventDefault();
        main.focus();
        main.scrollIntoView();
      }}
      className="sr-only z-[70] rounded-xl bg-accent-strong px-4 py-2.5 text-sm font-semibold text-white shadow-lg focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
    >
      {t('site.nav.skipToContent')}
    </a>
  );
}
