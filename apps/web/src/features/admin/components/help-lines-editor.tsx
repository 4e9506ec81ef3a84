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
  const updateLine = (index: number, lineIndex: number, change: Partial<THelpLine>) =>
    updateEntry(index, {
      lines: entries[index]!.lines.map((line, at) =>
        at === lineIndex ? { ...line, ...change } : line,
      ),
    });
  const text = (key: HelpLinesText) => t(`admin.console.settings.helpLines.${key}`);
  const input = (
    label: string,
    current: string | null,
    onInput: (next: string) => void,
    className = '',
  ) => (
    <label className={`flex min-w-0 flex-col gap-1 text-xs text-ink-300 ${className}`}>
      {label}
      <input
        type="text"
        value={current ?? ''}
        onChange={(event) => onInput(event.target.value)}
        className={controlClassName(Boolean(error), 'h-10 text-sm')}
      />
    </label>
  );

  return (
    <div className="flex flex-col gap-3" data-testid="help-lines-editor">
      {error ? (
        <p role="alert" className="text-sm text-danger">
          {error}
        </p>
      ) : null}
      {entries.map((entry, index) => (
        <fieldset key={index} className="flex flex-col gap-2 rounded-xl border border-ink-700 p-3">
          <div className="flex items-end gap-2">
            {input(
              text('country'),
              entry.country,
              (next) => updateEntry(index, { country: next.trim().toUpperCase() }),
              'w-28 shrink-0',
            )}
            {input(text('emergency'), entry.emergency, (next) =>
              updateEntry(index, { emergency: next }),
            )}
            <IconButton
              label={text('removeCountry')}
              onClick={() => save(entries.filter((_, at) => at !== index))}
            >
              <Trash2 className="size-4" aria-hidden="true" />
            </IconButton>
          </div>
          {entry.lines.map((line, lineIndex) => (
            <div key={lineIndex} className="flex flex-wrap items-end gap-2 pl-3">
              {input(
                text('label'),
                line.label,
                (next) => updateLine(index, lineIndex, { label: next }),
                'min-w-40 flex-1',
              )}
              {input(
                text('tel'),
                line.tel,
                (next) => updateLine(index, lineIndex, { tel: next.trim() ? next : null }),
                'w-36',
              )}
              {input(
                text('sms'),
                line.sms,
                (next) => updateLine(index, lineIndex, { sms: next.trim() ? next : null }),
                'w-36',
              )}
              <IconButton
                label={text('removeLine')}
                onClick={() =>
                  updateEntry(index, { lines: entry.lines.filter((_, at) => at !== lineIndex) })
                }
              >
                <Trash2 className="size-4" aria-hidden="true" />
              </IconButton>
            </div>
          ))}
          {entry.lines.length < helpLinesLimits.linesPerCountry ? (
            <Button
              size="sm"
              variant="ghost"
              className="self-start"
              onClick={() => updateEntry(index, { lines: [...entry.lines, emptyLine] })}
            >
              <Plus className="size-4" aria-hidden="true" />
              {text('addLine')}
            </Button>
          ) : null}
        </fieldset>
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
