import { describe, expect, it } from 'vitest';
import { sendCostCenti, showsBalance } from './send-cost';

describe('the price a chat shows asks the server’s cost rule (`free_sends`)', () => {
  it('shows the text’s price when messages cost points', () => {
    expect(sendCostCenti({ free_sends: null }, 'Hello', 0.5)).toBe(250);
    expect(showsBalance({ free_sends: null })).toBe(true);
  });

  it('shows nothing to pay for a matched interlocutor, and no balance', () => {
    expect(sendCostCenti({ free_sends: 'interlocutor' }, 'Hello', 0.5)).toBe(0);
    expect(showsBalance({ free_sends: 'interlocutor' })).toBe(false);
  });

  it('shows nothing to pay in safe mode, but keeps the balance', () => {
    expect(sendCostCenti({ free_sends: 'safe_mode' }, 'Hello', 0.5)).toBe(0);
    expect(showsBalance({ free_sends: 'safe_mode' })).toBe(true);
  });
});
