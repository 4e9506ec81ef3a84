import type { SafetyPort } from '../chat/ports';
import { announceSafetyChange, enterSafeMode, leaveSafeMode } from './enter-safe-mode';

/** The safety lane as chat asks for it (chat/ports.ts); app.ts hands it in. */
export const safetyChatPort: SafetyPort = { enterSafeMode, leaveSafeMode, announceSafetyChange };
