/**
 * Bus channels of realtime events. Every socket listens to its user's channel; chat events
 * are published to each participant's channel, presented for that participant. Other
 * capabilities publish `{ type: 'balance', balance }` (points) to `userChannel(id)`.
 */
export function userChannel(userId: number): string {
  return `user:${userId}`;
}
