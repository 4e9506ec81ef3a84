import { notifications } from '@parlor/contracts/i18n/en/notifications';
import { addEnglishTexts } from '../../lib/i18n';

/**
 * The notifications feature's English texts (the bundled fallback of the server's).
 * Imported for this effect by every module of the feature that src/app loads.
 */
addEnglishTexts({ notifications });
