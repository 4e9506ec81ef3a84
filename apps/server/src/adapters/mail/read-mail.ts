/** A delivered message, decoded: what a mail client would show. */
export interface ReadMail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

function decodeQuotedPrintable(body: string): string {
  const bytes: number[] = [];
  const joined = body.replace(/=\r?\n/g, '');
  for (let index = 0; index < joined.length; index += 1) {
    const char = joined.charAt(index);
    const hex = joined.slice(index + 1, index + 3);
    if (char === '=' && /^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(parseInt(hex, 16));
      index += 2;
    } else {
      bytes.push(...Buffer.from(char, 'utf8'));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

function decodeBody(headers: string, body: string): string {
  const encoding = /content-transfer-encoding:\s*([\w-]+)/i.exec(headers)?.[1]?.toLowerCase();
  if (encoding === 'quoted-printable') return decodeQuotedPrintable(body);
  if (encoding === 'base64')
    return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  return body;
}

/** RFC 2047 encoded words (`=?UTF-8?Q?...?=`, `=?UTF-8?B?...?=`) in a header. */
function decodeHeader(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?utf-8\?([QB])\?([^?]*)\?=/gi, (_whole, kind: string, text: string) =>
      kind.toUpperCase() === 'B'
        ? Buffer.from(text, 'base64').toString('utf8')
        : decodeQuotedPrintable(text.replace(/_/g, ' ')),
    );
}

function header(head: string, name: string): string {
  const unfolded = head.replace(/\r?\n[ \t]+/g, ' ');
  const match = new RegExp(`^${name}:\\s*(.*)$`, 'im').exec(unfolded);
  return decodeHeader(match?.[1]?.trim() ?? '');
}

/**
 * Decodes a multipart/alternative message as nodemailer writes it (text and HTML parts,
 * quoted-printable or base64). For tests and the developer's mailbox, not a general parser.
 */
export function readMail(raw: string): ReadMail {
  const split = raw.search(/\r?\n\r?\n/);
  const head = raw.slice(0, split);
  const rest = raw.slice(split).replace(/^\r?\n\r?\n/, '');
  const boundary = /boundary="?([^";\r\n]+)"?/i.exec(head.replace(/\r?\n[ \t]+/g, ' '))?.[1];
  const parts = boundary ? rest.split(`--${boundary}`).slice(1, -1) : [`${head}\n\n${rest}`];
  const result: ReadMail = {
    to: header(head, 'To'),
    subject: header(head, 'Subject'),
    text: '',
    html: '',
  };
  for (const part of parts) {
    const trimmed = part.replace(/^\r?\n/, '');
    const at = trimmed.search(/\r?\n\r?\n/);
    const partHead = trimmed.slice(0, at);
    const body = decodeBody(partHead, trimmed.slice(at).replace(/^\r?\n\r?\n/, ''));
    if (/content-type:\s*text\/html/i.test(partHead)) result.html = body;
    else if (/content-type:\s*text\/plain/i.test(partHead)) result.text = body;
  }
  return result;
}
