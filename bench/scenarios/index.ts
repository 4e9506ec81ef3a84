import type { Scenario } from '../scenario';
import { publicFaq, publicSettings, publicStaticPage } from './public-content';

/** Every scenario `npm run bench` runs, in order. */
export const scenarios = [publicSettings, publicFaq, publicStaticPage] as Scenario[];
