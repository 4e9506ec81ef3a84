import { admin } from '@parlor/contracts/i18n/en/admin';
import { interlocutors } from '@parlor/contracts/i18n/en/interlocutors';
import { payouts } from '@parlor/contracts/i18n/en/payouts';
import { addEnglishTexts } from '../../lib/i18n';

/**
 * The admin console's English texts (the bundled fallback of the server's), with the applications' and payouts' the console shows.
 * Imported for this effect by every module of the feature that src/app loads.
 */
addEnglishTexts({ admin, interlocutors, payouts });
