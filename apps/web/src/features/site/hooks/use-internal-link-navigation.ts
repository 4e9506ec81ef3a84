import type { MouseEvent } from 'react';
import { useNavigate } from 'react-router';

/**
 * Click handler for server HTML (static pages, FAQ answers): links to this site open
 * through the router instead of reloading the app; other links behave normally.
 */
export function useInternalLinkNavigation() {
  const navigate = useNavigate();
  return (event: MouseEvent<HTMLElement>) => {
    if (event.defaultPrevented || event.button !== 0) return;
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const anchor = (event.target as Element).closest('a');
    if (
      !anchor ||
      (anchor.target && anchor.target !== '_self') ||
      anchor.hasAttribute('download')
    ) {
      return;
    }
    const url = new URL(anchor.href, window.location.href);
    if (url.origin !== window.location.origin || url.pathname.startsWith('/api/')) return;
    event.preventDefault();
    void navigate(url.pathname + url.search + url.hash);
  };
}
