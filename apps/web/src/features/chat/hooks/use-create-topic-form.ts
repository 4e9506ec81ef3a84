import { zodResolver } from '@hookform/resolvers/zod';
import {
  ZCreateTopicSchema,
  chatErrorCodes,
  pointsToCenti,
  type TCreateTopicInput,
} from '@parlor/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { isApiError } from '../../../lib/api-client';
import { profileQueryKey, useProfile } from '../../../lib/auth';
import { navigateTo } from '../../../lib/navigation';
import { useSettings } from '../../../lib/site-data';
import { toast } from '../../../lib/toast';
import { useServerErrors } from '../../../lib/use-server-errors';
import { chatKeys } from '../api/query-keys';
import { createTopic } from '../api/topics';
import { existingChatOf, type ExistingChat } from '../lib/chat-errors';
import { hasActiveChannel } from '../lib/channel';
import '../../../lib/zod-messages';

type FormInput = z.input<typeof ZCreateTopicSchema>;
type FormOutput = z.output<typeof ZCreateTopicSchema>;

/** The create-topic form's rules: the contract's, plus style and colour for channel users. */
function formSchema(isChannel: boolean) {
  return ZCreateTopicSchema.superRefine((value, context) => {
    if (!isChannel) return;
    if (!value.text_look)
      context.addIssue({
        code: 'custom',
        path: ['text_look'],
        message: 'chat.validation.textLookRequired',
      });
    if (!value.color)
      context.addIssue({
        code: 'custom',
        path: ['color'],
        message: 'chat.validation.colorRequired',
      });
  });
}

/** The server's field errors shown under the form's own fields. */
const serverFields = ['title', 'room_id', 'text_look', 'color'] as const;

/** Why the topic was not created, beyond a field's error. */
export type CreateTopicFailure =
  | { kind: 'points'; message: string }
  | { kind: 'existing'; existing: ExistingChat }
  | { kind: 'other'; message: string };

/**
 * The create-topic form: its fields (the room preselected), whether the user is a channel
 * user and can afford the topic, and the submit that opens the new chat or says why not.
 */
export function useCreateTopicForm({ onClose, roomId }: { onClose: () => void; roomId?: number }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const settings = useSettings();
  const profile = useProfile();
  const isChannel = hasActiveChannel(profile.data);
  const [failure, setFailure] = useState<CreateTopicFailure | null>(null);
  const schema = useMemo(() => formSchema(isChannel), [isChannel]);

  const form = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(schema),
    defaultValues: { title: '', room_id: roomId ? String(roomId) : '', seat_policy: 'anyone' },
  });
  const serverErrors = useServerErrors(form.setError, serverFields, { shouldFocus: false });
  const [title = '', look, color, roomValue, seatPolicy = 'anyone'] = useWatch({
    control: form.control,
    name: ['title', 'text_look', 'color', 'room_id', 'seat_policy'],
  });

  const cost = settings.data?.new_topic_cost ?? 0;
  const balance = profile.data?.balance;
  const canAfford = balance === undefined || pointsToCenti(balance) >= pointsToCenti(cost);

  const onSubmit = form.handleSubmit(async (values) => {
    setFailure(null);
    const input: TCreateTopicInput = isChannel
      ? values
      : { title: values.title, room_id: values.room_id, seat_policy: values.seat_policy };
    try {
      const answer = await createTopic(input);
      toast.success(answer.message ?? t('chat.success.topicCreated'));
      void queryClient.invalidateQueries({ queryKey: chatKeys.all });
      void queryClient.invalidateQueries({ queryKey: profileQueryKey });
      onClose();
      navigateTo(`/topics/${answer.payload.topic.id}/chat`);
    } catch (error) {
      const existing = existingChatOf(error);
      if (existing) return setFailure({ kind: 'existing', existing });
      if (isApiError(error) && error.code === chatErrorCodes.insufficientPoints)
        return setFailure({ kind: 'points', message: error.message });
      if (isApiError(error) && error.errors) {
        serverErrors.apply(error);
        return;
      }
      const message =
        isApiError(error) && error.message === 'Invalid response from server'
          ? t('chat.create.invalidResponse')
          : isApiError(error) && error.status < 500 && error.status > 0
            ? error.message
            : t('chat.create.failed');
      setFailure({ kind: 'other', message });
    }
  });

  const watched = { title, look, color, roomValue, seatPolicy };
  return { form, watched, isChannel, cost, balance, canAfford, failure, onSubmit };
}
