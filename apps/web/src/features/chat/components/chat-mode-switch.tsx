import type { TChatMode } from '@parlor/contracts';
import { Bot, UserRound } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../../lib/cn';
import { RadioOption } from '../../../components/ui/radio-option';

/** The owner's switch between the AI and a person (spec §4, Chat mode). */
export function ChatModeSwitch({
  mode,
  isLocked,
  onChange,
}: {
  mode: TChatMode;
  /** A person holds the seat: the AI cannot take it. */
  isLocked: boolean;
  onChange: (mode: TChatMode) => void;
}) {
  const { t } = useTranslation();
  const options = [
    { value: 'ai' as const, label: t('chat.room.modeAi'), icon: Bot },
    { value: 'human' as const, label: t('chat.room.modeHuman'), icon: UserRound },
  ];
  return (
    <div>
      <div
        role="radiogroup"
        aria-label={t('chat.room.chatMode')}
        className="grid grid-cols-2 gap-1 rounded-xl bg-ink-800 p-1"
      >
        {options.map((option) => (
          <RadioOption
            key={option.value}
            isChecked={mode === option.value}
            disabled={isLocked && option.value !== mode}
            onSelect={() => option.value !== mode && onChange(option.value)}
            className={cn(
              'inline-flex h-9 items-center justify-center gap-1.5 rounded-lg text-sm font-semibold transition disabled:cursor-not-allowed disabled:opacity-40',
              mode === option.value
                ? 'bg-accent-strong text-white'
                : 'text-ink-300 hover:text-white',
            )}
          >
            <option.icon className="size-4" aria-hidden="true" />
            {option.label}
          </RadioOption>
        ))}
      </div>
      {isLocked ? <p className="mt-2 text-xs text-ink-400">{t('chat.room.modeLocked')}</p> : null}
    </div>
  );
}
