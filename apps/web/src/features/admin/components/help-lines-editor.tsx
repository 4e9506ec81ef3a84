import {
  helpLinesLimits,
  type THelpCountry,
  type THelpLine,
  type THelpResources,
} from '@parlor/contracts';
import type { admin as english } from '@parlor/contracts/i18n/en/admin';
import { Plus, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button, IconButton } from '../../../components/ui/button';
import { controlClassName } from '../../../components/ui/field';
import { ActionError } from './console-controls';

/** The draft's JSON as records; a draft that does not parse starts empty. */
function parse(json: string): THelpResources {
  try {
    const value = JSON.parse(json) as unknown;
    return Array.isArray(value) ? (value as THelpResources) : [];
  } catch {
    return [];
  }
}

type HelpLinesText = keyof typeof english.console.settings.helpLines;

const emptyLine: THelpLine = { label: '', tel: null, sms: null };
/** A line's number to call and number to text; a blank one is none (null). */
const numberKeys = ['tel', 'sms'] as const;

/** The editor's texts by key. */
function useHelpLinesText() {
  const { t } = useTranslation();
  return (key: HelpLinesText) => t(`admin.console.settings.helpLines.${key}`);
}

/** The list with the item at `index` changed by `change`. */
function patchAt<TItem>(list: TItem[], index: number, change: Partial<TItem>): TItem[] {
  return list.map((item, at) => (at === index ? { ...item, ...change } : item));
}

/** The list without the item at `index`. */
function withoutAt<TItem>(list: TItem[], index: number): TItem[] {
  return list.filter((_, at) => at !== index);
}

/** One item of an edited list: its value, whether the list was refused, its change, its removal. */
interface ListItemEditorProps<TItem> {
  item: TItem;
  hasError: boolean;
  onChange: (change: Partial<TItem>) => void;
  onRemove: () => void;
}

/** The button under a list that adds an item to it. */
function AddButton({
  variant,
  onClick,
  children,
}: {
  variant: 'ghost' | 'secondary';
  onClick: () => void;
  children: string;
}) {
  return (
    <Button size="sm" variant={variant} className="self-start" onClick={onClick}>
      <Plus className="size-4" aria-hidden="true" />
      {children}
    </Button>
  );
}

/** One text input of the editor, labelled. */
function HelpTextInput({
  label,
  value,
  hasError,
  onInput,
  className = '',
}: {
  label: string;
  value: string | null;
  hasError: boolean;
  onInput: (next: string) => void;
  className?: string;
}) {
  return (
    <label className={`flex min-w-0 flex-col gap-1 text-xs text-ink-300 ${className}`}>
      {label}
      <input
        type="text"
        value={value ?? ''}
        onChange={(event) => onInput(event.target.value)}
        className={controlClassName(hasError, 'h-10 text-sm')}
      />
    </label>
  );
}

/** One line of a country: its label, a number to call and one to text. */
function HelpLineRow({ item: line, hasError, onChange, onRemove }: ListItemEditorProps<THelpLine>) {
  const text = useHelpLinesText();
  return (
    <div className="flex flex-wrap items-end gap-2 pl-3">
      <HelpTextInput
        label={text('label')}
        value={line.label}
        hasError={hasError}
        onInput={(next) => onChange({ label: next })}
        className="min-w-40 flex-1"
      />
      {numberKeys.map((key) => (
        <HelpTextInput
          key={key}
          label={text(key)}
          value={line[key]}
          hasError={hasError}
          onInput={(next) => onChange({ [key]: next.trim() ? next : null })}
          className="w-36"
        />
      ))}
      <IconButton label={text('removeLine')} onClick={onRemove}>
        <Trash2 className="size-4" aria-hidden="true" />
      </IconButton>
    </div>
  );
}

/** One country: its code, emergency number and lines, each line removable. */
function HelpCountry({
  item: entry,
  hasError,
  onChange,
  onRemove,
}: ListItemEditorProps<THelpCountry>) {
  const text = useHelpLinesText();
  return (
    <fieldset className="flex flex-col gap-2 rounded-xl border border-ink-700 p-3">
      <div className="flex items-end gap-2">
        <HelpTextInput
          label={text('country')}
          value={entry.country}
          hasError={hasError}
          onInput={(next) => onChange({ country: next.trim().toUpperCase() })}
          className="w-28 shrink-0"
        />
        <HelpTextInput
          label={text('emergency')}
          value={entry.emergency}
          hasError={hasError}
          onInput={(next) => onChange({ emergency: next })}
        />
        <IconButton label={text('removeCountry')} onClick={onRemove}>
          <Trash2 className="size-4" aria-hidden="true" />
        </IconButton>
      </div>
      {entry.lines.map((line, lineIndex) => (
        <HelpLineRow
          key={lineIndex}
          item={line}
          hasError={hasError}
          onChange={(change) => onChange({ lines: patchAt(entry.lines, lineIndex, change) })}
          onRemove={() => onChange({ lines: withoutAt(entry.lines, lineIndex) })}
        />
      ))}
      {entry.lines.length < helpLinesLimits.linesPerCountry ? (
        <AddButton variant="ghost" onClick={() => onChange({ lines: [...entry.lines, emptyLine] })}>
          {text('addLine')}
        </AddButton>
      ) : null}
    </fieldset>
  );
}

/**
 * The help lines per country (setting `ai_help_resources`) as a table: per country its code
 * (`*` for all others), emergency number and lines with a number to call and/or to text.
 * The server validates the whole and answers what is wrong.
 */
export function HelpLinesEditor({
  value,
  error,
  onChange,
}: {
  value: string;
  error?: string | undefined;
  onChange: (json: string) => void;
}) {
  const text = useHelpLinesText();
  const entries = parse(value);
  const save = (next: THelpResources) => onChange(JSON.stringify(next));

  return (
    <div className="flex flex-col gap-3" data-testid="help-lines-editor">
      <ActionError message={error} />
      {entries.map((entry, index) => (
        <HelpCountry
          key={index}
          item={entry}
          hasError={Boolean(error)}
          onChange={(change) => save(patchAt(entries, index, change))}
          onRemove={() => save(withoutAt(entries, index))}
        />
      ))}
      {entries.length < helpLinesLimits.countries ? (
        <AddButton
          variant="secondary"
          onClick={() => save([...entries, { country: '', emergency: '112', lines: [] }])}
        >
          {text('addCountry')}
        </AddButton>
      ) : null}
    </div>
  );
}
