import { bundledLanguages, fallbackLanguage, type TMessageKey } from '@parlor/contracts/i18n';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { enforceRateLimits } from '../../rate-limit';
import { isAppError } from '../../../lib/app-error';
import { chargeCard, validateCard, type CardForm } from './card-rules';
import { closeCheckout, findCheckout, type TestCheckout } from './checkouts';
import { payPageScriptSource, renderMessagePage, renderPayPage } from './pay-page';
import { reportOutcome, sweepCheckouts } from './report-outcome';

const ZParamsSchema = z.object({ checkoutId: z.string() });
const checkoutIdPattern = /^tc_[A-Za-z0-9_-]{20,60}$/;

const ZFormSchema = z.object({
  action: z.enum(['pay', 'cancel']).catch('pay'),
  cardNumber: z.string().max(40).catch(''),
  expiry: z.string().max(20).catch(''),
  cvc: z.string().max(10).catch(''),
});

const isBundled = (code: string): code is keyof typeof bundledLanguages =>
  Object.hasOwn(bundledLanguages, code);

/** `?lang=de`, else the first supported language of Accept-Language, else English. */
function pageLanguage(request: FastifyRequest): string {
  const query = request.query as Record<string, unknown>;
  if (typeof query.lang === 'string' && isBundled(query.lang)) return query.lang;
  const accepted = String(request.headers['accept-language'] ?? '')
    .split(',')
    .map((part) => part.split(';')[0]!.trim().slice(0, 2).toLowerCase());
  return accepted.find(isBundled) ?? fallbackLanguage;
}

function formatAmount(checkout: TestCheckout, language: string): string {
  const format = new Intl.NumberFormat(language, {
    style: 'currency',
    currency: checkout.currency,
  });
  const digits = format.resolvedOptions().maximumFractionDigits ?? 2;
  return format.format(checkout.amountMinor / 10 ** digits);
}

function sendHtml(app: FastifyInstance, reply: FastifyReply, status: number, html: string) {
  const shopOrigin = new URL(app.config.publicUrl).origin;
  return reply
    .code(status)
    .type('text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .header(
      'content-security-policy',
      `default-src 'none'; script-src ${payPageScriptSource}; style-src 'unsafe-inline'; img-src data:; form-action 'self' ${shopOrigin}; frame-ancestors 'none'; base-uri 'none'`,
    )
    .send(html);
}

/**
 * The built-in test gateway's hosted pay page, served at `/pay/test/{checkoutId}`. It is a
 * stand-in for an outside provider: it only knows its checkout, never the shop's deposit,
 * and reports the outcome by a signed webhook before sending the browser back.
 */
export default async function testGatewayRoutes(app: FastifyInstance) {
  const merchantName = async () => (await app.reference.settings()).requisites[0] ?? 'Parlor';

  const showMessage = async (
    reply: FastifyReply,
    options: {
      status: number;
      language: string;
      title: TMessageKey;
      message: TMessageKey;
      messageParams?: Record<string, string | number>;
    },
  ) =>
    sendHtml(
      app,
      reply,
      options.status,
      renderMessagePage({
        ...options,
        merchant: await merchantName(),
        backUrl: app.config.publicUrl,
      }),
    );

  const loadOpenCheckout = async (
    request: FastifyRequest,
    reply: FastifyReply,
    whenClosed: 'explain' | 'redirect',
  ) => {
    const language = pageLanguage(request);
    const { checkoutId } = ZParamsSchema.parse(request.params);
    const checkout = checkoutIdPattern.test(checkoutId)
      ? await findCheckout(app.db, checkoutId)
      : undefined;
    if (!checkout) {
      await showMessage(reply, {
        status: 404,
        language,
        title: 'money.gateway.notFoundTitle',
        message: 'money.gateway.notFound',
      });
      return undefined;
    }
    if (checkout.status !== 'open') {
      if (whenClosed === 'explain') {
        await showMessage(reply, {
          status: 410,
          language,
          title: 'money.gateway.closedTitle',
          message: 'money.gateway.closed',
        });
      } else {
        // A second submit of a finished checkout goes where the first one went.
        const target = checkout.status === 'cancelled' ? checkout.cancelUrl : checkout.successUrl;
        await reply.redirect(target, 303);
      }
      return undefined;
    }
    return { checkout, language };
  };

  const renderForm = async (
    reply: FastifyReply,
    checkout: TestCheckout,
    language: string,
    form?: { values: Partial<CardForm>; errors: ReturnType<typeof validateCard> },
  ) =>
    sendHtml(
      app,
      reply,
      form ? 422 : 200,
      renderPayPage({
        language,
        merchant: await merchantName(),
        description: checkout.description,
        formattedAmount: formatAmount(checkout, language),
        currency: checkout.currency,
        action: `/pay/test/${checkout.id}?lang=${language}`,
        values: form?.values,
        errors: form?.errors,
      }),
    );

  app.get('/pay/test/:checkoutId', { schema: { hide: true } }, async (request, reply) => {
    const open = await loadOpenCheckout(request, reply, 'explain');
    if (open) return renderForm(reply, open.checkout, open.language);
    return reply;
  });

  app.post(
    '/pay/test/:checkoutId',
    // A plain form post from the gateway's own page: the unguessable id and single use protect it.
    { schema: { hide: true }, config: { csrf: false } },
    async (request, reply) => {
      const open = await loadOpenCheckout(request, reply, 'redirect');
      if (!open) return reply;
      const { checkout, language } = open;
      try {
        await enforceRateLimits(app.rateLimits, [
          { key: `test-gateway:checkout:${checkout.id}`, limit: 20, windowMs: 15 * 60_000 },
          { key: `test-gateway:ip:${request.ip}`, limit: 60, windowMs: 60_000 },
        ]);
      } catch (error) {
        if (!isAppError(error)) throw error;
        return showMessage(reply, {
          status: 429,
          language,
          title: 'money.gateway.heading',
          message: 'errors.tooManyRequests',
          messageParams: error.params,
        });
      }

      const form = ZFormSchema.parse(request.body ?? {});
      if (form.action === 'cancel') {
        const closed = await closeCheckout(app.db, checkout.id, 'cancelled', 'cancelled');
        if (closed) await reportOutcome(app, closed);
        return reply.redirect(checkout.cancelUrl, 303);
      }

      const errors = validateCard(form);
      if (Object.keys(errors).length > 0) {
        return renderForm(reply, checkout, language, { values: form, errors });
      }
      const outcome = chargeCard(form.cardNumber);
      const closed =
        outcome.result === 'succeeded'
          ? await closeCheckout(app.db, checkout.id, 'paid', null)
          : await closeCheckout(app.db, checkout.id, 'declined', outcome.failureCode);
      // The outcome reaches the shop before the browser does, so its first poll usually sees it.
      if (closed) await reportOutcome(app, closed);
      return reply.redirect(checkout.successUrl, 303);
    },
  );

  app.schedule('test-gateway-sweep', 60_000, () => sweepCheckouts(app));
}
