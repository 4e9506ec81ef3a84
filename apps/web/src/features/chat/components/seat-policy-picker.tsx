import { seatPolicies, type TSeatPolicy } from '@parlor/contracts';
import { useTranslation } from 'react-i18next';
import { ChoiceFieldset, RadioTile } from '../../../components/ui/choice-fieldset';

/**
 * Who may take the seat of a topic: anyone, approved interlocutors only, or nobody.
 * `isLegendHidden`: the group's name is read out but not shown (a panel's title shows it).
 */
export function SeatPolicyPicker({
  value,
  onChange,
  disabled = false,
  isLegendHidden = false,
}: {
  value: TSeatPolicy;
  onChange: (policy: TSeatPolicy) => void;
  disabled?: boolean;
  isLegendHidden?: boolean;
}) {
  const { t } = useTranslation();
  const texts: Record<TSeatPolicy, { label: string; hint: string }> = {
    anyone: { label: t('chat.seat.anyone'), hint: t('chat.seat.anyoneHint') },
    interlocutors: { label: t('chat.seat.interlocutors'), hint: t('chat.seat.interlocutorsHint') },
    nobody: { label: t('chat.seat.nobody'), hint: t('chat.seat.nobodyHint') },
  };
  return (
    <ChoiceFieldset
      legend={t('chat.seat.title')}
      isLegendHidden={isLegendHidden}
      disabled={disabled}
    >
      {seatPolicies.map((policy) => (
        <RadioTile
          key={policy}
          name="seat_policy"
          value={policy}
          isChecked={value === policy}
          onSelect={() => onChange(policy)}
          className="flex cursor-pointer items-start gap-3 rounded-xl border px-3 py-2.5 text-sm transition"
          inputClassName="mt-0.5 accent-[var(--color-accent)]"
        >
          <span className="flex flex-col">
            <span className="font-medium text-ink-100">{texts[policy].label}</span>
            <span className="text-xs text-ink-400">{texts[policy].hint}</span>
          </span>
        </RadioTile>
      ))}
    </ChoiceFieldset>
  );
}
