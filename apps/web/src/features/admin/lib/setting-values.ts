import type { TStoredSettings } from '@parlor/contracts';

/** Whether a setting is a list of records (the help lines), edited as structured JSON. */
const isRecordList = (value: unknown): value is object[] =>
  Array.isArray(value) && value.some((item) => typeof item === 'object' && item !== null);

/** The form's text of every setting: numbers and texts as typed, lists one entry a line. */
export type SettingsDraft = Record<string, string | boolean>;

export function toDraft(settings: TStoredSettings): SettingsDraft {
  return Object.fromEntries(
    Object.entries(settings).map(([key, value]) => [
      key,
      typeof value === 'boolean'
        ? value
        : isRecordList(value)
          ? JSON.stringify(value)
          : Array.isArray(value)
            ? value.join('\n')
            : String(value),
    ]),
  );
}

/** Only the keys that changed, typed as the server expects them. */
export function changesOf(
  settings: TStoredSettings,
  draft: SettingsDraft,
): Record<string, unknown> {
  const changes: Record<string, unknown> = {};
  for (const [key, original] of Object.entries(settings)) {
    const value = draft[key];
    let typed: unknown = value;
    if (typeof original === 'number') typed = value === '' ? Number.NaN : Number(value);
    if (isRecordList(original)) typed = parseRecords(String(value));
    else if (Array.isArray(original))
      typed = String(value)
        .split('\n')
        .map((line) => line.trim())
        .filter(Boolean);
    if (JSON.stringify(typed) !== JSON.stringify(original)) changes[key] = typed;
  }
  return changes;
}

/** The edited records; text that is not JSON goes to the server as typed (it answers why). */
function parseRecords(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}
