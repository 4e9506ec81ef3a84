import { useTranslation } from 'react-i18next';
import { ContentEditor } from './content-editor';
import { useSharedContentParts } from './shared-content-parts';

/** Social links in the footer. */
export function SocialLinksSection() {
  const { t } = useTranslation();
  const { positionColumn, positionField } = useSharedContentParts();
  return (
    <ContentEditor
      path="social-links"
      caption={t('admin.console.content.nav.social')}
      columns={[
        { id: 'title', accessorKey: 'title', header: t('admin.console.content.social.title') },
        { id: 'link', accessorKey: 'link', header: t('admin.console.content.social.link') },
        positionColumn,
      ]}
      fields={[
        { name: 'title', label: t('admin.console.content.social.title'), kind: 'text' },
        {
          name: 'link',
          label: t('admin.console.content.social.link'),
          kind: 'text',
          initial: 'https://',
        },
        { name: 'img', label: t('admin.console.content.social.img'), kind: 'text' },
        positionField,
      ]}
      nameOf={(link) => link.title}
    />
  );
}
