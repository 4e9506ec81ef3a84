import { ZLocalizationsSchema, okEnvelope } from '@parlor/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { i18n } from '../../../lib/i18n';
import { usePreferences } from '../../../lib/preferences';

/**
 * `GET /api/admin/localizations`: the console's texts in the chosen language (as operators
 * edited them), merged over the bundled English. `/api/localizations` leaves them out, so
 * that they reach staff only. Ready once loaded or failed (the English ones stay then).
 */
export function useConsoleTexts(): { isReady: boolean } {
  const { languageId, languageCode } = usePreferences();
  const query = useQuery({
    queryKey: ['admin', 'localizations', languageId],
    queryFn: async () => {
      const answer = await api.get('/admin/localizations', {
        schema: okEnvelope(ZLocalizationsSchema),
        silent: true,
      });
      i18n.addResources(languageCode, 'translation', answer.payload);
      return true;
    },
    staleTime: Infinity,
    retry: false,
  });
  return { isReady: !query.isPending };
}
