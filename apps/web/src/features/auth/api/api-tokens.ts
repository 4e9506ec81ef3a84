import {
  ZApiTokenListSchema,
  ZCreatedApiTokenSchema,
  okEnvelope,
  type TCreateApiTokenRequest,
} from '@parlor/contracts';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../lib/api-client';
import { queryClient } from '../../../lib/query-client';

const apiTokensQueryKey = ['api-tokens'] as const;

/** `GET /api/tokens`: the user's live API tokens (never the tokens themselves). */
export function useApiTokens() {
  return useQuery({
    queryKey: apiTokensQueryKey,
    queryFn: async () =>
      (await api.get('/tokens', { schema: okEnvelope(ZApiTokenListSchema) })).payload,
  });
}

/** `POST /api/tokens`: answers the new token in plain, this once. */
export async function createApiToken(values: TCreateApiTokenRequest) {
  const answer = await api.post('/tokens', {
    body: values,
    schema: okEnvelope(ZCreatedApiTokenSchema),
  });
  await queryClient.invalidateQueries({ queryKey: apiTokensQueryKey });
  return answer.payload;
}

/** `DELETE /api/tokens/{id}`: the token stops working at once. */
export async function revokeApiToken(id: number) {
  const answer = await api.delete(`/tokens/${id}`, { schema: okEnvelope(z.null()) });
  await queryClient.invalidateQueries({ queryKey: apiTokensQueryKey });
  return answer;
}
