import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useContentList } from '../../api/content-api';

/** A text in each site language, keyed by language code. */
export type Localized = Record<string, string>;

/** Picks a localised text in the console's language, else English. */
export function useLocalized() {
  const { i18n } = useTranslation();
  return (text: Localized) => text[i18n.language] ?? text.en ?? '';
}

/**
 * A localised text in the console's language with the languages it still lacks; `checked` is
 * the text whose languages count, when that is another one of the row (a page's content).
 */
export function LocalizedName({
  text,
  checked = text,
  children,
}: {
  text: Localized;
  checked?: Localized;
  /** Marks shown after it, such as a page's legal role. */
  children?: ReactNode;
}) {
  const pick = useLocalized();
  return (
    <>
      {pick(text)}
      <MissingLanguages text={checked} />
      {children}
    </>
  );
}

/** A missing language of a localised text, shown beside it. */
export function MissingLanguages({ text }: { text: Localized }) {
  const { t } = useTranslation();
  const languages = useContentList('languages').data ?? [];
  const missing = languages.filter((row) => !text[row.code]).map((row) => row.code);
  if (missing.length === 0) return null;
  return (
    <span className="ml-2 inline-block rounded bg-warning/15 px-1.5 py-0.5 text-xs font-semibold text-warning">
      {t('admin.console.content.translations.missing')}: {missing.join(', ')}
    </span>
  );
}
