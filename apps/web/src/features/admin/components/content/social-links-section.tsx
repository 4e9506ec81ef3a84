import { useTranslation } from 'react-i18next';
import { ContentEditor } from './content-editor';

/** Social links in the footer. */
export function SocialLinksSection() {
  const { t } = useTranslation();
  return (
    <ContentEditor
      path="social-links"
      columns={['title', 'link', 'position']}
      fields={[
        { name: 'title', label: t('admin.console.content.social.title'), kind: 'text' },
        {
          name: 'link',
          label: t('admin.console.content.social.link'),
          kind: 'text',
          initial: 'https://',
        },
        { name: 'img', label: t('admin.console.content.social.img'), kind: 'text' },
        'position',
      ]}
      name="title"
    />
  );
}
