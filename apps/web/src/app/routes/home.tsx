import { HomePage } from '../../features/site/components/home-page';

/** Route module (lazy-loaded by the router). */
export function Component() {
  return <HomePage />;
}
