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
function HelpLineRow({
  line,
  hasError,
  onChange,
  onRemove,
}: {
  line: THelpLine;
  hasError: boolean;
  onChange: (change: Partial<THelpLine>) => void;
  onRemove: () => void;
}) {
  const { t } = useTranslation();
  const text = (key: HelpLinesText) => t(`admin.console.settings.helpLines.${key}`);
  return (
    <div className="flex flex-wrap items-end gap-2 pl-3">
      <HelpTextInput
        label={text('label')}
        value={line.label}
        hasError={hasError}
        onInput={(next) => onChange({ label: next })}
        className="min-w-40 flex-1"
      />
      <HelpTextInput
        label={text('tel')}
        value={line.tel}
        hasError={hasError}
        onInput={(next) => onChange({ tel: next.trim() ? next : null })}
        className="w-36"
      />
      <HelpTextInput
        label={text('sms')}
        value={line.sms}
        hasError={hasError}
        onInput={(next) => onChange({ sms: next.trim() ? next : null })}
        className="w-36"
      />
      <IconButton label={text('removeLine')} onClick={onRemove}>
        <Trash2 className="size-4" aria-hidden="true" />
      </IconButton>
    </div>
  );
}

/** One country: its code, emergency number and lines, each line removable. */
function HelpCountry({
  entry,
  hasError,
  onChange,
  onRemove,
}: {
  entry: THelpCountry;
  hasError: boolean;
  onChange: (change: Partial<THelpCountry>) => void;
  onRemove: () => void;
}) {
  const { t } = useTranslation();
  const text = (key: HelpLinesText) => t(`admin.console.settings.helpLines.${key}`);
  const updateLine = (lineIndex: number, change: Partial<THelpLine>) =>
    onChange({
      lines: entry.lines.map((line, at) => (at === lineIndex ? { ...line, ...change } : line)),
    });
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
          line={line}
          hasError={hasError}
          onChange={(change) => updateLine(lineIndex, change)}
          onRemove={() => onChange({ lines: entry.lines.filter((_, at) => at !== lineIndex) })}
        />
      ))}
      {entry.lines.length < helpLinesLimits.linesPerCountry ? (
        <Button
          size="sm"
          variant="ghost"
          className="self-start"
          onClick={() => onChange({ lines: [...entry.lines, emptyLine] })}
        >
          <Plus className="size-4" aria-hidden="true" />
          {text('addLine')}
        </Button>
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
  const { t } = useTranslation();
  const entries = parse(value);
  const save = (next: THelpResources) => onChange(JSON.stringify(next));
  const updateEntry = (index: number, change: Partial<THelpCountry>) =>
    save(entries.map((entry, at) => (at === index ? { ...entry, ...change } : entry)));
  const text = (key: HelpLinesText) => t(`admin.console.settings.helpLines.${key}`);

  return (
    <div className="flex flex-col gap-3" data-testid="help-lines-editor">
      <ActionError message={error} />
      {entries.map((entry, index) => (
        <HelpCountry
          key={index}
          entry={entry}
          hasError={Boolean(error)}
          onChange={(change) => updateEntry(index, change)}
          onRemove={() => save(entries.filter((_, at) => at !== index))}
        />
      ))}
      {entries.length < helpLinesLimits.countries ? (
        <Button
          size="sm"
          variant="secondary"
          className="self-start"
          onClick={() => save([...entries, { country: '', emergency: '112', lines: [] }])}
        >
          <Plus className="size-4" aria-hidden="true" />
          {text('addCountry')}
        </Button>
      ) : null}
    </div>
  );
}
