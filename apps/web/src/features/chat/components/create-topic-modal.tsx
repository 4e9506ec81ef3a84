import { zodResolver } from '@hookform/resolvers/zod';
import {
  ZCreateTopicSchema,
  chatErrorCodes,
  limits,
  pointsToCenti,
  type TCreateTopicInput,
} from '@parlor/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { Coins, Sparkles } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { Button } from '../../../components/ui/button';
import { ErrorBox } from '../../../components/ui/feedback';
import { SelectField, TextField } from '../../../components/ui/field';
import { Modal } from '../../../components/ui/modal';
import { isApiError } from '../../../lib/api-client';
import { profileQueryKey, useProfile } from '../../../lib/auth';
import { formatNumber } from '../../../lib/format';
import { openModal } from '../../../lib/modals';
import { navigateTo } from '../../../lib/navigation';
import { useSettings } from '../../../lib/site-data';
import { toast } from '../../../lib/toast';
import { useServerErrors } from '../../../lib/use-server-errors';
import { useRooms } from '../api/rooms';
import { chatKeys } from '../api/query-keys';
import { createTopic } from '../api/topics';
import { existingChatOf, type ExistingChat } from '../lib/chat-errors';
import { hasActiveChannel } from '../lib/channel';
import { openExistingChat } from '../lib/open-existing-chat';
import { SeatPolicyPicker } from './seat-policy-picker';
import { StylePicker } from './style-picker';
import { TopicTitle } from './topic-title';
import '../../../lib/zod-messages';
import '../texts';

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

type Failure =
  | { kind: 'points'; message: string }
  | { kind: 'existing'; existing: ExistingChat }
  | { kind: 'other'; message: string };

/**
 * Create topic (spec §2): name with a 50-character counter, room, the cost in points and,
 * for channel users, text style and colour. Success opens the new chat.
 */
export function CreateTopicModal({ onClose, roomId }: { onClose: () => void; roomId?: number }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const rooms = useRooms();
  const settings = useSettings();
  const profile = useProfile();
  const isChannel = hasActiveChannel(profile.data);
  const [failure, setFailure] = useState<Failure | null>(null);
  const schema = useMemo(() => formSchema(isChannel), [isChannel]);

  const {
    register,
    handleSubmit,
    setError,
    setValue,
    control,
    formState: { errors, isSubmitting },
  } = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(schema),
    defaultValues: { title: '', room_id: roomId ? String(roomId) : '', seat_policy: 'anyone' },
  });
  const serverErrors = useServerErrors(setError, serverFields, { shouldFocus: false });
  const [title = '', look, color, roomValue, seatPolicy = 'anyone'] = useWatch({
    control,
    name: ['title', 'text_look', 'color', 'room_id', 'seat_policy'],
  });

  const cost = settings.data?.new_topic_cost ?? 0;
  const balance = profile.data?.balance;
  const canAfford = balance === undefined || pointsToCenti(balance) >= pointsToCenti(cost);
  const costText = t('chat.validation.notEnoughPointsForTopic', { cost: formatNumber(cost) });

  const onSubmit = handleSubmit(async (values) => {
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

  return (
    <Modal open onClose={onClose} title={t('chat.create.title')} maxWidth={560}>
      <form onSubmit={(event) => void onSubmit(event)} noValidate className="flex flex-col gap-5">
        <TextField
          label={t('chat.create.name')}
          placeholder={t('chat.create.namePlaceholder')}
          maxLength={limits.topicTitleMax}
          aside={`${title.length}/${limits.topicTitleMax}`}
          error={errors.title?.message}
          autoFocus
          {...register('title')}
        />
        <SelectField
          label={t('chat.create.room')}
          error={errors.room_id?.message}
          name="room_id"
          // Controlled: the rooms arrive after the form opens with the current room chosen.
          value={
            typeof roomValue === 'number' || typeof roomValue === 'string' ? String(roomValue) : ''
          }
          onChange={(event) =>
            setValue('room_id', event.target.value, { shouldValidate: Boolean(errors.room_id) })
          }
        >
          <option value="">{t('chat.create.selectRoom')}</option>
          {(rooms.data ?? []).map((room) => (
            <option key={room.id} value={room.id}>
              {room.title}
            </option>
          ))}
        </SelectField>

        <SeatPolicyPicker value={seatPolicy} onChange={(next) => setValue('seat_policy', next)} />

        {isChannel ? (
          <div className="flex flex-col gap-4 rounded-2xl border border-ink-700 bg-ink-800/60 p-4">
            <p className="flex items-center gap-2 text-sm font-semibold text-ink-100">
              <Sparkles className="size-4 text-yellow" aria-hidden="true" />
              {t('chat.create.channelOnly')}
            </p>
            <StylePicker
              look={look}
              color={color}
              onLookChange={(next) => setValue('text_look', next, { shouldValidate: true })}
              onColorChange={(next) => setValue('color', next, { shouldValidate: true })}
              lookError={errors.text_look?.message}
              colorError={errors.color?.message}
            />
            {title.trim() ? (
              <p
                className="rounded-xl bg-ink-900 px-4 py-3 text-base"
                aria-label={t('chat.create.preview')}
              >
                <TopicTitle
                  topic={{ title: title.trim(), text_look: look ?? 'normal', color: color ?? null }}
                />
              </p>
            ) : null}
          </div>
        ) : null}

        <div className="flex flex-wrap items-center justify-between gap-2 rounded-2xl bg-ink-800 px-4 py-3 text-sm">
          <span className="flex items-center gap-2 font-medium text-ink-100">
            <Coins className="size-4 text-yellow" aria-hidden="true" />
            {t('chat.create.cost', { cost: formatNumber(cost) })}
          </span>
          {balance !== undefined ? (
            <span className="text-ink-300">
              {t('chat.create.balance', { balance: formatNumber(balance) })}
            </span>
          ) : null}
        </div>

        {!canAfford || failure?.kind === 'points' ? (
          <ErrorBox message={failure?.kind === 'points' ? failure.message : costText}>
            <Button size="sm" variant="outline" onClick={() => openModal('topUp', {})}>
              {t('chat.create.topUp')}
            </Button>
          </ErrorBox>
        ) : null}
        {failure?.kind === 'existing' ? (
          <ErrorBox message={failure.existing.message}>
            {failure.existing.topicId !== undefined || failure.existing.title ? (
              <Button
                size="sm"
                onClick={() => {
                  onClose();
                  void openExistingChat(failure.existing);
                }}
              >
                {t('chat.create.openExisting')}
              </Button>
            ) : (
              <span className="text-sm text-ink-200">{t('chat.create.closeCurrentFirst')}</span>
            )}
          </ErrorBox>
        ) : null}
        {failure?.kind === 'other' ? <ErrorBox message={failure.message} /> : null}

        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button variant="outline" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" isLoading={isSubmitting} disabled={!canAfford}>
            {t('chat.create.submit')}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
