/**
 * - loading: spec §4 initialisation is running
 * - terms: the house rules wait for Agree / Decline
 * - joining: the rules were just agreed; the room stays on screen with its input disabled
 *   while the topic is joined and its messages load (a loading screen in its place would
 *   unmount the input, and what was picked in it)
 * - full: the user cannot enter: two people are in it and the user is not one of them
 *   ("Chat is full"), or the seat rule closes it to them (`refusal` says which)
 * - ready: the user is the owner or the guest; messages are loaded (or, without network,
 *   shown as this tab last saw them: `isOffline`)
 * - offline: no network and nothing seen in this tab to show; tried again once it is back
 */
export type ChatPhase = 'loading' | 'terms' | 'joining' | 'full' | 'ready' | 'offline';
