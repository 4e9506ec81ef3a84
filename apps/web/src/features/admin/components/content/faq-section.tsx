import { ZAdminFaqSchema } from '@parlor/contracts';
import { useTranslation } from 'react-i18next';
import { ContentEditor } from './content-editor';
import { MissingLanguages, useLocalized } from './localized-text';

/** FAQ entries: localised question and HTML answer. */
export function FaqSection() {
  const { t } = useTranslation();
  const pick = useLocalized();
  return (
    <ContentEditor
      path="faq"
      item={ZAdminFaqSchema}
      caption={t('admin.console.content.nav.faq')}
      columns={[
        { id: 'id', accessorKey: 'id', header: t('admin.console.users.id') },
        {
          id: 'question',
          header: t('admin.console.content.faq.question'),
          cell: ({ row }) => (
            <>
              {pick(row.original.question)}
              <MissingLanguages text={row.original.question} />
            </>
          ),
        },
        {
          id: 'position',
          accessorKey: 'position',
          header: t('admin.console.content.common.position'),
        },
      ]}
      fields={[
        { name: 'question', label: t('admin.console.content.faq.question'), kind: 'localizedText' },
        { name: 'answer', label: t('admin.console.content.faq.answer'), kind: 'localizedHtml' },
        { name: 'position', label: t('admin.console.content.common.position'), kind: 'number' },
      ]}
      blank={{ question: {}, answer: {}, position: '0' }}
      toDraft={(faq) => ({
        question: faq.question,
        answer: faq.answer,
        position: String(faq.position),
      })}
      nameOf={(faq) => pick(faq.question)}
    />
  );
}
