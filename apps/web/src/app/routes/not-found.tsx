import { NotFound } from '../../features/site/components/not-found';

/** Route module (lazy-loaded by the router). */
export function Component() {
  return <NotFound />;
}
