import { payouts } from '@parlor/contracts/i18n/en/payouts';
import { money } from '@parlor/contracts/i18n/en/money';
import { addEnglishTexts } from '../../lib/i18n';

/**
 * The payouts feature's English texts (the bundled fallback of the server's), with the money ones.
 * Imported for this effect by every module of the feature that src/app loads.
 */
addEnglishTexts({ payouts, money });
