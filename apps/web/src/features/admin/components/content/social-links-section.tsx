import { ZAdminSocialLinkSchema } from '@parlor/contracts';
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
      item={ZAdminSocialLinkSchema}
      caption={t('admin.console.content.nav.social')}
      columns={[
        { id: 'title', accessorKey: 'title', header: t('admin.console.content.social.title') },
        { id: 'link', accessorKey: 'link', header: t('admin.console.content.social.link') },
        positionColumn,
      ]}
      fields={[
        { name: 'title', label: t('admin.console.content.social.title'), kind: 'text' },
        { name: 'link', label: t('admin.console.content.social.link'), kind: 'text' },
        { name: 'img', label: t('admin.console.content.social.img'), kind: 'text' },
        positionField,
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
