import { useTranslation } from 'react-i18next';
import { ContentEditor } from './content-editor';

/** Rooms: localised title and order; a room with topics is not deleted. */
export function RoomsSection() {
  const { t } = useTranslation();
  return (
    <ContentEditor
      path="rooms"
      columns={[
        'id',
        'title',
        { id: 'topics', accessorKey: 'topics', header: t('admin.console.content.rooms.topics') },
        'position',
      ]}
      fields={[
        { name: 'title', label: t('admin.console.content.rooms.title'), kind: 'localized' },
        'position',
      ]}
      name="title"
      canDelete={(room) => room.topics === 0}
    />
  );
}
