/** Two capital letters that a reverse proxy or a locale may name; XX and T1 mean "unknown"/Tor. */
function countryCode(value: string | undefined): string | null {
  const code = value?.trim().toUpperCase() ?? '';
  return /^[A-Z]{2}$/.test(code) && code !== 'XX' && code !== 'T1' ? code : null;
}

/** The region of each Accept-Language tag, most wanted first (`de-AT` → AT, `de` → DE). */
function acceptLanguageRegions(header: string | undefined): string[] {
  return (header ?? '')
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.split(';').map((piece) => piece.trim());
      const quality = params.find((param) => param.startsWith('q='));
      return { tag, weight: quality ? Number(quality.slice(2)) : 1, index };
    })
    .filter((entry) => entry.tag !== '' && entry.tag !== '*' && entry.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index)
    .flatMap((entry) => {
      try {
        const region = countryCode(new Intl.Locale(entry.tag).maximize().region);
        return region ? [region] : [];
      } catch {
        // A tag Intl cannot read says nothing about a country.
        return [];
      }
    });
}

/**
 * The country the visitor most likely phones from, decided on the server so that the browser
 * never asks a third party: the header a reverse proxy sets from the client's address (its
 * name configured as COUNTRY_HEADER, e.g. `CF-IPCountry`), else the region of the first
 * Accept-Language tag that has or implies one. Empty when neither tells.
 */
export function visitorCountry(
  headers: Record<string, string | string[] | undefined>,
  countryHeader: string,
): string {
  if (countryHeader !== '') {
    const raw = headers[countryHeader.toLowerCase()];
    const fromProxy = countryCode(Array.isArray(raw) ? raw[0] : raw);
    if (fromProxy) return fromProxy;
  }
  const acceptLanguage = headers['accept-language'];
  const regions = acceptLanguageRegions(
    Array.isArray(acceptLanguage) ? acceptLanguage.join(',') : acceptLanguage,
  );
  return regions[0] ?? '';
}
