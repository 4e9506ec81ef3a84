import { useTranslation } from 'react-i18next';
import { ContentEditor } from './content-editor';

/** FAQ entries: localised question and HTML answer. */
export function FaqSection() {
  const { t } = useTranslation();
  return (
    <ContentEditor
      path="faq"
      columns={['id', 'question', 'position']}
      fields={[
        { name: 'question', label: t('admin.console.content.faq.question'), kind: 'localizedText' },
        { name: 'answer', label: t('admin.console.content.faq.answer'), kind: 'localizedHtml' },
        'position',
      ]}
      name="question"
    />
  );
}
