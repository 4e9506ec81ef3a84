import { useEffect, useLayoutEffect, useRef, useState, type RefObject } from 'react';

const focusable =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** The first control after `element` in the document's order, outside it. */
function nextFocusable(element: HTMLElement): HTMLElement | null {
  for (const candidate of document.querySelectorAll<HTMLElement>(focusable)) {
    const isAfter = element.compareDocumentPosition(candidate) & Node.DOCUMENT_POSITION_FOLLOWING;
    if (isAfter && !element.contains(candidate) && candidate.offsetParent !== null)
      return candidate;
  }
  return null;
}

/**
 * While the banner is shown, the page keeps a space of its height free at the bottom
 * (`--cookie-banner-space`, read by the layouts and the page's scroll padding), so that
 * the banner never covers the control that has the focus.
 */
function useReservedSpace(region: RefObject<HTMLElement | null>) {
  useLayoutEffect(() => {
    const element = region.current;
    if (!element) return;
    const root = document.documentElement;
    const reserve = () => {
      const { top } = element.getBoundingClientRect();
      root.style.setProperty('--cookie-banner-space', `${Math.ceil(window.innerHeight - top)}px`);
    };
    reserve();
    const observer = new ResizeObserver(reserve);
    observer.observe(element);
    window.addEventListener('resize', reserve);
    return () => {
      observer.disconnect();
      window.removeEventListener('resize', reserve);
      root.style.removeProperty('--cookie-banner-space');
    };
  }, [region]);
}

/**
 * The banner's focus: reopened, it takes the focus and gives it back to the footer's button
 * afterwards; answered, the focus goes on to what follows it instead of to the body.
 */
export function useBannerFocus(isReopened: boolean) {
  const regionRef = useRef<HTMLElement>(null);
  // Reopened from the footer: the focus goes back to the footer's button afterwards.
  const [opener] = useState(() =>
    isReopened && document.activeElement instanceof HTMLElement ? document.activeElement : null,
  );
  useEffect(() => {
    if (isReopened) regionRef.current?.focus();
  }, [isReopened]);
  useReservedSpace(regionRef);

  /** Answers the banner; the focus goes on to what follows it instead of to the body. */
  const answer = (choose: () => void) => {
    const region = regionRef.current;
    const hasFocus = region !== null && region.contains(document.activeElement);
    const next = !hasFocus ? null : opener?.isConnected ? opener : nextFocusable(region);
    choose();
    next?.focus();
  };
  return { regionRef, answer };
}
