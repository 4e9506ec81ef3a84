/**
 * A content row as its form edits it: the fields, the draft of their values (numbers as text,
 * one text per language), and the request body a draft becomes.
 */

/** One field of a content form; `localized*` fields hold one text per language. */
export interface FieldSpec {
  name: string;
  label: string;
  kind: 'text' | 'number' | 'checkbox' | 'localized' | 'localizedText' | 'localizedHtml';
  hint?: string;
  /** `step` of a number input. */
  step?: string;
  /** Its value in a new row; else empty (no text, unticked). */
  initial?: string | boolean;
}

export type Localized = Record<string, string>;
export type Draft = Record<string, string | boolean | Localized>;

/** Whether a field holds one text per language. */
export const isLocalized = (field: FieldSpec) => field.kind.startsWith('localized');

/** The empty value of a field in a new row. */
function blankOf(field: FieldSpec): Draft[string] {
  if (field.initial !== undefined) return field.initial;
  if (isLocalized(field)) return {};
  return field.kind === 'checkbox' ? false : '';
}

/** The draft of a row as its form edits it (numbers as text), or without a row of a new one. */
export function toDraft(fields: FieldSpec[], row: object = {}): Draft {
  const values = row as Partial<Record<string, Draft[string] | number>>;
  return Object.fromEntries(
    fields.map((field) => {
      const value = values[field.name];
      return [field.name, typeof value === 'number' ? String(value) : (value ?? blankOf(field))];
    }),
  );
}

/** The request body of a draft: numbers parsed, empty numbers left out (the server names them). */
export function toBody(fields: FieldSpec[], draft: Draft): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  for (const field of fields) {
    const value = draft[field.name];
    if (field.kind === 'number') {
      body[field.name] = value === '' || value === undefined ? undefined : Number(value);
    } else {
      body[field.name] = value;
    }
  }
  return body;
}
