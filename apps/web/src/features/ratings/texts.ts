import { ratings } from '@parlor/contracts/i18n/en/ratings';
import { addEnglishTexts } from '../../lib/i18n';

/**
 * The ratings feature's English texts (the bundled fallback of the server's).
 * Imported for this effect by every module of the feature that src/app loads.
 */
addEnglishTexts({ ratings });
