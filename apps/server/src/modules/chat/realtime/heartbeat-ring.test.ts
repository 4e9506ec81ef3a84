import { describe, expect, it } from 'vitest';
import { HeartbeatRing } from './heartbeat-ring';

describe('HeartbeatRing', () => {
  it('hands every member out once a round, a slice a tick, in slices of the same size', () => {
    const ring = new HeartbeatRing<number>(3);
    for (let member = 1; member <= 7; member += 1) ring.add(member);
    const round = [ring.nextSlice(), ring.nextSlice(), ring.nextSlice()];
    expect(round.map((slice) => slice.length)).toEqual([3, 2, 2]);
    expect(round.flat().sort()).toEqual([1, 2, 3, 4, 5, 6, 7]);
    // The next round starts again with the first slice.
    expect(ring.nextSlice()).toEqual(round[0]);
  });

  it('no longer hands out a deleted member, and a copy may be changed while it is walked', () => {
    const ring = new HeartbeatRing<string>(2);
    ['a', 'b', 'c'].forEach((member) => ring.add(member));
    ring.delete('c');
    ring.delete('never added');
    const first = ring.nextSlice();
    for (const member of first) ring.delete(member);
    expect(first).toEqual(['a']);
    expect(ring.nextSlice()).toEqual(['b']);
    expect(ring.nextSlice()).toEqual([]);
  });
});
