import { translate } from '@parlor/contracts/i18n';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import { typed } from '../../lib/typed';
import { readUnsubscribeToken } from '../accounts/mail-preferences';
import { stopMails } from './preferences';
import { selectRecipients } from './recipients';
import { escapeHtml } from '../../lib/escape-html';

const ZTokenSchema = z.object({ token: z.string().max(300) });

function page(reply: FastifyReply, lang: string, status: number, body: string) {
  const title = escapeHtml(translate(lang, 'notifications.unsubscribe.title'));
  return reply
    .code(status)
    .type('text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .send(
      `<!doctype html><html lang="${escapeHtml(lang)}"><head><meta charset="utf-8">` +
        `<meta name="viewport" content="width=device-width,initial-scale=1"><title>${title}</title>` +
        `</head><body><main><h1>${title}</h1>${body}</main></body></html>`,
    );
}

/** One paragraph of the page: a catalogue text, escaped. */
const paragraph = (lang: string, key: string, params?: Record<string, string>) =>
  `<p>${escapeHtml(translate(lang, key, params))}</p>`;

/** The answer to a link whose token is not (or no longer) valid. */
const invalidLinkPage = (reply: FastifyReply, lang: string) =>
  page(reply, lang, 400, paragraph(lang, 'notifications.unsubscribe.invalid'));

/**
 * The e-mails' unsubscribe links, signed per user and kind, working without signing in. The
 * link shows a button (mail scanners open links; only the POST stops the mails).
 */
export default async function unsubscribeRoutes(app: FastifyInstance) {
  const api = typed(app);

  async function readLink(token: string) {
    const link = readUnsubscribeToken(app.config.appSecret, token);
    if (!link) return undefined;
    const [recipient] = await selectRecipients(app.db, [link.userId]);
    return recipient ? { recipient, kind: link.kind } : undefined;
  }

  api.get(
    '/notifications/unsubscribe',
    { schema: { hide: true, querystring: ZTokenSchema } },
    async (request, reply) => {
      const link = await readLink(request.query.token);
      if (!link) return invalidLinkPage(reply, request.lang);
      const { lang } = link.recipient;
      const kindName = translate(lang, `notifications.kinds.${link.kind}`);
      return page(
        reply,
        lang,
        200,
        paragraph(lang, 'notifications.unsubscribe.confirm', { kind: kindName }) +
          `<form method="post" action="/api/notifications/unsubscribe">` +
          `<input type="hidden" name="token" value="${escapeHtml(request.query.token)}">` +
          `<button type="submit">${escapeHtml(translate(lang, 'notifications.unsubscribe.button'))}</button></form>`,
      );
    },
  );

  api.post(
    '/notifications/unsubscribe',
    // Signed per user and kind: the token is the permission, there is no session to forge.
    { config: { csrf: false }, schema: { hide: true, body: ZTokenSchema } },
    async (request, reply) => {
      const link = await readLink(request.body.token);
      if (!link) return invalidLinkPage(reply, request.lang);
      await stopMails(app.db, link.recipient.id, link.kind);
      return page(
        reply,
        link.recipient.lang,
        200,
        paragraph(link.recipient.lang, 'notifications.unsubscribe.done'),
      );
    },
  );
}
