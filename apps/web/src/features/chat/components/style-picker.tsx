import { selectableTextLooks, topicColors } from '@parlor/contracts';
import { Check } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../../lib/cn';
import { translateMessage } from '../../../lib/i18n';
import { RadioOption } from '../../../components/ui/radio-option';

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
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-1.5 text-sm font-medium text-ink-200">
        {t('chat.create.textStyle')}
      </legend>
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
              look === option
                ? 'border-accent bg-accent-soft'
                : 'border-ink-600 bg-ink-800 hover:border-ink-400',
            )}
          >
            {labels[option]}
          </RadioOption>
        ))}
      </div>
      {error ? (
        <p role="alert" className="text-fine font-medium text-danger">
          {translateMessage(error)}
        </p>
      ) : null}
    </fieldset>
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
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-1.5 text-sm font-medium text-ink-200">
        {t('chat.create.textColor')}
      </legend>
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
      {error ? (
        <p role="alert" className="text-fine font-medium text-danger">
          {translateMessage(error)}
        </p>
      ) : null}
    </fieldset>
  );
}
