import { chat } from '@parlor/contracts/i18n/en/chat';
import { ai } from '@parlor/contracts/i18n/en/ai';
import { attachments } from '@parlor/contracts/i18n/en/attachments';
import { interlocutors } from '@parlor/contracts/i18n/en/interlocutors';
import { conversations } from '@parlor/contracts/i18n/en/conversations';
import { safety } from '@parlor/contracts/i18n/en/safety';
import { addEnglishTexts } from '../../lib/i18n';

/**
 * The chat feature's English texts (the bundled fallback of the server's), with the interlocutor search's.
 * Imported for this effect by every module of the feature that src/app loads.
 */
addEnglishTexts({ chat, ai, attachments, interlocutors, safety, conversations });
