import { StaticPageScreen } from '../../features/site/components/static-page';

/** Route module (lazy-loaded by the router). */
export function Component() {
  return <StaticPageScreen />;
}
