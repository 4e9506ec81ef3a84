import { openModal } from '../../lib/modals';

/** Opens the payout request modal (account page, interlocutor console). */
export function openPayoutModal(): void {
  openModal('payout');
}
