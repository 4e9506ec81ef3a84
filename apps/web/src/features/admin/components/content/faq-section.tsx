import { useTranslation } from 'react-i18next';
import { ContentEditor } from './content-editor';
import { LocalizedName, useLocalized } from './localized-text';
import { useSharedContentParts } from './shared-content-parts';

/** FAQ entries: localised question and HTML answer. */
export function FaqSection() {
  const { t } = useTranslation();
  const pick = useLocalized();
  const { idColumn, positionColumn, positionField } = useSharedContentParts();
  return (
    <ContentEditor
      path="faq"
      caption={t('admin.console.content.nav.faq')}
      columns={[
        idColumn,
        {
          id: 'question',
          header: t('admin.console.content.faq.question'),
          cell: ({ row }) => <LocalizedName text={row.original.question} />,
        },
        positionColumn,
      ]}
      fields={[
        { name: 'question', label: t('admin.console.content.faq.question'), kind: 'localizedText' },
        { name: 'answer', label: t('admin.console.content.faq.answer'), kind: 'localizedHtml' },
        positionField,
      ]}
      nameOf={(faq) => pick(faq.question)}
    />
  );
}
