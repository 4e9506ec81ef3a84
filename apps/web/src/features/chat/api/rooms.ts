import { ZRoomSchema, okEnvelope, timing } from '@parlor/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../lib/api-client';
import { usePreferences } from '../../../lib/preferences';
import { chatKeys } from './query-keys';

export async function fetchRooms() {
  return (
    await api.get('/rooms/index', {
      schema: okEnvelope(z.array(ZRoomSchema)),
      timeoutMs: timing.chatCallTimeoutMs,
    })
  ).payload;
}

export function roomsQuery(languageId: number | null) {
  return queryOptions({
    queryKey: [...chatKeys.rooms(), languageId],
    queryFn: fetchRooms,
    staleTime: 15_000,
  });
}

/** Every room with its open topics count, titles in the chosen language. */
export function useRooms() {
  const { languageId } = usePreferences();
  return useQuery(roomsQuery(languageId));
}
