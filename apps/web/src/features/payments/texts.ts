import { money } from '@parlor/contracts/i18n/en/money';
import { auth } from '@parlor/contracts/i18n/en/auth';
import { addEnglishTexts } from '../../lib/i18n';

/**
 * The payments feature's English texts (the bundled fallback of the server's), with the phone input's (auth).
 * Imported for this effect by every module of the feature that src/app loads.
 */
addEnglishTexts({ money, auth });
