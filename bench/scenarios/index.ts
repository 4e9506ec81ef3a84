import fs from 'node:fs';
import type { Scenario } from '../scenario';
import { deliver } from './deliver';
import { imageOneBit, imageRgb, imageRgbWithin } from './image-attack';
import { login } from './login';
import { pollScenario } from './poll';
import { pushOffer } from './push-offer';
import { rooms, settings, topics } from './read-paths';
import { sendAi, sendScenario } from './send';

/**
 * Every scenario `npm run bench` runs, in order. A scenario is a module file in this folder
 * exporting `defineScenario({...})`; add it here. `ai-first-token.ts` (the AI companion's
 * time to the first streamed token) is picked up by its file name when it exists.
 */
export async function loadScenarios(): Promise<Scenario[]> {
  const list = [
    settings,
    rooms,
    topics,
    sendScenario(10),
    sendScenario(64),
    sendAi,
    pollScenario(8),
    pollScenario(64),
    login,
    deliver,
    imageOneBit,
    imageRgb,
    imageRgbWithin,
    pushOffer,
  ] as Scenario[];
  const aiFile = new URL('./ai-first-token.ts', import.meta.url);
  if (fs.existsSync(aiFile)) {
    const module = (await import(aiFile.href)) as Record<string, unknown>;
    for (const value of Object.values(module)) {
      if (value && typeof value === 'object' && 'request' in value && 'name' in value)
        list.push(value as Scenario);
    }
  }
  return list;
}
