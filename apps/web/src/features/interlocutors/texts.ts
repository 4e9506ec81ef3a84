import { interlocutors } from '@parlor/contracts/i18n/en/interlocutors';
import { payouts } from '@parlor/contracts/i18n/en/payouts';
import { addEnglishTexts } from '../../lib/i18n';

/**
 * The interlocutors feature's English texts (the bundled fallback of the server's), with the payouts the console shows.
 * Imported for this effect by every module of the feature that src/app loads.
 */
addEnglishTexts({ interlocutors, payouts });
