import { describe, expect, it } from 'vitest';
import { ZRealtimeEventSchema } from './chat-realtime';
import { realtimeEventTypes } from './constants';

describe('realtimeEventTypes', () => {
  it('names exactly the event types of ZRealtimeEventSchema', () => {
    const schemaTypes = ZRealtimeEventSchema.options.map((option) => option.shape.type.value);
    expect([...schemaTypes].sort()).toEqual([...realtimeEventTypes].sort());
  });
});
