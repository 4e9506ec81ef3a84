/** A translation catalogue with the same shape as the English one, every leaf a string. */
export type Catalog<T> = {
  [K in keyof T]: T[K] extends string ? string : Catalog<T[K]>;
};

type Leaves<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${Prefix}${K}` : Leaves<T[K], `${Prefix}${K}.`>;
}[keyof T & string];

/** Every dotted key of a catalogue, e.g. `auth.emailRequired`. */
export type CatalogKey<T> = Leaves<T>;

type Nested = { readonly [key: string]: string | Nested };

/** Flattens a nested catalogue to `{ 'a.b.c': text }`. */
export function flattenCatalog(catalog: Nested, prefix = ''): Record<string, string> {
  const flat: Record<string, string> = {};
  for (const [key, value] of Object.entries(catalog)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') flat[path] = value;
    else Object.assign(flat, flattenCatalog(value, path));
  }
  return flat;
}

/** Replaces `{name}` placeholders with their values; unknown placeholders stay as written. */
export function interpolate(text: string, params?: Record<string, string | number>): string {
  if (!params) return text;
  return text.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in params ? String(params[name]) : whole,
  );
}
