/**
 * House rules "No names" and "No ads", enforced on the server: e-mail addresses, phone
 * numbers, links and @handles in messages and topic titles are replaced before they are
 * stored, so they never reach the other side or the database.
 */
export const maskToken = '***';

const emailPattern = /[\p{L}\p{N}._%+-]+@[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)*\.\p{L}{2,}/giu;
const schemeUrlPattern = /\b(?:https?|ftp):\/\/[^\s<>"']+/giu;
const wwwPattern = /\bwww\.[^\s<>"']+/giu;
/** `t.me/someone`, `bit.ly/x`: a domain-like word followed by a path. */
const domainWithPathPattern = /\b(?:[a-z0-9-]+\.)+[a-z]{2,}\/[^\s<>"']*/giu;
/** Bare domains with common top-level domains (English words like .it or .me are left alone). */
const bareDomainPattern =
  /\b(?:[a-z0-9-]+\.)+(?:com|net|org|info|biz|io|co|app|dev|xyz|online|site|shop|store|ru|de|uk|fr|nl|pl|ua|tv|gg|ly|link|click|top|live|club|chat|ai|eu|ch|es|ca|au|br)\b/giu;
const handlePattern = /(?<![\p{L}\p{N}_@.])@[\p{L}\p{N}_](?:[\p{L}\p{N}_.]{2,})/gu;
/** Digit runs with the separators people type in phone numbers. */
const phoneCandidatePattern = /(?<![\p{L}\p{N}])(?:\+|00)?\d[\d\s()./-]{5,}\d(?![\p{L}\p{N}])/gu;
/** 21.11.2025, 11/21/25, 2025-11-21, each optionally followed by an hour ("2025-11-21 10:30"). */
const datePattern =
  /^(?:\d{1,2}[./-]\d{1,2}[./-]\d{2,4}|\d{4}[./-]\d{1,2}[./-]\d{1,2})(?:\s+\d{1,2})?$/;

function maskPhone(candidate: string): string {
  const digits = candidate.replace(/\D/g, '').length;
  const hasPrefix = candidate.startsWith('+') || candidate.startsWith('00');
  const looksLikePhone = digits <= 15 && (digits >= 8 || (hasPrefix && digits >= 7));
  if (!looksLikePhone || datePattern.test(candidate.trim())) return candidate;
  return maskToken;
}

/** The text with every e-mail address, link, handle and phone number replaced by `***`. */
export function maskPrivateData(text: string): string {
  return text
    .replace(emailPattern, maskToken)
    .replace(schemeUrlPattern, maskToken)
    .replace(wwwPattern, maskToken)
    .replace(domainWithPathPattern, maskToken)
    .replace(bareDomainPattern, maskToken)
    .replace(handlePattern, maskToken)
    .replace(phoneCandidatePattern, maskPhone);
}
