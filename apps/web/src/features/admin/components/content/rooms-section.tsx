import { useTranslation } from 'react-i18next';
import { ContentEditor } from './content-editor';
import { LocalizedName, useLocalized } from './localized-text';
import { useSharedContentParts } from './shared-content-parts';

/** Rooms: localised title and order; a room with topics is not deleted. */
export function RoomsSection() {
  const { t } = useTranslation();
  const pick = useLocalized();
  const { idColumn, positionColumn, positionField } = useSharedContentParts();
  return (
    <ContentEditor
      path="rooms"
      caption={t('admin.console.content.nav.rooms')}
      columns={[
        idColumn,
        {
          id: 'title',
          header: t('admin.console.content.rooms.title'),
          cell: ({ row }) => <LocalizedName text={row.original.title} />,
        },
        { id: 'topics', accessorKey: 'topics', header: t('admin.console.content.rooms.topics') },
        positionColumn,
      ]}
      fields={[
        { name: 'title', label: t('admin.console.content.rooms.title'), kind: 'localized' },
        positionField,
      ]}
      nameOf={(room) => pick(room.title)}
      canDelete={(room) => room.topics === 0}
    />
  );
}
