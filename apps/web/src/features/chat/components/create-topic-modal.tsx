import { limits } from '@parlor/contracts';
import { Coins } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { SelectField, TextField } from '../../../components/ui/field';
import { Modal } from '../../../components/ui/modal';
import { formatNumber } from '../../../lib/format';
import { useRooms } from '../api/rooms';
import { useCreateTopicForm } from '../hooks/use-create-topic-form';
import { CreateTopicChannelFields } from './create-topic-channel-fields';
import { CreateTopicFailures } from './create-topic-failures';
import { SeatPolicyPicker } from './seat-policy-picker';
import '../texts';

/**
 * Create topic (spec §2): name with a 50-character counter, room, the cost in points and,
 * for channel users, text style and colour. Success opens the new chat.
 */
export function CreateTopicModal({ onClose, roomId }: { onClose: () => void; roomId?: number }) {
  const { t } = useTranslation();
  const rooms = useRooms();
  const { form, watched, isChannel, cost, balance, canAfford, failure, onSubmit } =
    useCreateTopicForm({ onClose, roomId });
  const { register, setValue } = form;
  const { errors, isSubmitting } = form.formState;
  const { title, look, color, roomValue, seatPolicy } = watched;

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
          <CreateTopicChannelFields
            title={title}
            look={look}
            color={color}
            onLookChange={(next) => setValue('text_look', next, { shouldValidate: true })}
            onColorChange={(next) => setValue('color', next, { shouldValidate: true })}
            lookError={errors.text_look?.message}
            colorError={errors.color?.message}
          />
        ) : null}

        <TopicCost cost={cost} balance={balance} />

        <CreateTopicFailures
          failure={failure}
          canAfford={canAfford}
          cost={cost}
          onClose={onClose}
        />

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

/** What the topic costs, and the balance when known. */
function TopicCost({ cost, balance }: { cost: number; balance: number | undefined }) {
  const { t } = useTranslation();
  return (
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
  );
}
