import { useTranslation } from 'react-i18next';
import type { FieldSpec } from './content-form';

/**
 * What most content lists have in common, in the console's language: the id and position
 * columns of the table and the position field of the form.
 */
export function useSharedContentParts() {
  const { t } = useTranslation();
  const position = t('admin.console.content.common.position');
  return {
    idColumn: { id: 'id', accessorKey: 'id', header: t('admin.console.users.id') } as const,
    positionColumn: { id: 'position', accessorKey: 'position', header: position } as const,
    positionField: {
      name: 'position',
      label: position,
      kind: 'number',
      initial: '0',
    } satisfies FieldSpec,
  };
}
