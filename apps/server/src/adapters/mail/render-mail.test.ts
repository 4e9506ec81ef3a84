import { describe, expect, it } from 'vitest';
import { renderMail } from './render-mail';

const content = {
  to: 'ben@example.test',
  lang: 'en',
  subject: 'Your payout was sent',
  paragraphs: ['Hello <Ben>,', 'We sent €12.00 to DE89 •••• 3000.'],
  action: { label: 'Open the console', url: 'https://parlor.test/interlocutor?a=1&b=2' },
};

describe('renderMail: every e-mail in one layout', () => {
  it('says the same words in the text and the HTML part, escaped in the HTML', () => {
    const mail = renderMail(content);
    expect(mail.text).toContain('Hello <Ben>,\n\nWe sent €12.00 to DE89 •••• 3000.');
    expect(mail.text).toContain('Open the console: https://parlor.test/interlocutor?a=1&b=2');
    expect(mail.html).toContain('Hello &lt;Ben&gt;,');
    expect(mail.html).not.toContain('<Ben>');
    expect(mail.html).toContain('href="https://parlor.test/interlocutor?a=1&amp;b=2"');
    expect(mail.link).toBe(content.action.url);
    expect(mail.html).toContain('<html lang="en">');
    expect(mail.text).toContain('--\nParlor: say anything, totally private.');
  });

  it('offers the way to stop a kind of e-mail only when given one', () => {
    expect(renderMail(content).text).not.toContain('Stop these e-mails');
    const optional = renderMail({ ...content, unsubscribeUrl: 'https://parlor.test/stop?k=x' });
    expect(optional.text).toContain('Stop these e-mails: https://parlor.test/stop?k=x');
    expect(optional.html).toContain('href="https://parlor.test/stop?k=x"');
  });

  it('writes the reader’s language', () => {
    const german = renderMail({ ...content, lang: 'de' });
    expect(german.text).toContain('Parlor: sag, was du willst, ganz privat.');
    expect(german.html).toContain('<html lang="de">');
  });
});
