import { ZHelpLinesAnswerSchema, okEnvelope } from '@parlor/contracts';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** The caller's help lines (their country's, chosen by the server), for the crisis card. */
export function helpLinesQuery(languageId: number | null) {
  return queryOptions({
    queryKey: ['help-lines', languageId],
    queryFn: async () =>
      (await api.get('/help-lines', { schema: okEnvelope(ZHelpLinesAnswerSchema) })).payload,
    staleTime: 10 * 60_000,
  });
}
