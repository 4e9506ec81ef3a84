import { messageCostCenti, type TTopic } from '@parlor/contracts';

/**
 * Whether the viewer's messages in the topic are free: the server's own answer (`free_sends`,
 * from the cost rule it charges by), never a guess of this page.
 */
export function isSendFree(topic: Pick<TTopic, 'free_sends'>): boolean {
  return topic.free_sends !== null;
}

/** What a text costs the viewer here, in hundredths: 0 when the server's rule frees it. */
export function sendCostCenti(
  topic: Pick<TTopic, 'free_sends'>,
  text: string,
  symbolCost: number,
): number {
  return isSendFree(topic) ? 0 : messageCostCenti(text, symbolCost);
}

/**
 * Whether the balance and its top-up concern the viewer in this chat: not for the matched
 * interlocutor, whose messages here never cost anything.
 */
export function showsBalance(topic: Pick<TTopic, 'free_sends'>): boolean {
  return topic.free_sends !== 'interlocutor';
}
