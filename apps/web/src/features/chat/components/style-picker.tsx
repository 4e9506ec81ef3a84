import { selectableTextLooks, topicColors } from '@parlor/contracts';
import { Check } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../../lib/cn';
import { translateMessage } from '../../../lib/i18n';
import { RadioOption } from '../../../components/ui/radio-option';
import { ChoiceFieldset, choiceTileClassName } from '../../../components/ui/choice-fieldset';

type Look = (typeof selectableTextLooks)[number];

/** Channel users' extras: text style (Normal, Bold, Italic) and a colour from the palette. */
export function StylePicker({
  look,
  color,
  onLookChange,
  onColorChange,
  lookError,
  colorError,
}: {
  look: Look | undefined;
  color: string | undefined;
  onLookChange: (look: Look) => void;
  onColorChange: (color: string) => void;
  lookError?: string;
  colorError?: string;
}) {
  return (
    <>
      <LookFieldset look={look} onChange={onLookChange} error={lookError} />
      <ColorFieldset color={color} onChange={onColorChange} error={colorError} />
    </>
  );
}

/** Text style: Normal, Bold or Italic, each shown in its style. */
function LookFieldset({
  look,
  onChange,
  error,
}: {
  look: Look | undefined;
  onChange: (look: Look) => void;
  error?: string;
}) {
  const { t } = useTranslation();
  const labels: Record<Look, string> = {
    normal: t('chat.create.normal'),
    bold: t('chat.create.bold'),
    italic: t('chat.create.italic'),
  };
  return (
    <ChoiceFieldset
      legend={t('chat.create.textStyle')}
      error={error ? translateMessage(error) : undefined}
    >
      <div role="radiogroup" className="grid grid-cols-3 gap-2">
        {selectableTextLooks.map((option) => (
          <RadioOption
            key={option}
            isChecked={look === option}
            onSelect={() => onChange(option)}
            className={cn(
              'h-11 rounded-xl border text-sm text-ink-100 transition',
              option === 'bold' && 'font-extrabold',
              option === 'italic' && 'italic',
              choiceTileClassName(look === option),
            )}
          >
            {labels[option]}
          </RadioOption>
        ))}
      </div>
    </ChoiceFieldset>
  );
}

/** Text colour: one of the palette's, the chosen one ticked. */
function ColorFieldset({
  color,
  onChange,
  error,
}: {
  color: string | undefined;
  onChange: (color: string) => void;
  error?: string;
}) {
  const { t } = useTranslation();
  return (
    <ChoiceFieldset
      legend={t('chat.create.textColor')}
      error={error ? translateMessage(error) : undefined}
    >
      <div role="radiogroup" className="flex flex-wrap gap-2">
        {topicColors.map((option) => (
          <RadioOption
            key={option.id}
            isChecked={color === option.hex}
            aria-label={option.id}
            title={option.id}
            onSelect={() => onChange(option.hex)}
            className={cn(
              'inline-flex size-9 items-center justify-center rounded-full ring-offset-2 ring-offset-ink-850 transition',
              color === option.hex ? 'ring-2 ring-white' : 'hover:scale-110',
            )}
            style={{ background: option.hex }}
          >
            {color === option.hex ? (
              <Check className="size-4 text-ink-950" aria-hidden="true" />
            ) : null}
          </RadioOption>
        ))}
      </div>
    </ChoiceFieldset>
  );
}
