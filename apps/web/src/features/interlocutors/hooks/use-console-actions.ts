import { interlocutorErrorCodes, type TInterlocutorConsole } from '@parlor/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { isApiError } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { acceptRequest, consoleKey, setAvailability } from '../api/console';

/**
 * The console's two actions: switching availability (shown at once, then asked again) and
 * accepting a waiting request (opening its chat); `acceptingId` while an accept is under way.
 */
export function useConsoleActions() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [acceptingId, setAcceptingId] = useState<number | null>(null);

  const toggle = async (isAvailable: boolean) => {
    queryClient.setQueryData<TInterlocutorConsole>(consoleKey, (current) =>
      current ? { ...current, is_available: isAvailable } : current,
    );
    try {
      await setAvailability(isAvailable);
    } catch (error) {
      toast.error(isApiError(error) ? error.message : t('common.genericError'));
    }
    void queryClient.invalidateQueries({ queryKey: consoleKey });
  };

  const accept = async (requestId: number) => {
    setAcceptingId(requestId);
    try {
      const topic = await acceptRequest(requestId);
      void navigate(`/topics/${topic.id}/chat`);
    } catch (error) {
      if (isApiError(error) && error.code === interlocutorErrorCodes.requestTaken) {
        toast.info(t('interlocutors.console.taken'));
      } else {
        toast.error(isApiError(error) ? error.message : t('common.genericError'));
      }
      void queryClient.invalidateQueries({ queryKey: consoleKey });
    } finally {
      setAcceptingId(null);
    }
  };

  return { acceptingId, toggle, accept };
}
