import { ZChannelStatusSchema, okEnvelope, type TUserProfile } from '@parlor/contracts';
import { profileQueryKey } from '../../../lib/auth';
import { api } from '../../../lib/api-client';
import { queryClient } from '../../../lib/query-client';

/** `POST /api/user/become-channel`; the cached profile follows the answer at once. */
export async function buyChannelStatus() {
  const answer = await api.post('/user/become-channel', {
    schema: okEnvelope(ZChannelStatusSchema),
  });
  const status = answer.payload;
  queryClient.setQueryData<TUserProfile>(profileQueryKey, (profile) =>
    profile
      ? {
          ...profile,
          balance: status.balance,
          points: status.points,
          is_channel: status.is_channel,
          channel_expire_at: status.channel_expire_at,
        }
      : profile,
  );
  void queryClient.invalidateQueries({ queryKey: profileQueryKey });
  return answer;
}
