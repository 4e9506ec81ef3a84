/** Types of chromium.mjs (plain JavaScript so `node scripts/…` can import it). */
export declare const chromiumPath: string;
export declare const chromiumFlags: string[];
