import { ZAdminSocialLinkSchema } from '@parlor/contracts';
import { useTranslation } from 'react-i18next';
import { ContentEditor } from './content-editor';

/** Social links in the footer. */
export function SocialLinksSection() {
  const { t } = useTranslation();
  return (
    <ContentEditor
      path="social-links"
      item={ZAdminSocialLinkSchema}
      caption={t('admin.console.content.nav.social')}
      columns={[
        { id: 'title', accessorKey: 'title', header: t('admin.console.content.social.title') },
        { id: 'link', accessorKey: 'link', header: t('admin.console.content.social.link') },
        {
          id: 'position',
          accessorKey: 'position',
          header: t('admin.console.content.common.position'),
        },
      ]}
      fields={[
        { name: 'title', label: t('admin.console.content.social.title'), kind: 'text' },
        { name: 'link', label: t('admin.console.content.social.link'), kind: 'text' },
        { name: 'img', label: t('admin.console.content.social.img'), kind: 'text' },
        { name: 'position', label: t('admin.console.content.common.position'), kind: 'number' },
      ]}
      blank={{ title: '', link: 'https://', img: '', position: '0' }}
      toDraft={(link) => ({
        title: link.title,
        link: link.link,
        img: link.img,
        position: String(link.position),
      })}
      nameOf={(link) => link.title}
    />
  );
}
