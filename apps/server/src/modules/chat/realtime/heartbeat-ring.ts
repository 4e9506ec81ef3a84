/**
 * The sockets of one instance in `sliceCount` slices, handed out one slice a tick, so that a
 * heartbeat period reaches every socket once without touching them all in the same tick: a
 * tick that pinged ten thousand sockets (and refreshed their views and rechecked their
 * credentials) held the event loop and the database for a moment every period, and every
 * message delivered in that moment was late.
 */
export class HeartbeatRing<T> {
  private readonly slices: Set<T>[];
  private readonly sliceOf = new Map<T, Set<T>>();
  private nextToFill = 0;
  private nextToHand = 0;

  constructor(sliceCount: number) {
    this.slices = Array.from({ length: Math.max(1, sliceCount) }, () => new Set<T>());
  }

  /** Puts `member` in the next slice in turn, so that the slices stay the same size. */
  add(member: T): void {
    const slice = this.slices[this.nextToFill]!;
    this.nextToFill = (this.nextToFill + 1) % this.slices.length;
    slice.add(member);
    this.sliceOf.set(member, slice);
  }

  delete(member: T): void {
    this.sliceOf.get(member)?.delete(member);
    this.sliceOf.delete(member);
  }

  /** This tick's members (a copy: a heartbeat may close a socket, which deletes it). */
  nextSlice(): T[] {
    const slice = this.slices[this.nextToHand]!;
    this.nextToHand = (this.nextToHand + 1) % this.slices.length;
    return [...slice];
  }
}
