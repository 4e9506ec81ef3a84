import { ZAdminRoomSchema } from '@parlor/contracts';
import { useTranslation } from 'react-i18next';
import { ContentEditor } from './content-editor';
import { MissingLanguages, useLocalized } from './localized-text';

/** Rooms: localised title and order; a room with topics is not deleted. */
export function RoomsSection() {
  const { t } = useTranslation();
  const pick = useLocalized();
  return (
    <ContentEditor
      path="rooms"
      item={ZAdminRoomSchema}
      caption={t('admin.console.content.nav.rooms')}
      columns={[
        { id: 'id', accessorKey: 'id', header: t('admin.console.users.id') },
        {
          id: 'title',
          header: t('admin.console.content.rooms.title'),
          cell: ({ row }) => (
            <>
              {pick(row.original.title)}
              <MissingLanguages text={row.original.title} />
            </>
          ),
        },
        { id: 'topics', accessorKey: 'topics', header: t('admin.console.content.rooms.topics') },
        {
          id: 'position',
          accessorKey: 'position',
          header: t('admin.console.content.common.position'),
        },
      ]}
      fields={[
        { name: 'title', label: t('admin.console.content.rooms.title'), kind: 'localized' },
        { name: 'position', label: t('admin.console.content.common.position'), kind: 'number' },
      ]}
      blank={{ title: {}, position: '0' }}
      toDraft={(room) => ({ title: room.title, position: String(room.position) })}
      nameOf={(room) => pick(room.title)}
      canDelete={(room) => room.topics === 0}
    />
  );
}
