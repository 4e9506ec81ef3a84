import { privacy } from '@parlor/contracts/i18n/en/privacy';
import { addEnglishTexts } from '../../lib/i18n';

/**
 * The privacy feature's English texts (the bundled fallback of the server's).
 * Imported for this effect by every module of the feature that src/app loads.
 */
addEnglishTexts({ privacy });
