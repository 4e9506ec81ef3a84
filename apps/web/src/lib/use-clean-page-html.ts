import { useEffect, useMemo, useState } from 'react';
import {
  cleanStaticHtml,
  loadDomPurifySanitizer,
  nativeHtmlSanitizer,
  type HtmlSanitizer,
} from './page-html';

let native: HtmlSanitizer | null | undefined;
let fallback: Promise<HtmlSanitizer> | undefined;

/** The browser's sanitiser, made once on first use. */
function nativeSanitizer(): HtmlSanitizer | null {
  native ??= nativeHtmlSanitizer();
  return native;
}

/**
 * Page HTML cleaned for `dangerouslySetInnerHTML` (lib/page-html.ts); undefined while
 * `html` is, or while a browser without the Sanitizer API loads DOMPurify. A failed load
 * is thrown to the route's error screen, as a failed page chunk is.
 */
export function useCleanPageHtml(html: string | undefined): string | undefined {
  const [sanitizer, setSanitizer] = useState<HtmlSanitizer | null>(nativeSanitizer);
  const [loadError, setLoadError] = useState<Error | null>(null);
  useEffect(() => {
    if (sanitizer) return;
    let isCurrent = true;
    fallback ??= loadDomPurifySanitizer();
    fallback.then(
      (loaded) => isCurrent && setSanitizer(() => loaded),
      (error: unknown) => {
        fallback = undefined;
        if (isCurrent) {
          setLoadError(error instanceof Error ? error : new Error('DOMPurify failed to load'));
        }
      },
    );
    return () => {
      isCurrent = false;
    };
  }, [sanitizer]);
  const clean = useMemo(
    () => (html === undefined || !sanitizer ? undefined : cleanStaticHtml(html, sanitizer)),
    [html, sanitizer],
  );
  if (loadError) throw loadError;
  return clean;
}
